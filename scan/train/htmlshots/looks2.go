package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// moreLooks makes the random choices of the six looks after the first seven (looks): sans
// and serif are the page's candidate families.
func (p *page) moreLooks(rng *rand.Rand, fonts, sans, serif []string) {
	l := p.look
	switch p.kind {
	case "ad-phone": // a free phone app: an ad banner, a bottom tab bar, light or dark
		p.phoneWindow(rng)
		p.layout = pick(rng, "table", "grid", "divs", "svg")
		p.dark = rng.IntN(3) == 0
		if p.dark {
			p.bg, p.cellBg, p.given, p.player = pick(rng, "#101418", "#17171c"), pick(rng, "#1b2027", "#202028"), "#e8eaed", pick(rng, "#5fb3ff", "#ffb86b", "#8be28b")
			p.line, p.boxLine, p.tint, p.sameBg, p.sel = "#353b45", "#aab2bf", "#232a35", "#2f4054", "#34506f"
			p.accent, p.muted = "#5fb3ff", "#9aa0a6"
			l.surface, l.onSurface = "#1f242c", "#e8eaed"
		} else {
			p.bg, p.cellBg, p.given, p.player = pick(rng, "#ffffff", "#f7f4ee", "#eef4fb"), "#ffffff", pick(rng, "#1c1c1c", "#2b3a55"), pick(rng, "#2f6fdd", "#e0592a", "#18935b")
			p.line, p.boxLine, p.tint, p.sameBg, p.sel = pick(rng, "#d5d9e0", "#c9c9c9"), pick(rng, "#2b3a55", "#555555"), "#eaf1fb", "#cddff6", pick(rng, "#bcd6fa", "#ffe59a")
			p.accent, p.muted = "#2f6fdd", "#6b7280"
			l.surface, l.onSurface = "#ffffff", "#1c1c1c"
		}
		p.boxW, p.outerW = pick(rng, 2, 2, 3), pick(rng, 1, 2, 3)
		p.tintBox, p.same = rng.IntN(2) == 0, rng.IntN(2) == 0
		p.marks = pick(rng, "grid", "corner", "centre")
	case "tablet": // a landscape tablet: the grid on the left, a big keypad to its right
		p.w, p.h = 1024+rng.IntN(343), 720+rng.IntN(120)
		if p.h > p.w*3/4 {
			p.h = p.w * 3 / 4
		}
		p.dpr = pick(rng, 1.5, 2, 2, 2.25)
		p.layout = pick(rng, "grid", "table", "svg", "tiles")
		p.dark = rng.IntN(2) == 0
		if p.dark {
			p.bg, p.cellBg, p.given, p.player = pick(rng, "#0f1720", "#1a1a1a", "#121826"), pick(rng, "#18222e", "#242424"), pick(rng, "#f0f0f0", "#d7e3f4"), pick(rng, "#f5a524", "#4fc3f7", "#a5d6a7")
			p.line, p.boxLine, p.tint, p.sameBg, p.sel = "#2e3a48", pick(rng, "#8096b0", "#c0c0c0"), "#1f2c3a", "#2c4a63", "#35618a"
			p.accent, p.muted = "#4fc3f7", "#90a4ae"
			l.surface, l.onSurface, l.tile, l.tileBack = "#1f2b38", "#f0f0f0", "#1e2935", "#0b1016"
		} else {
			p.bg, p.cellBg, p.given, p.player = pick(rng, "#f4f6f8", "#ffffff", "#eef2e6"), "#ffffff", "#202124", pick(rng, "#1a73e8", "#d93025", "#188038")
			p.line, p.boxLine, p.tint, p.sameBg, p.sel = "#d2d6dc", "#3c4043", "#e8f0fe", "#c6dafc", "#aecbfa"
			p.accent, p.muted = "#1a73e8", "#5f6368"
			l.surface, l.onSurface, l.tile, l.tileBack = "#ffffff", "#202124", "#ffffff", "#d2d6dc"
		}
		p.boxW, p.outerW = pick(rng, 2, 3), pick(rng, 2, 3, 4)
		if p.layout == "grid" {
			p.outerRadius = pick(rng, 0, 6, 12)
		}
		p.marks = pick(rng, "grid", "corner")
		if rng.IntN(3) == 0 {
			p.selMode, p.sel, p.selText = "strong", p.accent, p.bg
		}
	case "candidates": // a solver's page: every empty cell full of its candidates
		p.desktopWindow(rng)
		if rng.IntN(4) == 0 {
			p.phoneWindow(rng)
			p.zoom = 1
		}
		p.layout = pick(rng, "table", "svg", "divs")
		p.font = pick(rng, append(lookFonts(fonts, "Liberation Sans", "DejaVu Sans", "Nimbus Sans", "Noto Sans", "sans-serif"), serif[0])...)
		p.playerFont, p.weight, p.playerWeight = p.font, pick(rng, 400, 700, 700), 400
		p.bg, p.cellBg, p.given, p.player = pick(rng, "#ffffff", "#f0f0e8", "#e9eef5"), "#ffffff", "#000000", pick(rng, "#0000cc", "#006400", "#b00000")
		p.line, p.boxLine, p.tint, p.sel = pick(rng, "#999999", "#b0b0b0", "#666666"), "#000000", pick(rng, "#ffff99", "#c8f0c8", "#ffd9b3"), pick(rng, "#ffff00", "#aaddff")
		p.accent, p.muted = "#003399", pick(rng, "#444444", "#666666", "#000080")
		p.boxW, p.outerW = pick(rng, 2, 3), pick(rng, 2, 3)
		p.tintLines, p.tintBox, p.same = false, false, false
		p.markScale = 0.26 + 0.06*rng.Float64()
		if p.b.n == 16 {
			p.markScale = 0.19 + 0.04*rng.Float64()
		}
		p.b.marks = candidates(p.b)
		l.surface, l.onSurface = "#eeeeee", "#000000"
	case "daily-web": // a newspaper's web puzzle: a thick border, a timer row, check and reveal
		if rng.IntN(3) == 0 {
			p.phoneWindow(rng)
		} else {
			p.desktopWindow(rng)
		}
		p.layout = pick(rng, "table", "svg", "divs", "grid")
		p.font = pick(rng, append(sans, serif...)...)
		p.playerFont = pick(rng, sans...)
		p.weight = pick(rng, 400, 700)
		p.bg, p.cellBg, p.given, p.player = pick(rng, "#ffffff", "#f6f6f1", "#fdf8ef"), "#ffffff", "#121212", pick(rng, "#0b5cad", "#121212", "#c70000")
		p.line, p.boxLine, p.tint, p.sameBg, p.sel = pick(rng, "#999999", "#c4c4c4", "#777777"), "#121212", pick(rng, "#dfeefc", "#eeeeee"), "#cfe3fa", pick(rng, "#ffec5c", "#a6d1ff", "#ffd28a")
		p.lineW, p.boxW, p.outerW = 1, pick(rng, 3, 3, 4), pick(rng, 4, 5, 6)
		p.accent, p.muted = pick(rng, "#052962", "#c70000", "#121212"), "#555555"
		p.tintBox, p.same = rng.IntN(2) == 0, rng.IntN(2) == 0
		p.marks = pick(rng, "centre", "corner", "grid")
		l.surface, l.onSurface = pick(rng, "#052962", "#c70000", "#121212"), "#121212"
		l.title = pick(rng, serif...)
	case "high-contrast": // an accessibility theme: yellow on black, white lines, bold
		if rng.IntN(2) == 0 {
			p.phoneWindow(rng)
		} else {
			p.desktopWindow(rng)
		}
		p.layout = pick(rng, "table", "svg", "divs", "grid")
		p.dark = true
		p.weight, p.playerWeight = pick(rng, 700, 700, 600), pick(rng, 700, 400)
		p.bg, p.cellBg, p.given, p.player = "#000000", "#000000", pick(rng, "#ffff00", "#ffff00", "#ffffff"), pick(rng, "#00ffff", "#ffffff", "#7fff00")
		if p.player == p.given {
			p.player = "#00ffff"
		}
		p.line, p.boxLine, p.tint, p.sameBg = pick(rng, "#ffffff", "#bfbfbf", "#808080"), "#ffffff", pick(rng, "#000080", "#1a1a1a"), "#003a3a"
		p.boxW, p.outerW = pick(rng, 3, 4), pick(rng, 3, 4)
		p.accent, p.muted = "#00ffff", "#ffffff"
		p.selMode = pick(rng, "frame", "strong", "fill")
		p.sel, p.selText = "#000080", p.given
		if p.selMode == "strong" {
			p.sel, p.selText = "#ffff00", "#000000"
		}
		p.tintLines, p.tintBox, p.same = rng.IntN(2) == 0, false, rng.IntN(2) == 0
		p.marks = pick(rng, "grid", "centre")
		l.surface, l.onSurface = "#000000", "#ffff00"
	case "sepia": // a paper theme: warm paper, brown ink, the player's digits in a pen-like face
		if rng.IntN(2) == 0 {
			p.phoneWindow(rng)
		} else {
			p.desktopWindow(rng)
		}
		p.layout = pick(rng, "table", "svg", "divs")
		p.font = pick(rng, serif...)
		p.weight = pick(rng, 400, 400, 700)
		p.playerFont = pick(rng, lookFonts(fonts, "Z003", "URW Bookman", "DejaVu Serif", "serif")...)
		p.italic = p.playerFont != "Z003"
		p.playerWeight = 400
		p.bg, p.cellBg, p.given, p.player = pick(rng, "#f4ecd8", "#efe3c8", "#f8f1e1"), pick(rng, "rgba(255,251,240,.55)", "rgba(255,248,230,.35)"), pick(rng, "#3b2f22", "#2a2118"), pick(rng, "#1d3f8a", "#7a3b12", "#3b2f22")
		p.line, p.boxLine, p.tint, p.sameBg, p.sel = pick(rng, "#c8b89a", "#b5a27f"), pick(rng, "#5b4636", "#3b2f22"), "rgba(180,140,80,.18)", "rgba(180,140,80,.32)", pick(rng, "rgba(200,150,60,.45)", "#e8d3a5")
		p.accent, p.muted = "#7a4a1e", "#6d5b45"
		p.tintLines, p.tintBox, p.same = rng.IntN(2) == 0, false, rng.IntN(2) == 0
		p.marks = pick(rng, "corner", "centre", "grid")
		l.body = "repeating-linear-gradient(0deg,rgba(120,90,40,.05) 0 1px,transparent 1px 3px)," + p.bg
		l.surface, l.onSurface = "#e9dcc0", "#3b2f22"
		l.title = p.font
	}
}

