package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"image"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// tools are the programs every app needs, and the Debian package of each.
var tools = map[string]string{
	"Xvfb":    "xvfb",
	"xdotool": "xdotool",
	"xwd":     "x11-apps",
}

// missing lists the Debian packages of the programs named that are not on PATH.
func missing(progs map[string]string) []string {
	var pkgs []string
	for prog, pkg := range progs {
		if _, err := exec.LookPath(prog); err != nil {
			pkgs = append(pkgs, pkg)
		}
	}
	return pkgs
}

// display is one Xvfb server, with a screen of its own size.
type display struct {
	name string // ":N"
	cmd  *exec.Cmd
	w, h int
}

// startX starts Xvfb with a w×h screen; it picks a free display number itself.
func startX(w, h int) (*display, error) {
	r, wr, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", fmt.Sprintf("%dx%dx24", w, h), "-nolisten", "tcp", "-dpi", "96")
	cmd.ExtraFiles = []*os.File{wr}
	if err := cmd.Start(); err != nil {
		wr.Close()
		return nil, fmt.Errorf("Xvfb: %v", err)
	}
	wr.Close()
	line := make(chan string, 1)
	go func() {
		s, _ := bufio.NewReader(r).ReadString('\n')
		line <- strings.TrimSpace(s)
	}()
	select {
	case s := <-line:
		if _, err := strconv.Atoi(s); err != nil {
			cmd.Process.Kill()
			cmd.Wait()
			return nil, fmt.Errorf("Xvfb: no display number (%q)", s)
		}
		return &display{name: ":" + s, cmd: cmd, w: w, h: h}, nil
	case <-time.After(20 * time.Second):
		cmd.Process.Kill()
		cmd.Wait()
		return nil, fmt.Errorf("Xvfb: did not start in 20 s")
	}
}

func (d *display) stop() {
	d.cmd.Process.Kill()
	d.cmd.Wait()
}

// run runs a program on the display and returns its standard output.
func (d *display) run(ctx context.Context, name string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+d.name)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return out.String(), fmt.Errorf("%s %s: %v: %s", name, strings.Join(args, " "), err, strings.TrimSpace(errb.String()))
	}
	return out.String(), nil
}

// window waits until a visible window whose class (pattern "class:…") or name matches
// pattern is mapped and returns its id.
func (d *display) window(pattern string, wait time.Duration) (string, error) {
	by := "--name"
	if c, ok := strings.CutPrefix(pattern, "class:"); ok {
		by, pattern = "--class", c
	}
	deadline := time.Now().Add(wait)
	for {
		out, _ := d.run(context.Background(), "xdotool", "search", "--onlyvisible", by, pattern)
		if ids := strings.Fields(out); len(ids) > 0 {
			return ids[len(ids)-1], nil
		}
		if time.Now().After(deadline) {
			return "", fmt.Errorf("no window named %q after %v", pattern, wait)
		}
		time.Sleep(500 * time.Millisecond)
	}
}

// geometry is a window's place and size on the screen.
func (d *display) geometry(id string) (image.Rectangle, error) {
	out, err := d.run(context.Background(), "xdotool", "getwindowgeometry", "--shell", id)
	if err != nil {
		return image.Rectangle{}, err
	}
	v := map[string]int{}
	for _, l := range strings.Split(out, "\n") {
		if k, s, ok := strings.Cut(l, "="); ok {
			v[k], _ = strconv.Atoi(s)
		}
	}
	return image.Rect(v["X"], v["Y"], v["X"]+v["WIDTH"], v["Y"]+v["HEIGHT"]), nil
}

// grab takes a screenshot of the whole screen (xwd's dump, decoded here).
func (d *display) grab() (image.Image, []byte, error) {
	out, err := d.run(context.Background(), "xwd", "-root", "-silent", "-display", d.name)
	if err != nil {
		return nil, nil, err
	}
	img, err := decodeXWD([]byte(out))
	return img, []byte(out), err
}

// decodeXWD decodes an X window dump of a TrueColor screen, 24 or 32 bits a pixel.
func decodeXWD(data []byte) (image.Image, error) {
	if len(data) < 100 {
		return nil, fmt.Errorf("xwd: short dump")
	}
	var h [25]uint32
	for i := range h {
		h[i] = binary.BigEndian.Uint32(data[4*i:])
	}
	size, format, w, ht, order, bpp, stride := h[0], h[2], int(h[4]), int(h[5]), h[7], h[11], int(h[12])
	masks := [3]uint32{h[14], h[15], h[16]}
	ncolors := int(h[19])
	off := int(size) + 12*ncolors
	if format != 2 || (bpp != 32 && bpp != 24) || w <= 0 || ht <= 0 || off+stride*ht > len(data) {
		return nil, fmt.Errorf("xwd: unsupported dump (format %d, %d bits a pixel, %d×%d)", format, bpp, w, ht)
	}
	img := image.NewRGBA(image.Rect(0, 0, w, ht))
	step := int(bpp / 8)
	for y := range ht {
		row := data[off+y*stride:]
		for x := range w {
			var p uint32
			for k := range step {
				b := uint32(row[x*step+k])
				if order == 0 { // LSBFirst
					p |= b << (8 * k)
				} else {
					p = p<<8 | b
				}
			}
			i := img.PixOffset(x, y)
			for c, m := range masks {
				v := p & m
				for m != 0 && m&1 == 0 {
					m >>= 1
					v >>= 1
				}
				img.Pix[i+c] = uint8(v)
			}
			img.Pix[i+3] = 255
		}
	}
	return img, nil
}

// settle takes screenshots every interval until two in a row are the same (the app has
// finished drawing) or wait has passed, and returns the last.
func (d *display) settle(interval, wait time.Duration) (image.Image, error) {
	deadline := time.Now().Add(wait)
	var last []byte
	for {
		time.Sleep(interval)
		img, data, err := d.grab()
		if err != nil {
			return nil, err
		}
		if bytes.Equal(data, last) || time.Now().After(deadline) {
			return img, nil
		}
		last = data
	}
}
