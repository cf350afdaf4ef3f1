package discord_test

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/bot/store/sqlite"
)

// classicLine is the classic puzzle on one line, for the puzzle option.
const classicLine = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

// classicSolutionLine is its solution.
const classicSolutionLine = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"

// A board is one state of a play board as Discord would show it.
type board struct {
	data  map[string]any // content and components
	files []discordtest.File
	typ   int // 4 (new message), 7 (update) or 6 (deferred update, then edited)
}

func (b board) text() string { return content(b.data) }

// control returns the custom ID of the button labelled label (a prefix is enough), or of the
// select menu whose placeholder starts with label.
func (b board) control(t testing.TB, label string) string {
	t.Helper()
	rows, _ := b.data["components"].([]any)
	for _, r := range rows {
		cs, _ := r.(map[string]any)["components"].([]any)
		for _, c := range cs {
			cm := c.(map[string]any)
			name, _ := cm["label"].(string)
			if name == "" {
				name, _ = cm["placeholder"].(string)
			}
			if strings.HasPrefix(name, label) {
				id, _ := cm["custom_id"].(string)
				return id
			}
		}
	}
	t.Fatalf("no control %q on the board:\n%s", label, b.text())
	return ""
}

// has reports whether the board has a control labelled label.
func (b board) has(label string) bool {
	rows, _ := b.data["components"].([]any)
	for _, r := range rows {
		cs, _ := r.(map[string]any)["components"].([]any)
		for _, c := range cs {
			name, _ := c.(map[string]any)["label"].(string)
			if strings.HasPrefix(name, label) {
				return true
			}
		}
	}
	return false
}

// boardOf reads interaction id's answer: a callback of type 4 or 7, or a deferral (5 or 6)
// followed by an edit. Every correct shape is accepted.
func (e *env) boardOf(id string) board {
	e.t.Helper()
	r := e.callback(id)
	typ := respType(r)
	if typ == 5 || typ == 6 {
		ed := e.edit(id)
		if f := flags(respData(r)); f != 0 {
			ed.JSON["flags"] = float64(f) // a deferral says up front whether the reply is private
		}
		return board{data: ed.JSON, files: ed.Files, typ: typ}
	}
	return board{data: respData(r), files: r.Files, typ: typ}
}

// playCmd sends /sudoku play with options and returns the board.
func (e *env) playCmd(opts ...map[string]any) board {
	e.t.Helper()
	return e.boardOf(e.interact(discordtest.TypeCommand, slash("play", opts...)))
}

// tap presses a board control (with select values) as user (the default member when "").
func (e *env) tap(id string, user string, values ...string) board {
	e.t.Helper()
	data := map[string]any{"custom_id": id, "component_type": 2}
	if len(values) > 0 {
		data["component_type"] = 3
		data["values"] = values
	}
	var opts []discordtest.Option
	if user != "" {
		opts = append(opts, discordtest.FromUser(user))
	}
	b := e.boardOf(e.interact(discordtest.TypeComponent, data, opts...))
	return b
}

// update presses a control that must update the board in place (type 7, or 6 + edit).
func (e *env) update(t *testing.T, b board, label string, values ...string) board {
	t.Helper()
	nb := e.tap(b.control(t, label), "", values...)
	if nb.typ != 7 && nb.typ != 6 {
		t.Fatalf("%s: response type %d, want an update (7 or 6): %s", label, nb.typ, nb.text())
	}
	checkBoardPNG(t, nb)
	return nb
}

// selectCell chooses row r and column c on the board.
func (e *env) selectCell(t *testing.T, b board, r, c int) board {
	t.Helper()
	b = e.update(t, b, "Choose a row", fmt.Sprint(r))
	b = e.update(t, b, "Choose a column", fmt.Sprint(c))
	if want := fmt.Sprintf("Selected **r%dc%d**", r, c); !strings.Contains(b.text(), want) {
		t.Fatalf("after choosing r%dc%d: %q", r, c, b.text())
	}
	return b
}

