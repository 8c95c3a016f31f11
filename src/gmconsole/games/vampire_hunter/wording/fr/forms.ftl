### Le formulaire de l'ordre de chasse (le tour d'un chasseur) et les panneaux à côté.

## L'ordre de chasse (V-T-1, V-T-2, V-F-2, V-F-7, V-E-1, V-E-4)

form-hunt = Tour { DE($name) } ({ $hunter })
form-hunt-where = à { $town } · blessures { $wounds }/{ $life }
form-vampires-near = vampires à portée : { $towns }
form-no-free-road = aucune route libre : il reste où il est
# réglage no_move = "resolve" (V-T-1)
form-no-free-road-resolve = aucune route libre : il reste où il est et y résout la ville (combat ou carte Voyage)
form-move = va à
form-then = puis (diligence)
form-then-none = s'arrête là
form-use = utilise
form-use-best = les meilleurs
form-reward = récompense
# auto : soigné plutôt qu'équipé quand ses blessures atteignent ce nombre (V-F-7)
form-reward-auto = auto (soins dès { $wounds ->
        [one] une blessure
       *[other] { $wounds } blessures
    })
form-reward-equipment = équipement
form-reward-heal = soins
form-heal-with = se soigne avec
form-discard = défausse
form-nothing = rien
# V-E-1 : ce qu'il défausse pour prendre une récompense qu'il ne pourrait pas garder (un objet
# unique ; une arme avec le réglage weapons = "owned")
form-make-room = à échanger
# à la fin de son tour, à une blessure de la mort, il se soigne avec le plus petit objet saint (V-E-4)
form-heal-when-dying = soin d'urgence

## Les panneaux : la carte de chaque chasseur, la pile du dernier combat

panel-hunter = { $seat } { $name } · { $hunter } · { $town }
panel-hunter-stats = courage { $courage } · combat { $combat } · mains { $hands }
panel-wounds = blessures
panel-equipment = équipement
panel-none = aucun
panel-hold = dans la diligence
panel-hold-cards = { $count ->
        [one] une carte
       *[other] { $count } cartes
    }
panel-damned = damné : la partie est perdue
panel-fight = Dernier combat (du haut de la pile)
panel-no-fight = aucun combat pour l'instant
panel-vampire = vampire
panel-blood = sang
panel-fear = peur
panel-combat = combat
