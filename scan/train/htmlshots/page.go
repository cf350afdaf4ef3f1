package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
)

// page is one screenshot's random choices: the window, the theme, the fonts, how the grid
// is built in HTML/CSS, what is highlighted and the app's chrome around the grid.
type page struct {
	kind    string
	b       *board
	w, h    int     // the window in CSS pixels
	dpr     float64 // device pixel ratio
	zoom    float64 // page zoom (CSS zoom on the body)
	hinting string  // Chromium's --font-render-hinting

	dark                              bool
	bg, cellBg, given, player, line   string
	boxLine, tint, sel, selText       string
	accent, muted                     string
	font, playerFont                  string
	weight, playerWeight              int
	italic                            bool
	layout                            string // table, grid, divs, svg, tiles
	cell, lineW, boxW, outerW         int    // CSS pixels
	digit, markScale                  float64
	marks                             string // grid, corner, centre
	selIdx                            int
	selMode                           string // fill, strong, frame
	tintLines, tintBox, same, checker bool
	edge                              bool // the grid runs to the window's left and right edges
	align                             string
	sheetW                            int // a sheet cell's width (its height is cell)
	rows0, cols0                      int // the sheet's rows and columns before the block

	// The opt-in looks' own choices (looks.go); their zero values draw the default kinds as before.
	sameBg      string // the same digits' fill, when it differs from the row's and column's (tint)
	outerRadius int    // the grid layout's rounded outer corners, CSS pixels
	look        *look  // the look's chrome and colours, nil for the default kinds
}

func pick[T any](rng *rand.Rand, xs ...T) T { return xs[rng.IntN(len(xs))] }

func newPage(rng *rand.Rand, fonts []string, kind string, b *board) *page {
	p := &page{kind: kind, b: b, zoom: 1, hinting: pick(rng, "none", "slight", "full"), selIdx: rng.IntN(b.n * b.n), align: "center"}
	p.font = pick(rng, fonts...)
	p.playerFont = p.font
	if rng.IntN(2) == 0 {
		p.playerFont = pick(rng, fonts...)
	}
	p.weight = pick(rng, 300, 400, 400, 500, 600, 700)
	p.playerWeight = pick(rng, 300, 400, 500, 700)
	p.italic = rng.IntN(5) == 0
	p.marks = pick(rng, "grid", "corner", "centre")
	p.markScale = 0.2 + 0.12*rng.Float64()
	p.tintLines, p.tintBox, p.same = rng.IntN(2) == 0, rng.IntN(2) == 0, rng.IntN(2) == 0
	p.selMode = pick(rng, "fill", "strong", "frame")
	p.lineW, p.boxW, p.outerW = 1, pick(rng, 1, 2, 2, 3, 4), pick(rng, 1, 2, 3, 4)
	p.digit = 0.5 + 0.25*rng.Float64()
	if b.n == 16 {
		p.digit = 0.45 + 0.2*rng.Float64()
		if b.numbers {
			p.digit *= 0.8
		}
	}
	switch kind {
	case "phone-light", "phone-dark":
		p.dark = kind == "phone-dark"
		p.w, p.h = 360+rng.IntN(71), 740+rng.IntN(190)
		p.dpr = pick(rng, 1, 2, 2.625, 3, 3)
		p.layout = pick(rng, "table", "grid", "divs", "svg")
		p.edge = rng.IntN(4) == 0
		p.checker = !p.dark && rng.IntN(4) == 0
	case "desktop":
		p.dark = rng.IntN(3) == 0
		p.w, p.h = 1100+rng.IntN(500), 760+rng.IntN(240)
		p.dpr = pick(rng, 1, 1, 1.5, 2)
		p.zoom = pick(rng, 0.8, 0.9, 1, 1, 1.1, 1.25)
		p.layout = pick(rng, "table", "grid", "divs", "svg")
	case "tiles":
		p.dark = rng.IntN(3) == 0
		p.layout = "tiles"
		if rng.IntN(2) == 0 {
			p.w, p.h = 360+rng.IntN(71), 740+rng.IntN(190)
			p.dpr = pick(rng, 1.0, 2, 3)
		} else {
			p.w, p.h = 1000+rng.IntN(500), 760+rng.IntN(240)
			p.dpr = pick(rng, 1.0, 1.5, 2)
		}
	case "sheet":
		p.w, p.h = 1100+rng.IntN(400), 700+rng.IntN(250)
		p.dpr = pick(rng, 1, 1, 1.25, 2)
		p.zoom = pick(rng, 0.9, 1, 1, 1.1, 1.25)
		p.layout = "sheet"
		p.font = pick(rng, "Liberation Sans", "Liberation Sans", "DejaVu Sans", "Liberation Serif", "sans-serif", p.font)
		p.playerFont, p.italic = p.font, false
		p.weight = pick(rng, 400, 400, 700)
		p.align = pick(rng, "right", "center", "center")
		p.rows0, p.cols0 = 1+rng.IntN(3), 1+rng.IntN(3)
	}
	p.theme(rng)
	return p
}

