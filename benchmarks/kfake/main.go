// Command kfake runs franz-go's in-memory fake Kafka cluster (pkg/kfake) on 127.0.0.1 as a
// benchmark peer. It prints "bootstrap HOST:PORT,..." and then "ready" on stdout, and runs
// until SIGTERM or SIGINT, or until stdin closes when stdin is a pipe.
//
//	kfake [-brokers 3] [-port-base 0] [-partitions 6 -topic T ...]
//
// -port-base 0 lets the system pick free ports; otherwise broker i listens on base+i.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/twmb/franz-go/pkg/kfake"
)

type topics []string

func (t *topics) String() string     { return strings.Join(*t, ",") }
func (t *topics) Set(v string) error { *t = append(*t, v); return nil }

func main() {
	brokers := flag.Int("brokers", 3, "number of brokers")
	portBase := flag.Int("port-base", 0, "first broker port (0: any free ports)")
	partitions := flag.Int("partitions", 6, "partitions of each -topic")
	var seed topics
	flag.Var(&seed, "topic", "topic to create at start (repeatable)")
	flag.Parse()

	opts := []kfake.Opt{kfake.NumBrokers(*brokers)}
	if *portBase > 0 {
		ports := make([]int, *brokers)
		for i := range ports {
			ports[i] = *portBase + i
		}
		opts = append(opts, kfake.Ports(ports...))
	}
	if len(seed) > 0 {
		opts = append(opts, kfake.SeedTopics(int32(*partitions), seed...))
	}
	cluster, err := kfake.NewCluster(opts...)
	if err != nil {
		fmt.Fprintln(os.Stderr, "kfake:", err)
		os.Exit(1)
	}
	defer cluster.Close()
	fmt.Println("bootstrap", strings.Join(cluster.ListenAddrs(), ","))
	fmt.Println("ready")

	done := make(chan os.Signal, 1)
	signal.Notify(done, syscall.SIGTERM, syscall.SIGINT)
	if info, err := os.Stdin.Stat(); err == nil && info.Mode()&os.ModeNamedPipe != 0 {
		go func() { io.Copy(io.Discard, os.Stdin); done <- syscall.SIGTERM }()
	}
	<-done
}
