package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
)

// TestActivityPhone: on a 360 px wide portrait phone the 9×9 and 16×16 boards fit
// without sideways scrolling, every digit and tool is a touch target of at least 44 px,
// Discord's safe-area insets are kept clear, and the dark theme follows the member's
// setting (shared with the chat board). Every row of the board is as tall as the others,
// however empty; a hint leaves the digits on screen; the menu shows nothing stray.
func TestActivityPhone(t *testing.T) {
	t.Parallel()
	b := browser(t)
	f := discordtest.New(t)
	members(f)
	m := activityBot(t, f, nil)
	phone := chromedp.EmulateViewport(360, 740, chromedp.EmulateMobile, chromedp.EmulateTouch)
	a := open(t, b, m.Addr("activity"), alice, newInstance(f, alice), phone)
	for _, n := range []int{9, 16} {
		if n == 16 {
			a.click(`[data-action="menu"]`)
			a.click(`#menu [data-size="16"]`)
			a.click(`#menu [data-action="new-solo"]`)
			a.waitJS(`window.__sudoku.game && window.__sudoku.game.n === 16`, "the 16×16 board")
		} else {
			startSolo(a, 9)
		}
		a.click(`[data-cell="r1c1"]`)
		type box struct{ W, H, Right float64 }
		board := js[box](a, `(() => { const r = document.getElementById('board').getBoundingClientRect(); return {W: r.width, H: r.height, Right: r.right}; })()`)
		if board.W < 300 || board.Right > 360 {
			t.Errorf("%d×%d: the board is %.0f px wide and ends at %.0f px on a 360 px screen", n, n, board.W, board.Right)
		}
		if w := js[float64](a, `document.documentElement.scrollWidth`); w > 360 {
			t.Errorf("%d×%d: the page scrolls sideways (%.0f px wide)", n, n, w)
		}
		small := js[[]string](a, `[...document.querySelectorAll('#pad button, #tools button')].filter((b) => {
			const r = b.getBoundingClientRect(); return r.width < 44 || r.height < 44; }).map((b) => b.dataset.digit || b.dataset.action)`)
		if len(small) > 0 {
			t.Errorf("%d×%d: touch targets under 44 px: %v", n, n, small)
		}
		a.screenshot(fmt.Sprintf("activity-phone-%dx%d-light", n, n))
	}
	// Discord's safe-area insets push the board clear of the notch.
	pad := js[float64](a, `(() => { document.documentElement.style.setProperty('--discord-safe-area-inset-top', '40px');
		return parseFloat(getComputedStyle(document.getElementById('app')).paddingTop); })()`)
	if pad < 40 {
		t.Errorf("with a 40 px safe-area inset the page's top padding is %.0f px", pad)
	}
	// The dark theme, from the menu: the member's setting, kept for the chat board too.
	a.click(`[data-action="menu"]`)
	if text := js[string](a, `document.getElementById('menu').textContent`); has(text, "null") || has(text, "undefined") {
		t.Errorf("the menu says %q", text)
	}
	a.click(`#menu [data-action="theme"]`)
	a.waitJS(`document.documentElement.dataset.theme === 'dark'`, "the dark theme")
	a.click(`#menu [data-action="close-menu"]`)
	a.screenshot("activity-phone-16x16-dark")
	if c, _ := slash(t, f, alice, "settings", nil)["content"].(string); !has(c, "Theme: **dark**") {
		t.Errorf("the chat board's settings say %q, want the dark theme chosen in the Activity", c)
	}
	// A row of empty cells (notes only) is as tall as a row of digits: it once collapsed.
	rowless := classicSolution[:36] + strings.Repeat(".", 9) + classicSolution[45:]
	game := launchFromChat(t, f, alice, rowless, false)
	a = open(t, b, m.Addr("activity"), alice, newInstance(f, alice), phone)
	a.waitJS(fmt.Sprintf(`window.__sudoku.game && window.__sudoku.game.id === %q`, game), "the board with an empty row")
	a.click(`#tools [data-action="auto"]`)
	a.waitJS(`window.__sudoku.game.marks.some((m) => m !== 0)`, "the auto notes")
	if h := js[[]float64](a, `(() => { const hs = [...document.querySelectorAll('[data-cell]')].map((c) => c.getBoundingClientRect().height);
		return [Math.min(...hs), Math.max(...hs)]; })()`); h[1]-h[0] > 2 {
		t.Errorf("cells from %.1f to %.1f px tall, want one height", h[0], h[1])
	}
	// A hint on a phone: the hint, its buttons, the digits and Undo, Erase and Notes fit
	// the screen (the other tools give the hint their place until it closes).
	a.click(`#tools [data-action="hint"]`)
	a.waitJS(`window.__sudoku.hint && !document.getElementById('hint').hidden`, "the hint")
	a.screenshot("activity-phone-9x9-hint-dark")
	if off := js[[]string](a, `[...document.querySelectorAll('#hint button, #pad button')].filter((b) => b.getBoundingClientRect().bottom > innerHeight).map((b) => b.textContent)`); len(off) > 0 {
		t.Errorf("with a hint open, below the screen: %v", off)
	}
	if h := js[float64](a, `document.documentElement.scrollHeight`); h > 740 {
		t.Errorf("with a hint open the page is %.0f px tall on a 740 px screen", h)
	}
	if kept := js[[]string](a, `[...document.querySelectorAll('#tools button')].filter((b) => b.getBoundingClientRect().height >= 44).map((b) => b.dataset.action)`); strings.Join(kept, " ") != "undo erase notes" {
		t.Errorf("with a hint open the tools shown are %v, want undo, erase and notes", kept)
	}
	a.click(`#hint [data-action="close-hint"]`)
	a.waitJS(`document.querySelector('#tools [data-action="hint"]').getBoundingClientRect().height >= 44`, "the tools back")
}

