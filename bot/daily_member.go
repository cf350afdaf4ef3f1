package bot

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// current is the daily puzzle members are playing in a guild right now.
type current struct {
	settings store.GuildSettings
	today    store.Date // the guild's local calendar date
	post     store.DailyPost
	puzzle   store.PuzzleRecord
}

// currentPuzzle finds the latest daily post of the guild up to today (the puzzle stays
// current until the next one is posted) and its puzzle. want, when not zero, is the date
// of the post whose button was pressed; an older post is refused.
func (b *Bot) currentPuzzle(ctx context.Context, guild string, want store.Date) (current, error) {
	c, err := b.currentPost(ctx, guild, want)
	if err != nil {
		return c, err
	}
	c.puzzle, err = b.store.GetPuzzle(ctx, c.post.PuzzleID)
	if err != nil {
		return c, storeDown("load today's puzzle", err)
	}
	return c, nil
}

// currentPost is currentPuzzle without loading the puzzle (c.puzzle stays zero).
func (b *Bot) currentPost(ctx context.Context, guild string, want store.Date) (current, error) {
	var c current
	s, err := b.store.GetSettings(ctx, guild)
	if errors.Is(err, store.ErrNotFound) {
		return c, chat.Errorf(chat.NotFound, "The puzzle of the day is not set up on this server.")
	}
	if err != nil {
		return c, storeDown("find today's puzzle", err)
	}
	loc, err := s.Location()
	if err != nil {
		return c, err
	}
	c.settings, c.today = s, store.DateOf(b.now(), loc)
	p, err := b.store.LastPost(ctx, guild, c.today.AddDays(1))
	if errors.Is(err, store.ErrNotFound) || (err == nil && p.Date.Before(c.today.AddDays(-1))) {
		return c, chat.Errorf(chat.NotFound, "There is no puzzle of the day to play right now; the next one comes at %s (%s).", s.PostTime, s.TimeZone)
	}
	if err != nil {
		return c, storeDown("find today's puzzle", err)
	}
	if !want.IsZero() && want != p.Date {
		return c, chat.Errorf(chat.Conflict, "That was the puzzle of %s; the current one is the puzzle of %s. Only the current puzzle counts.", want, p.Date)
	}
	c.post = p
	return c, nil
}

func (b *Bot) dailySubmit(ctx context.Context, req chat.Request, answer string, want store.Date) (chat.Reply, error) {
	c, err := b.currentPuzzle(ctx, req.Guild, want)
	if err != nil {
		return chat.Reply{}, err
	}
	sol, err := sudoku.Parse(c.puzzle.Solution)
	if err != nil {
		return chat.Reply{}, fmt.Errorf("bot: stored solution of puzzle %d: %w", c.puzzle.ID, err)
	}
	g, err := parsePuzzle(answer)
	if err != nil {
		return chat.Reply{}, err
	}
	if g.Size() != sol.Size() {
		return chat.Reply{}, chat.Errorf(chat.Invalid, "Today's puzzle is %d×%d, but your answer is %d×%d.", sol.Size(), sol.Size(), g.Size(), g.Size())
	}
	if n := g.Empty(); n > 0 {
		return chat.Reply{}, chat.Errorf(chat.Invalid, "Your grid still has %d empty cell%s; fill every cell, then submit it. (Nothing was counted.)", n, chat.Plural(n))
	}
	prev, err := b.store.GetResult(ctx, req.Guild, req.User, c.post.Date)
	switch {
	case err == nil && prev.Solved:
		return chat.Reply{Text: fmt.Sprintf("✅ You already solved the puzzle of %s in %s. See `/daily leaderboard`.", c.post.Date, chat.Clock(prev.Seconds)), Ephemeral: true}, nil
	case err != nil && !errors.Is(err, store.ErrNotFound):
		return chat.Reply{}, storeDown("record your answer", err)
	}
	wrong := 0
	for i := 0; i < g.Len(); i++ {
		if g.Cell(i) != sol.Cell(i) {
			wrong++
		}
	}
	now := b.now()
	secs, how, err := b.fairSeconds(ctx, req, c, prev, now)
	if err != nil {
		return chat.Reply{}, err
	}
	res, err := b.store.RecordAnswer(ctx, store.Answer{GuildID: req.Guild, UserID: req.User, Date: c.post.Date,
		PuzzleID: c.puzzle.ID, Correct: wrong == 0, At: now, Seconds: secs})
	if err != nil {
		return chat.Reply{}, storeDown("record your answer", err)
	}
	if wrong > 0 && !res.Solved {
		return chat.Reply{Text: fmt.Sprintf("❌ Not quite: %d cell%s differ from the solution. Attempts so far: %d. Keep going!", wrong, chat.Plural(wrong), res.Attempts), Ephemeral: true}, nil
	}
	text := fmt.Sprintf("🎉 Correct! You solved the puzzle of %s in **%s** %s, with %d hint%s and %d attempt%s.",
		c.post.Date, chat.Clock(res.Seconds), how, res.Hints, chat.Plural(res.Hints), res.Attempts, chat.Plural(res.Attempts))
	if p := res.Penalty(); p > 0 {
		text += fmt.Sprintf(" Ranked time: **%s**.", chat.Clock(int(res.Score()/time.Second)))
	}
	if st, err := b.store.Streak(ctx, req.Guild, req.User, c.today); err == nil && st.Current > 1 {
		text += fmt.Sprintf(" 🔥 Streak: %d days.", st.Current)
	}
	return chat.Reply{Text: text, Ephemeral: true}, nil
}

