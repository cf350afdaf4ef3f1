package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
)

// looks are kinds modelled on popular Sudoku apps and sites as people screenshot them, which
// no rule of scan was tuned on: a sudoku.com-like web board (row, column, box and same-digit
// highlights, a numbers pad), an NYT-Games-like board (yellow selection, candidates), a
// Material 3 Android app light and dark (notes in corners, a rounded grid, a tonal keypad and a
// navigation bar), an iOS app (large title, a timer bar, a segmented control), a newspaper
// page printed in a browser, and a Microsoft-Sudoku-like board of rounded tiles on a gradient.
// Six more (looks2.go) are unlike those: a phone app with an ad banner and a tab bar, a
// landscape tablet with the keypad to the right, a solver page with every empty cell full of
// candidates, a newspaper's web puzzle with a thick border and a timer row, a high-contrast
// theme (yellow on black) and a sepia paper theme with a handwriting-like player font.
// They are drawn only when -kinds names them (or says "looks"): the default kinds' pictures
// and their seeds' streams stay what they were, and so do the first seven looks' (the six
// come after them).
var looks = []string{"web-classic", "nyt", "m3-light", "m3-dark", "ios", "print-page", "ms-tiles",
	"ad-phone", "tablet", "candidates", "daily-web", "high-contrast", "sepia"}

// allKinds are the default kinds then the opt-in looks: a kind's index here is in its
// pictures' streams, so the default kinds keep theirs.
var allKinds = append(slices.Clone(kinds), looks...)

// look is an opt-in look's chrome around the grid.
type look struct {
	body      string // the page's background (CSS: a colour or a gradient)
	surface   string // panels and buttons
	onSurface string // the chrome's text
	tile      string // ms-tiles: a tile's colour where nothing is highlighted
	tileBack  string // ms-tiles: what shows between the tiles
	title     string // the chrome's heading face
}

// lookFonts are the families of want that fontconfig lists (fonts), or want's last when none is.
func lookFonts(fonts []string, want ...string) []string {
	var got []string
	for _, f := range want {
		if slices.Contains(fonts, f) {
			got = append(got, f)
		}
	}
	if len(got) == 0 {
		return want[len(want)-1:]
	}
	return got
}

// phoneWindow and desktopWindow pick a window and its device pixel ratio.
func (p *page) phoneWindow(rng *rand.Rand) {
	p.w, p.h = 360+rng.IntN(71), 760+rng.IntN(170)
	p.dpr = pick(rng, 1, 2, 2, 2.625, 3, 3)
}

func (p *page) desktopWindow(rng *rand.Rand) {
	p.w, p.h = 1150+rng.IntN(450), 760+rng.IntN(240)
	p.dpr = pick(rng, 1, 1, 1.25, 1.5, 2)
	p.zoom = pick(rng, 0.9, 1, 1, 1, 1.1, 1.25)
}

