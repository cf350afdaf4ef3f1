package daily_test

import (
	"fmt"

	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/store"
)

// The weekday ramp moves a guild's band one step easier on Monday and Tuesday and one
// step harder at the weekend.
func ExampleDayBand() {
	s := store.GuildSettings{Band: "medium", Ramp: true}
	monday := store.Date{Year: 2026, Month: 3, Day: 9}
	for i := 0; i < 7; i++ {
		d := monday.AddDays(i)
		fmt.Println(d.Weekday(), daily.DayBand(s, d))
	}
	// Output:
	// Monday easy
	// Tuesday easy
	// Wednesday medium
	// Thursday medium
	// Friday medium
	// Saturday hard
	// Sunday hard
}

func ExampleTimeZones() {
	fmt.Println(daily.TimeZones("new y", 25), daily.TimeZones("kolk", 25))
	// Output: [America/New_York] [Asia/Kolkata]
}