// theme picks the colours.
func (p *page) theme(rng *rand.Rand) {
	if p.kind == "sheet" {
		p.bg, p.cellBg, p.line = "#ffffff", "#ffffff", pick(rng, "#e2e3e3", "#d4d4d4", "#c0c0c0", "#dadce0")
		p.given = pick(rng, "#000000", "#000000", "#202124", "#434343")
		p.player = pick(rng, p.given, p.given, "#1155cc", "#cc0000")
		p.boxLine = pick(rng, "#000000", "#434343")
		p.tint = pick(rng, "#fff2cc", "#d9ead3", "#cfe2f3", "#f3f3f3")
		p.sel, p.selText, p.accent, p.muted = "#1a73e8", p.given, "#1a73e8", "#5f6368"
		return
	}
	if p.dark {
		p.bg = pick(rng, "#121212", "#1e1e1e", "#0d1b2a", "#101827", "#000000", "#1c2833", "#202124", "#16213e")
		p.cellBg = pick(rng, p.bg, p.bg, "#2a2a2e", "#1f2937", "#243447")
		p.given = pick(rng, "#e0e0e0", "#ffffff", "#cfd8dc", "#9ecbff", "#f5f5dc")
		p.player = pick(rng, "#64b5f6", "#80cbc4", "#ffb74d", "#ce93d8", "#81c784", p.given)
		p.line = pick(rng, "#333333", "#3a3f4b", "#2c3e50", "#444444", "#555555")
		p.boxLine = pick(rng, "#777777", "#9aa0a6", "#5c6bc0", "#bbbbbb", "#e0e0e0")
		p.tint = pick(rng, "#263238", "#1f2a3a", "#2d2d40", "#303030")
		p.sel = pick(rng, "#37474f", "#1565c0", "#00897b", "#3949ab", "#546e7a")
		p.accent = pick(rng, "#64b5f6", "#4db6ac", "#ffffff", "#9fa8da")
		p.muted = "#9e9e9e"
	} else {
		p.bg = pick(rng, "#ffffff", "#f6f7fb", "#fafafa", "#fff8ec", "#eef3f8", "#e8f5e9", "#f3e5f5", "#fff3e0")
		p.cellBg = pick(rng, "#ffffff", "#ffffff", p.bg)
		p.given = pick(rng, "#000000", "#222222", "#333a45", "#1f2937", "#344861")
		p.player = pick(rng, "#325aaf", "#1e88e5", "#0a7d5a", "#c2185b", "#6a1b9a", "#e65100", p.given)
		p.line = pick(rng, "#bfc6d4", "#cccccc", "#d0d0d0", "#999999", "#a0a8b8", "#e0e0e0")
		p.boxLine = pick(rng, "#344861", "#000000", "#555555", "#333333", "#7986cb")
		p.tint = pick(rng, "#e2ebf3", "#eef2f7", "#fde9d9", "#e8f0fe", "#f1f8e9")
		p.sel = pick(rng, "#bbdefb", "#c3d7ea", "#fff59d", "#b2dfdb")
		p.accent = pick(rng, "#325aaf", "#1976d2", "#00897b", "#5e35b1", "#000000")
		p.muted = "#6e7c8c"
	}
	p.selText = p.given
	if p.selMode == "strong" {
		p.sel, p.selText = pick(rng, "#1976d2", "#26a69a", "#43a047", "#7e57c2", "#00acc1", "#e53935"), "#ffffff"
	}
	if rng.IntN(4) == 0 { // box lines absent or as thin as the cells'
		p.boxW, p.boxLine = p.lineW, p.line
	}
}

