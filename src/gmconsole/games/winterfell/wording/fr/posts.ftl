# Wording of the posts of Les Défenseurs de Winterfell (and of its Meereen names), in French.
#
# To change a sentence: copy the messages you want into a .ftl file of yours, edit them, and give
# the file to the export (`gmconsole export SAVE --wording mine.ftl`, see docs/export.md).
# { $name } is filled in from the event; a player named in it may be agreed with through
# { $name_gender } (f, m, other) and a list of names through { $name_count }; **bold** and
# *italic* mark formatting (\* for a star). Write plain spaces before : ; ! ? and straight
# apostrophes: the French typography is applied when the post is written.
#
# Every display name of the scenario's [names] is a placeholder too ({ $great_vassal }, { $wolves },
# { $sword }...), unless the event has a field of that name: the same file speaks Winterfell and
# Meereen. Those names carry their article when they have one ("les Loups de l'Hiver", "la
# Harpie"), so the sentences put them after a colon or in parentheses. Where a sentence needs
# the name with an article or agrees with it, it says { $display_<key>_<form> }: _the (« le
# Serpent », « la Courtisane », « l'Ombre »), _of_the (« du », « de la », « de l' »), _to_the,
# _a (« un », « une »), _plural, and _gender (f, or other) for a select; _common and _short
# are the game's own words (« GV », « grands vassaux ») until a scenario renames the key
# (engine/wording.py, NAME_FORMS).

## Labels
resumed_death = { $player } (tour { $turn }, { $phase }{ $cause })
resumed_death_hidden = { $player } (tour { $turn }, { $phase }{ $cause } ; mort non annoncée)
# -- the start of the game (public) -----------------------------------------------------------
rank_item = **{ $rank }**, influence { $influence } ({ $count } { $count ->
        [one] joueur
       *[other] joueurs
    }) : { $players }

# -- role cards (private) ---------------------------------------------------------------------
card_rank = Rang : **{ $rank }** (influence { $influence })
card_camp = Camp : **{ $camp }**
card_hierarchy = Place dans la hiérarchie : **{ $hierarchy }**
card_role = Rôle : **{ $role }**
card_prophecies = Tes prophéties :
card_prophecy_life = { $prophecy } : **{ $target }** doit survivre jusqu'à la fin de la partie
card_prophecy_death = { $prophecy } : **{ $target }** doit être { $target_gender ->
        [f] éliminée
       *[other] éliminé
    } avant la fin de la partie
card_prophecy_glory = { $prophecy } : **{ $target }**, aujourd'hui { $rank }, doit s'élever jusqu'au rang de { $glory_rank }{ $or_higher }
or_higher = {" "}(ou plus haut)
points_one = { $n } point
points_many = { $n } points
card_gm = Carte de rôle : { $card } (envoi : { $batch }).
batch_wolves = la hiérarchie et son camp, en premier
batch_others = tous les autres joueurs
batch_first = Ces messages partent trois jours avant ceux de l'envoi suivant (W-S-15).

# What each role, place and camp does, under the role card (a label missing here: no line).
help_ghost = Tu connais tous les membres de la hiérarchie (liste ci-dessous). Chaque nuit, tu organises les assassinats. Si tu meurs, ton camp a perdu.
help_lieutenant = Tu connais ton chef et ceux qui sont sous tes ordres (liste ci-dessous), mais ni les autres officiers ni leurs hommes.
help_cub = Tu ne connais que ton supérieur (ci-dessous).
help_wolves = Ton camp ({ $wolves }) gagne dès que l'un des siens est élu { $great_vassal } ; il a perdu si son chef ({ $ghost }) meurt.
help_loyalists = Ton but : démasquer et tuer le chef de la hiérarchie adverse ({ $ghost }).
help_worshippers = Ton camp sert les Marcheurs Blancs : il gagne s'il reste moins de { $worshippers_below } survivants. Tes alliés sont listés ci-dessous.
help_turncoat = Tu es { $reader_gender ->
        [f] une loyaliste infiltrée
       *[other] un loyaliste infiltré
    } dans la hiérarchie adverse ({ $wolves }) : tu joues, tues et reçois les informations comme ses membres. Leur chef ne sait pas qui tu es ; chaque { $great_vassal } connaît ton identité.