// candidates are the pencil marks a solver shows: in every empty cell, each symbol that no
// filled cell of its row, column or box holds.
func candidates(b *board) [][]int {
	n, box := b.n, b.box
	marks := make([][]int, n*n)
	for i, v := range b.grid {
		if v != 0 {
			continue
		}
		r, c := i/n, i%n
		used := make([]bool, n+1)
		for k := range n {
			used[b.grid[r*n+k]] = true
			used[b.grid[k*n+c]] = true
			used[b.grid[(r/box*box+k/box)*n+c/box*box+k%box]] = true
		}
		for d := 1; d <= n; d++ {
			if !used[d] {
				marks[i] = append(marks[i], d)
			}
		}
	}
	return marks
}

// adBanner writes an advertisement of height h: a coloured strip with an icon, a game's name,
// its stars and an install button.
func adBanner(s *strings.Builder, rng *rand.Rand, h int) {
	bg := pick(rng, "linear-gradient(90deg,#ff512f,#dd2476)", "linear-gradient(90deg,#1fa2ff,#12d8fa)", "#ffcc00", "linear-gradient(90deg,#56ab2f,#a8e063)", "#222222")
	fg := "#ffffff"
	if bg == "#ffcc00" {
		fg = "#111111"
	}
	fmt.Fprintf(s, `<div style="position:relative;height:%dpx;background:%s;color:%s;display:flex;align-items:center;gap:10px;padding:0 10px;font-size:13px;font-family:sans-serif;overflow:hidden">`, h, bg, fg)
	fmt.Fprintf(s, `<div style="width:%dpx;height:%dpx;border-radius:10px;background:#fff;color:#e91e63;display:flex;align-items:center;justify-content:center;font-size:%dpx">%s</div>`, h-14, h-14, (h-14)/2, pick(rng, "★", "♛", "◆", "🎮"))
	fmt.Fprintf(s, `<div style="flex:1;line-height:1.25"><b>%s</b><br>%s</div>`, pick(rng, "Bubble Blast 3", "Word Crush 2026", "Merge Kingdom", "Solitaire 24/7"), pick(rng, "4.7 ★★★★★ · 10M+", "Play free now! Level 1-500", "Top 10 in Puzzle · 4.5 ★"))
	fmt.Fprintf(s, `<div style="background:#fff;color:#1a73e8;border-radius:4px;padding:6px 10px;font-weight:700">%s</div>`, pick(rng, "INSTALL", "OPEN", "PLAY"))
	s.WriteString(`<div style="position:absolute;left:0;top:0;background:#ffcc00;color:#000;font-size:9px;padding:0 3px">Ad</div><div style="position:absolute;right:2px;top:0;font-size:10px">ⓘ ✕</div></div>`)
}

