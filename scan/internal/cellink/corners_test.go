package cellink

import (
	"image"
	"testing"
)

// pieces labels art's ink 'a' as 1 and any other letter as 2 ('#' as 1), and returns the
// box of label 1 and its pixel count.
func pieces(art string) (labels []int32, w, h int, r image.Rectangle, n int) {
	rows := splitFields(art)
	w, h = len(rows[0]), len(rows)
	labels = make([]int32, w*h)
	for y, row := range rows {
		for x, c := range row {
			switch {
			case c == 'a' || c == '#':
				labels[y*w+x] = 1
				r = r.Union(image.Rect(x, y, x+1, y+1))
				n++
			case c != '.':
				labels[y*w+x] = 2
			}
		}
	}
	return labels, w, h, r, n
}

func splitFields(s string) []string {
	var out []string
	cur := ""
	for _, c := range s + "\n" {
		if c == '\n' || c == ' ' || c == '\t' {
			if cur != "" {
				out = append(out, cur)
			}
			cur = ""
			continue
		}
		cur += string(c)
	}
	return out
}

// TestCorners: the board in a round tile's corner (read inverted), a tile's rim below it
// and a frame's corner left by DropLines are the tile's or the frame's; a pencil mark off
// the corner, a 5 and an 11's stroke are not.
func TestCorners(t *testing.T) {
	tests := []struct {
		name, art          string
		corner, rim, frame bool
	}{
		{"a round tile's top-right corner", `
.....aa
......a
.......
...bb..
...bb..
.......
.......`, true, false, false},
		{"a pencil mark near the corner, two pixels off it", `
.......
.......
...aa..
...aa..
.......
.......
.......`, false, false, false},
		{"a tile's lower rim, flat", `
...........
....bbb....
....b......
....bbb....
......b....
....bbb....
...........
.aaaaaaaaa.
...........`, false, true, false},
		{"a tile's lower rim, an arc", `
...........
....bbb....
...........
.a.......a.
.a.......a.
..a.....a..
...aaaaa...
...........`, false, true, false},
		{"a 5", `
..........
...aaaa...
...a......
...aaaa...
......a...
...aaaa...
..........
..........`, false, false, false},
		{"a frame's corner above a G", `
..aaaaaaaaaa
...........a
...........a
...........a
...bbbb....a
...b.......a
...b..bb...a
...b...b...a
...bbbb....a
............`, false, false, true},
		{"an 11's stroke against nothing", `
..........
...a..b...
..aa.bb...
...a..b...
...a..b...
..........`, false, false, false},
	}
	for _, tt := range tests {
		labels, w, h, r, n := pieces(tt.art)
		if got := TileCorner(labels, w, h, 1, r); got != tt.corner {
			t.Errorf("%s: TileCorner = %v, want %v", tt.name, got, tt.corner)
		}
		if got := TileRim(labels, w, 1, r); got != tt.rim {
			t.Errorf("%s: TileRim = %v, want %v", tt.name, got, tt.rim)
		}
		if got := FrameCorner(n, w, r); got != tt.frame {
			t.Errorf("%s: FrameCorner = %v, want %v", tt.name, got, tt.frame)
		}
	}
}
