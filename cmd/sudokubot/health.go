package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/sudokubot/sudokubot/bot/discord"
	"github.com/sudokubot/sudokubot/bot/store"
)

// health serves the two probes: /healthz (liveness: the process answers) and /readyz
// (readiness: the database answers and, in gateway mode, every shard of this instance is
// connected). Both are served on the metrics address and, in HTTP mode, on the
// interactions address too, the port a load balancer probes (docs/SCALING.md).
type health struct {
	st      store.Store
	adapter *discord.Adapter
}

// handle adds the probes to mux.
func (h health) handle(mux *http.ServeMux) {
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok\n") })
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		if err := h.ready(r.Context()); err != nil {
			w.WriteHeader(http.StatusServiceUnavailable)
			fmt.Fprintf(w, "not ready: %v\n", err)
			return
		}
		io.WriteString(w, "ready\n")
	})
}

// ready returns why the instance should take no traffic, or nil.
func (h health) ready(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	if err := h.st.Ping(ctx); err != nil {
		return fmt.Errorf("database: %w", err)
	}
	return h.adapter.Ready()
}
