### Les mots des formulaires d'ordres : titres, champs, options et les lignes au-dessus.

## Les votes (T-S-4, T-D-5, T-D-6)

form-revote = second tour { $n }
form-rule-day-vote = le joueur qui a le plus de voix est exécuté ; en cas d'égalité : la voix du Capitaine, sinon un second tour entre les ex æquo
form-rule-most-votes = le joueur qui a le plus de voix est élu

## La nuit (T-N-1 à T-N-7)

form-night-order = ordre de la nuit : { $steps }
form-thief-keep = garder sa carte
form-thief-card = carte { $n } : { $role }
form-thief-takes = prend
form-cupid-lovers = les deux Amoureux
form-seer-sees = voit la carte de
form-wolves-victim = victime
form-wolves-asleep = endormis
form-little-girl-spies = { $role } espionne
form-witch-nobody = personne
form-witch-victim = victime des Loups-Garous : { $victim }
form-witch-healing = potion de guérison
form-witch-poison = potion d'empoisonnement
form-witch-left = il lui reste : { $potions }
form-witch-heals = sauve { $victim }
form-witch-poisons = empoisonne

## Les morts (T-D-2, T-D-7)

form-hunter-shoots = abat
form-successor-of = successeur { DE($captain) }
