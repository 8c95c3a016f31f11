# Wording of the posts of Les loups-garous de Thiercelieux, in French.
#
# To change a sentence: copy the messages you want into a .ftl file of yours, edit them, and give
# the file to the export (`gmconsole export SAVE --wording mine.ftl`, see docs/export.md).
# { $name } is filled in from the event; a player named in it may be agreed with through
# { $name_gender } (f, m, other) and a list of names through { $name_count }; **bold** and
# *italic* mark formatting (\* for a star). Write plain spaces before : ; ! ? and straight
# apostrophes: the French typography is applied when the post is written.

## Labels
section = Tour { $turn } : { $phase }

## Events
game_start = La partie commence ! { $count } { $players_gender ->
        [f] joueuses
       *[other] joueurs
    } : { $players }. Parmi { $players_gender ->
        [f] elles
       *[other] eux
    } se cachent **{ $werewolves } Loups-Garous**. Rôles en jeu : { $roles }. Empreinte SHA-256 de la graine des dés : { $seed_sha256 } ; la graine sera révélée à la fin.
role_card = Ta carte : **{ $role }**.
werewolves_known = Les Loups-Garous sont : **{ $werewolves }**. Chaque nuit, choisissez ensemble une victime.
double_vote = **{ $player }** reçoit la flèche de vote double : sa voix compte deux fois.
captain_elected = **{ $captain }** est { $captain_gender ->
        [f] élue
       *[other] élu
    } Capitaine du village.
captain_named = **{ $captain }** est désormais Capitaine du village.
night_falls = C'est la nuit : le village s'endort.
thief_sees = Les deux cartes du milieu sont : { $cards }.
thief_takes = Tu prends la carte **{ $role }** : tu joues désormais ce personnage.
thief_swap = Le Voleur { $player } prend la carte { $role }.
lovers = Cupidon vous a { $lovers_gender ->
        [f] unies
       *[other] unis
    } : **{ $lovers }** sont { $lovers_gender ->
        [f] amoureuses
       *[other] amoureux
    }. { $lovers_gender ->
        [f] Si l'une meurt, l'autre meurt de chagrin. Vous ne devez jamais voter l'une contre l'autre.
       *[other] Si l'un meurt, l'autre meurt de chagrin. Vous ne devez jamais voter l'un contre l'autre.
    }
cupid_done = Tes flèches ont uni **{ $lovers }**.
seer_sees = Ta boule de cristal te montre la carte { ELISION($target, "de") }**{ $target }** : **{ $role }**.
werewolves_victim = Les Loups-Garous ({ $awake_count ->
        [one] { $awake_gender ->
            [f] éveillée
           *[other] éveillé
        }
       *[other] { $awake_gender ->
            [f] éveillées
           *[other] éveillés
        }
    } : { $awake }) désignent : { $victim }.
little_girl_caught = La Petite Fille { $player } est surprise en train d'espionner : elle meurt à la place de la victime.
little_girl_sees = En espionnant, tu reconnais un Loup-Garou : **{ $werewolf }**.
witch_shown = Cette nuit, les Loups-Garous ont désigné : **{ $victim }**. Utilises-tu une potion ?
witch_heals = La Sorcière { $witch } sauve { $player } avec sa potion de guérison.
witch_poisons = La Sorcière { $witch } empoisonne { $player }.
starved = Aucun Loup-Garou ne s'est réveillé : { $werewolves_count ->
        [one] { $werewolves_gender ->
            [f] elle meurt
           *[other] il meurt
        }
       *[other] { $werewolves_gender ->
            [f] elles meurent toutes
           *[other] ils meurent tous
        }
    } de faim.
game_start_one = La partie commence ! { $count } { $players_gender ->
        [f] joueuses
       *[other] joueurs
    } : { $players }. Parmi { $players_gender ->
        [f] elles
       *[other] eux
    } se cache **un Loup-Garou**. Rôles en jeu : { $roles }. Empreinte SHA-256 de la graine des dés : { $seed_sha256 } ; la graine sera révélée à la fin.
dawn_none = Le jour se lève. Personne n'est mort cette nuit.
dawn_one = Le jour se lève. Victime de la nuit : **{ $dead }**.
dawn = Le jour se lève. Victimes de la nuit : **{ $dead }**.
death = **{ $player }** ({ $cause }) est { $player_gender ->
        [f] éliminée
       *[other] éliminé
    }. Sa carte : **{ $role }**.
hunter_turn = **{ $hunter }** était le Chasseur : avant de mourir, { $hunter_gender ->
        [f] elle
       *[other] il
    } désigne quelqu'un à abattre.
hunter_shot = Le Chasseur **{ $hunter }** tire sur : **{ $target }**.
captain_dies = **{ $captain }**, Capitaine du village, est { $captain_gender ->
        [f] morte : elle
       *[other] mort : il
    } désigne son successeur.
day_starts = Le village se réveille : débattez, puis votez pour éliminer un suspect.
day_votes = Décompte des voix : { $tally }.
revote = Égalité entre **{ $tied }** : on revote, uniquement entre { $tied_gender ->
        [f] elles
       *[other] eux
    } (tour { $round }).
tie_captain = Égalité entre { $tied } : la voix du Capitaine **{ $captain }** désigne **{ $chosen }**.
tie_drawn = Égalité entre { $tied } : le sort désigne **{ $chosen }**.
no_elimination = Personne n'est éliminé aujourd'hui.
victory = **Victoire : { $winner } !** Survivants : { $survivors }.
