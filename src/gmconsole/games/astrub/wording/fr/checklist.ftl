### Checklist steps and the engine's short texts for the GM.

## rules.py

mercenary-chose-sabotage-allowed-m-m = { $name } est mercenaire et a choisi le sabotage (permis, M-M-6)
leader-gm-chooses = le chef que choisit le MJ
no-leader-named-for-first-squad = aucun chef nommé pour la première escouade : { $name } (la première place) la mène ; le MJ le choisit (M-S-3), nommez-en un autre avec l'escouade
secret-choices-for = choix secrets { $done }/{ $total } pour { $mission }
squad-for-attempt = escouade pour { $mission } (tentative { $attempt })
approval-votes = votes d'approbation { $done }/{ $total }
waiting-for = en attente de : { $names }
all-chosen = tous ont choisi
first-squad-leader-m-3 = premier chef d'escouade (M-S-3)
names-players = { $who } désigne { $size } joueurs
not-voted-2 = n'ont pas voté : { $names }
all-voted = tous ont voté
gm-choice-it-may-change-until = { $name }, au choix du MJ ; modifiable jusqu'à la résolution de la première escouade
gm-chooses-him-l-on-player = le MJ le choisit (dans la console, ctrl+l sur un joueur ; dans un fichier d'ordres, `leader = "nom"` dans l'ordre `squad`)
