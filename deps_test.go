package sudokubot_test

// This test keeps the import arrows drawn in docs/architecture.md: each rule names a package
// pattern, what it may not depend on, and why. It runs `go list -deps -json ./...` once.

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"io/fs"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/sudokubot/sudokubot"

type listedPackage struct {
	ImportPath   string
	Dir          string
	Standard     bool
	Imports      []string
	TestImports  []string
	XTestImports []string
	Deps         []string
	GoFiles      []string
}

type rule struct {
	pkg        string   // module-relative path; a trailing "/..." matches the subtree
	stdlibOnly bool     // no dependency outside the standard library (transitively)
	bad        []string // transitive deps not allowed (prefix match)
	badDirect  []string // direct imports not allowed (prefix match)
	badExact   []string // module-relative packages it may not depend on, transitively (exact: "bot" but not "bot/store")
	closed     bool     // the module packages it may depend on are listed in allow, no others
	allow      []string // with closed: the module-relative packages allowed (exact)
	why        string
}

var rules = []rule{
	{pkg: "solver/...", stdlibOnly: true, badDirect: []string{"log", "log/slog"},
		why: "domain code must build and test with no third-party code and never log"},
	{pkg: "solver/sudoku", bad: []string{module + "/solver/sudoku/logic", module + "/solver/sudoku/explain", module + "/solver/sudoku/technique"},
		why: "what a Sudoku is knows nothing of the steps that solve it, nor of how they are found or worded"},
	{pkg: "solver/sudoku/technique", bad: []string{module + "/solver/sudoku/logic", module + "/solver/sudoku/explain"},
		why: "the vocabulary of steps (techniques and their descriptors, Step, notation, the ladder's rungs) sits on the grid alone: logic finds steps, explain words them, render draws them"},
	{pkg: "solver/sudoku/logic", bad: []string{module + "/solver/sudoku/explain"},
		why: "finders record their reasons in the Step; only explain words them"},
	{pkg: "solver/sudoku/logic/internal/...", bad: []string{module + "/solver/sudoku/explain"}, badExact: []string{"solver/sudoku/logic"},
		why: "the finders record reasons and never word them; the table that runs them (logic) sits above them"},
	{pkg: "solver/sudoku/logic/internal/basic", bad: []string{module + "/solver/sudoku/logic/internal/advanced"},
		why: "the hard-end finders build on the basic ones, never the other way round"},
	{pkg: "solver/sudoku/logic/internal/board", bad: []string{module + "/solver/sudoku/logic/internal/basic", module + "/solver/sudoku/logic/internal/advanced"},
		why: "the position knows no technique"},
	{pkg: "solver/sudoku/logic/internal/basic", bad: []string{module + "/solver/sudoku/logic/internal/serate"},
		why: "the finders serve both engines; the SE rater uses them, never the other way round"},
	{pkg: "solver/sudoku/logic/internal/advanced", bad: []string{module + "/solver/sudoku/logic/internal/serate"},
		why: "the finders serve both engines; the SE rater uses them, never the other way round"},
	{pkg: "solver/sudoku/logic/internal/find", bad: []string{module + "/solver/sudoku/logic/internal/serate"},
		why: "the table of finders serves both engines and depends on neither"},
	{pkg: "solver/sudoku/explain", bad: []string{module + "/solver/sudoku/logic"},
		why: "explain phrases the reasons a Step carries, it never finds or re-derives them"},
	{pkg: "solver/sudoku/internal/cdcl", closed: true,
		why: "the SAT engine is a leaf"},
	{pkg: "solver/sudoku/internal/fast9", closed: true,
		why: "the 9×9 solver is a leaf"},
	{pkg: "solver/sudoku/internal/textgrid", closed: true,
		why: "the text reader returns plain cells; the root wraps them in its types"},
	{pkg: "solver/sudoku/internal/alldiff", closed: true,
		why: "the all-different filter is a leaf"},
	{pkg: "solver/sudoku/internal/search", closed: true, allow: []string{"solver/sudoku/internal/cdcl", "solver/sudoku/internal/alldiff"},
		why: "the generic search works on a plain grid and imports nothing of the project above it"},
	{pkg: "solver/sudoku/internal/sharedtest", closed: true, allow: []string{"internal/cputime"},
		why: "the tests' shared helpers import nothing of the project but the CPU-time reading"},
	{pkg: "solver/...", bad: []string{module + "/solver/sudoku/internal/sharedtest"},
		why: "test helpers never ship: only _test files import sharedtest"},
	{pkg: "render", bad: []string{"github.com/bwmarrin/discordgo", "database/sql", module + "/bot"},
		why: "render draws pictures only; it knows nothing of Discord, storage or the bot"},
	{pkg: "scan", bad: []string{"github.com/bwmarrin/discordgo", "github.com/fogleman/gg", "database/sql", module + "/bot", module + "/render"}, badDirect: []string{"log", "log/slog"},
		why: "scan reads pictures into grids with the standard library and x/image only; it knows nothing of the bot"},
	{pkg: "scan/internal/lattice", stdlibOnly: true, closed: true, allow: []string{"scan/internal/raster", "scan/internal/refine"}, badDirect: []string{"log", "log/slog"},
		why: "the lattice finder finds a grid's lines in grey pixels and never imports scan: scan imports it, not the other way round"},
	{pkg: "scan/internal/checker", stdlibOnly: true, closed: true, allow: []string{"scan/internal/lattice", "scan/internal/refine", "scan/internal/raster"}, badDirect: []string{"log", "log/slog"},
		why: "the checker finder finds a grid by its tinted boxes in grey pixels and never imports scan"},
	{pkg: "scan/internal/tiles", stdlibOnly: true, closed: true, allow: []string{"scan/internal/lattice", "scan/internal/refine", "scan/internal/raster"}, badDirect: []string{"log", "log/slog"},
		why: "the tile finder finds a grid by its cells in grey pixels and never imports scan"},
	{pkg: "scan/internal/outline", stdlibOnly: true, closed: true, allow: []string{"scan/internal/lattice", "scan/internal/refine", "scan/internal/raster", "scan/internal/shown"}, badDirect: []string{"log", "log/slog"},
		why: "the outline finder finds a grid by its outline in grey pixels and never imports scan"},
	{pkg: "scan/internal/shown", stdlibOnly: true, closed: true, allow: []string{"scan/internal/lattice", "scan/internal/refine", "scan/internal/raster"}, badDirect: []string{"log", "log/slog"},
		why: "the line checks of a straightened grid work on its grey and binarised pixels and never import scan"},
	{pkg: "scan/internal/raster", stdlibOnly: true, closed: true,
		why: "the header reader and the grey decoder are a leaf of scan's"},
	{pkg: "scan/internal/refine", stdlibOnly: true, closed: true, allow: []string{"scan/internal/raster"}, badDirect: []string{"log", "log/slog"},
		why: "moving a grid's lines onto the lines a picture shows works on their positions alone; lattice imports refine, not the other way round"},
	{pkg: "scan/internal/cellink", stdlibOnly: true, closed: true, allow: []string{"scan/internal/raster"}, badDirect: []string{"log", "log/slog"},
		why: "a cell's ink is cleaned in plain pixels; scan imports cellink, not the other way round"},
	{pkg: "scan/internal/glyph", stdlibOnly: true, closed: true, badDirect: []string{"log", "log/slog"},
		why: "the lower-case letters are told by their boxes and ink alone"},
	{pkg: "scan/internal/repair", stdlibOnly: true, closed: true, badDirect: []string{"log", "log/slog"},
		why: "the repair weighs readings; whether a grid is unique is the caller's function, so it needs no solver"},
	{pkg: "scan/internal/reread", stdlibOnly: true, closed: true, badDirect: []string{"log", "log/slog"},
		why: "the re-read rules weigh numbers scan measured; scan imports them, not the other way round"},
	{pkg: "scan/internal/half", stdlibOnly: true, closed: true, badDirect: []string{"log", "log/slog"},
		why: "half-precision floats are bits and arithmetic; the model's file format is mlp's"},
	{pkg: "scan/internal/semaphore", stdlibOnly: true, closed: true, badDirect: []string{"log", "log/slog"},
		why: "a weighted semaphore is a queue under a mutex; what its weights mean (decoded bytes) is decode's"},
	{pkg: "scan/internal/decode", closed: true, allow: []string{"scan/internal/raster", "scan/internal/semaphore"},
		bad: []string{"github.com/bwmarrin/discordgo", "github.com/fogleman/gg", "database/sql"}, badDirect: []string{"log", "log/slog"},
		why: "decoding checks a picture's header against the limits, waits for its cost and decodes it to grey with the standard library and x/image's WebP decoder; it never imports scan: scan imports it"},
	{pkg: "scan/internal/mlp", stdlibOnly: true, closed: true, allow: []string{"scan/internal/half"}, badDirect: []string{"log", "log/slog"},
		why: "the perceptron is shapes, a file format and arithmetic; what its inputs mean is scan's"},
	{pkg: "scan/bombtest", stdlibOnly: true, closed: true,
		why: "the bomb builders write bytes with the standard library; the tests of scan and the bot import them"},
	{pkg: "bot", bad: []string{"github.com/bwmarrin/discordgo", "database/sql", "modernc.org/sqlite", "github.com/jackc/pgx"},
		why: "bot is transport-agnostic and storage-agnostic"},
	{pkg: "bot/chat", stdlibOnly: true, closed: true, badDirect: []string{"log", "log/slog"},
		why: "the words of a request and its reply import nothing of the project, so every room of the bot and every edge can speak them"},
	{pkg: "bot/chat/chattest", stdlibOnly: true, closed: true,
		why: "the echo corpus the rooms' tests share imports nothing of the project"},
	{pkg: "bot/play", bad: []string{"github.com/bwmarrin/discordgo", "database/sql", module + "/bot/discord", module + "/bot/daily"}, badExact: []string{"bot"},
		why: "the chat board knows the bot only through its Host interface and the session (the daily through session's Daily hook and HintRule), and speaks bot/chat; bot's tables point to it, never the other way"},
	{pkg: "bot/daily", bad: []string{"github.com/bwmarrin/discordgo", "database/sql", module + "/bot/discord"}, badExact: []string{"bot"}, badDirect: []string{"github.com/fogleman/gg", module + "/render"},
		why: "the puzzle of the day (scheduler, bank, post, members' commands and boards) knows the bot only through its small Bot interface and the rooms it is given, the store only through its contract, and draws through bot/draw"},
	{pkg: "bot/solve", bad: []string{"github.com/bwmarrin/discordgo", "database/sql", module + "/bot/discord", module + "/bot/daily", module + "/bot/photo"}, badExact: []string{"bot"}, badDirect: []string{module + "/render"},
		why: "a room answers its commands in bot/chat's words; bot's tables point to it, never the other way, and it draws through bot/draw"},
	{pkg: "bot/nonogram", bad: []string{"github.com/bwmarrin/discordgo", "database/sql", module + "/bot/discord", module + "/bot/daily", module + "/bot/photo", module + "/bot/solve", module + "/bot/play", module + "/bot/session"}, badExact: []string{"bot"}, badDirect: []string{module + "/render"},
		why: "a room answers its commands in bot/chat's words; bot's tables point to it, never the other way, and it draws through bot/draw"},
	{pkg: "bot/puzzles", bad: []string{"github.com/bwmarrin/discordgo", "database/sql", module + "/bot/discord", module + "/bot/daily", module + "/bot/photo", module + "/bot/solve", module + "/bot/nonogram", module + "/bot/play", module + "/bot/session"}, badExact: []string{"bot"}, badDirect: []string{module + "/render", module + "/solver/sudoku", module + "/solver/nonogram"},
		why: "the room of any kind answers through the seam of package puzzle alone: no solver, no other room"},
	{pkg: "bot/photo", bad: []string{"github.com/bwmarrin/discordgo", "database/sql", module + "/bot/discord", module + "/bot/daily"}, badExact: []string{"bot"}, badDirect: []string{module + "/render"},
		why: "the photo room reads a grid and hands the command back to bot's table (its Answer), never importing bot"},
	{pkg: "bot/draw", bad: []string{"github.com/bwmarrin/discordgo", "database/sql", module + "/bot/discord"}, badExact: botRooms,
		why: "the bot's picture maker knows render and the solvers, nothing of the rooms that attach its pictures"},
	{pkg: "bot/input", bad: []string{"github.com/bwmarrin/discordgo", "database/sql", module + "/bot/discord"}, badExact: botRooms, badDirect: []string{module + "/render", module + "/solver/nonogram"},
		why: "reading what a request carries needs the words of chat and the table of kinds (package puzzle), nothing else"},
	{pkg: "puzzle", bad: []string{"github.com/bwmarrin/discordgo", "database/sql", module + "/bot", module + "/cmd", module + "/scan"}, badDirect: []string{"log", "log/slog"},
		why: "the seam of the puzzle kinds knows the domains and render, and nothing of the programs that consult it"},
	{pkg: "bot/state", closed: true, allow: []string{"bot/chat", "bot/store"},
		why: "button state is kept through a small Store interface (bot/store's States fits it), and nothing else of the project"},
	{pkg: "bot/limit", stdlibOnly: true, closed: true, allow: []string{"bot/chat"}, badDirect: []string{"log", "log/slog"},
		why: "limits are plain bookkeeping on the standard library, reusable by any front end; they say no in bot/chat's words"},
	{pkg: "game", stdlibOnly: true, bad: []string{module + "/bot", module + "/render", module + "/web", "database/sql"}, badDirect: []string{"log", "log/slog"},
		why: "the game is pure: moves, undo and scoring, reusable by any front end, with no Discord, SQL or pictures"},
	{pkg: "bot/session", bad: []string{"github.com/bwmarrin/discordgo", "database/sql", module + "/bot/discord", module + "/bot/play", module + "/render"}, badExact: []string{"bot"},
		why: "a game session is the same for every view (chat board, Activity): no Discord, no pictures, no view; the bot reaches it through its Host"},
	{pkg: "web", bad: []string{"github.com/bwmarrin/discordgo", "github.com/fogleman/gg", "database/sql", "modernc.org/sqlite", "github.com/jackc/pgx",
		module + "/render", module + "/bot/discord", module + "/bot/play", module + "/scan"}, badExact: []string{"bot"},
		why: "the Activity's server plays games through bot/session and reaches the bot through its small Bot interface: no Discord library, no SQL, no pictures"},
	{pkg: "bot/store", stdlibOnly: true, bad: []string{"database/sql"},
		why: "the store contract has two implementations; it must not pull in either"},
	{pkg: "bot/store/sqlstore", stdlibOnly: true, closed: true, allow: []string{"bot/store"},
		why: "the shared SQL is driver-neutral: each adapter brings its driver and its dialect"},
	{pkg: "bot/store/sqlite", bad: []string{"github.com/bwmarrin/discordgo", "github.com/fogleman/gg", module + "/bot/discord", module + "/render", "github.com/jackc/pgx"},
		why: "a storage adapter depends only on the store contract and its driver"},
	{pkg: "bot/store/postgres", bad: []string{"github.com/bwmarrin/discordgo", "github.com/fogleman/gg", module + "/bot/discord", module + "/render", "modernc.org/sqlite"},
		why: "a storage adapter depends only on the store contract and its driver"},
	{pkg: "bot/discord", bad: []string{"database/sql", "modernc.org/sqlite", "github.com/jackc/pgx"}, badDirect: []string{"github.com/fogleman/gg"},
		why: "the Discord adapter translates; images come from bot and storage is wired in cmd"},
	{pkg: "cmd/sudoku", bad: []string{"github.com/bwmarrin/discordgo", "database/sql", module + "/bot"},
		why: "the offline CLI needs no Discord, bot or database"},
	{pkg: "bot/...", bad: []string{module + "/bot/session/sessiontest"},
		why: "the tests' session host imports the engine for them; it never ships"},
	{pkg: "web", bad: []string{module + "/bot/session/sessiontest"},
		why: "the tests' session host imports the engine for them; it never ships"},
	{pkg: "cmd/sudokubot", bad: []string{module + "/bot/store/storetest", module + "/bot/discord/discordtest", module + "/bot/session/sessiontest", module + "/bot/chat/chattest"},
		why: "test helpers never ship in the binary"},
}

