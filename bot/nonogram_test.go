package bot

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
)

// twoByThree is a 3×2 nonogram with one solution: "#.#" over "###".
const twoByThree = "1 1\n3\n\n2\n1\n2"

func readCat(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("testdata/nonogram-cat.txt")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// oversize is a 201×201 nonogram: one black cell per row and column on the diagonal.
func oversize() string {
	lines := strings.Repeat("1\n", 201)
	return lines + "\n" + lines
}

func TestNonogramClassify(t *testing.T) {
	b := New(Config{Surface: testSurface})
	for _, tc := range []struct {
		name string
		req  chat.Request
		want chat.Timing
	}{
		{"solve text", chat.Request{Command: CmdNonogramSolve, Text: twoByThree}, chat.Timing{Slow: true}},
		{"solve file", chat.Request{Command: CmdNonogramSolve, Attachment: &chat.Attachment{Name: "a.non"}}, chat.Timing{Slow: true}},
		{"solve form", chat.Request{Command: CmdNonogramSolve}, chat.Timing{}},
		{"hint", chat.Request{Command: CmdNonogramHint, Text: twoByThree}, chat.Timing{Slow: true, Ephemeral: true}},
		{"menu nonogram", chat.Request{Command: CmdSolve, Text: twoByThree, FromMessage: true}, chat.Timing{Slow: true}},
		{"menu sudoku", chat.Request{Command: CmdSolve, Text: classic, FromMessage: true}, chat.Timing{}},
		{"first hint button", chat.Request{Command: CmdButton, Button: "nhint:abc"}, chat.Timing{Slow: true, Ephemeral: true}},
		{"next hint button", chat.Request{Command: CmdButton, Button: "nnext:abc"}, chat.Timing{Slow: true, Ephemeral: true, Update: true}},
	} {
		if got := b.Classify(tc.req); got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

// pngCount checks that every file of r is a PNG and returns how many there are.
func pngCount(t *testing.T, r chat.Reply) int {
	t.Helper()
	for _, f := range r.Files {
		img, err := png.Decode(bytes.NewReader(f.Data))
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		if s := img.Bounds().Size(); s.X < 100 || s.Y < 100 {
			t.Errorf("%s is %v", f.Name, s)
		}
	}
	return len(r.Files)
}

func TestNonogramSolve(t *testing.T) {
	ctx := context.Background()
	b := New(Config{Surface: testSurface})
	cat := readCat(t)
	for _, tc := range []struct {
		name      string
		req       chat.Request
		text      string // in the reply, or in the error
		files     int
		ephemeral bool
		code      chat.Code // for errors
		errs      bool
	}{
		{"unique", chat.Request{Command: CmdNonogramSolve, Text: cat}, "**Solved** 10×10 nonogram, unique", 1, false, 0, false},
		{"no spoiler", chat.Request{Command: CmdNonogramSolve, Text: twoByThree, Options: map[string]string{OptSpoiler: "false"}}, "3×2 nonogram", 1, false, 0, false},
		{"multiple", chat.Request{Command: CmdNonogramSolve, Text: "1\n1\n\n1\n1"}, "more than one solution", 2, false, 0, false},
		{"none", chat.Request{Command: CmdNonogramSolve, Text: "2\n2\n\n1\n1\n2"}, "has no solution", 1, true, 0, false},
		{"totals differ", chat.Request{Command: CmdNonogramSolve, Text: "1 1\n3\n\n2\n1\n1"}, "row clues add up to 5 black cells, the column clues to 4", 0, false, chat.Invalid, true},
		{"clue too long", chat.Request{Command: CmdNonogramSolve, Text: "4\n1\n\n1\n1\n1"}, "row 1: clue 4 needs 4 cells, the row has 3", 0, false, chat.Invalid, true},
		{"too large", chat.Request{Command: CmdNonogramSolve, Text: oversize()}, "201×201 is over the size limit of 200×200", 0, false, chat.TooLarge, true},
		{"too large .non", chat.Request{Command: CmdNonogramSolve, Text: "width 512\nheight 300\nrows\n1\ncolumns\n1\n"}, "512×300 is over the size limit of 200×200", 0, false, chat.TooLarge, true},
		{"unreadable", chat.Request{Command: CmdNonogramSolve, Text: "hello"}, "could not read that nonogram", 0, false, chat.Invalid, true},
		{"menu", chat.Request{Command: CmdSolve, Text: "can you do this one?\n```\n" + cat + "```", FromMessage: true}, "**Solved** 10×10 nonogram", 1, false, 0, false},
		{"menu totals differ", chat.Request{Command: CmdSolve, Text: "1 1\n3\n\n2\n1\n1", FromMessage: true}, "add up to", 0, false, chat.Invalid, true},
		{"rate", chat.Request{Command: CmdRate, Text: cat}, "`/sudoku rate` works on Sudoku only", 0, false, chat.Invalid, true},
	} {
		r, err := b.Handle(ctx, tc.req)
		if tc.errs {
			if err == nil || chat.ErrorCode(err) != tc.code || !strings.Contains(chat.ErrorMessage(err, ""), tc.text) {
				t.Errorf("%s: error %v, want code %v with %q", tc.name, err, tc.code, tc.text)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if !strings.Contains(r.Text, tc.text) || r.Ephemeral != tc.ephemeral {
			t.Errorf("%s: text %q ephemeral %v, want %q and %v", tc.name, r.Text, r.Ephemeral, tc.text, tc.ephemeral)
		}
		if n := pngCount(t, r); n != tc.files {
			t.Errorf("%s: %d files, want %d", tc.name, n, tc.files)
		}
		for _, f := range r.Files {
			spoiler := strings.HasPrefix(f.Name, "SPOILER_")
			if !tc.ephemeral && spoiler != (tc.req.Options[OptSpoiler] != "false") {
				t.Errorf("%s: file %s", tc.name, f.Name)
			}
		}
	}
}

func TestNonogramForm(t *testing.T) {
	r, err := New(Config{Surface: testSurface}).Handle(context.Background(), chat.Request{Command: CmdNonogramSolve})
	if err != nil || r.Modal == nil || r.Modal.ID != string(CmdNonogramSolve) || !strings.Contains(r.Modal.Title, "nonogram") {
		t.Fatalf("no form: %+v, %v", r, err)
	}
}

func TestNonogramGaveUp(t *testing.T) {
	// Two diagonals need a guess; a budget of one node is not enough to find both.
	b := New(Config{Surface: testSurface, Limits: Limits{MaxNodes: 1}})
	_, err := b.Handle(context.Background(), chat.Request{Command: CmdNonogramSolve, Text: "1\n1\n1\n\n1\n1\n1"})
	if err == nil {
		t.Skip("the solver settled the puzzle within one node")
	}
	if chat.ErrorCode(err) != chat.Unavailable || !strings.Contains(chat.ErrorMessage(err, ""), "gave up on this 3×3 nonogram") {
		t.Errorf("error %v", err)
	}
}

// TestNonogramHintLadder presses "Next hint" until the cat is drawn.
func TestNonogramHintLadder(t *testing.T) {
	ctx := context.Background()
	b := New(Config{Surface: testSurface})
	r, err := b.Handle(ctx, chat.Request{Command: CmdNonogramHint, Text: readCat(t)})
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; ; n++ {
		if n > 100 {
			t.Fatal("no end after 100 hints")
		}
		if strings.Contains(r.Text, "complete") {
			if !strings.Contains(r.Text, "every clue is met") {
				t.Errorf("last reply %q", r.Text)
			}
			break
		}
		if !strings.HasPrefix(r.Text, "**Hint** · 10×10 nonogram · ") || !r.Ephemeral || pngCount(t, r) != 1 {
			t.Fatalf("hint %d: %+v", n, r.Text)
		}
		if n > 0 && !r.Update {
			t.Errorf("hint %d does not replace the message", n)
		}
		if len(r.Buttons) != 1 || r.Buttons[0].Label != "Next hint" || len(r.Buttons[0].ID) > 100 {
			t.Fatalf("hint %d: buttons %+v", n, r.Buttons)
		}
		if r, err = b.Handle(ctx, chat.Request{Command: CmdButton, Button: r.Buttons[0].ID}); err != nil {
			t.Fatalf("press %d: %v", n, err)
		}
	}
}

func TestNonogramHintPartial(t *testing.T) {
	ctx := context.Background()
	b := New(Config{Surface: testSurface})
	cat := readCat(t)
	full := ".#...#.... .##.##.... .#####.... .#.#.#.... #######... .#####..## ..###....# ..###....# ..####..## ..#######."
	almost := strings.Replace(full, "..#######.", "??????????", 1)
	wrong := strings.Replace(full, ".#...#....", "##...#....", 1)
	for _, tc := range []struct {
		name, partial, want string
		errs                bool
	}{
		{"empty", "", "Hint", false},
		{"last row", almost, "Row 10", false},
		{"slashes", strings.ReplaceAll(almost, " ", "/"), "Row 10", false},
		{"lines", "```\n" + strings.ReplaceAll(almost, " ", "\n") + "\n```", "Row 10", false},
		{"done", full, "every clue is met", false},
		{"mistake", strings.Replace(almost, ".#...#....", "##...#....", 1), "Something is wrong", false},
		{"full but wrong", wrong, "breaks a clue", false},
		{"wrong size", "## ##", "partial grid is 2×2", true},
		{"bad cell", strings.Replace(full, ".#...#....", ".#...#...Z", 1), "could not read the partial grid", true},
	} {
		r, err := b.Handle(ctx, chat.Request{Command: CmdNonogramHint, Text: cat, Options: map[string]string{OptPartial: tc.partial}})
		got := r.Text
		if err != nil {
			got = chat.ErrorMessage(err, "")
		}
		if (err != nil) != tc.errs || !strings.Contains(got, tc.want) {
			t.Errorf("%s: %q (error %v), want %q", tc.name, got, err, tc.want)
		}
	}
	// Hint from a message (menu or mention) on a nonogram starts the nonogram ladder.
	r, err := b.Handle(ctx, chat.Request{Command: CmdHint, Text: cat, FromMessage: true})
	if err != nil || !strings.Contains(r.Text, "**Hint** · 10×10 nonogram") {
		t.Errorf("menu hint: %q, %v", r.Text, err)
	}
	// The Hint button under a solved picture starts the ladder as a new message.
	r, err = b.Handle(ctx, chat.Request{Command: CmdNonogramSolve, Text: cat})
	if err != nil || len(r.Buttons) != 2 || r.Buttons[0].Label != "Hint" || r.Buttons[1].Label != "Reveal" {
		t.Fatalf("solve: %+v, %v", r.Buttons, err)
	}
	reveal := r.Buttons[1].ID
	r, err = b.Handle(ctx, chat.Request{Command: CmdButton, Button: r.Buttons[0].ID})
	if err != nil || r.Update || !strings.Contains(r.Text, "**Hint**") {
		t.Errorf("Hint button: %q update %v, %v", r.Text, r.Update, err)
	}
	// Reveal shows the picture and the rows, to the presser alone.
	if tm := b.Classify(chat.Request{Command: CmdButton, Button: reveal}); !tm.Ephemeral || !tm.Slow {
		t.Errorf("Reveal timing: %+v, want an ephemeral deferral", tm)
	}
	r, err = b.Handle(ctx, chat.Request{Command: CmdButton, Button: reveal})
	if err != nil || !r.Ephemeral || len(r.Files) != 1 || !strings.Contains(r.Text, ".#...#....\n.##.##....") {
		t.Errorf("Reveal: %q ephemeral %v, %d files, %v", r.Text, r.Ephemeral, len(r.Files), err)
	}
	if _, err := b.Handle(ctx, chat.Request{Command: CmdButton, Button: "nnext:gone"}); chat.ErrorCode(err) != chat.NotFound {
		t.Errorf("expired button: %v", err)
	}
}

// BenchmarkNonogramSolve is one /nonogram solve of the 10×10 cat: parse, solve, picture.
func BenchmarkNonogramSolve(b *testing.B) {
	data, err := os.ReadFile("testdata/nonogram-cat.txt")
	if err != nil {
		b.Fatal(err)
	}
	bot := New(Config{Surface: testSurface, Limits: Limits{PerUser: -1}})
	req := chat.Request{Command: CmdNonogramSolve, Text: string(data)}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := bot.Handle(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNonogramHint is one press of "Next hint" on the cat: load state, step, picture.
func BenchmarkNonogramHint(b *testing.B) {
	data, err := os.ReadFile("testdata/nonogram-cat.txt")
	if err != nil {
		b.Fatal(err)
	}
	bot := New(Config{Surface: testSurface, Limits: Limits{PerUser: -1}})
	r, err := bot.Handle(context.Background(), chat.Request{Command: CmdNonogramHint, Text: string(data)})
	if err != nil {
		b.Fatal(err)
	}
	req := chat.Request{Command: CmdButton, Button: r.Buttons[0].ID}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := bot.Handle(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
}

// checkerboard is the n×n nonogram whose every line reads "1 1 … 1": no line helps and no
// single trial fails, so a hint must give up within its budget.
func checkerboard(n int) string {
	clue := strings.TrimSpace(strings.Repeat("1 ", n/2))
	lines := strings.Repeat(clue+"\n", n)
	return lines + "\n" + lines
}

func TestNonogramHintBudget(t *testing.T) {
	for _, tc := range []struct {
		name   string
		limits Limits
		want   string
	}{
		{"time budget, no work bound", Limits{SolveTime: time.Millisecond, TrialWork: -1}, "took longer than my time budget"},
		{"work budget", Limits{TrialWork: 2000}, "within my work budget"},
	} {
		file := checkerboard(200) // 80 KB, attached as in the report
		fetch := func(context.Context, chat.Attachment) ([]byte, error) { return []byte(file), nil }
		b := New(Config{Surface: testSurface, Limits: tc.limits, Fetch: fetch})
		_, err := b.Handle(context.Background(), chat.Request{Command: CmdNonogramHint,
			Attachment: &chat.Attachment{URL: "https://cdn.discordapp.com/x/check.txt", Name: "check.txt", Size: int64(len(file))}})
		if chat.ErrorCode(err) != chat.Unavailable || !strings.Contains(chat.ErrorMessage(err, ""), "gave up on a hint for this 200×200 nonogram") ||
			!strings.Contains(chat.ErrorMessage(err, ""), tc.want) {
			t.Errorf("%s: error %v, want a give-up saying %q", tc.name, err, tc.want)
		}
	}
}
