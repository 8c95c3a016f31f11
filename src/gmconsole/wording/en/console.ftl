# The console's words (English): every label the screens show, called by the code as
# L("key") and named here console-key (underscores become hyphens). A GM may change them
# in the wording override like any other message (docs/architecture.md, Wording).

## Launcher
console-launcher-title = gmconsole
console-launcher-sub = saves in { $folder }
console-new-game = New game
console-demo-game = Demo game
console-open = Open
console-quit = Quit
console-no-saves = No saves in { $folder } yet: start a new game (n) or open the demo (d).
console-col-file = Save
console-col-game = Game
console-col-turn = Turn
console-col-phase = Phase
# the saved time in a narrow launcher (the day before the month in French)
console-saved-short = { $month }-{ $day } { $time }
console-col-saved = Saved
console-unreadable = unreadable

## New game modal
console-scenario = Scenario
console-players-paste = Players, one per line, “Chloé (f)” for the gender (or a file)
console-players-file = Roster file (instead of the list), or a running game to take over (docs/orders.md)
console-seed = Seed (empty: a random one)
console-create = Create
console-new-keys = ctrl+s: create   esc: cancel
console-cancel = Cancel
console-no-scenarios = no scenario files found in ./scenarios
console-no-players = give the players: one name per line, or a roster file

## Game screen
console-turn = Turn
console-winner = winner
console-tab-roster = Roster
console-tab-orders = Orders
console-tab-dice = Dice
console-tab-post = Post
console-checklist = Steps of this phase
console-warnings = Warnings
console-resolve = Resolve
console-undo = Undo
console-redo = Redo
console-palette = Commands
console-saved-to = saved to { $path }
# a step undone or redone: its step and turn, then its orders ($what: the journal's line,
# action-step)
console-undone = Undone ({ $phase }, turn { $turn }): { $actions }
console-redone = Redone ({ $phase }, turn { $turn }): { $actions }
console-refused = Refused: { $why }
console-resolved = Resolved: { $what }
console-entered = Entered: { $what }
console-nothing-to-undo = nothing to undo
console-nothing-to-redo = nothing to redo
console-status-done = done
console-status-entered = entered
console-status-missing = to do
console-status-optional = optional
console-status-warning = warning
console-status-private = private

## Resolve modal
console-resolve-title = Resolve this step?
console-will-resolve = Will be resolved:
console-missing-orders = Missing orders:
console-resolve-later = Then, one ctrl+r each:
console-will-refuse = The rules refuse to resolve now:
console-confirm-keys = enter: resolve   esc: cancel
console-refuse-keys = esc: back to the orders
console-nothing-missing = none

## Roster
console-view-gm = GM view (every secret)
console-view-public = public view
console-view-player = what { $name } knows
console-filter = filter: type a name, camp or role
console-col-seat = #
console-col-name = Name
console-col-camp = Camp
console-col-roles = Roles
console-col-role = Role
console-col-alive = Alive
console-col-knows = Knows
console-col-seen-as = Known as
console-col-rank = Rank
console-col-influence = Influence
console-alive = alive
console-dead = dead
console-self = (self)
console-rows = { $shown }/{ $total } { $total ->
        [one] player
       *[other] players
    }

## Orders
console-orders-over = The game is over: { $winner } won.
console-leader = Leader
console-selected = { $n }/{ $size } selected
console-squad-ok = valid squad: press enter to propose it
console-squad-entered = proposed: { $members }
console-group-ok = valid choice: press enter to enter it
console-group-entered = entered: { $members }
console-add-member = type a name + enter to add or remove
console-not-voted = not voted: { $names }
console-all-voted = everyone voted
console-yes = yes
console-no = no
console-success = success
console-sabotage = sabotage
console-waiting = waiting
console-vote = Vote
console-choice = Choice
console-attempt = attempt
console-squad = squad
console-raw-orders = Orders as TOML (like an orders file); ctrl+s applies them
console-form-done = ✔ done
console-form-entered = ✔ entered
console-form-missing = ✘ to do
console-form-optional = optional
console-form-choose = { $field }: choose { $options }
console-form-field-missing = { $field }: a name is needed
# A ballot's key hint, said in parts joined by " · ": the candidates' keys (1 to 9 at most),
# each special option's key ("0: abstain"), then the typed form.
console-form-ballot-candidates = { $n ->
        [1] 1: candidate
       *[other] 1-{ $n }: candidate
    }
