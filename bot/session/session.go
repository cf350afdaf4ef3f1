// Package session plays saved games of Sudoku for any view of them: the chat board
// (bot/play) and the Discord Activity (web) are two views of one saved game, and both go
// through here. A session loads a game.Game from the store, lets one player change it,
// saves it over the version it was loaded at (compare-and-swap, retried on fresh state
// when another save came first), tells the puzzle of the day what the change means for
// its leaderboard, and publishes the new version to whoever watches the game live.
//
// It also holds what both views share beyond single moves: the hint ladder on the
// player's own grid and pencil marks, new games of a band and size, the member's current
// game, and the spoiler-free result line. It knows nothing of buttons, pictures, HTTP or
// WebSockets: its words are bot/chat's errors and plain values.
package session

import (
	"context"
	"crypto/rand"
	"encoding/base32"
	"encoding/binary"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/solver/sudoku"
	"github.com/sudokubot/sudokubot/solver/sudoku/logic"
	"github.com/sudokubot/sudokubot/solver/sudoku/technique"
)

// The store kinds of saved games.
const (
	KindPlay  = "play"  // a game opened with /sudoku play or from the Activity
	KindDaily = "daily" // a member's game of the puzzle of the day
	KindRace  = "race"  // a member's game in an Activity race: not their current game
)

// Host is what a session needs of the bot it runs in.
type Host interface {
	// Now is the bot's clock.
	Now() time.Time
	// Admit lets work of class start for user (the worker pool and the member's limits);
	// it returns the function that ends the work.
	Admit(ctx context.Context, user string, class chat.WorkClass) (release func(), err error)
	// Budget bounds ctx by the solver's time budget; GaveUp words running out of it.
	Budget(ctx context.Context) (context.Context, context.CancelFunc)
	GaveUp(what string) *chat.Error
	// Generate and NextHint are the bot's engine; HintText words step at rung.
	Generate(ctx context.Context, opt logic.GenerateOptions) (sudoku.Grid, logic.Rating, error)
	NextHint(ctx context.Context, g sudoku.Grid, opt logic.HintOptions) (logic.Hint, error)
	HintText(g sudoku.Grid, step technique.Step, rung int) string
}

// A Player is who changes a game, and where: the member, and the server and channel the
// view is in ("" in a DM).
type Player struct {
	User    string
	Guild   string
	Channel string
}

// Counts are a game's counters before a change, so that the daily hook can tell what the
// change added.
type Counts struct {
	Hints, Wrong int
}

// CountsOf returns g's counters.
func CountsOf(g *game.Game) Counts { return Counts{Hints: g.Hints, Wrong: g.Wrong} }

// Daily is told of every saved change to a game of kind KindDaily, so that the puzzle of
// the day's clock, penalties and result follow the game whichever view changed it. It
// returns a line for the player ("" when there is nothing to say); the change is saved
// already, so it reports its own failures in that line rather than as an error.
type Daily interface {
	Pressed(ctx context.Context, p Player, g *game.Game, before Counts) string
	// Result words p's result of the puzzle of the day g was played for, as the
	// leaderboard counts it (the daily clock, hints and wrong checks): finish is the line
	// under the finished board, share the public line Share posts. Both are "" when g does
	// not count on a leaderboard (an old day's board), or the result cannot be read.
	Result(ctx context.Context, p Player, g *game.Game) (finish, share string)
}

// A Publisher hears of every saved version of a game, for the views that show it live.
// Publish must not block for long: it runs after each save, before the view answers. It
// must treat g as read-only and not keep it after it returns.
type Publisher interface {
	Publish(ctx context.Context, g *game.Game)
}

// Config is what [New] needs. Games is required; Daily and Publish may be nil.
type Config struct {
	Host    Host
	Games   store.Games
	Daily   Daily
	Publish Publisher
}

// Sessions plays saved games. It is safe for concurrent use: changes to one game made in
// this process take turns, and the store's version check settles races with other
// processes.
type Sessions struct {
	host    Host
	games   store.Games
	daily   Daily
	publish Publisher
	locks   gameLocks // changes to one game in this process, one at a time
}

// New returns Sessions built from c.
func New(c Config) *Sessions {
	return &Sessions{host: c.Host, games: c.Games, daily: c.Daily, publish: c.Publish}
}

// Games returns the store of saved games and settings.
func (s *Sessions) Games() store.Games { return s.games }

// Now is the bot's clock.
func (s *Sessions) Now() time.Time { return s.host.Now() }

