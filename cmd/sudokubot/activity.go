package main

import (
	"context"
	"net/http"
	"sync/atomic"

	"github.com/sudokubot/sudokubot/bot"
	"github.com/sudokubot/sudokubot/bot/store"
	"github.com/sudokubot/sudokubot/game"
	"github.com/sudokubot/sudokubot/web"
)

// activity builds the Activity's server on the bot's game sessions. On a store that has
// its own publish and subscribe (PostgreSQL), rooms of every process hear each other
// through it; otherwise (SQLite: one process) they stay in the process.
func (m *Main) activity(ctx context.Context, c Config, client *http.Client, b *bot.Bot, state bot.StateStore, st store.Store) (*web.Server, error) {
	var bus web.Bus = &web.MemBus{}
	if n, ok := st.(web.Notifier); ok {
		nb := web.NewNotifierBus(n, m.log)
		bctx, cancel := context.WithCancel(context.Background())
		m.stopBus = cancel
		go nb.Run(bctx)
		bus = nb
	}
	w, err := web.New(web.Config{ClientID: c.AppID, ClientSecret: c.ClientSecret, BotToken: c.Token, Client: client,
		Sessions: b.Sessions(), Bot: b, Launches: state, Bus: bus, Logger: m.log, Now: m.Now})
	if err != nil {
		return nil, err
	}
	m.web = w
	return w, nil
}

// laterPublisher hands saved games to the Activity's server once it exists: the bot's
// sessions are made first, and the server is built on them.
type laterPublisher struct{ w atomic.Pointer[web.Server] }

func (p *laterPublisher) set(w *web.Server) { p.w.Store(w) }

func (p *laterPublisher) Publish(ctx context.Context, g *game.Game) {
	if w := p.w.Load(); w != nil {
		w.Publish(ctx, g)
	}
}
