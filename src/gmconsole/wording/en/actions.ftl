# The sentence of each action, in English: the journal, the console's "Entered:", "Undone:",
# "Redone:" and the CLI's apply, undo, redo and status --gm lines say it
# (gmconsole.engine.worded.describe_action). A game's wording/en/actions.ftl has one message
# action-<kind> per action of its own; these are the actions every game has.

## A journal entry: its step, its turn, its actions one after the other.
action-step = { $phase } ({ $turn }): { $actions }
action-separator = {"; "}
## One entry of a mapping (a voter and his vote) when the game says nothing more precise.
action-pair = { $key } → { $value }
## An action the game's wording has no sentence for: its name, then its values.
action-any = { $kind }: { $details }
action-any-bare = { $kind }

## The CLI's lines (the console says the same with its own labels). An entry undone or redone:
## its step and turn first, then its actions ($what: the journal's line, action-step).
action-cli-undone = undone ({ $phase }, turn { $turn }): { $actions }
action-cli-redone = redone ({ $phase }, turn { $turn }): { $actions }
action-cli-entered = entered: { $what }

## The actions every game has.
action-resolve = resolution
action-replace-player = { $by } replaces { $player }
action-remove-player = { $player } is removed from the game
action-deadline = deadline: { $deadline }
