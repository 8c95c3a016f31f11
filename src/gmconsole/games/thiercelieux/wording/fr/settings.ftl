### Le nom de chaque réglage entier du scénario, tel que le simulateur d'équilibre de la console le
### montre (la clé du fichier reste affichée à côté : c'est elle que prennent --set et --sweep).
### setting-<clé> : la clé du fichier, points et soulignés écrits « - » (engine/worded.py, setting_name).
setting-deck-werewolves = nombre fixe de loups-garous (sinon selon le nombre de joueurs)
setting-deck-min-players = nombre minimal de joueurs
setting-deck-max-players = nombre maximal de joueurs
setting-captain-vote-weight = { $display_captain } : poids de son vote
setting-night-witch-heal-potions = { $display_witch } : potions de guérison
setting-night-witch-poison-potions = { $display_witch } : potions d'empoisonnement
setting-day-revotes = votes répétés entre ex æquo
