package bot

// The puzzle of the day on the member's private board: the post's Play button opens
// today's puzzle as a saved game (kind "daily", one per member and date), every press on
// it moves the member's daily clock, hints and wrong checks are counted on the
// leaderboard, and finishing records the result. The board itself is bot/play's.

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/session"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// btnDailyPlay is the Play button of the daily post; its key is the post's date.
const btnDailyPlay = "dplay"

// dailyGameID derives the ID of a member's daily game from (guild, user, date), so that
// every instance and every press of Play finds the same game: "d" and 16 hex digits.
func dailyGameID(guild, user string, date store.Date) string {
	h := fnv.New64a()
	h.Write([]byte(guild))
	h.Write([]byte{0})
	h.Write([]byte(user))
	h.Write([]byte{0})
	h.Write([]byte(date.String()))
	return fmt.Sprintf("d%016x", h.Sum64())
}

// openDaily returns the member's game of the current daily puzzle (the post of want when
// not zero), making it on the first open, and starts or moves their daily clock. The game
// is saved, and linked to the member's result, before it returns.
func (b *Bot) openDaily(ctx context.Context, req chat.Request, want store.Date) (*game.Game, store.Result, error) {
	c, err := b.currentPuzzle(ctx, req.Guild, want)
	if err != nil {
		return nil, store.Result{}, err
	}
	now := b.now()
	id := dailyGameID(req.Guild, req.User, c.post.Date)
	g, err := b.loadDailyGame(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		given, err1 := sudoku.Parse(c.puzzle.Puzzle)
		sol, err2 := sudoku.Parse(c.puzzle.Solution)
		if err := errors.Join(err1, err2); err != nil {
			return nil, store.Result{}, fmt.Errorf("bot: stored daily puzzle %d: %w", c.puzzle.ID, err)
		}
		if g, err = game.New(id, req.User, given, sol, now); err != nil {
			return nil, store.Result{}, err
		}
		g.Band, g.Kind = c.puzzle.Band, GameKindDaily
		err = b.saveDailyGame(ctx, g, req)
		if errors.Is(err, store.ErrConflict) { // a double press: the other one made it
			g, err = b.loadDailyGame(ctx, id)
		}
	}
	if err != nil {
		return nil, store.Result{}, err
	}
	if g.Owner != req.User {
		return nil, store.Result{}, chat.Errorf(chat.Forbidden, "This board belongs to someone else.")
	}
	if _, err := b.store.SetDailyGame(ctx, req.Guild, req.User, c.post.Date, c.puzzle.ID, id); err != nil {
		return nil, store.Result{}, storeDown("open your board", err)
	}
	res, err := b.store.TouchDaily(ctx, req.Guild, req.User, c.post.Date, c.puzzle.ID, now)
	if err != nil {
		return nil, store.Result{}, storeDown("open your board", err)
	}
	return g, res, nil
}

// loadDailyGame reads a daily game; a missing one is store.ErrNotFound, unwrapped.
func (b *Bot) loadDailyGame(ctx context.Context, id string) (*game.Game, error) {
	rec, err := b.store.GetGame(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, store.ErrNotFound
	}
	if err != nil {
		return nil, storeDown("load your board", err)
	}
	g, err := game.Decode(rec.Data)
	if err != nil {
		return nil, &chat.Error{Code: chat.Internal, Message: "Your board of the puzzle of the day could not be read.", Err: err}
	}
	g.Version = rec.Version
	return g, nil
}

// saveDailyGame saves g over its previous version (store.ErrConflict when another press
// saved first).
func (b *Bot) saveDailyGame(ctx context.Context, g *game.Game, req chat.Request) error {
	data, err := g.Encode()
	if err != nil {
		return err
	}
	err = b.store.SaveGame(ctx, store.GameRecord{ID: g.ID, Kind: GameKindDaily, Owner: g.Owner, GuildID: req.Guild,
		Channel: req.Channel, Finished: g.Finished, Version: g.Version, Data: data})
	if err != nil && !errors.Is(err, store.ErrConflict) {
		return storeDown("save your board", err)
	}
	return err
}

