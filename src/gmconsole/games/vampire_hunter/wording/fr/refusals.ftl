# Refus des ordres et de la donne de Vampire Hunter, en français.
unknown-town = ville inconnue : « { $typed } »
not-his-turn = c'est au tour { DE($current) }, pas { DE($name) }
no-diligence = { $name } n'a pas de diligence : un seul déplacement par tour
no-road = pas de route { DE($here) } à { $town } (villes voisines : { $neighbours })
town-taken = { $town } est occupée par le chasseur { DE($other) } : deux chasseurs ne partagent jamais une ville
too-many-hands = { $weapons } demandent { $hands } mains : un combat se livre avec une arme à deux mains ou deux armes à une main
does-not-heal = { $item } ne soigne pas (l'eau bénite, un crucifix ou une bible soignent)
move-missing = il manque le déplacement { DE($name) } : entrez un ordre de chasse avec la ville où aller
unknown-equipment = équipement inconnu : « { $typed } » (les cartes sont : { $names })
item-not-held = { $name } n'a pas la carte « { $item } »
# V-E-1 : « à échanger » ne nomme que ce qui peut empêcher de garder une nouvelle carte
not-in-the-way = « { $item } » n'empêche jamais de garder une nouvelle carte : seul un objet unique{ $weapons ->
        [owned] {" "}ou une arme
       *[other] {""}
    } peut lui céder sa place
refused-game-over = la partie est finie, victoire : { $winner } ; plus aucun ordre
unknown-pin = { $name } : fixation inconnue « { $key } » ; Vampire Hunter ne fixe que « hunter »
not-a-hunter = { $name } : le chasseur fixé « { $value } » n'est pas une carte de chasseur ({ $hunters })
pinned-twice = { $name } : { $hunter } est fixé deux fois
hunters-count = ce scénario se joue de { $low } à { $high } chasseurs et la liste en compte { $n }
# pourquoi aucun joueur ne peut être retiré (VampireHunterRules.no_removal)
no-removal = chaque chasseur reste sur la carte jusqu'à la fin : remplacez plutôt le joueur
