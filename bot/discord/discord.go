// Package discord adapts the bot core to Discord: the command table and its bulk-overwrite
// registration, gateway mode, HTTP-interactions mode, translation between interactions and
// bot requests, the defer policy, and the mapping of errors to messages. It is the only
// importer of discordgo. docs/architecture.md §5 follows one interaction through it;
// docs/bot-setup.md describes the two modes and the puzzle of the day.
package discord

import (
	"context"
	"crypto/ed25519"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/chat"
)

// Intents are the gateway intents the bot asks for: guilds, and guild and direct messages
// (which carry content only when they mention the bot or are DMs). None is privileged.
const Intents = discordgo.IntentsGuilds | discordgo.IntentsGuildMessages | discordgo.IntentsDirectMessages

// Options configure an [Adapter]. Token and AppID are required; the zero value of every other
// field means a sensible default.
type Options struct {
	Token     string            // bot token, without the "Bot " prefix; never logged
	AppID     string            // application ID
	PublicKey ed25519.PublicKey // HTTP mode: the application's public key

	Client         *http.Client                                                      // REST and attachment downloads; nil means a client honouring the proxy variables
	NetDialContext func(ctx context.Context, network, addr string) (net.Conn, error) // gateway dialer; nil means net.Dialer
	Logger         *slog.Logger                                                      // nil means slog.Default()

	// ShardCount is the bot's number of gateway shards; 0 means Discord's recommendation
	// (GET /gateway/bot: 1 below 2,500 guilds). Shards lists the shards this process
	// runs; nil means all of them. IdentifySpacing is how long a bucket of shards waits
	// between two IDENTIFYs; 0 means Discord's 5 s (shards.go).
	ShardCount      int
	Shards          []int
	IdentifySpacing time.Duration
	// Turns books IDENTIFY turns across the bot's instances (the store they share); nil
	// means this process's memory, enough for a single instance.
	Turns IdentifyTurns

	DeferAfter    time.Duration // answer at once when the work ends sooner, else defer; 0 means 1.5 s
	HandleTimeout time.Duration // budget per interaction, well under the token's 15 min; 0 means 60 s
	DrainTimeout  time.Duration // how long Close waits for in-flight interactions; 0 means 10 s

	Replays Replays // HTTP mode: interactions already handled; nil means this process's memory

	Activity bool // the Activity is served: register the entry point command with the others
}

func (o Options) withDefaults() Options {
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	if o.DeferAfter <= 0 {
		o.DeferAfter = 1500 * time.Millisecond
	}
	if o.HandleTimeout <= 0 {
		o.HandleTimeout = time.Minute
	}
	if o.DrainTimeout <= 0 {
		o.DrainTimeout = 10 * time.Second
	}
	if o.Replays == nil {
		o.Replays = newMemReplays()
	}
	if o.Turns == nil {
		o.Turns = &memTurns{}
	}
	if o.Client == nil {
		o.Client = &http.Client{Timeout: 30 * time.Second}
	}
	return o
}

// An Adapter connects a [bot.Bot] to Discord, through the gateway ([Adapter.Open]) or an
// HTTP interactions endpoint ([Adapter.ServeHTTP]). It is safe for concurrent use.
type Adapter struct {
	bot  *bot.Bot
	opts Options
	log  *slog.Logger
	s    *discordgo.Session

	ctx    context.Context // parent of every handler's context; cancelled after the drain
	cancel context.CancelFunc

	mu       sync.Mutex
	closing  bool
	inflight sync.WaitGroup
	opened   bool
	shards   []*shard       // the gateway sessions of this process (Open)
	starting sync.WaitGroup // shards still being started in the background

	botUser atomic.Value // string: the bot's user ID, from READY

	metrics metrics
}

// New returns an Adapter for b. It makes no network calls.
func New(b *bot.Bot, opts Options) (*Adapter, error) {
	if opts.Token == "" {
		return nil, errors.New("discord: no bot token")
	}
	if opts.AppID == "" {
		return nil, errors.New("discord: no application ID")
	}
	opts = opts.withDefaults()
	log := slog.New(RedactLogs(opts.Logger.Handler()))
	routeLogs(log)
	a := &Adapter{bot: b, opts: opts, log: log}
	a.ctx, a.cancel = context.WithCancel(context.Background())
	a.botUser.Store("")
	s, err := a.newSession() // REST; the gateway sessions are the shards' (Open)
	if err != nil {
		return nil, err
	}
	a.s = s
	return a, nil
}

// newSession returns a discordgo session with the adapter's client, dialer and intents,
// and no handlers.
func (a *Adapter) newSession() (*discordgo.Session, error) {
	s, err := discordgo.New("Bot " + a.opts.Token)
	if err != nil {
		return nil, fmt.Errorf("discord: %w", err)
	}
	// withAltText moves attachment descriptions (alt text) into the payload.
	s.Client = withAltText(a.opts.Client)
	d := *s.Dialer // never mutate websocket.DefaultDialer (a package global)
	if a.opts.NetDialContext != nil {
		d.NetDialContext = a.opts.NetDialContext
	}
	s.Dialer = &d
	s.Identify.Intents = Intents
	s.LogLevel = discordgo.LogWarning
	s.StateEnabled = false
	s.AddHandler(a.onRateLimit)
	return s, nil
}

// onRateLimit counts and logs a rate limit met by a session.
func (a *Adapter) onRateLimit(_ *discordgo.Session, r *discordgo.RateLimit) {
	a.metrics.rateLimits.Add(1)
	a.log.Warn("discord rate limit", "url", redactURL(r.URL), "retry_after", r.RetryAfter)
}

