### Warnings of an order being entered (recorded in English, shown in the game's language).

accusation-replaced = { $by }'s accusation of { $replaced } is replaced by { $accused }
accusation-without-justification-allowed = { $by } accuses { $accused } without a justification: the GVs must give one for each accused, { $quote } (W-J-1)
