# Les vérifications propres d'un fichier de scénario (le validateur du modèle de scénario) : dites
# dans la langue du scénario quand le fichier est refusé (engine/validation.py, invalid).
scenario-min-above-max = deck.min_players est plus grand que deck.max_players
scenario-middle-two-cards = deck.middle : donnez les deux cartes du milieu du Voleur, ou retirez la clé
scenario-middle-needs-thief = deck.middle : les deux cartes du milieu demandent le Voleur (thief) dans deck.specials (T-S-2)
