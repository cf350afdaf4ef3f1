package chat

// Permissions are what a member or the bot may do in a channel, in the bot's own words:
// the edge translates its platform's permission bits (bot/discord: Discord's) into them.
type Permissions uint16

// The permissions the bot checks.
const (
	Administrator       Permissions = 1 << iota // every permission
	ManageServer                                // run the server's settings (the daily's admin commands)
	ViewChannel                                 // see the channel
	SendMessages                                // post in it
	AttachFiles                                 // attach pictures to posts
	PinMessages                                 // pin posts
	MentionEveryone                             // mention roles that are not mentionable
	CreatePublicThreads                         // open a thread on a post
	SendInThreads                               // post in threads
)

// Has reports whether p holds every permission of q; Administrator holds them all.
func (p Permissions) Has(q Permissions) bool { return p&Administrator != 0 || p&q == q }
