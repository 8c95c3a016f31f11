# Astrub's help pages (French), F1 on the game screen: one message per phase,
# console-help-<phase> (a ':' in the phase becomes '-'), what to enter, and one attribute per
# rule that applies, named by its id, in the order shown. The console adds the checklist and the keys.

console-help-proposal = Le chef propose une escouade : espace coche un joueur, ou tapez les noms (séparés par des virgules) ; entrée la propose ; ctrl+l fait du joueur surligné le chef.
    .M-S-3 = le MJ choisit le premier chef
    .M-M-2 = la taille de l'escouade

console-help-approval = Chaque joueur approuve ou rejette l'escouade : o/y (oui), n (non) sur sa ligne, ou tapez « nom oui, nom non ».
    .M-M-3 = une majorité de oui lance la mission
    .M-M-4 = un rejet passe la main au joueur suivant
    .M-M-5 = cinq rejets de suite : les espions gagnent

console-help-mission = Chaque membre de l'escouade choisit en secret : s (réussite), x (sabotage), ou tapez « nom réussite ».
    .M-M-6 = les choix secrets
    .M-M-7 = un sabotage fait échouer la mission
