### Les mots des formulaires et de l'estimation, communs à tous les jeux.

## Votes (l'option spéciale d'un vote sur des noms)

ballot-abstain = abstention

## simulate.py : l'estimation d'une nouvelle partie

estimate-unfinished = inachevées
estimate-camp = { $camp } { $rate } (de { $low } à { $high })
estimate-players-heuristic = joueurs heuristiques
estimate-players-random = joueurs au hasard
estimate-line = Estimation pour { $n } joueurs, { $games } parties simulées ({ $how }) : { $camps } ; { $turns } tours en moyenne (intervalles à 95 %).
# une espace fine insécable avant % ; le point-virgule prend la sienne à la mise en forme
estimate-percent = { $n } %
estimate-separator = {" ; "}