// typeMoves opens the typed-moves form from the board and submits text.
func (e *env) typeMoves(t *testing.T, b board, user, text string) board {
	t.Helper()
	switch {
	case b.has("⌨️ Type moves"):
	case b.has("More… (just for you)"): // a co-op board: the second panel is a private view
		b = e.mine(t, b, user)
	default:
		b = e.update(t, b, "More…")
	}
	r := e.press(b.control(t, "⌨️ Type moves"))
	if respType(r) != 9 {
		t.Fatalf("Type moves: response type %d, want 9 (a form)", respType(r))
	}
	modalID, _ := respData(r)["custom_id"].(string)
	id := strings.TrimPrefix(modalID, "modal:")
	opts := []discordtest.Option{fromBoard()}
	if user != "" {
		opts = append(opts, discordtest.FromUser(user))
	}
	nb := e.boardOf(e.interact(discordtest.TypeModalSubmit, modalSubmit(modalID, text), opts...))
	if nb.typ != 7 && nb.typ != 6 {
		t.Fatalf("typed moves %q: response type %d, want an update: %s", text, nb.typ, nb.text())
	}
	_ = id
	return nb
}

// mine opens member user's private view of a co-op board (its More… button): a new private
// message with the second panel.
func (e *env) mine(t *testing.T, b board, user string) board {
	t.Helper()
	v := e.tap(b.control(t, "More… (just for you)"), user)
	if (v.typ != 4 && v.typ != 5) || flags(v.data)&64 == 0 || !v.has("⌨️ Type moves") {
		t.Fatalf("More… on a co-op board: type %d flags %d, want a private view with the second panel: %s", v.typ, flags(v.data), v.text())
	}
	checkBoardPNG(t, v)
	return v
}

// fromBoard marks a form submission as sent from the board message (so it may update it).
func fromBoard() discordtest.Option {
	return func(m map[string]any) {
		m["message"] = map[string]any{"id": "800000000000000001", "channel_id": discordtest.ChannelID, "content": "", "flags": 64}
	}
}

// checkBoardPNG checks that the board carries one decodable PNG under 60 KB (9×9 and less).
func checkBoardPNG(t testing.TB, b board) {
	t.Helper()
	if len(b.files) != 1 {
		t.Fatalf("board: %d files, want 1", len(b.files))
	}
	if _, err := png.Decode(bytes.NewReader(b.files[0].Data)); err != nil {
		t.Fatalf("board picture: %v", err)
	}
	if strings.Contains(b.text(), "9×9") && len(b.files[0].Data) > 60<<10 {
		t.Errorf("a 9×9 board picture is %d bytes, want under 60 KB", len(b.files[0].Data))
	}
}

// toGo reads "N to go" from the board text.
func toGo(t testing.TB, b board) int {
	t.Helper()
	m := regexp.MustCompile(`(\d+) to go`).FindStringSubmatch(b.text())
	if m == nil {
		t.Fatalf("no count of cells to go in %q", b.text())
	}
	var n int
	fmt.Sscan(m[1], &n)
	return n
}

// openClassic opens a private board of the classic puzzle.
func (e *env) openClassic(t *testing.T) board {
	t.Helper()
	b := e.playCmd(strOpt("puzzle", classicLine))
	if b.typ != 4 && b.typ != 5 {
		t.Fatalf("/sudoku play: response type %d", b.typ)
	}
	checkBoardPNG(t, b)
	return b
}

