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

// maxPacked is the longest line kept packed (2 bits a cell, 32 cells a word).
const maxPacked = 128

const fastCacheSize = 1 << 18 // slots over all lines

// packedCache is a lossy direct-mapped cache of line results for puzzles whose lines are
// at most maxPacked long: the key is the packed line itself (nw words), so a lookup is a
// hash of a few words and one memory access, and a collision just costs a recomputation.
type packedCache struct {
	nw      int      // words per line
	sw      int      // words per slot: state, key (nw), result (nw)
	bits    uint     // log2 of slots per line
	maxBits uint     // the table stops growing here
	lines   int      // lines in the puzzle
	puts    int      // stores since the table was last resized
	tab     []uint64 // slots, each [state, key..., result...], so one lookup touches one place
}

const (
	slotEmpty = iota
	slotResult
	slotFailed
)

// newPackedCache starts small (cheap for easy puzzles) and grows while it keeps missing.
func newPackedCache(lines, nw int) *packedCache {
	maxBits := uint(6)
	for (lines<<(maxBits+1))*nw <= fastCacheSize && maxBits < 14 {
		maxBits++
	}
	c := &packedCache{nw: nw, sw: 2*nw + 1, maxBits: maxBits, lines: lines}
	c.resize(min(8, maxBits))
	return c
}

// resize gives the table 2^bits slots per line, keeping what it holds.
func (c *packedCache) resize(bits uint) {
	old, oldBits := c.tab, c.bits
	c.bits, c.puts = bits, 0
	c.tab = make([]uint64, (c.lines<<bits)*c.sw)
	for i := 0; i < len(old); i += c.sw {
		if e := old[i : i+c.sw]; e[0] != slotEmpty {
			l := (i / c.sw) >> oldBits
			copy(c.slot(l, e[1:1+c.nw]), e)
		}
	}
}

func (c *packedCache) slot(l int, key []uint64) []uint64 {
	var i int
	if len(key) == 1 {
		i = l<<c.bits + int((key[0]*0x9E3779B97F4A7C15)>>(64-c.bits))
	} else {
		h := uint64(0x9E3779B97F4A7C15)
		for _, k := range key {
			h = (h ^ k) * 0xBF58476D1CE4E5B9
			h ^= h >> 31
		}
		i = l<<c.bits + int(h>>(64-c.bits))
	}
	return c.tab[i*c.sw : (i+1)*c.sw]
}

// get returns the slot state and result for line l in state key.
func (c *packedCache) get(l int, key []uint64) (int, []uint64) {
	e := c.slot(l, key)
	if e[0] == slotEmpty {
		return slotEmpty, nil
	}
	for i, k := range key {
		if e[1+i] != k {
			return slotEmpty, nil
		}
	}
	return int(e[0]), e[1+c.nw:]
}

// put stores a result (val, or a contradiction when val is nil).
func (c *packedCache) put(l int, key, val []uint64) {
	if c.puts++; c.bits < c.maxBits && c.puts > (c.lines<<c.bits)/4 {
		c.resize(c.bits + 1)
	}
	e := c.slot(l, key)
	copy(e[1:], key)
	if val == nil {
		e[0] = slotFailed
		return
	}
	copy(e[1+c.nw:], val)
	e[0] = slotResult
}
