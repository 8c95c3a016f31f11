### Avertissements d'un ordre saisi (enregistrés en anglais, montrés dans la langue de la partie).

accusation-replaced = l'accusation { DE($by) } contre { $replaced } est remplacée par une accusation contre { $accused }
accusation-without-justification-allowed = { $by } accuse { $accused } sans justification : les { $display_great_vassal_short_plural } doivent en donner une pour chaque accusé, { $quote } (W-J-1)
