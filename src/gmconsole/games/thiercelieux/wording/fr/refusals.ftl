### Refus : pourquoi un ordre ou une résolution est refusé.

## rules.py

players-cannot-hold-werewolves-special-roles = { $players } joueurs ne peuvent pas recevoir { $wolves ->
    [1] un Loup-Garou
   *[other] { $wolves } Loups-Garous
} et { $specials_count ->
    [1] un rôle spécial
   *[other] { $specials_count } rôles spéciaux
} : ajoutez des joueurs, ou retirez des rôles de [deck] specials (ou baissez deck.werewolves) dans une copie du scénario
this-scenario-takes-players-roster-has = ce scénario se joue de { $min_players } à { $max_players } joueurs et la liste en compte { $n }
game-over-won-no-more-orders = la partie est terminée ; vainqueur : { $winner } ; plus aucun ordre
dead-cannot-be = { $name } est { $name_gender ->
    [f] morte
   *[other] mort
} et ne peut pas { $what ->
    [lover] être { $name_gender ->
        [f] liée
       *[other] lié
    } par Cupidon
    [victim] être la victime
    [voter] voter
    [voted-against] recevoir de vote
    [seen] être { $name_gender ->
        [f] sondée
       *[other] sondé
    } par la Voyante
    [shot] être { $name_gender ->
        [f] abattue
       *[other] abattu
    }
    [captain] être Capitaine
    [poisoned] être { $name_gender ->
        [f] empoisonnée
       *[other] empoisonné
    }
   *[other] être { $what }
}
no-order-now = pas d'ordre { $kind } maintenant : la partie en est à l'étape { $step } (tour { $turn }), qui attend un ordre { $expected } ; mettez d'abord cet ordre, ou résolvez cette étape sans ordre (un fichier sans ordres, ou un ordre « resolve » placé avant)
every-werewolf-stays-asleep-nobody-chooses = tous les Loups-Garous restent endormis : personne ne choisit de victime
there-no-living-little-girl-spy = il n'y a pas de Petite Fille vivante pour espionner
this-scenario-allows-one-potion-night = ce scénario permet une seule potion par nuit
both-middle-cards-are-werewolves-thief = les deux cartes du milieu sont des Loups-Garous : le Voleur doit en prendre une
there-no-middle-card = il n'y a pas de carte du milieu { $take } : take = 0 garde sa carte, take = 1 ou 2 prend l'une des deux cartes du milieu
not-living-werewolf = { $name } n'est pas un Loup-Garou vivant
witch-has-already-used-healing-potion = la Sorcière n'a plus de potion de guérison : retirez heal = true
werewolves-have-no-victim-tonight-nobody = les Loups-Garous n'ont pas de victime cette nuit : personne à sauver
witch-cannot-save-little-girl-caught = la Sorcière ne peut pas sauver la Petite Fille surprise à espionner
witch-has-already-used-poison-potion = la Sorcière n'a plus de potion d'empoisonnement : retirez poison
votes-twice-these-orders = { $voter } vote deux fois dans ces ordres
unknown-pin-thiercelieux-pins-only-role = { $name } : attribution fixée inconnue { $key } ; Thiercelieux ne fixe que « role » (role = "Voyante") et « double_vote » (double_vote = true)
pinned-role-not-role-game = { $name } : le rôle fixé { $value } n'est pas un rôle de la partie ({ $value2 })
deck-has-not-enough-cards-for = le paquet n'a pas assez de cartes { $role } pour les attributions fixées { DE($holders) } : changez [deck] dans une copie du scénario (werewolves, specials ; les Simples Villageois complètent le paquet) ou ces attributions
cupid-names-exactly-two-different-players = Cupidon désigne exactement deux joueurs différents
votes-for-who-not-among-tied = { $voter } vote pour { $target }, qui n'est pas parmi les ex æquo ({ $candidates })
cannot-vote-against-lover-never-votes = { $voter } ne peut pas voter contre { $target } : un Amoureux ne vote jamais contre l'autre
seer-already-knows-own-card = la Voyante { $target } connaît déjà sa propre carte
hunter-cannot-shoot-himself = le Chasseur ne peut pas se tirer dessus
middle-card-not-role-game = deck.middle : la carte { $value } n'est pas un rôle de la partie ({ $roles })
deck-has-no-card-for-middle = deck.middle : le paquet n'a pas de carte { $role } de plus à mettre au milieu : changez deck.middle, deck.werewolves ou deck.specials
double-vote-pin-one-player = la flèche de vote double se donne à un seul joueur, par double_vote = true dans la liste des joueurs ({ $names })

## rules.py : les ordres qu'une résolution attend

gm-appoints-captain = le MJ nomme le Capitaine : saisissez son nom
cupid-has-not-named-lovers = Cupidon n'a pas désigné les deux Amoureux
no-order-from-werewolves = aucun ordre des Loups-Garous : saisissez leur victime, ou qui reste endormi
hunter-must-name-target = le Chasseur { $hunter } doit désigner sa cible (ou personne)

## Les étapes sans nom dans le scénario, dans les refus (engine.worded.step_name)
step-vote = vote du village
step-revote = second tour du vote
step-successor = successeur du Capitaine
step-appoint = Capitaine nommé par le MJ
cannot-vote-for-himself = ce scénario refuse qu'un joueur vote contre lui-même ({ $voter })
