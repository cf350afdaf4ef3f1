package daily

import (
	"context"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/game"
)

// Names for the tests of package daily_test, which build the whole bot.
var (
	GameID   = dailyGameID
	PlayNote = dailyPlayNote
	PlayerOf = playerOf
)

// OpenDaily, LoadGame and SaveGame reach the member's board as a press does.
func (b *Room) OpenDaily(ctx context.Context, req chat.Request, want store.Date) (*game.Game, store.Result, error) {
	return b.openDaily(ctx, req, want)
}

func (b *Room) LoadGame(ctx context.Context, id string) (*game.Game, error) {
	return b.loadDailyGame(ctx, id)
}

func (b *Room) SaveGame(ctx context.Context, g *game.Game, req chat.Request) error {
	return b.saveDailyGame(ctx, g, req)
}
