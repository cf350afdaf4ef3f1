package daily

import (
	"sort"
	"strings"
)

// timeZones are the IANA zone names offered while typing the /daily-admin setup time
// zone; any other valid IANA name is accepted too.
var timeZones = []string{
	"UTC", "Africa/Abidjan", "Africa/Accra", "Africa/Addis_Ababa", "Africa/Algiers", "Africa/Cairo",
	"Africa/Casablanca", "Africa/Dakar", "Africa/Dar_es_Salaam", "Africa/Johannesburg",
	"Africa/Kampala", "Africa/Khartoum", "Africa/Kinshasa", "Africa/Lagos", "Africa/Luanda",
	"Africa/Maputo", "Africa/Nairobi", "Africa/Tripoli", "Africa/Tunis", "Africa/Windhoek",
	"America/Anchorage", "America/Argentina/Buenos_Aires", "America/Asuncion", "America/Bogota",
	"America/Caracas", "America/Chicago", "America/Denver", "America/Edmonton", "America/Guatemala",
	"America/Halifax", "America/Havana", "America/Lima", "America/Los_Angeles", "America/Manaus",
	"America/Mexico_City", "America/Montevideo", "America/New_York", "America/Panama",
	"America/Phoenix", "America/Puerto_Rico", "America/Regina", "America/Santiago",
	"America/Santo_Domingo", "America/Sao_Paulo", "America/St_Johns", "America/Toronto",
	"America/Vancouver", "America/Winnipeg", "Antarctica/McMurdo", "Asia/Almaty", "Asia/Amman",
	"Asia/Baghdad", "Asia/Baku", "Asia/Bangkok", "Asia/Beirut", "Asia/Colombo", "Asia/Damascus",
	"Asia/Dhaka", "Asia/Dubai", "Asia/Ho_Chi_Minh", "Asia/Hong_Kong", "Asia/Jakarta",
	"Asia/Jerusalem", "Asia/Kabul", "Asia/Karachi", "Asia/Kathmandu", "Asia/Kolkata",
	"Asia/Kuala_Lumpur", "Asia/Manila", "Asia/Riyadh", "Asia/Seoul", "Asia/Shanghai",
	"Asia/Singapore", "Asia/Taipei", "Asia/Tashkent", "Asia/Tbilisi", "Asia/Tehran", "Asia/Tokyo",
	"Asia/Ulaanbaatar", "Asia/Vladivostok", "Asia/Yangon", "Asia/Yekaterinburg", "Asia/Yerevan",
	"Atlantic/Azores", "Atlantic/Canary", "Atlantic/Reykjavik", "Australia/Adelaide",
	"Australia/Brisbane", "Australia/Darwin", "Australia/Hobart", "Australia/Lord_Howe",
	"Australia/Melbourne", "Australia/Perth", "Australia/Sydney", "Europe/Amsterdam", "Europe/Athens",
	"Europe/Belgrade", "Europe/Berlin", "Europe/Brussels", "Europe/Bucharest", "Europe/Budapest",
	"Europe/Copenhagen", "Europe/Dublin", "Europe/Helsinki", "Europe/Istanbul", "Europe/Kyiv",
	"Europe/Lisbon", "Europe/London", "Europe/Madrid", "Europe/Minsk", "Europe/Moscow", "Europe/Oslo",
	"Europe/Paris", "Europe/Prague", "Europe/Riga", "Europe/Rome", "Europe/Sofia", "Europe/Stockholm",
	"Europe/Tallinn", "Europe/Vienna", "Europe/Vilnius", "Europe/Warsaw", "Europe/Zurich",
	"Indian/Maldives", "Indian/Mauritius", "Pacific/Auckland", "Pacific/Chatham", "Pacific/Fiji",
	"Pacific/Guam", "Pacific/Honolulu", "Pacific/Kiritimati", "Pacific/Noumea", "Pacific/Pago_Pago",
	"Pacific/Port_Moresby", "Pacific/Tongatapu",
}

// TimeZones returns up to max zone names matching typed, for autocompletion: names that
// start with it (ignoring case, and "_" typed as a space) first, then those containing it,
// each group in alphabetical order.
func TimeZones(typed string, max int) []string {
	q := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(typed), " ", "_"))
	var first, rest []string
	for _, z := range timeZones {
		l := strings.ToLower(z)
		city := l[strings.LastIndexByte(l, '/')+1:]
		switch {
		case strings.HasPrefix(l, q) || strings.HasPrefix(city, q):
			first = append(first, z)
		case strings.Contains(l, q):
			rest = append(rest, z)
		}
	}
	sort.Strings(first)
	sort.Strings(rest)
	out := append(first, rest...)
	if len(out) > max {
		out = out[:max]
	}
	return out
}
