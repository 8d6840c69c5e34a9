// Command kafkasim-go-client: franz-go (pkg/kgo) as a peer client for kafkasim's cross-client
// matrix and benchmarks. Every mode prints exactly one JSON line on stdout; franz-go's own log
// (-log-level) goes to stderr. -max-kafka-version caps the protocol versions it speaks (for
// peers such as librdkafka's mock cluster, whose ApiVersions v4 answer franz-go cannot read).
//
//	kafkasim-go-client MODE -bootstrap HOST:PORT[,...] -topic T [flags]
//
// Modes:
//
//	roundtrip     produce, then consume back and verify (what produce and consume do in turn)
//	produce       -count records of -size bytes, acks=all, idempotent; keys key-000..key-096
//	consume       read -count records from the start (subscribed as -group when given, else
//	              every partition directly), with kgo.Rack(-rack); verify every sequence number
//	              once, key and value byte-exact; report which nodes served each partition
//	produce-perf  -count records of -size bytes without keys, MB/s (10^6 payload bytes a second)
//	consume-perf  read -count records from the start without a group, MB/s
//
// The value of record i is its sequence number as 10 digits and '|', then filler bytes
// (i*31 + j*17) mod 256, -size bytes in all; the Java client writes the same records.
// With -partitions > 0 the topic is first created (replication factor -replication-factor)
// and waited on until every partition has a leader and a full ISR.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/twmb/franz-go/pkg/kerr"
	"github.com/twmb/franz-go/pkg/kgo"
	"github.com/twmb/franz-go/pkg/kmsg"
	"github.com/twmb/franz-go/pkg/kversion"
)

const keys = 97

type options struct {
	bootstrap, topic, rack, group, clientID, logLevel, acks, compression, maxVersion string
	count, size, partitions, replicationFactor                           int
	timeout, recheck, linger, fetchMaxWait                               time.Duration
}

func main() {
	if len(os.Args) < 2 || strings.HasPrefix(os.Args[1], "-") {
		fmt.Fprintln(os.Stderr, "usage: kafkasim-go-client roundtrip|produce|consume|produce-perf|consume-perf -bootstrap B -topic T [flags]")
		os.Exit(2)
	}
	mode := os.Args[1]
	if mode == "conform" { // the driver protocol on stdin/stdout (conform.go)
		runConform()
		return
	}
	var o options
	fs := flag.NewFlagSet(mode, flag.ExitOnError)
	fs.StringVar(&o.bootstrap, "bootstrap", "127.0.0.1:9092", "comma-separated seed brokers")
	fs.StringVar(&o.topic, "topic", "go-client", "topic")
	fs.StringVar(&o.rack, "rack", "", "client rack (kgo.Rack) for consuming")
	fs.StringVar(&o.group, "group", "", "consumer group (default: no group, every partition)")
	fs.StringVar(&o.clientID, "client-id", "kafkasim-go-client", "client id")
	fs.StringVar(&o.logLevel, "log-level", "none", "franz-go log to stderr: none, error, warn, info, debug")
	fs.StringVar(&o.acks, "acks", "all", "producer acks: all, 1, 0 (0 and 1 turn idempotence off)")
	fs.StringVar(&o.compression, "compression", "none", "producer compression: none, gzip, snappy, lz4, zstd")
	fs.StringVar(&o.maxVersion, "max-kafka-version", "", "speak at most this Kafka release's protocol versions (e.g. v3.6.0; kgo.MaxVersions)")
	fs.IntVar(&o.count, "count", 1000, "records")
	fs.IntVar(&o.size, "size", 100, "bytes per record value")
	fs.IntVar(&o.partitions, "partitions", 0, "create the topic with this many partitions first (0: don't)")
	fs.IntVar(&o.replicationFactor, "replication-factor", 3, "replication factor of a created topic")
	fs.DurationVar(&o.timeout, "timeout", 60*time.Second, "give up after this long")
	fs.DurationVar(&o.recheck, "recheck-preferred-replica", time.Second, "kgo.RecheckPreferredReplicaInterval")
	fs.DurationVar(&o.linger, "linger", 5*time.Millisecond, "kgo.ProducerLinger")
	fs.DurationVar(&o.fetchMaxWait, "fetch-max-wait", 500*time.Millisecond, "kgo.FetchMaxWait")
	fs.Parse(os.Args[2:])

	ctx, cancel := context.WithTimeout(context.Background(), o.timeout)
	defer cancel()
	result := map[string]any{"client": "franz-go", "mode": mode, "topic": o.topic}
	var err error
	if o.partitions > 0 {
		err = createTopic(ctx, &o)
	}
	if err == nil {
		switch mode {
		case "produce":
			err = produce(ctx, &o, result)
		case "consume":
			err = consume(ctx, &o, result)
		case "roundtrip":
			produced := map[string]any{}
			if err = produce(ctx, &o, produced); err == nil {
				result["produce"] = produced
				err = consume(ctx, &o, result)
			}
		case "produce-perf":
			err = producePerf(ctx, &o, result)
		case "consume-perf":
			err = consumePerf(ctx, &o, result)
		default:
			err = fmt.Errorf("unknown mode %q", mode)
		}
	}
	if err != nil {
		result["error"] = err.Error()
	}
	result["ok"] = err == nil
	line, _ := json.Marshal(result)
	fmt.Println(string(line))
	if err != nil {
		os.Exit(1)
	}
}