func (p *page) desc() string {
	return fmt.Sprintf("%s %dx%d@%g zoom %g %s font %q/%q w%d italic %v marks %s sel %s edge %v hint %s dark %v",
		p.layout, p.w, p.h, p.dpr, p.zoom, p.kind, p.font, p.playerFont, p.weight, p.italic, p.marks, p.selMode, p.edge, p.hinting, p.dark)
}

// html is the whole page.
func (p *page) html() string {
	var s strings.Builder
	fmt.Fprintf(&s, `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;background:%s;color:%s;font-family:'%s',sans-serif;overflow:hidden}
body{zoom:%g;width:%dpx;height:%dpx}
.row{display:flex;align-items:center;justify-content:space-between}
.c{position:relative;box-sizing:border-box;display:flex;align-items:center;justify-content:center;overflow:hidden}
.m{position:absolute;color:%s;line-height:1}
</style></head><body>`, p.bg, p.given, p.font, p.zoom, int(float64(p.w)/p.zoom), int(float64(p.h)/p.zoom), p.muted)
	switch p.kind {
	case "sheet":
		p.sheet(&s)
	case "desktop":
		p.desktop(&s)
	case "tiles":
		if p.w < 600 {
			p.phone(&s)
		} else {
			p.desktop(&s)
		}
	default:
		p.phone(&s)
	}
	s.WriteString("</body></html>")
	return s.String()
}

// phone writes a phone app: status bar, title, info row, the grid, tools and a keypad.
func (p *page) phone(s *strings.Builder) {
	rng := rand.New(rand.NewPCG(uint64(p.w), uint64(p.h)))
	fmt.Fprintf(s, `<div class="row" style="height:%dpx;padding:0 16px;font-size:14px;font-weight:600"><span>9:%02d</span><span>▂▄▆ ◔ ▭</span></div>`, 24+rng.IntN(20), rng.IntN(60))
	fmt.Fprintf(s, `<div class="row" style="height:%dpx;padding:0 14px;font-size:%dpx"><span>←</span><b>%s</b><span>⚙ ⋮</span></div>`,
		44+rng.IntN(16), 18+rng.IntN(6), pick(rng, "Sudoku", "Sudoku Classic", "Daily Challenge", "Killer? No: Sudoku"))
	fmt.Fprintf(s, `<div class="row" style="height:%dpx;padding:0 16px;font-size:13px;color:%s"><span>%s</span><span>Mistakes: %d/3</span><span>%02d:%02d</span></div>`,
		28+rng.IntN(14), p.muted, pick(rng, "Easy", "Medium", "Hard", "Expert", "Evil"), rng.IntN(3), rng.IntN(30), rng.IntN(60))
	margin := 6 + rng.IntN(14)
	if p.edge {
		margin = 0
	}
	p.fit(p.w - 2*margin)
	fmt.Fprintf(s, `<div style="margin:4px %dpx;display:flex;justify-content:center">`, margin)
	p.grid(s)
	s.WriteString(`</div>`)
	fmt.Fprintf(s, `<div class="row" style="padding:%dpx 24px;font-size:12px;color:%s">`, 8+rng.IntN(10), p.muted)
	for _, t := range [][2]string{{"↶", "Undo"}, {"⌫", "Erase"}, {"✎", "Notes"}, {"★", "Hint"}} {
		fmt.Fprintf(s, `<div style="text-align:center"><div style="font-size:%dpx">%s</div>%s</div>`, 22+rng.IntN(8), t[0], t[1])
	}
	s.WriteString(`</div>`)
	p.keypad(s, rng, p.w-24)
}

