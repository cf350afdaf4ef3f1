package textgrid

import (
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// This file turns pasted text into candidate rows: it splits lines, takes the inside of
// Markdown code fences, drops spoiler bars, prose, comments and box rules, and cuts each
// remaining line into fields.

// srcLine is one line of the input with its 1-based number.
type srcLine struct {
	num  int
	text string
}

// splitLines splits text into lines, accepting LF, CRLF and lone CR endings, and drops a
// leading byte order mark.
func splitLines(text string) []srcLine {
	text = fromUTF16(text)
	text = strings.TrimPrefix(text, "\ufeff")
	sep := "\n"
	if !strings.Contains(text, "\n") && strings.Contains(text, "\r") {
		sep = "\r"
	}
	var out []srcLine
	num := 0
	for len(text) > 0 {
		num++
		line, rest, _ := strings.Cut(text, sep)
		out = append(out, srcLine{num: num, text: strings.TrimSuffix(line, "\r")})
		text = rest
	}
	return out
}

// fromUTF16 decodes text that starts with a UTF-16 byte order mark (Windows Notepad's
// "Unicode" files) and returns any other text unchanged.
func fromUTF16(text string) string {
	var big bool
	switch {
	case strings.HasPrefix(text, "\xff\xfe"):
	case strings.HasPrefix(text, "\xfe\xff"):
		big = true
	default:
		return text
	}
	units := make([]uint16, 0, len(text)/2)
	for i := 2; i+1 < len(text); i += 2 {
		if big {
			units = append(units, uint16(text[i])<<8|uint16(text[i+1]))
		} else {
			units = append(units, uint16(text[i+1])<<8|uint16(text[i]))
		}
	}
	return string(utf16.Decode(units))
}

const fence = "```"

// fencedBlocks returns the insides of the ``` code fences in lines, one slice per block,
// dropping a language tag after an opening fence ("```txt"). An unclosed fence runs to the
// end. With no fence at all, the whole text is one block.
func fencedBlocks(lines []srcLine) [][]srcLine {
	var blocks [][]srcLine
	var cur []srcLine
	inside, any := false, false
	for _, l := range lines {
		s := l.text
		if !strings.Contains(s, fence) {
			if inside {
				cur = append(cur, l)
			}
			continue
		}
		any = true
		for {
			before, after, found := strings.Cut(s, fence)
			if inside && strings.TrimSpace(before) != "" {
				cur = append(cur, srcLine{num: l.num, text: before})
			}
			if !found {
				break
			}
			if inside {
				blocks = append(blocks, cur)
				cur = nil
			} else if tag, rest := languageTag(after); tag {
				after = rest
			}
			inside = !inside
			s = after
		}
	}
	if inside && len(cur) > 0 {
		blocks = append(blocks, cur)
	}
	if !any {
		return [][]srcLine{inlineCode(lines)}
	}
	var out [][]srcLine
	for _, b := range blocks {
		if hasContent(b) {
			out = append(out, b)
		}
	}
	return out
}

// inlineCode returns the insides of `inline code` spans when some line has one that is
// not prose ("try `53..7....` pls"), else lines unchanged.
func inlineCode(lines []srcLine) []srcLine {
	var spans []srcLine
	for _, l := range lines {
		_, rest, ok := strings.Cut(l.text, "`")
		if !ok {
			continue
		}
		in, _, ok := strings.Cut(rest, "`")
		if ok && strings.TrimSpace(in) != "" && !isProse(in) {
			spans = append(spans, srcLine{num: l.num, text: in})
		}
	}
	if len(spans) == 0 {
		return lines
	}
	return spans
}

// languageTag reports whether s (the text after an opening fence) starts with a language
// tag such as "txt" or "python" and returns what follows it.
func languageTag(s string) (bool, string) {
	i := 0
	lower := false
	for i < len(s) {
		c := s[i]
		if c >= 'a' && c <= 'z' {
			lower = true
		} else if !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '+' || c == '#') {
			break
		}
		i++
	}
	if i == 0 || !lower || (i < len(s) && s[i] != ' ' && s[i] != '\t') {
		return false, s
	}
	return true, s[i:]
}

