### Whose order the GM waits for (the checklist's "awaiting" lines).

## The assassination (W-A, W-R-1, W-R-2)

awaiting-squads = the night's squads
awaiting-role-order = { $what ->
        [protection] protection
        [scan] scan
       *[question] question
    } ({ $role })

## The elections (W-E-1, W-E-7)

awaiting-election-vote = vote ({ $rank } election)
awaiting-new-lieutenant = new lieutenant for { $dead }

## The justice (W-J)

awaiting-accusation = accusation
awaiting-justice-vote = justice vote
awaiting-interrogation = interrogation ({ $role })
