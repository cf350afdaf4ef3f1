package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/discord"
	"github.com/sudokubot/sudokubot/web"
)

// usageError is a mistake on the command line: main exits with status 2 for it.
type usageError struct{ error }

func (e usageError) Unwrap() error { return e.error }

// Main is the bot process: configuration, then Run and Close. Tests build one with the
// fake Discord's client and dialer.
type Main struct {
	Config Config

	// HTTPClient, when set, carries every outbound request (REST and attachments); nil
	// means Go's default transport, which honours HTTPS_PROXY/NO_PROXY and the system roots.
	HTTPClient *http.Client
	// NetDialContext, when set, dials the gateway.
	NetDialContext func(ctx context.Context, network, addr string) (net.Conn, error)
	// State, when set, holds button state; nil means the store named by Config.DB.
	State bot.StateStore
	// Stderr receives the logs; nil means os.Stderr.
	Stderr io.Writer
	// Stdout receives the report of `sudokubot check`; nil means os.Stdout.
	Stdout io.Writer
	// Now, when set, is the bot's clock (tests drive the daily scheduler with it).
	Now func() time.Time
	// ManualDaily, when set, starts neither the daily scheduler loop nor the bank worker:
	// tests call Scheduler().Tick and Bank().Fill themselves.
	ManualDaily bool

	command string // "" (run), "register" or "check"
	log     *slog.Logger
	adapter *discord.Adapter
	servers []*http.Server
	addrs   map[string]string // listener name → actual address
	daily   *dailyJobs
	web     *web.Server // the Activity, when it is on
	stopBus func()      // ends the Activity's database listener
	mu      sync.Mutex
}

// NewMain returns a Main with no configuration.
func NewMain() *Main { return &Main{addrs: map[string]string{}} }

// OneShot reports whether the command finishes by itself (register) rather than serving
// until the context ends.
func (m *Main) OneShot() bool { return m.command == "register" || m.command == "check" }

// Configure reads the command line and the configuration: getenv first, then the .env
// file filling unset keys.
func (m *Main) Configure(args []string, getenv func(string) string) error {
	fs := flag.NewFlagSet("sudokubot", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	envFile := fs.String("env", ".env", "`file` of KEY=value lines filling unset variables")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err // main prints the usage and exits 0
		}
		return usageError{fmt.Errorf("usage: sudokubot [-env file] [register|check]: %w", err)}
	}
	switch fs.NArg() {
	case 0:
	case 1:
		switch fs.Arg(0) {
		case "register", "check":
			m.command = fs.Arg(0)
		case "help":
			return flag.ErrHelp
		default:
			return usageError{fmt.Errorf("usage: sudokubot [-env file] [register|check]: unknown command %q", fs.Arg(0))}
		}
	default:
		return usageError{errors.New("usage: sudokubot [-env file] [register|check]")}
	}
	explicit := false // -env given: its file must exist (the default .env may not)
	fs.Visit(func(f *flag.Flag) { explicit = explicit || f.Name == "env" })
	get, err := loadEnv(*envFile, explicit, getenv, readDotenv)
	if err != nil {
		return fmt.Errorf("configuration: %w", err)
	}
	c, err := parseConfig(get)
	if m.command == "check" {
		err = withoutDiscord(err) // check reports a missing token itself
	}
	if err != nil {
		return fmt.Errorf("configuration: %w", err)
	}
	m.Config = c
	return nil
}