var (
	logRoute   atomic.Pointer[slog.Logger]
	logRouteMu sync.Once
)

// routeLogs sends discordgo's log lines to l (the most recent adapter's logger wins: the
// hook is a package global of discordgo's).
func routeLogs(l *slog.Logger) {
	logRoute.Store(slog.New(RedactLogs(l.Handler())))
	logRouteMu.Do(func() {
		discordgo.Logger = func(level, caller int, format string, a ...any) {
			lg := logRoute.Load()
			msg := fmt.Sprintf(format, a...) // the logger hides tokens
			switch level {
			case discordgo.LogError:
				lg.Error("discordgo: " + msg)
			case discordgo.LogWarning:
				lg.Warn("discordgo: " + msg)
			default:
				lg.Debug("discordgo: " + msg)
			}
		}
	})
}

// Open connects to the gateway: it asks Discord for the shard count and the session
// limits (GET /gateway/bot), then starts this process's shards in Discord's identify
// order (shards.go). The error of the first wave (a bad token closes it with 4004,
// disallowed intents with 4014) comes back at once, so the process can exit instead of
// retrying forever; later waves start in the background, and [Adapter.Ready] says when
// every shard is connected.
func (a *Adapter) Open() error {
	plan, err := a.shardPlan(a.ctx)
	if err != nil {
		return err
	}
	a.log.Info("discord: starting gateway shards", "count", plan.Count, "run", plan.Run,
		"max_concurrency", plan.MaxConcurrency, "session_starts_left", plan.Remaining)
	a.mu.Lock()
	a.opened = true
	a.mu.Unlock()
	if err := a.openShards(plan); err != nil {
		return err
	}
	// discordgo runs the READY handler in its own goroutine; wait for it so that mentions
	// arriving right away are recognised.
	for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		if id, _ := a.botUser.Load().(string); id != "" {
			break
		}
	}
	return nil
}

// Close stops taking interactions, waits (bounded) for in-flight ones to be answered, and
// closes the gateway shards. Commands stay registered.
func (a *Adapter) Close() error {
	a.mu.Lock()
	a.closing = true
	a.mu.Unlock()
	done := make(chan struct{})
	go func() { a.inflight.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(a.opts.DrainTimeout):
		a.log.Warn("discord: in-flight interactions did not finish before shutdown")
	}
	a.cancel()
	a.starting.Wait()
	a.mu.Lock()
	shards := a.shards
	a.mu.Unlock()
	var errs []error
	for _, sh := range shards {
		if err := sh.s.Close(); err != nil && !errors.Is(err, discordgo.ErrWSNotFound) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// begin registers an in-flight interaction; it reports false once Close has begun.
func (a *Adapter) begin() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.closing {
		return false
	}
	a.inflight.Add(1)
	return true
}

func (a *Adapter) onReady(shard int, r *discordgo.Ready) {
	if r.User != nil {
		a.botUser.Store(r.User.ID)
	}
	a.log.Info("discord: gateway ready", "session", r.SessionID, "shard", shard)
}

// maxRedirects is how many redirects an attachment download may follow, each to an
// allowed CDN host over HTTPS.
const maxRedirects = 3

// Fetcher returns the bot's attachment downloader: https only, only from Discord's CDN
// hosts (redirects too, at most maxRedirects of them), at most max bytes, within timeout.
func Fetcher(client *http.Client, max int64, timeout time.Duration) bot.Fetch {
	if client == nil {
		client = &http.Client{}
	}
	if timeout <= 0 {
		timeout = 10 * time.Second
	}
	c := *client // never change the caller's client
	c.CheckRedirect = func(req *http.Request, via []*http.Request) error {
		if len(via) > maxRedirects {
			return &chat.Error{Code: chat.Unavailable, Message: "Downloading the attached file went through too many redirects; please attach it again."}
		}
		if checkCDN(req.URL.String()) != nil {
			return &chat.Error{Code: chat.Invalid, Message: "The attached file's download was redirected away from Discord's CDN, so I did not follow it."}
		}
		return nil
	}
	client = &c
	return func(ctx context.Context, att chat.Attachment) ([]byte, error) {
		if err := checkCDN(att.URL); err != nil {
			return nil, err
		}
		ctx, cancel := context.WithTimeout(ctx, timeout)
		defer cancel()
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, att.URL, nil)
		if err != nil {
			return nil, err
		}
		resp, err := client.Do(req)
		if err != nil {
			var be *chat.Error
			if errors.As(err, &be) { // a refused redirect
				return nil, &chat.Error{Code: be.Code, Message: be.Message, Err: errors.New(redactURL(err.Error()))}
			}
			if errors.Is(err, context.DeadlineExceeded) {
				return nil, &chat.Error{Code: chat.Unavailable, Message: fmt.Sprintf("Downloading the file took longer than %s; please try again.", timeout), Err: err}
			}
			return nil, err
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return nil, &chat.Error{Code: chat.NotFound, Message: fmt.Sprintf("I could not download the attached file (Discord's CDN said %d %s). Please attach it again.", resp.StatusCode, http.StatusText(resp.StatusCode))}
		}
		if resp.ContentLength > max {
			return nil, &chat.Error{Code: chat.TooLarge, Message: "The attached file is too large."}
		}
		data, err := readAtMost(resp.Body, max)
		if err != nil {
			return nil, err
		}
		return data, nil
	}
}