// keypad writes the digits to enter: a row (or two) of big digits, or a grid of buttons.
func (p *page) keypad(s *strings.Builder, rng *rand.Rand, width int) {
	n := p.b.n
	if rng.IntN(2) == 0 || n == 16 {
		per := min(n, 9)
		if n == 16 {
			per = 8
		}
		fs := min(44, width/per-4)
		for start := 1; start <= n; start += per {
			fmt.Fprintf(s, `<div class="row" style="padding:2px 12px;font-size:%dpx;color:%s;font-family:'%s'">`, fs, p.accent, p.font)
			for d := start; d < start+per && d <= n; d++ {
				count := ""
				if rng.IntN(2) == 0 {
					count = fmt.Sprintf(`<div style="font-size:11px;color:%s">%d</div>`, p.muted, rng.IntN(9))
				}
				fmt.Fprintf(s, `<div style="text-align:center;width:%dpx">%s%s</div>`, width/per-2, p.b.symbol(d), count)
			}
			s.WriteString(`</div>`)
		}
		return
	}
	bs := min(64, (width-40)/3)
	fmt.Fprintf(s, `<div style="display:grid;grid-template-columns:repeat(3,%dpx);gap:8px;justify-content:center;padding:6px">`, bs)
	for d := 1; d <= 9; d++ {
		fmt.Fprintf(s, `<div style="height:%dpx;border-radius:8px;background:%s;color:%s;display:flex;align-items:center;justify-content:center;font-size:%dpx">%d</div>`,
			bs*3/4, p.tint, p.accent, bs/2, d)
	}
	s.WriteString(`</div>`)
}

// desktop writes a web page: a header with links, the grid on the left, a panel beside it.
func (p *page) desktop(s *strings.Builder) {
	rng := rand.New(rand.NewPCG(uint64(p.w), uint64(p.h)+1))
	fmt.Fprintf(s, `<div class="row" style="height:%dpx;padding:0 24px;background:%s;color:%s;font-size:15px"><b style="font-size:22px">%s</b><span>Home &nbsp; Play &nbsp; Daily &nbsp; Stats &nbsp; Help &nbsp; Sign in</span></div>`,
		48+rng.IntN(24), p.tint, p.given, pick(rng, "Sudoku.web", "websudoku", "Sudoku Online", "Puzzle Hub"))
	left := 20 + rng.IntN(100)
	size := min(int(float64(p.h)/p.zoom)-140, int(float64(p.w)/p.zoom)-left-420)
	size = max(size, 300)
	p.fit(size)
	fmt.Fprintf(s, `<div style="display:flex;gap:%dpx;padding:%dpx %dpx">`, 24+rng.IntN(40), 16+rng.IntN(30), left)
	p.grid(s)
	fmt.Fprintf(s, `<div style="width:300px"><div style="font-size:16px;color:%s;margin-bottom:10px">%s &nbsp; ⏱ %02d:%02d</div>`,
		p.muted, pick(rng, "Difficulty: Easy", "Difficulty: Hard", "Level 12"), rng.IntN(60), rng.IntN(60))
	p.keypad(s, rng, 280)
	fmt.Fprintf(s, `<div class="row" style="margin-top:12px;font-size:14px">`)
	for _, t := range []string{"Undo", "Erase", "Notes", "Hint"} {
		fmt.Fprintf(s, `<div style="border:1px solid %s;border-radius:6px;padding:8px 10px">%s</div>`, p.line, t)
	}
	fmt.Fprintf(s, `</div><div style="margin-top:14px;background:%s;color:#fff;border-radius:6px;padding:12px;text-align:center;font-size:16px">New Game</div></div></div>`, p.accent)
}

