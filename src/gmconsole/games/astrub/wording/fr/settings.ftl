### Le nom de chaque réglage entier du scénario, tel que le simulateur d'équilibre de la console le
### montre (la clé du fichier reste affichée à côté : c'est elle que prennent --set et --sweep).
### setting-<clé> : la clé du fichier, points et soulignés écrits « - » ; un réglage d'une entrée
### d'une table est dit sans la clé de l'entrée, donnée en $key (et en $n, un nombre de joueurs)
### (engine/worded.py, setting_name).
setting-spies = espions à { $n } joueurs
setting-options-rejections-limit = escouades rejetées d'affilée qui font gagner les espions
setting-options-wins-needed = missions qu'un camp doit gagner
