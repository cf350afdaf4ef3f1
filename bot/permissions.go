package bot

import "github.com/sudokubot/sudokubot/bot/store"

// MissingPermissions names the channel permissions (View Channel, Send Messages, Attach
// Files, and Pin Messages when pin is set) that perms lacks for posting the puzzle of the
// day, as /daily-admin setup reports them.
func MissingPermissions(perms int64, pin bool) []string { return missingPermissions(perms, pin) }

// DailyPermissions is what `sudokubot check` reports for a daily channel whose settings
// are s: the permissions perms lacks for every option s uses (those of MissingPermissions,
// and Create Public Threads and Send Messages in Threads for a thread per day), and the
// one that a role to ping may need (Mention @everyone, @here and All Roles, unless the
// role is mentionable by everyone), as /daily-admin options says.
func DailyPermissions(perms int64, s store.GuildSettings) (missing []string, mayNeed []string) {
	missing = missingPermissions(perms, s.Pin)
	if perms&PermAdministrator != 0 {
		return missing, nil
	}
	if s.Thread {
		if perms&PermCreatePublicThreads == 0 {
			missing = append(missing, "Create Public Threads")
		}
		if perms&PermSendInThreads == 0 {
			missing = append(missing, "Send Messages in Threads")
		}
	}
	if s.PingRole != "" && perms&PermMentionEveryone == 0 {
		mayNeed = append(mayNeed, "Mention @everyone, @here and All Roles")
	}
	return missing, mayNeed
}