func hasContent(lines []srcLine) bool {
	for _, l := range lines {
		if strings.TrimSpace(l.text) != "" {
			return true
		}
	}
	return false
}

// unwrap removes chat decorations from one line: inline code ticks, spoiler bars
// (replaced by a space, which every layout reads as a separator) and quote markers.
func unwrap(s string) string {
	if strings.Contains(s, "`") {
		s = strings.ReplaceAll(s, "`", "")
	}
	if strings.Contains(s, "||") {
		s = strings.ReplaceAll(s, "||", " ")
	}
	s = stripRowLabel(s)
	t := strings.TrimLeft(s, " ")
	for strings.HasPrefix(t, ">") {
		q := strings.TrimLeft(t, ">")
		if q != "" && q[0] != ' ' {
			break
		}
		t = strings.TrimLeft(q, " ")
		s = t
	}
	return s
}

// stripRowLabel removes a "Row 3:" or "r3)" label before a row of cells.
func stripRowLabel(s string) string {
	t := strings.TrimLeft(s, " \t")
	i := 0
	for i < len(t) && isLetter(t[i]) {
		i++
	}
	switch strings.ToLower(t[:i]) {
	case "row", "r", "line":
	default:
		return s
	}
	t = strings.TrimLeft(t[i:], " ")
	j := 0
	for j < len(t) && t[j] >= '0' && t[j] <= '9' {
		j++
	}
	if j == 0 || j == len(t) || strings.IndexByte(":).-=", t[j]) < 0 {
		return s
	}
	if t[j] != ':' && t[j] != ')' && (j+1 == len(t) || t[j+1] != ' ') {
		return s // "R3.ABC" may be cells
	}
	return t[j+1:]
}

// isSizeLabel reports a line that only names a size: "9x9", "16 × 16:" (not "1x11",
// which may be cells).
func isSizeLabel(s string) bool {
	t := strings.TrimSuffix(strings.TrimSpace(s), ":")
	a, b, ok := strings.Cut(t, "x")
	if !ok {
		if a, b, ok = strings.Cut(t, "×"); !ok {
			a, b, ok = strings.Cut(t, "X")
		}
	}
	a, b = strings.TrimSpace(a), strings.TrimSpace(b)
	if !ok || a == "" || b == "" || len(a) > 2 || len(b) > 2 {
		return false
	}
	n, err := strconv.Atoi(a)
	return err == nil && a == b && validSize(n)
}

// isNoise reports a line with nothing a cell could be written with ("???", ":)"), unless
// it has table bars, whose empty cells are blanks.
func isNoise(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= '0' && c <= '9' || isLetter(c) || IsBlank(c) || c == '|' || c == ',' || c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// puzzleSection returns the lines of the "[Puzzle]" section of an .sdk-style file with
// sections ("[Puzzle]", "[State]", ...), or lines unchanged when there is none.
func puzzleSection(lines []srcLine) []srcLine {
	for i, l := range lines {
		if !strings.EqualFold(strings.TrimSpace(l.text), "[puzzle]") {
			continue
		}
		for j := i + 1; j < len(lines); j++ {
			if t := strings.TrimSpace(lines[j].text); strings.HasPrefix(t, "[") && isComment(t) {
				return lines[i+1 : j]
			}
		}
		return lines[i+1:]
	}
	return lines
}

// isComment reports a '#' comment line (.sdk metadata, data set headers) or a section
// header such as "[Puzzle]".
func isComment(s string) bool {
	t := strings.TrimSpace(s)
	if strings.HasPrefix(t, "#") {
		return true
	}
	if len(t) > 2 && t[0] == '[' && t[len(t)-1] == ']' {
		for i := 1; i < len(t)-1; i++ {
			c := t[i]
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == ' ') {
				return false
			}
		}
		return true
	}
	return false
}