// newLookPage makes the random choices of one of the opt-in looks.
func newLookPage(rng *rand.Rand, fonts []string, kind string, b *board) *page {
	p := &page{kind: kind, b: b, zoom: 1, hinting: pick(rng, "none", "slight", "full"), selIdx: rng.IntN(b.n * b.n), align: "center", look: &look{}}
	sans := lookFonts(fonts, "Noto Sans", "DejaVu Sans", "Liberation Sans", "Nimbus Sans", "Noto Sans Display", "URW Gothic", "sans-serif")
	serif := lookFonts(fonts, "C059", "Nimbus Roman", "Liberation Serif", "DejaVu Serif", "Noto Serif", "P052", "serif")
	p.font = pick(rng, sans...)
	p.playerFont = p.font
	if rng.IntN(3) == 0 {
		p.playerFont = pick(rng, sans...)
	}
	p.weight, p.playerWeight = pick(rng, 400, 400, 500, 600), pick(rng, 400, 400, 500)
	p.look.title = p.font
	p.lineW, p.boxW, p.outerW = 1, 2, 2
	p.digit = 0.55 + 0.2*rng.Float64()
	if b.n == 16 {
		p.digit = 0.45 + 0.15*rng.Float64()
		if b.numbers {
			p.digit *= 0.8
		}
	}
	p.markScale = 0.22 + 0.08*rng.Float64()
	p.selMode, p.marks = "fill", "grid"
	p.tintLines, p.tintBox, p.same = true, true, true
	l := p.look
	switch kind {
	case "web-classic": // sudoku.com-like: blue-grey, peers tinted, same digits darker, a numbers pad
		if rng.IntN(3) == 0 {
			p.phoneWindow(rng)
		} else {
			p.desktopWindow(rng)
		}
		p.layout = pick(rng, "table", "svg", "divs", "grid")
		p.dark = rng.IntN(4) == 0
		if p.dark {
			p.bg, p.cellBg, p.given, p.player = "#1e2430", "#262d3a", "#dfe6f0", pick(rng, "#7aa7ff", "#9cc1ff")
			p.line, p.boxLine, p.tint, p.sameBg, p.sel = "#3d4757", "#8a97ab", "#2f3848", "#3f4f6b", "#41587e"
			p.accent, p.muted = "#7aa7ff", "#9aa6b8"
			l.surface, l.onSurface = "#2b3342", "#dfe6f0"
		} else {
			p.bg, p.cellBg, p.given, p.player = pick(rng, "#ffffff", "#f3f6fa"), "#ffffff", "#344861", pick(rng, "#325aaf", "#4a90e2", "#0072e3")
			p.line, p.boxLine, p.tint, p.sameBg, p.sel = pick(rng, "#bfc6d4", "#d1d8e3"), "#344861", "#e2ebf3", "#c3d7ea", "#bbdefb"
			p.accent, p.muted = "#325aaf", "#6e7c8c"
			l.surface, l.onSurface = "#eaeef4", "#344861"
		}
		p.same = rng.IntN(4) != 0
	case "nyt": // NYT-Games-like: black box lines, a yellow selection, grey peers, candidates
		if rng.IntN(2) == 0 {
			p.phoneWindow(rng)
		} else {
			p.desktopWindow(rng)
		}
		p.layout = pick(rng, "table", "svg", "divs")
		p.font = pick(rng, lookFonts(fonts, "Nimbus Sans", "Liberation Sans", "Noto Sans", "sans-serif")...)
		p.playerFont = p.font
		p.look.title = pick(rng, serif...)
		p.bg, p.cellBg, p.given, p.player = "#ffffff", "#ffffff", "#000000", pick(rng, "#2860d8", "#000000", "#4f85e5")
		p.line, p.boxLine, p.tint, p.sel = pick(rng, "#bbbbbb", "#d3d3d3", "#959595"), "#000000", pick(rng, "#e6e6e6", "#dcefff"), pick(rng, "#f7da21", "#ffda00", "#a7d8ff")
		p.boxW, p.outerW = pick(rng, 2, 3), 3
		p.accent, p.muted = "#000000", "#5a5a5a"
		p.tintBox, p.same = rng.IntN(2) == 0, rng.IntN(3) == 0
		l.surface, l.onSurface = "#ffffff", "#121212"
	case "m3-light", "m3-dark": // Material 3 Android: tonal surfaces, rounded grid, corner notes
		p.phoneWindow(rng)
		p.dark = kind == "m3-dark"
		p.layout = pick(rng, "grid", "grid", "table", "svg")
		p.outerRadius = 10 + rng.IntN(12)
		p.marks = pick(rng, "corner", "corner", "grid")
		p.boxW, p.outerW = pick(rng, 2, 3), pick(rng, 2, 3)
		if p.dark {
			p.bg, p.cellBg, p.given, p.player = "#141218", pick(rng, "#1d1b20", "#211f26"), "#e6e0e9", pick(rng, "#d0bcff", "#a8c7fa", "#7dd3c0")
			p.line, p.boxLine, p.tint, p.sameBg, p.sel = "#49454f", pick(rng, "#938f99", "#cac4d0"), "#2b2930", "#4a4458", "#4f378b"
			p.accent, p.muted = "#d0bcff", "#cac4d0"
			l.surface, l.onSurface = "#2b2930", "#e6e0e9"
		} else {
			p.bg, p.cellBg, p.given, p.player = "#fef7ff", pick(rng, "#fef7ff", "#ffffff"), "#1d1b20", pick(rng, "#6750a4", "#0b57d0", "#006a6a")
			p.line, p.boxLine, p.tint, p.sameBg, p.sel = "#cac4d0", pick(rng, "#79747e", "#49454f"), "#f3edf7", "#e8def8", "#eaddff"
			p.accent, p.muted = "#6750a4", "#49454f"
			l.surface, l.onSurface = "#e8def8", "#1d1b20"
		}
		if rng.IntN(3) == 0 {
			p.selMode, p.sel, p.selText = "strong", p.accent, p.bg
		}
		p.same = rng.IntN(2) == 0
	case "ios": // iOS: large title, a timer bar, a segmented control, system colours
		p.phoneWindow(rng)
		p.dpr = pick(rng, 2.0, 3, 3)
		p.dark = rng.IntN(3) == 0
		p.layout = pick(rng, "table", "svg", "grid")
		if p.layout == "grid" {
			p.outerRadius = 8 + rng.IntN(6)
		}
		p.marks = pick(rng, "grid", "centre")
		if p.dark {
			p.bg, p.cellBg, p.given, p.player = "#000000", "#1c1c1e", "#ffffff", "#0a84ff"
			p.line, p.boxLine, p.tint, p.sel = "#38383a", "#8e8e93", "#1c2a3d", "#0a84ff"
			p.accent, p.muted = "#0a84ff", "#8e8e93"
			l.surface, l.onSurface = "#1c1c1e", "#ffffff"
			p.selMode, p.selText = "strong", "#ffffff"
		} else {
			p.bg, p.cellBg, p.given, p.player = "#f2f2f7", "#ffffff", "#000000", pick(rng, "#007aff", "#34c759", "#af52de")
			p.line, p.boxLine, p.tint, p.sel = "#c6c6c8", pick(rng, "#1c1c1e", "#3a3a3c", "#8e8e93"), "#e5f0ff", pick(rng, "#b3d4ff", "#ffe08a")
			p.accent, p.muted = "#007aff", "#8e8e93"
			l.surface, l.onSurface = "#ffffff", "#000000"
			if rng.IntN(3) == 0 {
				p.selMode, p.sel, p.selText = "strong", "#007aff", "#ffffff"
			}
		}
		p.tintBox, p.same = rng.IntN(2) == 0, rng.IntN(2) == 0
	case "print-page": // a newspaper's puzzle page, printed in a browser: serif, black lines, nothing highlighted
		p.desktopWindow(rng)
		p.layout = pick(rng, "table", "svg", "divs")
		p.font = pick(rng, append(serif, pick(rng, sans...))...)
		p.playerFont, p.weight = p.font, pick(rng, 400, 400, 700)
		p.look.title = pick(rng, serif...)
		p.bg = pick(rng, "#525659", "#f1f3f4", "#ffffff")
		p.cellBg, p.given, p.player, p.line, p.boxLine = "#ffffff", "#000000", "#000000", pick(rng, "#000000", "#555555", "#888888"), "#000000"
		p.tint, p.sel, p.accent, p.muted = "#ffffff", "#ffffff", "#000000", "#444444"
		p.boxW, p.outerW = pick(rng, 2, 3, 3), pick(rng, 2, 3, 4)
		p.tintLines, p.tintBox, p.same = false, false, false
		for i := range b.marks {
			b.marks[i] = nil
		}
		l.surface, l.onSurface = "#ffffff", "#111111"
	case "ms-tiles": // Microsoft-Sudoku-like: rounded tiles on a gradient, boxes as panels
		if rng.IntN(3) == 0 {
			p.phoneWindow(rng)
		} else {
			p.desktopWindow(rng)
		}
		p.layout = "tiles"
		p.marks = pick(rng, "grid", "corner")
		p.dark = rng.IntN(3) == 0
		if p.dark {
			p.bg, p.given, p.player = "#202020", "#ffffff", "#60cdff"
			l.body = pick(rng, "linear-gradient(135deg,#1b1f3b,#3a1c4a)", "linear-gradient(160deg,#0f2027,#2c5364)", "#202020")
			l.tile, l.tileBack = "#2d2d2d", "rgba(0,0,0,.35)"
			p.tint, p.sameBg, p.sel = "#3a3f4b", "#204a63", "#0078d4"
			p.accent, p.muted = "#60cdff", "#c5c5c5"
			l.surface, l.onSurface = "rgba(255,255,255,.08)", "#ffffff"
		} else {
			p.bg, p.given, p.player = "#f3f3f3", "#1b1b1b", "#0067c0"
			l.body = pick(rng, "linear-gradient(135deg,#a1c4fd,#c2e9fb)", "linear-gradient(160deg,#e0c3fc,#8ec5fc)", "linear-gradient(135deg,#fdfbfb,#ebedee)", "#f3f3f3")
			l.tile, l.tileBack = "#ffffff", "rgba(255,255,255,.45)"
			p.tint, p.sameBg, p.sel = "#e5f1fb", "#cce4f7", "#99c9ef"
			p.accent, p.muted = "#0067c0", "#5d5d5d"
			l.surface, l.onSurface = "rgba(255,255,255,.7)", "#1b1b1b"
		}
		p.cellBg = p.bg
		if rng.IntN(2) == 0 {
			p.selMode, p.sel, p.selText = "strong", p.accent, pick(rng, "#ffffff", "#000000")
		}
		p.tintLines = rng.IntN(2) == 0
	default:
		p.moreLooks(rng, fonts, sans, serif)
	}
	if p.selText == "" {
		p.selText = p.given
	}
	if l.body == "" {
		l.body = p.bg
	}
	if l.onSurface == "" {
		l.onSurface = p.given
	}
	return p
}

