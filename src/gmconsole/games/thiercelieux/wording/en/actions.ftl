### The sentence of each order: the journal, "Entered:", "Undone:", "Redone:" and the command
### line's lines (gmconsole.engine.worded.describe_action). $player holds the card ($role, its
### name), $player_gender is his gender (none: nobody holds the card any more).

## The votes (T-S-4, T-D-5): "Alice → Bob", an abstention said as one.
action-captain-votes = { $role }'s election: { $votes }
action-captain-votes-votes-none = abstention
action-votes = village vote: { $votes }
action-votes-votes-none = abstention
action-captain = { $name } is appointed { $role }

## The night (T-N-1 to T-N-7)
action-thief = { $player_gender ->
    [none] the { $role }
   *[other] { $player } ({ $role })
} { $take ->
    [0] keeps his card
   *[other] takes middle card { $take }
}
action-cupid = { $player_gender ->
    [none] { $role }
   *[other] { $player } ({ $role })
} makes { $lovers } lovers
action-seer = { $player_gender ->
    [none] the { $role }
   *[other] { $player } ({ $role })
} looks at { $target }'s card
action-werewolves = { $victim_count ->
    [0] { $role } devour nobody
   *[other] { $role } choose { $victim }
}{ $asleep_count ->
    [0] {""}
    [one] {", "}{ $asleep } stays asleep
   *[other] {", "}{ $asleep } stay asleep
}{ $little_girl_outcome_key ->
    [caught] {", "}the { $girl } spies and is caught
    [learns] {", "}the { $girl } spies and recognises a werewolf
    [nothing] {", "}the { $girl } spies and sees nothing
   *[other] { $little_girl_spies ->
        [true] {", "}the { $girl } spies
       *[other] {""}
    }
}
action-witch = { $player_gender ->
    [none] the { $role }
   *[other] { $player } ({ $role })
} { $heal ->
    [true] saves the victim{ $poison_count ->
        [0] {""}
       *[other] {" "}and poisons { $poison }
    }
   *[other] { $poison_count ->
        [0] uses no potion
       *[other] poisons { $poison }
    }
}

## The deaths (T-D-2)
action-shoot = { $player_gender ->
    [none] the { $role }
   *[other] { $player } ({ $role })
}, dying, { $target_count ->
    [0] shoots nobody
   *[other] shoots { $target }
}