// maxAttempts bounds how often [Sessions.Update] runs a change again on fresh state after
// losing a race to another save (another process's: in this process changes to one game
// wait their turn).
const maxAttempts = 6

// ErrNotYours is returned when a member changes a private game that is not theirs.
var ErrNotYours = &chat.Error{Code: chat.Forbidden, Message: "This board belongs to someone else. Open your own with `/sudoku play`."}

// ErrBusy is returned when a game was saved by others on every attempt of a change.
var ErrBusy = &chat.Error{Code: chat.Conflict, Message: "This board is very busy; press again in a moment."}

// Unavailable wraps a store failure in the words members see.
func Unavailable(err error) error {
	return &chat.Error{Code: chat.Unavailable, Message: "Saved games are not available right now; please try again in a moment.", Err: err}
}

// Load reads game id from the store. A missing game is a chat.NotFound error.
func (s *Sessions) Load(ctx context.Context, id string) (*game.Game, store.GameRecord, error) {
	rec, err := s.games.GetGame(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, rec, &chat.Error{Code: chat.NotFound, Message: "This game no longer exists. Start one with `/sudoku play`.", Err: err}
	}
	if err != nil {
		return nil, rec, Unavailable(err)
	}
	g, err := game.Decode(rec.Data)
	if err != nil {
		return nil, rec, &chat.Error{Code: chat.Internal, Message: "This saved game could not be read.", Err: err}
	}
	g.Version = rec.Version
	if g.Kind == "" {
		g.Kind = rec.Kind
	}
	return g, rec, nil
}

// MayPlay reports whether p may see and change g: the owner always, anyone on a co-op
// board.
func MayPlay(g *game.Game, p Player) bool { return g.Together || g.Owner == p.User }

// An Outcome is what [Sessions.Update] did.
type Outcome struct {
	Game    *game.Game // the game after the change (as saved when Saved)
	Saved   bool       // the change was saved at Game.Version
	Daily   string     // the puzzle of the day's line for the player, "" for none
	Attempt int        // how many times change ran (1 unless races were lost)
}

// Update loads game id, runs change on it for p, and saves it when change reports that it
// changed the game. When another save came first, change runs again on the fresh state,
// up to a few times. A member who may not play the game gets [ErrNotYours]; change's own
// error stops everything and is returned as it is.
func (s *Sessions) Update(ctx context.Context, id string, p Player, change func(g *game.Game) (changed bool, err error)) (Outcome, error) {
	unlock := s.locks.lock(id)
	defer unlock()
	for attempt := 1; ; attempt++ {
		g, rec, err := s.Load(ctx, id)
		if err != nil {
			return Outcome{}, err
		}
		if !MayPlay(g, p) {
			return Outcome{Game: g}, ErrNotYours
		}
		before := CountsOf(g)
		changed, err := change(g)
		if err != nil {
			return Outcome{Game: g, Attempt: attempt}, err
		}
		out := Outcome{Game: g, Attempt: attempt}
		if !changed {
			return out, nil
		}
		g.Version = rec.Version + 1
		if g.Kind == "" {
			g.Kind = rec.Kind
		}
		err = s.save(ctx, g, rec, p)
		if errors.Is(err, store.ErrConflict) {
			if attempt < maxAttempts {
				backOff(ctx, attempt) // another process saved first: start again from its state
				continue
			}
			return out, ErrBusy
		}
		if err != nil {
			return out, Unavailable(err)
		}
		out.Saved = true
		if g.Kind == KindDaily && s.daily != nil {
			out.Daily = s.daily.Pressed(ctx, p, g, before)
		}
		return out, nil
	}
}

// backOff waits a little before the next attempt, longer after each lost race, with
// jitter so that two processes racing on one game stop meeting.
func backOff(ctx context.Context, attempt int) {
	var b [1]byte
	rand.Read(b[:])
	d := time.Duration(attempt)*5*time.Millisecond + time.Duration(b[0])*20*time.Microsecond
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
	case <-ctx.Done():
	}
}

// gameLocks serialises the changes this process makes to one game, so that its own
// participants never race each other's saves. The zero value is ready to use; it is safe
// for concurrent use.
type gameLocks struct {
	mu    sync.Mutex
	locks map[string]*gameLock
}

type gameLock struct {
	mu   sync.Mutex
	refs int
}

