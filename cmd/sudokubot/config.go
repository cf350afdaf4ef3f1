package main

import (
	"crypto/ed25519"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"strconv"
	"strings"

	"github.com/joho/godotenv"
)

// Config is the bot's configuration, read from the environment with an optional .env file
// filling unset keys. See configs/example.env.
type Config struct {
	Token       string            // SUDOKUBOT_DISCORD_TOKEN (required; never logged)
	AppID       string            // SUDOKUBOT_DISCORD_APP_ID (required)
	Mode        string            // SUDOKUBOT_MODE: gateway (default) or http
	PublicKey   ed25519.PublicKey // SUDOKUBOT_DISCORD_PUBLIC_KEY (hex; required in http mode)
	HTTPAddr    string            // SUDOKUBOT_HTTP_ADDR: interactions endpoint address (http mode), default :8080
	DB          string            // SUDOKUBOT_DB: sqlite://path or postgres://…, default sqlite://sudokubot.db
	DevGuild    string            // SUDOKUBOT_DEV_GUILD: register commands to this guild only
	Shards      []int             // SUDOKUBOT_SHARD_ID: the shards this instance runs ("3" or "0-3"); nil means all
	ShardCount  int               // SUDOKUBOT_SHARD_COUNT: the bot's shards; 0 (auto, the default) means Discord's count
	LogLevel    slog.Level        // SUDOKUBOT_LOG_LEVEL: debug, info (default), warn, error
	MetricsAddr string            // SUDOKUBOT_METRICS_ADDR: /healthz, /readyz and /metrics; empty means off
	// ClientSecret (SUDOKUBOT_DISCORD_CLIENT_SECRET; never logged) turns the Activity on:
	// the board inside Discord, served on WebAddr (SUDOKUBOT_WEB_ADDR, default :8090) in
	// gateway mode and beside /interactions on HTTPAddr in http mode.
	ClientSecret string
	WebAddr      string
}

// Activity reports whether the Activity is served.
func (c Config) Activity() bool { return c.ClientSecret != "" }

// String describes the configuration without the token.
func (c Config) String() string {
	app, shards, count := c.AppID, "all", "auto"
	if app == "" {
		app = "(not set)"
	}
	if c.Shards != nil {
		shards = fmt.Sprint(c.Shards)
	}
	if c.ShardCount > 0 {
		count = fmt.Sprint(c.ShardCount)
	}
	return fmt.Sprintf("mode=%s app=%s shards=%s of %s db=%s guild=%q activity=%v", c.Mode, app, shards, count, redactDSN(c.DB), c.DevGuild, c.Activity())
}

func redactDSN(dsn string) string {
	if i := strings.Index(dsn, "://"); i >= 0 {
		if j := strings.LastIndex(dsn, "@"); j > i {
			return dsn[:i+3] + "…@" + dsn[j+1:]
		}
	}
	return dsn
}

// loadEnv returns a lookup function: the environment first, then the .env file at path
// (missing is fine unless the file was named explicitly, malformed is an error).
func loadEnv(path string, explicit bool, getenv func(string) string, readFile func(string) (map[string]string, error)) (func(string) string, error) {
	file := map[string]string{}
	if path != "" {
		m, err := readFile(path)
		switch {
		case err == nil:
			file = m
		case errors.Is(err, fs.ErrNotExist) && !explicit:
		default:
			return nil, fmt.Errorf("read %s: %w", path, err)
		}
	}
	return func(k string) string {
		if v := getenv(k); v != "" {
			return v
		}
		return file[k]
	}, nil
}

func readDotenv(path string) (map[string]string, error) { return godotenv.Read(path) }

// The two variables `sudokubot check` can do without (it then skips the Discord check).
var (
	errNoToken = errors.New("SUDOKUBOT_DISCORD_TOKEN is not set")
	errNoAppID = errors.New("SUDOKUBOT_DISCORD_APP_ID is not set")
)

// withoutDiscord drops errNoToken and errNoAppID from a parseConfig error.
func withoutDiscord(err error) error {
	j, ok := err.(interface{ Unwrap() []error })
	if !ok {
		if errors.Is(err, errNoToken) || errors.Is(err, errNoAppID) {
			return nil
		}
		return err
	}
	var rest []error
	for _, e := range j.Unwrap() {
		if e != errNoToken && e != errNoAppID {
			rest = append(rest, e)
		}
	}
	return errors.Join(rest...)
}

