package bot

// MissingPermissions names the channel permissions (View Channel, Send Messages, Attach
// Files, and Pin Messages when pin is set) that perms lacks for posting the puzzle of the
// day, as /daily-admin setup reports them; `sudokubot check` uses it too.
func MissingPermissions(perms int64, pin bool) []string { return missingPermissions(perms, pin) }
