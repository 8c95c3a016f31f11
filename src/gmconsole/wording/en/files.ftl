# A file's own checks (not its model's), said in the language of the scenario it belongs to
# (engine/validation.py, file_problem).
file-game-missing = game: missing key (the name of the game, one of: { $games })
file-game-unknown = game: unknown game { $name }; known games: { $games }
file-roster-no-players = players: missing; write one [[players]] table per player with a name
file-roster-not-a-table = players.{ $i }: expected a table with a name
file-roster-no-names = no player names (write one name per line)
file-roster-bad-gender = { $at }: “{ $line }”: write the gender as (f) or (m) after the name, “Chloé (f)”
file-orders-unknown-key = { $key }: unknown key; an orders file has { $known }
file-orders-not-valid = { $key }: { $value } is not valid; write { $key } = { $example }
file-orders-true-false = true or false
file-orders-as-tables = orders: write each order as an [[orders]] table with a kind
file-orders-none = no orders (add [[orders]] tables, or resolve = true)
file-save-edited = digest: the save was changed outside gmconsole (its digest does not match its content), so nothing was written. `gmconsole validate { $path }` replays it in full; if it passes, `gmconsole validate --accept { $path }` accepts the change
file-state-does-not-fit = state: does not fit its scenario and roster ({ $kind }: { $detail })
file-save-newer-rules = rules_revision: { $revision } is newer than this gmconsole's rules (revision { $current } of { $rules }): a newer gmconsole wrote it
file-save-version = schema_version: { $version } is not a save version this gmconsole reads (1 to { $latest }; a newer gmconsole wrote it?)
file-save-no-version = schema_version: missing key; this file is no gmconsole save, which writes schema_version at the top of every save (its backup, .bak, may be intact)
file-save-empty = the file is empty: it is no gmconsole save (its backup, .bak, may be intact)
file-save-dice = dice: unknown dice derivation { $dice } (this gmconsole knows { $known })
# a file that cannot be read, before its game is known (gmconsole/tomlio.py, scenarios.py)
file-save-no-state = no [state] table: this is not a gmconsole save
file-no-such-file = no such file
file-cannot-be-read = cannot be read ({ $why })
file-is-a-folder = is a folder, not a file: give the path of a file
file-not-readable = cannot be read: permission denied; make the file and its folder readable (chmod u+r, and u+x for the folder) or copy it elsewhere
file-not-utf8 = is not UTF-8 text (byte { $byte }, line { $line })
file-integer-too-large = an integer is too large (TOML integers are 64-bit: at most 19 digits)
file-integer-too-large-at = line { $line }: an integer of { $digits } digits is too large (TOML integers are 64-bit: at most 19 digits)
file-integer-too-large-key = { $key }: the integer is too large (TOML integers are 64-bit: at most 19 digits)
file-no-such-scenario = no such scenario file (give a path, or one of: { $known })
game-unknown = unknown game { $name }; known games: { $games }
game-none = none
game-cannot-load = the game { $name } is installed but cannot be loaded: { $why }
file-at-line = line { $line }
file-too-long-name = { $value } ({ $count } characters) is too long: a name has at most { $limit } characters (scenario setting max_name_length)
file-too-long-name-at = { $key }: { $value } ({ $count } characters) is too long: a name has at most { $limit } characters (scenario setting max_name_length)
file-name-control = { $value } holds a control character ({ $char }): a name may not; remove it
file-name-control-at = { $key }: { $value } holds a control character ({ $char }): a name may not; remove it
file-too-long-text = { $value } ({ $count } characters) is too long: a text has at most { $limit } characters (scenario setting max_text_length)
file-too-long-text-at = { $key }: { $value } ({ $count } characters) is too long: a text has at most { $limit } characters (scenario setting max_text_length)
file-running-not-toml = a running game is a TOML file with [state] and [[players]] (see docs/orders.md)
file-running-unknown-key = { $key }: unknown key; a running game has [state] and [[players]]
file-running-state-not-table = state: expected a table ([state])
wording-file-unknown-table = [{ $section }]: unknown table; a wording file has [events] and [labels]
wording-file-not-text = { $key }: must be a text in quotes
wording-file-not-a-name = { $key }: not a message name
wording-file-not-placeholder = {"{"}{ $field }{"}"} is not a placeholder: use a plain name such as {"{"}leader{"}"}
wording-file-format = {"{"}{ $field }{"}"}: a format (after : or !) is no longer read; write {"{"}{ $field }{"}"}
wording-file-brace = a brace has no partner: write {"{{"} or {"}}"} for a brace itself
wording-file-in = { $key }: { $problem } (in { $text })
wording-file-not-fluent = line { $line }: not valid Fluent (error { $code }) (in { $text })
wording-file-unknown-key = { $key }: no shipped message has this key
wording-file-unknown-key-close = { $key }: no shipped message has this key; did you mean { $close }?
wording-file-no-ftl = holds no .ftl file (a wording override is a .ftl file or a folder of them)
