package discord_test

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/discord"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
)

// panicEngine panics while rating, as a bug in the engine would.
type panicEngine struct{ bot.SudokuEngine }

func (panicEngine) Rate(ctx context.Context, g sudoku.Grid) (logic.Rating, error) {
	panic("rating exploded")
}

func TestPanicRecovered(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{engine: panicEngine{}})
	id := e.interact(discordtest.TypeCommand, slash("solve", strOpt("puzzle", classic)))
	e.errorReply(id, "Something went wrong on our side (ref "+id+")")
	logs := e.logs.String()
	if !strings.Contains(logs, "rating exploded") || !strings.Contains(logs, "interaction="+id) {
		t.Errorf("the panic is not logged with the interaction ID:\n%s", logs)
	}
	// The bot keeps working.
	e.callback(e.interact(discordtest.TypeCommand, map[string]any{"id": "1", "name": "help", "type": 1}))
}

func TestUserRateLimit(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{limits: bot.Limits{PerUser: 2, PerUserWindow: time.Hour}})
	for i := 0; i < 2; i++ {
		if r := e.message(e.interact(discordtest.TypeCommand, slash("solve", strOpt("puzzle", classic)))); len(r.Files) != 1 {
			t.Fatalf("request %d was refused: %s", i+1, r.Body)
		}
	}
	e.errorReply(e.interact(discordtest.TypeCommand, slash("solve", strOpt("puzzle", classic))), "too fast")
	other := e.message(e.interact(discordtest.TypeCommand, slash("solve", strOpt("puzzle", classic)), discordtest.FromUser("400000000000000077")))
	if len(other.Files) != 1 {
		t.Errorf("another user was refused: %s", other.Body)
	}
}

// slowEngine rates until its context is done, as a hard puzzle would.
type slowEngine struct{ bot.SudokuEngine }

func (slowEngine) Rate(ctx context.Context, g sudoku.Grid) (logic.Rating, error) {
	<-ctx.Done()
	return logic.Rating{}, ctx.Err()
}

func TestTimeBudget(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{engine: slowEngine{}, limits: bot.Limits{SolveTime: 50 * time.Millisecond}})
	id := e.interact(discordtest.TypeCommand, slash("rate", strOpt("puzzle", classic)))
	r := e.callback(id)
	if respType(r) != 5 { // rating is classified slow: a public deferral
		t.Fatalf("rate: type %d, want 5", respType(r))
	}
	// The public deferral is replaced by an ephemeral follow-up carrying the error.
	f, err := e.f.WaitRequest("POST", e.f.FollowupPath(id), wait)
	if err != nil {
		t.Fatal(err)
	}
	if c := content(f.JSON); !strings.Contains(c, "gave up after 50ms") || flags(f.JSON)&64 == 0 {
		t.Errorf("follow-up = %q flags %d, want an ephemeral \"gave up\"", c, flags(f.JSON))
	}
	if _, err := e.f.WaitRequest("DELETE", e.f.OriginalPath(id), wait); err != nil {
		t.Errorf("the public deferral was not deleted: %v", err)
	}
}

func TestCallback429Retried(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	e.f.RateLimit("POST", "/api/v9/interactions/", 1)
	id := e.interact(discordtest.TypeCommand, slash("solve", strOpt("puzzle", classic)))
	path := e.f.CallbackPath(id)
	r, err := e.f.WaitFor(wait, func(r *discordtest.Request) bool { return r.Path == path && r.Status == 204 })
	if err != nil {
		t.Fatal(err)
	}
	if respType(r) == 5 { // the solve overran DeferAfter (as under -race): the picture comes with the edit
		r = e.edit(id)
	}
	checkPNG(t, r)
	n := 0
	for _, q := range e.f.Requests() {
		if q.Path == path && q.Status == 429 {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d rate-limited callbacks, want 1", n)
	}
}

func TestReconnectResumes(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		fault func(*discordtest.Server)
	}{
		{"op7", (*discordtest.Server).Reconnect},
		{"drop", (*discordtest.Server).Drop},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := setup(t, setupOpts{})
			<-e.f.Connected()
			select {
			case <-e.f.Heartbeat():
			case <-time.After(wait):
				t.Fatal("no heartbeat")
			}
			e.callback(e.interact(discordtest.TypeCommand, slash("solve", strOpt("puzzle", classic))))
			tc.fault(e.f)
			select {
			case <-e.f.Connected():
			case <-time.After(20 * time.Second):
				t.Fatal("no reconnect")
			}
			res := e.f.Resumes()
			if len(res) == 0 || res[0].SessionID != "session-1" || res[0].Seq < 2 {
				t.Fatalf("resumes = %+v, want session-1 with the last sequence", res)
			}
			if n := len(e.f.Identifies()); n != 1 {
				t.Errorf("%d IDENTIFYs, want 1 (the reconnect must resume)", n)
			}
			e.callback(e.interact(discordtest.TypeCommand, slash("solve", strOpt("puzzle", classic))))
		})
	}
}

func TestOpenFailsFast(t *testing.T) {
	t.Parallel()
	for _, code := range []int{4004, 4014} {
		e := setup(t, setupOpts{noOpen: true})
		e.f.CloseOnIdentify(code)
		err := e.a.Open()
		if err == nil || !strings.Contains(err.Error(), strconv.Itoa(code)) {
			t.Errorf("Open with close %d: %v, want an error naming the code", code, err)
		}
	}
}

func TestCloseFinishesInFlight(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	url := e.f.AddFile("slow.txt", discordtest.CDNFile{Body: []byte(classic), ContentType: "text/plain", Delay: 500 * time.Millisecond})
	id := e.interact(discordtest.TypeCommand, withAttachment(slash("solve"), url, "slow.txt", "text/plain", len(classic)))
	if _, err := e.f.WaitRequest("GET", "/attachments/*", wait); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- e.a.Close() }()
	r := e.message(id)
	if r.Status/100 != 2 || len(r.Files) != 1 {
		t.Errorf("in-flight interaction answered %d with %d files", r.Status, len(r.Files))
	}
	if err := <-done; err != nil && !errors.Is(err, context.Canceled) {
		t.Logf("Close: %v", err)
	}
}

func TestRegister(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{noOpen: true})
	cmds, err := e.a.Register(context.Background(), discordtest.GuildID)
	if err != nil {
		t.Fatal(err)
	}
	if len(cmds) != len(discord.Commands()) || len(e.f.Commands(discordtest.GuildID)) != len(cmds) {
		t.Errorf("registered %d commands, fake holds %d", len(cmds), len(e.f.Commands(discordtest.GuildID)))
	}
	puts := 0
	for _, q := range e.f.Requests() {
		if q.Method == "PUT" {
			puts++
			checkGolden(t, "testdata/commands.golden.json", q.Body)
		}
	}
	if puts != 1 {
		t.Errorf("%d PUTs, want one bulk overwrite", puts)
	}
}
