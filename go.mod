module github.com/sudokubot/sudokubot

go 1.26