// dailyCurrentFor returns the current daily post of the guild (its puzzle not loaded) and
// whether id is the member's game of it (a board of an older puzzle no longer counts).
func (b *Bot) dailyCurrentFor(ctx context.Context, p session.Player, id string) (current, bool, error) {
	c, err := b.currentPost(ctx, p.Guild, store.Date{})
	if err != nil {
		return c, false, err
	}
	return c, dailyGameID(p.Guild, p.User, c.post.Date) == id, nil
}

// DailyPressed brings the member's daily result up to date after a press on their daily
// board was saved: the clock moves, a new hint (counted by the game's one rule,
// daily.HintRule: a new step, not a deeper rung of the same one) and a wrong check are
// counted, and the finish records the solve. It returns a line for the board ("" when
// there is nothing to say). Presses on a board of a puzzle that is no longer current
// change nothing.
func (b *Bot) DailyPressed(ctx context.Context, req session.Player, g *game.Game, before session.Counts) (string, error) {
	if b.store == nil || req.Guild == "" || g == nil {
		return "", nil
	}
	c, ok, err := b.dailyCurrentFor(ctx, req, g.ID)
	if err != nil || !ok {
		return "", nil // an old day's board: played for fun, not counted
	}
	now := b.now()
	d, pid := c.post.Date, c.post.PuzzleID
	res, err := b.store.TouchDaily(ctx, req.Guild, req.User, d, pid, now)
	if err != nil {
		return "", storeDown("record your time", err)
	}
	for range max(0, g.Hints-before.Hints) {
		if res, err = b.store.AddHint(ctx, req.Guild, req.User, d, pid); err != nil {
			return "", storeDown("count the hint", err)
		}
	}
	for range max(0, g.Wrong-before.Wrong) {
		if res, err = b.store.AddWrongCheck(ctx, req.Guild, req.User, d, pid); err != nil {
			return "", storeDown("count the check", err)
		}
	}
	return b.dailyFinish(ctx, req, g, c, res, now)
}

// dailyFinish records the solve of a finished daily board not yet recorded (also when a
// failure left it unrecorded at the last press) and words it; "" when there is nothing to
// record.
func (b *Bot) dailyFinish(ctx context.Context, req session.Player, g *game.Game, c current, res store.Result, now time.Time) (string, error) {
	if !g.Finished || res.Solved {
		return "", nil
	}
	d, pid := c.post.Date, c.post.PuzzleID
	res, err := b.store.RecordAnswer(ctx, store.Answer{GuildID: req.Guild, UserID: req.User, Date: d, PuzzleID: pid,
		Correct: true, At: now, Seconds: int(res.Active / time.Second)})
	if err != nil {
		return "", storeDown("record your result", err)
	}
	text := finishLine(res) + ". `/daily leaderboard` shows the standings."
	if st, err := b.store.Streak(ctx, req.Guild, req.User, c.today); err == nil && st.Current > 1 {
		text += fmt.Sprintf(" 🔥 Streak: %d days.", st.Current)
	}
	return text, nil
}

// finishLine words a solved daily result as the leaderboard counts it: the daily clock,
// and the ranked time with its hints and wrong checks.
func finishLine(res store.Result) string {
	text := fmt.Sprintf("🏁 **Puzzle of the day solved** in %s on the daily clock (from your first open; pauses count at most %s)",
		chat.Clock(res.Seconds), chat.Clock(int(store.IdleGap/time.Second)))
	if res.Penalty() > 0 {
		text += fmt.Sprintf("; ranked time **%s**%s", chat.Clock(int(res.Score()/time.Second)), daily.PenaltyNote(res))
	}
	return text
}

// dailyResult words the recorded result of the daily game g (see session.Daily.Result):
// finish for the board, share for the channel, both with the time the leaderboard ranks.
func (b *Bot) dailyResult(ctx context.Context, p session.Player, g *game.Game) (finish, share string) {
	if b.store == nil || p.Guild == "" || !g.Finished {
		return "", ""
	}
	date, ok := b.dailyDateOf(ctx, p.Guild, g)
	if !ok {
		return "", ""
	}
	res, err := b.store.GetResult(ctx, p.Guild, g.Owner, date)
	if err != nil || !res.Solved {
		return "", ""
	}
	share = fmt.Sprintf("🧩 <@%s> solved the puzzle of the day of %s (%d×%d %s) in **%s**%s.", g.Owner, date, g.N, g.N, g.Band,
		chat.Clock(int(res.Score()/time.Second)), daily.RankNote(res))
	return finishLine(res), share
}

