# A file that is not TOML (gmconsole/tomlio.py, toml_problem): tomllib's own message, said again
# in the reader's language with its line and column. toml-<...>: one a message of tomllib
# (TOML_MESSAGES); $value is the key or the character it names.
file-not-toml = not valid TOML: { $why } (at { $where })
file-not-toml-other = not valid TOML: { $message } (at { $where })
toml-at = line { $line }, column { $column }
toml-at-end = end of document, line { $line }: is the file cut short?
toml-invalid-statement = Invalid statement
toml-expected-newline = Expected newline or end of document after a statement
toml-expected = Expected { $value }
toml-invalid-character = Found invalid character { $value }
toml-declared-twice = Cannot declare { $value } twice
toml-overwrite = Cannot overwrite a value
toml-table-end = Expected ']' at the end of a table declaration
toml-immutable = Cannot mutate immutable namespace { $value }
toml-array-table-end = Expected ']]' at the end of an array declaration
toml-redefined = Cannot redefine namespace { $value }
toml-expected-equals = Expected '=' after a key in a key/value pair
toml-key-start = Invalid initial character for a key part
toml-unclosed-array = Unclosed array
toml-duplicate-key = Duplicate inline table key { $value }
toml-unclosed-table = Unclosed inline table
toml-unescaped-backslash = Unescaped '\' in a string
toml-invalid-hex = Invalid hex value
toml-not-a-character = Escaped character is not a Unicode scalar value
toml-unterminated-string = Unterminated string
toml-illegal-character = Illegal character { $value }
toml-invalid-date = Invalid date or datetime
toml-invalid-value = Invalid value
