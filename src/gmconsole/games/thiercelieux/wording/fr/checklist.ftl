### Checklist steps and the engine's short texts for the GM.

## rules.py

game-over = partie terminée
votes = votes { $done }/{ $total }
night-orders = ordres de la nuit
sent-gm-private = transmis au MJ en privé
not-voted = n'ont pas voté : { $names }
