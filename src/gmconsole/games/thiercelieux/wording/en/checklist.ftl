### Checklist steps and the engine's short texts for the GM.

## rules.py

game-over = game over
votes = votes { $done }/{ $total }
night-orders = the night's orders
sent-gm-private = sent to the GM in private
not-voted = not voted: { $names }
