package daily

import (
	"context"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/store"
)

func TestDayBand(t *testing.T) {
	monday := store.Date{Year: 2026, Month: 3, Day: 9}
	for _, tc := range []struct {
		band string
		ramp bool
		want [7]string // Monday … Sunday
	}{
		{"medium", false, [7]string{"medium", "medium", "medium", "medium", "medium", "medium", "medium"}},
		{"medium", true, [7]string{"easy", "easy", "medium", "medium", "medium", "hard", "hard"}},
		{"beginner", true, [7]string{"beginner", "beginner", "beginner", "beginner", "beginner", "easy", "easy"}},
		{"expert", true, [7]string{"hard", "hard", "expert", "expert", "expert", "expert", "expert"}},
	} {
		s := store.GuildSettings{Band: tc.band, Ramp: tc.ramp}
		for i, want := range tc.want {
			if got := DayBand(s, monday.AddDays(i)); got != want {
				t.Errorf("DayBand(%s, ramp %v, %s) = %s, want %s", tc.band, tc.ramp, monday.AddDays(i).Weekday(), got, want)
			}
		}
	}
}

// BenchmarkBankRefill measures making one bank puzzle per band: generate, rate, solve for
// the stored solution (9×9), without storing it.
func BenchmarkBankRefill(b *testing.B) {
	bank := NewBank(nil, BankOptions{Budget: time.Minute})
	for _, band := range Bands {
		b.Run(band, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := bank.generate(context.Background(), BankKey{Band: band, Size: 9}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func TestTimeZones(t *testing.T) {
	for _, z := range timeZones {
		if _, err := time.LoadLocation(z); err != nil {
			t.Errorf("zone %s: %v", z, err)
		}
	}
	for _, tc := range []struct {
		typed string
		want  string // first choice
		n     int
	}{
		{"new y", "America/New_York", 1},
		{"europe/p", "Europe/Paris", 2}, // Paris, Prague
		{"tokyo", "Asia/Tokyo", 1},
		{"", "Africa/Abidjan", 25},
		{"zzz", "", 0},
	} {
		got := TimeZones(tc.typed, 25)
		if len(got) != tc.n || (tc.n > 0 && got[0] != tc.want) {
			t.Errorf("TimeZones(%q) = %v, want %d starting with %q", tc.typed, got, tc.n, tc.want)
		}
	}
}