// TestActivityFirstPaint reports how long the page takes from navigation to a painted
// board on loopback (docs/BENCHMARKS.md); it asserts nothing about time.
func TestActivityFirstPaint(t *testing.T) {
	t.Parallel()
	b := browser(t)
	f := discordtest.New(t)
	members(f)
	m := activityBot(t, f, nil)
	in := newInstance(f, alice, bob)
	a := open(t, b, m.Addr("activity"), alice, in)
	startSolo(a, 9)
	a.click(`[data-action="menu"]`)
	a.click(`#menu [data-action="new-coop"]`)
	a.waitJS(`window.__sudoku.game && window.__sudoku.game.together`, "the co-op board")
	bo := open(t, b, m.Addr("activity"), bob, in)
	bo.waitJS(`window.__firstBoard`, "bob's first board")
	ms := js[float64](bo, `window.__firstBoard`)
	t.Logf("first board painted %.0f ms after navigation (loopback, headless Chromium); marks: %s", ms,
		js[string](bo, `performance.getEntriesByType('mark').map((m) => m.name + ' ' + Math.round(m.startTime)).join(', ')`))
	bytes := js[float64](bo, `performance.getEntriesByType('resource').concat(performance.getEntriesByType('navigation')).reduce((s, e) => s + (e.transferSize || 0), 0)`)
	t.Logf("transferred %.0f bytes (gzip where the server compresses)", bytes)
}

// TestActivityShortWideWindows: in a short wide window (Discord's desktop frame) and on a
// phone held sideways the board gets the height and the digits and tools go beside it:
// nothing scrolls, each digit fits its cell (the digits were sized by the window's width,
// not the board's, and overflowed a board the height had shrunk), targets stay ≥ 44 px.
func TestActivityShortWideWindows(t *testing.T) {
	t.Parallel()
	b := browser(t)
	f := discordtest.New(t)
	members(f)
	m := activityBot(t, f, nil)
	for _, w := range []struct {
		name          string
		width, height int64
		mobile        bool
	}{{"desktop 1024×600", 1024, 600, false}, {"phone sideways 740×360", 740, 360, true}} {
		opts := []chromedp.EmulateViewportOption{}
		if w.mobile {
			opts = append(opts, chromedp.EmulateMobile, chromedp.EmulateTouch)
		}
		a := open(t, b, m.Addr("activity"), alice, newInstance(f, alice), chromedp.EmulateViewport(w.width, w.height, opts...))
		startSolo(a, 9)
		a.screenshot(fmt.Sprintf("activity-%dx%d", w.width, w.height))
		type sizes struct{ ScrollH, ScrollW, Board, Over, Small float64 }
		s := js[sizes](a, `(() => {
			const cells = [...document.querySelectorAll('[data-cell]')];
			const over = cells.filter((c) => { const v = c.querySelector('.v').getBoundingClientRect(), r = c.getBoundingClientRect();
				return v.height > r.height + 1 || v.width > r.width + 1; }).length;
			const small = [...document.querySelectorAll('#pad button, #tools button')].filter((b) => {
				const r = b.getBoundingClientRect(); return r.width < 44 || r.height < 44; }).length;
			return {ScrollH: document.documentElement.scrollHeight, ScrollW: document.documentElement.scrollWidth,
				Board: document.getElementById('board').getBoundingClientRect().width, Over: over, Small: small}; })()`)
		if s.ScrollH > float64(w.height) || s.ScrollW > float64(w.width) {
			t.Errorf("%s: the page is %.0f×%.0f px", w.name, s.ScrollW, s.ScrollH)
		}
		if s.Board < float64(w.height)*0.6 {
			t.Errorf("%s: the board is %.0f px wide", w.name, s.Board)
		}
		if s.Over > 0 || s.Small > 0 {
			t.Errorf("%s: %.0f digits overflow their cells, %.0f targets under 44 px", w.name, s.Over, s.Small)
		}
	}
}
