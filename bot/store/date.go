package store

import (
	"fmt"
	"time"
)

// A Date is a civil calendar date with no time zone: the "today" of a guild.
// Daily posts, answers and streaks are keyed by the guild's local Date, and all
// arithmetic on dates counts calendar days, never 24-hour periods, so that DST
// changes and UTC offsets cannot shift or break them.
//
// The zero Date (0000-00-00) means "no date"; see [Date.IsZero].
// Dates are comparable with == and ordered by [Date.Before] and [Date.Compare].
type Date struct {
	Year  int
	Month time.Month
	Day   int
}

// DateOf returns the civil date of the instant t as seen in loc.
// A nil loc means UTC.
func DateOf(t time.Time, loc *time.Location) Date {
	if loc == nil {
		loc = time.UTC
	}
	y, m, d := t.In(loc).Date()
	return Date{y, m, d}
}

// ParseDate parses a date written as YYYY-MM-DD, the form [Date.String] writes.
func ParseDate(s string) (Date, error) {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return Date{}, fmt.Errorf("store: date %q is not YYYY-MM-DD", s)
	}
	y, ok1 := digits(s[0:4])
	m, ok2 := digits(s[5:7])
	d, ok3 := digits(s[8:10])
	if !ok1 || !ok2 || !ok3 {
		return Date{}, fmt.Errorf("store: date %q is not YYYY-MM-DD", s)
	}
	date := Date{y, time.Month(m), d}
	if !date.Valid() {
		return Date{}, fmt.Errorf("store: date %q does not exist", s)
	}
	return date, nil
}

// digits parses a run of ASCII digits.
func digits(s string) (int, bool) {
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// Valid reports whether d names a real day between the years 1 and 9999.
func (d Date) Valid() bool {
	if d.Year < 1 || d.Year > 9999 || d.Month < time.January || d.Month > time.December || d.Day < 1 {
		return false
	}
	return d.Day <= daysIn(d.Year, d.Month)
}

// daysIn returns the number of days in month m of year y.
func daysIn(y int, m time.Month) int {
	switch m {
	case time.February:
		if y%4 == 0 && (y%100 != 0 || y%400 == 0) {
			return 29
		}
		return 28
	case time.April, time.June, time.September, time.November:
		return 30
	}
	return 31
}

// IsZero reports whether d is the zero Date, which stands for "no date".
func (d Date) IsZero() bool { return d == Date{} }

// String returns the date as YYYY-MM-DD.
func (d Date) String() string {
	return fmt.Sprintf("%04d-%02d-%02d", d.Year, int(d.Month), d.Day)
}

// MarshalText writes the date as YYYY-MM-DD, so Dates work in JSON.
func (d Date) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads a date written as YYYY-MM-DD.
func (d *Date) UnmarshalText(b []byte) error {
	v, err := ParseDate(string(b))
	if err != nil {
		return err
	}
	*d = v
	return nil
}

// days returns the number of days from 1970-01-01 to d in the proleptic
// Gregorian calendar (negative before it). It is Howard Hinnant's
// days_from_civil algorithm.
func (d Date) days() int {
	y, m := d.Year, int(d.Month)
	if m <= 2 {
		y--
	}
	era := y / 400
	if y < 0 && y%400 != 0 {
		era--
	}
	yoe := y - era*400
	mp := (m + 9) % 12 // March = 0
	doy := (153*mp+2)/5 + d.Day - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return era*146097 + doe - 719468
}

// fromDays is the inverse of days (Hinnant's civil_from_days).
func fromDays(z int) Date {
	z += 719468
	era := z / 146097
	if z < 0 && z%146097 != 0 {
		era--
	}
	doe := z - era*146097
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365
	y := yoe + era*400
	doy := doe - (365*yoe + yoe/4 - yoe/100)
	mp := (5*doy + 2) / 153
	day := doy - (153*mp+2)/5 + 1
	m := mp + 3
	if m > 12 {
		m -= 12
	}
	if m <= 2 {
		y++
	}
	return Date{y, time.Month(m), day}
}

// AddDays returns the date n calendar days after d (before d if n < 0).
func (d Date) AddDays(n int) Date { return fromDays(d.days() + n) }

// Sub returns the number of calendar days from e to d: d.Sub(d.AddDays(-3)) == 3.
func (d Date) Sub(e Date) int { return d.days() - e.days() }

// Compare returns -1, 0 or +1 as d is before, equal to or after e.
func (d Date) Compare(e Date) int {
	switch {
	case d.Year != e.Year:
		return cmpInt(d.Year, e.Year)
	case d.Month != e.Month:
		return cmpInt(int(d.Month), int(e.Month))
	}
	return cmpInt(d.Day, e.Day)
}

func cmpInt(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Before reports whether d is before e.
func (d Date) Before(e Date) bool { return d.Compare(e) < 0 }

// After reports whether d is after e.
func (d Date) After(e Date) bool { return d.Compare(e) > 0 }

// Weekday returns the day of the week of d.
func (d Date) Weekday() time.Weekday {
	// 1970-01-01 was a Thursday.
	w := (d.days() + int(time.Thursday)) % 7
	if w < 0 {
		w += 7
	}
	return time.Weekday(w)
}

// At returns the first instant at which the wall clock in loc shows hour:min
// or later on d. Normally that is when it shows hour:min; when a DST change
// skips that wall time it is the instant of the change, and when the wall time
// happens twice it is the first time. A nil loc means UTC.
func (d Date) At(hour, min int, loc *time.Location) time.Time {
	if loc == nil {
		loc = time.UTC
	}
	t := time.Date(d.Year, d.Month, d.Day, hour, min, 0, 0, loc)
	if h, m, _ := t.In(loc).Clock(); h == hour && m == min && DateOf(t, loc) == d {
		return t
	}
	// The wall time was skipped. Search the gap (at most a day wide) for the
	// first instant whose local wall time has reached the target.
	reached := func(u time.Time) bool {
		ud := DateOf(u, loc)
		if ud != d {
			return ud.After(d)
		}
		h, m, _ := u.In(loc).Clock()
		return h*60+m >= hour*60+min
	}
	lo, hi := t.Add(-24*time.Hour), t.Add(24*time.Hour) // !reached(lo), reached(hi)
	for hi.Sub(lo) > time.Second {
		mid := lo.Add(hi.Sub(lo) / 2).Truncate(time.Second)
		if !mid.After(lo) {
			break
		}
		if reached(mid) {
			hi = mid
		} else {
			lo = mid
		}
	}
	return hi
}