help_manderly = Si ton camp tue l'un des siens pendant une phase d'assassinat, tu peux torturer la victime : elle te révélera un passage secret vers la chambre d'{ $display_great_vassal_a }, vrai ou faux.
help_reek = À chaque phase d'assassinat, tu peux espionner un joueur et apprendre son camp ; il a { $reek_percent } % de chances de découvrir qui tu es.
help_ben_bones = À chaque phase d'assassinat, tu peux envoyer tes chiens protéger un joueur : si des assassins s'en prennent à lui, ils ne le trouveront pas et repartiront bredouilles. Tu ne peux protéger ni toi-même, ni { $display_great_vassal_a }, ni { $display_turncoat_the }, ni deux fois le même joueur. Si tu protèges un membre du camp adverse ({ $wolves }) ou un neutre, il a { $ben_percent } % de chances de découvrir qui tu es.
help_greenseer = Tu es neutre. À chaque tour, tu peux demander au MJ le rôle exact d'un joueur. Chaque prophétie accomplie te rapporte { $prophecy_points } points, sauf si { $display_worshippers_short } l'emportent.
help_abel = Tu soutiens { $wolves }, qui ne te connaissent pas. À chaque tour, tu peux demander au MJ le rôle exact d'un joueur ; ta cible a { $abel_percent } % de chances d'apprendre qui tu es.
help_bastards_boy = Ton rôle est public. Si tu es en vie à la fin de la justice, tu peux interroger un condamné : il a { $interrogation_percent } % de chances de te révéler son rôle.

# -- what a player learned --------------------------------------------------------------------
learned_intro = Ce que tu as appris :
learned_intro_setup = Ce que tu sais des autres joueurs :
learned_who = Joueur
learned_about = Apprend que
learned_seen_as = Est
learned_how = Comment
how_setup = mise en place
how_squad = escouade ou guet
how_passage = passage secret
how_failed_attack = tentative ratée
how_passage_spotted = intrus repéré
how_reek = espionnage
how_reek_revealed = espion démasqué
how_greenseer = vision
how_abel = lavandières
how_abel_revealed = { $display_abel_short } { $display_abel_gender ->
        [f] démasquée
       *[other] démasqué
    }
how_ben = protection
how_interrogation = interrogatoire
how_conversion = conversion
how_new_lieutenant = nouvel officier

# -- justice (public) -------------------------------------------------------------------------
accused_header = Accusé
candidate = Candidat
votes_total = Influence
outcome = Issue
executed_mark = { $accused_gender ->
        [f] exécutée
       *[other] exécuté
    }
spared_mark = { $accused_gender ->
        [f] épargnée
       *[other] épargné
    }
vote_revolt = révolte
vote_abstain = abstention
seat_count = { $rank } ({ $seats })
roll_accused = accusé tiré au sort parmi { $pool } joueurs
roll_accused_many = { $count } accusés tirés au sort parmi { $pool } joueurs
roll_tie = égalité pour le dernier siège de { $rank } entre { $tie } : un élu tiré au sort
roll_tie_many = égalité pour les derniers sièges de { $rank } entre { $tie } : { $count } élus tirés au sort
roll_knights = siège de { $knight } tiré au sort parmi { $pool } joueurs de rang { $rank }
roll_knights_many = { $count } sièges de { $knight } tirés au sort parmi { $pool } joueurs de rang { $rank }
roll_bastards_boy = { $display_bastards_boy_gender ->
        [f] nouvelle { $role } tirée
       *[other] nouveau { $role } tiré
    } au sort parmi { $pool } joueurs

# -- elections (public) -----------------------------------------------------------------------
elected_mark = { $player_gender ->
        [f] élue
       *[other] élu
    }
drawn_mark = { $player_gender ->
        [f] élue au tirage
       *[other] élu au tirage
    }