func baseOpts(o *options) []kgo.Opt {
	opts := []kgo.Opt{
		kgo.SeedBrokers(strings.Split(o.bootstrap, ",")...),
		kgo.ClientID(o.clientID),
	}
	if o.maxVersion != "" {
		if versions := kversion.FromString(o.maxVersion); versions != nil {
			opts = append(opts, kgo.MaxVersions(versions))
		}
	}
	levels := map[string]kgo.LogLevel{"error": kgo.LogLevelError, "warn": kgo.LogLevelWarn,
		"info": kgo.LogLevelInfo, "debug": kgo.LogLevelDebug}
	if level, ok := levels[o.logLevel]; ok {
		opts = append(opts, kgo.WithLogger(kgo.BasicLogger(os.Stderr, level, nil)))
	}
	return opts
}

// producerOpts: the acks, linger and compression of every producing mode. Compression is
// none unless asked (franz-go would otherwise use snappy), as with the Java client.
func producerOpts(o *options, acks kgo.Acks) ([]kgo.Opt, error) {
	codecs := map[string]kgo.CompressionCodec{"none": kgo.NoCompression(), "gzip": kgo.GzipCompression(),
		"snappy": kgo.SnappyCompression(), "lz4": kgo.Lz4Compression(), "zstd": kgo.ZstdCompression()}
	codec, ok := codecs[o.compression]
	if !ok {
		return nil, fmt.Errorf("-compression %q: want none, gzip, snappy, lz4 or zstd", o.compression)
	}
	return append(baseOpts(o), kgo.DefaultProduceTopic(o.topic), kgo.RequiredAcks(acks),
		kgo.ProducerLinger(o.linger), kgo.ProducerBatchCompression(codec)), nil
}

func key(seq int) []byte { return []byte(fmt.Sprintf("key-%03d", seq%keys)) }

// value is record seq's value: the sequence number, '|', then filler, size bytes in all.
func value(seq, size int) []byte {
	v := make([]byte, size)
	copy(v, fmt.Sprintf("%010d|", seq))
	for j := 11; j < size; j++ {
		v[j] = byte((seq*31 + j*17) % 256)
	}
	return v
}