// adPhone writes a free phone app: the status bar, an app bar, an ad banner (above the grid
// or above the tab bar), the info row, the grid, tools, a row of digits and a bottom tab bar.
func (p *page) adPhone(s *strings.Builder, rng *rand.Rand) {
	l := p.look
	fmt.Fprintf(s, `<div class="row" style="height:%dpx;padding:0 16px;font-size:13px;font-weight:600"><span>%d:%02d</span><span>▂▄▆ ◔ 87%%</span></div>`, 24+rng.IntN(12), 7+rng.IntN(5), rng.IntN(60))
	fmt.Fprintf(s, `<div class="row" style="height:52px;padding:0 14px;font-size:20px"><span>⏸</span><b>%s</b><span>🎨 ⚙</span></div>`, pick(rng, "Sudoku Free", "Sudoku - Brain Puzzle", "Sudoku Master"))
	top := rng.IntN(2) == 0
	adH := pick(rng, 50, 56, 64)
	if top {
		adBanner(s, rng, adH)
	}
	fmt.Fprintf(s, `<div class="row" style="height:32px;padding:0 16px;font-size:13px;color:%s"><span>%s</span><span>Mistakes: %d/3</span><span>Score %d</span><span>%02d:%02d</span></div>`,
		p.muted, pick(rng, "Easy", "Medium", "Hard", "Expert"), rng.IntN(3), 100*rng.IntN(40), rng.IntN(30), rng.IntN(60))
	p.centredGrid(s, 2, 4+rng.IntN(10))
	p.tools(s, rng, []string{"Undo", "Erase", "Notes", "Hint"}, l.surface)
	fmt.Fprintf(s, `<div class="row" style="padding:0 10px;font-size:%dpx;color:%s">`, min(36, (p.w-20)/keypadCols(p.b.n)-6), p.accent)
	for d := 1; d <= keypadCols(p.b.n); d++ {
		fmt.Fprintf(s, `<span>%s</span>`, p.b.symbol(d))
	}
	s.WriteString(`</div>`)
	fmt.Fprintf(s, `<div style="position:fixed;left:0;right:0;bottom:0;background:%s;border-top:1px solid %s">`, p.bg, p.line)
	if !top {
		adBanner(s, rng, adH)
	}
	fmt.Fprintf(s, `<div style="height:58px;display:flex;justify-content:space-around;align-items:center;font-size:11px;background:%s">`, l.surface)
	for k, t := range []string{"Main", "Daily", "Events", "Me"} {
		col := p.muted
		if k == 0 {
			col = p.accent
		}
		fmt.Fprintf(s, `<div style="text-align:center;color:%s"><div style="font-size:20px">%s</div>%s</div>`, col, []string{"⌂", "📅", "🏆", "☺"}[k], t)
	}
	s.WriteString(`</div></div>`)
}

