package nonogram

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"strconv"
	"strings"
)

type xmlCount struct {
	Color string `xml:"color,attr"`
	N     string `xml:",chardata"`
}

type xmlClues struct {
	Type  string `xml:"type,attr"`
	Lines []struct {
		Counts []xmlCount `xml:"count"`
	} `xml:"line"`
}

type xmlColor struct {
	Name string `xml:"name,attr"`
	Char string `xml:"char,attr"`
}

type xmlPuzzle struct {
	Type         string     `xml:"type,attr"`
	DefaultColor string     `xml:"defaultcolor,attr"`
	Title        string     `xml:"title"`
	Author       string     `xml:"author"`
	Colors       []xmlColor `xml:"color"`
	Clues        []xmlClues `xml:"clues"`
	Solutions    []struct {
		Type  string `xml:"type,attr"`
		Image string `xml:"image"`
	} `xml:"solution"`
}

// parseXML reads webpbn's XML format (the first puzzle of a <puzzleset>, or a lone <puzzle>).
func parseXML(s string, maxSize int) (Puzzle, error) {
	xp, err := decodeXML(s)
	if err != nil {
		return Puzzle{}, err
	}
	if xp.Type != "" && xp.Type != "grid" {
		return Puzzle{}, &ParseError{Msg: fmt.Sprintf("xml: puzzle type %q is not supported, only grid", xp.Type)}
	}
	black := "black"
	var blackChar byte = 'X'
	for _, c := range xp.Colors {
		if c.Name != "white" && c.Name != "black" && c.Name != xp.DefaultColor {
			return Puzzle{}, &ParseError{Msg: "multicolour puzzles are not supported, only black and white"}
		}
		if c.Name == black && len(c.Char) == 1 {
			blackChar = c.Char[0]
		}
	}
	p := Puzzle{Format: FormatXML, Title: strings.TrimSpace(xp.Title), Author: strings.TrimSpace(xp.Author)}
	for _, cl := range xp.Clues {
		if len(cl.Lines) > maxSize {
			return Puzzle{}, &ParseError{Msg: fmt.Sprintf("xml: %d %s is over the size limit of %d", len(cl.Lines), cl.Type, maxSize)}
		}
		lines, err := cl.counts(black, maxSize)
		if err != nil {
			return Puzzle{}, err
		}
		switch cl.Type {
		case "rows":
			p.Rows = lines
		case "columns":
			p.Cols = lines
		default:
			return Puzzle{}, &ParseError{Msg: fmt.Sprintf("xml: clues of type %q, want rows or columns", cl.Type)}
		}
	}
	if err := sizeOK(len(p.Rows), len(p.Cols), maxSize, 0); err != nil {
		return Puzzle{}, err
	}
	for _, sol := range xp.Solutions {
		if sol.Type != "" && sol.Type != "goal" && sol.Type != "solution" {
			continue
		}
		if g, ok := xmlImage(sol.Image, blackChar, p.Width(), p.Height()); ok {
			p.Goal = g
			break
		}
	}
	return p, nil
}

// decodeXML returns the first <puzzle> of a <puzzleset>, or a lone <puzzle>.
func decodeXML(s string) (xmlPuzzle, error) {
	var set struct {
		XMLName xml.Name
		Puzzles []xmlPuzzle `xml:"puzzle"`
	}
	if err := xmlDecoder(s).Decode(&set); err != nil {
		return xmlPuzzle{}, &ParseError{Msg: "xml: " + err.Error()}
	}
	var xp xmlPuzzle
	switch {
	case len(set.Puzzles) > 0:
		xp = set.Puzzles[0]
	case set.XMLName.Local == "puzzle":
		if err := xmlDecoder(s).Decode(&xp); err != nil {
			return xmlPuzzle{}, &ParseError{Msg: "xml: " + err.Error()}
		}
	default:
		return xmlPuzzle{}, &ParseError{Msg: "xml: no <puzzle> element"}
	}
	return xp, nil
}

// xmlDecoder reads s leniently, with HTML's entities (webpbn files use &nbsp; and the like).
func xmlDecoder(s string) *xml.Decoder {
	d := xml.NewDecoder(strings.NewReader(s))
	d.Strict = false
	d.Entity = xml.HTMLEntity
	return d
}

// counts returns the block lengths of each line of the clues, in the colour black.
func (cl xmlClues) counts(black string, maxSize int) ([][]int, error) {
	lines := make([][]int, len(cl.Lines))
	for i, l := range cl.Lines {
		lines[i] = []int{}
		for j, c := range l.Counts {
			if c.Color != "" && c.Color != black {
				return nil, &ParseError{Msg: "multicolour puzzles are not supported, only black and white"}
			}
			n, err := strconv.Atoi(strings.TrimSpace(c.N))
			if err != nil || n < 0 || n > maxSize {
				return nil, &ParseError{Msg: fmt.Sprintf("xml: %s clues, line %d, count %d: %q is not a block length", cl.Type, i+1, j+1, c.N)}
			}
			if n > 0 {
				lines[i] = append(lines[i], n)
			}
		}
	}
	return lines, nil
}

// xmlImage reads a webpbn <image>: one |row| per line, blackChar for black. ok is false if
// it does not match the size.
func xmlImage(s string, blackChar byte, w, h int) (Grid, bool) {
	g := NewGrid(w, h)
	r := 0
	for _, l := range strings.Split(s, "\n") {
		l = strings.Trim(strings.TrimSpace(l), "|")
		if l == "" {
			continue
		}
		if r >= h || len(l) != w {
			return Grid{}, false
		}
		for c := 0; c < w; c++ {
			if l[c] == blackChar {
				g.Set(r, c, Black)
			} else {
				g.Set(r, c, White)
			}
		}
		r++
	}
	return g, r == h
}

// parseJSON reads {"rows":[[...]],"cols":[[...]]} (also "columns", "title").
func parseJSON(s string, maxSize int) (Puzzle, error) {
	var v struct {
		Rows    [][]int `json:"rows"`
		Cols    [][]int `json:"cols"`
		Columns [][]int `json:"columns"`
		Title   string  `json:"title"`
	}
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		msg := "json: " + err.Error()
		if se, ok := err.(*json.SyntaxError); ok {
			return Puzzle{}, &ParseError{Line: 1 + strings.Count(s[:min(int(se.Offset), len(s))], "\n"), Msg: msg}
		}
		return Puzzle{}, &ParseError{Msg: msg}
	}
	if v.Cols == nil {
		v.Cols = v.Columns
	}
	if v.Rows == nil || v.Cols == nil {
		return Puzzle{}, &ParseError{Msg: `json: want {"rows":[[...]],"cols":[[...]]}`}
	}
	if err := sizeOK(len(v.Rows), len(v.Cols), maxSize, 0); err != nil {
		return Puzzle{}, err
	}
	p := Puzzle{Format: FormatJSON, Title: v.Title}
	for k, lines := range [2][][]int{v.Rows, v.Cols} {
		out := make([][]int, len(lines))
		for i, l := range lines {
			out[i] = []int{}
			for j, n := range l {
				if n < 0 || n > maxSize {
					name := "rows"
					if k == 1 {
						name = "cols"
					}
					return Puzzle{}, &ParseError{Msg: fmt.Sprintf("json: %s[%d][%d] = %d is not a block length", name, i, j, n)}
				}
				if n > 0 {
					out[i] = append(out[i], n)
				}
			}
		}
		if k == 0 {
			p.Rows = out
		} else {
			p.Cols = out
		}
	}
	return p, nil
}