// isProse reports whether a line is words rather than cells: it holds a word of two or
// more letters with a lower-case one ("can someone solve this?"), or characters no grid
// uses (emoji, accented letters).
func isProse(s string) bool {
	if isSizeLabel(s) {
		return true
	}
	for i := 0; i < len(s); {
		c := s[i]
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(s[i:])
			if !isBoxRune(r) && r != '·' && r != '•' && r != '×' {
				return true
			}
			i += size
			continue
		}
		if !isLetter(c) {
			i++
			continue
		}
		// A word: letters between non-letters; it counts only when bounded by spaces or
		// punctuation, not by digits or cell characters ("4cf", "x.x").
		j := i
		lower := false // a lower-case letter other than x, the blank
		for j < len(s) && isLetter(s[j]) {
			if s[j] >= 'a' && s[j] <= 'z' && s[j] != 'x' {
				lower = true
			}
			j++
		}
		if j-i >= 2 && lower && wordEdge(s, i-1) && wordEdge(s, j) {
			return true
		}
		i = j
	}
	return false
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// wordEdge reports whether s[i] may border a word: the ends of the line, spaces and prose
// punctuation.
func wordEdge(s string, i int) bool {
	if i < 0 || i >= len(s) {
		return true
	}
	return strings.IndexByte(" \t,;:!?\"'()", s[i]) >= 0
}

// isBoxRune reports the Unicode box-drawing characters (─ │ ┼ ║ ═ ...), read as separators.
func isBoxRune(r rune) bool { return r >= 0x2500 && r <= 0x257F }

// isHorizontalRune reports box-drawing runes that draw a horizontal rule.
func isHorizontalRune(r rune) bool {
	switch r {
	case '─', '━', '═', '┄', '┅', '┈', '┉', '╌', '╍':
		return true
	}
	return false
}

// ruleKind classifies a line as a box rule ("-----+-----", "+=======+", "───┼───"):
// rule is true when it holds only rule characters and at least three horizontal strokes.
// blankRow is true when it is also a run of one blank character ("---------", "_ _ _"),
// which might instead be a row of empty cells.
func ruleKind(s string) (rule, blankRow bool) {
	strokes := 0
	var only byte
	mixed := false
	for _, r := range s {
		switch {
		case r == ' ' || r == '\t':
			continue
		case r == '-' || r == '=' || r == '_' || r == '~' || isHorizontalRune(r):
			strokes++
		case r == '+' || r == '|' || r == ':' || r == '*' || r == '#' || r == '.' || r == '\'' || isBoxRune(r):
		default:
			return false, false
		}
		if r < utf8.RuneSelf && (only == 0 || only == byte(r)) {
			only = byte(r)
		} else {
			mixed = true
		}
	}
	if strokes < 3 {
		return false, false
	}
	return true, !mixed && (only == '-' || only == '_')
}

// isSeparator reports the characters drawn between boxes inside a row, and '/' written
// between rows on one line ("53..7..../6..195.../...").
func isSeparator(r rune) bool {
	return r == '|' || r == ':' || r == '¦' || r == '/' || (isBoxRune(r) && !isHorizontalRune(r))
}

// field is one whitespace-, comma- or tab-separated piece of a row; col is its 1-based
// byte column in the line.
type field struct {
	s   string
	col int
}

// sepMark records a separator inside a row: how many fields and characters came before it.
type sepMark struct{ fields, chars int }

// row is one candidate grid row (or, for a rule line, a possible row of blanks).
type row struct {
	line     int
	fields   []field
	fixed    bool // the fields are the cells: CSV, TSV (an empty field is a blank)
	tabs     bool // TSV: missing trailing fields are blanks whose tabs were trimmed
	label    bool // errors name the row ("row 4") rather than the line (bracketed lists)
	rule     bool // a box rule between bands
	blankRow bool // a rule that may be a row of blank cells
	seps     []sepMark
	chars    int    // characters in all fields
	text     string // the line, for tables with empty cells between bars
}

// splitFields cuts a line of a whitespace layout into fields at spaces and box separators.
func splitFields(l srcLine) row {
	r := row{line: l.num, text: l.text}
	s := l.text
	start := -1
	flush := func(end int) {
		if start >= 0 {
			f := s[start:end]
			r.fields = append(r.fields, field{s: f, col: start + 1})
			r.chars += utf8.RuneCountInString(f)
			start = -1
		}
	}
	for i, c := range s {
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\u00a0':
			flush(i)
		case isSeparator(c):
			flush(i)
			r.seps = append(r.seps, sepMark{fields: len(r.fields), chars: r.chars})
		default:
			if start < 0 {
				start = i
			}
		}
	}
	flush(len(s))
	return r
}