// lookHTML is an opt-in look's whole page.
func (p *page) lookHTML() string {
	var s strings.Builder
	fmt.Fprintf(&s, `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
html{background:%s}
html,body{margin:0;padding:0;color:%s;font-family:'%s',sans-serif;overflow:hidden}
body{background:%s;zoom:%g;width:%dpx;height:%dpx}
.row{display:flex;align-items:center;justify-content:space-between}
.c{position:relative;box-sizing:border-box;display:flex;align-items:center;justify-content:center;overflow:hidden}
.m{position:absolute;color:%s;line-height:1}
.b{display:flex;align-items:center;justify-content:center;box-sizing:border-box}
</style></head><body>`, p.bg, p.look.onSurface, p.font, p.look.body, p.zoom, int(float64(p.w)/p.zoom), int(float64(p.h)/p.zoom), p.muted)
	rng := rand.New(rand.NewPCG(uint64(p.w), uint64(p.h)+uint64(p.selIdx)))
	if draw := lookPages[p.kind]; draw != nil {
		draw(p, &s, rng)
	}
	s.WriteString("</body></html>")
	return s.String()
}

// pad writes a numbers pad of cols columns: square-ish buttons of size px, each a digit (with
// a count of those left beneath it, when counts).
func (p *page) pad(s *strings.Builder, cols, size int, bg, fg, radius string, counts bool) {
	fmt.Fprintf(s, `<div style="display:grid;grid-template-columns:repeat(%d,%dpx);gap:%dpx;justify-content:center">`, cols, size, max(4, size/8))
	for d := 1; d <= p.b.n; d++ {
		count := ""
		if counts {
			count = fmt.Sprintf(`<div style="font-size:%dpx;color:%s;line-height:1">%d</div>`, max(9, size/6), p.muted, (d*7)%9+1)
		}
		fmt.Fprintf(s, `<div class="b" style="flex-direction:column;height:%dpx;background:%s;color:%s;border-radius:%s;font-size:%dpx;line-height:1.1">%s%s</div>`,
			size*6/5, bg, fg, radius, size*11/20, p.b.symbol(d), count)
	}
	s.WriteString(`</div>`)
}