# -- the end report (public) ------------------------------------------------------------------
player = Joueur
camp = Camp
rank = Rang
role = Rôle
state = État
points = Points
detail = Détail
alive = { $player_gender ->
        [f] vivante
       *[other] vivant
    }
dead_at = { $player_gender ->
        [f] morte
       *[other] mort
    } au tour { $turn }
no_role = —
point_line = { $what } { $points }
guess_turn = Tour
guess_by = Par
right_mark = ✔
wrong_mark = ✘
spectator_mark = (spectateur)
prophecy_fulfilled = accomplie
prophecy_failed = non accomplie
prophecy_line = { $prophecy } : **{ $target }**, { $outcome }

# -- GM only ------------------------------------------------------------------------------------
lieutenant_cubs = Sous ses ordres
no_lookout = aucun
lookout_absent = { $lookout }, { $lookout_gender ->
        [f] absente
       *[other] absent
    } : { $problem }
sword_mark = , à l'épée
cause_squad = escouade { $number }
cause_sword = épée
cause_passage = passage secret
cause_guards = gardes
victim_cause = { $player } ({ $cause })
nobody = personne
passage_real = réel
passage_false = faux

## Events
# -- a game taken over as it stands (W-S-16): public, then GM only -----------------------------
game_resumed = **La partie reprend au tour { $turn }**, à la phase : { $phase }.
game_resumed_ranks = Les rangs des joueurs en vie :
game_resumed_dead = Morts avant la reprise : { $dead }.
game_resumed_bastards_boy = { $role } (rôle public) : **{ $bastards_boy }**.
game_resumed_seed = Empreinte SHA-256 de la nouvelle graine des dés : { $seed_sha256 }. Elle sera révélée à la fin de la partie : chacun pourra alors vérifier chaque tirage fait depuis la reprise.
game_taken_over = Partie reprise au tour { $turn }, à la phase : { $phase }, depuis son état sur le forum.
game_taken_over_dead = Morts : { $dead }.

# -- setup: public (W-S-2, seed commitment) ---------------------------------------------------
game_start = **La partie commence !** { $count } joueurs, { $influence } points d'influence en jeu.
game_start_ranks = Les rangs au premier tour :
game_start_bastards_boy = { $role } (rôle public) : **{ $bastards_boy }**.
game_start_seed = Empreinte SHA-256 de la graine des dés : { $seed_sha256 }. La graine sera révélée à la fin de la partie : chacun pourra alors vérifier chaque tirage.

# -- setup: private, the role card (W-S-5, W-S-15) and what each player knows ----------------
role_card = Ta carte de rôle :

# -- setup: GM only -----------------------------------------------------------------------------
deal_summary = La donne : { $wolves } membres dans la hiérarchie ; { $ghost_role } : **{ $ghost }**. { $display_worshipper_short_plural } en jeu : { $worshippers }.
deal_summary_roles = Rôles spéciaux : { $roles }.
deal_summary_camps = Camps (hors loyalistes) : { $camps }.
deal_summary_prophecies = Prophéties : { $prophecies }.

# -- what a player learned (private), one line per fact; "learned" for any other way ------------
learned = **{ $about }** : { $seen_as }.
learned_setup = **{ $about }** : { $seen_as }.
learned_squad = **{ $about }** est { $about_gender ->
        [f] l'une
       *[other] l'un
    } des tiens ({ $seen_as }) : vous étiez ensemble cette nuit, dans l'escouade ou au guet.
learned_passage = **{ $about }** est { $about_gender ->
        [f] l'une
       *[other] l'un
    } des tiens ({ $seen_as }) : vous êtes { $reader_gender ->
        [f] { $about_gender ->
            [f] passées
           *[other] passés
        }
       *[other] passés
    } ensemble par le passage secret.
learned_failed_attack = Des assassins t'ont { $reader_gender ->
        [f] attaquée
       *[other] attaqué
    } cette nuit et ont échoué : tu as reconnu **{ $about }** parmi eux ({ $seen_as }).
