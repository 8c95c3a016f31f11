# Vampire Hunter's help pages (French), F1 on the game screen: one message per phase,
# console-help-<phase> (a ':' in the phase becomes '-'), what to enter, and one attribute per
# rule that applies, named by its id, in the order shown. The console adds the checklist and the keys.

console-help-hunt = Le chasseur dont c'est le tour se déplace : écrivez sa ville dans « va à » (une seconde dans « puis » avec la diligence), changez ses choix si le joueur en a fait (chaque champ montre son choix par défaut), entrée, puis ctrl+r. La propagation suit le tour du dernier chasseur. Sur un petit écran, page précédente montre la carte.
    .V-T-1 = une route vers une ville voisine, jamais occupée par un autre chasseur
    .V-T-2 = la diligence : deux déplacements, chaque ville résolue
    .V-F-2 = utilise : les équipements utilisés (par défaut : les meilleurs contre chaque vampire)
    .V-F-7 = récompense : équipement ou soins quand la ville est libérée
    .V-E-1 = à échanger : ce qu'il défausse pour prendre une récompense qu'il ne pourrait pas garder (par défaut rien : elle va dans la diligence, ou à la défausse)
    .V-E-4 = se soigne avec : eau bénite 2, crucifix 4, bible 6
    .V-P-1 = chaque ville tenue lance 1d10 : propagation si au plus le double de ses pions
