# The help page's keys and closing rule (French), F1 on the game screen: console-help-key-<id>
# is what the key does, its .key attribute the key as shown; the order is tui/help.py's KEYS.

console-help-key-resolve = résoudre l'étape (une confirmation d'abord)
    .key = ctrl+r
console-help-key-undo = annuler / rétablir
    .key = ctrl+z / ctrl+y
console-help-key-tabs = onglets Joueurs, Ordres, Dés, Message
    .key = F2 F3 F4 F5
console-help-key-paste = coller le fil du forum (pendant un vote nominatif)
    .key = ctrl+t
console-help-key-palette = la palette : toute commande, tout joueur par son nom
    .key = ctrl+p
console-help-key-palette-replace = un joueur remplacé : le joueur (complété), le nouveau pseudo, ses autres noms
    .key = « remplacer »
console-help-key-palette-remove = un joueur retiré sur décision du MJ, annoncé avec vos mots
    .key = « retirer »
console-help-key-palette-deadline = la date limite de l'appel en cours : date et heure, ou vos mots
    .key = « date limite »
console-help-key-palette-reminder = qui n'a pas voté ou envoyé ses ordres, prêt à coller (et en privé)
    .key = « rappel »
console-help-key-simulate = le simulateur d'équilibre : un réglage du scénario sur une plage de valeurs, les chances des camps et leur graphique
    .key = F6
console-help-key-launcher = retour à l'accueil
    .key = ctrl+o
console-help-key-quit = quitter (demande d'abord si un champ est à moitié rempli)
    .key = ctrl+q
console-help-key-blur = quitter le champ
    .key = échap
console-help-key-help = cette aide
    .key = F1 ou ?

console-help-rule = Les lettres vont au champ ou au scrutin ; les commandes de l'écran sont les touches ctrl et F.