learned_passage_spotted = Les gardes ont repéré un intrus cette nuit : **{ $about }** ({ $seen_as }).
learned_reek = Tu as espionné **{ $about }** ; son camp : **{ $seen_as }**.
learned_reek_revealed = **{ $about }** t'espionnait cette nuit et tu l'as { $about_gender ->
        [f] surprise
       *[other] surpris
    } : c'est **{ $seen_as }**.
learned_greenseer = Ta vision { ELISION($about, "de") }**{ $about }** : **{ $seen_as }**.
learned_abel = Ce que tes lavandières ont appris { ELISION($about, "de") }**{ $about }** : **{ $seen_as }**.
learned_abel_revealed = **{ $about }** a fouillé tes secrets et tu l'as { $about_gender ->
        [f] démasquée
       *[other] démasqué
    } : c'est **{ $seen_as }**.
learned_ben = Tu as été { $reader_gender ->
        [f] protégée
       *[other] protégé
    } cette nuit et tu sais par qui : **{ $about }** est **{ $seen_as }**.
learned_interrogation = L'aveu { ELISION($about, "de") }**{ $about }** avant son exécution : **{ $seen_as }**.
learned_conversion = **{ $about }** est de ton camp ({ $seen_as }).
learned_new_lieutenant = **{ $about }** : { $seen_as } (la hiérarchie a changé).

# -- assassinations: public (W-A-4, W-A-5, W-A-14) ------------------------------------------------
assassination_failed = **{ $target }** a échappé à une tentative d'assassinat cette nuit.
assassination_victim = **{ $name }** ({ $rank }) a été { $name_gender ->
        [f] tuée
       *[other] tué
    } cette nuit.
# The engine makes this death public under its own kind; the shipped sentence announces it like
# any other death, since its cause would tell the dead man's camp (see docs/export.md).
killed_by_guards = **{ $name }** ({ $rank }) a été { $name_gender ->
        [f] tuée
       *[other] tué
    } par les gardes dans le faux passage secret (W-A-13) ; le public l'apprend comme toute autre mort de la nuit.
assassination_night_none = Personne n'est mort cette nuit.