// tools writes a row of icon buttons with labels beneath.
func (p *page) tools(s *strings.Builder, rng *rand.Rand, names []string, circle string) {
	s.WriteString(`<div class="row" style="padding:10px 18px;gap:10px">`)
	icons := map[string]string{"Undo": "↶", "Erase": "⌫", "Notes": "✎", "Hint": "💡", "Pencil": "✎", "Redo": "↷", "Check": "✓"}
	for _, t := range names {
		fmt.Fprintf(s, `<div style="text-align:center;font-size:12px;color:%s"><div class="b" style="width:%dpx;height:%dpx;border-radius:50%%;background:%s;font-size:20px;margin:0 auto 4px">%s</div>%s</div>`,
			p.muted, 40+rng.IntN(12), 40+rng.IntN(12), circle, icons[t], t)
	}
	s.WriteString(`</div>`)
}

// webClassic writes a sudoku.com-like page: a header, the difficulty row, the grid and a
// panel (mistakes, time, tools, a 3×3 numbers pad, New Game); on a phone, all in a column.
func (p *page) webClassic(s *strings.Builder, rng *rand.Rand) {
	l := p.look
	phone := p.w < 600
	fmt.Fprintf(s, `<div class="row" style="height:%dpx;padding:0 20px;border-bottom:1px solid %s"><b style="font-size:24px;color:%s">%s</b><span style="font-size:14px">%s</span></div>`,
		52+rng.IntN(14), p.line, p.accent, pick(rng, "sudoku.fun", "Sudoku.com", "Sudoku Classic"), pick(rng, "☰", "Rules &nbsp; Tips &nbsp; Daily &nbsp; Stats", "Play &nbsp; Learn"))
	diff := `<div style="font-size:13px;color:` + p.muted + `;padding:10px 0">Difficulty: <b style="color:` + p.accent + `">Easy</b> &nbsp; Medium &nbsp; Hard &nbsp; Expert &nbsp; Master &nbsp; Extreme</div>`
	info := fmt.Sprintf(`<div class="row" style="font-size:14px;color:%s;padding:6px 0"><span>Mistakes: %d/3</span><span>%s</span><span>%02d:%02d ⏸</span></div>`, p.muted, rng.IntN(3), pick(rng, "Score: 1250", "Expert", ""), rng.IntN(30), rng.IntN(60))
	if phone {
		margin := 4 + rng.IntN(10)
		p.fit(p.w - 2*margin)
		fmt.Fprintf(s, `<div style="padding:0 %dpx">%s%s`, margin, diff, info)
		p.grid(s)
		s.WriteString(`</div>`)
		p.tools(s, rng, []string{"Undo", "Erase", "Notes", "Hint"}, l.surface)
		fmt.Fprintf(s, `<div class="row" style="padding:0 8px;font-size:%dpx;color:%s">`, min(40, (p.w-16)/min(p.b.n, 9)-4), p.accent)
		per := keypadCols(p.b.n)
		for d := 1; d <= per; d++ {
			fmt.Fprintf(s, `<span>%s</span>`, p.b.symbol(d))
		}
		s.WriteString(`</div>`)
		return
	}
	left := 30 + rng.IntN(120)
	size := min(int(float64(p.h)/p.zoom)-170, int(float64(p.w)/p.zoom)-left-420)
	p.fit(max(size, 320))
	fmt.Fprintf(s, `<div style="padding:0 %dpx">%s<div style="display:flex;gap:%dpx"><div>`, left, diff, 24+rng.IntN(30))
	p.grid(s)
	fmt.Fprintf(s, `</div><div style="width:340px">%s`, info)
	p.tools(s, rng, []string{"Undo", "Erase", "Notes", "Hint"}, l.surface)
	cols := 3
	if p.b.n == 16 {
		cols = 4
	}
	p.pad(s, cols, 300/cols-12, l.surface, p.accent, "6px", false)
	fmt.Fprintf(s, `<div class="b" style="margin-top:14px;height:52px;border-radius:8px;background:%s;color:#fff;font-size:18px">New Game</div></div></div></div>`, p.accent)
}