// tablet writes a landscape tablet app: a top bar, the grid filling the height on the left
// and, to its right, the timer, the tools and a big keypad of square keys.
func (p *page) tablet(s *strings.Builder, rng *rand.Rand) {
	l := p.look
	fmt.Fprintf(s, `<div class="row" style="height:24px;padding:0 20px;font-size:12px"><span>%d:%02d  Tue 1 Dec</span><span>◔ ▭ 64%%</span></div>`, 8+rng.IntN(10), rng.IntN(60))
	fmt.Fprintf(s, `<div class="row" style="height:56px;padding:0 24px;font-size:20px"><span>‹ &nbsp;<b>%s</b></span><span style="font-size:15px;color:%s">%s &nbsp; Mistakes %d/3 &nbsp; ⏱ %02d:%02d</span><span>⚙ &nbsp; ⋮</span></div>`,
		pick(rng, "Sudoku", "Sudoku HD", "Sudoku Tablet"), p.muted, pick(rng, "Hard", "Medium", "Expert"), rng.IntN(3), rng.IntN(50), rng.IntN(60))
	right := 260 + rng.IntN(160)
	p.sideGrid(s, p.h-100, 24+rng.IntN(60), 30+rng.IntN(50), right)
	cols := 3
	if p.b.n == 16 {
		cols = 4
	}
	fmt.Fprintf(s, `<div style="width:%dpx">`, right)
	p.tools(s, rng, []string{"Undo", "Erase", "Notes", "Hint"}, l.surface)
	p.pad(s, cols, right/cols-14, l.surface, p.accent, "12px", rng.IntN(2) == 0)
	s.WriteString(`</div></div>`)
}