console-form-ballot-special = { $keys }: { $label }
console-form-ballot-typed = or type 'voter: vote'
console-apply = Apply

## Dice
console-col-when = When
console-col-purpose = Purpose
console-col-expr = Roll
console-col-result = Result
console-col-outcome = Outcome
console-col-audience = Audience
console-no-rolls = no rolls yet

## Post
console-post-turn = turn { $turn }
console-post-all = whole game
console-post-keys = m: BBCode/Markdown   t: this turn/whole game   s: public/GM/private   n/b: next/previous message   c: copy and write to a file   w: write every post file
console-copied = Copied to the clipboard and written to { $path }
console-written = { $n ->
        [one] Wrote { $n } post file
       *[other] Wrote { $n } post files
    } in { $path }
console-written-split = { $name } is over Discord's 2,000 characters: also in { $n } messages to send in order, { $first } to { $last }
console-posts-not-written = Posts not written: { $path }: { $why }. No file of this turn was changed.
console-post-public = public post
console-post-gm = GM summary (every secret, every roll)
console-post-private-all = private messages to send ({ $n }), in sending order
console-post-private-one = private message { $i }/{ $n }: { $name }
console-post-private-keys = n/b: next/previous message
console-post-empty = (nothing public yet)
console-post-fallback = (export module not available: plain list of public events)
console-post-failed = (the export failed: { $why })

## Keys (footer)
console-key-resolve = Resolve
console-key-undo = Undo
console-key-redo = Redo
console-key-quit = Quit
console-key-propose = Propose
console-key-view = GM/public
console-key-sort = Sort
console-key-filter = Filter
console-key-markup = BBCode/MD
console-key-scope = Turn/all
console-key-copy = Copy
console-key-new = New game
console-key-demo = Demo
console-key-open = Open
console-key-cancel = Cancel
console-key-create = Create
console-key-apply = Apply
console-key-tab = Tab
console-key-blur = Leave the field
console-key-panel = Hide/show the checklist
console-key-player-view = Player's view
console-key-kind = Public/GM/private
console-key-next-message = Next message
console-key-previous-message = Previous message
console-key-write = Write all
console-key-paste = Thread
console-key-read = Read
console-key-enter-votes = Enter votes
console-key-drop = Drop/restore
console-key-choose = Choose
console-key-edit = Type names
console-key-confirm = Confirm
console-key-next = Next to decide
console-key-reset = As read
console-key-keep = Keep
console-colon = :{" "}
console-journal = Journal
console-launcher = Back to the launcher
console-abstain = abstain
console-gm-only = GM only
console-nobody = nobody

## Vote import (paste the thread)
console-paste-thread = Paste the thread
console-paste-title = Paste the thread: { $ballot }
console-paste-hint = Copy the thread's pages from the browser (or their BBCode source) and paste them here (the terminal's paste, or ctrl+v). ctrl+s reads the votes, esc cancels.
console-read-votes = Read the votes
console-paste-empty = nothing pasted yet
console-paste-lines = { $n ->
        [one] { $n } line pasted
       *[other] { $n } lines pasted
    }
console-no-ballot = No vote on names is open now ({ $phase }): nothing to paste
console-no-votes-found = No vote found in the paste ({ $posts } { $posts ->
        [one] post
       *[other] posts
    } read): nothing entered. Paste the thread as copied from the browser (phpBB, Forumactif, SMF, XenForo, Discord, Discourse), its BBCode or a "Name: vote X" list (docs/vote-import.md)
console-import-cancelled = Vote import cancelled: nothing entered
console-imported = { $n ->
        [one] { $n } vote imported
       *[other] { $n } votes imported
    } from the thread ({ $ballot })
console-review-title = Votes read in the thread: { $ballot }
console-review-info = { $posts } { $posts ->
        [one] post
       *[other] posts
    } read ({ $format }), { $lines } { $lines ->
        [one] voter
       *[other] voters
    }
