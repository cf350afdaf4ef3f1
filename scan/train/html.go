package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/sudokubot/sudokubot/scan"
)

// htmlSamples has scan/train/htmlshots draw n 9×9 and n/4 16×16 pictures of each of its
// app kinds with headless Chromium, from the training stream (-train: no evaluation seed
// draws them), and returns their cells' patches, cut as scan.Read cuts them and labelled
// from the boards: a blank cell or one with pencil marks is class 0. A picture whose grid
// is not found, or is found elsewhere (see alignedCells), is left out. With cacheDir the
// pictures are kept in cacheDir/htmlN-seedS and drawn only once. Without Chromium it
// returns an error and draws nothing.
func htmlSamples(n int, seed uint64, cacheDir string) ([]sample, error) {
	if n <= 0 {
		return nil, nil
	}
	dir := ""
	if cacheDir != "" {
		dir = filepath.Join(cacheDir, fmt.Sprintf("html%d-seed%d", n, seed))
	}
	if dir == "" || !exists(filepath.Join(dir, "done")) {
		if !hasChromium() {
			return nil, fmt.Errorf("-html needs headless Chromium (chromium, chromium-browser or google-chrome on PATH; Debian: apt-get install chromium): nothing trained")
		}
		if dir == "" {
			tmp, err := os.MkdirTemp("", "train-html")
			if err != nil {
				return nil, err
			}
			defer os.RemoveAll(tmp)
			dir = tmp
		}
		cmd := exec.Command("go", "run", "./scan/train/htmlshots", "-train", "-seed", fmt.Sprint(seed),
			"-n", fmt.Sprint(n), "-n16", fmt.Sprint(n/4), "-o", dir, "-read=false")
		cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
		if err := cmd.Run(); err != nil {
			return nil, fmt.Errorf("htmlshots: %w", err)
		}
		if err := os.WriteFile(filepath.Join(dir, "done"), nil, 0o644); err != nil {
			return nil, err
		}
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.cls"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("no pictures in %s", dir)
	}
	per := make([][]sample, len(files))
	errs := make([]error, len(files))
	var next, skipped atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for k := int(next.Add(1) - 1); k < len(files); k = int(next.Add(1) - 1) {
				truth, marked, err := readClasses(files[k])
				if err != nil {
					errs[k] = err
					continue
				}
				base := strings.TrimSuffix(files[k], ".cls")
				data, err := os.ReadFile(base + ".png")
				if os.IsNotExist(err) {
					data, err = os.ReadFile(base + ".jpg")
				}
				if err != nil {
					errs[k] = err
					continue
				}
				size := sizeOf(truth)
				patches, err := scan.Patches(ctx, data, scan.Options{Size: size})
				if err != nil || !alignedCells(patches, truth, marked, learn.marks) {
					skipped.Add(1)
					continue
				}
				per[k] = cellSamples(patches, truth)
			}
		})
	}
	wg.Wait()
	var out []sample
	for k, p := range per {
		if errs[k] != nil {
			return nil, errs[k]
		}
		out = append(out, p...)
	}
	fmt.Fprintf(os.Stderr, "%d Chromium screenshots, %d left out (grid not found, or found elsewhere), %d patches\n", len(files), skipped.Load(), len(out))
	return out, nil
}

// readClasses reads an htmlshots .cls file: one field per cell, the network's class or m
// (an empty cell with pencil marks, class 0).
func readClasses(path string) (truth []uint8, marked []bool, err error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	fields := strings.Fields(string(b))
	if n := sizeOf(make([]uint8, len(fields))); n*n != len(fields) || n < 4 {
		return nil, nil, fmt.Errorf("%s: %d cells, not a square grid", path, len(fields))
	}
	truth, marked = make([]uint8, len(fields)), make([]bool, len(fields))
	for i, f := range fields {
		if f == "m" {
			marked[i] = true
			continue
		}
		v, err := strconv.Atoi(f)
		if err != nil || v < 0 || v >= scan.Classes {
			return nil, nil, fmt.Errorf("%s: bad class %q", path, f)
		}
		truth[i] = uint8(v)
	}
	return truth, marked, nil
}

// hasChromium reports whether a Chromium binary htmlshots would use is on PATH.
func hasChromium() bool {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if _, err := exec.LookPath(name); err == nil {
			return true
		}
	}
	return false
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
