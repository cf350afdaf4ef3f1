package play

import (
	"fmt"
	"image"
	"slices"
	"strconv"
	"strings"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/render"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// A view is what one press adds to the board: a line of text, a hint to draw, mistakes to
// circle.
type view struct {
	note     string
	step     *sudoku.Step // a hint step, drawn at rung
	rung     int
	mistakes []sudoku.Mistake
}

// digitsPerPage is how many digit buttons a page shows on grids above 9×9.
const digitsPerPage = 8

// digitPages returns the pages of digit buttons an n×n board needs.
func digitPages(n int) int {
	if n <= 9 {
		return 1
	}
	return (n + digitsPerPage - 1) / digitsPerPage
}

// board draws g for a member with settings set: the picture, the text and the controls.
func (b *Board) board(g *game.Game, set store.PlayerSettings, v view) (chat.Reply, error) {
	pic, err := b.boardPNG(g, set, v)
	if err != nil {
		return chat.Reply{}, fmt.Errorf("play: draw board: %w", err)
	}
	name := "board.png"
	if g.Finished {
		name = "solved.png"
	}
	alt := fmt.Sprintf("%d×%d Sudoku board, %d cells to go", g.N, g.N, g.Left())
	switch {
	case g.Finished:
		alt = fmt.Sprintf("Solved %d×%d Sudoku board", g.N, g.N)
	case g.Selected >= 0:
		alt += ", " + g.CellName(g.Selected) + " selected"
	}
	if v.step != nil {
		alt += fmt.Sprintf(", hint %d of %d shown", v.rung, game.LadderTop)
	}
	return chat.Reply{Text: chat.Truncate(boardText(g, set, v), 1990), Files: []chat.File{{Name: name, ContentType: "image/png", Data: pic, Description: alt}},
		Rows: boardRows(g, set, b.activity)}, nil
}

// boardPNG draws the board: the player's digits in the fill colour, pencil marks, the
// selected cell, the highlighted digit, clashes, and wrong digits when the member shows
// mistakes at once or has just checked; a hint step at its rung.
func (b *Board) boardPNG(g *game.Game, set store.PlayerSettings, v view) ([]byte, error) {
	opt := b.host.PictureOptions(set.Theme, g.N)
	puzzle, cur := g.Puzzle(), g.Grid()
	n := g.N
	marks := g.HasMarks()
	if g.Finished {
		opt.Title = fmt.Sprintf("Solved · %d×%d · %s", n, n, chat.Clock(int(g.Elapsed().Seconds())))
		return b.encode(render.Solution(puzzle, cur, opt))
	}
	if marks {
		c := g.Candidates()
		opt.Marks = &c
	}
	if g.Selected >= 0 {
		opt.Selected = []int{g.Selected}
	}
	opt.Highlight = g.Light
	opt.Conflicts = g.Conflicts()
	if set.Mistakes || g.Reveal {
		for _, i := range g.WrongCells() {
			opt.Mistakes = append(opt.Mistakes, sudoku.Mistake{Cell: i, Digit: int(g.Cells[i])})
		}
	}
	opt.Mistakes = append(opt.Mistakes, v.mistakes...)
	if s := v.step; s != nil {
		shown := sudoku.Rung(*s, v.rung) // a rung's picture reveals no more than its text
		opt.Step = &shown
		if opt.Marks == nil && v.rung >= 2 && len(s.Eliminations) > 0 {
			c := sudoku.NewCandidates(cur)
			opt.Marks = &c
		}
	}
	return b.encode(render.Sudoku(puzzle, cur, opt))
}

// boardText is the message above the picture.
func boardText(g *game.Game, set store.PlayerSettings, v view) string {
	band := g.Band
	if band == "" {
		band = "custom"
	}
	var lines []string
	head := fmt.Sprintf("🧩 **Sudoku %d×%d · %s**", g.N, g.N, band)
	if g.Together {
		head += " · co-op"
	}
	if g.Finished {
		checks := counted(g.Checks, "check")
		if g.Checks > 0 {
			checks += fmt.Sprintf(" (%d wrong)", g.Wrong)
		}
		lines = append(lines, head, fmt.Sprintf("🎉 **Solved!** Time %s · %s · %s · %s.", chat.Clock(int(g.Elapsed().Seconds())),
			counted(g.Hints, "hint"), checks, counted(g.Mistakes, "mistake")))
		if v.note != "" { // the puzzle of the day's result
			lines = append(lines, v.note)
		}
		if g.Together {
			lines = append(lines, "Thanks to "+credits(g)+".")
		} else {
			lines = append(lines, "Press **Share** to post your result (no digits) in the channel.")
		}
		return strings.Join(lines, "\n")
	}
	head += fmt.Sprintf(" · %d to go · ⏱ %s", g.Left(), chat.Clock(int(g.Elapsed().Seconds())))
	if g.Hints > 0 {
		head += " · " + counted(g.Hints, "hint")
	}
	lines = append(lines, head)
	status := "No cell selected"
	if g.Selected >= 0 {
		status = "Selected **" + g.CellName(g.Selected) + "**"
		if g.Given(g.Selected) {
			status += " (a given)"
		}
	}
	if g.Pencil {
		status += " · ✏️ pencil mode"
	}
	if g.Light != 0 {
		status += " · 🔦 " + g.Symbol(g.Light)
	}
	if c := g.Conflicts(); len(c) > 0 {
		status += fmt.Sprintf(" · ⚠️ %d clashing", len(c))
	}
	if w := g.WrongCells(); len(w) > 0 && (set.Mistakes || g.Reveal) {
		status += fmt.Sprintf(" · ❌ %d wrong", len(w))
	}
	lines = append(lines, status)
	if v.note != "" {
		lines = append(lines, v.note)
	}
	return strings.Join(lines, "\n")
}

// credits names everyone who placed a correct digit, most first.
func credits(g *game.Game) string {
	c := g.Credits()
	users := make([]string, 0, len(c))
	for u := range c {
		users = append(users, u)
	}
	slices.SortFunc(users, func(a, b string) int {
		if c[a] != c[b] {
			return c[b] - c[a]
		}
		return strings.Compare(a, b)
	})
	var parts []string
	for _, u := range users {
		parts = append(parts, fmt.Sprintf("<@%s> (%s)", u, counted(c[u], "digit")))
	}
	if len(parts) == 0 {
		return "everyone"
	}
	return strings.Join(parts, ", ")
}

func counted(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// boardRows lays out the controls: five rows at most, five buttons or one select a row.
// With activity, the finished board and the second panel offer "Open board": the same
// game on the board inside Discord.
func boardRows(g *game.Game, set store.PlayerSettings, activity bool) []chat.Row {
	btn := func(label, action string, style chat.ButtonStyle, arg ...string) chat.Button {
		return chat.Button{Label: label, ID: pressID(g, action, arg...), Style: style}
	}
	themeLabel := "🌙 Dark theme"
	if set.Theme == "dark" {
		themeLabel = "☀️ Light theme"
	}
	misLabel := "Mistakes: on Check"
	if set.Mistakes {
		misLabel = "Mistakes: at once"
	}
	if g.Finished {
		row := []chat.Button{btn("🆕 New game", actNew, chat.Primary), btn(themeLabel, actTheme, chat.Secondary)}
		if !g.Together {
			row = append([]chat.Button{btn("📣 Share", actShare, chat.Success)}, row...)
		}
		if activity {
			row = append(row, openBoard(g))
		}
		return []chat.Row{{Buttons: row}}
	}
	if g.Panel == 1 {
		opts := []chat.Option{{Label: "No highlight", Value: "0", Default: g.Light == 0}}
		for d := 1; d <= g.N; d++ {
			opts = append(opts, chat.Option{Label: "Highlight " + g.Symbol(d), Value: strconv.Itoa(d), Default: g.Light == d})
		}
		redo := btn("↪️ Redo", actRedo, chat.Secondary)
		redo.Disabled = len(g.Redo) == 0
		back := []chat.Button{btn("◀ Back to the board", actBack, chat.Primary)}
		if activity {
			back = append(back, openBoard(g))
		}
		return []chat.Row{
			{Select: &chat.Select{ID: pressID(g, actLight), Placeholder: "Highlight a digit", Options: opts}},
			{Buttons: []chat.Button{redo, btn("✏️ Fill pencil marks", actAuto, chat.Secondary), btn("⌨️ Type moves", actType, chat.Primary)}},
			{Buttons: []chat.Button{btn(themeLabel, actTheme, chat.Secondary), btn(misLabel, actMistakes, chat.Secondary), btn("🆕 New game", actNew, chat.Danger)}},
			{Buttons: back},
		}
	}
	line := func(action, name string, sel int) chat.Row {
		var opts []chat.Option
		for k := 1; k <= g.N; k++ {
			opts = append(opts, chat.Option{Label: fmt.Sprintf("%s %d", name, k), Value: strconv.Itoa(k), Default: k == sel})
		}
		return chat.Row{Select: &chat.Select{ID: pressID(g, action), Placeholder: "Choose a " + strings.ToLower(name), Options: opts}}
	}
	selRow, selCol := 0, 0
	if g.Selected >= 0 {
		selRow, selCol = g.Selected/g.N+1, g.Selected%g.N+1
	}
	rows := []chat.Row{line(actRow, "Row", selRow), line(actCol, "Column", selCol)}
	style := chat.Secondary
	if g.Pencil {
		style = chat.Success
	}
	var slots []chat.Button
	first, last := 1, g.N
	if g.N > 9 {
		page := g.Page % digitPages(g.N)
		first = page*digitsPerPage + 1
		last = min(first+digitsPerPage-1, g.N)
	}
	for d := first; d <= last; d++ {
		slots = append(slots, btn(g.Symbol(d), actDigit, style, strconv.Itoa(d)))
	}
	if g.N > 9 {
		slots = append(slots, btn("More digits ›", actPage, chat.Secondary))
	}
	slots = append(slots, btn("⌫ Erase", actErase, chat.Danger))
	for k := 0; k < len(slots); k += chat.MaxRowButtons {
		rows = append(rows, chat.Row{Buttons: slots[k:min(k+chat.MaxRowButtons, len(slots))]})
	}
	pencil := btn("✏️ Pencil: off", actPencil, chat.Secondary)
	if g.Pencil {
		pencil = btn("✏️ Pencil: on", actPencil, chat.Success)
	}
	undo := btn("↩️ Undo", actUndo, chat.Secondary)
	undo.Disabled = len(g.Undo) == 0
	rows = append(rows, chat.Row{Buttons: []chat.Button{pencil, undo, btn("💡 Hint", actHint, chat.Primary), btn("✔️ Check", actCheck, chat.Secondary), btn("More…", actMore, chat.Secondary)}})
	return rows
}

// openBoard is the button that opens g on the board inside Discord (the Activity).
func openBoard(g *game.Game) chat.Button {
	return chat.Button{Label: "🎮 Open board", ID: session.LaunchButtonID(session.Launch{Game: g.ID}), Style: chat.Secondary}
}

// encode turns a picture drawn by render into PNG bytes, as the bot encodes them.
func (b *Board) encode(img image.Image, err error) ([]byte, error) {
	if err != nil {
		return nil, err
	}
	return b.host.EncodePNG(img)
}