console-review-keys = d drop · 1-4 choose · e type · y confirm · n next to decide · ⌫ as read · enter: enter the votes · esc: cancel
console-col-posted = Posted by
console-col-wrote = Wrote
console-col-voter = Voter
console-col-vote = Vote
console-col-conf = Conf.
console-col-status = Status
console-col-problem = Problem
console-st-clear = clear
console-st-corrected = corrected
console-st-question = question
console-st-problem = problem
console-st-dropped = dropped
console-st-superseded = superseded
console-unvote = unvote
console-line-of = line { $line } of the paste
console-choose-voter = { $keys }, the voter is:
console-choose-vote = { $keys }, the vote is:
console-count-question = { $n ->
        [one] { $n } question
       *[other] { $n } questions
    }
console-count-problem = { $n ->
        [one] { $n } problem
       *[other] { $n } problems
    }
console-count-superseded = { $n } superseded
console-count-dropped = { $n } dropped
console-history = earlier: { $votes }
console-to-enter = { $n ->
        [one] { $n } vote to enter
       *[other] { $n } votes to enter
    }
console-questions-left = { $q ->
        [one] { $q } question
       *[other] { $q } questions
    } not decided: enter again to enter { $n ->
        [one] the one vote
       *[other] the { $n } votes
    } without { $q ->
        [one] it
       *[other] them
    } (or decide { $q ->
        [one] it
       *[other] them
    }: 1-4, e, d)
console-nothing-to-enter = no line can be entered as it is: decide the questions first
console-nothing-to-choose = nothing to choose on this line: e types the names
console-choose-first = the voter or the vote is not decided: choose (1-4) or type (e)
console-nothing-left = every line is decided
console-voter-undecided = the voter is not decided
console-vote-undecided = the vote is not decided
console-may-not-vote = { $name } may not vote here; the voters: { $voters }
console-not-candidate = { $name } is not a candidate
console-superseded-by = superseded by line { $row } ({ $name } voted later)
console-correct-title = Line { $n }: who voted, for what
console-correct-voter = Voter (a player)
console-correct-vote = Vote (a candidate, { $specials } or unvote)
console-correct-keys = enter: keep   esc: back
console-name-question = '{ $typed }' is close to { $names }: type more of the name
console-name-none = '{ $typed }' matches no player

## Issue 13: help, leaving, notes, copy, first minute
console-help = Help
console-help-what = What to enter
console-help-rules = The rules that apply
console-help-keys = Keys
console-page-keys = esc, F1 or ?: close
console-key-help = Help
console-key-close = Close
console-key-launcher = Launcher
console-export = Export: write the post files
console-draft-lost = Typed and not entered yet (it will be lost):
console-leave-anyway = Leave anyway
console-stay = Stay
console-leave-title = Back to the launcher?
console-quit-title = Quit?
console-last-result = Result
console-result-long-table = ({ $rows } rows: see the message, F5)
console-not-entered = Not entered (fix and press enter): { $items }
console-closest = closest: { $names }
console-unknown-name = '{ $typed }' matches no player
console-unknown-vote = '{ $typed }' is not a vote here
console-copy-sent = Sent to the terminal's clipboard (some terminals ignore it; tmux needs 'set-clipboard on'), and written to { $path }
console-copy-sent-browser = Sent to the browser's clipboard (the browser may ask for permission first, and allows it only over HTTPS or on this machine), and written to { $path }
console-save-name = Save file (in the saves folder)
console-save-name-hint = empty: <game>-<date>.toml
console-save-name-bad = '{ $name }': a file name only, without a folder
console-save-name-taken = { $name } already exists: choose another name
console-estimating = Estimating the camps' chances for { $n } { $n ->
        [one] player
       *[other] players
    } (simulated games)...
