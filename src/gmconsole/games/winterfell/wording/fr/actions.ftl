### La phrase de chaque ordre : le journal, « Saisi : », « Annulé : », « Rétabli : » et les lignes
### de la ligne de commande (gmconsole.engine.worded.describe_action). $role, $weapon, $passage,
### $pie_name : les noms du scénario (ceux de Meereen à Meereen).

## Les assassinats (W-A-1 à W-A-13, W-R-1, W-R-2)
action-squad = escouade { $members } contre { $target }{ $lookout_count ->
    [0] {""}
   *[other] {" "}(guetteur : { $lookout })
}{ $sword ->
    [true] {", "}avec { $weapon }
   *[other] {""}
}
action-remove-squad = escouade { $index } retirée
action-sword = { $weapon } confiée à { $bearer }
action-passage = { $passage } : { $wolves_count ->
    [0] les deux { $display_wolf_plural } les plus influents
   *[other] { $wolves }
}
action-ben = { $role } protège { $protects }
action-reek = { $role }{ $reek_count ->
    [0] {""}
   *[other] {" "}({ $reek })
} sonde { $scans }
action-greenseer = { $role } demande le rôle { DE($asks) }
action-abel = { $role } demande le rôle { DE($asks) }
action-pie = { $role } { $torture ->
    [false] ne fait pas { $pie_name }
   *[other] fait { $pie_name }
}
action-no-assassination = aucun assassinat

## La justice (W-J-1 à W-J-6)
action-accuse = { $by } accuse { $accused }
action-justice-votes = vote de justice : { $votes }
action-justice-votes-votes-revolt = révolte
action-justice-votes-votes-abstain = abstention
action-interrogate = { $role } interroge { $target }

## Les élections (W-E-1, W-E-7, W-E-10)
action-election-votes = vote des élections : { $votes }
action-election-votes-votes-abstain = abstention
action-new-lieutenant = { $cub } remplace { $dead } comme { $role }
action-guess = pronostic { DE($by) }{ $cub_count ->
    [0] {""}
   *[other] {", "}{ $cub_role } : { $cub }
}{ $lieutenant_count ->
    [0] {""}
   *[other] {", "}{ $lieutenant_role } : { $lieutenant }
}{ $ghost_count ->
    [0] {""}
   *[other] {", "}{ $ghost_role } : { $ghost }
}
