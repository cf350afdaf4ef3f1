package discord_test

import (
	"strings"
	"testing"
	"time"

	"github.com/sudokubot/sudokubot/bot/discord"
	"github.com/sudokubot/sudokubot/bot/discord/discordtest"
)

func TestBootIntents(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	ids := e.f.Identifies()
	if len(ids) != 1 {
		t.Fatalf("%d IDENTIFYs, want 1", len(ids))
	}
	if ids[0].Intents != int64(discord.Intents) {
		t.Errorf("IDENTIFY intents = %d, want %d", ids[0].Intents, discord.Intents)
	}
	if ids[0].Intents&(1<<1|1<<8|1<<15) != 0 {
		t.Errorf("IDENTIFY asks for a privileged intent: %b", ids[0].Intents)
	}
}

func TestSolveText(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	id := e.interact(discordtest.TypeCommand, slash("solve", strOpt("puzzle", classic)))
	r := e.message(id)
	if respType(r) != 4 {
		t.Fatalf("response type = %d, want 4; body %s", respType(r), r.Body)
	}
	d := respData(r)
	if name := checkPNG(t, r); !strings.HasPrefix(name, "SPOILER_") {
		t.Errorf("file name %q, want a SPOILER_ prefix", name)
	}
	if c := content(d); !strings.Contains(c, "unique") || !strings.Contains(c, "9×9") || !strings.Contains(c, "Beginner") {
		t.Errorf("summary = %q, want unique, 9×9 and the band", c)
	}
	if flags(d)&64 != 0 {
		t.Errorf("solve reply is ephemeral")
	}
	b := buttons(d)
	for _, l := range []string{"Hint", "Explain", "Reveal"} {
		if id := b[l]; id == "" || len(id) > 100 {
			t.Errorf("button %q has custom_id %q", l, id)
		}
	}
}

func TestSolveShow(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	id := e.interact(discordtest.TypeCommand, slash("solve", strOpt("puzzle", "```\n"+classic+"\n```"), boolOpt("spoiler", false)))
	r := e.message(id)
	if name := checkPNG(t, r); name != "solution.png" {
		t.Errorf("file name %q, want solution.png", name)
	}
}

func TestShardIdentify(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{options: func(o *discord.Options) { o.Shards, o.ShardCount, o.IdentifySpacing = []int{1}, 2, 10*time.Millisecond }})
	ids := e.f.Identifies()
	if len(ids) != 1 || len(ids[0].Shard) != 2 || ids[0].Shard[0] != 1 || ids[0].Shard[1] != 2 {
		t.Errorf("IDENTIFY shard = %+v, want [1 2]", ids)
	}
}

func TestHelp(t *testing.T) {
	t.Parallel()
	e := setup(t, setupOpts{})
	r := e.callback(e.interact(discordtest.TypeCommand, map[string]any{"id": "1", "name": "help", "type": 1}))
	d := respData(r)
	if flags(d)&64 == 0 || !strings.Contains(content(d), "Boxed printout") || len([]rune(content(d))) > 2000 {
		t.Errorf("help: flags %d, content %q", flags(d), content(d))
	}
}