console-fm-title = New game of { $game }: the first minute
console-fm-save = Save file
console-fm-seed = Seed SHA-256
console-fm-seed-why = Publish it in the first post; the end-of-game post reveals the seed, and `gmconsole verify` lets anyone check every die.
console-fm-steps = To do now
console-fm-post = post the setup (F5: the public post; c copies it)
console-fm-cards = send the role cards (F5, s: the private messages; n/b from one to the next, c copies)
console-fm-cards-batches = send the role cards batch by batch, { $first } first (F5, s: the private messages, in sending order; n/b from one to the next, c copies)
console-fm-orders = then the first step's orders (F3)
console-fm-files = The messages are written, ready to paste, in { $folder }
console-bak-title = { $path } does not open
console-bak-problem = The save is damaged:
console-bak-holds = Its backup { $path } opens and holds:
console-bak-players = { $n ->
        [one] { $n } player
       *[other] { $n } players
    }
console-bak-last = last step entered on { $at } (UTC)
console-bak-keep = Restoring copies the backup over the save; the damaged file is kept as { $path }.
console-bak-restore = Restore the backup
console-bak-restored = Backup restored into { $path }
console-notes = Notes
console-note-player = GM's note on { $name }
console-note-turn = GM's note on turn { $turn }
console-turn-note = note
console-note-private = kept in the save, never exported
console-note-hint = a free note (empty: delete it)
console-note-keys = enter: keep   esc: cancel
console-note-kept = Note kept in the save (never exported)

## Palette
console-cmd-player = Player
console-cmd-show-row = show the row
console-cmd-view-as = View as

## Table changes (every game)
console-cmd-replace = Replace
console-cmd-replace-help = another player takes this seat: role, knowledge and orders kept
console-cmd-remove = Remove from the game
console-cmd-remove-help = the GM's decision (inactivity): out of the game, announced in your words
console-cmd-deadline = Deadline of the call
console-cmd-deadline-help = shown in the step's post and in the reminder
console-cmd-remind = Reminder
console-cmd-remind-help = who has not voted or sent orders, ready to paste
console-replace-title = Who takes { $name }'s seat?
console-replace-hint = The new player's forum name, then his other names, separated by commas (Zacharie, Zach)
console-remove-title = Remove { $name } from the game
console-remove-hint = The post's sentence, as you word it (empty: the game's sentence)
console-deadline-title = Deadline of the current call to vote or act
console-deadline-hint = As the players should read it (mardi 21 h)
console-remind-title = Reminder to post ({ $profile })
console-nobody-awaited = nobody is awaited at this step: no reminder to post
console-replaced = { $new } replaces { $old }
console-removed = { $name } removed from the game
console-deadline-set = deadline: { $deadline }
console-ask-ok = OK
console-replace-form-title = Replace a player (seat, role and knowledge go to the new one)
console-remove-form-title = A player removed from the game by the GM's decision
console-seat-player-label = Player (a name or the start of one; → completes)
console-seat-pick-player = choose a living player (start typing a name: → completes it)
console-seat-no-player = '{ $typed }' is no living player; did you mean { $close }?
console-replace-new-label = New player's forum name
console-replace-aliases-label = His other names (optional, separated by commas: Zach, zach.bzh)
console-replace-need-name = write the new player's name
console-replace-taken = { $new } is already a player's name ({ $taken }): choose another
console-remove-words-label = The post's sentence
console-remove-default = empty: the game's sentence
console-deadline-date-label = Date
console-deadline-date-hint = 2026-12-02, 2/12/2026 or 2/12
console-deadline-time-label = Time
console-deadline-words-label = Or your own words (optional)
console-deadline-words-hint = used instead of the date and time: ce soir à 22 h
console-deadline-preview = The post will say: { $deadline }
console-deadline-bad-date = '{ $typed }' is not a date: write 2026-12-02, 2/12/2026 or 2/12
console-deadline-bad-time = '{ $typed }' is not a time: write 21:00, 21 h or 21h30
console-cmd-replace-any = Replace a player…
console-cmd-remove-any = Remove a player…
console-no-removal = No player can be removed from this game: { $why }
console-ask-empty = write something, or escape to cancel
console-close = Close

