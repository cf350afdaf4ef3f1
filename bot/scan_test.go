package bot

import (
	"testing"

	"github.com/sudokubot/sudokubot/bot/chat"
)

func TestIsImage(t *testing.T) {
	for _, tc := range []struct {
		a    *chat.Attachment
		want bool
	}{
		{nil, false},
		{&chat.Attachment{Name: "shot.png", ContentType: "image/png"}, true},
		{&chat.Attachment{Name: "x", ContentType: "image/jpeg"}, true},
		{&chat.Attachment{Name: "x", ContentType: "image/webp"}, true},
		{&chat.Attachment{Name: "anim.gif", ContentType: "image/gif"}, false},
		{&chat.Attachment{Name: "grid.txt", ContentType: "text/plain"}, false},
		{&chat.Attachment{Name: "photo.JPG"}, true},
		{&chat.Attachment{Name: "photo.jpeg"}, true},
		{&chat.Attachment{Name: "grid.txt"}, false},
		{&chat.Attachment{Name: "shot.png", ContentType: "bogus/;;"}, false},
	} {
		if got := isImage(tc.a); got != tc.want {
			t.Errorf("isImage(%+v) = %v, want %v", tc.a, got, tc.want)
		}
	}
}

func TestInputHasGrid(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"", false},
		{"can someone solve this?", false},
		{"```\n53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n```", true},
		{"<@123> 1.34..12.1.3.4.1", true},
	} {
		if got := parseInput(tc.text).hasGrid(); got != tc.want {
			t.Errorf("hasGrid(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
