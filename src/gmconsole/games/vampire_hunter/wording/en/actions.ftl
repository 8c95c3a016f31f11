### The sentence of each order: the journal, "Entered:", "Undone:", "Redone:" and the command
### line's lines (gmconsole.engine.worded.describe_action).

## A hunter's turn (V-T-1, V-T-2, V-F-2, V-F-7, V-E-1, V-E-4)
action-hunt = { $hunter_gender ->
    [none] the hunter
   *[other] { $hunter }
}{ $moves_count ->
    [0] {" "}stays where he is
   *[other] {" "}goes to { $moves }
}{ $discard_count ->
    [0] {""}
   *[other] {", "}discards { $discard }
}{ $make_room_count ->
    [0] {""}
   *[other] {", "}would swap { $make_room } for a reward he could not keep
}{ $heal_with_count ->
    [0] {""}
   *[other] {", "}heals with { $heal_with }
}{ $use_count ->
    [0] {""}
   *[other] {", "}fights with { $use }
}{ $reward_key ->
    [equipment] {", "}takes equipment as his reward
    [heal] {", "}takes healing as his reward
   *[other] {""}
}{ $heal_when_dying ->
    [false] {", "}does not heal when one wound from death
   *[other] {""}
}
