package render

import (
	"fmt"
	"image/color"

	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// Theme selects the colours of a picture. The zero value is [Light].
type Theme uint8

// The themes.
const (
	// Light draws on white, for Discord's light theme and for documents.
	Light Theme = iota
	// Dark draws on Discord's dark background (#313338), so the picture blends into a dark chat.
	Dark
)

// String returns "light" or "dark".
func (t Theme) String() string {
	switch t {
	case Light:
		return "light"
	case Dark:
		return "dark"
	}
	return fmt.Sprintf("Theme(%d)", t)
}

// ParseTheme reads "light" or "dark" (as written by [Theme.String]).
func ParseTheme(s string) (Theme, error) {
	switch s {
	case "light", "":
		return Light, nil
	case "dark":
		return Dark, nil
	}
	return Light, fmt.Errorf("render: unknown theme %q (want light or dark)", s)
}

// A swatch is a filled shape and the colour of text drawn on it.
type swatch struct {
	fill, ink color.RGBA
}

// palette holds every colour a picture uses. It is shared by all boards (the nonogram board
// will use the same background, line and text colours).
type palette struct {
	background color.RGBA // the whole image outside the board
	board      color.RGBA // cell interiors
	thinLine   color.RGBA // lines between cells
	thickLine  color.RGBA // box borders and the outer frame
	given      color.RGBA // the puzzle's digits
	filled     color.RGBA // digits filled in by the solver or the player
	mark       color.RGBA // pencil marks
	label      color.RGBA // r1..r9 / c1..c9
	title      color.RGBA // the caption line

	house     color.RGBA // background of cells in a house the step uses
	placement swatch     // the cell a step fills: tint and digit
	elim      swatch     // an eliminated candidate
	strike    color.RGBA // the line through an eliminated candidate
	link      color.RGBA // chain arrows
	mistake   swatch     // a wrong digit: cell tint and digit/circle colour
	roles     [8]swatch  // pattern candidates by technique.Role

	highlight swatch        // the highlighted digit: cell tint, and mark disc and ink
	cursor    color.RGBA    // the outline of a selected cell (cursor colour 0)
	cursors   [3]color.RGBA // cursor colours 1..3: other members' selected cells
	focus     color.RGBA    // background of the selected cell's row, column and box
}

// cursorColour returns the outline colour of cursor colour k.
func (p *palette) cursorColour(k int) color.RGBA {
	if k <= 0 || k > len(p.cursors) {
		return p.cursor
	}
	return p.cursors[k-1]
}

func rgb(hex uint32) color.RGBA {
	return color.RGBA{uint8(hex >> 16), uint8(hex >> 8), uint8(hex), 0xff}
}

var lightPalette = palette{
	background: rgb(0xffffff),
	board:      rgb(0xffffff),
	thinLine:   rgb(0xb4b8bf),
	thickLine:  rgb(0x23252b),
	given:      rgb(0x1e1f22),
	filled:     rgb(0x1f62d0),
	mark:       rgb(0x4f525b),
	label:      rgb(0x80848e),
	title:      rgb(0x2e3035),

	house:     rgb(0xeef0f4),
	placement: swatch{fill: rgb(0xd3f9d8), ink: rgb(0x237a36)},
	elim:      swatch{fill: rgb(0xffc9c9), ink: rgb(0xa61e1e)},
	strike:    rgb(0xe03131),
	link:      rgb(0xd9480f),
	mistake:   swatch{fill: rgb(0xffe3e3), ink: rgb(0xe03131)},
	highlight: swatch{fill: rgb(0xfff3bf), ink: rgb(0x5c4400)},
	cursor:    rgb(0xf08c00),
	cursors:   [3]color.RGBA{rgb(0x1c7ed6), rgb(0x2f9e44), rgb(0x9c36b5)},
	focus:     rgb(0xf1f3f5),
	roles: [8]swatch{
		technique.RoleBase:   {fill: rgb(0xa5d8ff), ink: rgb(0x0b3d6e)},
		technique.RoleCover:  {fill: rgb(0xd0ebff), ink: rgb(0x0b3d6e)},
		technique.RoleFin:    {fill: rgb(0xd0bfff), ink: rgb(0x3b1f87)},
		technique.RolePivot:  {fill: rgb(0xffe066), ink: rgb(0x5c4400)},
		technique.RolePincer: {fill: rgb(0x99e9f2), ink: rgb(0x0b5560)},
		technique.RoleNode:   {fill: rgb(0xa5d8ff), ink: rgb(0x0b3d6e)},
		technique.RoleColorA: {fill: rgb(0xffc078), ink: rgb(0x6b3300)},
		technique.RoleColorB: {fill: rgb(0x74c0fc), ink: rgb(0x06335c)},
	},
}

// discordDark is Discord's dark-theme chat background.
var discordDark = rgb(0x313338)

var darkPalette = palette{
	background: discordDark,
	board:      rgb(0x2b2d31),
	thinLine:   rgb(0x4e5058),
	thickLine:  rgb(0xc4c9d0),
	given:      rgb(0xf2f3f5),
	filled:     rgb(0x74b3ff),
	mark:       rgb(0xaeb3bb),
	label:      rgb(0x949ba4),
	title:      rgb(0xdbdee1),

	house:     rgb(0x3b3e45),
	placement: swatch{fill: rgb(0x1f4d2c), ink: rgb(0x69db7c)},
	elim:      swatch{fill: rgb(0x8f2d2d), ink: rgb(0xffe3e3)},
	strike:    rgb(0xff6b6b),
	link:      rgb(0xff922b),
	mistake:   swatch{fill: rgb(0x4d2426), ink: rgb(0xff6b6b)},
	highlight: swatch{fill: rgb(0x5c4a12), ink: rgb(0xffe066)},
	cursor:    rgb(0xffa94d),
	cursors:   [3]color.RGBA{rgb(0x4dabf7), rgb(0x69db7c), rgb(0xda77f2)},
	focus:     rgb(0x35373c),
	roles: [8]swatch{
		technique.RoleBase:   {fill: rgb(0x1f5f9e), ink: rgb(0xe7f5ff)},
		technique.RoleCover:  {fill: rgb(0x24476b), ink: rgb(0xe7f5ff)},
		technique.RoleFin:    {fill: rgb(0x5f3dc4), ink: rgb(0xf3f0ff)},
		technique.RolePivot:  {fill: rgb(0xfcc419), ink: rgb(0x2b2100)},
		technique.RolePincer: {fill: rgb(0x0c7b8a), ink: rgb(0xe3fafc)},
		technique.RoleNode:   {fill: rgb(0x1f5f9e), ink: rgb(0xe7f5ff)},
		technique.RoleColorA: {fill: rgb(0xe8590c), ink: rgb(0xfff4e6)},
		technique.RoleColorB: {fill: rgb(0x1c7ed6), ink: rgb(0xe7f5ff)},
	},
}

// colours returns the palette of theme t; unknown themes draw light.
func (t Theme) colours() *palette {
	if t == Dark {
		return &darkPalette
	}
	return &lightPalette
}

// role returns the swatch for a pattern role; unknown roles draw as the base.
func (p *palette) role(r technique.Role) swatch {
	if int(r) < len(p.roles) {
		return p.roles[r]
	}
	return p.roles[technique.RoleBase]
}