## One writer at a time, failed writes (see tui/session.py)
console-read-only = read-only
console-unsaved = not saved
console-unsaved-lost = The game could not be written to { $path }: leaving loses its last orders. Stay, and save it under another name (palette, ctrl+p: "Save the game under another name"), or make room and enter the next order to retry.
console-ro-other-console = Another console has this game open ({ $who }): it is open here read-only.
console-ro-edited = { $path } was changed outside gmconsole: it is open read-only. `gmconsole validate { $path }` checks it; if it passes, `gmconsole validate --accept { $path }` accepts the change.
console-ro-unsound = { $path } does not replay as saved: it is open read-only. `gmconsole validate { $path }` lists the problems.
console-ro-changed = { $path } was changed by another program and not reloaded: read-only until you reload it (command palette).
console-ro-cannot-write = This folder cannot be written ({ $why }): the game is open read-only. Make the folder writable (chmod u+w) and open it again, or save it under another name (command palette).
console-ro-read-only-file = { $path } is read-only: the game is open read-only. Make the file writable (chmod u+w) and open it again, or save it under another name (command palette).
console-ro-refused = Read-only, nothing was changed: { $why }
console-save-busy = The save is busy (another program is writing it): nothing was changed; try again in a moment.
console-changed-title = The save was changed by another program
console-changed-body = { $path } was written by another program (the command line?) since this console read it. Nothing was changed here, and nothing will be written over it. Reload it to go on from what is on disk.
console-changed-unsaved = The changes this console could not save will be lost: save them under another name first.
console-reload = Reload
console-reload-cmd = Reload the save from disk
console-keep-read-only = Keep read-only
console-reloaded = Reloaded from { $path }
console-typed-nowhere = '{ $typed }': nothing takes typing here; ctrl+r resolves the step, F1 says what it takes
console-reload-failed = could not reload: { $why }
console-write-failed-title = The save could not be written
console-write-failed-body = { $path }: { $cause }. The game is kept in memory, nothing is lost: save it under another name below, or fix the cause (room on the disk, the folder's or the file's rights: chmod u+w) and retry.
console-save-as = Save as
console-save-as-cmd = Save the game under another name
console-retry = Retry
console-saved-as = saved to { $path }; the game goes on there
console-cause-disk-full = the disk is full
console-cause-file-size = the file-size limit was reached
console-cause-read-only = the folder is on a read-only file system
console-cause-permission = permission denied
console-cause-read-only-file = the file is read-only
console-cause-no-folder = the folder does not exist

## The balance simulator (tui/screens/simulator.py): a sweep over a setting, its table and chart
console-key-simulate = Simulate
console-cmd-simulate = Balance simulator: a setting over a range of values
console-cmd-simulate-help = the camps' chances, a line per camp (F6)
console-key-sim-back = Cancel/close
console-key-sim-run = Run
console-sim-title = Balance simulator: { $scenario }
console-sim-setting = Setting
console-sim-setting-option = { $setting } (now { $value })
console-sim-setting-unset = { $setting } (not set)
# under the list, dimmed: the chosen setting's key in the scenario file
console-sim-key = key in the scenario: { $toml } (--set, --sweep)
console-sim-from = from
console-sim-to = to
console-sim-games = games per value
console-sim-players = players
console-sim-policy = Simulated players
console-sim-seed = seed
console-sim-run = Run
console-sim-hint = Each value of the setting is played by the players chosen; Escape cancels a run, then closes this screen.
console-sim-no-settings = This scenario has no whole-number setting to vary.
console-sim-no-policy = This game declares no simulated players.
console-sim-bad-number = { $field }: a whole number of at least { $least }, not '{ $value }'
console-sim-bad-range = the first value ({ $low }) is above the last ({ $high })
console-sim-too-many = { $n } values: a sweep runs { $most } at most
console-sim-too-many-games = { $n } games per value: { $most } at most
console-sim-progress = “{ $setting }” = { $value } (value { $n } of { $count })…
console-sim-value = value
console-sim-done = Done: { $count } { $count ->
    [one] value
   *[other] values
} of “{ $setting }”, { $games } { $games ->
    [one] game
   *[other] games
} each (95% intervals under the rates).
console-sim-cancelled = Simulation cancelled: { $n } of { $count } values simulated.
console-sim-failed = The simulation stopped: { $why }
console-sim-length = mean length
console-sim-turns = { $turns } { $n ->
    [one] turn
   *[other] turns
}
console-new-simulate-hint = F6: the balance simulator, a setting of the scenario over a range of values
