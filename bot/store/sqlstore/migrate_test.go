package sqlstore

import (
	"testing"
	"testing/fstest"
)

func TestLoadMigrations(t *testing.T) {
	ms, err := LoadMigrations(fstest.MapFS{
		"migrations/0010_later.sql": {Data: []byte("SELECT 10")},
		"migrations/0002_next.sql":  {Data: []byte("SELECT 2")},
		"migrations/0001_init.sql":  {Data: []byte("SELECT 1")},
		"migrations/README":         {Data: []byte("not a migration")},
	})
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, m := range ms {
		got = append(got, m.Version)
	}
	if len(got) != 3 || got[0] != 1 || got[1] != 2 || got[2] != 10 {
		t.Errorf("versions = %v, want [1 2 10]", got)
	}
	if ms[0].Name != "0001_init.sql" || ms[0].SQL != "SELECT 1" {
		t.Errorf("first migration = %+v, want 0001_init.sql with its text", ms[0])
	}
	for name, fsys := range map[string]fstest.MapFS{
		"no version":   {"migrations/init.sql": {}},
		"zero":         {"migrations/0000_init.sql": {}},
		"duplicate":    {"migrations/0001_a.sql": {}, "migrations/001_b.sql": {}},
		"no separator": {"migrations/0001.sql": {}},
	} {
		if _, err := LoadMigrations(fsys); err == nil {
			t.Errorf("%s: LoadMigrations succeeded", name)
		}
	}
}
