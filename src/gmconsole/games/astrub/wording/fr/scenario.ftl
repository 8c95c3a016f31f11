# Les vérifications propres d'un fichier de scénario (le validateur du modèle de scénario) : dites
# dans la langue du scénario quand le fichier est refusé (engine/validation.py, invalid).
scenario-key-not-a-count = { $table }.{ $key } : une clé doit être un nombre de joueurs
scenario-counts-differ = spies et squad_sizes doivent couvrir les mêmes nombres de joueurs ; un seul des deux a { $only }
scenario-spies-count = spies.{ $key } : { $count } { $count ->
    [one] espion
   *[other] espions
} pour { $key } joueurs ; mettez de 1 à { $most }
scenario-sizes-count = squad_sizes.{ $key } : { $sizes } { $sizes ->
    [one] taille
   *[other] tailles
} données, il en faut { $missions } (une par mission)
scenario-squad-too-big = squad_sizes.{ $key } : une escouade de { $size } pour { $mission } ne peut pas être formée avec { $key } joueurs
scenario-fails-at = missions.{ $mission }.fails_at : il faut { $fails } { $fails ->
    [one] sabotage
   *[other] sabotages
} mais l'escouade pour { $key } joueurs n'a que { $size } { $size ->
    [one] membre
   *[other] membres
}
scenario-wins-needed = options.wins_needed : en { $missions } missions, un camp n'atteint pas toujours { $wins } { $wins ->
    [one] victoire
   *[other] victoires
}
# la valeur d'un ordre qui n'est pas un des mots que le jeu lit
order-not-a-vote = { $value } n'est pas un vote : écrivez oui ou non
order-not-a-mission-choice = { $value } n'est pas un choix de mission : écrivez réussite ou sabotage
