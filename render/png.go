package render

import (
	"bufio"
	"image"
	"image/png"
	"io"
	"sync"
)

// encoder is shared by every EncodePNG call: png.Encoder is safe for concurrent use when its
// BufferPool is, and reusing the compressor's buffers saves most of the encoding garbage.
var encoder = png.Encoder{CompressionLevel: png.DefaultCompression, BufferPool: &bufferPool{}}

// bufferPool implements png.EncoderBufferPool over a sync.Pool.
type bufferPool struct{ p sync.Pool }

func (b *bufferPool) Get() *png.EncoderBuffer {
	e, _ := b.p.Get().(*png.EncoderBuffer)
	return e
}

func (b *bufferPool) Put(e *png.EncoderBuffer) { b.p.Put(e) }

// EncodePNG writes img to w as a PNG. Boards from this package come out at a few tens of
// kilobytes (9×9) to well under a megabyte (25×25 with pencil marks). It is safe for
// concurrent use.
func EncodePNG(w io.Writer, img image.Image) error {
	bw := bufio.NewWriterSize(w, 32<<10)
	if err := encoder.Encode(bw, img); err != nil {
		return err
	}
	return bw.Flush()
}
