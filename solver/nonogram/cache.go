package nonogram

// lineCache remembers line-solver results by (line, current cells). Probing and search
// meet the same line states again and again, and a lookup is much cheaper than a solve.
// Memory is bounded: the cache is emptied when it holds more than maxCacheBytes.
type lineCache struct {
	m     map[string]string // key: line number + packed cells; value: result cells, "" if contradictory
	key   []byte
	bytes int
}

const maxCacheBytes = 48 << 20

// makeKey packs line l and its cells (2 bits each) into c.key.
func (c *lineCache) makeKey(l int, cells []Cell) {
	k := append(c.key[:0], byte(l), byte(l>>8), byte(l>>16))
	var acc byte
	for i, v := range cells {
		acc |= byte(v) << (2 * (i & 3))
		if i&3 == 3 {
			k = append(k, acc)
			acc = 0
		}
	}
	if len(cells)&3 != 0 {
		k = append(k, acc)
	}
	c.key = k
}

// get returns the cached result for the key made last, and whether there was one.
func (c *lineCache) get() (string, bool) {
	if c.m == nil {
		return "", false
	}
	v, ok := c.m[string(c.key)]
	return v, ok
}

// put stores the result (out, or contradiction when !ok) for the key made last.
func (c *lineCache) put(out []Cell, ok bool) {
	if c.m == nil || c.bytes > maxCacheBytes {
		c.m = make(map[string]string)
		c.bytes = 0
	}
	v := ""
	if ok {
		b := make([]byte, len(out))
		for i, x := range out {
			b[i] = byte(x)
		}
		v = string(b)
	}
	c.m[string(c.key)] = v
	c.bytes += len(c.key) + len(v) + 64
}

// maxPacked is the longest line kept packed in one uint64 (2 bits a cell, 2 flag bits).
const maxPacked = 31

const (
	packedValid   = 1 << 63 // the slot holds a result
	packedFailed  = 1 << 62 // the result is a contradiction
	packedFlags   = packedValid | packedFailed
	fastCacheSize = 1 << 18 // slots over all lines
)

// packedCache is a lossy direct-mapped cache of line results for puzzles whose lines all
// fit in a uint64: the key is the packed line itself, so a lookup is one multiply and one
// memory access, and a collision just costs a recomputation.
type packedCache struct {
	bits  uint     // log2 of slots per line
	keys  []uint64 // [line<<bits + slot]
	vals  []uint64 // packed result | flags; 0 = empty
	lines int
}

func newPackedCache(lines int) *packedCache {
	bits := uint(8)
	for (lines<<(bits+1)) <= fastCacheSize && bits < 14 {
		bits++
	}
	return &packedCache{bits: bits, keys: make([]uint64, lines<<bits), vals: make([]uint64, lines<<bits), lines: lines}
}

func (c *packedCache) slot(l int, key uint64) int {
	return l<<c.bits + int((key*0x9E3779B97F4A7C15)>>(64-c.bits))
}

// get returns the packed result for line l in state key (flags included), or 0.
func (c *packedCache) get(l int, key uint64) uint64 {
	s := c.slot(l, key)
	if c.keys[s] == key {
		return c.vals[s]
	}
	return 0
}

func (c *packedCache) put(l int, key, val uint64) {
	s := c.slot(l, key)
	c.keys[s], c.vals[s] = key, val|packedValid
}
