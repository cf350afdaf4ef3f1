package main

import (
	"context"
	"fmt"
	"image"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// launch starts a program on the display with HOME and the XDG folders under home and the
// extra environment given; stop ends it and its children.
func launch(d *display, home string, env []string, name string, args ...string) (func(), error) {
	if p, err := exec.LookPath("dbus-run-session"); err == nil {
		args = append([]string{"--", name}, args...)
		name = p
	}
	cmd := exec.Command(name, args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+d.name, "HOME="+home,
		"XDG_CONFIG_HOME="+filepath.Join(home, ".config"), "XDG_DATA_HOME="+filepath.Join(home, ".local/share"),
		"XDG_CACHE_HOME="+filepath.Join(home, ".cache"), "XDG_RUNTIME_DIR="+filepath.Join(home, "run"),
		"NO_AT_BRIDGE=1", "LANG=C.UTF-8")
	cmd.Env = append(cmd.Env, env...)
	os.MkdirAll(filepath.Join(home, "run"), 0o700)
	log, err := os.Create(filepath.Join(home, "app.log"))
	if err != nil {
		return nil, err
	}
	cmd.Stdout, cmd.Stderr = log, log
	cmd.SysProcAttr = procGroup()
	if err := cmd.Start(); err != nil {
		log.Close()
		return nil, err
	}
	return func() {
		killGroup(cmd)
		cmd.Wait()
		log.Close()
	}, nil
}

// showGnome writes the board as GNOME Sudoku's saved game (givens fixed, the player's
// digits not, pencil marks as notes) and starts it, light or dark, at scale 1 or 2.
func showGnome(ctx context.Context, rng *rand.Rand, d *display, home string, b *board, win image.Rectangle, v variant) (func(), string, error) {
	var cells []string
	for i, v := range b.grid {
		if v == 0 && len(b.marks[i]) == 0 {
			continue
		}
		notes := make([]string, len(b.marks[i]))
		for k, m := range b.marks[i] {
			notes[k] = fmt.Sprint(m)
		}
		cells = append(cells, fmt.Sprintf(`{"position":[%d,%d],"value":%d,"fixed":%v,"earmarks":[%s]}`,
			i/9, i%9, v, v != 0 && !b.entered[i], strings.Join(notes, ",")))
	}
	save := fmt.Sprintf(`{"cells":[%s],"time_elapsed":%d.0,"difficulty_category":"easy"}`, strings.Join(cells, ","), 30+rng.IntN(900))
	dir := filepath.Join(home, ".local/share/gnome-sudoku")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, "", err
	}
	if err := os.WriteFile(filepath.Join(dir, "savefile"), []byte(save), 0o644); err != nil {
		return nil, "", err
	}
	var env []string
	desc := "light"
	if rng.IntN(2) == 0 {
		env = append(env, "GTK_THEME=Adwaita:dark")
		desc = "dark"
	}
	if d.w >= 1600 && rng.IntN(3) == 0 {
		env = append(env, "GDK_SCALE=2")
		desc += " scale2"
	}
	stop, err := launch(d, home, env, "gnome-sudoku")
	return stop, desc, err
}

