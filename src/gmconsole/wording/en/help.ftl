# The help page's keys and closing rule (English), F1 on the game screen: console-help-key-<id>
# is what the key does, its .key attribute the key as shown; the order is tui/help.py's KEYS.

console-help-key-resolve = resolve the step (confirmed first)
    .key = ctrl+r
console-help-key-undo = undo / redo
    .key = ctrl+z / ctrl+y
console-help-key-tabs = tabs Roster, Orders, Dice, Post
    .key = F2 F3 F4 F5
console-help-key-paste = paste the forum thread (while a vote on names is open)
    .key = ctrl+t
console-help-key-palette = the palette: every command, every player by name
    .key = ctrl+p
console-help-key-palette-replace = a player replaced: the player (completed), the new name, his other names
    .key = 'replace'
console-help-key-palette-remove = a player removed by the GM's decision, announced in your words
    .key = 'remove'
console-help-key-palette-deadline = the deadline of the current call: a date and a time, or your words
    .key = 'deadline'
console-help-key-palette-reminder = who has not voted or sent orders, ready to paste (and in private)
    .key = 'reminder'
console-help-key-simulate = the balance simulator: a setting of the scenario over a range of values, the camps' chances and their chart
    .key = F6
console-help-key-launcher = back to the launcher
    .key = ctrl+o
console-help-key-quit = quit (asks first when a field is half-filled)
    .key = ctrl+q
console-help-key-blur = leave the field
    .key = escape
console-help-key-help = this help
    .key = F1 or ?

console-help-rule = Letters go to the field or the ballot; the screen's commands are ctrl and function keys.