// envVars lists every variable the bot reads, for `sudokubot --help`; a test keeps it, the
// parser and configs/example.env in step.
var envVars = []struct{ name, help string }{
	{"SUDOKUBOT_DISCORD_TOKEN", "bot token (required; never logged)"},
	{"SUDOKUBOT_DISCORD_APP_ID", "application ID (required)"},
	{"SUDOKUBOT_MODE", "gateway (default) or http"},
	{"SUDOKUBOT_DISCORD_PUBLIC_KEY", "application public key, 64 hex digits (required in http mode)"},
	{"SUDOKUBOT_HTTP_ADDR", "interactions endpoint address in http mode (default :8080)"},
	{"SUDOKUBOT_DB", "sqlite://PATH or postgres://… (default sqlite://sudokubot.db; sqlite:///data/sudokubot.db in the Docker image)"},
	{"SUDOKUBOT_DEV_GUILD", "register the commands in this guild only (instant, for development)"},
	{"SUDOKUBOT_SHARD_ID", "the gateway shards this instance runs: 3, or a range 0-3 (default: all)"},
	{"SUDOKUBOT_SHARD_COUNT", "the bot's number of gateway shards, or auto (default: auto, Discord's count)"},
	{"SUDOKUBOT_LOG_LEVEL", "debug, info (default), warn or error"},
	{"SUDOKUBOT_METRICS_ADDR", "address of /healthz, /readyz and /metrics (empty: off)"},
	{"SUDOKUBOT_DISCORD_CLIENT_SECRET", "OAuth2 client secret: turns the Activity (the board inside Discord) on; never logged"},
	{"SUDOKUBOT_WEB_ADDR", "address of the Activity in gateway mode (default :8090; in http mode it shares SUDOKUBOT_HTTP_ADDR)"},
}

// usage writes the command line and the environment variables.
func usage(w io.Writer) {
	fmt.Fprint(w, `usage: sudokubot [-env FILE] [register|check]

  sudokubot            run the bot (gateway or HTTP-interactions mode)
  sudokubot register   overwrite the application's commands (globally, or in SUDOKUBOT_DEV_GUILD)
  sudokubot check      check the configuration, open the database and, with a token, ask
                       Discord once who the token belongs to; list missing permissions in
                       each daily channel; exit 1 on any problem

flags:
  -env FILE   file of KEY=value lines filling unset variables (default .env, which may be
              absent; a file named here must exist)

exit status: 0 after a clean stop, a registration or a passed check; 1 on a configuration,
start-up or check problem; 2 for a usage error

environment (see configs/example.env):
`)
	for _, v := range envVars {
		fmt.Fprintf(w, "  %-30s %s\n", v.name, v.help)
	}
}