// fairSeconds is the time of a typed answer at now: the active time on the member's
// board when they played there, the time since their first open (a Hint counts) when they
// solved on paper after opening, else the time since the post. how words which.
func (b *Bot) fairSeconds(ctx context.Context, req chat.Request, c current, prev store.Result, now time.Time) (int, string, error) {
	switch {
	case prev.GameID != "":
		r, err := b.store.TouchDaily(ctx, req.Guild, req.User, c.post.Date, c.puzzle.ID, now)
		if err != nil {
			return 0, "", storeDown("record your answer", err)
		}
		return int(r.Active / time.Second), "of active play on your board", nil
	case !prev.OpenedAt.IsZero():
		return int(max(now.Sub(prev.OpenedAt), 0) / time.Second), "after you first opened it", nil
	}
	// The post's clock starts at its claim, a moment before the message went out (the
	// claim time comes from the bot's clock, like now; PostedAt from the store's).
	return int(max(now.Sub(c.post.ClaimedAt), 0) / time.Second), "after it was posted", nil
}

func (b *Bot) dailyHint(ctx context.Context, req chat.Request, want store.Date) (chat.Reply, error) {
	c, err := b.currentPuzzle(ctx, req.Guild, want)
	if err != nil {
		return chat.Reply{}, err
	}
	// Looking at a hint opens the puzzle: the member's clock starts here at the latest.
	opened, err := b.store.TouchDaily(ctx, req.Guild, req.User, c.post.Date, c.puzzle.ID, b.now())
	if err != nil {
		return chat.Reply{}, storeDown("count the hint", err)
	}
	given, err := sudoku.Parse(c.puzzle.Puzzle)
	if err != nil {
		return chat.Reply{}, fmt.Errorf("bot: stored puzzle %d: %w", c.puzzle.ID, err)
	}
	cur, where := given, ""
	var marks []uint32
	level, charged := 1, false
	if text := req.Options[OptProgress]; strings.TrimSpace(text) == "" {
		// The member's saved board, when they play there: the hint climbs its ladder, so
		// that it counts as the board's Hint does (daily.HintRule).
		g, rung, err := b.dailyBoardRung(ctx, req, opened.GameID)
		if err != nil {
			return chat.Reply{}, err
		}
		if g != nil && g.N == given.Size() {
			cur, marks = progressOf(g)
			where, level, charged = " · on your saved board", rung, true
		}
	} else {
		g, err := parsePuzzle(text)
		if err != nil {
			return chat.Reply{}, err
		}
		if g.Size() != given.Size() {
			return chat.Reply{}, chat.Errorf(chat.Invalid, "Today's puzzle is %d×%d, but your grid is %d×%d.", given.Size(), given.Size(), g.Size(), g.Size())
		}
		for i := 0; i < g.Len(); i++ {
			if d := given.Cell(i); d != 0 && g.Cell(i) != d {
				return chat.Reply{}, chat.Errorf(chat.Invalid, "Your grid changes the given %s (it should be %s); paste your progress on today's puzzle.", g.CellName(i), given.Symbols().Format(d))
			}
		}
		cur = g
	}
	st := newPuzzleState(given, cur)
	st.Marks = marks
	key, err := b.putState(ctx, st)
	if err != nil {
		return chat.Reply{}, err
	}
	r, err := b.dailyLadder(ctx, key, st, level, false)
	if err != nil {
		return chat.Reply{}, err
	}
	var res store.Result
	if charged { // counted by the board's daily hook, when it was a new step
		res, err = b.store.GetResult(ctx, req.Guild, req.User, c.post.Date)
	} else {
		res, err = b.store.AddHint(ctx, req.Guild, req.User, c.post.Date, c.puzzle.ID)
	}
	if err != nil {
		return chat.Reply{}, storeDown("count the hint", err)
	}
	note := fmt.Sprintf("💡 Hint on the puzzle of %s%s · hints used: %d", c.post.Date, where, res.Hints)
	if res.Solved {
		note = fmt.Sprintf("💡 Hint on the puzzle of %s (you solved it already: this one is free)", c.post.Date)
	}
	r.Text = chat.Truncate(note+"\n"+r.Text, 1990)
	r.Ephemeral = true
	return r, nil
}

