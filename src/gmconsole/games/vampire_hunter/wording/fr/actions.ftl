### La phrase de chaque ordre : le journal, « Saisi : », « Annulé : », « Rétabli : » et les lignes
### de la ligne de commande (gmconsole.engine.worded.describe_action).

## Le tour d'un chasseur (V-T-1, V-T-2, V-F-2, V-F-7, V-E-1, V-E-4)
action-hunt = { $hunter_gender ->
    [none] le chasseur
   *[other] { $hunter }
}{ $moves_count ->
    [0] {" "}reste sur place
   *[other] {" "}va à { $moves }
}{ $discard_count ->
    [0] {""}
   *[other] {", "}défausse { $discard }
}{ $make_room_count ->
    [0] {""}
   *[other] {", "}échangerait { $make_room } contre une récompense qu'il ne pourrait pas garder
}{ $heal_with_count ->
    [0] {""}
   *[other] {", "}se soigne avec { $heal_with }
}{ $use_count ->
    [0] {""}
   *[other] {", "}combat avec { $use }
}{ $reward_key ->
    [equipment] {", "}choisit l'équipement en récompense
    [heal] {", "}choisit les soins en récompense
   *[other] {""}
}{ $heal_when_dying ->
    [false] {", "}ne se soigne pas à l'agonie
   *[other] {""}
}