// parseConfig reads and checks the configuration; every problem names its variable.
func parseConfig(get func(string) string) (Config, error) {
	c := Config{
		Token:    strings.TrimPrefix(strings.TrimSpace(get("SUDOKUBOT_DISCORD_TOKEN")), "Bot "),
		AppID:    strings.TrimSpace(get("SUDOKUBOT_DISCORD_APP_ID")),
		Mode:     strings.ToLower(strings.TrimSpace(get("SUDOKUBOT_MODE"))),
		HTTPAddr: get("SUDOKUBOT_HTTP_ADDR"), DB: get("SUDOKUBOT_DB"), DevGuild: strings.TrimSpace(get("SUDOKUBOT_DEV_GUILD")),
		MetricsAddr:  get("SUDOKUBOT_METRICS_ADDR"),
		ClientSecret: strings.TrimSpace(get("SUDOKUBOT_DISCORD_CLIENT_SECRET")), WebAddr: get("SUDOKUBOT_WEB_ADDR"),
	}
	if c.WebAddr == "" {
		c.WebAddr = ":8090"
	}
	var errs []error
	if c.Token == "" {
		errs = append(errs, errNoToken)
	}
	if c.AppID == "" {
		errs = append(errs, errNoAppID)
	} else if !isSnowflake(c.AppID) {
		errs = append(errs, fmt.Errorf("SUDOKUBOT_DISCORD_APP_ID %q is not a numeric ID", c.AppID))
	}
	if c.DevGuild != "" && !isSnowflake(c.DevGuild) {
		errs = append(errs, fmt.Errorf("SUDOKUBOT_DEV_GUILD %q is not a numeric ID", c.DevGuild))
	}
	switch c.Mode {
	case "":
		c.Mode = "gateway"
	case "gateway", "http":
	default:
		errs = append(errs, fmt.Errorf("SUDOKUBOT_MODE %q is neither gateway nor http", c.Mode))
	}
	if k := strings.TrimSpace(get("SUDOKUBOT_DISCORD_PUBLIC_KEY")); k != "" {
		b, err := hex.DecodeString(k)
		if err != nil || len(b) != ed25519.PublicKeySize {
			errs = append(errs, errors.New("SUDOKUBOT_DISCORD_PUBLIC_KEY is not a 64-digit hex ed25519 key"))
		} else {
			c.PublicKey = b
		}
	} else if c.Mode == "http" {
		errs = append(errs, errors.New("SUDOKUBOT_DISCORD_PUBLIC_KEY is required in http mode"))
	}
	if c.HTTPAddr == "" {
		c.HTTPAddr = ":8080"
	}
	if c.DB == "" {
		c.DB = "sqlite://sudokubot.db"
	}
	if !strings.HasPrefix(c.DB, "sqlite://") && !strings.HasPrefix(c.DB, "postgres://") && !strings.HasPrefix(c.DB, "postgresql://") {
		errs = append(errs, fmt.Errorf("SUDOKUBOT_DB %q is neither sqlite://… nor postgres://…", redactDSN(c.DB)))
	}
	intVar := func(name string, dst *int, min int) {
		s := strings.TrimSpace(get(name))
		if s == "" {
			return
		}
		n, err := strconv.Atoi(s)
		if err != nil || n < min {
			errs = append(errs, fmt.Errorf("%s %q is not a whole number ≥ %d", name, s, min))
			return
		}
		*dst = n
	}
	if v := strings.ToLower(strings.TrimSpace(get("SUDOKUBOT_SHARD_COUNT"))); v != "auto" {
		intVar("SUDOKUBOT_SHARD_COUNT", &c.ShardCount, 1)
	}
	if v := strings.TrimSpace(get("SUDOKUBOT_SHARD_ID")); v != "" {
		lo, hi, err := shardRange(v)
		switch {
		case err != nil:
			errs = append(errs, fmt.Errorf("SUDOKUBOT_SHARD_ID %q is not a shard number or a range such as 0-3", v))
		case c.ShardCount > 0 && hi >= c.ShardCount:
			errs = append(errs, fmt.Errorf("SUDOKUBOT_SHARD_ID %s must be below SUDOKUBOT_SHARD_COUNT %d", v, c.ShardCount))
		default:
			for i := lo; i <= hi; i++ {
				c.Shards = append(c.Shards, i)
			}
		}
	}
	switch l := strings.ToLower(strings.TrimSpace(get("SUDOKUBOT_LOG_LEVEL"))); l {
	case "", "info":
		c.LogLevel = slog.LevelInfo
	case "debug":
		c.LogLevel = slog.LevelDebug
	case "warn", "warning":
		c.LogLevel = slog.LevelWarn
	case "error":
		c.LogLevel = slog.LevelError
	default:
		errs = append(errs, fmt.Errorf("SUDOKUBOT_LOG_LEVEL %q is not debug, info, warn or error", l))
	}
	return c, errors.Join(errs...)
}

// shardRange reads "3" or "0-3".
func shardRange(s string) (lo, hi int, err error) {
	a, b, isRange := strings.Cut(s, "-")
	if lo, err = strconv.Atoi(strings.TrimSpace(a)); err != nil || lo < 0 {
		return 0, 0, errors.New("bad shard")
	}
	hi = lo
	if isRange {
		if hi, err = strconv.Atoi(strings.TrimSpace(b)); err != nil || hi < lo || hi-lo > 4096 {
			return 0, 0, errors.New("bad range")
		}
	}
	return lo, hi, nil
}

func isSnowflake(s string) bool {
	if s == "" || len(s) > 20 {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
