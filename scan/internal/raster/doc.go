// Package raster reads what scan decodes: a picture's header alone, for its size and the
// bytes decoding it would take (so that a decompression bomb is refused before any pixel
// is decoded), and the pixels as small grey images (a non-interlaced PNG row by row,
// holding two rows of samples; any decoded image shrunk by whole-block averages), and the
// grey-level work on them that needs no grid: a quadrilateral straightened into a square by
// its homography ([SquareTo], [Warp]), ink marked by the local mean ([Binarize]), the
// median of each row and column ([Profiles]).
//
// Its functions hold no state and are safe for concurrent use.
package raster
