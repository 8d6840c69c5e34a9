package main

// The "conform" mode: franz-go as an adapter of kafkasim's driver protocol
// (kafkasim/conform/driver.py): one JSON request a line on stdin, one JSON answer a line on
// stdout; franz-go's log goes to stderr.

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"strings"
	"time"

	"github.com/twmb/franz-go/pkg/kerr"
	"github.com/twmb/franz-go/pkg/kgo"
)

type conformRequest struct {
	ID         any               `json:"id"`
	Op         string            `json:"op"`
	Bootstrap  string            `json:"bootstrap"`
	ClientID   string            `json:"client_id"`
	Rack       *string           `json:"rack"`
	Topic      string            `json:"topic"`
	Partitions []int32           `json:"partitions"`
	Partition  int32             `json:"partition"`
	Offset     int64             `json:"offset"`
	Count      int               `json:"count"`
	TimeoutMS  int64             `json:"timeout_ms"`
	Values     []string          `json:"values"`
	Config     map[string]string `json:"config"`
}

type conformAdapter struct {
	opts     []kgo.Opt
	consumer *kgo.Client
	producer *kgo.Client
}

var errUnsupported = errors.New("UNSUPPORTED")

func runConform() {
	adapter := &conformAdapter{}
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<24)
	for in.Scan() {
		line := strings.TrimSpace(in.Text())
		if line == "" {
			continue
		}
		var request conformRequest
		answer := map[string]any{}
		err := json.Unmarshal([]byte(line), &request)
		if err == nil {
			err = adapter.handle(&request, answer)
		}
		switch {
		case errors.Is(err, errUnsupported):
			answer = map[string]any{"ok": false, "error": "UNSUPPORTED", "message": err.Error()}
		case err != nil:
			answer = map[string]any{"ok": false, "error": conformErrorName(err), "message": err.Error()}
		default:
			answer["ok"] = true
		}
		answer["id"] = request.ID
		out, _ := json.Marshal(answer)
		fmt.Println(string(out))
		if request.Op == "close" {
			return
		}
	}
}

func conformErrorName(err error) string {
	var kafkaErr *kerr.Error
	if errors.As(err, &kafkaErr) {
		return kafkaErr.Message
	}
	return fmt.Sprintf("%T", err)
}

func (a *conformAdapter) handle(r *conformRequest, answer map[string]any) error {
	switch r.Op {
	case "hello":
		answer["client"] = "franz-go"
		answer["version"] = franzGoVersion()
		answer["features"] = []string{"rack"}
	case "consumer":
		a.opts = []kgo.Opt{kgo.SeedBrokers(strings.Split(r.Bootstrap, ",")...), kgo.ClientID(r.ClientID),
			kgo.WithLogger(kgo.BasicLogger(os.Stderr, kgo.LogLevelInfo, nil))}
		if r.Rack != nil {
			a.opts = append(a.opts, kgo.Rack(*r.Rack))
		}
		if len(r.Config) > 0 {
			return fmt.Errorf("%w: config %v", errUnsupported, r.Config)
		}
	case "assign":
		offsets := map[int32]kgo.Offset{}
		for _, p := range r.Partitions {
			offsets[p] = kgo.NewOffset().At(r.Offset)
		}
		client, err := kgo.NewClient(append(a.opts, kgo.ConsumePartitions(
			map[string]map[int32]kgo.Offset{r.Topic: offsets}))...)
		if err != nil {
			return err
		}
		a.consumer = client
	case "consume":
		records, errs := []any{}, []any{}
		deadline := time.Now().Add(time.Duration(r.TimeoutMS) * time.Millisecond)
		for len(records) < r.Count && time.Now().Before(deadline) {
			ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
			fetches := a.consumer.PollRecords(ctx, r.Count-len(records))
			cancel()
			fetches.EachError(func(_ string, _ int32, err error) {
				if !errors.Is(err, context.DeadlineExceeded) {
					errs = append(errs, conformErrorName(err))
				}
			})
			fetches.EachRecord(func(record *kgo.Record) {
				records = append(records, map[string]any{"topic": record.Topic,
					"partition": record.Partition, "offset": record.Offset, "value": string(record.Value)})
			})
		}
		answer["records"] = records
		answer["errors"] = errs
	case "produce":
		if a.producer == nil {
			return fmt.Errorf("%w: producer first", errUnsupported)
		}
		offsets := []any{}
		for _, value := range r.Values {
			result := a.producer.ProduceSync(context.Background(),
				&kgo.Record{Topic: r.Topic, Partition: r.Partition, Value: []byte(value)})
			record, err := result.First()
			if err != nil {
				return err
			}
			offsets = append(offsets, record.Offset)
		}
		answer["offsets"] = offsets
	case "producer":
		client, err := kgo.NewClient(kgo.SeedBrokers(strings.Split(r.Bootstrap, ",")...),
			kgo.ClientID(r.ClientID), kgo.RecordPartitioner(kgo.ManualPartitioner()))
		if err != nil {
			return err
		}
		a.producer = client
	case "close":
		if a.consumer != nil {
			a.consumer.Close()
		}
		if a.producer != nil {
			a.producer.Close()
		}
	default:
		return fmt.Errorf("%w: no op %q", errUnsupported, r.Op)
	}
	return nil
}

// franzGoVersion: the franz-go module version this program was built with.
func franzGoVersion() string {
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, dep := range info.Deps {
			if dep.Path == "github.com/twmb/franz-go" {
				return dep.Version
			}
		}
	}
	return "unknown"
}