// solverPage writes a solver's page (sudokuwiki-like): a site header, the grid with every
// empty cell full of candidates, a strategy list and step buttons beside it.
func (p *page) solverPage(s *strings.Builder, rng *rand.Rand) {
	fmt.Fprintf(s, `<div style="background:%s;color:#fff;padding:8px 16px;font:bold 20px '%s'">%s <span style="font:13px sans-serif">%s</span></div>`,
		pick(rng, "#003399", "#336633", "#660000"), p.font, pick(rng, "SudokuSolver.example", "Sudoku Wiki", "Strategy Solver"), "Home · Solver · Strategies · Daily · Forum")
	fmt.Fprintf(s, `<div style="padding:8px 16px;font-size:13px">Step %d: <b>%s</b> removes %d candidates</div>`, 2+rng.IntN(30), pick(rng, "Naked Pair", "Hidden Triple", "X-Wing", "Pointing Pairs", "Box/Line Reduction"), 1+rng.IntN(6))
	if p.w < 600 {
		p.centredGrid(s, 2, 2+rng.IntN(6))
		s.WriteString(`<div style="display:flex;flex-wrap:wrap;gap:6px;padding:8px">`)
		for _, t := range []string{"Take Step", "Accept", "Solve", "Clear"} {
			fmt.Fprintf(s, `<div style="border:1px solid #888;background:#eee;padding:6px 10px;font-size:13px;color:#000">%s</div>`, t)
		}
		s.WriteString(`</div>`)
		return
	}
	p.sideGrid(s, int(float64(p.h)/p.zoom)-110, 16+rng.IntN(80), 20, 260)
	s.WriteString(`<div style="width:260px;font-size:12px;line-height:1.5">`)
	for k, t := range []string{"Show Candidates ☑", "Naked Singles ✓", "Hidden Singles ✓", "Naked Pairs/Triples ✓", "Pointing Pairs", "Box/Line Reduction", "X-Wing", "Simple Colouring", "Y-Wing", "Swordfish", "XYZ Wing", "BUG", "3D Medusa"} {
		fmt.Fprintf(s, `<div style="border-bottom:1px solid #ccc;%s">%d. %s</div>`, map[bool]string{true: "background:" + p.tint, false: ""}[k == 4], k+1, t)
	}
	s.WriteString(`<div style="display:grid;grid-template-columns:1fr 1fr;gap:6px;margin-top:10px">`)
	for _, t := range []string{"Take Step", "Accept", "Solve Path", "Clear", "Load", "Export"} {
		fmt.Fprintf(s, `<div style="border:1px solid #888;background:#eee;padding:5px;text-align:center;color:#000">%s</div>`, t)
	}
	s.WriteString(`</div></div></div>`)
}