# -- assassinations: private -----------------------------------------------------------------------
sword_found = La hiérarchie ne compte plus que { $sword_threshold } membres ou moins : tu as trouvé { $sword }. À chaque phase d'assassinat, confie-la à l'un des tiens ou garde-la.
sword_found_gm = Le chef de la hiérarchie trouve { $sword } (W-A-7).
sword_handed = On t'a confié { $sword } : { $reader_gender ->
        [f] seule
       *[other] seul
    }, avec un guetteur, tu peux tuer un joueur du rang juste au-dessus du tien (ou d'un rang inférieur). Pour { $display_great_vassal_a }, il faut être { $captain } et l'avoir gardée un tour entier sans frapper.
sword_handed_gm = Le porteur de { $sword } est désormais **{ $bearer }**.
sword_withdrawn = Le chef a repris { $sword } et l'a confiée à un autre : tu ne la portes plus cette nuit.
pie = Tu as servi à **{ $victims }** sa famille en tourte : sous la torture, { $victims_gender ->
        [f] elle
       *[other] il
    } t'a révélé un passage secret vers la chambre d'{ $display_great_vassal_a }, utilisable au tour { $usable_turn } seulement.
pie_real = Tu as servi à **{ $victims }** sa famille en tourte : sous la torture, { $victims_gender ->
        [f] elle
       *[other] il
    } t'a révélé un passage secret vers la chambre d'{ $display_great_vassal_a }, utilisable au tour { $usable_turn } seulement. Ce passage est bien réel.
pie_false = Tu as servi à **{ $victims }** sa famille en tourte : sous la torture, { $victims_gender ->
        [f] elle
       *[other] il
    } t'a révélé un passage secret vers la chambre d'{ $display_great_vassal_a }, utilisable au tour { $usable_turn } seulement. Ce passage n'existe pas.
passage_open = { $manderly } a appris l'existence d'un passage secret : au tour { $usable_turn }, et à ce tour seulement, tu peux y envoyer tes deux hommes les plus influents pour tuer { $display_great_vassal_a }.

# -- assassinations: GM only ------------------------------------------------------------------------
squad_result_success = Escouade { $squad } : { $members } contre **{ $target }**, guet : { $lookout_text }. Influence { $influence } pour { $needed }{ $sword_text } : **réussite**.
squad_result_failed = Escouade { $squad } : { $members } contre **{ $target }**, guet : { $lookout_text }. Influence { $influence } pour { $needed }{ $sword_text } : **échec**, { $revealed } est { $revealed_gender ->
        [f] révélée
       *[other] révélé
    } à { $target } (W-A-5).
squad_result_protected = Escouade { $squad } : { $members } contre **{ $target }**, guet : { $lookout_text }. Influence { $influence } pour { $needed }{ $sword_text } : **cible protégée** par { $ben_bones }, échec silencieux (W-A-10).
passage_result_real = Passage secret réel : { $wolves } y passent et tuent **{ $victim }**.
passage_result_false = Faux passage secret : { $wolves } y passent ; **{ $victim }** est { $victim_gender ->
        [f] tuée
       *[other] tué
    } par les gardes ; repérés et signalés : { $spotted_text }.
ben_result = { $ben_bones } (**{ $ben }**) protège **{ $protects }** ; { $protects_gender ->
        [f] attaquée
       *[other] attaqué
    } : { $attacked } ; { $ben_bones } { $display_ben_bones_gender ->
        [f] révélée
       *[other] révélé
    } { $protects_gender ->
        [f] à la protégée
       *[other] au protégé
    } : { $revealed }.
seer_result_greenseer = { $greenseer } (**{ $seer }**) demande le rôle { ELISION($target, "de") }**{ $target }** : vu comme **{ $seen_as }**.
seer_result_abel = { $abel } (**{ $seer }**) demande le rôle { ELISION($target, "de") }**{ $target }** : vu comme **{ $seen_as }** ; { $display_abel_gender ->
        [f] révélée
       *[other] révélé
    } à sa cible : { $revealed }.
seer_result_reek = { $reek } (**{ $seer }**) espionne **{ $target }** : camp vu **{ $seen_as }** ; { $display_reek_gender ->
        [f] découverte
       *[other] découvert
    } par sa cible : { $revealed }.
pie_result = { $manderly } (**{ $wyman }**) torture { $victims } : passage { $real_text }, utilisable au tour { $usable_turn }.
passage_closed = Le passage secret se referme (utilisé : { $used }).
assassination_summary = Morts de la nuit : { $victims_text }.

# -- justice: public (W-J-1..W-J-5) --------------------------------------------------------------
accused = Les accusés du jour :
accused_item = **{ $accused }**, { $accused_gender ->
        [f] accusée
       *[other] accusé
    } par **{ $by }** :
accused_item_plain = **{ $accused }**, { $accused_gender ->
        [f] accusée
       *[other] accusé
    } par **{ $by }**.
accused_item_drawn = **{ $accused }**, { $accused_gender ->
        [f] tirée
       *[other] tiré
    } au sort.
accused_vote = Votez pour l'un des accusés, pour la révolte, ou abstenez-vous. { $display_great_vassal_gender ->
        [f] Une
       *[other] Un
    } { $great_vassal } ne vote pour aucun accusé, mais peut voter pour la révolte.
accused_vote_no_revolt = Votez pour l'un des accusés ou abstenez-vous. { $display_great_vassal_gender ->
        [f] Une
       *[other] Un
    } { $great_vassal } ne vote pas.
justice_result = Les votes :
justice_result_totals = Influence disponible : { $available } ; seuil d'exécution (1/{ $divisor }, arrondi à l'inférieur) : **{ $threshold }**.
justice_result_not_voted = Sans vote (compté comme abstention) : { $not_voted }.
justice_result_revolt = Voix pour la révolte : { $revolt_votes }.
justice_result_revolt_counted = Voix pour la révolte : { $revolt_votes } (voix comptées : { $revolt_counted }, il en fallait { $revolt_needed }).
justice_result_nobody = Personne n'atteint le seuil : pas d'exécution.
executed = **{ $name }** ({ $rank }) est { $name_gender ->
        [f] exécutée
       *[other] exécuté
    } avec { $votes } points d'influence contre { $name_gender ->
        [f] elle
       *[other] lui
    } (seuil : { $threshold }).
