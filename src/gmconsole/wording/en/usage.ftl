# The command line's own words (gmconsole/cli_words.py): argparse's messages, each as
# argparse-<its words> with its %-placeholders kept for argparse, then the help of the commands
# and options (usage-<command>[-<option>]) and the arguments' placeholders (usage-metavar-<name>).
# Read only when help or a usage error is shown.

## argparse
argparse-conflicting-option-string-s = { $n ->
    [one] conflicting option string: %s
   *[other] conflicting option strings: %s
}
argparse-usage = usage:
argparse-argument-argument-name-s-message-s = argument %(argument_name)s: %(message)s
argparse-call-not-defined = .__call__() not defined
argparse-required-is-an-invalid-argument-for-positionals = 'required' is an invalid argument for positionals
argparse-mutually-exclusive-arguments-must-be-optional = mutually exclusive arguments must be optional
argparse-positional-arguments = positional arguments
argparse-options = options
argparse-subcommands = subcommands
argparse-unrecognized-arguments-s = unrecognized arguments: %s
argparse-ambiguous-option-option-s-could-match-matches-s = ambiguous option: %(option)s could match %(matches)s
argparse-r-is-not-callable = %r is not callable
argparse-invalid-choice-value-r-choose-from-choices-s = invalid choice: %(value)r (choose from %(choices)s)
argparse-can-t-open-filename-s-error-s = can't open '%(filename)s': %(error)s
argparse-cannot-merge-actions-two-groups-are-named-r = cannot merge actions - two groups are named %r
argparse-invalid-option-string-option-r-must-start-with-a-character-prefix-chars-r = invalid option string %(option)r: must start with a character %(prefix_chars)r
argparse-dest-is-required-for-options-like-r = dest= is required for options like %r
argparse-invalid-conflict-resolution-value-r = invalid conflict_resolution value: %r
argparse-cannot-have-multiple-subparser-arguments = cannot have multiple subparser arguments
argparse-expected-one-argument = expected one argument
argparse-expected-at-most-one-argument = expected at most one argument
argparse-expected-at-least-one-argument = expected at least one argument
argparse-invalid-type-s-value-value-r = invalid %(type)s value: %(value)r
argparse-prog-s-error-message-s = %(prog)s: error: %(message)s
argparse-conflicting-subparser-s = conflicting subparser: %s
argparse-unknown-parser-parser-name-r-choices-choices-s = unknown parser %(parser_name)r (choices: %(choices)s)
argparse-show-this-help-message-and-exit = show this help message and exit
argparse-the-following-arguments-are-required-s = the following arguments are required: %s
argparse-one-of-the-arguments-s-is-required = one of the arguments %s is required
argparse-expected-s-argument = { $n ->
    [one] expected %s argument
   *[other] expected %s arguments
}
argparse-conflicting-subparser-alias-s = conflicting subparser alias: %s
argparse-argument-with-mode-r = argument "-" with mode %r
argparse-not-allowed-with-argument-s = not allowed with argument %s
argparse-unexpected-option-string-s = unexpected option string: %s
argparse-ignored-explicit-argument-r = ignored explicit argument %r