// nyt writes an NYT-Games-like page: the masthead, title and date, difficulty tabs, a
// toolbar with the timer, the grid and a pad of square buttons with a Normal/Candidate switch.
func (p *page) nyt(s *strings.Builder, rng *rand.Rand) {
	phone := p.w < 600
	fmt.Fprintf(s, `<div class="row" style="height:%dpx;padding:0 16px;border-bottom:1px solid #dcdcdc;font-size:14px"><span>☰</span><span style="font-family:'%s';font-size:20px;font-weight:700">The Daily Times <span style="font-weight:400">Games</span></span><span>%s</span></div>`,
		48+rng.IntN(10), p.look.title, pick(rng, "Subscribe", "Log in", "⚙"))
	fmt.Fprintf(s, `<div style="padding:14px 20px 4px"><span style="font-family:'%s';font-size:%dpx;font-weight:700">Sudoku</span> <span style="font-size:16px;color:%s">&nbsp;%s</span></div>`,
		p.look.title, 30+rng.IntN(10), p.muted, pick(rng, "Monday, December 1, 2026", "Tuesday, December 2", "Sunday, November 30, 2026"))
	fmt.Fprintf(s, `<div style="display:flex;gap:24px;padding:4px 20px 8px;font-size:15px;font-weight:600"><span>Easy</span><span style="border-bottom:3px solid #000">Medium</span><span>Hard</span></div>`)
	fmt.Fprintf(s, `<div class="row" style="padding:6px 20px;border-top:1px solid #dcdcdc;border-bottom:1px solid #dcdcdc;font-size:15px"><span>↶ &nbsp; ↷</span><b>%d:%02d &nbsp;⏸</b><span>%s</span></div>`,
		rng.IntN(20), rng.IntN(60), pick(rng, "? &nbsp; ⚙", "Auto-candidate mode ☐"))
	switchRow := fmt.Sprintf(`<div style="display:flex;gap:0;margin:10px 0;font-size:14px;font-weight:600"><div class="b" style="flex:1;height:38px;background:#000;color:#fff">Normal</div><div class="b" style="flex:1;height:38px;border:1px solid #000">Candidate</div></div>`)
	if phone {
		margin := 6 + rng.IntN(12)
		p.fit(p.w - 2*margin)
		fmt.Fprintf(s, `<div style="padding:10px %dpx">`, margin)
		p.grid(s)
		s.WriteString(switchRow)
		cols := keypadCols(p.b.n)
		p.pad(s, cols, (p.w-2*margin)/cols-7, "#ffffff;border:1px solid #959595", "#000", "4px", false)
		s.WriteString(`</div>`)
		return
	}
	left := 40 + rng.IntN(160)
	size := min(int(float64(p.h)/p.zoom)-260, int(float64(p.w)/p.zoom)-left-380)
	p.fit(max(size, 300))
	fmt.Fprintf(s, `<div style="display:flex;gap:%dpx;padding:16px %dpx">`, 30+rng.IntN(40), left)
	p.grid(s)
	cols := 3
	if p.b.n == 16 {
		cols = 4
	}
	fmt.Fprintf(s, `<div style="width:280px">%s`, switchRow)
	p.pad(s, cols, 270/cols-10, "#ffffff;border:1px solid #959595", "#000", "4px", false)
	s.WriteString(`</div></div>`)
}