revolt = **La révolte l'emporte !** { $killed_count ->
        [one] { $killed_gender ->
            [f] Mise
           *[other] Mis
        }
       *[other] { $killed_gender ->
            [f] Mises
           *[other] Mis
        }
    } à mort : { $killed }. Les sièges de { $great_vassal } seront pourvus aux élections.

# -- justice: private (W-J-6) -----------------------------------------------------------------------
interrogation_revealed = Tu as interrogé **{ $target }** avant son exécution. { $target_gender ->
        [f] Elle
       *[other] Il
    } a parlé : **{ $seen_as }**.
interrogation_silent = Tu as interrogé **{ $target }** avant son exécution : { $target_gender ->
        [f] elle
       *[other] il
    } n'a rien dit.
interrogation_skipped = Pas d'interrogatoire ce tour (W-J-6).
interrogated_revealed = Avant ton exécution, **{ $by }** ({ $bastards_boy }) t'a { $reader_gender ->
        [f] interrogée
       *[other] interrogé
    }, et tu as parlé : { $by_gender ->
        [f] elle
       *[other] il
    } sait que tu es **{ $seen_as }**.
interrogated_silent = Avant ton exécution, **{ $by }** ({ $bastards_boy }) t'a { $reader_gender ->
        [f] interrogée
       *[other] interrogé
    } : tu n'as rien dit.

# -- justice: GM only -------------------------------------------------------------------------------
revolt_count = Révolte : { $count ->
        [one] { $count } voix loyaliste comptée
       *[other] { $count } voix loyalistes comptées
    } ({ $counted }), il en fallait { $needed } ; { $outcome ->
        [yes] elle réussit
       *[no] elle échoue
    }.
revolt_count_none = Révolte : aucune voix loyaliste comptée, il en fallait { $needed } ; elle échoue.

# -- elections: public (W-E) ------------------------------------------------------------------------
elections_open = **Élections et nominations.** Sièges vacants : { $seats_text }.
elections_open_none = **Élections et nominations.** Aucun siège vacant.
elections_open_guesses = **Pronostics** : chacun peut m'envoyer en message privé, pendant ces élections, trois noms : un survivant qu'il pense { $cub }, un survivant qu'il pense { $lieutenant }, et celui qu'il pense être le chef ({ $ghost }). En fin de partie, si son camp a gagné, chaque loyaliste reçoit, pour chaque tour, { $ghost_points } s'il a nommé le chef, { $lieutenant_points } pour { $display_lieutenant_a } et { $cub_points } pour { $display_cub_a }. Les autres pronostics ne rapportent rien, mais ils seront lus dans le compte rendu.
seats_unfilled = Aucun candidat pour les { $seats } sièges de { $rank } : ils restent vacants.
seats_unfilled_one = Aucun candidat pour le siège de { $rank } : il reste vacant.
election_round = Élection pour { $seats } sièges de **{ $rank }** : votez pour un joueur de rang { $ranks_text }. Candidats : { $candidates }.
election_round_one = Élection pour un siège de **{ $rank }** : votez pour un joueur de rang { $ranks_text }. Candidats : { $candidates }.
election_result = Résultat de l'élection pour le rang { $rank } :
election_result_elected = { $elected_gender ->
        [f] Élues
       *[other] Élus
    } : **{ $elected }**.
election_result_elected_one = { $elected_gender ->
        [f] Élue
       *[other] Élu
    } : **{ $elected }**.
election_result_tie = { $elected_gender ->
        [f] Élues
       *[other] Élus
    } : **{ $elected }** ; égalité pour le dernier siège entre { $tie }, départagée par tirage au sort.
election_result_tie_one = { $elected_gender ->
        [f] Élue
       *[other] Élu
    } : **{ $elected }** ; égalité entre { $tie }, départagée par tirage au sort.
election_result_seat_order = { $elected_gender ->
        [f] Élues
       *[other] Élus
    } : **{ $elected }** ; égalité pour le dernier siège entre { $seat_order_tie }, départagée par l'ordre des places.
