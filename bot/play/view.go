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
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// A view is how one drawing of a board differs from another: who it is drawn for, which
// copy (a co-op board's shared message or a member's private view), and what the press
// adds (a line of text, a hint to draw, mistakes to circle, the saved games to list).
type view struct {
	viewer   string // the member the board is drawn for: their cursor, highlights and panel
	mine     bool   // a member's private view of a co-op board
	note     string
	result   string          // the puzzle of the day's result, under a finished daily board
	step     *technique.Step // a hint step, drawn at rung
	rung     int
	mistakes []sudoku.Mistake
	saved    []*game.Game // the member's other unfinished games, listed on the second panel
}

// The panels of controls.
const (
	panelMain = 0 // rows and columns (or the cells of the digit in hand), digits, the main buttons
	panelMore = 1 // highlight, redo, pencil marks, typed moves, settings, new game, saved games
)

// panelOf is the panel g is drawn with in v: a co-op board's shared message always shows
// the first panel, so that nobody's More… takes the digits away from the others.
func panelOf(g *game.Game, v view) int {
	if g.Finished || (g.Together && !v.mine) {
		return panelMain
	}
	return g.CursorOf(v.viewer).Panel
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

// cursorColours is how many members' cursors a co-op board draws, each in its colour
// (render's cursor colours, which the text names with these squares).
const cursorColours = render.CursorColours

var cursorSquares = [cursorColours]string{"🟧", "🟦", "🟩", "🟪"}

// A memberCursor is one member's cursor on a co-op board.
type memberCursor struct {
	member string
	cursor game.Cursor
}

// drawnCursors are the cursors a co-op board draws: the members with a selected cell, the
// most recently moved first, at most cursorColours; except is left out.
func drawnCursors(g *game.Game, except string) []memberCursor {
	var out []memberCursor
	for m, c := range g.Cursors {
		if m != except && c.Selected >= 0 {
			out = append(out, memberCursor{m, c})
		}
	}
	slices.SortFunc(out, func(a, b memberCursor) int {
		if a.cursor.At != b.cursor.At {
			return int(b.cursor.At - a.cursor.At)
		}
		return strings.Compare(a.member, b.member)
	})
	return out[:min(len(out), cursorColours)]
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
	return chat.Reply{Text: b.surface.Fit(boardText(g, set, v)),
		Files: []chat.File{{Name: name, ContentType: "image/png", Data: pic, Description: altText(g, v)}},
		Rows:  boardRows(g, set, v, b.activity)}, nil
}

// altText describes the picture for screen readers.
func altText(g *game.Game, v view) string {
	if g.Finished {
		return fmt.Sprintf("Solved %d×%d Sudoku board", g.N, g.N)
	}
	alt := fmt.Sprintf("%d×%d Sudoku board, %d cells to go", g.N, g.N, g.Left())
	if w := window(g, g.CursorOf(v.viewer).Selected); !w.Empty() {
		alt += fmt.Sprintf(", zoomed on rows %d to %d and columns %d to %d", w.Min.Y+1, w.Max.Y, w.Min.X+1, w.Max.X)
	}
	if g.Together {
		for _, m := range drawnCursors(g, "") {
			alt += fmt.Sprintf(", %s at %s", cursorNames[m.cursor.Colour%cursorColours], g.CellName(m.cursor.Selected))
		}
	} else if s := g.Selected; s >= 0 {
		alt += ", " + g.CellName(s) + " selected"
	}
	if v.step != nil {
		alt += fmt.Sprintf(", hint %d of %d shown", v.rung, game.LadderTop)
	}
	return alt
}

var cursorNames = [cursorColours]string{"orange cursor", "blue cursor", "green cursor", "purple cursor"}

// window is the part of an n×n board drawn around a selected cell on grids above 9×9:
// the two box rows and two box columns nearest to it, so that its pencil marks stay
// readable on a phone. It is empty (the whole board) on smaller grids or with no cell
// selected.
func window(g *game.Game, sel int) image.Rectangle {
	if g.N < 12 || sel < 0 {
		return image.Rectangle{}
	}
	span := func(at, box int) (int, int) {
		boxes := g.N / box
		k := at / box
		if at%box < box/2 {
			k-- // nearer the box above (left): show it
		}
		k = min(max(k, 0), boxes-2)
		return k * box, (k + 2) * box
	}
	r0, r1 := span(sel/g.N, g.BoxRows)
	c0, c1 := span(sel%g.N, g.BoxCols)
	return image.Rect(c0, r0, c1, r1)
}

// boardPNG draws the board: the player's digits in the fill colour, pencil marks, the
// cursors, the automatic highlights of the viewer's selection, the highlighted digit,
// clashes, and wrong digits when shown (mistakes at once, except on the puzzle of the day,
// or just checked); a hint step at its rung. Grids above 9×9 are zoomed on the selection.
func (b *Board) boardPNG(g *game.Game, set store.PlayerSettings, v view) ([]byte, error) {
	opt := b.host.PictureOptions(set.Theme, g.N)
	puzzle, cur := g.Puzzle(), g.Grid()
	n := g.N
	if g.Finished {
		opt.Title = fmt.Sprintf("Solved · %d×%d · %s", n, n, chat.Clock(int(g.Elapsed().Seconds())))
		return b.encode(render.Solution(puzzle, cur, opt))
	}
	if g.HasMarks() {
		c := g.Candidates()
		opt.Marks = &c
	}
	me := g.CursorOf(v.viewer)
	if g.Together {
		for _, m := range drawnCursors(g, "") {
			opt.Cursors = append(opt.Cursors, render.Cursor{Cell: m.cursor.Selected, Colour: m.cursor.Colour % cursorColours})
		}
	} else if me.Selected >= 0 {
		opt.Selected = []int{me.Selected}
	}
	opt.Highlight = me.Light
	switch {
	case opt.Highlight != 0:
	case me.Brush > 0 && set.DigitFirst:
		opt.Highlight = me.Brush
	case !set.NoHighlights && me.Selected >= 0:
		opt.Highlight = int(g.Cells[me.Selected])
	}
	if !set.NoHighlights && me.Selected >= 0 {
		opt.Shade = peers(g, me.Selected)
	}
	opt.Conflicts = g.Conflicts()
	if mistakesShown(g, set) {
		for _, i := range g.WrongCells() {
			opt.Mistakes = append(opt.Mistakes, sudoku.Mistake{Cell: i, Digit: int(g.Cells[i])})
		}
	}
	opt.Mistakes = append(opt.Mistakes, v.mistakes...)
	if s := rungStep(v); s != nil {
		opt.Step = s // a rung's picture reveals no more than its text
		if opt.Marks == nil && v.rung >= 2 && len(v.step.Eliminations) > 0 {
			c := sudoku.NewCandidates(cur)
			opt.Marks = &c
		}
	}
	opt.Window = window(g, me.Selected)
	return b.encode(render.Sudoku(puzzle, cur, opt))
}

// mistakesShown reports whether the board circles wrong digits: after a check until the
// next change, or at once when the member chose so, except on the puzzle of the day,
// where seeing a mistake costs a Check.
func mistakesShown(g *game.Game, set store.PlayerSettings) bool {
	return g.Reveal || (set.Mistakes && g.Kind != GameKindDaily)
}

// peers returns the cells of cell i's row, column and box (i included): the automatic
// highlight of the selection.
func peers(g *game.Game, i int) []int {
	n := g.N
	r, c := i/n, i%n
	br, bc := r/g.BoxRows*g.BoxRows, c/g.BoxCols*g.BoxCols
	var out []int
	for j := range n * n {
		jr, jc := j/n, j%n
		if jr == r || jc == c || (jr/g.BoxRows*g.BoxRows == br && jc/g.BoxCols*g.BoxCols == bc) {
			out = append(out, j)
		}
	}
	return out
}

// dailyRule is the line under a board of the puzzle of the day: how hints and checks
// count there.
var dailyRule = "-# Puzzle of the day: " + session.HintRule + " Wrong digits show only when you press ✔️ **Check** (mistakes at once is off here); a Check that finds one adds " +
	chat.Clock(int(store.WrongCheckPenalty.Seconds())) + "."

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
		lines = append(lines, head)
		switch {
		case v.result != "" && v.note == "":
			lines = append(lines, "🎉 **Solved!** "+v.result)
		case v.result != "":
			lines = append(lines, "🎉 **Solved!**", v.note)
		default:
			checks := counted(g.Checks, "check")
			if g.Checks > 0 {
				checks += fmt.Sprintf(" (%d wrong)", g.Wrong)
			}
			lines = append(lines, fmt.Sprintf("🎉 **Solved!** Time %s · %s · %s · %s.", chat.Clock(int(g.Elapsed().Seconds())),
				counted(g.Hints, "hint"), checks, counted(g.Mistakes, "mistake")))
			if v.note != "" {
				lines = append(lines, v.note)
			}
		}
		if g.Together {
			lines = append(lines, "Thanks to "+credits(g)+".")
		}
		if !g.Shared {
			lines = append(lines, "Press **📣 Share** to post the result (no digits) in the channel.")
		}
		return strings.Join(lines, "\n")
	}
	head += fmt.Sprintf(" · %d to go · ⏱ %s", g.Left(), chat.Clock(int(g.Elapsed().Seconds())))
	if g.Hints > 0 {
		head += " · " + counted(g.Hints, "hint")
	}
	lines = append(lines, head, status(g, set, v))
	if g.AtLadderTop() && !strings.Contains(v.note, "Apply") {
		lines = append(lines, "💡 The last hint's step is ready: **✅ Apply** plays it (no extra hint).")
	}
	if v.note != "" {
		lines = append(lines, v.note)
	}
	if g.Kind == GameKindDaily {
		lines = append(lines, dailyRule)
	}
	return strings.Join(lines, "\n")
}