// splitDelimited cuts a CSV or TSV line at sep; fields are trimmed of spaces and quotes and
// an empty field is a blank cell.
func splitDelimited(l srcLine, sep byte) row {
	r := row{line: l.num, fixed: true, tabs: sep == '\t'}
	s := l.text
	col := 1
	for {
		i := strings.IndexByte(s, sep)
		f := s
		if i >= 0 {
			f = s[:i]
		}
		t := strings.Trim(f, " \"'\r")
		r.fields = append(r.fields, field{s: t, col: col})
		r.chars += utf8.RuneCountInString(t)
		if i < 0 {
			break
		}
		col += i + 1
		s = s[i+1:]
	}
	return r
}

// bracketStart returns the index of the line where a Python/JSON/NumPy list begins, or -1.
func bracketStart(lines []srcLine) int {
	for i, l := range lines {
		t := strings.TrimSpace(l.text)
		if t == "" || isComment(t) && !strings.HasPrefix(t, "[") {
			continue
		}
		for _, p := range []string{"np.array(", "numpy.array(", "array("} {
			if strings.HasPrefix(t, p) {
				return i
			}
		}
		if strings.HasPrefix(t, "{") {
			return i // a JSON object holding the grid
		}
		if j := strings.IndexByte(t, '['); j > 0 && strings.ContainsAny(t[:j], "=:(") &&
			!strings.ContainsAny(t[:j], "?!") && listOpens(t[j+1:]) {
			return i // grid = [[...]], "grid": [[...]]
		}
		if strings.HasPrefix(t, "[") && listOpens(t[1:]) {
			return i
		}
		if !isProse(t) {
			return -1
		}
	}
	return -1
}

// listOpens reports whether u, the text after a '[', starts like a list of cells or rows:
// another '[', a quote, a digit, a '.', or nothing more on the line.
func listOpens(u string) bool {
	u = strings.TrimLeft(u, " \t")
	return u == "" || u[0] == '[' || u[0] == '"' || u[0] == '\'' || u[0] == '.' || u[0] >= '0' && u[0] <= '9'
}

// bracketRows reads a nested list from lines: every innermost [...] is a row. It stops at
// the bracket that closes the outermost list. commas reports whether the list was
// comma-separated (Python/JSON) rather than NumPy's printed form.
func bracketRows(lines []srcLine) (rows []row, commas bool) {
	depth, started := 0, false
	var cur row
	n := 0
	flushTok := func(s string, col int) {
		s = strings.Trim(s, "\"'")
		if s != "" {
			cur.fields = append(cur.fields, field{s: s, col: col})
			cur.chars += utf8.RuneCountInString(s)
		}
	}
	for _, l := range lines {
		s := l.text
		start := -1
		for i := 0; i < len(s); i++ {
			c := s[i]
			tokEnd := c == '[' || c == ']' || c == ',' || c == ' ' || c == '\t' || c == '(' || c == ')'
			if !tokEnd {
				if start < 0 {
					start = i
				}
				continue
			}
			if start >= 0 {
				if depth > 0 {
					flushTok(s[start:i], start+1)
				}
				start = -1
			}
			switch c {
			case ',':
				commas = true
			case '[':
				depth++
				started = true
				if len(cur.fields) == 0 {
					cur.line = l.num
				}
			case ']':
				depth--
				if len(cur.fields) > 0 {
					n++
					cur.label = true
					cur.line = n
					rows = append(rows, cur)
					cur = row{}
				}
				if depth <= 0 && started {
					return rows, commas
				}
			}
		}
		if start >= 0 && depth > 0 {
			flushTok(s[start:], start+1)
		}
	}
	if len(cur.fields) > 0 {
		n++
		cur.label, cur.line = true, n
		rows = append(rows, cur)
	}
	return rows, commas
}