// botRooms are the packages of the bot that answer commands or keep state: the lower
// packages every room uses (bot/chat, bot/input, bot/draw, bot/limit) import none of them.
var botRooms = []string{"bot", "bot/solve", "bot/nonogram", "bot/puzzles", "bot/photo", "bot/play", "bot/session", "bot/daily", "bot/state", "bot/store"}

// owners says which module package alone may import a third-party library directly.
var owners = map[string]string{
	"github.com/fogleman/gg":        "render",
	"github.com/bwmarrin/discordgo": "bot/discord",
	"modernc.org/sqlite":            "bot/store/sqlite",
	"github.com/jackc/pgx":          "bot/store/postgres",
	"github.com/joho/godotenv":      "cmd/sudokubot",
	"github.com/coder/websocket":    "web",
}

// testOwners says which module package alone may import a test-only library in its tests.
var testOwners = map[string]string{
	"github.com/chromedp/chromedp": "cmd/sudokubot", // the Activity's browser tests drive the whole bot
}

func listPackages(t *testing.T) []listedPackage {
	t.Helper()
	out, err := exec.Command("go", "list", "-deps", "-json", "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var pkgs []listedPackage
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p listedPackage
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("decoding go list output: %v", err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}

func (r rule) matches(rel string) bool {
	if base, ok := strings.CutSuffix(r.pkg, "/..."); ok {
		return rel == base || strings.HasPrefix(rel, base+"/")
	}
	return rel == r.pkg
}

func hasPrefixPath(p, prefix string) bool { return p == prefix || strings.HasPrefix(p, prefix+"/") }

func TestImportRules(t *testing.T) {
	pkgs := listPackages(t)
	std := map[string]bool{}
	for _, p := range pkgs {
		if p.Standard {
			std[p.ImportPath] = true
		}
	}
	checked := 0
	for _, p := range pkgs {
		rel, ok := strings.CutPrefix(p.ImportPath, module+"/")
		if !ok {
			continue
		}
		for lib, owner := range owners {
			for _, imp := range p.Imports {
				if hasPrefixPath(imp, lib) && rel != owner {
					t.Errorf("%s imports %s; only %s may (each library has one home package)", rel, imp, owner)
				}
			}
		}
		for lib, owner := range testOwners {
			for _, imp := range append(p.TestImports, p.XTestImports...) {
				if hasPrefixPath(imp, lib) && rel != owner {
					t.Errorf("the tests of %s import %s; only those of %s may (each library has one home package)", rel, imp, owner)
				}
			}
			for _, imp := range p.Imports {
				if hasPrefixPath(imp, lib) {
					t.Errorf("%s imports %s, a test-only library, outside its tests", rel, imp)
				}
			}
		}
		for _, r := range rules {
			if !r.matches(rel) {
				continue
			}
			checked++
			for _, d := range p.Deps {
				if dr, ok := strings.CutPrefix(d, module+"/"); ok && r.closed && !slices.Contains(r.allow, dr) {
					t.Errorf("%s depends on %s: %s", rel, d, r.why)
				}
				if r.stdlibOnly && !std[d] && !strings.HasPrefix(d, module+"/") {
					t.Errorf("%s depends on %s: %s", rel, d, r.why)
				}
				for _, b := range r.bad {
					if hasPrefixPath(d, b) {
						t.Errorf("%s depends on %s: %s", rel, d, r.why)
					}
				}
				if dr, ok := strings.CutPrefix(d, module+"/"); ok && slices.Contains(r.badExact, dr) {
					t.Errorf("%s depends on %s: %s", rel, d, r.why)
				}
			}
			for _, imp := range p.Imports {
				for _, b := range r.badDirect {
					if hasPrefixPath(imp, b) {
						t.Errorf("%s imports %s: %s", rel, imp, r.why)
					}
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no module package matched any rule; is the module path right?")
	}
}

// TestDomainDoesNotPrint parses the non-test files of solver/... and rejects printing to the
// terminal and the global math/rand source: the domain returns data and takes a *rand.Rand.
func TestDomainDoesNotPrint(t *testing.T) {
	banned := map[string]map[string]bool{
		"fmt":       {"Print": true, "Printf": true, "Println": true},
		"os":        {"Stdout": true, "Stderr": true, "Exit": true},
		"math/rand": nil, // any package-level use
		"math/rand/v2": {"Int": true, "IntN": true, "N": true, "Float64": true, "Perm": true, "Shuffle": true,
			"Uint32": true, "Uint64": true, "Int64": true, "Int64N": true, "Int32N": true, "UintN": true},
	}
	files := 0
	// Walk the tree (not go list) so that go test's cache sees every file it depends on.
	// scan is checked too, but not its training command (scan/train prints its progress).
	walk := func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			if d != nil && d.IsDir() && (d.Name() == "testdata" || path == filepath.Join("scan", "train")) {
				return filepath.SkipDir
			}
			return err
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		{
			files++
			fset := token.NewFileSet()
			af, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			names := map[string]string{} // local name -> import path
			for _, imp := range af.Imports {
				ip := strings.Trim(imp.Path.Value, `"`)
				name := filepath.Base(ip)
				if ip == "math/rand/v2" {
					name = "rand"
				}
				if imp.Name != nil {
					name = imp.Name.Name
				}
				names[name] = ip
			}
			ast.Inspect(af, func(n ast.Node) bool {
				sel, ok := n.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				id, ok := sel.X.(*ast.Ident)
				if !ok {
					return true
				}
				ip, ok := names[id.Name]
				if !ok {
					return true
				}
				set, listed := banned[ip]
				if listed && (set == nil && ip == "math/rand" || set[sel.Sel.Name]) {
					t.Errorf("%s: %s.%s: domain packages never print, exit or use global randomness",
						fset.Position(sel.Pos()), ip, sel.Sel.Name)
				}
				return true
			})
		}
		return nil
	}
	for _, root := range []string{"solver", "scan"} {
		if err := filepath.WalkDir(root, walk); err != nil {
			t.Fatal(err)
		}
	}
	if files == 0 {
		t.Fatal("no solver files found")
	}
}
