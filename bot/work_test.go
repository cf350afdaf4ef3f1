package bot

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/nonogram"
	"github.com/sudokubot/sudokubot/bot/solve"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
)

func TestClassOf(t *testing.T) {
	key := "abcdefghijklm"
	tests := []struct {
		req  chat.Request
		want chat.WorkClass
	}{
		{chat.Request{Command: CmdSolve}, chat.ExpensiveWork},
		{chat.Request{Command: CmdNonogramHint}, chat.ExpensiveWork},
		{chat.Request{Command: CmdDailyHint}, chat.ExpensiveWork},
		{chat.Request{Command: CmdHelp}, chat.CheapWork},
		{chat.Request{Command: CmdDailySubmit}, chat.CheapWork},
		{chat.Request{Command: CmdDailySubmit + ":2026-11-25"}, chat.CheapWork},
		{chat.Request{Command: CmdDailyLeaderboard}, chat.CheapWork},
		{chat.Request{Command: CmdButton, Button: chat.ButtonID(solve.BtnPage, key, 2)}, chat.CheapWork},
		{chat.Request{Command: CmdButton, Button: chat.ButtonID(daily.BtnSubmit, "2026-11-25", -1)}, chat.CheapWork},
		{chat.Request{Command: CmdButton, Button: chat.ButtonID(solve.BtnNext, key, 3)}, chat.NavigationWork},
		{chat.Request{Command: CmdButton, Button: chat.ButtonID(nonogram.BtnNext, key, -1)}, chat.NavigationWork},
		{chat.Request{Command: CmdButton, Button: "mystery:" + key}, chat.ExpensiveWork},
	}
	for _, tt := range tests {
		if got := classOf(tt.req); got != tt.want {
			t.Errorf("classOf(%s %s) = %+v, want %+v", tt.req.Command, tt.req.Button, got, tt.want)
		}
	}
}

func TestRetryIn(t *testing.T) {
	for _, tt := range []struct {
		d    time.Duration
		want string
	}{{0, "1 s"}, {-time.Second, "1 s"}, {2100 * time.Millisecond, "3 s"}, {40 * time.Second, "40 s"}, {5 * time.Minute, "5 min"}} {
		if got := chat.RetryIn(tt.d); got != tt.want {
			t.Errorf("retryIn(%v) = %q, want %q", tt.d, got, tt.want)
		}
	}
}

// blockingEngine rates only when release is closed (or its context ends), counting the
// ratings in progress: a slow finder under the tester's control.
type blockingEngine struct {
	SudokuEngine
	release chan struct{}
	started chan struct{}
}

func (e blockingEngine) Rate(ctx context.Context, g sudoku.Grid) (logic.Rating, error) {
	e.started <- struct{}{}
	select {
	case <-e.release:
		return e.SudokuEngine.Rate(ctx, g)
	case <-ctx.Done():
		return logic.Rating{}, ctx.Err()
	}
}

// TestMemberFlood: twelve concurrent ratings from one member take two workers; the rest
// are told when to retry at once, while another member's solve and the flooder's own
// cheap presses are answered.
func TestMemberFlood(t *testing.T) {
	eng := blockingEngine{release: make(chan struct{}), started: make(chan struct{}, 12)}
	b := New(Config{Surface: testSurface, Engine: eng, Limits: Limits{Workers: 3, SolveTime: time.Hour, QueueWait: time.Hour}})
	ctx := context.Background()
	const flood = 12
	type result struct {
		r   chat.Reply
		err error
	}
	results := make(chan result, flood)
	var wg sync.WaitGroup
	for range flood {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r, err := b.Handle(ctx, chat.Request{Command: CmdRate, Text: classic, User: "flooder"})
			results <- result{r, err}
		}()
	}
	// Ten are refused at once, whatever the order; two are rating.
	for i := 0; i < flood-2; i++ {
		res := <-results
		if chat.ErrorCode(res.err) != chat.RateLimited || !strings.Contains(chat.ErrorMessage(res.err, ""), "You already have 2 puzzles being worked on. Please try again in") {
			t.Fatalf("flood request: %+v, %v; want a refusal saying when to retry", res.r, res.err)
		}
	}
	<-eng.started
	<-eng.started
	// Another member is answered meanwhile: the third worker is free.
	r, err := b.Handle(ctx, chat.Request{Command: CmdSolve, Text: classic, User: "other"})
	if err != nil || !strings.Contains(r.Text, "Solved") {
		t.Errorf("another member's solve during the flood: %q, %v", r.Text, err)
	}
	// The flooder's cheap work is not held up by the cap.
	if _, err := b.Handle(ctx, chat.Request{Command: CmdButton, Button: chat.ButtonID(solve.BtnPage, "abcdefghijklm", 1), User: "flooder"}); chat.ErrorCode(err) != chat.NotFound {
		t.Errorf("a page press during the flood: %v, want not_found (the key is unknown), not a refusal", err)
	}
	close(eng.release)
	wg.Wait()
	close(results)
	for res := range results {
		if res.err != nil {
			t.Errorf("an admitted rating failed: %v", res.err)
		}
	}
	// With the jobs done, the flooder may start again.
	if _, err := b.Handle(ctx, chat.Request{Command: CmdSolve, Text: classic, User: "flooder"}); err != nil {
		t.Errorf("after the flood: %v", err)
	}
}

// TestRateLimitCountsWork: hint-ladder presses and explanation pages do not count against
// the per-member limit; new puzzles do, and the refusal says when to retry.
func TestRateLimitCountsWork(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	b := New(Config{Surface: testSurface, Limits: Limits{PerUser: 2, PerUserWindow: time.Minute}, Now: func() time.Time { return now }})
	ctx := context.Background()
	ask := func(req chat.Request) (chat.Reply, error) {
		t.Helper()
		req.User = "member"
		return b.Handle(ctx, req)
	}
	r, err := ask(chat.Request{Command: CmdHint, Text: classic}) // counted: 1
	if err != nil {
		t.Fatal(err)
	}
	for level := 2; level <= game.LadderTop+3; level++ {
		if len(r.Buttons) == 0 {
			t.Fatalf("hint reply without a button: %q", r.Text)
		}
		if r, err = ask(chat.Request{Command: CmdButton, Button: r.Buttons[0].ID}); err != nil {
			t.Fatalf("ladder press %d: %v", level, err)
		}
	}
	r, err = ask(chat.Request{Command: CmdExplain, Text: classic}) // counted: 2
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Buttons) != 2 {
		t.Fatalf("explanation without page buttons: %q", r.Text)
	}
	for i := 0; i < 5; i++ {
		if _, err = ask(chat.Request{Command: CmdButton, Button: r.Buttons[1].ID}); err != nil {
			t.Fatalf("page press %d: %v", i, err)
		}
	}
	_, err = ask(chat.Request{Command: CmdSolve, Text: classic}) // the third new puzzle in a minute
	if chat.ErrorCode(err) != chat.RateLimited || !strings.Contains(chat.ErrorMessage(err, ""), "Please try again in 30 s.") {
		t.Errorf("third puzzle: %v, want a refusal saying to try again in 30 s", err)
	}
	now = now.Add(30 * time.Second)
	if _, err := ask(chat.Request{Command: CmdSolve, Text: classic}); err != nil {
		t.Errorf("30 s later: %v", err)
	}
}