// material writes a Material 3 Android app: a top app bar, chips, the rounded grid, tools, a
// row of tonal digit buttons and a navigation bar.
func (p *page) material(s *strings.Builder, rng *rand.Rand) {
	l := p.look
	fmt.Fprintf(s, `<div class="row" style="height:%dpx;padding:0 18px;font-size:13px;font-weight:500"><span>%d:%02d</span><span>▾ ▴ ▮</span></div>`, 26+rng.IntN(10), 8+rng.IntN(4), rng.IntN(60))
	fmt.Fprintf(s, `<div class="row" style="height:64px;padding:0 8px"><span style="font-size:22px;padding:0 12px">←</span><span style="flex:1;font-size:22px">%s</span><span style="font-size:20px;padding:0 12px">⟲ &nbsp; ⋮</span></div>`,
		pick(rng, "Sudoku", "Classic Sudoku", "Daily challenge"))
	fmt.Fprintf(s, `<div style="display:flex;gap:8px;padding:4px 16px 10px;font-size:13px">`)
	for _, c := range []string{pick(rng, "Easy", "Medium", "Hard", "Expert"), fmt.Sprintf("⏱ %02d:%02d", rng.IntN(40), rng.IntN(60)), fmt.Sprintf("Mistakes %d/3", rng.IntN(3))} {
		fmt.Fprintf(s, `<span style="border:1px solid %s;border-radius:8px;padding:6px 12px">%s</span>`, p.line, c)
	}
	s.WriteString(`</div>`)
	margin := 8 + rng.IntN(10)
	p.centredGrid(s, 0, margin)
	p.tools(s, rng, []string{"Undo", "Erase", "Pencil", "Hint"}, l.surface)
	cols := keypadCols(p.b.n)
	if rng.IntN(2) == 0 && p.b.n == 9 {
		cols = 5
	}
	p.pad(s, cols, (p.w-24)/cols-8, l.surface, p.accent, "14px", rng.IntN(2) == 0)
	fmt.Fprintf(s, `<div style="position:fixed;left:0;right:0;bottom:0;height:72px;background:%s;display:flex;justify-content:space-around;align-items:center;font-size:12px">`, l.surface)
	for k, t := range []string{"Home", "Daily", "Stats", "Settings"} {
		pill := ""
		if k == 0 {
			pill = ";background:" + p.sel
		}
		fmt.Fprintf(s, `<div style="text-align:center"><div style="width:56px;height:28px;border-radius:14px%s;font-size:18px">⌂</div>%s</div>`, pill, t)
	}
	s.WriteString(`</div>`)
}

