package bot

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

const classic = "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79"

func TestHandleErrors(t *testing.T) {
	b := New(Config{Surface: testSurface, Engine: SudokuEngine{}, Limits: Limits{AttachmentSize: 100}})
	ctx := context.Background()
	for _, tc := range []struct {
		name string
		req  chat.Request
		code chat.Code
	}{
		{"no fetch", chat.Request{Command: CmdSolve, Attachment: &chat.Attachment{URL: "u", Name: "p.txt", Size: 10}}, chat.Unavailable},
		{"oversize", chat.Request{Command: CmdSolve, Attachment: &chat.Attachment{URL: "u", Name: "p.txt", Size: 101}}, chat.TooLarge},
		{"binary", chat.Request{Command: CmdSolve, Attachment: &chat.Attachment{URL: "u", Name: "p.zip", Size: 10, ContentType: "application/zip"}}, chat.Invalid},
		{"picture, no fetch", chat.Request{Command: CmdSolve, Attachment: &chat.Attachment{URL: "u", Name: "p.png", Size: 10, ContentType: "image/png"}}, chat.Unavailable},
		{"huge picture", chat.Request{Command: CmdHint, Attachment: &chat.Attachment{URL: "u", Name: "p.jpg", Size: MaxImageSize + 1}}, chat.TooLarge},
		{"stale scan button", chat.Request{Command: CmdButton, Button: "scanok:nokey:0"}, chat.NotFound},
		{"bad scan button", chat.Request{Command: CmdButton, Button: "scanfix:nokey:7"}, chat.NotFound},
		{"unparsable", chat.Request{Command: CmdSolve, Text: "hello"}, chat.Invalid},
		{"stale button", chat.Request{Command: CmdButton, Button: "hint:nokey:1"}, chat.NotFound},
		{"garbage button", chat.Request{Command: CmdButton, Button: "zzz"}, chat.NotFound},
		{"unknown command", chat.Request{Command: "dance", Text: "x"}, chat.Invalid},
		{"bad band", chat.Request{Command: CmdNew, Options: map[string]string{OptBand: "impossible"}}, chat.Invalid},
	} {
		_, err := b.Handle(ctx, tc.req)
		if err == nil || chat.ErrorCode(err) != tc.code {
			t.Errorf("%s: %v, want code %v", tc.name, err, tc.code)
		}
	}
}

func TestModalWithoutInput(t *testing.T) {
	b := New(Config{Surface: testSurface})
	r, err := b.Handle(context.Background(), chat.Request{Command: CmdSolve})
	if err != nil || r.Modal == nil || r.Modal.ID != "solve" {
		t.Fatalf("Handle(solve with no input) = %+v, %v; want a modal", r, err)
	}
	r, err = b.Handle(context.Background(), chat.Request{Command: CmdSolve, FromMessage: true})
	if chat.ErrorCode(err) != chat.Invalid {
		t.Errorf("a message without a puzzle: %+v, %v; want Invalid", r, err)
	}
}

func TestEngineUnavailable(t *testing.T) {
	// The real engine may not be built: hints and explanations say so instead of failing.
	b := New(Config{Surface: testSurface, Engine: brokenEngine{}})
	ctx := context.Background()
	r, err := b.Handle(ctx, chat.Request{Command: CmdSolve, Text: classic})
	if err != nil || !strings.Contains(r.Text, "not rated") || len(r.Files) != 1 {
		t.Errorf("solve with no engine: %q, %v", r.Text, err)
	}
	if _, err := b.Handle(ctx, chat.Request{Command: CmdHint, Text: classic}); chat.ErrorCode(err) != chat.Unavailable {
		t.Errorf("hint with no engine: %v, want Unavailable", err)
	}
}

type brokenEngine struct{ SudokuEngine }

var errBroken = errors.New("not built")

func (brokenEngine) NextHint(context.Context, sudoku.Grid, logic.HintOptions) (logic.Hint, error) {
	return logic.Hint{}, errBroken
}
func (brokenEngine) Rate(context.Context, sudoku.Grid) (logic.Rating, error) {
	return logic.Rating{}, errBroken
}
func (brokenEngine) Generate(context.Context, logic.GenerateOptions) (sudoku.Grid, logic.Rating, error) {
	return sudoku.Grid{}, logic.Rating{}, errBroken
}