// fit sets the cell size so the grid is about width CSS pixels wide.
func (p *page) fit(width int) {
	n, k := p.b.n, p.b.n/p.b.box
	lines := (n-k)*p.lineW + (k-1)*p.boxW + 2*p.outerW
	if p.layout == "tiles" {
		p.lineW, p.boxW = 2+p.selIdx%3, 6+p.selIdx%7
		lines = (n-k)*p.lineW + (k-1)*p.boxW + 2*p.outerW
	}
	p.cell = max(12, (width-lines)/n)
}

// cellStyle is a cell's background and text colour.
func (p *page) cellStyle(i int) (bg, fg string) {
	n, box := p.b.n, p.b.box
	r, c := i/n, i%n
	sr, sc := p.selIdx/n, p.selIdx%n
	bg, fg = p.cellBg, p.given
	if p.b.entered[i] {
		fg = p.player
	}
	if p.checker && (r/box+c/box)%2 == 1 {
		bg = p.tint
	}
	if p.tintLines && (r == sr || c == sc) || p.tintBox && r/box == sr/box && c/box == sc/box {
		bg = p.tint
	}
	if p.same && p.b.grid[i] != 0 && p.b.grid[i] == p.b.grid[p.selIdx] {
		bg = p.tint
		if p.sameBg != "" {
			bg = p.sameBg
		}
	}
	if i == p.selIdx && p.selMode != "frame" {
		bg = p.sel
		if p.selMode == "strong" {
			fg = p.selText
		}
	}
	return bg, fg
}

// content is a cell's HTML: its symbol, or its pencil marks.
func (p *page) content(i int, fg string) string {
	b := p.b
	fs := float64(p.cell) * p.digit
	if v := b.grid[i]; v != 0 {
		font, weight, style := p.font, p.weight, "normal"
		if b.entered[i] {
			font, weight = p.playerFont, p.playerWeight
			if p.italic {
				style = "italic"
			}
		}
		return fmt.Sprintf(`<span style="font-family:'%s';font-weight:%d;font-style:%s;font-size:%.1fpx;color:%s;line-height:1">%s</span>`, font, weight, style, fs, fg, b.symbol(int(v)))
	}
	if len(b.marks[i]) == 0 {
		return ""
	}
	ms := float64(p.cell) * p.markScale
	var s strings.Builder
	switch p.marks {
	case "grid":
		k := b.box
		fmt.Fprintf(&s, `<div style="position:absolute;inset:1px;display:grid;grid-template-columns:repeat(%d,1fr);grid-template-rows:repeat(%d,1fr);font-size:%.1fpx;color:%s;line-height:1">`, k, k, ms, p.muted)
		for d := 1; d <= b.n; d++ {
			t := ""
			if slices.Contains(b.marks[i], d) {
				t = b.symbol(d)
			}
			fmt.Fprintf(&s, `<div style="display:flex;align-items:center;justify-content:center">%s</div>`, t)
		}
		s.WriteString(`</div>`)
	case "corner":
		pos := []string{"left:2px;top:1px", "right:2px;top:1px", "left:2px;bottom:1px", "right:2px;bottom:1px",
			"left:45%;top:1px", "left:45%;bottom:1px", "left:2px;top:40%", "right:2px;top:40%"}
		for k, d := range b.marks[i] {
			if k == len(pos) {
				break
			}
			fmt.Fprintf(&s, `<span class="m" style="%s;font-size:%.1fpx">%s</span>`, pos[k], ms, b.symbol(d))
		}
	default:
		var t []string
		for _, d := range b.marks[i] {
			t = append(t, b.symbol(d))
		}
		fmt.Fprintf(&s, `<span style="font-size:%.1fpx;color:%s;text-align:center;line-height:1.05;word-break:break-all;padding:1px">%s</span>`, ms*0.9, p.muted, strings.Join(t, ""))
	}
	return s.String()
}