// status is the line under the heading: where the viewer's presses land (or, on a co-op
// board's shared message, everyone's cursors), pencil mode, the highlight, clashes and
// shown mistakes.
func status(g *game.Game, set store.PlayerSettings, v view) string {
	me := g.CursorOf(v.viewer)
	var parts []string
	switch {
	case g.Together && !v.mine:
		for _, m := range drawnCursors(g, "") {
			p := fmt.Sprintf("%s <@%s> **%s**", cursorSquares[m.cursor.Colour%cursorColours], m.member, g.CellName(m.cursor.Selected))
			if m.cursor.Pencil {
				p += " ✏️"
			}
			parts = append(parts, p)
		}
		if len(parts) == 0 {
			parts = append(parts, "Nobody has chosen a cell yet")
		}
	case set.DigitFirst && me.Brush == eraser:
		parts = append(parts, "⌫ Eraser in hand: choose the cell to clear")
	case set.DigitFirst && me.Brush > 0:
		parts = append(parts, fmt.Sprintf("✋ **%s** in hand: choose where it goes", g.Symbol(me.Brush)))
	case set.DigitFirst:
		parts = append(parts, "Press a digit, then choose where it goes")
	case me.Selected >= 0:
		s := "Selected **" + g.CellName(me.Selected) + "**"
		if g.Given(me.Selected) {
			s += " (a given)"
		}
		parts = append(parts, s)
	default:
		parts = append(parts, "No cell selected")
	}
	if me.Pencil && (!g.Together || v.mine) {
		parts = append(parts, "✏️ pencil mode")
	}
	if me.Light != 0 && (!g.Together || v.mine) {
		parts = append(parts, "🔦 "+g.Symbol(me.Light))
	}
	if c := g.Conflicts(); len(c) > 0 {
		parts = append(parts, fmt.Sprintf("⚠️ %d clashing", len(c)))
	}
	if w := g.WrongCells(); len(w) > 0 && mistakesShown(g, set) {
		parts = append(parts, fmt.Sprintf("❌ %d wrong", len(w)))
	}
	return strings.Join(parts, " · ")
}

