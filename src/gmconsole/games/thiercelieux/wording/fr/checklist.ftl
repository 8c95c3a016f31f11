### Checklist steps and the engine's short texts for the GM.

## rules.py

game-over = partie terminée
votes = votes { $done }/{ $total }
night-orders = ordres de la nuit
sent-gm-private = transmis au MJ en privé
not-voted = n'ont pas voté : { $names }

## status --gm : les secrets du MJ

gm-secrets = Secrets du MJ
gm-captain = Capitaine : { $name }
gm-lovers = Amoureux : { $names }
gm-middle = Cartes du milieu : { $cards }
gm-potions = Potions de la Sorcière : { $potions }
gm-double-vote = Flèche de vote double : { $name }
