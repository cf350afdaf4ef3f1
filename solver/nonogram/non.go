package nonogram

import (
	"fmt"
	"strconv"
	"strings"
)

// nonKey returns the key of a .non line (its first word, lowercased) and the rest.
func nonKey(line string) (key, rest string) {
	line = strings.TrimSpace(line)
	i := strings.IndexAny(line, " \t")
	if i < 0 {
		return strings.ToLower(line), ""
	}
	return strings.ToLower(line[:i]), strings.TrimSpace(line[i+1:])
}

// looksLikeNon reports whether the text has .non `width` and `height` keys.
func looksLikeNon(lines []string) bool {
	var w, h bool
	for _, l := range lines {
		k, v := nonKey(l)
		w = w || (k == "width" && allDigits(v))
		h = h || (k == "height" && allDigits(v))
	}
	return w && h
}

// unquote strips one pair of double quotes, if present.
func unquote(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		return s[1 : len(s)-1]
	}
	return s
}

// parseNon reads Steve Simpson's .non format. Keys may come in any order and unknown keys
// are ignored; clue sections hold `height` (`width`) lines, a blank line meaning an empty
// clue only when the count needs it.
func parseNon(lines []string, first, maxSize int) (Puzzle, error) {
	p := Puzzle{Format: FormatNon}
	w, h := -1, -1
	var rowLines, colLines []int // line indexes of each section's body
	var rowsAt, colsAt int
	var goal string
	goalLine := 0
	for i := 0; i < len(lines); i++ {
		k, v := nonKey(lines[i])
		switch k {
		case "width", "height":
			n, err := strconv.Atoi(v)
			if err != nil {
				return Puzzle{}, &ParseError{Line: first + i + 1, Msg: fmt.Sprintf("%s %q is not a number", k, v)}
			}
			// Sizes over maxSize are reported by sizeOK below, with the size as written.
			if k == "width" {
				w = n
			} else {
				h = n
			}
		case "title":
			p.Title = unquote(v)
		case "by", "author":
			p.Author = unquote(v)
		case "color":
			return Puzzle{}, &ParseError{Line: first + i + 1, Msg: "multicolour puzzles are not supported, only black and white"}
		case "goal":
			goal, goalLine = unquote(v), i
			for i+1 < len(lines) && isGoalText(lines[i+1]) {
				i++
				goal += unquote(lines[i])
			}
		case "rows", "columns":
			body, end, err := nonBody(lines, i, first, maxSize)
			if err != nil {
				return Puzzle{}, err
			}
			i = end
			if k == "rows" {
				rowLines, rowsAt = body, i
			} else {
				colLines, colsAt = body, i
			}
		}
	}
	if w < 0 || h < 0 {
		return Puzzle{}, &ParseError{Msg: ".non file without width and height"}
	}
	if err := sizeOK(h, w, maxSize, 0); err != nil {
		return Puzzle{}, err
	}
	if rowLines == nil && rowsAt == 0 {
		return Puzzle{}, &ParseError{Msg: ".non file without a rows section"}
	}
	if colLines == nil && colsAt == 0 {
		return Puzzle{}, &ParseError{Msg: ".non file without a columns section"}
	}
	var err error
	if p.Rows, err = nonSection(lines, rowLines, h, "rows", "height", first, rowsAt, maxSize); err != nil {
		return Puzzle{}, err
	}
	if p.Cols, err = nonSection(lines, colLines, w, "columns", "width", first, colsAt, maxSize); err != nil {
		return Puzzle{}, err
	}
	if goal != "" {
		g, err := parseGoal(goal, w, h)
		if err != nil {
			return Puzzle{}, &ParseError{Line: first + goalLine + 1, Msg: err.Error()}
		}
		p.Goal = g
	}
	return p, nil
}

// nonBody returns the indexes of the clue lines that follow the section header at lines[i]
// and the index of the section's last line (i itself when it has none).
func nonBody(lines []string, i, first, maxSize int) (body []int, end int, err error) {
	for i+1 < len(lines) {
		t := strings.TrimSpace(lines[i+1])
		if t != "" && !isClueLine(t) {
			if t[0] >= '0' && t[0] <= '9' {
				// A clue line with something odd in it: report it as a clue.
				if _, err := parseClue(t, first+i+2, maxSize); err != nil {
					return nil, i, err
				}
			}
			break
		}
		i++
		body = append(body, i)
	}
	return body, i, nil
}

func isGoalText(l string) bool {
	t := strings.Trim(strings.TrimSpace(l), `"`)
	if t == "" {
		return false
	}
	for i := 0; i < len(t); i++ {
		if t[i] != '0' && t[i] != '1' {
			return false
		}
	}
	return true
}

// nonSection turns the body lines of a rows/columns section into n clues.
func nonSection(lines []string, body []int, n int, name, dim string, first, end, maxSize int) ([][]int, error) {
	var full []int
	for _, i := range body {
		if strings.TrimSpace(lines[i]) != "" {
			full = append(full, i)
		}
	}
	use := full
	if len(full) != n {
		// Blank lines stand for empty clues: count them, up to the last non-blank line.
		last := len(body)
		for last > 0 && strings.TrimSpace(lines[body[last-1]]) == "" {
			last--
		}
		use = body[:last]
		if len(use) > n {
			use = use[:n] // stop counting after n lines
		}
	}
	if len(use) != n {
		return nil, &ParseError{Line: first + end + 1, Msg: fmt.Sprintf("the %s section has %d clues, %s is %d", name, len(use), dim, n)}
	}
	out := make([][]int, n)
	for k, i := range use {
		clue, err := parseClue(strings.TrimSpace(lines[i]), first+i+1, maxSize)
		if err != nil {
			return nil, err
		}
		out[k] = clue
	}
	return out, nil
}

// parseGoal reads a .non goal: w*h characters 0 (white) and 1 (black), row by row.
func parseGoal(s string, w, h int) (Grid, error) {
	s = strings.Join(strings.Fields(s), "")
	if len(s) != w*h {
		return Grid{}, fmt.Errorf("goal has %d cells, a %d×%d puzzle has %d", len(s), w, h, w*h)
	}
	g := NewGrid(w, h)
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '1':
			g.Cells[i] = Black
		case '0':
			g.Cells[i] = White
		default:
			return Grid{}, fmt.Errorf("goal cell %d is %q, want 0 or 1", i+1, s[i])
		}
	}
	return g, nil
}