// lock waits for game id's turn and returns the function that ends it.
func (l *gameLocks) lock(id string) (unlock func()) {
	l.mu.Lock()
	if l.locks == nil {
		l.locks = map[string]*gameLock{}
	}
	g := l.locks[id]
	if g == nil {
		g = &gameLock{}
		l.locks[id] = g
	}
	g.refs++
	l.mu.Unlock()
	g.mu.Lock()
	return func() {
		g.mu.Unlock()
		l.mu.Lock()
		if g.refs--; g.refs == 0 {
			delete(l.locks, id)
		}
		l.mu.Unlock()
	}
}

// DailyResult words p's result of the puzzle of the day of a daily game g (see
// [Daily.Result]); both lines are "" for other games.
func (s *Sessions) DailyResult(ctx context.Context, p Player, g *game.Game) (finish, share string) {
	if g.Kind != KindDaily || s.daily == nil {
		return "", ""
	}
	return s.daily.Result(ctx, p, g)
}

// save writes g over the version rec was read at, keeping the record's place (guild and
// channel) unless it had none, and publishes the new version.
func (s *Sessions) save(ctx context.Context, g *game.Game, rec store.GameRecord, p Player) error {
	r := Record(g, p)
	if rec.GuildID != "" || rec.Channel != "" {
		r.GuildID, r.Channel = rec.GuildID, rec.Channel
	}
	if err := s.games.SaveGame(ctx, r); err != nil {
		return err
	}
	s.published(ctx, g)
	return nil
}

// Create saves a new game (its Version is 1, or one more than a record it replaces) and
// publishes it.
func (s *Sessions) Create(ctx context.Context, g *game.Game, p Player) error {
	if err := s.games.SaveGame(ctx, Record(g, p)); err != nil {
		if errors.Is(err, store.ErrConflict) {
			return err
		}
		return Unavailable(err)
	}
	s.published(ctx, g)
	return nil
}

func (s *Sessions) published(ctx context.Context, g *game.Game) {
	if s.publish != nil {
		s.publish.Publish(ctx, g)
	}
}

// Record is the store record of g as played by p.
func Record(g *game.Game, p Player) store.GameRecord {
	data, _ := g.Encode()
	kind := g.Kind
	if kind == "" {
		kind = KindPlay
	}
	return store.GameRecord{ID: g.ID, Kind: kind, Owner: g.Owner, GuildID: p.Guild, Channel: p.Channel,
		Together: g.Together, Finished: g.Finished, Version: g.Version, Data: data}
}

// Current returns the member's most recent unfinished private game of kind, or a
// chat-free store.ErrNotFound when they have none.
func (s *Sessions) Current(ctx context.Context, user, kind string) (*game.Game, error) {
	rec, err := s.games.CurrentGame(ctx, user, kind)
	return s.decoded(rec, err)
}

// ChannelGame returns the channel's most recent unfinished co-op game, or a chat-free
// store.ErrNotFound when it has none.
func (s *Sessions) ChannelGame(ctx context.Context, channel string) (*game.Game, error) {
	if channel == "" {
		return nil, store.ErrNotFound
	}
	rec, err := s.games.ChannelGame(ctx, channel, KindPlay)
	return s.decoded(rec, err)
}

// Saved returns the member's unfinished private games of kind, the most recent first, at
// most limit of them; games that cannot be read are left out.
func (s *Sessions) Saved(ctx context.Context, user, kind string, limit int) ([]*game.Game, error) {
	recs, err := s.games.ListGames(ctx, user, kind, limit)
	if err != nil {
		return nil, Unavailable(err)
	}
	var out []*game.Game
	for _, rec := range recs {
		if g, err := s.decoded(rec, nil); err == nil {
			out = append(out, g)
		}
	}
	return out, nil
}

// decoded turns a store lookup into a game: store.ErrNotFound stays as it is, other
// failures are worded for members.
func (s *Sessions) decoded(rec store.GameRecord, err error) (*game.Game, error) {
	if errors.Is(err, store.ErrNotFound) {
		return nil, store.ErrNotFound
	}
	if err != nil {
		return nil, Unavailable(err)
	}
	g, err := game.Decode(rec.Data)
	if err != nil {
		return nil, &chat.Error{Code: chat.Internal, Message: "Your saved game could not be read.", Err: err}
	}
	g.Version = rec.Version
	if g.Kind == "" {
		g.Kind = rec.Kind
	}
	return g, nil
}

// NewID returns a short random game ID.
func NewID() string {
	var b [10]byte
	rand.Read(b[:])
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b[:]))[:12]
}

// RandomSeed is a seed for a new puzzle, short enough to read and retype.
func RandomSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:]) >> 12
}

