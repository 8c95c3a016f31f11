### Les ordres que le MJ attend (les lignes « en attente » de la liste de contrôle).

## L'assassinat (W-A, W-R-1, W-R-2)

awaiting-squads = escouades de la nuit
awaiting-role-order = { $what ->
        [protection] protection
        [scan] espionnage
       *[question] question
    } ({ $role })

## Les élections (W-E-1, W-E-7)

awaiting-election-vote = vote (élection : { $rank })
awaiting-new-lieutenant = choix { $display_lieutenant_gender ->
        [f] de la nouvelle
       *[other] du nouveau
    } { $lieutenant } à la place { DE($dead) }

## La justice (W-J)

awaiting-accusation = accusation
awaiting-justice-vote = vote de justice
awaiting-interrogation = interrogatoire ({ $role })
