### À quoi sert chaque jet, tel qu'on le lit (onglet des dés, tableau des dés des messages) : dice-<id du jet>.

dice-assassination-passage-tied-wolves = les { $display_wolf_plural } à égalité envoyés par le passage (W-A-13)
dice-assassination-passage-victim = { $display_great_vassal_short_the } { $display_great_vassal_short_gender ->
    [f] tuée
   *[other] tué
} par le vrai passage (W-A-13)
dice-assassination-false-passage-victim = { $display_wolf_the } { $display_wolf_gender ->
    [f] tuée
   *[other] tué
} dans le faux passage (W-A-13)
dice-assassination-failure-revealed = échec de l'escouade { $number } : le membre révélé à { $target } (W-A-5)
dice-assassination-ben-revealed = { $display_ben_bones } { $display_ben_bones_gender ->
    [f] est-elle révélée
   *[other] est-il révélé
} à { $protects } ? ({ NUMBERS($percent) } %, W-A-10)
dice-assassination-reek-revealed = { $display_reek } ({ $reek }) { $display_reek_gender ->
    [f] est-elle révélée
   *[other] est-il révélé
} à { $target } ? ({ NUMBERS($percent) } %, W-A-11)
dice-assassination-false-passage-spotted = le faux passage trahit-il { $other } ? ({ NUMBERS($percent) } %, W-A-13)
dice-elections-knights-drawn = élections : { $display_knight_common_plural } { $display_knight_gender ->
    [f] tirées
   *[other] tirés
} parmi les { $display_guard_common_plural }
dice-elections-seat-tie = élections : égalité départagée au sort, élection des { $rank ->
    [great_vassal] { $display_great_vassal_plural }
    [captain] { $display_captain_plural }
    [knight] { $display_knight_plural }
   *[other] { $display_guard_plural }
} (W-E-9)
dice-elections-bastards-boy = élections : { $display_bastards_boy_gender ->
    [f] nouvelle
   *[other] nouveau
} { $display_bastards_boy }
dice-elections-new-lieutenant = élections : nouveau lieutenant à la place { DE($dead) }
dice-justice-interrogation = interrogatoire { DE($target) }
dice-justice-fill-accused = justice : accusés tirés au sort
dice-seers-abel-revealed = { $display_abel } est-il révélé à { $target } ? ({ NUMBERS($percent) } %, W-R-2)
dice-setup-worshipper-gvs = les { $display_great_vassal_common_plural } sont-ils { $display_worshipper_common_plural } ? ({ NUMBERS($percent) } %, W-S-14)
dice-setup-cub-deal = répartition des joueurs au rôle { DE($display_cub) } entre les lieutenants (W-S-4)
dice-setup-prophecy-life = prophétie de Vie { $display_greenseer_of_the } : un joueur qui doit survivre (W-S-12)
dice-setup-prophecy-death = prophétie de Mort { $display_greenseer_of_the } : un joueur qui doit mourir (W-S-12)
dice-setup-prophecy-glory = prophétie de Gloire { $display_greenseer_of_the } : { $display_guard_common_a } qui doit s'élever (W-S-12)
dice-setup-cub-counts = combien de joueurs au rôle { DE($display_cub) } commande chaque lieutenant ({ $lieutenants } ; W-S-4)
dice-setup-reek-camp = { $display_reek }{ NUMBERS($who, " no. ", " nº ") } { $display_reek_gender ->
    [f] est-elle
   *[other] est-il
} { $display_wolf_a } ? ({ NUMBERS($percent) } %, W-S-10)
dice-setup-wolf-count-pinned = { $display_wolf_plural } dans la hiérarchie : { $base }+1d{ $die }, au moins les { $pinned } fixés (W-S-3)
dice-setup-wolf-count = { $display_wolf_plural } dans la hiérarchie : { $base }+1d{ $die } (W-S-3)
dice-setup-ben = { $display_ben_bones } est-il en jeu ? ({ NUMBERS($percent) } %, W-S-11)
dice-setup-loyal-reeks = tirage des rôles { DE($display_reek) } loyalistes (W-S-10, W-S-13b)
dice-setup-place-ghost = tirage du chef de la hiérarchie ({ $display_ghost }) parmi les { $display_wolf_plural } (W-S-3)
dice-setup-place-lieutenant = tirage des lieutenants parmi les { $display_wolf_plural } (W-S-3)
dice-setup-reek-count = combien de rôles { DE($display_reek) } ({ NUMBERS($odds, "within the pins", "dans les limites des rôles fixés") } ; W-S-10)
dice-setup-role-abel = tirage du rôle { DE($display_abel) } (W-S-13)
dice-setup-role-bastards-boy = tirage du rôle { DE($display_bastards_boy) } parmi les { $display_guard_common_plural } (W-S-2)
dice-setup-role-ben-bones = tirage du rôle { DE($display_ben_bones) } (W-S-11)
dice-setup-role-greenseer = tirage du rôle { DE($display_greenseer) } (W-S-12)
dice-setup-role-hooded-man = tirage des { $display_hooded_man_plural } (W-S-9)
dice-setup-role-manderly = tirage du rôle { DE($display_manderly) } parmi les joueurs au rôle { DE($display_cub) } (W-S-7)
dice-setup-role-turncoat = tirage du rôle { DE($display_turncoat) } parmi les joueurs au rôle { DE($display_cub) } (W-S-6)
dice-setup-role-whoresbane = tirage du rôle { DE($display_whoresbane) } parmi les joueurs au rôle { DE($display_cub) } (W-S-8)
dice-setup-seats-captain = répartition des sièges de { $display_captain_common } (W-S-1)
dice-setup-seats-great-vassal = répartition des sièges { DE($display_great_vassal) } (W-S-1)
dice-setup-seats-knight = répartition des sièges de { $display_knight_common } (W-S-1)
dice-setup-wolf-reeks = tirage des rôles { DE($display_reek) } { $display_wolf_plural } parmi les joueurs au rôle { DE($display_cub) } (W-S-10)
dice-setup-wolves = tirage de { $n } { $display_wolf_plural } parmi les joueurs qui ne sont pas { $display_great_vassal_short_plural } (W-S-3)
