package bot_test

import (
	"fmt"

	"github.com/sudokubot/sudokubot/bot"
)

func ExampleTimeZones() {
	fmt.Println(bot.TimeZones("new y", 25), bot.TimeZones("kolk", 25))
	// Output: [America/New_York] [Asia/Kolkata]
}