## gmconsole
usage-description = Game-master console for play-by-post forum games.
usage-version = show the program's version and exit
usage-undo = take back the last applied step
usage-redo = apply again what was undone
## the commands and their options
usage-new = deal a new game from a scenario and a roster
usage-new-scenario = scenario file or name (a file of scenarios/, e.g. the name of a game)
usage-new-players = names one per line, or a TOML roster
usage-new-from-running = take over a game running elsewhere, as it stands: a TOML file with [state] and [[players]] (see docs/orders.md); instead of --players
usage-new-seed = the game's seed (default: a random one from `secrets`)
usage-new-save = where to save (default: saves/<game>-<date>.toml)
usage-new-estimate = also estimate the camps' chances for this roster size: GAMES simulated games by the heuristic players (default 300), with 95%% intervals
usage-status = turn, phase, players and what is missing
usage-status-json = machine-readable output
usage-status-gm = include every secret (camps, roles, knowledge)
usage-apply = apply the orders for the current step and resolve it
usage-apply-orders = orders TOML file (see docs/orders.md)
usage-apply-json = print the events and rolls as JSON
usage-replace = give a player's seat to another (role, knowledge, orders kept)
usage-replace-player = the player who leaves (name or alias)
usage-replace-by = the new player's forum name
usage-replace-alias = another name he goes by
usage-remove = take a player out of the game by the GM's decision
usage-remove-player = the player removed (name or alias)
usage-remove-announce = the post's wording (default: the game's)
usage-deadline = announce the deadline of the current step's call to vote or act
usage-deadline-deadline = as the players should read it ("mardi 21 h")
usage-deadline-at = a date and a time (2026-12-02 21:00), worded in the game's language ("mercredi 2 décembre à 21 h"), as the console's form does
usage-remind = a ready-to-paste reminder naming who has not voted or sent orders
usage-remind-format = the markup family
usage-remind-profile = the exact forum markup (default: the scenario's)
usage-export = the public post, the private messages or the GM summary, ready to paste
usage-export-turn = only this turn (--write: default the last turn played)
usage-export-phase = only this phase
usage-export-format = default: the scenario's markup
usage-export-profile = the exact forum markup (default: the scenario's)
usage-export-private = the private messages (all, in sending order, or one player's)
usage-export-gm = the GM summary: every secret and every die
usage-export-write = write every post to saves/<game>/posts/turn-NN/ and print the paths
usage-export-wording = your own wording: a .ftl file or a folder of them (default: saves/<game>/wording.ftl next to the save, if any; see docs/export.md)
usage-validate = check a scenario or a save and say what is wrong
usage-validate-accept = a save changed by hand that passes: write its new digest, so commands write on it again
usage-verify = recompute every logged roll from the seed and replay the journal
usage-knows = what a player knows (GM only)
usage-votes = read the votes in a pasted forum thread
usage-votes-thread = the thread's text, copied from the browser or as BBCode source
usage-votes-apply = enter the clear votes (undoable; nothing is resolved)
usage-votes-json = machine-readable output
usage-votes-ignore = a poster to skip (the GM's account)
usage-open = open a save in the console
usage-demo = open the demo game (copied into saves/demo.toml)
usage-demo-game = another game's demo (saves/demo-GAME.toml)
usage-serve = the console in a browser, for its GM only (see docs/cli.md)
usage-serve-save = open this save (default: the launcher)
usage-serve-host = address to listen on (default 127.0.0.1)
usage-serve-port = port (default 8000)
usage-serve-certfile = TLS certificate (needed beyond loopback)
usage-serve-keyfile = TLS private key (needed beyond loopback)
usage-serve-token = the secret to open the page (default beyond loopback: a random one)
usage-serve-public-url = the address browsers use, e.g. https://gm.example:8000
usage-simulate = play many games by the game's policy: the camps' chances
usage-simulate-scenario = scenario file or name
usage-simulate-players = number of players (default: the game's usual table)
usage-simulate-roster = a roster file (names, pins)
usage-simulate-games = games to play (default 200)
usage-simulate-seed = the run's seed (same seed, same results)
usage-simulate-jobs = processes (results do not depend on it)
usage-simulate-policy = how the players play: at random, or on what each one knows (heuristic)
usage-simulate-set = change a scenario setting
usage-simulate-sweep = run a setting over a range of whole numbers, with a chart
usage-simulate-json = the figures as JSON

## placeholders: upper case kept (FILE), a positional argument's name as it is (save)
usage-metavar-command = command
usage-metavar-file = file
usage-metavar-path = path
usage-metavar-games = games
usage-metavar-name = name
usage-metavar-text = text
usage-metavar-date = date
usage-metavar-time = time
usage-metavar-player = player
usage-metavar-seed = seed
usage-metavar-turn = turn
usage-metavar-phase = phase
usage-metavar-host = host
usage-metavar-port = port
usage-metavar-token = token
usage-metavar-key-value = key=value
usage-metavar-key-a-b = key=a..b
usage-metavar-scenario = scenario
usage-metavar-save = save
usage-metavar-orders = orders
usage-metavar-by = by
usage-metavar-deadline = deadline
usage-metavar-thread = thread
usage-metavar-game = game