// credits names everyone who placed a correct digit first, most first.
func credits(g *game.Game) string {
	c := g.Credits()
	var parts []string
	for _, u := range g.Credited() {
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
// With activity, every board offers "Open board": the same game on the board inside
// Discord. On the first panel it takes the place of Check, which moves to the second
// panel (the first is full on a 9×9 or larger: two menus, the digits, the tools).
func boardRows(g *game.Game, set store.PlayerSettings, v view, activity bool) []chat.Row {
	k := ids{g: g, mine: v.mine}
	btn := func(label, action string, style chat.ButtonStyle, arg ...string) chat.Button {
		return chat.Button{Label: label, ID: k.id(action, arg...), Style: style}
	}
	newGame := btn("🆕 New game", actNew, chat.Primary)
	if g.Together {
		newGame = btn("🆕 New game", actNewCoop, chat.Primary)
	}
	if g.Finished {
		row := []chat.Button{newGame}
		if !g.Together || v.mine { // the shared message keeps its starter's look
			row = append(row, btn(themeLabel(set), actTheme, chat.Secondary))
		}
		if !g.Shared {
			row = append([]chat.Button{btn("📣 Share", actShare, chat.Success)}, row...)
		}
		if activity {
			row = append(row, openBoard(g))
		}
		return []chat.Row{{Buttons: row}}
	}
	me := g.CursorOf(v.viewer)
	if panelOf(g, v) == panelMore {
		return moreRows(g, set, v, k, btn, newGame, activity)
	}
	var rows []chat.Row
	if set.DigitFirst {
		rows = placeRows(g, me, k)
	} else {
		rows = lineRows(g, me, k, g.Together && !v.mine)
	}
	style := chat.Secondary
	if me.Pencil && (!g.Together || v.mine) {
		style = chat.Success
	}
	var slots []chat.Button
	first, last := 1, g.N
	if g.N > 9 {
		page := me.Page % digitPages(g.N)
		first = page*digitsPerPage + 1
		last = min(first+digitsPerPage-1, g.N)
	}
	for d := first; d <= last; d++ {
		b := btn(g.Symbol(d), actDigit, style, strconv.Itoa(d))
		if set.DigitFirst && me.Brush == d {
			b.Style = chat.Primary
		}
		slots = append(slots, b)
	}
	if g.N > 9 {
		slots = append(slots, btn("More digits ›", actPage, chat.Secondary))
	}
	slots = append(slots, btn("⌫ Erase", actErase, chat.Danger))
	for k := 0; k < len(slots); k += chat.MaxRowButtons {
		rows = append(rows, chat.Row{Buttons: slots[k:min(k+chat.MaxRowButtons, len(slots))]})
	}
	var pencil chat.Button
	switch {
	case g.Together && !v.mine:
		pencil = btn("✏️ Pencil on/off", actPencil, chat.Secondary)
	case me.Pencil:
		pencil = btn("✏️ Pencil: on", actPencil, chat.Success)
	default:
		pencil = btn("✏️ Pencil: off", actPencil, chat.Secondary)
	}
	undo := btn("↩️ Undo", actUndo, chat.Secondary)
	undo.Disabled = len(g.Undo) == 0
	hint := btn("💡 Hint", actHint, chat.Primary)
	if g.AtLadderTop() {
		hint = btn("✅ Apply", actApply, chat.Success)
	}
	more := btn("More…", actMore, chat.Secondary)
	if g.Together && !v.mine {
		more = btn("More… (just for you)", actMine, chat.Secondary)
	}
	fifth := btn("✔️ Check", actCheck, chat.Secondary)
	if activity {
		fifth = openBoard(g)
	}
	rows = append(rows, chat.Row{Buttons: []chat.Button{pencil, undo, hint, fifth, more}})
	return rows
}

// lineRows are the row and column menus of cell-first input. The shared message of a
// co-op board shows no choice as made, since each member has their own.
func lineRows(g *game.Game, me game.Cursor, k ids, shared bool) []chat.Row {
	selRow, selCol := 0, 0
	if me.Selected >= 0 && !shared {
		selRow, selCol = me.Selected/g.N+1, me.Selected%g.N+1
	}
	line := func(action, name string, sel int) chat.Row {
		var opts []chat.Option
		for i := 1; i <= g.N; i++ {
			opts = append(opts, chat.Option{Label: fmt.Sprintf("%s %d", name, i), Value: strconv.Itoa(i), Default: i == sel})
		}
		return chat.Row{Select: &chat.Select{ID: k.id(action), Placeholder: "Choose a " + strings.ToLower(name), Options: opts}}
	}
	return []chat.Row{line(actRow, "Row", selRow), line(actCol, "Column", selCol)}
}

// placeRows are the menus of digit-first input: the cells the digit in hand may go in
// (the empty cells where no row, column or box holds it; for the eraser, the cells with a
// digit or marks of the player's), in one menu when they fit, else a menu of boxes and
// one of the cells of the chosen box.
func placeRows(g *game.Game, me game.Cursor, k ids) []chat.Row {
	if me.Brush == 0 {
		return []chat.Row{{Select: &chat.Select{ID: k.id(actPlace, "0"), Placeholder: "Press a digit below, then choose where it goes",
			Options: []chat.Option{{Label: "Press a digit first", Value: "-1"}}, Disabled: true}}}
	}
	cells := placeCells(g, me.Brush)
	what := "Place " + g.Symbol(max(me.Brush, 1)) + " in…"
	if me.Brush == eraser {
		what = "Erase…"
	}
	if len(cells) == 0 {
		return []chat.Row{{Select: &chat.Select{ID: k.id(actPlace, strconv.Itoa(me.Brush)), Placeholder: "No cell can take it now",
			Options: []chat.Option{{Label: "No cell", Value: "-1"}}, Disabled: true}}}
	}
	menu := func(cells []int) chat.Row {
		var opts []chat.Option
		for _, c := range cells {
			opts = append(opts, chat.Option{Label: g.CellName(c), Value: strconv.Itoa(c),
				Description: fmt.Sprintf("row %d, column %d, box %d", c/g.N+1, c%g.N+1, boxOf(g, c)+1)})
		}
		return chat.Row{Select: &chat.Select{ID: k.id(actPlace, strconv.Itoa(me.Brush)), Placeholder: what, Options: opts}}
	}
	if len(cells) <= chat.MaxOptions {
		return []chat.Row{menu(cells)}
	}
	byBox := map[int][]int{}
	for _, c := range cells {
		byBox[boxOf(g, c)] = append(byBox[boxOf(g, c)], c)
	}
	chosen := -1
	if me.Selected >= 0 && len(byBox[boxOf(g, me.Selected)]) > 0 {
		chosen = boxOf(g, me.Selected)
	}
	var opts []chat.Option
	for box := range g.N {
		if len(byBox[box]) == 0 {
			continue
		}
		if chosen < 0 {
			chosen = box
		}
		opts = append(opts, chat.Option{Label: fmt.Sprintf("Box %d (%d cells)", box+1, len(byBox[box])), Value: strconv.Itoa(box + 1), Default: box == chosen})
	}
	return []chat.Row{{Select: &chat.Select{ID: k.id(actBox), Placeholder: "Choose a box", Options: opts}}, menu(byBox[chosen])}
}

// placeCells are the cells the digit d in hand may go in (see placeRows), in cell order.
func placeCells(g *game.Game, d int) []int {
	var out []int
	if d == eraser {
		for i := range g.Cells {
			if !g.Given(i) && (g.Cells[i] != 0 || g.Marks[i] != 0) {
				out = append(out, i)
			}
		}
		return out
	}
	seen := make([]bool, g.N*g.N)
	for i, c := range g.Cells {
		if int(c) == d {
			for _, p := range peers(g, i) {
				seen[p] = true
			}
		}
	}
	for i, c := range g.Cells {
		if c == 0 && !seen[i] {
			out = append(out, i)
		}
	}
	return out
}

// boxOf is the box of cell i, 0-based in reading order.
func boxOf(g *game.Game, i int) int {
	r, c := i/g.N, i%g.N
	return r/g.BoxRows*(g.N/g.BoxCols) + c/g.BoxCols
}

// moreRows is the second panel: the highlight, redo, pencil marks, typed moves (and Check
// when "Open board" took its place on the first panel), the member's settings, a new
// game, the saved games, and the way back.
func moreRows(g *game.Game, set store.PlayerSettings, v view, k ids, btn func(string, string, chat.ButtonStyle, ...string) chat.Button, newGame chat.Button, activity bool) []chat.Row {
	me := g.CursorOf(v.viewer)
	opts := []chat.Option{{Label: "No highlight", Value: "0", Default: me.Light == 0}}
	for d := 1; d <= g.N; d++ {
		opts = append(opts, chat.Option{Label: "Highlight " + g.Symbol(d), Value: strconv.Itoa(d), Default: me.Light == d})
	}
	opts = opts[:min(len(opts), chat.MaxOptions)]
	redo := btn("↪️ Redo", actRedo, chat.Secondary)
	redo.Disabled = len(g.Redo) == 0
	tools := []chat.Button{redo, btn("✏️ Fill pencil marks", actAuto, chat.Secondary), btn("⌨️ Type moves", actType, chat.Primary)}
	if activity { // Check left the first panel for "Open board"
		tools = append(tools, btn("✔️ Check", actCheck, chat.Secondary))
	}
	if g.Together {
		tools = append(tools, btn("📌 Re-post the board", actRepost, chat.Secondary))
	}
	rows := []chat.Row{
		{Select: &chat.Select{ID: k.id(actLight), Placeholder: "Highlight a digit", Options: opts}},
		{Buttons: tools},
		{Buttons: []chat.Button{btn(themeLabel(set), actTheme, chat.Secondary), btn(mistakesLabel(set), actMistakes, chat.Secondary),
			btn(inputLabel(set), actInput, chat.Secondary), btn(lightsLabel(set), actLights, chat.Secondary), newGame}},
	}
	if len(v.saved) > 0 {
		var games []chat.Option
		for _, s := range v.saved {
			games = append(games, chat.Option{Label: fmt.Sprintf("%s · %d to go", describe(s), s.Left()), Value: s.ID,
				Description: "last played " + s.LastAction.UTC().Format("2006-01-02 15:04 UTC")})
		}
		rows = append(rows, chat.Row{Select: &chat.Select{ID: k.id(actSaved), Placeholder: "Saved games: resume another", Options: games}})
	}
	return append(rows, chat.Row{Buttons: []chat.Button{btn("◀ Back to the board", actBack, chat.Primary)}})
}

// openBoard is the button that opens g on the board inside Discord (the Activity). A
// board of the puzzle of the day opens the Activity's daily, as the post's button does:
// the member's same game, in a room where everyone plays the day's puzzle.
func openBoard(g *game.Game) chat.Button {
	l := session.Launch{Game: g.ID}
	if g.Kind == GameKindDaily {
		l = session.Launch{Daily: true}
	}
	return chat.Button{Label: "🎮 Open board", ID: session.LaunchButtonID(l), Style: chat.Secondary}
}

// encode turns a picture drawn by render into PNG bytes, as the bot encodes them.
func (b *Board) encode(img image.Image, err error) ([]byte, error) {
	if err != nil {
		return nil, err
	}
	return b.host.EncodePNG(img)
}
