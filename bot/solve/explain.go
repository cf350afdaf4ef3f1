package solve

import (
	"context"
	"fmt"
	"math"
	"strings"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/explain"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

const (
	pageHeader = 190 // the room an explanation page leaves for its header under the text limit
	maxPages   = 8   // longer explanations go out as a text file
)

// pageSize is the length of an explanation page: the text limit less the header's room,
// or everything on one page when the platform has no limit.
func (b *Room) pageSize() int {
	if b.surface.TextLimit <= 0 {
		return math.MaxInt
	}
	return b.surface.TextLimit - pageHeader
}

// Explain answers /sudoku explain: the first page of the whole path.
func (b *Room) Explain(ctx context.Context, req chat.Request) (chat.Reply, error) {
	g, bad, err := b.readProper(ctx, req)
	if bad != nil || err != nil {
		return deref(bad), err
	}
	st := NewState(g, g)
	key, err := States.Put(ctx, b.buttons, st)
	if err != nil {
		return chat.Reply{}, err
	}
	return b.explainPage(ctx, key, st, 0, false)
}

// explainPage answers page (0-based) of the explanation of the puzzle under key,
// computing and caching the explanation on first use.
func (b *Room) explainPage(ctx context.Context, key string, st State, page int, update bool) (chat.Reply, error) {
	if len(st.Explain) == 0 {
		g, err := st.Puzzle()
		if err != nil {
			return chat.Reply{}, err
		}
		ectx, cancel := b.budget.Bound(ctx)
		steps, err := b.engine.Explain(ectx, g)
		cancel()
		if err := b.budget.GaveUp(err, "explaining this puzzle"); err != nil {
			return chat.Reply{}, err
		}
		if err != nil {
			return chat.Reply{}, &chat.Error{Code: chat.Unavailable, Message: "Explanations are not available right now.", Err: err}
		}
		st.Explain = paginate(b.explainLines(g, steps), b.pageSize())
		if err := States.Replace(ctx, b.buttons, key, st); err != nil {
			return chat.Reply{}, &chat.Error{Code: chat.Unavailable, Message: "I could not save the explanation; please try again.", Err: err}
		}
	}
	pages := st.Explain
	if len(pages) > maxPages {
		head := fmt.Sprintf("The explanation has %d steps, too long for messages: here it is as a file.", explainSteps(pages))
		return chat.Reply{Text: head, Ephemeral: true, Update: update,
			Files: []chat.File{{Name: "explanation.txt", ContentType: "text/plain; charset=utf-8", Data: []byte(strings.Join(pages, "\n"))}}}, nil
	}
	page = max(0, min(page, len(pages)-1))
	r := chat.Reply{Text: fmt.Sprintf("**Explanation, page %d/%d**\n%s", page+1, len(pages), pages[page]), Ephemeral: true, Update: update}
	if len(pages) > 1 {
		r.Buttons = []chat.Button{
			{Label: "◀ Previous", ID: chat.ButtonID(BtnPage, key, page-1), Disabled: page == 0},
			{Label: "Next ▶", ID: chat.ButtonID(BtnPage, key, page+1), Disabled: page == len(pages)-1},
		}
	}
	return r, nil
}

// explainLines words each step, applying placements as it goes so that each step's text
// sees the grid it was found in.
func (b *Room) explainLines(g sudoku.Grid, steps []technique.Step) []string {
	g = g.Clone()
	lines := make([]string, 0, len(steps))
	for i, s := range steps {
		text := b.engine.StepText(g, s)
		if text == "" {
			text = explain.StepText(g, s)
		}
		lines = append(lines, fmt.Sprintf("%d. %s", i+1, strings.ReplaceAll(text, "\n", " ")))
		for _, p := range s.Placements {
			if p.Cell >= 0 && p.Cell < g.Len() {
				g.SetCell(p.Cell, p.Digit)
			}
		}
	}
	if len(lines) == 0 {
		lines = append(lines, "The grid is already complete.")
	}
	return lines
}

// explainSteps counts the numbered steps on the explanation's pages (one line each).
func explainSteps(pages []string) int {
	n := 0
	for _, p := range pages {
		for _, l := range strings.Split(p, "\n") {
			if i := strings.Index(l, ". "); i > 0 && strings.Trim(l[:i], "0123456789") == "" {
				n++
			}
		}
	}
	return n
}

// paginate packs lines into pages of at most size bytes, cutting overlong lines.
func paginate(lines []string, size int) []string {
	var pages []string
	var cur strings.Builder
	for _, l := range lines {
		l = chat.Truncate(l, size)
		if cur.Len() > 0 && cur.Len()+1+len(l) > size {
			pages = append(pages, cur.String())
			cur.Reset()
		}
		if cur.Len() > 0 {
			cur.WriteByte('\n')
		}
		cur.WriteString(l)
	}
	if cur.Len() > 0 {
		pages = append(pages, cur.String())
	}
	return pages
}
