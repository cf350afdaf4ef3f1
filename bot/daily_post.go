package bot

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// PostDaily makes the daily post of s on date, once: it claims (guild, date) for owner
// with lease, picks the day's puzzle from the bank, renders it, sends it through the
// Poster and records the message. If another claim is live or the post is done it does
// nothing (Claimed false). If the post fails after the claim, the claim is kept and its
// lease makes a later tick retry; if the bank is empty, the claim is released and
// daily.ErrBankEmpty returned.
func (b *Bot) PostDaily(ctx context.Context, s store.GuildSettings, date store.Date, owner string, lease time.Duration) (daily.PostResult, error) {
	var res daily.PostResult
	if b.store == nil || b.poster == nil {
		return res, errNoDaily
	}
	ok, err := b.store.ClaimPost(ctx, s.GuildID, date, owner, lease, b.now())
	if err != nil || !ok {
		return res, err
	}
	res.Claimed = true
	band := daily.DayBand(s, date)
	p, err := b.store.PickPuzzle(ctx, band, s.Size, date)
	if err != nil {
		if rerr := b.store.ReleasePost(ctx, s.GuildID, date, owner); rerr != nil {
			err = errors.Join(err, rerr)
		}
		if errors.Is(err, store.ErrNoPuzzle) {
			return res, fmt.Errorf("%w (%s %d×%d): %w", daily.ErrBankEmpty, band, s.Size, s.Size, err)
		}
		return res, err
	}
	res.PuzzleID = p.ID
	m, err := b.dailyMessage(ctx, s, date, p)
	if err != nil {
		// Nothing was sent: let the next tick try again at once.
		return res, errors.Join(err, b.store.ReleasePost(ctx, s.GuildID, date, owner))
	}
	id, err := b.poster.Post(ctx, m)
	if err != nil {
		return res, fmt.Errorf("bot: post daily puzzle: %w", err)
	}
	res.Posted, res.MessageID = true, id
	// Record at once: a crash between the post and this call is the one double-post window.
	if err := b.store.CompletePost(context.WithoutCancel(ctx), s.GuildID, date, owner, id, p.ID); err != nil {
		return res, fmt.Errorf("bot: posted message %s but could not record it: %w", id, err)
	}
	return res, nil
}

// dailyMessage builds the post: picture, copyable text, band and date, buttons, and the
// previous puzzle's solution behind a spoiler.
func (b *Bot) dailyMessage(ctx context.Context, s store.GuildSettings, date store.Date, p store.PuzzleRecord) (daily.Message, error) {
	g, err := sudoku.Parse(p.Puzzle)
	if err != nil {
		return daily.Message{}, fmt.Errorf("bot: daily puzzle %d: %w", p.ID, err)
	}
	pic, err := puzzlePNG(g, b.limits.Theme)
	if err != nil {
		return daily.Message{}, err
	}
	day := time.Date(date.Year, time.Month(date.Month), date.Day, 12, 0, 0, 0, time.UTC)
	text := fmt.Sprintf("🧩 **Puzzle of the day · %s** · %s · %d×%d\n```\n%s\n```\nPress **Play** to solve it on your private board: your time starts when you first open it. Solved on paper? **Submit answer** (or `/daily submit`). **Hint** shows the next step privately; hints are counted on the leaderboard.",
		day.Format("Monday 2 January 2006"), chat.UpperFirst(p.Band), g.Size(), g.Size(), strings.TrimRight(g.String(), "\n"))
	files := []chat.File{{Name: "daily-" + date.String() + ".png", ContentType: "image/png", Data: pic,
		Description: fmt.Sprintf("Puzzle of the day %s, %d×%d Sudoku", date, g.Size(), g.Size())}}
	if prev, err := b.store.LastPost(ctx, s.GuildID, date); err == nil && prev.PuzzleID != 0 {
		if pp, err := b.store.GetPuzzle(ctx, prev.PuzzleID); err == nil {
			pg, err1 := sudoku.Parse(pp.Puzzle)
			sg, err2 := sudoku.Parse(pp.Solution)
			if err1 == nil && err2 == nil {
				if spic, err := solutionPNG(pg, sg, b.limits.Theme); err == nil {
					files = append(files, chat.File{Name: "SPOILER_solution-" + prev.Date.String() + ".png", ContentType: "image/png", Data: spic,
						Description: fmt.Sprintf("Solution of the puzzle of %s", prev.Date)})
					text += fmt.Sprintf("\nThe solution of %s is in the spoiler picture.", prev.Date)
				}
			}
		}
	}
	if s.PingRole != "" {
		text = "<@&" + s.PingRole + "> " + text
	}
	return daily.Message{
		GuildID: s.GuildID, ChannelID: s.ChannelID, Date: date, Nonce: daily.Nonce(s.GuildID, date),
		Text: chat.Truncate(text, 1990), Files: files, Pin: s.Pin, PingRole: s.PingRole,
		Buttons: append([]chat.Button{
			{Label: "Play", ID: buttonID(btnDailyPlay, date.String(), -1), Style: chat.Primary},
			{Label: "Hint", ID: buttonID(btnDailyHint, date.String(), -1)},
			{Label: "Submit answer", ID: buttonID(btnDailySubmit, date.String(), -1), Style: chat.Success},
		}, b.launchButtonFor(session.Launch{Daily: true})...),
	}, nil
}
