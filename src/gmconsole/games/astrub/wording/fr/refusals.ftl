### Refus : pourquoi un ordre ou une résolution est refusé.

## rules.py

can-only-be-entered-at-step = { $what } : seulement à l'étape { $phase } ; la partie en est à l'étape { $phase2 }
wrong-step-squad = une escouade
wrong-step-votes = des votes d'approbation
wrong-step-mission = des choix de mission
this-game-takes-players-roster-has = cette partie se joue de { $counts } à { $counts2 } joueurs et la liste en compte { $n }
players-are-pinned-as-spies-but = { $pinned_spies } joueurs sont fixés comme espions, mais { $n } joueurs comptent { $spies_wanted }
players-are-pinned-as-mercenaries-but = { $pinned_mercenaries } joueurs sont fixés comme mercenaires, mais { $n } joueurs ne comptent que { $value } mercenaires
game-over-won-no-more-orders-2 = la partie est terminée ; vainqueur : { $winner } ; plus aucun ordre
cannot-propose-leads-this-squad = { $leader } ne peut pas proposer : { $leader2 } mène cette escouade
twice-squad = { $twice } figure deux fois dans l'escouade
squad-for-with-players-has-members = l'escouade pour { $mission } à { $players_count } joueurs compte { $size } membres, pas { $members_count }
no-squad-entered-yet-must-propose = aucune escouade saisie pour l'instant : { $value ->
    [the-leader] le chef
   *[other] { $value }
} doit en proposer une
every-player-votes-missing = chaque joueur vote ; manquent : { $missing }
every-squad-member-chooses-missing = chaque membre de l'escouade choisit ; manquent : { $missing }
unknown-pin-astrub-pins-only-role = { $name } : attribution fixée inconnue { $key } ; Astrub ne fixe que « role » (espion ou mercenaire)
pinned-neither-spy-nor-mercenary = { $name } : { $key } fixé { $value } n'est ni espion ni mercenaire
pins-contradict-each-other-spy-mercenary = { $name } : les attributions fixées se contredisent (espion et mercenaire)
astrub-has-no-order = Astrub n'a pas d'ordre { $kind }
votes-twice-these-orders-2 = { $name } vote deux fois dans ces ordres
not-squad-only-choose = { $name } n'est pas dans l'escouade ; { $squad_gender ->
    [f] seules
   *[other] seuls
} { $squad } choisissent
chooses-twice-these-orders = { $name } choisit deux fois dans ces ordres
# pourquoi aucun joueur ne peut être retiré (AstrubRules.no_removal)
no-removal = chaque place joue jusqu'à la fin dans ce jeu (la taille des escouades et les votes d'approbation comptent toute la table) : remplacez plutôt le joueur
mercenary-may-not-sabotage = { $name } est mercenaire : ce scénario ne permet le sabotage qu'aux espions
