### Avertissements d'un ordre saisi (enregistrés en anglais, montrés dans la langue de la partie).

mercenary-chose-sabotage = { $name } est mercenaire et a choisi le sabotage (permis, M-M-6)