// ios writes an iOS app: the status bar, a back button, a large title, a timer bar, a
// segmented control, the grid, a keypad and the home indicator.
func (p *page) ios(s *strings.Builder, rng *rand.Rand) {
	l := p.look
	fmt.Fprintf(s, `<div class="row" style="height:%dpx;padding:0 26px;font-size:15px;font-weight:600"><span>9:41</span><span>▂▄▆ ◠ ▭</span></div>`, 44+rng.IntN(10))
	fmt.Fprintf(s, `<div class="row" style="padding:2px 16px;font-size:17px;color:%s"><span>‹ Games</span><span>⋯</span></div>`, p.accent)
	fmt.Fprintf(s, `<div style="padding:2px 16px 6px;font-size:34px;font-weight:700">%s</div>`, pick(rng, "Sudoku", "Daily Sudoku", "Sudoku Pro"))
	used := 30 + rng.IntN(60)
	fmt.Fprintf(s, `<div style="display:flex;align-items:center;gap:10px;padding:4px 16px;font-size:13px;color:%s"><div style="flex:1;height:6px;border-radius:3px;background:%s"><div style="width:%d%%;height:6px;border-radius:3px;background:%s"></div></div><span>%d:%02d</span></div>`,
		p.muted, p.line, used, p.accent, rng.IntN(20), rng.IntN(60))
	fmt.Fprintf(s, `<div style="display:flex;margin:8px 16px;padding:2px;border-radius:9px;background:%s;font-size:13px">`, p.line)
	for k, t := range []string{"Easy", "Medium", "Hard", "Expert"} {
		bg := "transparent"
		if k == 1 {
			bg = l.surface
		}
		fmt.Fprintf(s, `<div class="b" style="flex:1;height:28px;border-radius:7px;background:%s">%s</div>`, bg, t)
	}
	s.WriteString(`</div>`)
	margin := 10 + rng.IntN(8)
	p.centredGrid(s, 4, margin)
	p.tools(s, rng, []string{"Undo", "Erase", "Notes", "Hint"}, "transparent")
	cols := pick(rng, 9, 5)
	if p.b.n == 16 {
		cols = 8
	}
	p.pad(s, cols, (p.w-28)/cols-8, l.surface, p.accent, "10px", false)
	fmt.Fprintf(s, `<div style="position:fixed;bottom:8px;left:50%%;width:134px;margin-left:-67px;height:5px;border-radius:3px;background:%s"></div>`, l.onSurface)
}

// printPage writes a newspaper's puzzle page shown in a browser: the tab strip and address
// bar, a page (on a viewer's grey, or the site's own white) with a masthead, columns of
// text, the puzzle under its heading and rules and, one time in three, an earlier puzzle's
// solution in a small grid.
func (p *page) printPage(s *strings.Builder, rng *rand.Rand) {
	fmt.Fprintf(s, `<div style="height:34px;background:#dee1e6;display:flex;align-items:end;padding-left:8px;font:12px sans-serif"><div style="background:#fff;border-radius:8px 8px 0 0;padding:8px 16px;width:200px">Sudoku — Puzzles — The Courier</div></div>`)
	fmt.Fprintf(s, `<div style="height:38px;background:#fff;border-bottom:1px solid #ccc;display:flex;align-items:center;gap:12px;padding:0 12px;font:14px sans-serif;color:#333">← → ⟳ <div style="flex:1;background:#f1f3f4;border-radius:16px;padding:6px 14px">https://www.thecourier.example/puzzles/sudoku/%d</div> ⋮</div>`, 1000+rng.IntN(9000))
	pageW := min(int(float64(p.w)/p.zoom)-80, 820+rng.IntN(200))
	body := int(float64(p.h)/p.zoom) - 150
	p.fit(min(pageW/2+rng.IntN(pageW/4), body-110))
	text := strings.Repeat("The council met on Tuesday to discuss the plans for the new bridge, which residents say will ease the traffic on the high street. ", 6)
	fmt.Fprintf(s, `<div style="width:%dpx;margin:12px auto;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.4);padding:18px 28px;color:#111;font-family:'%s'">`, pageW, p.look.title)
	fmt.Fprintf(s, `<div style="text-align:center;font-size:30px;font-weight:700;border-bottom:3px double #000;padding-bottom:4px">THE COURIER</div><div class="row" style="font-size:11px;padding:2px 0 8px">%s<span>PUZZLES</span><span>Page %d</span></div>`,
		pick(rng, "<span>Monday 1 December 2026</span>", "<span>Weekend edition</span>"), 20+rng.IntN(30))
	fmt.Fprintf(s, `<div style="display:flex;gap:22px"><div>`)
	fmt.Fprintf(s, `<div style="font-size:22px;font-weight:700">SUDOKU <span style="font-size:15px;font-weight:400">No. %d &nbsp; %s</span></div><div style="font-size:12px;padding:4px 0 8px;width:%dpx">Fill the grid so that every row, every column and every box contains the digits 1 to %d.</div>`,
		1000+rng.IntN(9000), pick(rng, "★★★☆☆", "Difficulty: gentle", "Fiendish"), p.cell*p.b.n, p.b.n)
	p.grid(s)
	fmt.Fprintf(s, `</div><div style="flex:1;font-size:12px;line-height:1.35;text-align:justify;column-count:%d;column-gap:14px;max-height:%dpx;overflow:hidden">%s`, 1+rng.IntN(2), p.cell*p.b.n+60, text)
	if rng.IntN(3) == 0 {
		small := 9 + rng.IntN(4)
		fmt.Fprintf(s, `<div style="break-inside:avoid;font-size:11px;font-weight:700;padding-top:8px">Yesterday's solution<table style="border-collapse:collapse;border:2px solid #000;margin-top:4px">`)
		for r := range 9 {
			s.WriteString("<tr>")
			for c := range 9 {
				bd := "1px solid #999"
				style := "border:" + bd
				if c%3 == 2 {
					style += ";border-right:2px solid #000"
				}
				if r%3 == 2 {
					style += ";border-bottom:2px solid #000"
				}
				fmt.Fprintf(s, `<td style="%s;width:%dpx;height:%dpx;padding:0;text-align:center;font-size:%dpx;font-weight:400">%d</td>`, style, small, small, small-3, (r*3+r/3+c)%9+1)
			}
			s.WriteString("</tr>")
		}
		s.WriteString(`</table></div>`)
	}
	s.WriteString(`</div></div></div>`)
}

