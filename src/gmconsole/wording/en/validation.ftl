# A file that does not fit its model (pydantic's validation errors), said again by error type:
# engine/validation.py. $key is the key path in the file (orders.0.squad), $value what it holds.
validation-at = { $key }: { $problem }
validation-separator = {"; "}
validation-more = and { $count } more
validation-other = invalid value ({ $detail })
validation-missing = missing key
validation-unknown-key = unknown key (misspelt?)
validation-integer = Input should be a valid integer, not { $value }
validation-number = Input should be a valid number, not { $value }
validation-text = Input should be a valid string (a text in quotes), not { $value }
validation-boolean = Input should be a valid boolean (true or false), not { $value }
validation-list = Input should be a valid list ([...]), not { $value }
validation-table = should be a table of keys, not { $value }
validation-one-of = should be { $expected }, not { $value }
validation-at-least = should be at least { $limit }, not { $value }
validation-more-than = should be more than { $limit }, not { $value }
validation-at-most = should be at most { $limit }, not { $value }
validation-less-than = should be less than { $limit }, not { $value }
validation-text-too-short = should have at least { $limit } { $limit ->
    [one] character
   *[other] characters
}
validation-text-too-long = should have at most { $limit } characters
validation-too-few = should have at least { $limit } { $limit ->
    [one] item
   *[other] items
}, not { $actual }
validation-too-many = should have at most { $limit } { $limit ->
    [one] item
   *[other] items
}, not { $actual }
validation-pattern = { $value } does not have the expected form ({ $pattern })
validation-tag = { $field } { $tag } is unknown; expected one of: { $expected }
validation-tag-missing = { $field }: missing key
validation-date = should be a date (2026-12-02), not { $value }
# an order the console's form could not read
validation-refused = { $problem }
# an order of the console's form refused, said where the GM sees it (engine/validation.py,
# form_lines): $where is the form's title, the field's label and the player ("Thief (Zoé),
# field "takes""), $problem what is wrong and how to fix it
validation-form-at = { $where }: { $problem }
validation-form-field = field "{ $field }"
validation-form-order = order { $kind }, key { $field }
validation-form-missing = to be filled in
validation-form-yes-no = should be yes or no, not { $value }
validation-form-list = should be a comma-separated list, not { $value }