// dailyWeb writes a newspaper's web puzzle: the masthead, the puzzle's title and byline, a
// timer row with Check, Reveal and Clear, the thick-bordered grid and, on a desktop, a
// column of links and other puzzles.
func (p *page) dailyWeb(s *strings.Builder, rng *rand.Rand) {
	l := p.look
	fmt.Fprintf(s, `<div class="row" style="height:%dpx;padding:0 20px;background:%s;color:#fff"><b style="font-family:'%s';font-size:26px">%s</b><span style="font-size:13px">%s</span></div>`,
		50+rng.IntN(16), l.surface, l.title, pick(rng, "The Morning Post", "the guardian", "Daily Herald"), pick(rng, "News · Sport · Puzzles · Culture", "☰ Menu", "Sign in"))
	fmt.Fprintf(s, `<div style="padding:12px 20px 4px;font-family:'%s'"><span style="font-size:28px;font-weight:700">Sudoku %s No %d</span><div style="font-size:13px;color:%s">Set by %s · %s</div></div>`,
		l.title, pick(rng, "hard", "medium", "expert"), 4000+rng.IntN(9000), p.muted, pick(rng, "Pappocom", "Zygote", "the puzzle desk"), pick(rng, "Mon 1 Dec 2026", "1 December 2026"))
	timer := fmt.Sprintf(`<div class="row" style="gap:10px;padding:8px 0;font-size:14px"><b style="font-size:18px">⏱ %d:%02d:%02d</b><span style="display:flex;gap:6px">`, rng.IntN(2), rng.IntN(60), rng.IntN(60))
	for _, t := range []string{"Pause", "Check", "Reveal", "Clear"} {
		timer += fmt.Sprintf(`<span style="border:2px solid %s;border-radius:18px;padding:4px 10px">%s</span>`, p.given, t)
	}
	timer += `</span></div>`
	if p.w < 600 {
		margin := 6 + rng.IntN(10)
		p.fit(p.w - 2*margin)
		fmt.Fprintf(s, `<div style="padding:0 %dpx">%s`, margin, timer)
		p.grid(s)
		s.WriteString(`</div>`)
		p.pad(s, keypadCols(p.b.n), (p.w-24)/keypadCols(p.b.n)-8, "#ffffff;border:1px solid "+p.given, p.given, "3px", false)
		return
	}
	p.sideGrid(s, int(float64(p.h)/p.zoom)-230, 30+rng.IntN(120), 30+rng.IntN(30), 300, timer)
	fmt.Fprintf(s, `<div style="width:300px;font-size:14px;line-height:1.6;padding-top:50px"><b style="font-family:'%s';font-size:18px">More puzzles</b>`, l.title)
	for _, t := range []string{"Quick crossword No 17,012", "Cryptic crossword No 29,880", "Killer sudoku 1,203", "Wordiply", "Kakuro"} {
		fmt.Fprintf(s, `<div style="border-top:1px solid #ccc">%s</div>`, t)
	}
	s.WriteString(`</div></div>`)
}

