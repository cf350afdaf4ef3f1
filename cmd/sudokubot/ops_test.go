package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/bot/store/sqlite"
)

// `sudokubot --help` (and -h, help) is not an error, and the usage lists every variable
// the configuration reads, each of which configs/example.env explains.
func TestHelpListsEveryVariable(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"--help"}, {"-h"}, {"help"}} {
		if err := NewMain().Configure(args, env(nil)); !errors.Is(err, flag.ErrHelp) {
			t.Errorf("Configure(%q) = %v, want flag.ErrHelp", args, err)
		}
	}
	var read []string
	parseConfig(func(k string) string { read = append(read, k); return "" })
	var b bytes.Buffer
	usage(&b)
	example, err := os.ReadFile("../../configs/example.env")
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]bool{}
	for _, v := range envVars {
		listed[v.name] = true
		if !strings.Contains(b.String(), v.name) {
			t.Errorf("usage does not list %s", v.name)
		}
		if !strings.Contains(string(example), v.name+"=") {
			t.Errorf("configs/example.env does not explain %s", v.name)
		}
	}
	for _, k := range read {
		if !listed[k] {
			t.Errorf("the configuration reads %s, which envVars (and so --help) lacks", k)
		}
	}
	arch, err := os.ReadFile("../../docs/architecture.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range envVars {
		if !strings.Contains(string(arch), "| `"+v.name+"` |") {
			t.Errorf("docs/architecture.md's variable table lacks %s", v.name)
		}
	}
}

// dockerImage is what the Dockerfile's final stage sets up for the running bot.
type dockerImage struct {
	env     map[string]string
	user    string            // uid
	chowned map[string]string // directory → owning uid (COPY --chown)
	volumes []string
}

