module github.com/sudokubot/sudokubot

go 1.26.0

require (
	github.com/fogleman/gg v1.3.0
	golang.org/x/image v0.47.0
)

require (
	github.com/golang/freetype v0.0.0-20170609003504-e2365dfdc4a0 // indirect
	golang.org/x/sys v0.49.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)
