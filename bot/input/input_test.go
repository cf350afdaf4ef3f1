package input

import (
	"errors"
	"strings"
	"testing"

	"github.com/sudokubot/sudokubot/solver/sudoku"

	"github.com/sudokubot/sudokubot/bot/chat"
)

func TestIsImage(t *testing.T) {
	for _, tc := range []struct {
		a    *chat.Attachment
		want bool
	}{
		{nil, false},
		{&chat.Attachment{Name: "shot.png", ContentType: "image/png"}, true},
		{&chat.Attachment{Name: "x", ContentType: "image/jpeg"}, true},
		{&chat.Attachment{Name: "x", ContentType: "image/webp"}, true},
		{&chat.Attachment{Name: "anim.gif", ContentType: "image/gif"}, false},
		{&chat.Attachment{Name: "grid.txt", ContentType: "text/plain"}, false},
		{&chat.Attachment{Name: "photo.JPG"}, true},
		{&chat.Attachment{Name: "photo.jpeg"}, true},
		{&chat.Attachment{Name: "grid.txt"}, false},
		{&chat.Attachment{Name: "shot.png", ContentType: "bogus/;;"}, false},
	} {
		if got := IsImage(tc.a); got != tc.want {
			t.Errorf("IsImage(%+v) = %v, want %v", tc.a, got, tc.want)
		}
	}
}

func TestInputHasGrid(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"", false},
		{"can someone solve this?", false},
		{"```\n53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n```", true},
		{"<@123> 1.34..12.1.3.4.1", true},
	} {
		if got := (&Reader{}).Parse(tc.text).HasGrid(); got != tc.want {
			t.Errorf("HasGrid(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

const classic = "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79"

// oversize is a 201×201 nonogram: one black cell per row and column on the diagonal.
func oversize() string {
	lines := strings.Repeat("1\n", 201)
	return lines + "\n" + lines
}

func TestParseKind(t *testing.T) {
	const twoByThree = "1 1\n3\n\n2\n1\n2"
	for _, tc := range []struct {
		name, text string
		kind       string
		err        string
	}{
		{"sudoku rows", classic, "sudoku", ""},
		{"sudoku line", "1.34..12.1.3.4.1", "sudoku", ""},
		{"sudoku spaced", "1 0 3 4\n0 0 1 2\n0 1 0 3\n0 4 0 1", "sudoku", ""},
		{"not a puzzle", "1234567", "sudoku", ""},
		{"prose", "hello there", "sudoku", ""},
		{"clue text", twoByThree, "nonogram", ""},
		{"fenced clues", "solve this:\n```\n1,1\n3\n\n2\n1\n2\n```", "nonogram", ""},
		{"seed", "2 2\n1\n1\n1\n1", "nonogram", ""},
		{"json", `{"rows":[[1],[1]],"cols":[[1],[1]]}`, "nonogram", ""},
		{"totals differ", "1 1\n3\n\n2\n1\n1", "nonogram", "add up to"},
		{"too large", oversize(), "nonogram", "size limit"},
	} {
		in := (&Reader{}).Parse(tc.text)
		k, err := in.Kind, in.Err
		if k == "sudoku" {
			err = nil // the Sudoku parser's message, for a text no parser reads
		}
		if k != tc.kind {
			t.Errorf("%s: kind %q, want %q", tc.name, k, tc.kind)
		}
		if (err == nil) != (tc.err == "") || err != nil && !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.err)
		}
	}
}

// TestChatWrapping checks that what chat adds around a pasted grid (a mention, Markdown
// code fences with or without prose around them, inline code, spoiler bars, CRLF endings,
// blank lines) leaves the grid read as it is without them, and that decoration alone is
// no puzzle.
func TestChatWrapping(t *testing.T) {
	const rows = "1.34\n34.2\n2.43\n43.1"
	want, err := sudoku.Parse(rows)
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{
		"```\n1.34\n\n34.2\n2.43\n43.1\n```",
		"<@123> ||1.34||\r\n||34.2||\r\n||2.43||\r\n||43.1||",
		"look at this:\n```text\n" + rows + "\n```\nthanks!",
		"`1.3434.22.4343.1`",
		"<@!42>\n" + rows,
	} {
		g, err := (&Reader{}).ParseGrid(in)
		if err != nil || !g.Equal(want) {
			t.Errorf("ParseGrid(%q) = %v, %v; want the grid of %q", in, g, err, rows)
		}
	}
	for _, in := range []string{"  \n\n  ", "<@123>", "```\n```", "|| ||"} {
		if _, err := (&Reader{}).ParseGrid(in); !errors.Is(err, ErrNoPuzzle) {
			t.Errorf("ParseGrid(%q): %v, want %v", in, err, ErrNoPuzzle)
		}
	}
}