// readDockerfile reads the final stage of the Dockerfile: ENV, USER, VOLUME and the
// directories COPY --chown gives to a user.
func readDockerfile(t *testing.T, name string) dockerImage {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var img dockerImage
	chown := regexp.MustCompile(`^COPY\s+(?:--from=\S+\s+)?--chown=(\d+)(?::\d+)?\s+(?:--from=\S+\s+)?\S+\s+(\S+)$`)
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		fields := strings.Fields(line)
		if len(fields) < 2 {
			continue
		}
		switch strings.ToUpper(fields[0]) {
		case "FROM": // a new stage: only the last one runs
			img = dockerImage{env: map[string]string{}, chowned: map[string]string{}}
		case "ENV":
			for _, kv := range fields[1:] {
				k, v, ok := strings.Cut(kv, "=")
				if !ok {
					t.Fatalf("ENV %q: want KEY=value", line)
				}
				img.env[k] = strings.Trim(v, `"`)
			}
		case "USER":
			img.user, _, _ = strings.Cut(fields[1], ":")
		case "VOLUME":
			img.volumes = append(img.volumes, fields[1:]...)
		case "COPY":
			if m := chown.FindStringSubmatch(line); m != nil {
				img.chowned[path.Clean(m[2])] = m[1]
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return img
}

// The README's Docker steps: docker run --env-file .env (a copy of configs/example.env
// with the token and application ID filled in) -v sudokubot-data:/data sudokubot. The
// image's defaults and the env file together must put the database where the image's user
// can write: a directory the Dockerfile gives that user, which the volume keeps.
func TestDockerDefaultsGiveAWritableDatabase(t *testing.T) {
	t.Parallel()
	img := readDockerfile(t, "../../Dockerfile")
	if img.user == "" || img.user == "0" {
		t.Fatalf("the image runs as %q, want an unprivileged user", img.user)
	}
	file, err := readDotenv("../../configs/example.env")
	if err != nil {
		t.Fatal(err)
	}
	// docker run --env-file: every KEY=value line, empty values included, overrides ENV.
	envs := map[string]string{}
	for k, v := range img.env {
		envs[k] = v
	}
	for k, v := range file {
		envs[k] = v
	}
	envs["SUDOKUBOT_DISCORD_TOKEN"], envs["SUDOKUBOT_DISCORD_APP_ID"] = "token", "123456789012345678"
	c, err := parseConfig(env(envs))
	if err != nil {
		t.Fatal(err)
	}
	p, ok := strings.CutPrefix(c.DB, "sqlite://")
	if !ok {
		t.Fatalf("SUDOKUBOT_DB = %q, want the image's SQLite default", c.DB)
	}
	if !path.IsAbs(p) {
		t.Fatalf("database %q is relative to the working directory /, which the image's user cannot write", p)
	}
	dir := path.Dir(p)
	if owner := img.chowned[dir]; owner != img.user {
		t.Errorf("database %s is in %s, owned by %q in the image, not by the image's user %s", p, dir, owner, img.user)
	}
	found := false
	for _, v := range img.volumes {
		found = found || path.Clean(v) == dir
	}
	if !found {
		t.Errorf("database directory %s is not a VOLUME (%v): the data would not outlive the container", dir, img.volumes)
	}
	if !strings.Contains(readText(t, "../../README.md"), "-v sudokubot-data:"+dir) {
		t.Errorf("the README's docker run does not mount a volume on %s", dir)
	}
}

// The compose example works as its header says: from the repository root with
// -f configs/docker-compose.example.yml, its paths are relative to configs/.
func TestComposeExamplePaths(t *testing.T) {
	t.Parallel()
	const name = "../../configs/docker-compose.example.yml"
	text := readText(t, name)
	if !strings.Contains(text, "docker compose -f configs/docker-compose.example.yml") {
		t.Errorf("the header does not show the -f configs/docker-compose.example.yml steps")
	}
	field := func(key string) string {
		m := regexp.MustCompile(`(?m)^\s+` + key + `:\s*(\S+)\s*$`).FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("no %s: in %s", key, name)
		}
		return m[1]
	}
	base := filepath.Dir(name)
	build := filepath.Join(base, field("build"))
	if _, err := os.Stat(filepath.Join(build, "Dockerfile")); err != nil {
		t.Errorf("build: %s has no Dockerfile: %v", field("build"), err)
	}
	if got, want := filepath.Clean(filepath.Join(base, field("env_file"))), filepath.Clean("../../.env"); got != want {
		t.Errorf("env_file resolves to %s, want the repository's .env (%s)", got, want)
	}
}

// The build context leaves out the repository, local databases and the .env secret.
func TestDockerignore(t *testing.T) {
	t.Parallel()
	lines := map[string]bool{}
	for _, l := range strings.Split(readText(t, "../../.dockerignore"), "\n") {
		lines[strings.TrimSpace(l)] = true
	}
	for _, want := range []string{".git", ".env", "*.db", "*.db-wal"} {
		if !lines[want] {
			t.Errorf(".dockerignore lacks %q", want)
		}
	}
}

func readText(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// A SQLite path that cannot be created fails at once, naming the path and the variable.
func TestSQLitePathNotCreatable(t *testing.T) {
	t.Parallel()
	p := filepath.Join(t.TempDir(), "missing", "bot.db")
	_, err := openStore(context.Background(), "sqlite://"+p)
	if err == nil || !strings.Contains(err.Error(), "SUDOKUBOT_DB") || !strings.Contains(err.Error(), p) {
		t.Errorf("openStore = %v, want an error naming SUDOKUBOT_DB and %s", err, p)
	}
}

// sudokubot check: configuration, database, one call to Discord for the token and the
// application ID, and the permissions in each daily channel.
func TestCheck(t *testing.T) {
	t.Parallel()
	run := func(t *testing.T, f *discordtest.Server, kv map[string]string) (string, error) {
		m, _ := newMain(t, f, []string{"check"}, kv)
		var out bytes.Buffer
		m.Stdout = &out
		if !m.OneShot() {
			t.Fatal("check is not one-shot")
		}
		err := m.Run(context.Background())
		m.Close()
		return out.String(), err
	}
	t.Run("ok", func(t *testing.T) {
		f := discordtest.New(t)
		out, err := run(t, f, baseEnv())
		if err != nil || !strings.Contains(out, "discord: ok") || !strings.Contains(out, "all checks passed") {
			t.Errorf("err %v, report:\n%s", err, out)
		}
		n := 0
		for _, r := range f.Requests() {
			if strings.Contains(r.Path, "/oauth2/applications/@me") {
				n++
			}
		}
		if n != 1 || len(f.Identifies()) != 0 {
			t.Errorf("%d application requests and %d gateway IDENTIFYs, want 1 and 0", n, len(f.Identifies()))
		}
	})
	t.Run("wrong application id", func(t *testing.T) {
		kv := baseEnv()
		kv["SUDOKUBOT_DISCORD_APP_ID"] = "999"
		out, err := run(t, discordtest.New(t), kv)
		if err == nil || !strings.Contains(out, "SUDOKUBOT_DISCORD_APP_ID is 999") {
			t.Errorf("err %v, report:\n%s", err, out)
		}
	})
	t.Run("bad token", func(t *testing.T) {
		kv := baseEnv()
		kv["SUDOKUBOT_DISCORD_TOKEN"] = "not-the-token"
		out, err := run(t, discordtest.New(t), kv)
		if err == nil || !strings.Contains(out, "refused SUDOKUBOT_DISCORD_TOKEN") {
			t.Errorf("err %v, report:\n%s", err, out)
		}
	})
	t.Run("no token", func(t *testing.T) {
		out, err := run(t, discordtest.New(t), map[string]string{})
		if err == nil || !strings.Contains(out, "configuration: ok") || !strings.Contains(out, "database: ok") || !strings.Contains(out, "discord: skipped") {
			t.Errorf("err %v, report:\n%s", err, out)
		}
	})
	t.Run("missing permissions in the daily channel", func(t *testing.T) {
		f := discordtest.New(t)
		kv := baseEnv()
		kv["SUDOKUBOT_DB"] = "sqlite://" + filepath.Join(t.TempDir(), "bot.db")
		db, err := sqlite.Open(strings.TrimPrefix(kv["SUDOKUBOT_DB"], "sqlite://"))
		if err != nil {
			t.Fatal(err)
		}
		const channel = "300000000000000042"
		err = db.PutSettings(context.Background(), store.GuildSettings{GuildID: discordtest.GuildID, ChannelID: channel,
			PostTime: "09:00", TimeZone: "UTC", Band: "medium", Size: 9, Pin: true, Enabled: true})
		db.Close()
		if err != nil {
			t.Fatal(err)
		}
		f.SetChannelPermissions(channel, 1<<10|1<<11) // View Channel, Send Messages only
		out, err := run(t, f, kv)
		if err == nil || !strings.Contains(out, "daily channel "+channel+" (guild "+discordtest.GuildID+"): missing Attach Files, Pin Messages") {
			t.Errorf("err %v, report:\n%s", err, out)
		}
	})
}
