package discord

import (
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/bwmarrin/discordgo"
)

// maxSkew is how far a request's signature timestamp may be from now.
const maxSkew = 5 * time.Minute

// ServeHTTP is the HTTP interactions endpoint (POST /interactions). It caps the body at
// 1 MiB, checks the ed25519 signature over timestamp + body and the timestamp's age, and
// answers 401 to any failure (Discord probes with bad signatures). PING gets PONG. A reply
// without files goes back in the HTTP response; one with files is sent by callback and the
// request answered 202; slow work is deferred (type 5) and finished by editing @original.
func (a *Adapter) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 1<<20))
	if err != nil || !a.verify(r.Header, body, time.Now()) {
		http.Error(w, "invalid request signature", http.StatusUnauthorized)
		return
	}
	var i discordgo.Interaction
	if err := json.Unmarshal(body, &i); err != nil {
		http.Error(w, "bad interaction", http.StatusBadRequest)
		return
	}
	if i.Type == discordgo.InteractionPing {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"type":1}`)
		return
	}
	if !a.firstSeen(r.Context(), &i, r.Header) {
		// A replay of a request already handled: acknowledge it, act on nothing.
		a.metrics.replays.Add(1)
		w.WriteHeader(http.StatusAccepted)
		return
	}
	type initial struct {
		status int
		body   []byte
	}
	first := make(chan initial, 1)
	go a.serveInteraction(&i, func(ctx context.Context, resp *discordgo.InteractionResponse) error {
		if resp.Data != nil && len(resp.Data.Files) > 0 {
			// A multipart HTTP response is not accepted: POST the callback, then answer 202.
			err := a.s.InteractionRespond(&i, resp, discordgo.WithContext(ctx))
			first <- initial{status: http.StatusAccepted}
			return err
		}
		b, err := json.Marshal(resp)
		if err != nil {
			first <- initial{status: http.StatusInternalServerError}
			return err
		}
		first <- initial{status: http.StatusOK, body: b}
		return nil
	})
	select {
	case in := <-first:
		if in.body != nil {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(in.status)
			w.Write(in.body)
			return
		}
		w.WriteHeader(in.status)
	case <-time.After(3 * time.Second):
		http.Error(w, "no response in time", http.StatusInternalServerError)
	case <-r.Context().Done():
	}
}

// firstSeen reports whether interaction i is new: not a replay of a request already
// handled. Its id is remembered until its signature timestamp leaves the window. When the
// record cannot be checked, the interaction is handled (a replay is the lesser harm than
// a member left without an answer) and the failure logged.
func (a *Adapter) firstSeen(ctx context.Context, i *discordgo.Interaction, h http.Header) bool {
	sec, _ := strconv.ParseInt(h.Get("X-Signature-Timestamp"), 10, 64) // verified already
	fresh, err := a.opts.Replays.FirstSeen(ctx, i.ID, time.Unix(sec, 0).Add(maxSkew+time.Minute))
	if err != nil {
		a.log.Warn("discord: could not check the interaction for a replay; handling it", "interaction", i.ID, "err", err)
		return true
	}
	if !fresh {
		a.log.Warn("discord: replayed interaction acknowledged and ignored", "interaction", i.ID)
	}
	return fresh
}

// verify checks the request's ed25519 signature and that its timestamp is recent.
func (a *Adapter) verify(h http.Header, body []byte, now time.Time) bool {
	key := a.opts.PublicKey
	if len(key) != ed25519.PublicKeySize {
		return false
	}
	sig, err := hex.DecodeString(h.Get("X-Signature-Ed25519"))
	if err != nil || len(sig) != ed25519.SignatureSize {
		return false
	}
	ts := h.Get("X-Signature-Timestamp")
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return false
	}
	if d := now.Sub(time.Unix(sec, 0)); d > maxSkew || d < -maxSkew {
		return false
	}
	msg := make([]byte, 0, len(ts)+len(body))
	msg = append(append(msg, ts...), body...)
	return ed25519.Verify(key, msg, sig)
}