func createTopic(ctx context.Context, o *options) error {
	cl, err := kgo.NewClient(baseOpts(o)...)
	if err != nil {
		return err
	}
	defer cl.Close()
	req := kmsg.NewPtrCreateTopicsRequest()
	topic := kmsg.NewCreateTopicsRequestTopic()
	topic.Topic = o.topic
	topic.NumPartitions = int32(o.partitions)
	topic.ReplicationFactor = int16(o.replicationFactor)
	req.Topics = append(req.Topics, topic)
	req.TimeoutMillis = 10000
	resp, err := req.RequestWith(ctx, cl)
	if err != nil {
		return fmt.Errorf("CreateTopics: %w", err)
	}
	if err := kerr.ErrorForCode(resp.Topics[0].ErrorCode); err != nil && !errors.Is(err, kerr.TopicAlreadyExists) {
		return fmt.Errorf("CreateTopics %s: %w", o.topic, err)
	}
	for {
		m, err := metadata(ctx, cl, o.topic)
		if err == nil && len(m.Topics) == 1 && m.Topics[0].ErrorCode == 0 && len(m.Topics[0].Partitions) == o.partitions {
			ready := true
			for _, p := range m.Topics[0].Partitions {
				ready = ready && p.Leader >= 0 && len(p.ISR) == o.replicationFactor
			}
			if ready {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("topic %s not ready: %w", o.topic, ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
}

func metadata(ctx context.Context, cl *kgo.Client, topic string) (*kmsg.MetadataResponse, error) {
	req := kmsg.NewPtrMetadataRequest()
	t := kmsg.NewMetadataRequestTopic()
	t.Topic = kmsg.StringPtr(topic)
	req.Topics = append(req.Topics, t)
	return req.RequestWith(ctx, cl)
}

func produce(ctx context.Context, o *options, result map[string]any) error {
	if o.size < 11 {
		return fmt.Errorf("-size %d: at least 11 bytes are needed for the sequence number", o.size)
	}
	opts, err := producerOpts(o, kgo.AllISRAcks())
	if err != nil {
		return err
	}
	cl, err := kgo.NewClient(opts...)
	if err != nil {
		return err
	}
	defer cl.Close()
	var mu sync.Mutex
	var firstErr error
	perPartition := map[string]int{}
	start := time.Now()
	for seq := 0; seq < o.count; seq++ {
		cl.Produce(ctx, &kgo.Record{Key: key(seq), Value: value(seq, o.size)}, func(r *kgo.Record, err error) {
			mu.Lock()
			defer mu.Unlock()
			if err != nil && firstErr == nil {
				firstErr = err
			}
			if err == nil {
				perPartition[strconv.Itoa(int(r.Partition))]++
			}
		})
	}
	if err := cl.Flush(ctx); err != nil {
		return fmt.Errorf("flush: %w", err)
	}
	mu.Lock()
	defer mu.Unlock()
	result["records"] = o.count
	result["bytes"] = o.count * o.size
	result["partitions"] = perPartition
	result["seconds"] = time.Since(start).Seconds()
	if firstErr != nil {
		return fmt.Errorf("produce: %w", firstErr)
	}
	return nil
}

// fetchLog records, from franz-go's hooks, which node served each partition's batches and
// how many Fetch responses each node sent.
type fetchLog struct {
	mu        sync.Mutex
	batches   map[int32]map[int32]int // partition -> node -> batches read
	responses map[int32]int           // node -> Fetch responses
}

func (f *fetchLog) OnFetchBatchRead(meta kgo.BrokerMetadata, _ string, partition int32, _ kgo.FetchBatchMetrics) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.batches[partition] == nil {
		f.batches[partition] = map[int32]int{}
	}
	f.batches[partition][meta.NodeID]++
}

func (f *fetchLog) OnBrokerRead(meta kgo.BrokerMetadata, key int16, _ int, _, _ time.Duration, err error) {
	if key == 1 && err == nil { // Fetch
		f.mu.Lock()
		f.responses[meta.NodeID]++
		f.mu.Unlock()
	}
}

func consume(ctx context.Context, o *options, result map[string]any) error {
	if o.size < 11 {
		return fmt.Errorf("-size %d: at least 11 bytes are needed for the sequence number", o.size)
	}
	log := &fetchLog{batches: map[int32]map[int32]int{}, responses: map[int32]int{}}
	opts := append(baseOpts(o), kgo.ConsumeTopics(o.topic), kgo.Rack(o.rack),
		kgo.RecheckPreferredReplicaInterval(o.recheck), kgo.FetchMaxWait(o.fetchMaxWait),
		kgo.ConsumeResetOffset(kgo.NewOffset().AtStart()), kgo.WithHooks(log))
	if o.group != "" {
		opts = append(opts, kgo.ConsumerGroup(o.group), kgo.DisableAutoCommit())
	}
	cl, err := kgo.NewClient(opts...)
	if err != nil {
		return err
	}
	defer cl.Close()

	start := time.Now()
	seen := make([]int, o.count)
	records, bytes, duplicates, mismatches := 0, 0, 0, 0
	var problems []string
	note := func(format string, args ...any) {
		if len(problems) < 5 {
			problems = append(problems, fmt.Sprintf(format, args...))
		}
	}
	for records < o.count && ctx.Err() == nil {
		fetches := cl.PollFetches(ctx)
		for _, e := range fetches.Errors() {
			if !errors.Is(e.Err, context.DeadlineExceeded) && !errors.Is(e.Err, context.Canceled) {
				return fmt.Errorf("fetch %s/%d: %w", e.Topic, e.Partition, e.Err)
			}
		}
		fetches.EachRecord(func(r *kgo.Record) {
			records++
			bytes += len(r.Value)
			seq, err := strconv.Atoi(string(r.Value[:min(10, len(r.Value))]))
			switch {
			case err != nil || seq < 0 || seq >= o.count:
				mismatches++
				note("partition %d offset %d: unexpected value prefix %q", r.Partition, r.Offset, r.Value[:min(11, len(r.Value))])
			case string(r.Value) != string(value(seq, o.size)) || string(r.Key) != string(key(seq)):
				mismatches++
				note("partition %d offset %d: record %d differs", r.Partition, r.Offset, seq)
			default:
				seen[seq]++
				if seen[seq] > 1 {
					duplicates++
					note("record %d read again at partition %d offset %d", seq, r.Partition, r.Offset)
				}
			}
		})
	}
	elapsed := time.Since(start).Seconds()
	if o.group != "" && ctx.Err() == nil {
		if err := cl.CommitUncommittedOffsets(ctx); err != nil {
			return fmt.Errorf("commit: %w", err)
		}
	}
	missing := 0
	for _, n := range seen {
		if n == 0 {
			missing++
		}
	}
	result["records"], result["bytes"], result["seconds"] = records, bytes, elapsed
	result["missing"], result["duplicates"], result["mismatches"] = missing, duplicates, mismatches
	if len(problems) > 0 {
		result["problems"] = problems
	}
	report(ctx, cl, o, log, result)
	if missing > 0 || duplicates > 0 || mismatches > 0 {
		return fmt.Errorf("%d missing, %d duplicates, %d mismatches of %d records", missing, duplicates, mismatches, o.count)
	}
	return ctx.Err()
}

// report adds, per partition, its leader and the nodes whose batches were read, each node's
// rack, and how many partitions were read only from a same-rack replica other than the leader.
func report(ctx context.Context, cl *kgo.Client, o *options, log *fetchLog, result map[string]any) {
	log.mu.Lock()
	defer log.mu.Unlock()
	racks := map[string]string{}
	leaders := map[int32]int32{}
	if m, err := metadata(ctx, cl, o.topic); err == nil {
		for _, b := range m.Brokers {
			if b.Rack != nil {
				racks[strconv.Itoa(int(b.NodeID))] = *b.Rack
			}
		}
		for _, t := range m.Topics {
			for _, p := range t.Partitions {
				leaders[p.Partition] = p.Leader
			}
		}
	}
	partitions := map[string]any{}
	sameRackFollower := 0
	ids := make([]int, 0, len(log.batches))
	for p := range log.batches {
		ids = append(ids, int(p))
	}
	sort.Ints(ids)
	for _, id := range ids {
		p := int32(id)
		nodes := map[string]int{}
		onlyFollower := o.rack != ""
		for node, n := range log.batches[p] {
			nodes[strconv.Itoa(int(node))] = n
			onlyFollower = onlyFollower && node != leaders[p] && racks[strconv.Itoa(int(node))] == o.rack
		}
		if onlyFollower {
			sameRackFollower++
		}
		leader, known := leaders[p]
		if !known {
			leader = -1
		}
		partitions[strconv.Itoa(id)] = map[string]any{"leader": leader, "batches_by_node": nodes}
	}
	responses := map[string]int{}
	for node, n := range log.responses {
		responses[strconv.Itoa(int(node))] = n
	}
	result["rack"] = o.rack
	result["broker_racks"] = racks
	result["fetch_partitions"] = partitions
	result["fetch_responses_by_node"] = responses
	result["partitions_read_only_from_same_rack_follower"] = sameRackFollower
}

func producePerf(ctx context.Context, o *options, result map[string]any) error {
	acks := map[string]kgo.Acks{"all": kgo.AllISRAcks(), "-1": kgo.AllISRAcks(), "1": kgo.LeaderAck(), "0": kgo.NoAck()}
	a, ok := acks[o.acks]
	if !ok {
		return fmt.Errorf("-acks %q: want all, 1 or 0", o.acks)
	}
	opts, err := producerOpts(o, a)
	if err != nil {
		return err
	}
	if o.acks == "1" || o.acks == "0" {
		opts = append(opts, kgo.DisableIdempotentWrite())
	}
	cl, err := kgo.NewClient(opts...)
	if err != nil {
		return err
	}
	defer cl.Close()
	payload := value(0, o.size)
	var mu sync.Mutex
	var firstErr error
	start := time.Now()
	for i := 0; i < o.count; i++ {
		cl.Produce(ctx, &kgo.Record{Value: payload}, func(_ *kgo.Record, err error) {
			if err != nil {
				mu.Lock()
				if firstErr == nil {
					firstErr = err
				}
				mu.Unlock()
			}
		})
	}
	if err := cl.Flush(ctx); err != nil {
		return fmt.Errorf("flush: %w", err)
	}
	rate(result, o.count, o.count*o.size, time.Since(start))
	mu.Lock()
	defer mu.Unlock()
	if firstErr != nil {
		return fmt.Errorf("produce: %w", firstErr)
	}
	return nil
}

func consumePerf(ctx context.Context, o *options, result map[string]any) error {
	cl, err := kgo.NewClient(append(baseOpts(o), kgo.ConsumeTopics(o.topic), kgo.Rack(o.rack),
		kgo.RecheckPreferredReplicaInterval(o.recheck), kgo.FetchMaxWait(o.fetchMaxWait),
		kgo.ConsumeResetOffset(kgo.NewOffset().AtStart()))...)
	if err != nil {
		return err
	}
	defer cl.Close()
	records, bytes := 0, 0
	start := time.Now()
	for records < o.count && ctx.Err() == nil {
		fetches := cl.PollFetches(ctx)
		for _, e := range fetches.Errors() {
			if !errors.Is(e.Err, context.DeadlineExceeded) && !errors.Is(e.Err, context.Canceled) {
				return fmt.Errorf("fetch %s/%d: %w", e.Topic, e.Partition, e.Err)
			}
		}
		fetches.EachRecord(func(r *kgo.Record) {
			records++
			bytes += len(r.Value)
		})
	}
	rate(result, records, bytes, time.Since(start))
	if records < o.count {
		return fmt.Errorf("read %d of %d records: %w", records, o.count, ctx.Err())
	}
	return nil
}

func rate(result map[string]any, records, bytes int, elapsed time.Duration) {
	s := elapsed.Seconds()
	result["records"], result["bytes"], result["seconds"] = records, bytes, s
	result["mb_per_s"] = float64(bytes) / s / 1e6
	result["records_per_s"] = float64(records) / s
}
