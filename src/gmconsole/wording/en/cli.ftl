# What the command line prints about a game (issue 11, point 3): in the game's language once a
# save or a scenario is read. Messages that come before any game is known are in the
# environment's language (engine/language.py, French first; its usage and --help: usage.ftl).

## status: the frame around the game's own words
status-header = { $scenario } — turn { $turn }, { $phase }
status-game-over = GAME OVER: { $winner } won ({ $rule })
status-dead = (dead)
status-dead-with-words = ({ $words }, dead)
status-step = { $mark } { $label }
status-step-detail = { $mark } { $label }: { $detail }
status-section = { $title }:
step-done = [done]
step-entered = [entered]
step-missing = [to do]
step-optional = [optional]
step-warning = [warning]
step-private = [private]

## notes and warnings
cli-note = note: { $text }
cli-error = error: { $why }
cli-edited-warning = warning: { $path } was changed outside gmconsole (its digest does not match); `gmconsole validate { $path }` checks it, and no command writes on it until then

## new
cli-new-game = new game of { $scenario } with { $count } players, saved to { $path }
cli-taken-over = game of { $scenario } taken over at turn { $turn } with { $count } players, saved to { $path }
cli-seed-digest = seed SHA-256 (publish it now, reveal the seed at the end): { $digest }

## undo, redo

## remind, export
cli-nobody-awaited = nobody is awaited at this step: no reminder to post
cli-no-private-message = { $player } has no private message for this selection
cli-nothing-public = nothing public for this selection
cli-discord-split = { $file } is over Discord's 2,000 characters: also written as { $count } messages to send in order, { $first } to { $last }
cli-discord-messages = { $count } Discord messages (at most { $limit } characters each)
cli-discord-message = === Discord message { $n }/{ $count } ===

## validate, verify
cli-valid-save = { $path }: a valid save of { $scenario }, turn { $turn }, { $phase }
cli-valid-scenario = { $path }: a valid { $game } scenario ({ $scenario })
cli-edited-accept = it was changed outside gmconsole: `gmconsole validate --accept { $path }` writes its new digest so that commands write on it again
cli-no-digest = it has no digest yet (an older save): the first command that writes it adds one, or `gmconsole validate --accept { $path }` now
cli-accepted = accepted: { $path } rewritten with its digest (the previous file is kept as .bak)
cli-mismatch = mismatch: { $problem }
cli-verify-problems = { $problems } problem(s) in { $rolls } rolls and { $steps } steps
cli-verify-ok = all { $rolls } rolls recomputed from the seed and { $steps } steps replayed: everything matches
cli-verify-ok-older = all { $rolls } rolls recomputed from the seed and { $steps } steps not replayed (older rules): everything matches
cli-verify-dice = dice derivation: { $dice }; rules: { $rules } revision { $revision }
cli-verify-seed = seed SHA-256: { $digest }
cli-older-rules = note: this game was played under revision { $revision } of the { $rules } rules (this gmconsole has revision { $current }): its dice were checked under { $dice }, its journal was not replayed under today's rules

## knows
cli-knows-nothing = { $player } knows nothing about anyone yet
cli-knows = { $player } knows { $about } as { $seen } (turn { $turn }, { $source })

## the journal: who reads an event, and a roll
journal-roll = roll { $purpose }: { $expr } -> { $outcome }

## the dice expressions, as people read them
dice-expr-die = 1d{ $sides }
dice-expr-perm = perm { $n }
dice-expr-sample = sample { $k } of { $n }
# between the words of a player's line: "(Knight; Master of Coin)"
status-separator = {"; "}
cli-file-problem = { $path }: { $problem }
# a chance roll's outcome (recorded in English as "24 <= 33: yes")
dice-outcome-yes = { $roll } <= { $threshold }: yes
dice-outcome-no = { $roll } > { $threshold }: no
save-backup-hint = { $problem }. The previous version is in { $backup }: `gmconsole validate { $backup }` checks it
# a roll of the steps apply prints
cli-roll = roll { $purpose }: { $expr } -> { $outcome }

## the command line's own problems (before a game is known: the environment's language)
cli-deadline-text-or-at = give the deadline as TEXT ("mardi 21 h") or with --at DATE TIME, not both
cli-deadline-bad-date = --at: { $typed } is not a date: write 2026-12-02, 2/12/2026 or 2/12
cli-deadline-bad-time = --at: { $typed } is not a time: write 21:00, 21 h or 21h30
cli-estimate-whole = --estimate takes a whole number of games of at least 1, e.g. --estimate 300
cli-profile-not-format = --profile { $profile } is not a { $format } profile
cli-accept-save-only = --accept is for a save (this file has no schema_version)
cli-save-exists = already exists and is not a sound save ({ $problem }); nothing was written: choose another --save path
cli-event-does-not-fit = journal: an event does not fit its game ({ $problem }); `gmconsole validate { $path }` names the key
cli-write-failed = error: { $path }: could not be written: { $cause }; the file on disk is as it was before this command
cli-not-written = { $path }: could not be written: { $cause }
write-cause-disk-full = the disk is full
write-cause-file-size = the file-size limit was reached
write-cause-read-only = the folder is on a read-only file system (choose a folder elsewhere)
write-cause-permission = permission denied (make the folder writable, chmod u+w, or choose another folder)
write-cause-read-only-file = the file is read-only (make it writable, chmod u+w, to go on, or copy it elsewhere)
write-cause-no-folder = the folder does not exist
# a save another program is writing (exit 5)
cli-busy = busy: { $path }: the save is busy: { $who } is writing it; try again in a moment (nothing was changed)
cli-busy-holder = { $program } (pid { $pid } on { $host }, since { $since })
cli-busy-another = another gmconsole
# demo: its options
demo-none-for-game = the game { $game } has no demo
demo-none = no installed game has a demo
cli-votes-no-format = no known format
cli-votes-read = { $ballot }: { $posts ->
        [one] { $posts } post read
       *[other] { $posts } posts read
    } ({ $format }), { $clear ->
        [one] { $clear } clear vote
       *[other] { $clear } clear votes
    }, { $left } for the GM to decide
cli-votes-line-problem = { $line }: { $problem }
cli-votes-entered = entered { $n ->
        [one] { $n } vote
       *[other] { $n } votes
    } (`gmconsole undo` takes them back); the step is not resolved yet
cli-votes-unvote = unvote
cli-votes-abstain = abstention
cli-version-unknown = unknown (not installed)
cli-whole-number = whole number
# export --turn, --phase: a turn or a phase the game has not (cli.py, _export_step)
cli-turn-unknown = turn { $turn } does not exist in this game, which is at turn { $current }: give --turn from { $first } to { $last }
cli-turn-unknown-setup = turn { $turn } does not exist in this game, which is at turn { $current }: give --turn from 0 (the setup) to { $last }
cli-phase-unknown = phase { $phase } was not played in this game: give --phase among { $phases }
