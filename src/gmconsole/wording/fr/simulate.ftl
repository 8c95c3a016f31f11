### Les mots du simulateur d'équilibre (`gmconsole simulate`, le simulateur de la console) : tous les jeux.

## Une série : l'en-tête, le tableau des camps, la durée, les fins de partie
simulate-heading = { $scenario } : { $players } { $players ->
    [one] joueur
   *[other] joueurs
}, { $games } { $games ->
    [one] partie
   *[other] parties
}, graine « { $seed } », { $how }
simulate-policy = { $policy ->
    [heuristic] joueurs heuristiques
   *[other] joueurs au hasard
}
simulate-column-camp = vainqueur
simulate-column-games = parties
simulate-column-rate = taux
simulate-column-interval = intervalle à 95 %
simulate-count = { $n }
simulate-percent = { $n } %
simulate-interval = de { $low } à { $high }
simulate-unfinished = inachevées
simulate-length = durée moyenne : { $turns } { $turns_n ->
    [one] tour
   *[other] tours
}, { $steps } { $steps_n ->
    [one] étape
   *[other] étapes
}
simulate-ending = { $rule } ({ $n })
simulate-endings = fins de partie : { $endings }
# une série sur un réglage : sa valeur avant son tableau, le titre du graphique
simulate-sweep-value = { $key } = { $value }
simulate-chart-title = taux de victoire (%) selon { $key }

## Ce que le simulateur refuse
simulate-counts = `--games` et `--jobs` prennent un nombre entier d'au moins 1, par exemple `--games 200`
simulate-players = `--players` prend un nombre entier d'au moins 1, par exemple `--players 7`
simulate-set-form = `--set { $text }` : écrivez CLÉ=VALEUR, CLÉ étant un réglage du fichier du scénario précédé de sa table et d'un point, par exemple `--set table.cle=2`
simulate-no-section = `--set { $text }` : le scénario n'a pas de table `{ $section }`
simulate-no-setting = `--set { $text }` : le scénario n'a pas de réglage `{ $key }`
simulate-no-setting-close = `--set { $text }` : le scénario n'a pas de réglage `{ $key }` ; vouliez-vous dire `{ $close }` ?
simulate-sweep-form = `--sweep { $text }` : écrivez CLÉ=MIN..MAX avec des nombres entiers, par exemple `--sweep table.cle=1..3`
simulate-sweep-long = `--sweep { $text }` : { $n } valeurs ; une série en parcourt { $most } au plus
simulate-no-policy-random = le jeu { $game } ne déclare pas { $policy ->
    [heuristic] de joueurs heuristiques
   *[other] de joueurs de ce genre
} : simulez-le avec `--policy random`
simulate-no-policy = le jeu { $game } ne déclare pas de joueurs avec lesquels le simuler
# le scénario tel qu'un réglage l'a changé, là où son problème est dit
simulate-changed-scenario = le scénario avec { $settings }
simulate-sweep-no-setting = `--sweep { $text }` : le scénario n'a pas de réglage entier `{ $key }`
simulate-sweep-no-setting-close = `--sweep { $text }` : le scénario n'a pas de réglage entier `{ $key }` ; vouliez-vous dire `{ $close }` ?