// highContrast writes an accessibility theme's app: big bold labels in yellow on black, white
// outlines, the grid, a row of outlined tools and an outlined keypad.
func (p *page) highContrast(s *strings.Builder, rng *rand.Rand) {
	fmt.Fprintf(s, `<div class="row" style="height:%dpx;padding:0 16px;font-size:22px;font-weight:700;border-bottom:3px solid #fff"><span>←</span><span>%s</span><span>%02d:%02d</span></div>`,
		56+rng.IntN(12), pick(rng, "SUDOKU", "Sudoku", "Large Print Sudoku"), rng.IntN(40), rng.IntN(60))
	fmt.Fprintf(s, `<div style="padding:8px 16px;font-size:16px;font-weight:700;color:#fff">%s · Mistakes %d</div>`, pick(rng, "Level: Easy", "Level: Medium", "Level: Hard"), rng.IntN(3))
	keys := func(width int) {
		cols := keypadCols(p.b.n)
		p.pad(s, cols, width/cols-8, "#000000;border:3px solid #ffff00", "#ffff00", "4px", false)
	}
	if p.w < 600 {
		p.centredGrid(s, 4, 4+rng.IntN(10))
		fmt.Fprintf(s, `<div class="row" style="padding:8px 14px;gap:8px;font-size:16px;font-weight:700">`)
		for _, t := range []string{"UNDO", "ERASE", "NOTES", "HINT"} {
			fmt.Fprintf(s, `<div style="flex:1;text-align:center;border:3px solid #fff;padding:8px 0">%s</div>`, t)
		}
		s.WriteString(`</div>`)
		keys(p.w - 20)
		return
	}
	p.sideGrid(s, int(float64(p.h)/p.zoom)-140, 30+rng.IntN(100), 40, 360)
	s.WriteString(`<div style="width:360px">`)
	for _, t := range []string{"UNDO", "ERASE", "NOTES: OFF", "HINT"} {
		fmt.Fprintf(s, `<div style="border:3px solid #fff;padding:10px;margin-bottom:10px;font-size:18px;font-weight:700;text-align:center">%s</div>`, t)
	}
	keys(360)
	s.WriteString(`</div></div>`)
}

// sepia writes a paper theme: a notebook-like header in the serif face, the grid on the
// lined paper, pencil and eraser tools and a row of digits.
func (p *page) sepia(s *strings.Builder, rng *rand.Rand) {
	l := p.look
	fmt.Fprintf(s, `<div class="row" style="height:%dpx;padding:0 20px;font-family:'%s';font-size:24px;border-bottom:1px solid %s"><span>☰</span><i>%s</i><span style="font-size:15px">%d:%02d</span></div>`,
		54+rng.IntN(12), l.title, p.line, pick(rng, "Paper Sudoku", "Sudoku Journal", "Pencil & Paper"), rng.IntN(40), rng.IntN(60))
	fmt.Fprintf(s, `<div style="padding:8px 20px;font-family:'%s';font-size:15px;color:%s"><i>Puzzle %d · %s</i></div>`, l.title, p.muted, 1+rng.IntN(400), pick(rng, "gentle", "moderate", "tough", "diabolical"))
	if p.w < 600 {
		p.centredGrid(s, 4, 6+rng.IntN(10))
		p.tools(s, rng, []string{"Undo", "Erase", "Pencil", "Hint"}, l.surface)
		fmt.Fprintf(s, `<div class="row" style="padding:0 12px;font-family:'%s';font-size:%dpx;color:%s">`, p.playerFont, min(36, (p.w-24)/keypadCols(p.b.n)-6), p.player)
		for d := 1; d <= keypadCols(p.b.n); d++ {
			fmt.Fprintf(s, `<span>%s</span>`, p.b.symbol(d))
		}
		s.WriteString(`</div>`)
		return
	}
	p.sideGrid(s, int(float64(p.h)/p.zoom)-150, 40+rng.IntN(120), 40, 320)
	s.WriteString(`<div style="width:320px">`)
	p.tools(s, rng, []string{"Undo", "Erase", "Pencil", "Hint"}, l.surface)
	cols := 3
	if p.b.n == 16 {
		cols = 4
	}
	p.pad(s, cols, 300/cols-14, l.surface, p.player, "50%", false)
	s.WriteString(`</div></div>`)
}

// sideGrid opens a row padded by pad on each side and writes in it the grid, as large as
// height allows and as leaves side pixels beside it for a panel gap pixels away (above the
// grid: above, in the grid's column); the caller writes the panel and closes the row. The
// grid's column does not shrink, so the grid is never cut.
func (p *page) sideGrid(s *strings.Builder, height, pad, gap, side int, above ...string) {
	width := int(float64(p.w)/p.zoom) - 2*pad - gap - side - 8
	p.fit(max(min(height, width), 300))
	fmt.Fprintf(s, `<div style="display:flex;gap:%dpx;padding:6px %dpx;align-items:flex-start"><div style="flex:none">%s`, gap, pad, strings.Join(above, ""))
	p.grid(s)
	s.WriteString(`</div>`)
}
