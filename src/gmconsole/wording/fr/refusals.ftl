### Refus : pourquoi un ordre ou une résolution est refusé.

## cli.py

no-vote-on-names-open-game = aucun vote sur des noms n'est ouvert : la partie en est à la phase { $phase }
no-clear-vote-enter = aucun vote clair à saisir

## state.py

no-living-player-pass = aucun joueur vivant à qui passer la main
unknown-player = joueur inconnu : { $name }
unknown-player-2 = joueur inconnu : { $name }

## base.py

cannot-be-taken-over-from-running = { $name } ne peut pas encore être repris d'une partie en cours
player-has-empty-name = un joueur a un nom vide
reads-same-as-names-aliases-must = { $spelling } ({ $name }) se lit comme { $seen } : noms et alias doivent différer une fois les accents et la casse ignorés
twice-roster = { $name } figure deux fois dans la liste des joueurs
no-player-can-be-removed-from = aucun joueur ne peut être retiré { DE($name) } : { $no_removal }

## seats.py

not-name-write-new-player-forum = { $new } n'est pas un nom : écrivez le pseudo du nouveau joueur sur le forum
out-game-nobody-can-take-seat = { $name } a quitté la partie : personne ne peut prendre sa place
already-holds-this-seat = { $new } occupe déjà cette place
also-word-game-role-camp-phase = { $value } est aussi un mot du jeu (un rôle, un camp ou une phase) : ce remplacement ne peut pas se faire sans risque
already-out-game = { $name } a déjà quitté la partie
deadline-empty-write-it-as-players = l'échéance est vide : écrivez-la comme les joueurs doivent la lire (« mardi 21 h »)
already-names-choose-another-name = { $typed } désigne déjà { $taken } : choisissez un autre nom

## game.py

no-orders-apply = aucun ordre à appliquer
nothing-undo = rien à annuler
nothing-redo = rien à rétablir
game-over-won = la partie est terminée ; vainqueur : { $winner }
too-long-has-at-most-characters = { $key } : { $text } est trop long : { $what ->
    [text] un texte
   *[name] un nom
} compte au plus { $limit } caractères
this-game-journal-was-played-under = le journal de cette partie a été joué sous la révision { $rules_revision } des règles { DE($name) }, et cette version (révision { $revision }) le rejoue autrement : ses étapes ne peuvent donc pas être annulées ; la partie elle-même continue

## orders.py

## Une étape que ni le scénario ni le jeu ne nomment (engine.worded.step_name) : la mise en place.
step-setup = mise en place

these-orders-are-for-step-but = ces ordres sont pour l'étape { $step }, mais la partie en est à l'étape { $now }
these-orders-are-for-turn-but = ces ordres sont pour le tour { $turn }, mais la partie en est au tour { $turn2 }

## errors.py

unknown-player-did-you-mean = joueur inconnu : { $name } ; vouliez-vous dire { $suggestions_fr } ?

## cli.py : comment la ligne de commande signale un refus

cli-refused = refusé : { $why }
cli-nothing-changed = rien n'a été modifié.

cli-warning = avertissement : { $why }