// showKSudoku writes the board as a .ksudoku game (givens in the puzzle, the player's digits
// and pencil marks as its history) and opens it.
func showKSudoku(ctx context.Context, rng *rand.Rand, d *display, home string, b *board, win image.Rectangle, v variant) (func(), string, error) {
	sym := func(v uint8) byte {
		if v == 0 {
			return '_'
		}
		return 'a' + v
	}
	// KSudoku numbers its cells column by column.
	n := b.n
	var values strings.Builder
	var history strings.Builder
	for k := range b.grid {
		i := k%n*n + k/n
		v := b.grid[i]
		if b.entered[i] {
			values.WriteByte('_')
			fmt.Fprintf(&history, `<simple-event index="%d" value="%d"/>`, k, v)
			continue
		}
		values.WriteByte(sym(v))
		if len(b.marks[i]) > 0 {
			m := []byte(strings.Repeat("0", n+1))
			for _, d := range b.marks[i] {
				m[d] = '1'
			}
			fmt.Fprintf(&history, `<simple-event index="%d" markers="%s"/>`, k, m)
		}
	}
	game := fmt.Sprintf(`<!DOCTYPE ksudoku>
<ksudoku><game had-help="0" msecs-elapsed="%d"><puzzle><graph order="%d" type="sudoku" specific-type="Plain"/><values>%s</values></puzzle><history>%s</history></game></ksudoku>
`, 1000*(30+rng.IntN(900)), n, values.String(), history.String())
	file := filepath.Join(home, "puzzle.ksudoku")
	if err := os.WriteFile(file, []byte(game), 0o644); err != nil {
		return nil, "", err
	}
	var env []string
	desc := "default theme"
	if v.theme != "" {
		// KSudoku's theme setting was not found, but its themes are looked up in the
		// user's data folder first: another theme's description there as "default"
		// (its graphics beside it) is drawn as the default (tried on seed 0x27004).
		if err := shadowTheme(home, v.theme); err != nil {
			return nil, "", err
		}
		desc = v.theme + " theme"
	}
	if n == 16 {
		desc += " 16x16"
	}
	if d.w >= 1600 && rng.IntN(3) == 0 {
		env = append(env, "QT_SCALE_FACTOR=2")
		desc += " scale2"
	}
	stop, err := launch(d, home, env, "ksudoku", "-qwindowgeometry", fmt.Sprintf("%dx%d+%d+%d", win.Dx(), win.Dy(), win.Min.X, win.Min.Y), file)
	return stop, desc, err
}

// showCalc writes the board as a spreadsheet and opens it in LibreOffice Calc, with a
// profile shared by the run's pictures (made once; the tip of the day turned off).
func showCalc(ctx context.Context, rng *rand.Rand, d *display, home string, b *board, win image.Rectangle, v variant) (func(), string, error) {
	sheet := newCalcSheet(rng, b, win.Dx(), win.Dy())
	if !sheet.fits {
		return nil, "", fmt.Errorf("the %d×%d block does not fit a %d×%d window at 50%%", b.n, b.n, win.Dx(), win.Dy())
	}
	file := filepath.Join(home, "sudoku.fods")
	if err := os.WriteFile(file, []byte(sheet.fods), 0o644); err != nil {
		return nil, "", err
	}
	profile := filepath.Join(filepath.Dir(home), "lo-profile")
	user := filepath.Join(profile, "user")
	if err := os.MkdirAll(user, 0o755); err != nil {
		return nil, "", err
	}
	reg := filepath.Join(user, "registrymodifications.xcu")
	if _, err := os.Stat(reg); err != nil {
		xcu := `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Common/Misc"><prop oor:name="ShowTipOfTheDay" oor:op="fuse"><value>false</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Misc"><prop oor:name="FirstRun" oor:op="fuse"><value>false</value></prop></item>
<item oor:path="/org.openoffice.Setup/Office"><prop oor:name="ooSetupInstCompleted" oor:op="fuse"><value>true</value></prop></item>
</oor:items>
`
		if err := os.WriteFile(reg, []byte(xcu), 0o644); err != nil {
			return nil, "", err
		}
	}
	stop, err := launch(d, home, nil, "soffice", "-env:UserInstallation=file://"+profile, "--norestore", "--nologo", "--nolockcheck", file)
	return stop, sheet.desc, err
}

// shadowTheme puts KSudoku's theme name (a .desktop file of /usr/share/ksudoku/themes) as
// "default" in home's own data folder, with its SVG linked beside it.
func shadowTheme(home, name string) error {
	const sys = "/usr/share/ksudoku/themes"
	desk, err := os.ReadFile(filepath.Join(sys, name+".desktop"))
	if err != nil {
		return err
	}
	dir := filepath.Join(home, ".local/share/ksudoku/themes")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, line := range strings.Split(string(desk), "\n") {
		if f, ok := strings.CutPrefix(line, "FileName="); ok {
			if err := os.Symlink(filepath.Join(sys, f), filepath.Join(dir, f)); err != nil {
				return err
			}
		}
	}
	return os.WriteFile(filepath.Join(dir, "default.desktop"), desk, 0o644)
}
