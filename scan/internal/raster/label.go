package raster

import "context"

// Component is one connected region of ink: 8-connected ([Label]) or 4-connected ([Label4]).
type Component struct {
	ID                     int32
	N                      int // pixels
	MinX, MinY, MaxX, MaxY int
}

func (c *Component) W() int    { return c.MaxX - c.MinX + 1 }
func (c *Component) H() int    { return c.MaxY - c.MinY + 1 }
func (c *Component) Area() int { return c.W() * c.H() }

// Label finds the 8-connected components of bin (w×h); labels[i] is 1 + the index in comps,
// or 0 for background.
func Label(bin []uint8, w, h int) (labels []int32, comps []Component) {
	labels, comps, _ = LabelContext(context.Background(), bin, w, h)
	return labels, comps
}

// Label4 is [Label] with 4-connected components: pixels that touch at a corner only are in
// two components.
func Label4(bin []uint8, w, h int) (labels []int32, comps []Component) {
	labels, comps, _ = label(context.Background(), bin, w, h, true)
	return labels, comps
}

// LabelEvery is how many pixels [LabelContext] looks at between two checks of its context:
// a millisecond's work or so.
const LabelEvery = 1 << 16

// LabelContext is [Label] that asks ctx after every LabelEvery pixels it looks at (those
// it passes and those it takes into a component). Once ctx has ended it stops and returns
// ok false with what it labelled so far: the caller asks ctx why.
func LabelContext(ctx context.Context, bin []uint8, w, h int) (labels []int32, comps []Component, ok bool) {
	return label(ctx, bin, w, h, false)
}

// label is the one labeller: the components of bin (w×h) in the order of their first
// pixel, 4-connected when four is set, else 8-connected; it asks ctx as [LabelContext]
// says.
func label(ctx context.Context, bin []uint8, w, h int, four bool) (labels []int32, comps []Component, ok bool) {
	labels = make([]int32, w*h)
	var stack []int32
	work := 0 // pixels looked at since the last check
	for start, v := range bin {
		if work++; work >= LabelEvery {
			if work = 0; ctx.Err() != nil {
				return labels, comps, false
			}
		}
		if v == 0 || labels[start] != 0 {
			continue
		}
		id := int32(len(comps) + 1)
		c := Component{ID: id, MinX: w, MinY: h, MaxX: -1, MaxY: -1}
		labels[start] = id
		stack = append(stack[:0], int32(start))
		for len(stack) > 0 {
			if work++; work >= LabelEvery {
				if work = 0; ctx.Err() != nil {
					return labels, comps, false
				}
			}
			p := int(stack[len(stack)-1])
			stack = stack[:len(stack)-1]
			x, y := p%w, p/w
			c.N++
			c.MinX, c.MaxX = min(c.MinX, x), max(c.MaxX, x)
			c.MinY, c.MaxY = min(c.MinY, y), max(c.MaxY, y)
			for dy := -1; dy <= 1; dy++ {
				yy := y + dy
				if yy < 0 || yy >= h {
					continue
				}
				for dx := -1; dx <= 1; dx++ {
					xx := x + dx
					if xx < 0 || xx >= w || four && dx != 0 && dy != 0 {
						continue
					}
					q := yy*w + xx
					if bin[q] != 0 && labels[q] == 0 {
						labels[q] = id
						stack = append(stack, int32(q))
					}
				}
			}
		}
		comps = append(comps, c)
	}
	return labels, comps, true
}