// frame is the selected cell's frame, when the selection is a frame.
func (p *page) frame(i int) string {
	if i != p.selIdx || p.selMode != "frame" {
		return ""
	}
	return fmt.Sprintf(";box-shadow:inset 0 0 0 %dpx %s", 2+p.cell/30, p.accent)
}

// grid writes the grid in the page's layout.
func (p *page) grid(s *strings.Builder) {
	n, box, cs := p.b.n, p.b.box, p.cell
	switch p.layout {
	case "table":
		fmt.Fprintf(s, `<table style="border-collapse:collapse;border:%dpx solid %s">`, p.outerW, p.boxLine)
		for r := range n {
			s.WriteString("<tr>")
			for c := range n {
				i := r*n + c
				bg, fg := p.cellStyle(i)
				rb, bb := fmt.Sprintf("%dpx solid %s", p.lineW, p.line), fmt.Sprintf("%dpx solid %s", p.lineW, p.line)
				if c%box == box-1 && c < n-1 {
					rb = fmt.Sprintf("%dpx solid %s", p.boxW, p.boxLine)
				}
				if r%box == box-1 && r < n-1 {
					bb = fmt.Sprintf("%dpx solid %s", p.boxW, p.boxLine)
				}
				fmt.Fprintf(s, `<td style="padding:0;border-right:%s;border-bottom:%s;background:%s%s"><div class="c" style="width:%dpx;height:%dpx">%s</div></td>`,
					rb, bb, bg, p.frame(i), cs, cs, p.content(i, fg))
			}
			s.WriteString("</tr>")
		}
		s.WriteString("</table>")
	case "grid", "tiles":
		gap, boxGap, back, outer := p.lineW, p.boxW, p.line, p.boxLine
		radius, tile, clip := p.outerRadius, 0, "" // the grid's corners, a cell's
		if p.layout == "tiles" {
			back, outer, radius = p.bg, p.bg, 3+p.selIdx%8
			tile = radius
			if p.look != nil && p.look.tileBack != "" {
				back, outer = p.look.tileBack, p.look.tileBack
			}
		} else if p.boxLine == p.line {
			boxGap = gap
		}
		if p.outerRadius > 0 {
			clip = ";overflow:hidden"
		}
		fmt.Fprintf(s, `<div style="display:grid;grid-template-columns:repeat(%d,auto);gap:%dpx;background:%s;padding:%dpx;border-radius:%dpx%s">`, n/box, boxGap, outer, p.outerW, radius, clip)
		for br := range n / box {
			for bc := range n / box {
				fmt.Fprintf(s, `<div style="display:grid;grid-template-columns:repeat(%d,%dpx);grid-auto-rows:%dpx;gap:%dpx;background:%s">`, box, cs, cs, gap, back)
				for r := br * box; r < (br+1)*box; r++ {
					for c := bc * box; c < (bc+1)*box; c++ {
						i := r*n + c
						bg, fg := p.cellStyle(i)
						if p.layout == "tiles" && (bg == p.bg || p.look != nil && bg == p.cellBg) {
							bg = p.tileColour()
						}
						shadow := ""
						if p.layout == "tiles" && p.selIdx%2 == 0 {
							shadow = ";box-shadow:0 1px 2px rgba(0,0,0,.3)"
						}
						fmt.Fprintf(s, `<div class="c" style="background:%s;border-radius:%dpx%s%s">%s</div>`, bg, tile, shadow, p.frame(i), p.content(i, fg))
					}
				}
				s.WriteString(`</div>`)
			}
		}
		s.WriteString(`</div>`)
	case "divs":
		total := n * cs
		fmt.Fprintf(s, `<div style="position:relative;width:%dpx;height:%dpx;outline:%dpx solid %s;margin:%dpx">`, total, total, p.outerW, p.boxLine, p.outerW)
		for i := range n * n {
			r, c := i/n, i%n
			bg, fg := p.cellStyle(i)
			fmt.Fprintf(s, `<div class="c" style="position:absolute;left:%dpx;top:%dpx;width:%dpx;height:%dpx;background:%s;box-shadow:inset -%dpx -%dpx 0 %s%s">%s</div>`,
				c*cs, r*cs, cs, cs, bg, p.lineW, p.lineW, p.line, strings.Replace(p.frame(i), ";box-shadow:", ",", 1), p.content(i, fg))
		}
		for k := 1; k < n/box; k++ {
			fmt.Fprintf(s, `<div style="position:absolute;left:%dpx;top:0;width:%dpx;height:%dpx;background:%s"></div>`, k*box*cs-p.boxW/2-1, p.boxW, total, p.boxLine)
			fmt.Fprintf(s, `<div style="position:absolute;top:%dpx;left:0;height:%dpx;width:%dpx;background:%s"></div>`, k*box*cs-p.boxW/2-1, p.boxW, total, p.boxLine)
		}
		s.WriteString(`</div>`)
	case "svg":
		total := n*cs + 2*p.outerW
		o := float64(p.outerW)
		fmt.Fprintf(s, `<svg width="%d" height="%d" style="display:block">`, total, total)
		for i := range n * n {
			bg, _ := p.cellStyle(i)
			fmt.Fprintf(s, `<rect x="%g" y="%g" width="%d" height="%d" fill="%s"/>`, o+float64(i%n*cs), o+float64(i/n*cs), cs, cs, bg)
		}
		for k := 0; k <= n; k++ {
			w, col := float64(p.lineW), p.line
			if k%box == 0 {
				w, col = float64(p.boxW), p.boxLine
			}
			if k == 0 || k == n {
				w = 2 * o
			}
			x := o + float64(k*cs)
			fmt.Fprintf(s, `<line x1="%g" y1="0" x2="%g" y2="%d" stroke="%s" stroke-width="%g"/><line y1="%g" x1="0" y2="%g" x2="%d" stroke="%s" stroke-width="%g"/>`, x, x, total, col, w, x, x, total, col, w)
		}
		for i := range n * n {
			_, fg := p.cellStyle(i)
			x, y := o+float64(i%n*cs), o+float64(i/n*cs)
			fmt.Fprintf(s, `<foreignObject x="%g" y="%g" width="%d" height="%d"><div xmlns="http://www.w3.org/1999/xhtml" class="c" style="width:%dpx;height:%dpx">%s</div></foreignObject>`, x, y, cs, cs, cs, cs, p.content(i, fg))
		}
		if p.selMode == "frame" {
			fmt.Fprintf(s, `<rect x="%g" y="%g" width="%d" height="%d" fill="none" stroke="%s" stroke-width="3"/>`, o+float64(p.selIdx%n*cs)+1.5, o+float64(p.selIdx/n*cs)+1.5, cs-3, cs-3, p.accent)
		}
		s.WriteString(`</svg>`)
	}
}

