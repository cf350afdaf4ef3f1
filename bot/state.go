package bot

import (
	"context"
	"crypto/rand"
	"encoding/base32"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/solver/sudoku"
)

// StateStore keeps button state between presses and across restarts. bot/store's States
// implementations satisfy it; wrap one whose not-found error differs so that GetState
// returns an error matching [ErrStateNotFound] for a missing or expired key.
type StateStore interface {
	PutState(ctx context.Context, key string, value []byte, expires time.Time) error
	GetState(ctx context.Context, key string) ([]byte, error)
}

// ErrStateNotFound is matched (errors.Is) by the error of a GetState whose key is missing
// or expired.
var ErrStateNotFound = errors.New("bot: state not found")

// MapNotFound returns s with its not-found error translated: a GetState error matching
// notFound (errors.Is) comes back as [ErrStateNotFound]. Use it to plug in a store whose
// sentinel differs, e.g. MapNotFound(db, store.ErrNotFound).
func MapNotFound(s StateStore, notFound error) StateStore { return mappedStore{s, notFound} }

type mappedStore struct {
	StateStore
	notFound error
}

func (m mappedStore) GetState(ctx context.Context, key string) ([]byte, error) {
	v, err := m.StateStore.GetState(ctx, key)
	if err != nil && errors.Is(err, m.notFound) {
		return nil, fmt.Errorf("%w: %v", ErrStateNotFound, err)
	}
	return v, err
}

// puzzleState is what a button's key names: the puzzle and where the player is in it.
type puzzleState struct {
	N       int      `json:"n"`
	BoxRows int      `json:"br"`
	BoxCols int      `json:"bc"`
	Given   []byte   `json:"given"`             // the puzzle as posed
	Current []byte   `json:"current,omitempty"` // the player's grid (hints); empty means Given
	Marks   []uint32 `json:"marks,omitempty"`   // pencil marks after elimination steps
	Explain []string `json:"explain,omitempty"` // explanation pages, once computed
	// Options are the options of the command a grid read from a picture answers (together,
	// given, …), kept until the member confirms or fixes the reading.
	Options map[string]string `json:"opts,omitempty"`
}

func newPuzzleState(given, current sudoku.Grid) puzzleState {
	st := puzzleState{N: given.Size(), BoxRows: given.BoxRows(), BoxCols: given.BoxCols(), Given: cellsOf(given)}
	if current.Size() == given.Size() && !current.Equal(given) {
		st.Current = cellsOf(current)
	}
	return st
}

func cellsOf(g sudoku.Grid) []byte {
	out := make([]byte, g.Len())
	for i := range out {
		out[i] = byte(g.Cell(i))
	}
	return out
}

func (st puzzleState) grid(cells []byte) (sudoku.Grid, error) {
	g, err := sudoku.NewGridBoxes(st.N, st.BoxRows, st.BoxCols)
	if err != nil {
		return sudoku.Grid{}, err
	}
	if len(cells) != g.Len() {
		return sudoku.Grid{}, fmt.Errorf("bot: state holds %d cells, want %d", len(cells), g.Len())
	}
	for i, d := range cells {
		if int(d) > st.N {
			return sudoku.Grid{}, fmt.Errorf("bot: state cell %d holds %d", i, d)
		}
		g.SetCell(i, int(d))
	}
	return g, nil
}

func (st puzzleState) given() (sudoku.Grid, error) { return st.grid(st.Given) }

func (st puzzleState) current() (sudoku.Grid, error) {
	if len(st.Current) == 0 {
		return st.grid(st.Given)
	}
	return st.grid(st.Current)
}

// newKey returns a fresh random state key: 13 characters of base32.
func newKey() string {
	var b [8]byte
	rand.Read(b[:])
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b[:]))
}

func (b *Bot) putState(ctx context.Context, st puzzleState) (string, error) {
	data, err := json.Marshal(st)
	if err != nil {
		return "", err
	}
	key := newKey()
	if err := b.state.PutState(ctx, "p:"+key, data, b.now().Add(b.limits.StateTTL)); err != nil {
		return "", &chat.Error{Code: chat.Unavailable, Message: "I could not save this puzzle's buttons; please try again.", Err: err}
	}
	return key, nil
}

func (b *Bot) replaceState(ctx context.Context, key string, st puzzleState) error {
	data, err := json.Marshal(st)
	if err != nil {
		return err
	}
	return b.state.PutState(ctx, "p:"+key, data, b.now().Add(b.limits.StateTTL))
}

func (b *Bot) getState(ctx context.Context, key string) (puzzleState, error) {
	var st puzzleState
	data, err := b.state.GetState(ctx, "p:"+key)
	if errors.Is(err, ErrStateNotFound) {
		return st, chat.Errorf(chat.NotFound, "This button has expired. Please send the puzzle again.")
	}
	if err != nil {
		return st, &chat.Error{Code: chat.Unavailable, Message: "I could not load this puzzle; please try again.", Err: err}
	}
	if err := json.Unmarshal(data, &st); err != nil {
		return st, fmt.Errorf("bot: decode state %s: %w", key, err)
	}
	if _, err := st.given(); err != nil {
		return st, err
	}
	return st, nil
}

// Button IDs are "<kind>:<key>[:<n>]", at most 100 characters.
const (
	btnHint    = "hint"    // first hint on a puzzle: a new ephemeral message
	btnNext    = "next"    // next ladder level: updates the hint message
	btnExplain = "explain" // first explanation page: a new ephemeral message
	btnPage    = "page"    // another page: updates the explanation message
	btnReveal  = "reveal"  // show the solution unspoilered, ephemerally
)

func buttonID(kind, key string, n int) string {
	if n < 0 {
		return kind + ":" + key
	}
	return kind + ":" + key + ":" + strconv.Itoa(n)
}

func splitButton(id string) (kind, key string, n int) {
	parts := strings.SplitN(id, ":", 3)
	if len(parts) < 2 {
		return "", "", 0
	}
	kind, key = parts[0], parts[1]
	if len(parts) == 3 {
		n, _ = strconv.Atoi(parts[2])
	}
	return kind, key, n
}
