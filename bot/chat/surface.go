package chat

import "strings"

// A Surface is what the platform a bot serves can show, and how its members call the bot:
// the longest text of a message, the name a member types for each command, how a
// message's puzzle is handed over. The edge supplies it (bot/discord: Discord's 2000
// characters and slash commands), so that the core writes none of a platform's numbers or
// names. The zero value has no length limit and names a command by its [Command] ("/solve",
// "/daily setup"). It is a plain value, safe to copy and share.
type Surface struct {
	// TextLimit is the longest text the bot sends in one message, in bytes; 0 means no
	// limit. It stays a little under the platform's own limit.
	TextLimit int
	// Names are the commands as members type them: "/sudoku solve". A command without a
	// name here is "/" and its Command with '-' and '.' read as spaces.
	Names map[Command]string
	// FromMessage says, in a sentence of the help, how a member hands the bot a puzzle in
	// a message ("mention me with a grid"); "" leaves the sentence out.
	FromMessage string
}

// Fit cuts text to the TextLimit, marking the cut.
func (s Surface) Fit(text string) string {
	if s.TextLimit <= 0 {
		return text
	}
	return Truncate(text, s.TextLimit)
}

// FitBefore cuts text so that a line of n more bytes still fits under the TextLimit.
func (s Surface) FitBefore(text string, n int) string {
	if s.TextLimit <= 0 {
		return text
	}
	return Truncate(text, s.TextLimit-n)
}

// Name is cmd as members type it: "/sudoku solve".
func (s Surface) Name(cmd Command) string {
	if n, ok := s.Names[cmd]; ok {
		return n
	}
	return "/" + strings.NewReplacer("-", " ", ".", " ").Replace(string(cmd))
}

// Code is cmd as members type it, in a code span: "`/sudoku solve`".
func (s Surface) Code(cmd Command) string { return "`" + s.Name(cmd) + "`" }