// Run starts the bot: the state store, the core, then the gateway or the HTTP endpoint, and
// the health/metrics listener. A failed first gateway connection (bad token, disallowed
// intents) is returned at once. For "register" it overwrites the commands and returns.
func (m *Main) Run(ctx context.Context) error {
	w := m.Stderr
	if w == nil {
		w = os.Stderr
	}
	m.log = slog.New(discord.RedactLogs(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: m.Config.LogLevel})))
	c := m.Config
	client := m.HTTPClient
	if client == nil {
		client = &http.Client{Timeout: 30 * time.Second} // DefaultTransport: proxies from the environment, system roots
	}
	switch m.command {
	case "register":
		return m.register(ctx, client)
	case "check":
		return m.check(ctx, client)
	}
	st, err := openStore(ctx, c.DB)
	if err != nil {
		return fmt.Errorf("open store: %w", err)
	}
	m.daily = &dailyJobs{store: st}
	state := m.State
	if state == nil {
		state = bot.StoreState(st)
	}
	poster, err := discord.NewPoster(discord.Options{Token: c.Token, AppID: c.AppID, Client: client, Logger: m.log})
	if err != nil {
		return err
	}
	pub := &laterPublisher{}
	b := bot.New(bot.Config{State: state, Fetch: discord.Fetcher(client, bot.MaxImageSize, 10*time.Second), Store: st, Poster: poster, Now: m.Now,
		Publish: pub, Activity: c.Activity()})
	var activity http.Handler
	if c.Activity() {
		w, err := m.activity(ctx, c, client, b, state, st)
		if err != nil {
			return err
		}
		pub.set(w)
		activity = w
	}
	m.daily.sched = daily.NewScheduler(b, daily.SchedulerOptions{Logger: m.log})
	m.daily.bank = daily.NewBank(st, daily.BankOptions{Logger: m.log, Always: []daily.BankKey{{Band: "medium", Size: 9}}})
	m.daily.start(m.ManualDaily)
	var replays discord.Replays
	if r, ok := st.(discord.Replays); ok { // both stores: replays are caught across instances
		replays = r
	}
	var turns discord.IdentifyTurns
	if t, ok := st.(discord.IdentifyTurns); ok { // both stores: instances take turns to identify
		turns = t
	}
	a, err := discord.New(b, discord.Options{Token: c.Token, AppID: c.AppID, PublicKey: c.PublicKey, Client: client,
		NetDialContext: m.NetDialContext, Logger: m.log, Shards: c.Shards, ShardCount: c.ShardCount, Replays: replays, Turns: turns,
		Activity: c.Activity()})
	if err != nil {
		return err
	}
	m.adapter = a
	m.log.Info("starting", "config", c.String(), "owner", m.daily.sched.Owner())
	probes := health{st: st, adapter: a}
	if c.MetricsAddr != "" {
		mux := http.NewServeMux()
		probes.handle(mux)
		mux.Handle("GET /metrics", a.MetricsHandler())
		if err := m.serve("metrics", c.MetricsAddr, mux); err != nil {
			return err
		}
	}
	if c.Mode == "http" {
		m.log.Warn("http mode: mentions and direct messages are not received (Discord sends them only over the gateway); slash commands, buttons and the message commands work")
		mux := http.NewServeMux()
		mux.Handle("/interactions", a)
		probes.handle(mux)
		if activity != nil {
			mux.Handle("/", activity)
		}
		return m.serve("interactions", c.HTTPAddr, mux)
	}
	if activity != nil {
		if err := m.serve("activity", c.WebAddr, activity); err != nil {
			return err
		}
	}
	return a.Open()
}

func (m *Main) serve(name, addr string, h http.Handler) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("%s listener: %w", name, err)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second}
	m.mu.Lock()
	m.servers = append(m.servers, srv)
	m.addrs[name] = ln.Addr().String()
	m.mu.Unlock()
	m.log.Info("listening", "name", name, "addr", ln.Addr().String())
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			m.log.Error("listener failed", "name", name, "err", err)
		}
	}()
	return nil
}

// register overwrites the application's commands and returns; it needs no store.
func (m *Main) register(ctx context.Context, client *http.Client) error {
	c := m.Config
	a, err := discord.New(bot.New(bot.Config{}), discord.Options{Token: c.Token, AppID: c.AppID, Client: client, Logger: m.log, Activity: c.Activity()})
	if err != nil {
		return err
	}
	cmds, err := a.Register(ctx, c.DevGuild)
	if err != nil {
		return err
	}
	where := "globally"
	if c.DevGuild != "" {
		where = "in guild " + c.DevGuild
	}
	m.log.Info("commands registered", "count", len(cmds), "where", where)
	return nil
}

// Addr returns the address a listener ("interactions" or "metrics") is bound to.
func (m *Main) Addr(name string) string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.addrs[name]
}

// Close stops taking interactions, finishes those in flight, closes the gateway and the
// listeners. Commands stay registered.
func (m *Main) Close() error {
	if m.log != nil && !m.OneShot() {
		m.log.Info("stopping: finishing the interactions in flight")
		defer m.log.Info("stopped")
	}
	var errs []error
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	m.mu.Lock()
	servers := m.servers
	m.mu.Unlock()
	if m.web != nil {
		m.web.Close() // its WebSockets, which Shutdown does not wait for
	}
	if m.stopBus != nil {
		m.stopBus()
	}
	for _, s := range servers {
		if err := s.Shutdown(ctx); err != nil {
			errs = append(errs, err)
		}
	}
	if m.adapter != nil {
		if err := m.adapter.Close(); err != nil {
			errs = append(errs, err)
		}
	}
	if m.daily != nil {
		m.daily.stop()
		if err := m.daily.store.Close(); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}
