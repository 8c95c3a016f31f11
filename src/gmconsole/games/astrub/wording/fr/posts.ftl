# Wording of the posts of La Guilde des Joailliers d'Astrub, in French.
#
# To change a sentence: copy the messages you want into a .ftl file of yours, edit them, and give
# the file to the export (`gmconsole export SAVE --wording mine.ftl`, see docs/export.md).
# { $name } is filled in from the event; a player named in it may be agreed with through
# { $name_gender } (f, m, other) and a list of names through { $name_count }; **bold** and
# *italic* mark formatting (\* for a star). Write plain spaces before : ; ! ? and straight
# apostrophes: the French typography is applied when the post is written.

## Labels
section = Mission { $turn } : { $phase }
section_attempt = Mission { $turn } : { $phase } (tentative { $attempt })
section_setup = Début de la partie
mission_item = { $number }. { $mission } : escouade de { $size }
mission_item_threshold = { $number }. { $mission } : escouade de { $size }, échoue seulement avec { $fails_at } sabotages
choice = Choix
success = réussite
sabotage = sabotage
track_success = ✔
track_fail = ✘
track_pending = …
track_separator = {" "}·{" "}

## Events
# Public, at the start (M-S-2).
game_start = La partie commence ! { $count } { $players_gender ->
        [f] joueuses
       *[other] joueurs
    } : { $players }. **{ $spies } { $players_gender ->
        [f] espionnes** se cachent parmi elles.
       *[other] espions** se cachent parmi eux.
    }
game_start_missions = Les missions, dans l'ordre :
game_start_seed = Empreinte SHA-256 de la graine des dés : { $seed_sha256 }. La graine sera révélée à la fin : chacun pourra vérifier chaque tirage.

# Private, to each player (M-S-2); "role_card" is used for a role without its own line.
role_card_spy = Tu es **{ $reader_gender ->
        [f] espionne
       *[other] espion
    }**. Fais échouer trois missions sans te faire démasquer.
role_card_mercenary = Tu es **mercenaire**. Fais réussir trois missions et méfie-toi des espions.
role_card = Ton rôle : **{ $role }**.
spies_known = { $spies_gender ->
        [f] Les espionnes
       *[other] Les espions
    } sont { $spies }. { $others_count ->
        [one] { $others_gender ->
            [f] Ta complice
           *[other] Ton complice
        }
       *[other] Tes complices
    } : **{ $others }**.
spies_known_gm = { $spies_gender ->
        [f] Les espionnes se connaissent entre elles
       *[other] Les espions se connaissent entre eux
    } : { $spies }.

# Public, each squad (M-M-2 to M-M-5).
squad_proposed = Escouade proposée par **{ $leader }** pour la mission { $mission_number }, { $mission } (tentative { $attempt }) : **{ $members }**. Votez pour ou contre.
approval_vote_approved = Pour : { $yes }, contre : { $no }. **Escouade approuvée** (chef : { $leader } ; { $members }) : la mission part.
approval_vote_tie = Pour : { $yes }, contre : { $no }. Égalité : **escouade approuvée** (chef : { $leader } ; { $members }), la mission part.
approval_vote_rejected = Pour : { $yes }, contre : { $no }. **Escouade rejetée** (chef : { $leader } ; { $members }) ; rejets d'affilée : { $rejections } sur { $limit }.
# The same, for an event saved before it named the squad.
approval_vote_approved_plain = Pour : { $yes }, contre : { $no }. **Escouade approuvée** : la mission part.
approval_vote_tie_plain = Pour : { $yes }, contre : { $no }. Égalité : **escouade approuvée**, la mission part.
approval_vote_rejected_plain = Pour : { $yes }, contre : { $no }. **Escouade rejetée** (rejets d'affilée : { $rejections } sur { $limit }).
leader_passes = Nouveau chef d'escouade : **{ $leader }** (après { $previous }).

# GM only: who chose what (M-M-6). Never in the public post.
mission_choices = Choix secrets de l'escouade :
mercenary_sabotage = Attention : { $player } est mercenaire et a choisi de saboter (permis, M-M-6).

# Public, each mission (M-M-6, M-M-7): the number of sabotages, never who.
mission_result_success = Mission { $mission_number }, { $mission } : **réussie** (escouade : { $members } ; sabotages : { $sabotages }).
mission_result_success_threshold = Mission { $mission_number }, { $mission } : **réussie** (escouade : { $members } ; sabotages : { $sabotages }, il en faut { $needed } pour la faire échouer).
mission_result_fail = Mission { $mission_number }, { $mission } : **échouée** (escouade : { $members } ; sabotages : { $sabotages }).
mission_result_success_plain = Mission { $mission_number }, { $mission } : **réussie** (sabotages : { $sabotages }).
mission_result_success_threshold_plain = Mission { $mission_number }, { $mission } : **réussie** (sabotages : { $sabotages } ; il en faut { $needed } pour la faire échouer).
mission_result_fail_plain = Mission { $mission_number }, { $mission } : **échouée** (sabotages : { $sabotages }).
mission_result_track = Bilan : { $track }

# Public, at the end (M-V-1, M-M-5).
victory_mercenaries = **Victoire des mercenaires** : { $wins } missions réussies.
victory_spies = **Victoire des espions** : { $wins } missions échouées.
victory_rejections = **Victoire des espions** : { $limit } escouades rejetées d'affilée.
victory_reveal = { $spies_gender ->
        [f] Les espionnes
       *[other] Les espions
    } étaient : { $spies }.