// sqliteStore opens (or reopens) a SQLite store at path for the test.
func sqliteStore(t *testing.T, path string) store.Store {
	t.Helper()
	st, err := sqlite.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// The TestPlay tests do not call t.Parallel: each presses dozens of times and draws a board
// for every press, and running them alongside the package's parallel tests would push those
// (which expect undeferred answers) past the defer threshold on a loaded 2-core machine.

// unlimited turns the per-member flood limit off: the tests press faster than people do.
var unlimited = bot.Limits{PlayBurst: -1}

func withStore(st store.Store) func(*bot.Config) {
	return func(c *bot.Config) { c.Store = st }
}

func TestPlayOpenPlacePencilEraseUndo(t *testing.T) {
	e := setup(t, setupOpts{limits: unlimited})
	b := e.playCmd(strOpt("puzzle", classicLine))
	if b.typ != 4 || flags(b.data)&64 == 0 {
		t.Fatalf("/sudoku play: type %d flags %d, want a private (ephemeral) message", b.typ, flags(b.data))
	}
	checkBoardPNG(t, b)
	if got := toGo(t, b); got != 51 {
		t.Fatalf("a new classic board has %d to go, want 51", got)
	}
	rows, _ := b.data["components"].([]any)
	if len(rows) != 5 {
		t.Errorf("the board has %d rows of controls, want 5", len(rows))
	}

	b = e.selectCell(t, b, 3, 5)
	b = e.update(t, b, "4")
	if toGo(t, b) != 50 {
		t.Errorf("after placing r3c5=4: %q", b.text())
	}
	// A given cannot change.
	b = e.selectCell(t, b, 1, 1)
	b = e.update(t, b, "9")
	if !strings.Contains(b.text(), "a given cannot change") || toGo(t, b) != 50 {
		t.Errorf("pressing a digit on a given: %q", b.text())
	}
	// Pencil marks in r1c3, then erase them.
	b = e.selectCell(t, b, 1, 3)
	b = e.update(t, b, "✏️ Pencil: off")
	if !strings.Contains(b.text(), "pencil mode") || !b.has("✏️ Pencil: on") {
		t.Fatalf("pencil mode not shown: %q", b.text())
	}
	b = e.update(t, b, "1")
	b = e.update(t, b, "2")
	withMarks := len(b.files[0].Data)
	b = e.update(t, b, "⌫ Erase")
	if toGo(t, b) != 50 {
		t.Errorf("erasing marks changed the digits: %q", b.text())
	}
	if len(b.files[0].Data) >= withMarks {
		t.Logf("picture with marks %d bytes, without %d", withMarks, len(b.files[0].Data))
	}
	// Undo the erase, the two marks, then the placement; redo the placement.
	b = e.update(t, b, "✏️ Pencil: on")
	for range 3 {
		b = e.update(t, b, "↩️ Undo")
	}
	if toGo(t, b) != 50 {
		t.Errorf("after undoing the pencil steps: %q", b.text())
	}
	b = e.update(t, b, "↩️ Undo")
	if toGo(t, b) != 51 {
		t.Errorf("after undoing the placement: %q", b.text())
	}
	b = e.update(t, b, "More…")
	b = e.update(t, b, "↪️ Redo")
	if toGo(t, b) != 50 {
		t.Errorf("after redo: %q", b.text())
	}
	// Highlight a digit from the second panel, then go back.
	b = e.update(t, b, "Highlight a digit", "5")
	if !strings.Contains(b.text(), "🔦 5") {
		t.Errorf("highlight not shown: %q", b.text())
	}
	// Auto-fill the pencil marks: the picture grows with them.
	before := len(b.files[0].Data)
	b = e.update(t, b, "✏️ Fill pencil marks")
	if !strings.Contains(b.text(), "Pencil marks filled in") || len(b.files[0].Data) <= before {
		t.Errorf("auto-fill: %q (%d bytes, %d before)", b.text(), len(b.files[0].Data), before)
	}
	b = e.update(t, b, "◀ Back")
	if !b.has("💡 Hint") {
		t.Errorf("back did not show the board's controls")
	}
	if u := e.f.Unknown(); len(u) > 0 {
		t.Errorf("unknown routes: %v", u)
	}
	for id, n := range e.f.Callbacks() {
		if n != 1 {
			t.Errorf("interaction %s got %d callbacks", id, n)
		}
	}
}

func TestPlayResumeAndNewGame(t *testing.T) {
	e := setup(t, setupOpts{limits: unlimited})
	b := e.playCmd() // no game yet: a new puzzle of the default band
	if !strings.Contains(b.text(), "easy") || !strings.Contains(b.text(), "A new puzzle") {
		t.Fatalf("a first /sudoku play: %q", b.text())
	}
	checkBoardPNG(t, b)
	gameID := strings.Split(b.control(t, "Choose a row"), ":")[1]
	b = e.selectCell(t, b, 1, 1)
	again := e.playCmd()
	if !strings.Contains(again.text(), "Welcome back") {
		t.Fatalf("a second /sudoku play: %q", again.text())
	}
	if id := strings.Split(again.control(t, "Choose a row"), ":")[1]; id != gameID {
		t.Errorf("resumed game %s, want %s", id, gameID)
	}
	if !strings.Contains(again.text(), "Selected **r1c1**") {
		t.Errorf("the resumed board lost the selection: %q", again.text())
	}
	// New game (under More) replaces it; /sudoku play then resumes the new one.
	nb := e.update(t, e.update(t, again, "More…"), "🆕 New game")
	newID := strings.Split(nb.control(t, "Choose a row"), ":")[1]
	if newID == gameID {
		t.Fatalf("New game kept the old game")
	}
	if id := strings.Split(e.playCmd().control(t, "Choose a row"), ":")[1]; id != newID {
		t.Errorf("after New game, /sudoku play resumed %s, want %s", id, newID)
	}
	// A band and size make a new game at once.
	small := e.playCmd(strOpt("band", "beginner"), map[string]any{"name": "size", "type": 4, "value": 4})
	if !strings.Contains(small.text(), "4×4 · beginner") {
		t.Errorf("/sudoku play band:beginner size:4: %q", small.text())
	}
}

func TestPlayTypedMoves(t *testing.T) {
	e := setup(t, setupOpts{limits: unlimited})
	b := e.openClassic(t)
	b = e.typeMoves(t, b, "", "r1c3 4, r1c4=6 p r2c2 27")
	if !strings.Contains(b.text(), "Played 3 moves") || toGo(t, b) != 49 {
		t.Fatalf("typed moves: %q", b.text())
	}
	for _, tc := range []struct{ moves, want string }{
		{"r0c5 7", "**r0c5** is off the board"},
		{"r1c1 9", "a given cannot change"},
		{"r1c6 12", "**12** is not a digit of a 9×9"},
		{"hello", "**hello** is not a move"},
		{"3,5 4", "**3,5 4** is not a move: a cell is written with its row and column, like `r3c5 4`"},
	} {
		b = e.typeMoves(t, b, "", tc.moves)
		if !strings.Contains(b.text(), tc.want) || !strings.Contains(b.text(), "Nothing was played") || toGo(t, b) != 49 {
			t.Errorf("typed %q: %q, want it to say %q", tc.moves, b.text(), tc.want)
		}
	}
	// The same grammar as an option of /sudoku play (on the resumed game).
	b = e.playCmd(strOpt("moves", "r1c6 8; x r1c3"))
	if !strings.Contains(b.text(), "Played 2 moves") || toGo(t, b) != 49 {
		t.Errorf("/sudoku play moves: %q", b.text())
	}
}

func TestPlayHintLadderOnProgress(t *testing.T) {
	e := setup(t, setupOpts{limits: unlimited})
	b := e.openClassic(t)
	for rung := 1; rung <= 4; rung++ {
		b = e.update(t, b, "💡 Hint")
		if want := fmt.Sprintf("Hint %d/4", rung); !strings.Contains(b.text(), want) {
			t.Fatalf("hint press %d: %q", rung, b.text())
		}
	}
	// One hint: the four rungs of one step count once (daily.HintRule), and Hint again at
	// the top rung shows the same step, free.
	if !strings.Contains(b.text(), "· 1 hint") || !b.has("✅ Apply") {
		t.Errorf("hints not counted once, or no Apply at the top rung: %q", b.text())
	}
	// A wrong digit: the next hint is about it.
	b = e.selectCell(t, b, 1, 3)
	b = e.update(t, b, "1")
	b = e.update(t, b, "💡 Hint")
	if !strings.Contains(b.text(), "fix these first") || !strings.Contains(b.text(), "r1c3") {
		t.Errorf("hint after a mistake: %q", b.text())
	}
	// Fixed (the selection moved on after the 1: choose r1c3 again): the ladder starts
	// again at rung 1 on the new grid.
	b = e.selectCell(t, b, 1, 3)
	b = e.update(t, b, "4")
	b = e.update(t, b, "💡 Hint")
	if !strings.Contains(b.text(), "Hint 1/4") {
		t.Errorf("hint after fixing: %q", b.text())
	}
}

func TestPlayCheckMistakesOffAndOn(t *testing.T) {
	e := setup(t, setupOpts{limits: unlimited})
	b := e.openClassic(t)
	b = e.selectCell(t, b, 1, 3)
	b = e.update(t, b, "1") // wrong: the solution has 4
	if strings.Contains(b.text(), "wrong") {
		t.Errorf("mistakes off: a wrong digit is announced before Check: %q", b.text())
	}
	b = e.update(t, b, "✔️ Check")
	if !strings.Contains(b.text(), "1 digit is wrong") || !strings.Contains(b.text(), "❌ 1 wrong") {
		t.Errorf("Check: %q", b.text())
	}
	b = e.selectCell(t, b, 1, 3) // the selection moved on to r1c4 after the 1
	b = e.update(t, b, "4")
	b = e.update(t, b, "✔️ Check")
	if !strings.Contains(b.text(), "no wrong digits") {
		t.Errorf("Check after fixing: %q", b.text())
	}
	// Mistakes on: a wrong digit is shown at once; clashes are shown either way.
	b = e.update(t, e.update(t, b, "More…"), "Mistakes: on Check")
	b = e.update(t, b, "◀ Back")
	b = e.selectCell(t, b, 1, 4)
	b = e.update(t, b, "5") // wrong and clashing with r1c1=5
	if !strings.Contains(b.text(), "❌ 1 wrong") || !strings.Contains(b.text(), "clashing") {
		t.Errorf("mistakes on: %q", b.text())
	}
}

func TestPlayFinishAndShare(t *testing.T) {
	e := setup(t, setupOpts{limits: unlimited})
	b := e.openClassic(t)
	var moves []string
	last := strings.LastIndexByte(classicLine, '.') // r9c7
	for i := 0; i < 81; i++ {
		if classicLine[i] == '.' && i != last {
			moves = append(moves, fmt.Sprintf("r%dc%d %c", i/9+1, i%9+1, classicSolutionLine[i]))
		}
	}
	b = e.typeMoves(t, b, "", strings.Join(moves, ", "))
	if toGo(t, b) != 1 {
		t.Fatalf("before the last digit: %q", b.text())
	}
	b = e.update(t, b, "✔️ Check")
	b = e.selectCell(t, b, 9, 7)
	b = e.update(t, b, "1")
	if !strings.Contains(b.text(), "Solved!") || !strings.Contains(b.text(), "0 hints") || !strings.Contains(b.text(), "1 check") {
		t.Fatalf("finish: %q", b.text())
	}
	share := e.tap(b.control(t, "📣 Share"), "")
	if share.typ != 4 || flags(share.data)&64 != 0 {
		t.Fatalf("Share: type %d flags %d, want a public message", share.typ, flags(share.data))
	}
	line := share.text()
	if !strings.Contains(line, "solved a 9×9 custom Sudoku") || !strings.Contains(line, "no hints") {
		t.Errorf("share line %q", line)
	}
	if regexp.MustCompile(`\d{4,}`).MatchString(strings.ReplaceAll(line, "<@"+discordtest.UserID+">", "")) || len(share.files) != 0 {
		t.Errorf("the share line gives digits away: %q", line)
	}
}

func TestPlaySettings(t *testing.T) {
	e := setup(t, setupOpts{limits: unlimited})
	r := e.boardOf(e.interact(discordtest.TypeCommand, slash("settings", strOpt("theme", "dark"), boolOpt("mistakes", true))))
	if flags(r.data)&64 == 0 || !strings.Contains(r.text(), "Theme: **dark**") || !strings.Contains(r.text(), "at once") {
		t.Fatalf("/sudoku settings: %q", r.text())
	}
	b := e.openClassic(t)
	if bg := corner(t, b); bg > 0x80 {
		t.Errorf("dark theme: the board's corner is %#x, want dark", bg)
	}
	// Every picture drawn for the member uses their theme: a solve too.
	solved := e.boardOf(e.interact(discordtest.TypeCommand, slash("solve", strOpt("puzzle", classic))))
	if bg := corner(t, solved); bg > 0x80 {
		t.Errorf("dark theme: the solution picture's corner is %#x, want dark", bg)
	}
	// The toggle on the settings reply switches back to light.
	r2 := e.tap(r.control(t, "Switch to light"), "")
	if r2.typ != 7 || !strings.Contains(r2.text(), "Theme: **light**") {
		t.Errorf("toggle: type %d %q", r2.typ, r2.text())
	}
	b = e.update(t, b, "✔️ Check") // any press redraws with the member's current settings
	if bg := corner(t, b); bg < 0x80 {
		t.Errorf("light theme: the board's corner is %#x, want light", bg)
	}
}

// corner returns the red channel of the board picture's top-left pixel.
func corner(t *testing.T, b board) uint32 {
	img, err := png.Decode(bytes.NewReader(b.files[0].Data))
	if err != nil {
		t.Fatal(err)
	}
	r, _, _, _ := img.At(0, 0).RGBA()
	return r >> 8
}

func TestPlayRestartMidGame(t *testing.T) {
	path := filepath.Join(t.TempDir(), "play.db")
	e := setup(t, setupOpts{limits: unlimited, config: withStore(sqliteStore(t, path))})
	b := e.openClassic(t)
	b = e.selectCell(t, b, 3, 5)
	b = e.update(t, b, "4")
	e.a.Close()
	deadline := time.Now().Add(wait)
	for e.f.Clients() > 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	// A new bot process on the same file: the old board's buttons keep working.
	e.start(setupOpts{limits: unlimited, config: withStore(sqliteStore(t, path))})
	b = e.update(t, b, "✔️ Check")
	if toGo(t, b) != 50 || !strings.Contains(b.text(), "Selected **r3c6**") { // moved on after the 4
		t.Errorf("after the restart: %q", b.text())
	}
	if again := e.playCmd(); !strings.Contains(again.text(), "Welcome back") || toGo(t, again) != 50 {
		t.Errorf("resume after the restart: %q", again.text())
	}
}

func TestPlayOldCopyReloads(t *testing.T) {
	e := setup(t, setupOpts{limits: unlimited})
	old := e.coop(t)
	mine := e.tap(old.control(t, "Choose a row"), alice, "1")
	mine = e.tap(mine.control(t, "Choose a column"), alice, "3")
	// Bob places a digit in r1c3 after alice's board was drawn: alice's digit there, pressed
	// on that board, is not played; the board reloads and says why.
	b := e.tap(old.control(t, "Choose a row"), bob, "1")
	b = e.tap(b.control(t, "Choose a column"), bob, "3")
	e.tap(b.control(t, "4"), bob)
	r := e.tap(mine.control(t, "9"), alice)
	if !strings.Contains(r.text(), "r1c3 changed after this board was drawn") || toGo(t, r) != 50 {
		t.Errorf("a press on a cell someone changed since: %q", r.text())
	}
	// A digit on a cell nobody else changed is played, even from an old copy; so is one on
	// a cell the member changed themselves since (a move sent before the board caught up).
	e.tap(old.control(t, "Choose a column"), alice, "4")
	if r = e.tap(old.control(t, "6"), alice); toGo(t, r) != 49 {
		t.Errorf("a press on an unchanged cell from an old copy: %q", r.text())
	}
	e.tap(old.control(t, "Choose a column"), alice, "4")
	if r = e.tap(old.control(t, "6"), alice); toGo(t, r) != 50 || strings.Contains(r.text(), "changed after") {
		t.Errorf("a press on the member's own changed cell from an old copy: %q", r.text())
	}
}

func TestPlayOthersPrivateBoard(t *testing.T) {
	e := setup(t, setupOpts{limits: unlimited})
	b := e.openClassic(t)
	r := e.tap(b.control(t, "💡 Hint"), "4242")
	if r.typ != 4 || flags(r.data)&64 == 0 || !strings.Contains(r.text(), "belongs to someone else") {
		t.Errorf("another member's press: type %d %q", r.typ, r.text())
	}
}

func TestPlayFloodRefusedPolitely(t *testing.T) {
	e := setup(t, setupOpts{limits: bot.Limits{PlayBurst: 5, PlayWindow: time.Minute}})
	b := e.openClassic(t)
	id := b.control(t, "✔️ Check")
	var ids []string
	for range 30 {
		ids = append(ids, e.interact(discordtest.TypeComponent, button(id)))
	}
	refused := 0
	for _, i := range ids {
		r := e.boardOf(i)
		if strings.Contains(r.text(), "Wait") {
			refused++
			if flags(r.data)&64 == 0 {
				t.Errorf("a refusal is public: %q", r.text())
			}
		}
	}
	if refused == 0 {
		t.Errorf("30 presses at once: none refused")
	}
	for _, i := range ids {
		if n := e.f.Callbacks()[i]; n != 1 {
			t.Errorf("interaction %s: %d callbacks", i, n)
		}
	}
}

func TestPlayTogetherTwoMembers(t *testing.T) {
	e := setup(t, setupOpts{limits: unlimited})
	b := e.playCmd(strOpt("puzzle", classicLine), boolOpt("together", true))
	if flags(b.data)&64 != 0 || !strings.Contains(b.text(), "co-op") {
		t.Fatalf("a co-op board must be public: flags %d %q", flags(b.data), b.text())
	}
	var first, second []string
	for i := 0; i < 81; i++ {
		if classicLine[i] != '.' {
			continue
		}
		m := fmt.Sprintf("r%dc%d %c", i/9+1, i%9+1, classicSolutionLine[i])
		if i < 40 {
			first = append(first, m)
		} else {
			second = append(second, m)
		}
	}
	b = e.typeMoves(t, b, "", strings.Join(first, " "))
	b = e.typeMoves(t, b, "4242", strings.Join(second, " "))
	if !strings.Contains(b.text(), "Solved!") {
		t.Fatalf("co-op finish: %q", b.text())
	}
	if !strings.Contains(b.text(), "<@"+discordtest.UserID+">") || !strings.Contains(b.text(), "<@4242>") {
		t.Errorf("the finish does not credit both members: %q", b.text())
	}
}

func TestPlayTwoInstancesOnPostgres(t *testing.T) {
	if os.Getenv("SUDOKUBOT_TEST_POSTGRES") == "" {
		t.Skip("SUDOKUBOT_TEST_POSTGRES is not set; set it to a PostgreSQL URL to run two instances on one database")
	}
	open, _ := sharedStore(t)
	// Two bot instances, each behind its own gateway connection, sharing the database.
	e1 := setup(t, setupOpts{limits: unlimited, config: withStore(open())})
	e2 := setup(t, setupOpts{limits: unlimited, config: withStore(open())})
	b := e1.openClassic(t)
	envs := []*env{e2, e1}
	steps := []struct {
		label  string
		values []string
	}{
		{"Choose a row", []string{"1"}}, {"Choose a column", []string{"3"}}, {"4", nil},
		{"Choose a column", []string{"4"}}, {"6", nil}, {"✏️ Pencil: off", nil},
		{"Choose a row", []string{"2"}}, {"Choose a column", []string{"2"}}, {"2", nil}, {"7", nil},
		{"↩️ Undo", nil}, {"✔️ Check", nil},
	}
	for k, s := range steps {
		e := envs[k%2]
		nb := e.tap(b.control(t, s.label), "", s.values...)
		if nb.typ != 7 && nb.typ != 6 {
			t.Fatalf("step %d (%s) on instance %d: type %d %q", k, s.label, k%2+1, nb.typ, nb.text())
		}
		if strings.Contains(nb.text(), "out of date") {
			t.Fatalf("step %d (%s): %q", k, s.label, nb.text())
		}
		b = nb
	}
	if toGo(t, b) != 49 || !strings.Contains(b.text(), "no wrong digits") || !strings.Contains(b.text(), "Selected **r2c2**") {
		t.Errorf("after alternating presses: %q", b.text())
	}
	// Two members press a digit into the same cell of a co-op board at once, each on an
	// instance of its own: one plays, the other's press is refused ("changed after this
	// board was drawn") and reloads, whichever instance saves first.
	coop := e1.coop(t)
	a := e1.tap(coop.control(t, "Choose a row"), alice, "1")
	a = e1.tap(a.control(t, "Choose a column"), alice, "3")
	bb := e2.tap(coop.control(t, "Choose a row"), bob, "1")
	bb = e2.tap(bb.control(t, "Choose a column"), bob, "3")
	i1 := e1.interact(discordtest.TypeComponent, button(a.control(t, "4")), discordtest.FromUser(alice))
	i2 := e2.interact(discordtest.TypeComponent, button(bb.control(t, "9")), discordtest.FromUser(bob))
	r1, r2 := e1.boardOf(i1), e2.boardOf(i2)
	reloads := 0
	for _, r := range []board{r1, r2} {
		if strings.Contains(r.text(), "changed after this board was drawn") {
			reloads++
		}
	}
	if reloads != 1 {
		t.Errorf("two members racing on one cell across instances: %d refused, want 1:\n%s\n%s", reloads, r1.text(), r2.text())
	}
}

func TestPlayFileAndBadPuzzles(t *testing.T) {
	e := setup(t, setupOpts{limits: unlimited})
	url := e.f.AddFile("puzzle.txt", discordtest.CDNFile{Body: []byte(classic), ContentType: "text/plain; charset=utf-8"})
	b := e.boardOf(e.interact(discordtest.TypeCommand, withAttachment(slash("play"), url, "puzzle.txt", "text/plain; charset=utf-8", len(classic))))
	checkBoardPNG(t, b)
	if toGo(t, b) != 51 || flags(b.data)&64 == 0 {
		t.Errorf("/sudoku play file: %q", b.text())
	}
	several := "123456789" + strings.Repeat(".", 72)
	unsolvable := strings.Replace(classicLine, "53..7", "532.7", 1)
	for _, tc := range []struct{ grid, want string }{
		{several, "more than one solution"},
		{unsolvable, "no solution"},
		{"1234567", "could not read"},
	} {
		r := e.boardOf(e.interact(discordtest.TypeCommand, slash("play", strOpt("puzzle", tc.grid))))
		if !strings.Contains(r.text(), tc.want) || flags(r.data)&64 == 0 || len(r.files) != 0 && strings.Contains(r.text(), "to go") {
			t.Errorf("/sudoku play puzzle:%q: %q, want %q", tc.grid, r.text(), tc.want)
		}
	}
}
