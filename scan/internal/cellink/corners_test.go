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

// TestCorners: the board in a round tile's corner (read inverted), a tile's rim below it,
// a frame's corner left by DropLines and a round frame are the tile's or the frame's; a
// pencil mark off the corner, a 5, an 11's stroke and a large G are not.
func TestCorners(t *testing.T) {
	tests := []struct {
		name, art                string
		corner, rim, frame, hoop bool
	}{
		{"a round tile's top-right corner", `
.....aa
......a
.......
...bb..
...bb..
.......
.......`, true, false, false, false},
		{"a pencil mark near the corner, two pixels off it", `
.......
.......
...aa..
...aa..
.......
.......
.......`, false, false, false, false},
		{"a tile's lower rim, flat", `
...........
....bbb....
....b......
....bbb....
......b....
....bbb....
...........
.aaaaaaaaa.
...........`, false, true, false, false},
		{"a tile's lower rim, an arc", `
...........
....bbb....
...........
.a.......a.
.a.......a.
..a.....a..
...aaaaa...
...........`, false, true, false, false},
		{"a 5", `
..........
...aaaa...
...a......
...aaaa...
......a...
...aaaa...
..........
..........`, false, false, false, false},
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
............`, false, false, true, true},
		{"an 11's stroke against nothing", `
..........
...a..b...
..aa.bb...
...a..b...
...a..b...
..........`, false, false, false, false},
		{"a round frame round a 14", `
....aaaaaa....
..aa......aa..
.a..........a.
a............a
a....b..bb...a
a....b.b.b...a
a....b.bbbb..a
a....b...b...a
.a..........a.
..aa......aa..
....aaaaaa....`, false, false, true, true},
		{"a large G, its bar in the middle", `
....aaaaaa....
..aa......aa..
.a............
a.............
a.......aaaaa.
a...........a.
a...........a.
.a..........a.
..aa......aa..
....aaaaaa....
..............`, false, false, false, false},
	}
	for _, tt := range tests {
		labels, w, h, r, n := pieces(tt.art)
		if got := TileCorner(labels, w, h, 1, r); got != tt.corner {
			t.Errorf("%s: TileCorner = %v, want %v", tt.name, got, tt.corner)
		}
		if got := TileRim(labels, w, 1, r); got != tt.rim {
			t.Errorf("%s: TileRim = %v, want %v", tt.name, got, tt.rim)
		}
		if got := Hoop(labels, w, h, 1, r); got != tt.hoop {
			t.Errorf("%s: Hoop = %v, want %v", tt.name, got, tt.hoop)
		}
		if got := FrameCorner(n, w, r); got != tt.frame {
			t.Errorf("%s: FrameCorner = %v, want %v", tt.name, got, tt.frame)
		}
	}
}