// tileColour is a tile's colour where nothing is highlighted.
func (p *page) tileColour() string {
	if p.look != nil && p.look.tile != "" {
		return p.look.tile
	}
	if p.dark {
		return "#2b3440"
	}
	if p.bg == "#ffffff" {
		return "#eceff1"
	}
	return "#ffffff"
}

// sheet writes a spreadsheet: menus, a formula bar, column letters and row numbers, the
// sheet's thin gridlines, the puzzle a few cells in.
func (p *page) sheet(s *strings.Builder) {
	rng := rand.New(rand.NewPCG(uint64(p.w), uint64(p.h)+2))
	n, box := p.b.n, p.b.box
	ch := 21 + rng.IntN(20)
	if n == 16 {
		ch = 18 + rng.IntN(12)
	}
	cw := ch
	if rng.IntN(3) == 0 {
		cw = ch + 10 + rng.IntN(60)
	}
	p.cell, p.sheetW = ch, cw
	fs := float64(ch) * (0.45 + 0.2*rng.Float64())
	boxes := rng.IntN(5) < 2
	fmt.Fprintf(s, `<div style="font-size:13px;color:#444;padding:6px 10px;font-family:sans-serif">File &nbsp; Edit &nbsp; View &nbsp; Insert &nbsp; Format &nbsp; Data &nbsp; Tools &nbsp; Extensions &nbsp; Help</div>`)
	fmt.Fprintf(s, `<div style="height:34px;background:#edf2fa;margin:0 8px;border-radius:16px"></div>`)
	sel := p.selIdx
	fmt.Fprintf(s, `<div style="display:flex;font-size:13px;font-family:sans-serif;border-bottom:1px solid #c7c7c7;padding:4px 8px;gap:12px"><span style="width:80px">%c%d</span><i>fx</i><span>%d</span></div>`,
		'A'+p.cols0+sel%n, p.rows0+sel/n+1, p.b.grid[sel])
	cols := int(float64(p.w)/p.zoom-46)/(cw+1) + 1
	rows := int(float64(p.h)/p.zoom-100)/(ch+1) + 1
	cols, rows = max(cols, p.cols0+n+1), max(rows, p.rows0+n+1)
	fmt.Fprintf(s, `<table style="border-collapse:collapse;table-layout:fixed;font-family:'%s'"><tr><td style="width:45px;height:20px;background:#f8f9fa;border:1px solid #c0c0c0"></td>`, p.font)
	for c := range cols {
		fmt.Fprintf(s, `<td style="width:%dpx;background:#f8f9fa;border:1px solid #c0c0c0;font:11px sans-serif;color:#555;text-align:center">%s</td>`, cw, colName(c))
	}
	s.WriteString("</tr>")
	valign := pick(rng, "bottom", "middle")
	tint := rng.IntN(4) == 0
	for r := range rows {
		fmt.Fprintf(s, `<tr style="height:%dpx"><td style="background:#f8f9fa;border:1px solid #c0c0c0;font:11px sans-serif;color:#555;text-align:center">%d</td>`, ch, r+1)
		for c := range cols {
			gr, gc := r-p.rows0, c-p.cols0
			style := fmt.Sprintf("border:1px solid %s;padding:0 3px;overflow:hidden;white-space:nowrap", p.line)
			text := ""
			if gr >= 0 && gr < n && gc >= 0 && gc < n {
				i := gr*n + gc
				if v := p.b.grid[i]; v != 0 {
					fg := p.given
					if p.b.entered[i] {
						fg = p.player
					}
					text = fmt.Sprintf(`<span style="font-size:%.1fpx;font-weight:%d;color:%s">%s</span>`, fs, p.weight, fg, p.b.symbol(int(v)))
				}
				style += fmt.Sprintf(";text-align:%s;vertical-align:%s", p.align, valign)
				if boxes {
					if gc%box == 0 {
						style += ";border-left:2px solid " + p.boxLine
					}
					if gr%box == 0 {
						style += ";border-top:2px solid " + p.boxLine
					}
					if gc == n-1 {
						style += ";border-right:2px solid " + p.boxLine
					}
					if gr == n-1 {
						style += ";border-bottom:2px solid " + p.boxLine
					}
				}
				if tint && (gr/box+gc/box)%2 == 0 {
					style += ";background:" + p.tint
				}
				if i == sel {
					style += ";box-shadow:inset 0 0 0 2px " + p.sel
				}
			}
			fmt.Fprintf(s, `<td style="%s">%s</td>`, style, text)
		}
		s.WriteString("</tr>")
	}
	s.WriteString("</table>")
}

func colName(c int) string {
	if c < 26 {
		return string(rune('A' + c))
	}
	return string(rune('A'+c/26-1)) + string(rune('A'+c%26))
}
