// A Go test to copy: faults at the TCP level on a kafkasim cluster, driven over its HTTP
// control plane with net/http alone, against franz-go. The producer's connection is reset
// (RST) ten bytes into two Produce answers after the broker appended the batches, the
// consumer's Fetch answer is cut in the middle of its frame; every record must arrive once,
// in order, and the cluster's correctness checker (GET /check) must find nothing.
//
// Start a cluster with `kafkasim up --control 127.0.0.1:8080`, which prints the control URL
// and token, then:
//
//	KAFKASIM_CONTROL_URL=http://127.0.0.1:8080 KAFKASIM_CONTROL_TOKEN=... go test -run TestTcpFaults .
//
// Without those variables the test is skipped.
package example

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/twmb/franz-go/pkg/kgo"
)

const records = 100

// control sends one JSON request to the control plane and decodes its JSON answer.
func control(t *testing.T, method, path string, body any, out any) {
	t.Helper()
	var payload []byte
	if body != nil {
		var err error
		if payload, err = json.Marshal(body); err != nil {
			t.Fatal(err)
		}
	}
	request, err := http.NewRequest(method, os.Getenv("KAFKASIM_CONTROL_URL")+path,
		bytes.NewReader(payload))
	if err != nil {
		t.Fatal(err)
	}
	request.Header.Set("Authorization", "Bearer "+os.Getenv("KAFKASIM_CONTROL_TOKEN"))
	request.Header.Set("Content-Type", "application/json")
	response, err := http.DefaultClient.Do(request)
	if err != nil {
		t.Fatal(err)
	}
	defer response.Body.Close()
	if response.StatusCode != http.StatusOK {
		var failure map[string]any
		_ = json.NewDecoder(response.Body).Decode(&failure)
		t.Fatalf("%s %s: %d %v", method, path, response.StatusCode, failure)
	}
	if out != nil {
		if err := json.NewDecoder(response.Body).Decode(out); err != nil {
			t.Fatal(err)
		}
	}
}

type rule struct {
	ID   int    `json:"id"`
	Kind string `json:"kind"`
	Hits int    `json:"hits"`
}

func TestTcpFaults(t *testing.T) {
	if os.Getenv("KAFKASIM_CONTROL_URL") == "" {
		t.Skip("set KAFKASIM_CONTROL_URL and KAFKASIM_CONTROL_TOKEN (kafkasim up --control)")
	}
	const topic = "go-wire"
	control(t, "PUT", "/history", map[string]any{"enabled": true}, nil)
	control(t, "POST", "/topics", map[string]any{"name": topic, "partitions": 1,
		"replication_factor": 3}, nil)
	var cluster struct {
		Bootstrap string `json:"bootstrap"`
	}
	control(t, "GET", "/cluster", nil, &cluster)
	seeds := strings.Split(cluster.Bootstrap, ",")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()

	var reset rule
	control(t, "POST", "/tcp-faults", map[string]any{"kind": "reset", "api": "Produce",
		"after_bytes": 10, "count": 2, "client_id": "go-producer"}, &reset)
	producer, err := kgo.NewClient(kgo.SeedBrokers(seeds...), kgo.ClientID("go-producer"),
		kgo.DefaultProduceTopic(topic), kgo.RequiredAcks(kgo.AllISRAcks()))
	if err != nil {
		t.Fatal(err)
	}
	for batch := 0; batch < records; batch += 25 {
		var produced []*kgo.Record
		for i := batch; i < batch+25; i++ {
			produced = append(produced, &kgo.Record{Value: []byte(strconv.Itoa(i))})
		}
		if err := producer.ProduceSync(ctx, produced...).FirstErr(); err != nil {
			t.Fatalf("produce: %v", err)
		}
	}
	producer.Close()
	var left struct {
		TcpFaults []rule `json:"tcp_faults"`
	}
	control(t, "GET", "/tcp-faults", nil, &left)
	if len(left.TcpFaults) != 0 {
		t.Fatalf("the reset rule was not used up: %+v", left.TcpFaults)
	}

	control(t, "POST", "/tcp-faults", map[string]any{"kind": "cut", "api": "Fetch",
		"client_id": "go-consumer"}, nil)
	consumer, err := kgo.NewClient(kgo.SeedBrokers(seeds...), kgo.ClientID("go-consumer"),
		kgo.ConsumePartitions(map[string]map[int32]kgo.Offset{
			topic: {0: kgo.NewOffset().AtStart()}}))
	if err != nil {
		t.Fatal(err)
	}
	defer consumer.Close()
	var values []string
	for len(values) < records && ctx.Err() == nil {
		fetches := consumer.PollFetches(ctx)
		fetches.EachRecord(func(record *kgo.Record) { values = append(values, string(record.Value)) })
	}
	for i, value := range values {
		if value != strconv.Itoa(i) {
			t.Fatalf("record %d is %q: lost or repeated around a fault", i, value)
		}
	}
	if len(values) != records {
		t.Fatalf("read %d of %d records", len(values), records)
	}

	var check struct {
		Ok bool `json:"ok"`
	}
	control(t, "GET", "/check", nil, &check)
	if !check.Ok {
		var report map[string]any
		control(t, "GET", "/check", nil, &report)
		t.Fatal(fmt.Sprint("the checker found a fault's cost: ", report))
	}
	control(t, "DELETE", "/tcp-faults", nil, nil)
}
