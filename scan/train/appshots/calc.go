package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// calcEdge puts every Calc sheet's block at A1 with no row and column headers (-calc-edge):
// its first row right under the formula bar, its first column at the pane's left edge.
var calcEdge bool

// calcSheet is one LibreOffice Calc spreadsheet holding the board, as flat ODF (.fods).
type calcSheet struct {
	fods string
	desc string
	// fits is false when the block does not fit the window even at 50%: the picture
	// would show a part of the board (a 16×16 block in a small window).
	fits bool
}

// newCalcSheet lays the board out in a sheet: where it starts, the cells' size, borders,
// fonts, tints, the zoom, the cursor, the grid lines and the row and column headers.
// The zoom is lowered until the block fits in a window of w×h pixels.
func newCalcSheet(rng *rand.Rand, b *board, w, h int) calcSheet {
	var desc []string
	r0, c0 := rng.IntN(4), rng.IntN(4)
	cellCm := 0.5 + rng.Float64()*0.6
	wide := 1.0
	if rng.IntN(4) == 0 {
		wide = 1.3 + rng.Float64()*1.2 // cells wider than tall
	}
	pt := int(cellCm*28.35*(0.45+rng.Float64()*0.25)) + 1
	borders := []string{"boxes", "boxes-thin", "none", "all-thin", "boxes-only"}[rng.IntN(5)]
	if b.n > 9 {
		// Two digits must fit the cell's width: Calc shows a number too wide for its
		// column as ### (0x27005 calc-00: 10 pt bold in 0.6 cm columns).
		if need := 2*0.65*float64(pt)*2.54/72 + 0.15; cellCm*wide < need {
			wide = need / cellCm
		}
	}
	fonts := []string{"Liberation Sans", "DejaVu Sans", "Liberation Serif", "Noto Sans", "DejaVu Sans Mono", "Liberation Mono"}
	font := fonts[rng.IntN(len(fonts))]
	align := []string{"center", "center", "end"}[rng.IntN(3)]
	bold := rng.IntN(4) == 0
	tint := []string{"", "", "#dde8f5", "#f2f2f2", "#fff2cc"}[rng.IntN(5)]
	zoom := []int{75, 90, 100, 100, 110, 120, 140, 160, 200}[rng.IntN(9)]
	// The block and the columns and rows before it, in pixels at 100% (96 dpi), must fit
	// beside the row headers and the sidebar, under the menus, toolbars and formula bar.
	pxPerCm := 96 / 2.54
	needW := (float64(c0)*2.258 + float64(b.n)*cellCm*wide + 0.3) * pxPerCm
	needH := (float64(r0)*0.452 + float64(b.n)*cellCm + 0.3) * pxPerCm
	for zoom > 50 && (needW*float64(zoom)/100 > float64(w-110) || needH*float64(zoom)/100 > float64(h-230)) {
		zoom -= 10
	}
	fits := needW*float64(zoom)/100 <= float64(w-110) && needH*float64(zoom)/100 <= float64(h-230)
	grid := rng.IntN(5) > 0
	headers := rng.IntN(6) > 0
	if calcEdge { // the block's first row and column at the sheet pane's top left edge
		r0, c0, headers = 0, 0, false
	}
	if borders == "none" {
		grid = true // a block with no lines at all is no grid to find
	}
	curX, curY := c0+rng.IntN(b.n), r0+rng.IntN(b.n)
	if rng.IntN(3) == 0 { // the cursor off the board
		curX, curY = c0+b.n+1, 0
	}
	player := []string{"#000000", "#1f4e9c", "#c00000", "#666666"}[rng.IntN(4)]
	desc = append(desc, fmt.Sprintf("at r%dc%d cell %.2fcm×%.1f %dpt %s %s %s bold=%v tint=%q zoom %d grid=%v headers=%v cursor r%dc%d player %s",
		r0+1, c0+1, cellCm, wide, pt, borders, strings.ReplaceAll(font, " ", ""), align, bold, tint, zoom, grid, headers, curY+1, curX+1, player))

	thick, thin := fmt.Sprintf("%.2fpt solid #000000", 1.2+rng.Float64()*1.8), "0.5pt solid #000000"
	// One cell style per border combination, fill and colour.
	styles := map[string]string{}
	var styleXML strings.Builder
	styleFor := func(r, c int, entered bool) string {
		edge := func(at, start, n int) (lo, hi string) {
			switch borders {
			case "none":
				return "none", "none"
			case "all-thin":
				return thin, thin
			}
			lo, hi = thin, thin
			if borders == "boxes-only" {
				lo, hi = "none", "none"
			}
			if at%b.box == 0 {
				lo = thick
			}
			if at == n-1 || at%b.box == b.box-1 {
				hi = thick
			}
			if borders == "boxes-thin" && lo == thick {
				lo = "0.9pt solid #000000"
			}
			if borders == "boxes-thin" && hi == thick {
				hi = "0.9pt solid #000000"
			}
			return lo, hi
		}
		top, bottom := edge(r, 0, b.n)
		left, right := edge(c, 0, b.n)
		fill := ""
		if tint != "" && ((r/b.box)+(c/b.box))%2 == 0 {
			fill = tint
		}
		color := "#000000"
		if entered {
			color = player
		}
		key := strings.Join([]string{top, bottom, left, right, fill, color}, "|")
		if name, ok := styles[key]; ok {
			return name
		}
		name := fmt.Sprintf("ce%d", len(styles)+1)
		styles[key] = name
		bg := ""
		if fill != "" {
			bg = ` fo:background-color="` + fill + `"`
		}
		weight := ""
		if bold && !entered {
			weight = ` fo:font-weight="bold"`
		}
		fmt.Fprintf(&styleXML, `<style:style style:name="%s" style:family="table-cell"><style:table-cell-properties fo:border-top="%s" fo:border-bottom="%s" fo:border-left="%s" fo:border-right="%s" style:vertical-align="middle"%s/><style:paragraph-properties fo:text-align="%s"/><style:text-properties fo:font-family="'%s'" fo:font-size="%dpt" fo:color="%s"%s/></style:style>`+"\n",
			name, top, bottom, left, right, bg, align, font, pt, color, weight)
		return name
	}

	var body strings.Builder
	body.WriteString(`<table:table table:name="Sheet1">`)
	if c0 > 0 {
		fmt.Fprintf(&body, `<table:table-column table:style-name="co0" table:number-columns-repeated="%d"/>`, c0)
	}
	fmt.Fprintf(&body, `<table:table-column table:style-name="co1" table:number-columns-repeated="%d"/><table:table-column table:style-name="co0" table:number-columns-repeated="8"/>`+"\n", b.n)
	for range r0 {
		body.WriteString(`<table:table-row table:style-name="ro0"><table:table-cell/></table:table-row>` + "\n")
	}
	for r := range b.n {
		body.WriteString(`<table:table-row table:style-name="ro1">`)
		if c0 > 0 {
			fmt.Fprintf(&body, `<table:table-cell table:number-columns-repeated="%d"/>`, c0)
		}
		for c := range b.n {
			i := r*b.n + c
			st := styleFor(r, c, b.entered[i])
			if v := b.grid[i]; v != 0 {
				fmt.Fprintf(&body, `<table:table-cell table:style-name="%s" office:value-type="float" office:value="%d"><text:p>%d</text:p></table:table-cell>`, st, v, v)
			} else {
				fmt.Fprintf(&body, `<table:table-cell table:style-name="%s"/>`, st)
			}
		}
		body.WriteString("</table:table-row>\n")
	}
	body.WriteString("</table:table>")

	bool := func(v bool) string { return fmt.Sprint(v) }
	fods := `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:config="urn:oasis:names:tc:opendocument:xmlns:config:1.0" xmlns:ooo="http://openoffice.org/2004/office" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:settings><config:config-item-set config:name="ooo:view-settings"><config:config-item-map-indexed config:name="Views"><config:config-item-map-entry>
<config:config-item config:name="ViewId" config:type="string">view1</config:config-item>
<config:config-item-map-named config:name="Tables"><config:config-item-map-entry config:name="Sheet1">
<config:config-item config:name="CursorPositionX" config:type="int">` + fmt.Sprint(curX) + `</config:config-item>
<config:config-item config:name="CursorPositionY" config:type="int">` + fmt.Sprint(curY) + `</config:config-item>
<config:config-item config:name="ZoomType" config:type="short">0</config:config-item>
<config:config-item config:name="ZoomValue" config:type="int">` + fmt.Sprint(zoom) + `</config:config-item>
<config:config-item config:name="ShowGrid" config:type="boolean">` + bool(grid) + `</config:config-item>
</config:config-item-map-entry></config:config-item-map-named>
<config:config-item config:name="ActiveTable" config:type="string">Sheet1</config:config-item>
<config:config-item config:name="ZoomType" config:type="short">0</config:config-item>
<config:config-item config:name="ZoomValue" config:type="int">` + fmt.Sprint(zoom) + `</config:config-item>
<config:config-item config:name="ShowGrid" config:type="boolean">` + bool(grid) + `</config:config-item>
<config:config-item config:name="HasColumnRowHeaders" config:type="boolean">` + bool(headers) + `</config:config-item>
<config:config-item config:name="HasSheetTabs" config:type="boolean">true</config:config-item>
</config:config-item-map-entry></config:config-item-map-indexed></config:config-item-set></office:settings>
<office:automatic-styles>
<style:style style:name="co0" style:family="table-column"><style:table-column-properties style:column-width="2.258cm"/></style:style>
<style:style style:name="co1" style:family="table-column"><style:table-column-properties style:column-width="` + fmt.Sprintf("%.3fcm", cellCm*wide) + `"/></style:style>
<style:style style:name="ro0" style:family="table-row"><style:table-row-properties style:row-height="0.452cm" style:use-optimal-row-height="false"/></style:style>
<style:style style:name="ro1" style:family="table-row"><style:table-row-properties style:row-height="` + fmt.Sprintf("%.3fcm", cellCm) + `" style:use-optimal-row-height="false"/></style:style>
` + "STYLES" + `</office:automatic-styles>
<office:body><office:spreadsheet>
` + body.String() + `
</office:spreadsheet></office:body></office:document>
`
	return calcSheet{fods: strings.Replace(fods, "STYLES", styleXML.String(), 1), desc: strings.Join(desc, " "), fits: fits}
}