func TestGenerateUnavailable(t *testing.T) {
	b := New(Config{Surface: testSurface, Engine: brokenEngine{}})
	if _, err := b.Handle(context.Background(), chat.Request{Command: CmdNew}); chat.ErrorCode(err) != chat.Unavailable {
		t.Errorf("new with a broken generator: %v, want code unavailable", err)
	}
}

func FuzzSolveText(f *testing.F) {
	for _, s := range []string{classic, "1.34..12.1.3.4.1", "```\n```", "<@1> hint 12", strings.Repeat("1", 81)} {
		f.Add(s)
	}
	b := New(Config{Surface: testSurface, Engine: SudokuEngine{}, Limits: Limits{SolveTime: time.Second, PerUser: -1}})
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 4096 {
			return
		}
		r, err := b.Handle(context.Background(), chat.Request{Command: CmdSolve, Text: s, FromMessage: true})
		if err == nil && r.Text == "" {
			t.Fatalf("Handle(%q) gave an empty reply", s)
		}
		if len([]rune(r.Text)) > 2000 || len([]rune(chat.ErrorMessage(err, "1"))) > 2000 {
			t.Fatalf("Handle(%q): reply longer than 2000 characters", s)
		}
	})
}

func ExampleErrorMessage() {
	err := &chat.Error{Code: chat.Invalid, Message: "Row 3 has 10 cells; a 9×9 grid needs 9."}
	fmt.Println(chat.ErrorMessage(err, "1187"))
	fmt.Println(chat.ErrorMessage(errors.New("disk on fire"), "1187"))
	// Output:
	// Row 3 has 10 cells; a 9×9 grid needs 9.
	// Something went wrong on our side (ref 1187). Please try again.
}

// bankEngine generates the classic puzzle and explains with many steps.
type bankEngine struct {
	SudokuEngine
	steps int
}

func (bankEngine) Generate(ctx context.Context, opt logic.GenerateOptions) (sudoku.Grid, logic.Rating, error) {
	g, err := sudoku.Parse(classic)
	return g, logic.Rating{Band: opt.Band, SE: 2.3}, err
}

func (e bankEngine) Explain(ctx context.Context, g sudoku.Grid) ([]technique.Step, error) {
	steps, err := e.SudokuEngine.Explain(ctx, g)
	for len(steps) < e.steps {
		steps = append(steps, steps...)
	}
	return steps, err
}

func TestNewRateExplain(t *testing.T) {
	ctx := context.Background()
	b := New(Config{Surface: testSurface, Engine: bankEngine{steps: 1000}})
	r, err := b.Handle(ctx, chat.Request{Command: CmdNew, Options: map[string]string{OptBand: "hard", OptSize: "9"}})
	if err != nil || len(r.Files) != 1 || !strings.Contains(r.Text, "**Hard**") || !strings.Contains(r.Text, "53..7....") || len(r.Buttons) != 3 {
		t.Errorf("new: %q, %d files, %v", r.Text, len(r.Files), err)
	}
	if _, err := b.Handle(ctx, chat.Request{Command: CmdNew, Options: map[string]string{OptSize: "7"}}); chat.ErrorCode(err) != chat.Invalid {
		t.Errorf("new size 7: %v, want Invalid", err)
	}
	r, err = b.Handle(ctx, chat.Request{Command: CmdRate, Text: classic})
	if err != nil || !strings.Contains(r.Text, "Beginner") || !strings.Contains(r.Text, "SE 1.2") {
		t.Errorf("rate: %q, %v", r.Text, err)
	}
	// A long explanation goes out as a text file.
	r, err = b.Handle(ctx, chat.Request{Command: CmdExplain, Text: classic})
	if err != nil || len(r.Files) != 1 || r.Files[0].Name != "explanation.txt" || !r.Ephemeral {
		t.Fatalf("explain: %+v, %v", r, err)
	}
	if n := strings.Count(string(r.Files[0].Data), "\n"); n < 999 {
		t.Errorf("explanation file has %d lines", n)
	}
}

// testSurface is the platform of the bot's tests: messages of 1990 bytes at most, and the
// Sudoku commands named as on Discord, where the texts the tests check were written.
var testSurface = chat.Surface{TextLimit: 1990, Names: map[chat.Command]string{
	CmdSolve: "/sudoku solve", CmdHint: "/sudoku hint", CmdExplain: "/sudoku explain", CmdRate: "/sudoku rate", CmdNew: "/sudoku new", CmdPlay: "/sudoku play"}}
