// A Go test that drives a kafkasim cluster through its HTTP control plane with nothing but
// net/http, as a client-library author in Go would, and checks franz-go against it: an
// injected NOT_LEADER_OR_FOLLOWER on Fetch is retried through, a stopped broker's partitions
// move, captured Fetch requests carry the client's rack.
//
// It runs when KAFKASIM_CONTROL_URL and KAFKASIM_CONTROL_TOKEN name a running plane
// (`kafkasim up --control 127.0.0.1:PORT` prints both); tests/harness/test_control_http.py
// starts one and runs `go test -run TestControlPlane` here. Without them it is skipped.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/twmb/franz-go/pkg/kgo"
)

type plane struct {
	t     *testing.T
	url   string
	token string
}

// call sends one JSON request and decodes the JSON answer; it returns the HTTP status.
func (p *plane) call(method, path string, body any, out any) int {
	p.t.Helper()
	var reader io.Reader
	if body != nil {
		encoded, err := json.Marshal(body)
		if err != nil {
			p.t.Fatal(err)
		}
		reader = bytes.NewReader(encoded)
	}
	request, err := http.NewRequest(method, p.url+path, reader)
	if err != nil {
		p.t.Fatal(err)
	}
	if p.token != "" {
		request.Header.Set("Authorization", "Bearer "+p.token)
	}
	request.Header.Set("Content-Type", "application/json")
	response, err := http.DefaultClient.Do(request)
	if err != nil {
		p.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer response.Body.Close()
	data, _ := io.ReadAll(response.Body)
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			p.t.Fatalf("%s %s: %d %s: %v", method, path, response.StatusCode, data, err)
		}
	}
	return response.StatusCode
}

func (p *plane) must(method, path string, body any, out any) {
	p.t.Helper()
	var answer json.RawMessage
	if status := p.call(method, path, body, &answer); status != http.StatusOK {
		p.t.Fatalf("%s %s: status %d: %s", method, path, status, answer)
	}
	if out != nil {
		if err := json.Unmarshal(answer, out); err != nil {
			p.t.Fatal(err)
		}
	}
}

func TestControlPlane(t *testing.T) {
	url, token := os.Getenv("KAFKASIM_CONTROL_URL"), os.Getenv("KAFKASIM_CONTROL_TOKEN")
	if url == "" || token == "" {
		t.Skip("KAFKASIM_CONTROL_URL and KAFKASIM_CONTROL_TOKEN are not set")
	}
	p := &plane{t: t, url: url, token: token}

	var refused map[string]any
	if status := (&plane{t: t, url: url}).call("GET", "/cluster", nil, &refused); status != http.StatusUnauthorized {
		t.Fatalf("without the token: status %d, want 401", status)
	}

	var cluster struct {
		Bootstrap string `json:"bootstrap"`
	}
	p.must("POST", "/reset", nil, &cluster) // a clean slate: no topics, faults or captures
	seeds := strings.Split(cluster.Bootstrap, ",")
	const topic = "go-control"
	p.must("POST", "/topics", map[string]any{"name": topic, "partitions": 3, "replication_factor": 3}, nil)
	p.must("POST", "/faults", map[string]any{"api": "Fetch", "error": "NOT_LEADER_OR_FOLLOWER", "count": 2, "topic": topic}, nil)

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	producer, err := kgo.NewClient(kgo.SeedBrokers(seeds...), kgo.DefaultProduceTopic(topic),
		kgo.RequiredAcks(kgo.AllISRAcks()))
	if err != nil {
		t.Fatal(err)
	}
	const records = 100
	for i := 0; i < records; i++ {
		if err := producer.ProduceSync(ctx, &kgo.Record{Value: []byte(fmt.Sprintf("r%03d", i))}).FirstErr(); err != nil {
			t.Fatal(err)
		}
	}
	producer.Close()

	// A broker stops (its leaderships move); the consumer still reads everything.
	p.must("POST", "/brokers/2/stop", map[string]any{"controlled": true}, nil)
	consumer, err := kgo.NewClient(kgo.SeedBrokers(seeds...), kgo.ConsumeTopics(topic),
		kgo.ConsumeResetOffset(kgo.NewOffset().AtStart()), kgo.Rack("b"), kgo.ClientID("go-control"))
	if err != nil {
		t.Fatal(err)
	}
	defer consumer.Close()
	seen := map[string]bool{}
	for len(seen) < records {
		fetches := consumer.PollFetches(ctx)
		if ctx.Err() != nil {
			t.Fatalf("read %d of %d records", len(seen), records)
		}
		fetches.EachRecord(func(r *kgo.Record) { seen[string(r.Value)] = true })
	}
	p.must("POST", "/brokers/2/start", nil, nil)

	var faults struct {
		Faults []any `json:"faults"`
	}
	p.must("GET", "/faults", nil, &faults)
	if len(faults.Faults) != 0 {
		t.Fatalf("the fault rule should be used up: %v", faults.Faults)
	}
	var exchange struct {
		API     string         `json:"api"`
		Request map[string]any `json:"request"`
	}
	p.must("POST", "/requests/wait", map[string]any{"api": "Fetch", "match": map[string]any{"rack_id": "b"}, "timeout": 5}, &exchange)
	if exchange.API != "Fetch" || exchange.Request["rack_id"] != "b" {
		t.Fatalf("captured %v", exchange)
	}
	var captured struct {
		Requests []struct {
			Outcome string `json:"outcome"`
		} `json:"requests"`
	}
	p.must("GET", "/requests?api=Fetch&bodies=false", nil, &captured)
	errors := 0
	for _, r := range captured.Requests {
		if r.Outcome == "error:NOT_LEADER_OR_FOLLOWER" {
			errors++
		}
	}
	if errors != 2 {
		t.Fatalf("%d injected errors answered, want 2", errors)
	}
	p.must("DELETE", "/topics/"+topic, nil, nil)
}
