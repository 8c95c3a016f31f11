### Checklist steps and the engine's short texts for the GM.

## rules.py

game-over = game over
votes = votes { $done }/{ $total }
night-orders = the night's orders
sent-gm-private = sent to the GM in private
not-voted = not voted: { $names }

## status --gm: the GM's secrets

gm-secrets = The GM's secrets
gm-captain = Captain: { $name }
gm-lovers = Lovers: { $names }
gm-middle = Middle cards: { $cards }
gm-potions = The Witch's potions: { $potions }
gm-double-vote = Double-vote arrow: { $name }