// dailyDateOf finds the date of the daily puzzle g was opened for, among the last two
// weeks of the guild's posts (a daily game's ID is derived from its date).
func (b *Bot) dailyDateOf(ctx context.Context, guild string, g *game.Game) (store.Date, bool) {
	c, err := b.currentPost(ctx, guild, store.Date{})
	if err != nil {
		return store.Date{}, false
	}
	for k := range 14 {
		if d := c.post.Date.AddDays(-k); dailyGameID(guild, g.Owner, d) == g.ID {
			return d, true
		}
	}
	return store.Date{}, false
}

// progressOf is g's grid, and its pencil marks when every empty cell has some.
func progressOf(g *game.Game) (sudoku.Grid, []uint32) {
	c := g.Candidates()
	for i, m := range c.Mask {
		if g.Cells[i] == 0 && m == 0 {
			return g.Grid(), nil
		}
	}
	if !g.HasMarks() {
		return g.Grid(), nil
	}
	return g.Grid(), c.Mask
}

// dailyPlayNote is the line above a freshly opened daily board.
func dailyPlayNote(c store.Result, date store.Date, g *game.Game) string {
	switch {
	case c.Solved && g.Finished:
		return "" // the board shows the result as the leaderboard counts it
	case c.Solved:
		return fmt.Sprintf("✅ You already solved the puzzle of %s in %s; play it here for fun: it changes nothing on the leaderboard.", date, chat.Clock(c.Seconds))
	}
	if c.Active == 0 {
		return fmt.Sprintf("🧩 **Puzzle of %s** · your clock starts now (pauses count at most %s). Pick a row and a column, then a digit.",
			date, chat.Clock(int(store.IdleGap/time.Second)))
	}
	return fmt.Sprintf("🧩 **Puzzle of %s** · welcome back: %s played so far.", date, chat.Clock(int(c.Active/time.Second)))
}

// dailyPlayButton answers the post's Play button: the member's private board of the
// puzzle, made on the first press and resumed after.
func (b *Bot) dailyPlayButton(ctx context.Context, req chat.Request) (chat.Reply, error) {
	date, err := postDate(req)
	if err != nil {
		return chat.Reply{}, err
	}
	g, res, err := b.openDaily(ctx, req, date)
	if err != nil {
		return chat.Reply{}, err
	}
	note := dailyPlayNote(res, date, g)
	if g.Finished && !res.Solved { // a finish the last press could not record
		c, err := b.currentPost(ctx, req.Guild, date)
		if err != nil {
			return chat.Reply{}, err
		}
		if note, err = b.dailyFinish(ctx, playerOf(req), g, c, res, b.now()); err != nil {
			return chat.Reply{}, err
		}
	}
	set, err := b.store.GetPlayerSettings(ctx, req.User)
	if err != nil {
		return chat.Reply{}, storeDown("read your settings", err)
	}
	r, err := b.play.Draw(ctx, g, req, set, note)
	if err != nil {
		return chat.Reply{}, err
	}
	r.Ephemeral = true
	return r, nil
}

// dailyNote is the daily line of a saved change to a member's daily game. The change is
// saved already: a failure to record it on the leaderboard is said, not returned, and the
// next press or Play records a finish that was missed.
func (b *Bot) dailyNote(ctx context.Context, p session.Player, g *game.Game, before session.Counts) string {
	line, err := b.DailyPressed(ctx, p, g, before)
	if err != nil {
		return "⚠️ Your board is saved, but I could not update the daily leaderboard just now; your next press will."
	}
	return line
}

// playerOf is the member, server and channel of req, as a game session knows them.
func playerOf(req chat.Request) session.Player {
	return session.Player{User: req.User, Guild: req.Guild, Channel: req.Channel}
}
