# The sentence of each action, in French: the journal, the console's « Saisi : », « Annulé : »,
# « Rétabli : » and the CLI's apply, undo, redo and status --gm lines say it
# (gmconsole.engine.worded.describe_action). A game's wording/fr/actions.ftl has one message
# action-<kind> per action of its own; these are the actions every game has.

## A journal entry: its step, its turn, its actions one after the other.
action-step = { $phase } ({ $turn }) : { $actions }
action-separator = {" ; "}
## One entry of a mapping (a voter and his vote) when the game says nothing more precise.
action-pair = { $key } → { $value }
## An action the game's wording has no sentence for: its name, then its values.
action-any = { $kind } : { $details }
action-any-bare = { $kind }

## The CLI's lines (the console says the same with its own labels). An entry undone or redone:
## its step and turn first, then its actions ($what: the journal's line, action-step).
action-cli-undone = annulé ({ $phase }, tour { $turn }) : { $actions }
action-cli-redone = rétabli ({ $phase }, tour { $turn }) : { $actions }
action-cli-entered = saisi : { $what }

## The actions every game has.
action-resolve = résolution
action-replace-player = { $by } remplace { $player }
action-remove-player = { $player } { $player_gender ->
    [f] est retirée
   *[other] est retiré
} de la partie
action-deadline = échéance : { $deadline }
