# Les vérifications propres d'un fichier de scénario (les validateurs du modèle de scénario) :
# dites dans la langue du scénario quand le fichier est refusé (engine/validation.py, invalid).
scenario-cubs-min-above-max = cubs_per_lieutenant_min est plus grand que cubs_per_lieutenant_max
scenario-wolf-rank = wolf_ranks : { $rank } n'est pas un rang que les { $display_wolf_plural } peuvent tenir (captain, knight, guard)
scenario-reek-sum = reek_percent : donnez le pourcentage de 0, 1, 2... rôles { DE($display_reek) }, pour un total de 100
scenario-reek-negative = reek_percent : un pourcentage ne peut pas être négatif
scenario-glory-rank = glory_rank : { $rank } n'est pas un rang
scenario-hierarchy-too-small = la hiérarchie doit compter un chef ({ $display_ghost }) et les lieutenants
scenario-cubs-per-lieutenant = { $low } à { $high } joueurs au rôle { DE($display_cub) } ne peuvent pas être répartis à raison de { $min } à { $max } par lieutenant entre { $lieutenants } { $lieutenants ->
    [one] lieutenant
   *[other] lieutenants
}
scenario-cubs-need-lieutenants = les joueurs au rôle { DE($display_cub) } ont besoin de lieutenants (lieutenants vaut 0)
scenario-cub-roles = { $roles } rôles se tirent parmi les joueurs au rôle { DE($display_cub) } ({ $display_turncoat }, { $display_manderly }, { $display_whoresbane }, { $display_reek }) mais la hiérarchie peut n'avoir que { $cubs } { $cubs ->
    [one] joueur au rôle { DE($display_cub) }
   *[other] joueurs au rôle { DE($display_cub) }
}
scenario-ranks-order = ranks : donnez les quatre rangs du plus haut au plus bas ({ $ranks }), pas { $given }
scenario-seers-identity = seers.{ $table } : { $key } n'est pas une identité ({ $known })
scenario-seers-camp = seers.camps : { $key } = { $camp } n'est pas une identité et un camp
scenario-seers-camps-missing = seers.camps : donnez le camp de { $missing }
scenario-points-key = points.{ $table } : { $key } n'est pas une des clés { $known }
