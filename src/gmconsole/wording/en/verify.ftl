# What `verify` finds wrong in a save (engine/game.py, Game.verify): recorded in English, said in
# the game's language. $key is a roll's key, $purpose its sentence, $entry a journal entry.
# A journal entry ($entry below): the setup, or its turn, its step and its orders.
verify-entry-setup = setup
verify-entry = turn { $turn }, { $phase }, "{ $actions }"
verify-seed = seed: the seed does not match the published SHA-256 commitment (seed_sha256)
verify-roll-unreadable = roll { $key }: { $problem }
verify-roll-mismatch = roll { $key } ({ $purpose }): logged { $logged }, recomputed { $again }
verify-no-deal = roster: the game can no longer be dealt: { $problem }
verify-no-replay = journal.{ $i }: no longer replays ({ $entry }): { $problem }
verify-difference = { $where }: saved { $saved }, replayed { $replayed }
verify-difference-top = (top level): saved { $saved }, replayed { $replayed }
verify-nothing = nothing
verify-table-of = a table of { $count } keys
verify-list-of = a list of { $count }
verify-integer-too-large = (an integer too large to print)
verify-filed-elsewhere = { $difference } (the entry is filed under another step than it was played at)
verify-rolls-differ = { $difference } ({ $entry }: the replayed rolls differ from the logged ones)
verify-events-differ = { $difference } ({ $entry }: the replayed events differ from the logged ones)
verify-state-differs = { $difference } (the replayed state differs from the saved state: was the save edited by hand?)
# a roll that cannot be recomputed (a save edited by hand)
dice-error-expression = unknown roll expression { $expr }
dice-error-sample = cannot sample { $k } of { $m }
dice-error-too-large = roll expression { $expr }: shuffles and draws among { $most } at most
dice-error-derivation = unknown dice derivation { $name } (this gmconsole knows { $known })
# a save written before saves were sealed, whose replay does not match: nothing is written on it
save-unsound = { $problems }. Nothing was written; `gmconsole validate { $path }` lists every problem
