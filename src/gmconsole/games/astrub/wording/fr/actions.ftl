### La phrase de chaque ordre : le journal, « Saisi : », « Annulé : », « Rétabli : » et les lignes
### de la ligne de commande (gmconsole.engine.worded.describe_action).

## L'escouade (M-M-2), les votes d'approbation (M-M-3), les choix secrets (M-M-6)
action-squad = escouade proposée : { $members }
action-votes = vote : { $votes }
action-votes-votes-item = { $key } { $value }
action-votes-votes-true = oui
action-votes-votes-false = non
action-mission = choix : { $choices }
action-mission-choices-item = { $key } { $value }
action-mission-choices-true = sabotage
action-mission-choices-false = réussite
