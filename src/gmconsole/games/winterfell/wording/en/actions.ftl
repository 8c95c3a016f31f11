### The sentence of each order: the journal, "Entered:", "Undone:", "Redone:" and the command
### line's lines (gmconsole.engine.worded.describe_action). $role, $weapon, $passage, $pie_name:
### the scenario's names (Meereen's in Meereen).

## The assassinations (W-A-1 to W-A-13, W-R-1, W-R-2)
action-squad = squad { $members } against { $target }{ $lookout_count ->
    [0] {""}
   *[other] {" "}(lookout: { $lookout })
}{ $sword ->
    [true] {", "}with { $weapon }
   *[other] {""}
}
action-remove-squad = squad { $index } withdrawn
action-sword = { $weapon } handed to { $bearer }
action-passage = { $passage }: { $wolves_count ->
    [0] the two most influential { $display_wolf_plural }
   *[other] { $wolves }
}
action-ben = { $role } protects { $protects }
action-reek = { $role }{ $reek_count ->
    [0] {""}
   *[other] {" "}({ $reek })
} scans { $scans }
action-greenseer = { $role } asks for { $asks }'s role
action-abel = { $role } asks for { $asks }'s role
action-pie = { $role } { $torture ->
    [false] makes no { $pie_name }
   *[other] makes { $pie_name }
}
action-no-assassination = no assassination

## Justice (W-J-1 to W-J-6)
action-accuse = { $by } accuses { $accused }
action-justice-votes = justice vote: { $votes }
action-justice-votes-votes-revolt = revolt
action-justice-votes-votes-abstain = abstention
action-interrogate = { $role } interrogates { $target }

## The elections (W-E-1, W-E-7, W-E-10)
action-election-votes = election vote: { $votes }
action-election-votes-votes-abstain = abstention
action-new-lieutenant = { $cub } replaces { $dead } as { $role }
action-guess = guess by { $by }{ $cub_count ->
    [0] {""}
   *[other] {", "}{ $cub_role }: { $cub }
}{ $lieutenant_count ->
    [0] {""}
   *[other] {", "}{ $lieutenant_role }: { $lieutenant }
}{ $ghost_count ->
    [0] {""}
   *[other] {", "}{ $ghost_role }: { $ghost }
}