// DefaultBand is the band of a new game when none is asked for, on sizes that have it
// (see [DefaultBandFor]).
const DefaultBand = logic.Easy

// PlaySizes are the sizes a new game to play may have.
var PlaySizes = []int{4, 6, 8, 9, 10, 12, 16}

// Bands are the bands a new n×n game may have, easiest first.
func Bands(n int) []logic.Band {
	var out []logic.Band
	for b := logic.Beginner; b <= logic.Expert; b++ {
		if b.Fits(n) {
			out = append(out, b)
		}
	}
	return out
}

// BandsText says which bands an n×n game may have: "4×4 puzzles are all beginner."
func BandsText(n int) string {
	b := Bands(n)
	if len(b) == 1 {
		return fmt.Sprintf("%d×%d puzzles are all %s.", n, n, b[0])
	}
	return fmt.Sprintf("%d×%d puzzles come in %s to %s.", n, n, b[0], b[len(b)-1])
}

// ParseBand reads a band name as offered in the /sudoku new and play choices (a name of
// [logic.ParseBand] up to expert, any case) or its number, 0 to 4.
func ParseBand(s string) (logic.Band, bool) {
	if b, ok := logic.ParseBand(s); ok && b <= logic.Expert {
		return b, true
	}
	if len(s) == 1 && s[0] >= '0' && s[0] <= '4' {
		return logic.Band(s[0] - '0'), true
	}
	return 0, false
}

// GenerateOptions reads the band and size asked for a new puzzle into options with a
// random seed. An empty size is 9×9; an empty band is defaultBand, or the easiest band the
// size has when it does not have that one (4×4: beginner). A size the bot does not make, a
// band it does not know, or a band the size cannot have is refused at once, so that no
// generator runs to its time budget for nothing.
func GenerateOptions(band, size string, defaultBand logic.Band) (logic.GenerateOptions, error) {
	opt := logic.GenerateOptions{Size: 9, Band: defaultBand, Symmetry: "rot180", Seed: RandomSeed()}
	if size != "" {
		n, err := strconv.Atoi(size)
		if _, _, ok := sudoku.DefaultBoxes(n); err != nil || !ok || n < 4 || n > 16 {
			return opt, chat.Errorf(chat.Invalid, "I make puzzles of size 4, 6, 8, 9, 10, 12 or 16, not %q.", size)
		}
		opt.Size = n
	}
	if band != "" {
		bd, ok := ParseBand(band)
		if !ok {
			return opt, chat.Errorf(chat.Invalid, "I do not know the band %q; choose beginner, easy, medium, hard or expert.", band)
		}
		if !bd.Fits(opt.Size) {
			return opt, chat.Errorf(chat.Invalid, "A %d×%d puzzle is never %s: %s", opt.Size, opt.Size, bd, BandsText(opt.Size))
		}
		opt.Band = bd
	} else if !opt.Band.Fits(opt.Size) {
		opt.Band = Bands(opt.Size)[0]
	}
	return opt, nil
}

// NewGame makes a game from a generated puzzle of band and size for owner (defaults: 9×9,
// easy or the easiest band the size has), under the work admission and the time budget.
// A band the size cannot have is refused at once. It does not save the game.
func (s *Sessions) NewGame(ctx context.Context, owner, band, size string) (*game.Game, error) {
	opt, err := GenerateOptions(band, size, DefaultBand)
	if err != nil {
		return nil, err
	}
	release, err := s.host.Admit(ctx, owner, chat.ExpensiveWork)
	if err != nil {
		return nil, err
	}
	defer release()
	gctx, cancel := s.host.Budget(ctx)
	defer cancel()
	p, _, err := s.host.Generate(gctx, opt)
	if errors.Is(err, context.DeadlineExceeded) {
		return nil, s.host.GaveUp("making a puzzle")
	}
	if err != nil {
		return nil, &chat.Error{Code: chat.Unavailable, Message: "Making new puzzles is not available right now.", Err: err}
	}
	sol := sudoku.Solve(p)
	if sol.Status != sudoku.Unique {
		return nil, &chat.Error{Code: chat.Internal, Message: "The new puzzle came out wrong; please try again.", Err: fmt.Errorf("session: generated puzzle is %v", sol.Status)}
	}
	g, err := game.New(NewID(), owner, p, sol.Grid, s.host.Now())
	if err != nil {
		return nil, err
	}
	g.Band, g.Kind = opt.Band.String(), KindPlay
	return g, nil
}
