package limit

import (
	"math"
	"testing"
	"time"
)

func TestBuckets(t *testing.T) {
	l := NewBuckets(2, time.Minute)
	now := time.Unix(1000, 0)
	allow := func(u string, at time.Time) bool { ok, _ := l.Allow(u, at); return ok }
	if !allow("a", now) || !allow("a", now) {
		t.Fatal("a burst of 2 was not allowed")
	}
	if ok, retry := l.Allow("a", now.Add(10*time.Second)); ok || math.Ceil(retry.Seconds()) != 20 {
		t.Fatalf("third request 10 s later: allowed %v, retry %v; want refused, retry 20s", ok, retry)
	}
	if !allow("b", now) {
		t.Error("another user was limited")
	}
	if !allow("a", now.Add(31*time.Second)) {
		t.Error("the bucket did not refill")
	}
}