// dailyBoardRung climbs the hint ladder of the member's unfinished daily board id (""
// for none): it returns the board and the rung to show, or a nil board when there is no
// board to climb on.
func (b *Bot) dailyBoardRung(ctx context.Context, req chat.Request, id string) (*game.Game, int, error) {
	if id == "" {
		return nil, 0, nil
	}
	rung := 0
	out, err := b.sessions.Update(ctx, id, playerOf(req), func(g *game.Game) (bool, error) {
		if g.Finished {
			return false, nil
		}
		rung = g.NextRung(b.now())
		return true, nil
	})
	var nf *chat.Error
	if errors.As(err, &nf) && nf.Code == chat.NotFound {
		return nil, 0, nil
	}
	if err != nil || rung == 0 {
		return nil, 0, err
	}
	return out.Game, rung, nil
}

// dailyLadder answers one rung of the hint ladder on the daily puzzle. Its buttons lead to
// the deeper levels of the same step (free, through btnDailyNext); the ladder's button to
// the next step is dropped, since another step costs another hint.
func (b *Bot) dailyLadder(ctx context.Context, key string, st puzzleState, level int, update bool) (chat.Reply, error) {
	r, err := b.hintReply(ctx, key, st, level, update)
	if err != nil {
		return chat.Reply{}, err
	}
	var keep []chat.Button
	for _, bt := range r.Buttons {
		kind, k, n := splitButton(bt.ID)
		if kind != btnNext || k != key || n <= 1 {
			continue
		}
		bt.ID = buttonID(btnDailyNext, k, n)
		keep = append(keep, bt)
	}
	r.Buttons = keep
	return r, nil
}

func (b *Bot) dailyLeaderboard(ctx context.Context, req chat.Request) (chat.Reply, error) {
	c, err := b.currentPuzzle(ctx, req.Guild, store.Date{})
	var nf *chat.Error
	if err != nil && !(errors.As(err, &nf) && nf.Code == chat.NotFound && c.settings.GuildID != "") {
		return chat.Reply{}, err
	}
	var lines []string
	if c.post.GuildID != "" {
		day, err := b.store.Leaderboard(ctx, req.Guild, c.post.Date)
		if err != nil {
			return chat.Reply{}, storeDown("read the leaderboard", err)
		}
		lines = append(lines, fmt.Sprintf("🏁 **Puzzle of %s** (%s)", c.post.Date, chat.UpperFirst(c.puzzle.Band)))
		if len(day) == 0 {
			lines = append(lines, "Nobody has solved it yet.")
		}
		for i, r := range day {
			if i == 15 {
				lines = append(lines, fmt.Sprintf("… and %d more", len(day)-15))
				break
			}
			lines = append(lines, fmt.Sprintf("%d. <@%s> — %s%s", i+1, r.UserID, chat.Clock(int(r.Score()/time.Second)), daily.RankNote(r)))
		}
	}
	if c.post.GuildID != "" {
		lines = append(lines, "-# "+daily.RankRule)
	}
	all, err := b.store.AllTime(ctx, req.Guild, c.today)
	if err != nil {
		return chat.Reply{}, storeDown("read the leaderboard", err)
	}
	lines = append(lines, "", "🏆 **All time**")
	if len(all) == 0 {
		lines = append(lines, "No solves yet.")
	}
	for i, s := range all {
		if i == 15 {
			lines = append(lines, fmt.Sprintf("… and %d more", len(all)-15))
			break
		}
		lines = append(lines, fmt.Sprintf("%d. <@%s> — %d solve%s · streak %d (best %d)", i+1, s.UserID, s.Solves, chat.Plural(s.Solves), s.Streak.Current, s.Streak.Best))
	}
	return chat.Reply{Text: chat.Truncate(strings.Join(lines, "\n"), 1990), Ephemeral: true}, nil
}

func (b *Bot) dailyStreak(ctx context.Context, req chat.Request) (chat.Reply, error) {
	s, err := b.store.GetSettings(ctx, req.Guild)
	if errors.Is(err, store.ErrNotFound) {
		return chat.Reply{}, chat.Errorf(chat.NotFound, "The puzzle of the day is not set up on this server.")
	}
	if err != nil {
		return chat.Reply{}, storeDown("read your streak", err)
	}
	loc, err := s.Location()
	if err != nil {
		return chat.Reply{}, err
	}
	today := store.DateOf(b.now(), loc)
	st, err := b.store.Streak(ctx, req.Guild, req.User, today)
	if err != nil {
		return chat.Reply{}, storeDown("read your streak", err)
	}
	if st.Last.IsZero() {
		return chat.Reply{Text: "You have not solved a puzzle of the day here yet. Today is a good day to start!", Ephemeral: true}, nil
	}
	text := fmt.Sprintf("🔥 Your streak: **%d** day%s (best %d). Last solved: %s.", st.Current, chat.Plural(st.Current), st.Best, st.Last)
	if st.Current > 0 && st.Last != today {
		text += " Solve today's puzzle to keep it going."
	}
	return chat.Reply{Text: text, Ephemeral: true}, nil
}
