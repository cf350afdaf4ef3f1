package scan

import (
	"context"
	"errors"
	"image"

	"github.com/sudokubot/sudokubot/scan/internal/decode"
	"github.com/sudokubot/sudokubot/scan/internal/raster"
)

// Limits bound what [Read] accepts. The zero value uses the defaults.
type Limits struct {
	MaxBytes  int // largest file accepted; 0 means DefaultMaxBytes
	MaxPixels int // largest width×height decoded; 0 means DefaultMaxPixels
	// MaxDecodedBytes is the most memory decoding one picture may take, as its header
	// tells before any pixel is decoded (see [DefaultMaxDecodedBytes]); 0 means the default.
	MaxDecodedBytes int64
}

// The default limits: Discord's attachment limit (25 MiB), a 40-megapixel picture, and
// 96 MiB of decoded pixels and decoder state (package decode gives the reasons).
const (
	DefaultMaxBytes        = decode.DefaultMaxBytes
	DefaultMaxPixels       = decode.DefaultMaxPixels
	DefaultMaxDecodedBytes = decode.DefaultMaxDecodedBytes
)

// Errors returned by [Read]; test them with errors.Is.
var (
	// ErrNotImage: the bytes are no PNG, JPEG, GIF or WebP picture.
	ErrNotImage = decode.ErrNotImage
	// ErrTooLarge: the file or the picture is over the limits.
	ErrTooLarge = decode.ErrTooLarge
	// ErrCorrupt: the header was read but the picture could not be decoded.
	ErrCorrupt = decode.ErrCorrupt
	// ErrNoGrid: no Sudoku grid was found; nothing is made up.
	ErrNoGrid = errors.New("scan: I could not find a Sudoku grid in this picture")
)

// NoGridTip is the advice to give with [ErrNoGrid].
const NoGridTip = "Tip: crop the picture to the grid, take it from straight above, and avoid glare and shadows."

// IsImage reports whether data starts like a picture [Read] can decode (PNG, JPEG, GIF or
// WebP), by its magic bytes alone.
func IsImage(data []byte) bool { return decode.IsImage(data) }

// A Budget bounds the bytes that pictures being decoded hold at once: a semaphore on bytes.
// [Read] takes a picture's decoding cost from it before decoding and gives it back once the
// picture is shrunk to grey levels, so that many pictures read at once queue instead of
// holding many decoded pictures in memory together. Waiters are served in order.
// The zero value is not usable; use [NewBudget]. It is safe for concurrent use.
type Budget struct{ bytes *decode.Budget }

// NewBudget returns a budget of bytes bytes.
func NewBudget(bytes int64) *Budget { return &Budget{decode.NewBudget(bytes)} }

// DefaultBudget is the budget [Read] uses when [Options.Budget] is nil: 192 MiB shared by
// the whole process, two of the largest pictures [DefaultMaxDecodedBytes] lets through.
var DefaultBudget = NewBudget(2 * DefaultMaxDecodedBytes)

// workSide is the longest side of the grey image the grid is searched in; larger pictures are
// shrunk by an integer factor first.
const workSide = 1100

// decodeGray is decode.Gray at workSide and fineSide: data's header checked against lim,
// its decoding cost waited for in budget, the picture decoded to grey levels.
func decodeGray(ctx context.Context, data []byte, lim Limits, budget *Budget) (work, fine *image.Gray, h raster.Header, err error) {
	return decode.Gray(ctx, data, decode.Limits(lim), budget.bytes, workSide, fineSide)
}
