### Refusals: why an order or a resolution is refused.

## cli.py

no-vote-on-names-open-game = no vote on names is open: the game is at { $phase }
no-clear-vote-enter = no clear vote to enter

## state.py

no-living-player-pass = no living player to pass to
unknown-player = unknown player { $name }
unknown-player-2 = unknown player { $name }

## base.py

cannot-be-taken-over-from-running = { $name } cannot be taken over from a running game yet
player-has-empty-name = a player has an empty name
reads-same-as-names-aliases-must = { $spelling } ({ $name }) reads the same as { $seen }: names and aliases must differ once accents and case are ignored
twice-roster = { $name } is twice in the roster
no-player-can-be-removed-from = no player can be removed from { $name }: { $no_removal }

## seats.py

not-name-write-new-player-forum = { $new } is not a name: write the new player's forum name
out-game-nobody-can-take-seat = { $name } is out of the game: nobody can take his seat
already-holds-this-seat = { $new } already holds this seat
also-word-game-role-camp-phase = { $value } is also a word of the game (a role, a camp or a phase): this replacement cannot be made safely
already-out-game = { $name } is already out of the game
deadline-empty-write-it-as-players = the deadline is empty: write it as the players should read it ("mardi 21 h")
already-names-choose-another-name = { $typed } already names { $taken }: choose another name

## game.py

no-orders-apply = no orders to apply
nothing-undo = nothing to undo
nothing-redo = nothing to redo
game-over-won = the game is over: { $winner } won
too-long-has-at-most-characters = { $key }: { $text } is too long: a { $what } has at most { $limit } characters
this-game-journal-was-played-under = this game's journal was played under revision { $rules_revision } of the { $name } rules, and this version (revision { $revision }) replays it differently, so its steps cannot be taken back; the game itself goes on

## orders.py

## A step neither the scenario nor the game names (engine.worded.step_name): the setup.
step-setup = setup

these-orders-are-for-step-but = these orders are for the { $step } step but the game is at the { $now } step
these-orders-are-for-turn-but = these orders are for turn { $turn } but the game is at turn { $turn2 }

## errors.py
unknown-player-did-you-mean = unknown player { $name }; did you mean { $suggestions }?

## cli.py: how the command line reports a refusal

cli-refused = refused: { $why }
cli-nothing-changed = nothing was changed.

cli-warning = warning: { $why }