election_result_seat_order_one = { $elected_gender ->
        [f] Élue
       *[other] Élu
    } : **{ $elected }** ; égalité entre { $seat_order_tie }, départagée par l'ordre des places.
election_result_unfilled = { $unfilled } sièges de { $rank } restent vacants.
election_result_unfilled_one = Un siège de { $rank } reste vacant.
promoted = **{ $player }** devient **{ $to_rank }** (auparavant { $from_rank }).
role_lost = **{ $player }**, { $player_gender ->
        [f] promue
       *[other] promu
    }, n'est plus { $role }.
knights_drawn = Sièges de { $knight } tirés au sort parmi les joueurs de rang { $guard } : **{ $drawn }**.
knights_drawn_one = Siège de { $knight } tiré au sort parmi les joueurs de rang { $guard } : **{ $drawn }**.
knights_drawn_unfilled = { $drawn_count ->
        [one] Siège de { $knight } tiré
       *[other] Sièges de { $knight } tirés
    } au sort parmi les joueurs de rang { $guard } : **{ $drawn }** ; { $unfilled ->
        [one] un siège reste vacant
       *[other] { $unfilled } sièges restent vacants
    }, faute de joueurs de rang { $guard }.
knights_drawn_none = Aucun joueur de rang { $guard } pour les sièges de { $knight } : ils restent vacants.
new_bastards_boy = { $display_bastards_boy_gender ->
        [f] Nouvelle { $role } (tirée
       *[other] Nouveau { $role } (tiré
    } au sort) : **{ $player }**.
turn_start = **Le tour { $turn } commence.**

# -- elections: private -----------------------------------------------------------------------------
converted = { $reader_gender ->
        [f] Élue
       *[other] Élu
    } { $great_vassal }, tu rejoins { $camp } ! Tes alliés : **{ $worshippers }**.
new_role = Tu es désormais **{ $role }**.
became_lieutenant = Le chef t'a { $reader_gender ->
        [f] nommée
       *[other] nommé
    } **{ $lieutenant }** à la place { ELISION($replaces, "de") }**{ $replaces }**. Sous tes ordres : **{ $cubs }**.
became_lieutenant_alone = Le chef t'a { $reader_gender ->
        [f] nommée
       *[other] nommé
    } **{ $lieutenant }** à la place { ELISION($replaces, "de") }**{ $replaces }**. Personne n'est encore sous tes ordres.

# -- elections: GM only -----------------------------------------------------------------------------
conversion = { $players_gender ->
        [f] Converties
       *[other] Convertis
    } au camp { $display_worshippers_short_of_the } (W-E-8) : { $players }.
lieutenant_vacant = { $display_cub_gender ->
        [f] Aucune
       *[other] Aucun
    } { $cub } pour remplacer **{ $dead }** ({ $lieutenant }) : le poste reste vacant.
lieutenant_vacant_ghost_dead = Le chef ({ $ghost }) est mort : personne ne remplace **{ $dead }** ({ $lieutenant }) (W-E-7).
lieutenant_replaced = **{ $new }** remplace **{ $dead }** ({ $lieutenant }) ; sous ses ordres : { $cubs_text }.

# -- victory and the end report: public (W-V, W-P) --------------------------------------------------
victory_loyalists = **Victoire : { $winner } l'emportent !** Le chef de la hiérarchie ({ $ghost }) est mort.
victory_wolves = **Victoire : { $winner } l'emportent !** L'un des leurs siège au rang de { $great_vassal } et ouvre les portes.
victory_worshippers = **Victoire : { $winner } l'emportent !** Il reste moins de { $below } survivants : les Marcheurs Blancs passent le Mur.
end_report = **Compte rendu de fin de partie** (victoire : { $winner }) : tous les rôles et les points.
end_report_guesses = Les pronostics de chaque tour ({ $cub }, { $lieutenant }, { $ghost } ; ✔ : juste) :
end_report_prophecies = Les prophéties ({ $greenseer } : { $neutral_players }) :
