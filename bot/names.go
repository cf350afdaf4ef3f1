package bot

// The names of the commands and their options, as the rooms define them: the one list the
// edge (bot/discord) reads to offer them.

import (
	"github.com/sudokubot/sudokubot/bot/chat"
	"github.com/sudokubot/sudokubot/bot/daily"
	"github.com/sudokubot/sudokubot/bot/nonogram"
	"github.com/sudokubot/sudokubot/bot/photo"
	"github.com/sudokubot/sudokubot/bot/play"
	"github.com/sudokubot/sudokubot/bot/solve"
)

// The commands, as the rooms name them.
const (
	CmdSolve                         = solve.CmdSolve            // solve a puzzle (slash, modal, context menu, mention)
	CmdHint                          = solve.CmdHint             // next hint on a puzzle in progress
	CmdExplain                       = solve.CmdExplain          // the whole solving path, paged
	CmdRate                          = solve.CmdRate             // how hard a puzzle is
	CmdNew                           = solve.CmdNew              // a freshly generated puzzle
	CmdHelp             chat.Command = "help"                    // what the bot does
	CmdButton                        = chat.CmdButton            // a button press; Request.Button holds its ID
	CmdNonogramSolve                 = nonogram.CmdSolve         // solve a nonogram (slash, modal)
	CmdNonogramHint                  = nonogram.CmdHint          // the next line step of a nonogram
	CmdPlay                          = play.CmdPlay              // open (or resume) a board
	CmdSettings                      = play.CmdSettings          // a member's play settings
	CmdDailySetup                    = daily.CmdDailySetup       // configure the daily post (admin)
	CmdDailyOff                      = daily.CmdDailyOff         // stop posting (admin)
	CmdDailyStatus                   = daily.CmdDailyStatus      // settings and next post time (admin)
	CmdDailyPostNow                  = daily.CmdDailyPostNow     // post today's puzzle now (admin)
	CmdDailyOptions                  = daily.CmdDailyOptions     // the server options (admin)
	CmdDailySubmit                   = daily.CmdDailySubmit      // answer the daily puzzle
	CmdDailyHint                     = daily.CmdDailyHint        // a hint on the daily puzzle (counted)
	CmdDailyLeaderboard              = daily.CmdDailyLeaderboard // today's solvers and all-time standings
	CmdDailyStreak                   = daily.CmdDailyStreak      // the caller's streak
)

// The options of the commands, as the rooms name them.
const (
	OptSpoiler     = solve.OptSpoiler
	OptBand        = solve.OptBand
	OptSize        = solve.OptSize
	OptGiven       = solve.OptGiven
	OptPartial     = nonogram.OptPartial
	OptMoves       = play.OptMoves
	OptTogether    = play.OptTogether
	OptTheme       = play.OptTheme
	OptMistakes    = play.OptMistakes
	OptChannel     = daily.OptChannel
	OptTime        = daily.OptTime
	OptTimeZone    = daily.OptTimeZone
	OptRamp        = daily.OptRamp
	OptPin         = daily.OptPin
	OptAnswer      = daily.OptAnswer
	OptProgress    = daily.OptProgress
	OptLeaderboard = daily.OptLeaderboard
	OptRecap       = daily.OptRecap
	OptThread      = daily.OptThread
	OptRole        = daily.OptRole
	OptNoRole      = daily.OptNoRole
)

// MaxImageSize is the largest picture the bot reads a grid from.
const MaxImageSize = photo.MaxImageSize

// CmdLaunch is the application's entry point command (the App Launcher): it opens the
// Activity.
const CmdLaunch chat.Command = "launch"
