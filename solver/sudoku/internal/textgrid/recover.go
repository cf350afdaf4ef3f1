package textgrid

import (
	"encoding/json"
	"maps"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// This file reads the forms that fail the main layout detection but still hold exactly
// one grid: line-based layouts whose newlines were lost (a chat app's one-line command option
// turns them into spaces), rows of fixed width where a space is a blank, and a JSON object
// with the grid as a string field. Each is tried only after the ordinary reading failed.

// parseRecovered tries the recovering readers on a block whose ordinary reading failed.
func (o Options) parseRecovered(lines []srcLine) (Grid, bool) {
	var content []srcLine
	for _, l := range lines {
		if strings.TrimSpace(l.text) != "" {
			content = append(content, l)
		}
	}
	if len(content) == 0 {
		return Grid{}, false
	}
	if len(content) == 1 {
		t := strings.TrimSpace(unwrap(content[0].text))
		if g, ok := o.parseJSONField(t); ok {
			return g, true
		}
		if g, ok := o.parseJoined(t); ok {
			return g, true
		}
	} else if strings.HasPrefix(strings.TrimSpace(content[0].text), "{") {
		var all []string
		for _, l := range content {
			all = append(all, l.text)
		}
		if g, ok := o.parseJSONField(strings.Join(all, "\n")); ok {
			return g, true
		}
	}
	return o.parseFixedWidth(content)
}

// jsonGridKeys are the field names tried first in a JSON object, in order.
var jsonGridKeys = []string{"puzzle", "grid", "board", "sudoku", "givens", "problem", "quiz"}

// parseJSONField reads {"puzzle":"53..7...."}: the first string field (the usual names
// first, then the others by name) that is a grid on its own.
func (o Options) parseJSONField(t string) (Grid, bool) {
	if !strings.HasPrefix(t, "{") {
		return Grid{}, false
	}
	var m map[string]any
	if json.Unmarshal([]byte(t), &m) != nil {
		return Grid{}, false
	}
	keys := slices.Sorted(maps.Keys(m))
	sort.SliceStable(keys, func(i, j int) bool { return jsonKeyRank(keys[i]) < jsonKeyRank(keys[j]) })
	for _, k := range keys {
		s, ok := m[k].(string)
		if !ok || strings.HasPrefix(strings.TrimSpace(s), "{") {
			continue
		}
		if g, err := o.Parse(s); err == nil {
			return g, true
		}
	}
	return Grid{}, false
}

func jsonKeyRank(k string) int {
	for i, name := range jsonGridKeys {
		if strings.EqualFold(k, name) {
			return i
		}
	}
	return len(jsonGridKeys)
}

// parseJoined reads one line that was a line-based layout before its line breaks became
// spaces: a boxed printout ("+-------+ | 5 3 . | . 7 . | ..."), rows of cells
// ("530070000 600195000 ..."), comma-separated rows ("5,3,0,... 6,0,0,..."). Separators
// and rules are dropped; what is left must be exactly N² cells, either as N² fields or as
// N² characters, or the line is left unread (an empty comma field, a blank, could not be
// told from a lost line break).
func (o Options) parseJoined(t string) (Grid, bool) {
	if len(t) > maxJoined || strings.Contains(t, ",,") || strings.Contains(t, ";;") {
		return Grid{}, false
	}
	t = sizeLabelRE.ReplaceAllString(t, "") // "9×9: " before the grid
	var b strings.Builder
	for _, r := range t {
		switch {
		case r == '|' || r == ',' || r == ';' || r == '¦' || isBoxRune(r) && !isHorizontalRune(r):
			b.WriteByte(' ')
		default:
			b.WriteRune(r)
		}
	}
	var cells []string
	for _, f := range strings.Fields(b.String()) {
		if isRuleToken(f) {
			continue
		}
		cells = append(cells, f)
	}
	n := o.size()
	fits := func(k int) bool {
		s := squareSide(k)
		return s > 0 && validSize(s) && (n == 0 || s == n)
	}
	var line string
	switch joined := strings.Join(cells, ""); {
	case len(cells) > 1 && fits(len(cells)):
		line = strings.Join(cells, " ")
	case len(cells) > 0 && fits(utf8.RuneCountInString(joined)):
		line = joined
	default:
		return Grid{}, false
	}
	g, err := o.parseLines([]srcLine{{num: 1, text: line}})
	if err != nil {
		return Grid{}, false
	}
	g.Layout = LayoutLine
	return g, true
}

// sizeLabelRE matches a size label at the start of a line: "9x9:", "9 × 9 -".
var sizeLabelRE = regexp.MustCompile(`^\s*\d{1,2}\s*[x×X]\s*\d{1,2}\s*[:\-]?\s+`)

// maxJoined bounds the line parseJoined looks at: a 25×25 boxed printout with two-digit
// numbers fits in about 5 KiB, so a longer line is prose or data, not a lost layout.
const maxJoined = 16 << 10

// isRuleToken reports a field that is part of a box rule: "+-------+", "---", "===",
// "+", ":", box-drawing lines, and rules with corners ("*-----*", ".-----."). A lone "-"
// is a blank cell, not a rule.
func isRuleToken(f string) bool {
	if f == "-" {
		return false
	}
	line := false
	for _, r := range f {
		switch {
		case r == '-' || r == '=' || isBoxRune(r):
			line = true
		case r == '+' || r == ':':
		case r == '*' || r == '.' || r == '\'':
			if len(f) < 3 {
				return false
			}
		default:
			return false
		}
	}
	return line || f == "+" || f == ":"
}

// parseFixedWidth reads N rows of at most N characters where a space is a blank
// ("53  7    "), as typed in a plain-text editor: every row holds only cell characters
// and spaces, no row is longer than N (trailing blanks may have been trimmed) and one is
// exactly N long, there are exactly N rows and at least N givens.
func (o Options) parseFixedWidth(rows []srcLine) (Grid, bool) {
	n := len(rows)
	if !validSize(n) || n > 9 || o.size() != 0 && o.size() != n {
		return Grid{}, false
	}
	var b strings.Builder
	spaced := false
	for _, l := range rows {
		t := strings.TrimRight(l.text, " \t\r")
		if len(t) > n {
			return Grid{}, false
		}
		for i := 0; i < len(t); i++ {
			c := t[i]
			switch {
			case c == ' ':
				spaced = true
				b.WriteByte('.')
			case c >= '1' && c <= '9' || c == '0' || IsBlank(c):
				b.WriteByte(c)
			default:
				return Grid{}, false
			}
		}
		for i := len(t); i < n; i++ {
			b.WriteByte('.')
		}
	}
	// A full-width row and at least N givens tell a grid from short lines of numbers
	// (nonogram clues, a list of counts).
	full, givens := false, 0
	for _, l := range rows {
		full = full || len(strings.TrimRight(l.text, " \t\r")) == n
	}
	for _, c := range b.String() {
		if c >= '1' && c <= '9' {
			givens++
		}
	}
	if !spaced || !full || givens < n {
		return Grid{}, false
	}
	g, ok := o.parseFast(b.String())
	if !ok {
		var err error
		if g, err = o.parseLines([]srcLine{{num: 1, text: b.String()}}); err != nil {
			return Grid{}, false
		}
	}
	g.Layout = LayoutRows
	return g, true
}