// msTiles writes a Microsoft-Sudoku-like window: a title bar, a side panel of round buttons,
// the board of rounded tiles on the background and a pad of round digit buttons.
func (p *page) msTiles(s *strings.Builder, rng *rand.Rand) {
	l := p.look
	fmt.Fprintf(s, `<div class="row" style="height:32px;padding:0 12px;font-size:12px;background:%s"><span>▦ Sudoku</span><span>—  ▢  ✕</span></div>`, l.surface)
	fmt.Fprintf(s, `<div class="row" style="padding:8px 20px;font-size:15px"><span>☰ &nbsp; %s</span><span>⏱ %02d:%02d</span></div>`, pick(rng, "Classic · Medium", "Irregular? no: Classic · Expert", "Daily Challenge"), rng.IntN(50), rng.IntN(60))
	if p.w < 600 {
		margin := 8 + rng.IntN(10)
		p.centredGrid(s, 6, margin)
		p.tools(s, rng, []string{"Undo", "Pencil", "Hint", "Check"}, l.surface)
		cols := keypadCols(p.b.n)
		p.pad(s, cols, (p.w-24)/cols-8, l.surface, p.accent, "50%", false)
		return
	}
	size := min(int(float64(p.h)/p.zoom)-120, int(float64(p.w)/p.zoom)-520)
	p.fit(max(size, 320))
	fmt.Fprintf(s, `<div style="display:flex;gap:%dpx;padding:10px %dpx;align-items:flex-start">`, 30+rng.IntN(30), 30+rng.IntN(80))
	fmt.Fprintf(s, `<div style="width:120px">`)
	for _, t := range []string{"↶", "✎", "💡", "✓"} {
		fmt.Fprintf(s, `<div class="b" style="width:56px;height:56px;border-radius:50%%;background:%s;font-size:22px;margin:10px auto">%s</div>`, l.surface, t)
	}
	s.WriteString(`</div>`)
	p.grid(s)
	cols := 3
	if p.b.n == 16 {
		cols = 4
	}
	s.WriteString(`<div style="width:260px;padding-top:20px">`)
	p.pad(s, cols, 240/cols-14, l.surface, p.accent, "50%", false)
	s.WriteString(`</div></div>`)
}

// keypadCols is how many keys a keypad row holds for an n×n board: n up to 9, 8 (two
// rows) for 16.
func keypadCols(n int) int {
	if n == 16 {
		return 8
	}
	return min(n, 9)
}

// centredGrid fits the board to the page's width less margin on each side and draws it
// centred, vpad pixels above and below.
func (p *page) centredGrid(s *strings.Builder, vpad, margin int) {
	p.fit(p.w - 2*margin)
	fmt.Fprintf(s, `<div style="display:flex;justify-content:center;padding:%dpx %dpx">`, vpad, margin)
	p.grid(s)
	s.WriteString(`</div>`)
}

// lookPages writes the body of each opt-in look's page (looks.go, then looks2.go).
var lookPages = map[string]func(*page, *strings.Builder, *rand.Rand){
	"web-classic": (*page).webClassic, "nyt": (*page).nyt, "m3-light": (*page).material, "m3-dark": (*page).material,
	"ios": (*page).ios, "print-page": (*page).printPage, "ms-tiles": (*page).msTiles,
	"ad-phone": (*page).adPhone, "tablet": (*page).tablet, "candidates": (*page).solverPage, "daily-web": (*page).dailyWeb,
	"high-contrast": (*page).highContrast, "sepia": (*page).sepia,
}
