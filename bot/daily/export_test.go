package daily

import (
	"context"

	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/game"
)

// Names for the tests of package daily_test, which build the whole bot.
var (
	GameID   = dailyGameID
	PlayNote = dailyPlayNote
	PlayerOf = playerOf
)

// LoadGame and SaveGame reach the member's board as a press does.
func (b *Room) LoadGame(ctx context.Context, id string) (*game.Game, error) {
	return b.loadDailyGame(ctx, id)
}

func (b *Room) SaveGame(ctx context.Context, g *game.Game, p session.Player) error {
	return b.saveDailyGame(ctx, g, p)
}
