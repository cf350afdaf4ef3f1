package nonogram

import (
	"fmt"
	"strings"
)

// textLine classifies one line of pasted text.
type textLine uint8

const (
	textBlank textLine = iota
	textClue
	textRowsHeader
	textColsHeader
	textProse
)

// classify says what a trimmed line of pasted text is. A header is a short line naming rows
// or columns ("Rows:", "columns (left to right)"); a line starting with a digit that is not
// a clear sentence is a clue line, so that a typo in it is reported, not skipped.
func classify(t string) textLine {
	if t == "" {
		return textBlank
	}
	if isClueLine(t) {
		return textClue
	}
	lower := strings.ToLower(t)
	words := strings.FieldsFunc(lower, func(r rune) bool { return !(r >= 'a' && r <= 'z') })
	if len(words) > 0 && len(words) <= 4 && !strings.ContainsAny(t, "0123456789") {
		switch words[0] {
		case "rows", "row", "horizontal", "across":
			return textRowsHeader
		case "columns", "column", "cols", "col", "vertical", "down":
			return textColsHeader
		}
	}
	if isSizeLine(lower) {
		return textProse // "10x15", "10 × 15": a size, not a clue
	}
	if t[0] >= '0' && t[0] <= '9' && !hasWord(lower) {
		return textClue
	}
	return textProse
}

// hasWord reports whether s contains two letters in a row (a word, not a typo like "1o").
func hasWord(s string) bool {
	for i := 1; i < len(s); i++ {
		if s[i-1] >= 'a' && s[i-1] <= 'z' && s[i] >= 'a' && s[i] <= 'z' {
			return true
		}
	}
	return false
}

// parseText reads clue lines pasted into a chat: rows, then columns, split by `rows` and
// `columns` headers or by a blank line. Prose before, after or between the parts is skipped.
func parseText(lines []string, first, maxSize int) (Puzzle, error) {
	if p, ok, err := parseInline(lines, first, maxSize); ok {
		return p, err
	}
	kinds := make([]textLine, len(lines))
	var rowsHead, colsHead = -1, -1
	for i, l := range lines {
		kinds[i] = classify(strings.TrimSpace(l))
		switch {
		case kinds[i] == textRowsHeader && rowsHead < 0:
			rowsHead = i
		case kinds[i] == textColsHeader && colsHead < 0:
			colsHead = i
		}
	}
	// Groups: maximal runs of clue lines, split by anything else.
	type group struct{ from, to int } // lines[from:to]
	var groups []group
	for i := 0; i < len(lines); {
		if kinds[i] != textClue {
			i++
			continue
		}
		j := i
		for j < len(lines) && kinds[j] == textClue {
			j++
		}
		groups = append(groups, group{i, j})
		i = j
	}
	var rows, cols []int // line indexes
	collect := func(from, to int) []int {
		var out []int
		for i := from; i < to; i++ {
			if kinds[i] == textClue {
				out = append(out, i)
			}
		}
		return out
	}
	switch {
	case rowsHead >= 0 && colsHead >= 0:
		if rowsHead < colsHead {
			rows, cols = collect(rowsHead+1, colsHead), collect(colsHead+1, len(lines))
		} else {
			cols, rows = collect(colsHead+1, rowsHead), collect(rowsHead+1, len(lines))
		}
	case len(groups) == 2:
		rows, cols = collect(groups[0].from, groups[0].to), collect(groups[1].from, groups[1].to)
	case len(groups) == 0:
		return Puzzle{}, &ParseError{Msg: "no clue lines found: write one clue per line (like `2 1`), the rows, a blank line, then the columns"}
	case len(groups) == 1:
		return Puzzle{}, &ParseError{Line: first + groups[0].from + 1, Msg: "only one block of clue lines: put a blank line (or `rows` and `columns` headers) between the row clues and the column clues"}
	default:
		return Puzzle{}, &ParseError{Line: first + groups[2].from + 1, Msg: fmt.Sprintf("%d blocks of clue lines, want 2: put exactly one blank line (or `rows` and `columns` headers) between the row clues and the column clues; write an empty line's clue as 0", len(groups))}
	}
	h, w := len(rows), len(cols)
	if err := sizeOK(h, w, maxSize, 0); err != nil {
		return Puzzle{}, err
	}
	p := Puzzle{Format: FormatText, Rows: make([][]int, h), Cols: make([][]int, w)}
	for k, idx := range [2][]int{rows, cols} {
		for j, i := range idx {
			clue, err := parseClue(strings.TrimSpace(lines[i]), first+i+1, maxSize)
			if err != nil {
				return Puzzle{}, err
			}
			if k == 0 {
				p.Rows[j] = clue
			} else {
				p.Cols[j] = clue
			}
		}
	}
	return p, nil
}

// isSizeLine reports whether s is a size like "10x15" or "10 × 15".
func isSizeLine(s string) bool {
	for _, sep := range []string{"x", "×", "*"} {
		if a, b, ok := strings.Cut(s, sep); ok {
			if allDigits(strings.TrimSpace(a)) && allDigits(strings.TrimSpace(b)) {
				return true
			}
		}
	}
	return false
}

// inlineHeader splits "rows: 1 1, 5, 1 1" into its kind (textRowsHeader or textColsHeader)
// and the list after the colon.
func inlineHeader(line string) (textLine, string) {
	name, list, ok := strings.Cut(line, ":")
	if !ok {
		if name, list, ok = strings.Cut(line, "="); !ok {
			return textProse, ""
		}
	}
	if !strings.ContainsAny(list, "0123456789") {
		return textProse, ""
	}
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "rows", "row", "r", "horizontal", "across", "h":
		return textRowsHeader, list
	case "columns", "column", "cols", "col", "c", "vertical", "down", "v":
		return textColsHeader, list
	}
	return textProse, ""
}

// parseInline reads one line of row clues and one of column clues, as in
// "rows: 1 1, 5, 1 1" and "cols: 2, 1, 2" (or clues split by ; / |). ok is false when the
// text is not written that way.
func parseInline(lines []string, first, maxSize int) (p Puzzle, ok bool, err error) {
	var lists [2][][]int
	var found [2]bool
	for i, l := range lines {
		kind, list := inlineHeader(strings.TrimSpace(l))
		if kind == textProse {
			continue
		}
		k := 0
		if kind == textColsHeader {
			k = 1
		}
		if found[k] {
			return Puzzle{}, false, nil
		}
		found[k] = true
		sep := ","
		if strings.ContainsAny(list, ";/|") {
			sep = ";/|"
		} else if !strings.Contains(list, ",") {
			sep = " \t"
		}
		for _, part := range strings.FieldsFunc(list, func(r rune) bool { return strings.ContainsRune(sep, r) }) {
			clue, err := parseClue(strings.TrimSpace(part), first+i+1, maxSize)
			if err != nil {
				return Puzzle{}, true, err
			}
			lists[k] = append(lists[k], clue)
			if len(lists[k]) > maxSize {
				return Puzzle{}, true, &ParseError{Line: first + i + 1, Msg: fmt.Sprintf("more than %d clues: over the size limit of %d×%d", maxSize, maxSize, maxSize)}
			}
		}
	}
	if !found[0] || !found[1] {
		return Puzzle{}, false, nil
	}
	if err := sizeOK(len(lists[0]), len(lists[1]), maxSize, 0); err != nil {
		return Puzzle{}, true, err
	}
	return Puzzle{Format: FormatText, Rows: lists[0], Cols: lists[1]}, true, nil
}
