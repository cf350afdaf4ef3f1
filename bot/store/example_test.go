package store_test

import (
	"fmt"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

func ExampleDate_AddDays() {
	d, _ := store.ParseDate("2026-12-31")
	fmt.Println(d.AddDays(1), d.AddDays(1).Sub(d), d.AddDays(1).Weekday())
	// Output: 2027-01-01 1 Friday
}

func ExampleStreakOf() {
	solved := []store.Date{
		{Year: 2026, Month: time.December, Day: 30},
		{Year: 2026, Month: time.December, Day: 31},
		{Year: 2027, Month: time.January, Day: 1},
	}
	today := store.Date{Year: 2027, Month: time.January, Day: 2}
	fmt.Printf("%+v\n", store.StreakOf(solved, today)) // not solved today yet: the streak is still alive
	fmt.Printf("%+v\n", store.StreakOf(solved, today.AddDays(1)))
	// Output:
	// {Current:3 Best:3 Last:2027-01-01}
	// {Current:0 Best:3 Last:2027-01-01}
}

func ExampleGuildSettings_PostDue() {
	g := store.GuildSettings{GuildID: "1", ChannelID: "2", PostTime: "09:00", TimeZone: "Asia/Tokyo", Band: "easy", Size: 9}
	now := time.Date(2026, 11, 22, 23, 30, 0, 0, time.UTC) // 08:30 on the 23rd in Tokyo
	date, due, _ := g.PostDue(now, 30*time.Minute)
	next, _ := g.NextPost(now)
	fmt.Println(date, due, next.UTC().Format(time.RFC3339))
	// Output: 2026-11-23 false 2026-11-23T00:00:00Z
}
