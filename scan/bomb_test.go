package scan

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"os"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/scan/bombtest"
	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// TestBombBuilders checks that the bomb builders make valid pictures: small ones decode
// with the standard decoders, to the size the header announces, and the header's cost is
// at least the decoded pixels.
func TestBombBuilders(t *testing.T) {
	for _, b := range bombtest.All(96) {
		img, _, err := image.Decode(bytes.NewReader(b.Data))
		if err != nil {
			t.Errorf("%s: %v", b.Name, err)
			continue
		}
		if got := img.Bounds().Size(); got != image.Pt(96, 96) {
			t.Errorf("%s: decoded %v, want 96×96", b.Name, got)
		}
		h, err := raster.ReadHeader(b.Data)
		if err != nil {
			t.Errorf("%s: header: %v", b.Name, err)
			continue
		}
		if d := bombtest.DecodedBytes(img); h.Decoded < d {
			t.Errorf("%s: header cost %d bytes, under the %d decoded", b.Name, h.Decoded, d)
		}
	}
}

// bombCap is what issue 23 allows each bomb: refused, or read in at most this much memory.
const bombCap = 100 << 20

// TestBombs reads the full-size bombs (6320² pixels, under the pixel cap): each must be
// refused as too large before decoding, or read allocating at most 100 MB in all.
func TestBombs(t *testing.T) {
	for _, b := range bombtest.All(bombtest.Side) {
		t.Run(b.Name, func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			start := time.Now()
			_, err := Read(t.Context(), b.Data, Options{})
			took := time.Since(start)
			runtime.ReadMemStats(&after)
			alloc := after.TotalAlloc - before.TotalAlloc
			if err != nil && !errors.Is(err, ErrTooLarge) && !errors.Is(err, ErrNoGrid) {
				t.Errorf("Read(%d bytes) = %v, want refused as too large or read", len(b.Data), err)
			}
			if alloc > bombCap {
				t.Errorf("Read(%d bytes) allocated %d MB, want at most %d", len(b.Data), alloc>>20, bombCap>>20)
			}
			t.Logf("%d bytes: %v; %d KB allocated, %v", len(b.Data), err, alloc>>10, took)
		})
	}
}

// TestReadCancelled: a cancelled context stops Read, and Read waits for the budget no
// longer than its context allows.
func TestReadCancelled(t *testing.T) {
	data, err := os.ReadFile("testdata/shots/shot01.png")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if _, err := Read(ctx, data, Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v, want context.Canceled", err)
	}
	// A budget all taken: Read waits, then gives up with its deadline.
	full := NewBudget(64 << 20)
	if err := full.bytes.Acquire(t.Context(), 64<<20); err != nil {
		t.Fatal(err)
	}
	ctx, cancel = context.WithTimeout(t.Context(), 20*time.Millisecond)
	defer cancel()
	if _, err := Read(ctx, data, Options{Budget: full}); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("budget taken: %v, want context.DeadlineExceeded", err)
	}
	full.bytes.Release(64 << 20)
	if _, err := Read(t.Context(), data, Options{Budget: full}); err != nil {
		t.Errorf("budget free again: %v", err)
	}
}

// BenchmarkBombs reports, per bomb, the bytes allocated and the peak heap while reading it
// (runtime.MemStats sampled every millisecond). docs/BENCHMARKS.md §11 records them.
func BenchmarkBombs(b *testing.B) {
	for _, bomb := range bombtest.All(bombtest.Side) {
		b.Run(bomb.Name, func(b *testing.B) {
			var alloc, peak uint64
			for b.Loop() {
				a, p := measure(func() { _, _ = Read(context.Background(), bomb.Data, Options{}) })
				alloc, peak = max(alloc, a), max(peak, p)
			}
			b.ReportMetric(float64(alloc)/(1<<20), "alloc-MB")
			b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
		})
	}
}

// measure runs f and returns the bytes it allocated and the highest heap in use meanwhile.
func measure(f func()) (alloc, peak uint64) {
	runtime.GC()
	var before, m runtime.MemStats
	runtime.ReadMemStats(&before)
	done := make(chan struct{})
	peakc := make(chan uint64)
	go func() {
		p := before.HeapInuse
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-done:
				peakc <- p
				return
			case <-tick.C:
				runtime.ReadMemStats(&m)
				p = max(p, m.HeapInuse)
			}
		}
	}()
	f()
	close(done)
	peak = <-peakc
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc, max(peak, after.HeapInuse)
}

func ExampleLimits() {
	_, err := Read(context.Background(), bombtest.LosslessWebP(bombtest.Side), Options{})
	fmt.Println(err)
	// Output: scan: picture too large: this 6320×6320 webp needs 304 MB to decode, the limit is 96 MB
}

// BenchmarkEightAtOnce reads eight pictures at once that each take nearly the whole decoding
// cap (a 2304² progressive YCbCr JPEG: 86 MB of coefficients and pixels) and reports the
// peak heap: the shared budget lets two decode at a time, so it stays near two pictures'
// worth instead of eight.
func BenchmarkEightAtOnce(b *testing.B) {
	data := bombtest.ProgressiveJPEG(2304, 3)
	h, err := raster.ReadHeader(data)
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("each picture's decoding cost: %d MB", h.Decoded>>20)
	var alloc, peak uint64
	for b.Loop() {
		a, p := measure(func() {
			var wg sync.WaitGroup
			for range 8 {
				wg.Go(func() {
					if _, err := Read(context.Background(), data, Options{}); err != nil && !errors.Is(err, ErrNoGrid) {
						b.Error(err)
					}
				})
			}
			wg.Wait()
		})
		alloc, peak = max(alloc, a), max(peak, p)
	}
	b.ReportMetric(float64(alloc)/(1<<20), "alloc-MB")
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
}
