package discord

import (
	"fmt"
	"net/http"
	"sync/atomic"
	"time"
)

// latencyBuckets are the upper bounds, in seconds, of the initial-response histogram.
var latencyBuckets = [...]float64{0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5}

type metrics struct {
	interactions, messages, errors, panics, deferred atomic.Int64
	connects, disconnects, rateLimits, replays       atomic.Int64
	buckets                                          [len(latencyBuckets) + 1]atomic.Int64
	sumMicros                                        atomic.Int64
}

func (m *metrics) observe(d time.Duration) {
	s := d.Seconds()
	k := len(latencyBuckets)
	for i, b := range latencyBuckets {
		if s <= b {
			k = i
			break
		}
	}
	m.buckets[k].Add(1)
	m.sumMicros.Add(d.Microseconds())
}

// MetricsHandler serves the adapter's counters in the Prometheus text format: interactions,
// messages, errors, panics, deferrals, gateway connects and disconnects, rate limits,
// replayed HTTP interactions ignored, and a
// histogram of the time to the initial response.
func (a *Adapter) MetricsHandler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		m := &a.metrics
		w.Header().Set("Content-Type", "text/plain; version=0.0.4")
		for _, c := range []struct {
			name string
			v    int64
		}{
			{"sudokubot_interactions_total", m.interactions.Load()},
			{"sudokubot_messages_total", m.messages.Load()},
			{"sudokubot_errors_total", m.errors.Load()},
			{"sudokubot_panics_total", m.panics.Load()},
			{"sudokubot_deferred_total", m.deferred.Load()},
			{"sudokubot_gateway_connects_total", m.connects.Load()},
			{"sudokubot_gateway_disconnects_total", m.disconnects.Load()},
			{"sudokubot_rate_limits_total", m.rateLimits.Load()},
			{"sudokubot_replays_total", m.replays.Load()},
		} {
			fmt.Fprintf(w, "# TYPE %s counter\n%s %d\n", c.name, c.name, c.v)
		}
		fmt.Fprintln(w, "# TYPE sudokubot_response_seconds histogram")
		var cum int64
		for i, b := range latencyBuckets {
			cum += m.buckets[i].Load()
			fmt.Fprintf(w, "sudokubot_response_seconds_bucket{le=\"%g\"} %d\n", b, cum)
		}
		cum += m.buckets[len(latencyBuckets)].Load()
		fmt.Fprintf(w, "sudokubot_response_seconds_bucket{le=\"+Inf\"} %d\n", cum)
		fmt.Fprintf(w, "sudokubot_response_seconds_sum %g\nsudokubot_response_seconds_count %d\n", float64(m.sumMicros.Load())/1e6, cum)
	})
}
