// Command sudokubot runs the Sudoku Discord bot.
//
// Usage:
//
//	sudokubot            run the bot (gateway or HTTP-interactions mode)
//	sudokubot register   overwrite the application's commands (globally, or in SUDOKUBOT_DEV_GUILD)
//	sudokubot check      check the configuration, the database and the token; exit 1 on a problem
//
// Configuration comes from the environment, with an optional .env file (or the file named by
// -env, which must exist) filling unset keys; see configs/example.env. Exit status: 0 on a
// clean stop or a passed check, 1 on a configuration, start-up or check problem, 2 for a
// usage error (docs/bot-setup.md).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	_ "time/tzdata" // guild time zones load in a scratch container
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	m := NewMain()
	err := m.Configure(os.Args[1:], os.Getenv)
	if errors.Is(err, flag.ErrHelp) {
		usage(os.Stdout)
		return
	}
	if err == nil {
		if err = m.Run(ctx); err == nil && !m.OneShot() {
			<-ctx.Done()
		}
	}
	if cerr := m.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "sudokubot:", err)
		os.Exit(exitCode(err))
	}
}

// exitCode is the process status for an error: 2 for a usage error (an unknown command
// or flag), 1 for anything else (a configuration or start-up problem, a failed check).
func exitCode(err error) int {
	var ue usageError
	if errors.As(err, &ue) {
		return 2
	}
	return 1
}
