### Refus : pourquoi un ordre ou une résolution est refusé.

## justice.py

belong-step-justice-justice-at-step = { $what } relèvent de l'étape { $step } de la justice ; la justice en est à l'étape { $now }
not-grand-vassal-only-gvs-name = { $name } n'est pas { $display_great_vassal } : seuls les { $display_great_vassal_short_plural } désignent les accusés
dead-names-no-accused = { $name } est { $name_gender ->
    [f] morte
   *[other] mort
} et ne désigne pas d'accusé
dead-cannot-be-accused = { $name } est { $name_gender ->
    [f] morte
   *[other] mort
} et ne peut pas être { $name_gender ->
    [f] accusée
   *[other] accusé
}
cannot-accuse-himself = { $name } ne peut pas s'accuser { $name_gender ->
    [f] elle-même
   *[other] lui-même
}
grand-vassal-cannot-be-accused = { $name } est { $display_great_vassal } et ne peut pas être { $name_gender ->
    [f] accusée
   *[other] accusé
}
accused-are-already-named = les { $accused } accusés sont déjà désignés ({ $value })
not-accused-vote-for-revolt-abstain = { $name } n'est pas { $name_gender ->
    [f] accusée
   *[other] accusé
} ; votez pour { $accused }, la révolte ou l'abstention
was-not-executed-gars-du-batard = { $name } n'a pas été { $name_gender ->
    [f] exécutée
   *[other] exécuté
} ; le { $display_bastards_boy } interroge l'un de : { $executed }
no-one-accused-nobody-can-be = personne n'est accusé : personne ne peut être mis au vote
dead-cannot-vote = { $name } est { $name_gender ->
    [f] morte
   *[other] mort
} et ne peut pas voter
grand-vassal-gvs-do-not-vote = { $name } est { $display_great_vassal } : les { $display_great_vassal_short_plural } ne votent pas sur les accusés ; { $display_great_vassal_short_a } ne peut voter que pour la révolte (W-J-5)
revolt-not-part-this-scenario = la révolte ne fait pas partie de ce scénario
given-two-different-votes-this-order = { $name } reçoit deux votes différents dans cet ordre
justice-has-no-order = la justice n'a pas d'ordre { $kind }
already-accused-by-name-another-player = { $name } est déjà { $name_gender ->
    [f] accusée
   *[other] accusé
} par { $value ->
    [the-draw] le tirage au sort
   *[other] { $value }
} ; désignez un autre joueur

## takeover.py

text-2 = { $where } : { $problem }

## rules.py

order-belongs-phase-game-at-phase = un ordre { $kind } relève de la phase { $phase } ; la partie en est à la phase { $phase2 }

## setup.py

unknown-one = { $player_name } : { $what } introuvable : { $value } (au choix : { $shown })
pins-cannot-all-be-honoured-deal = les attributions fixées ne peuvent pas toutes être respectées : la donne demande { $room } { $room ->
    [one] joueur
   *[other] joueurs
} comme { $what }, et les attributions n'en laissent que { $names_count } prendre cette place ({ $value ->
    [nobody] personne
   *[other] { $value }
})
pinned-must-be-text-not = { $player_name } : { $what } (valeur fixée) : il faut un texte, pas { $value }
only-gars-du-batard-stacks-with = { $who } : seul le rôle { DE($display_bastards_boy) } se cumule avec un autre rôle ; fixés : { $roles }
every-wolf-hierarchy-this-scenario-abel = { $who } : dans ce scénario, tout { $display_wolf } est dans la hiérarchie ({ $display_abel } a le rôle { DE($display_cub) })
cannot-be-hierarchy-wolves-are-drawn = { $who } : un { $rank } ne peut pas être dans la hiérarchie (les { $display_wolf_plural } sont tirés parmi { $wolf_ranks })
pins-leave-no-possible-size-for = les attributions fixées ne laissent aucune taille possible à la hiérarchie (W-S-3) avec les joueurs fixés au rôle { DE($display_cub) } sous les lieutenants (W-S-4)
pins-deal-dead-end = la donne est arrivée dans une impasse : les attributions fixées peuvent toutes être respectées, mais les tirages faits avec cette graine ne laissent aucun moyen de la terminer. C'est un défaut de la donne, pas de la liste des joueurs : merci de le signaler avec la liste et la graine ; une autre graine peut réussir la donne
pins-cannot-all-be-honoured-player = les attributions fixées ne peuvent pas toutes être respectées : { $names_count ->
    [one] un joueur ({ $shown }) ne peut
   *[other] { $names_count } joueurs ({ $shown }) ne peuvent
} être que { $what } d'après leurs attributions, et la donne a de la place pour { $room }
cannot-deal-needed-eligible-player-left = impossible de distribuer { $what } : { $k } requis, { $pool_count ->
    [0] aucun joueur possible restant
    [one] un joueur possible restant
   *[other] { $pool_count } joueurs possibles restants
} (vérifiez les attributions fixées)
winterfell-needs-at-least-players-with = Winterfell demande au moins { $minimum } joueurs avec ces réglages ; la liste en compte { $roster_count }
great-vassals-are-pinned-two-camps = les { $display_great_vassal_common_plural } sont fixés dans deux camps ; ils ne sont jamais séparés (W-S-14)
players-are-pinned-hierarchy-it-has = { $in_hierarchy_count } joueurs sont fixés dans la hiérarchie ; elle en compte au plus { $value } (W-S-3)
two-players-are-pinned-as-ben = deux joueurs sont fixés comme { $display_ben_bones } ({ $held })
players-are-pinned-as-schlingue-this = { $held_count } joueurs sont fixés comme { $display_reek } ; ce scénario en a au plus { $value }
cubs-are-pinned-without-cub-roles = { $fixed_cubs } joueurs sont fixés comme { $display_cub } sans rôle { DE($display_cub) }, et { $cub_roles_needed } rôles { DE($display_cub) } ({ $display_turncoat }, { $display_manderly }, { $display_whoresbane }, { $display_reek } { $display_wolf }) attendent encore leur joueur : la hiérarchie dépasserait { $value }
pinned-rank-cannot-be-honoured = { $bad } : le rang fixé ne peut pas être respecté
great-vassals-are-pinned-two-camps-2 = les { $display_great_vassal_common_plural } sont fixés dans deux camps ; ils ne sont jamais séparés (W-S-14)
two-players-are-pinned-as-ben-2 = deux joueurs sont fixés comme { $display_ben_bones } ({ $pinned_ben })
players-are-pinned-as-schlingue-this-2 = { $pinned_reeks_count } joueurs sont fixés comme { $display_reek } ; ce scénario en a au plus { $value }
players-are-pinned-hierarchy-it-has-2 = { $pinned_count } joueurs sont fixés dans la hiérarchie ; elle en compte au plus { $value } (W-S-3)
cubs-are-pinned-without-cub-roles-2 = { $fixed_cubs } joueurs sont fixés comme { $display_cub } sans rôle { DE($display_cub) }, et { $cub_roles_needed } rôles { DE($display_cub) } ({ $display_turncoat }, { $display_manderly }, { $display_whoresbane }, { $display_reek } { $display_wolf }) attendent encore leur joueur : la hiérarchie dépasserait { $value }
cubs-cannot-hold-roles-placed-among = les { $cubs_count } joueurs au rôle { DE($display_cub) } ne peuvent pas tenir les rôles placés parmi eux (vérifiez les attributions fixées)
cubs-cannot-be-dealt-per-lieutenant = { $cubs_count } joueurs au rôle { DE($display_cub) } ne peuvent pas être répartis de { $cubs_per_lieutenant_min } à { $cubs_per_lieutenant_max } par lieutenant avec les lieutenants fixés
players-are-pinned-as-game-has = { $held_count } joueurs sont fixés comme { $what } ; la partie en compte { $wanted }
unknown-pin-winterfell-pins = { $who } : attribution fixée inconnue { $key } ; Winterfell fixe { $pin_keys }
pinned-role-not-this-scenario = { $who } : le rôle fixé { $role } n'est pas dans ce scénario
only-vervoyant-neutral-w-12 = { $who } : seul le rôle { DE($display_greenseer) } est neutre (W-S-12)
holds-no-special-role-but-gars = { $who } : le { $hierarchy } ne tient aucun rôle spécial hormis le rôle { DE($display_bastards_boy) }
only-loyalist-among-cubs-turncoat-w = { $who } : le seul loyaliste au rôle { DE($display_cub) } est { $display_turncoat_the } (W-S-6)
initial-great-vassal-loyalist-worshipper-not = { $who } : { $display_great_vassal_common_a } initial est loyaliste ou { $display_worshipper_common }, pas { $camp } (W-S-3, W-S-14)
initial-great-vassals-hold-no-special = { $who } : les { $display_great_vassal_common_plural } initiaux ne tiennent aucun rôle spécial (W-S-13b)
worshippers-are-great-vassals-w-14 = { $who } : les { $display_worshipper_common_plural } sont les { $display_great_vassal_common_plural } (W-S-14)
only-wolf-outside-hierarchy-abel-w = { $who } : le seul { $display_wolf } hors de la hiérarchie est { $display_abel } (W-S-13)
no-wolf-outside-hierarchy-this-scenario = { $who } : aucun { $display_wolf } hors de la hiérarchie dans ce scénario ({ $display_abel } n'y est pas)
pinned-camp-cannot-be-honoured = { $name } : le camp fixé { $pinned_camp } ne peut pas être respecté
players-are-pinned-as-but-game = { $pinned_count } joueurs sont fixés comme { $rank }, mais la partie en compte { $wanted } ({ $pinned })
players-are-pinned-as-but-hierarchy = { $fixed_count } joueurs sont fixés comme { $place }, mais la hiérarchie en compte { $wanted } ({ $fixed })
players-are-pinned-as-game-has-2 = { $held_count } joueurs sont fixés comme { $role } ({ $held }) ; la partie en compte { $count }
cubs-are-pinned-under-lieutenant-commands = { $n } joueurs au rôle { DE($display_cub) } sont fixés sous { $lt } ; un lieutenant en commande au plus { $cubs_per_lieutenant_max }
players-are-pinned-as-but-game-2 = { $pinned_count } joueurs sont fixés comme { $rank }, mais la partie en compte { $wanted } ({ $pinned })
worshippers-are-pinned-but-this-scenario = des { $display_worshipper_common_plural } sont fixés, mais ce scénario n'en a pas
pinned-hierarchy-but-drawn-pinned = { $x } : fixé dans la hiérarchie, mais tiré ou fixé { $rank }
players-are-pinned-as-but-hierarchy-2 = { $fixed_count } joueurs sont fixés comme { $place }, mais la hiérarchie en compte { $wanted } ({ $fixed })
cubs-are-pinned-under-lieutenant-commands-2 = { $own_count } joueurs au rôle { DE($display_cub) } sont fixés sous { $lt } ; un lieutenant en commande au plus { $cubs_per_lieutenant_max }
pinned-wolf-but-no-wolf-place = { $x } : fixé { $display_wolf }, mais il ne reste aucune place de { $display_wolf }
pinned-contradicts = { $who } : la valeur fixée { $shown } ({ $attr }) contredit { $why }, qui demande { $value }
wolf-schlingue-cannot-be = { $pinned_reeks } : le rôle { DE($display_reek) } { $display_wolf } ne peut pas être { $rank }
pinned-lieutenant-pinned-as = { $name } : le lieutenant fixé { $lieutenant } est fixé comme { $value ->
    [outside-the-hierarchy] hors de la hiérarchie
   *[other] { $value }
}
pin-roles-as-list-roles = { $who } : fixez les rôles sous forme de liste de rôles
pinned-lieutenant-not-roster = { $who } : le lieutenant fixé { $value } n'est pas dans la liste des joueurs
cub-cannot-be-own-lieutenant = { $who } : un { $display_cub } ne peut pas être son propre lieutenant

## assassination.py

unknown-assassination-order = ordre d'assassinat inconnu { $kind }

## elections.py

no-seat-put-vote-these-elections = aucun siège n'est mis au vote dans ces élections (les sièges de { $display_knight_common } sont tirés au sort, W-E-4)
not-lieutenant-who-died-this-turn = { $name } n'est pas un lieutenant mort ce tour-ci{ $which }
not-living-cub-only-cub-replaces = { $name } n'a pas le rôle { DE($display_cub) } ou n'est plus en vie : seul un { $display_cub } vivant remplace un lieutenant
dead-guess-names-surviving = { $name } est { $name_gender ->
    [f] morte
   *[other] mort
} : un pronostic désigne { $what ->
    [cub] un { $display_cub } survivant
    [lieutenant] un lieutenant survivant
    [ghost] un survivant comme { $display_ghost }
   *[other] un { $what } survivant
}
guess-needs-guesser-name = un pronostic demande le nom de son auteur
empty-guess-name-cub-lieutenant-ghost = un pronostic vide : désignez un { $display_cub }, un lieutenant ou le chef de la hiérarchie ({ $display_ghost })
dead-cannot-vote-2 = { $name } est { $name_gender ->
    [f] morte
   *[other] mort
} et ne peut pas voter
given-two-different-votes-this-order-2 = { $name } reçoit deux votes différents dans cet ordre
already-replaces = { $name } remplace déjà { $other }
spectators-guesses-are-not-taken-this = les pronostics des spectateurs ne sont pas pris dans ce scénario
roster-file-guess-without-spectator-flag = { $found } est dans la liste des joueurs : saisissez le pronostic sans l'indication de spectateur
guesser-outside-roster-spectator = { $detail } ; l'auteur d'un pronostic hors de la liste des joueurs est un spectateur
dead-dead-players-guesses-are-not = { $by } est { $by_gender ->
    [f] morte
   *[other] mort
} : les pronostics des joueurs morts ne sont pas pris dans ce scénario
elections-have-no-order = les élections n'ont pas d'ordre { $kind }
dead-cannot-be-elected = { $name } est { $name_gender ->
    [f] morte
   *[other] mort
} et ne peut pas être { $name_gender ->
    [f] élue
   *[other] élu
}
seats-go = { $name } est { $rank } : les sièges de { $rank2 } reviennent à un { $shown }

## assassination.py

sword-beyond-its-reach-can-strike = l'épée est hors de portée : { $bearer } ({ $rank }) ne peut frapper { $bearer_gender ->
    [f] seule
   *[other] seul
} que le rang juste au-dessus du sien{ $value }, pas { $name } ({ $rank2 })
dead = { $role ->
    [greenseer] { $display_greenseer_gender ->
        [f] { $display_greenseer_the } ({ $name }) est morte
       *[other] { $display_greenseer_the } ({ $name }) est mort
    }
    [abel] { $display_abel_gender ->
        [f] { $display_abel_the } ({ $name }) est morte
       *[other] { $display_abel_the } ({ $name }) est mort
    }
    [manderly] { $display_manderly_gender ->
        [f] { $display_manderly_the } ({ $name }) est morte
       *[other] { $display_manderly_the } ({ $name }) est mort
    }
    [ben_bones] { $display_ben_bones_gender ->
        [f] { $display_ben_bones_the } ({ $name }) est morte
       *[other] { $display_ben_bones_the } ({ $name }) est mort
    }
    [reek] { $display_reek_gender ->
        [f] { $label } ({ $name }) est morte
       *[other] { $label } ({ $name }) est mort
    }
   *[other] { $label } ({ $name }) est mort
}
no-assassination-was-ordered-remove-squads = aucun assassinat n'a été ordonné : retirez d'abord les escouades et le passage
squad-strikes-with-sword-but-wolves = l'escouade { $number } frappe avec l'épée, mais les { $display_wolf_plural } ({ $value_count }) sont plus de { $sword_threshold } : le chef de la hiérarchie ({ $display_ghost }) ne l'a pas trouvée
sword-strike-made-by-bearer-alone = un coup d'épée est porté par son porteur seul ; { $value } tient l'épée pendant cette phase
there-no-passage-use-this-phase = il n'y a pas de passage à emprunter pendant cette phase (la tourte { DE($display_manderly) } n'en ouvre un que pour la phase suivante)
passage-takes-two-wolves-fewer-are = le passage prend deux { $display_wolf_plural } ; moins de deux sont en vie
no-gv-alive-for-passage-reach = aucun { $display_great_vassal_short } n'est en vie pour que le passage l'atteigne
not-this-game = { $role ->
    [greenseer] { $display_greenseer_the }
    [abel] { $display_abel_the }
    [manderly] { $display_manderly_the }
    [ben_bones] { $display_ben_bones_the }
   *[other] { $label }
} n'est pas dans cette partie
ghost-dead-this-assassination-phase-has = le chef de la hiérarchie ({ $display_ghost }) est mort : cette phase d'assassinat n'a pas de victime
squad-has-no-member = l'escouade { $number } n'a aucun membre
target-squad-dead = la cible de l'escouade { $number }, { $name }, est { $name_gender ->
    [f] morte
   *[other] mort
}
squad-cannot-target-its-own-member = l'escouade { $number } ne peut pas viser son propre membre { $name }
squad-aims-at-gv-beside-sword = l'escouade { $value } vise le { $display_great_vassal_short } { $target } en plus du coup d'épée sur le { $display_great_vassal_short } { $target2 } : aucun autre { $display_great_vassal_short } ne peut être assassiné pendant cette phase
passage-aims-at-gv-beside-sword = le passage vise { $display_great_vassal_short_a } en plus du coup d'épée sur { $display_great_vassal_short_a } : aucun autre { $display_great_vassal_short } ne peut être assassiné pendant cette phase
only-can-kill-gv-with-sword = seul un { $sword_gv_rank } peut tuer { $display_great_vassal_short_a } avec l'épée ; { $bearer } est { $rank }
has-not-prepared-kill-gv-he = { $bearer } n'a pas préparé le meurtre { $display_great_vassal_short_of_the } { $name } : il doit d'abord tenir l'épée en tant que { $sword_gv_rank } pendant { $phases } sans tuer personne (ni à l'épée ni dans une escouade)
name-two-different-wolves-for-passage = désignez deux { $display_wolf_plural } différents pour le passage (ou aucun pour envoyer les deux plus influents)
among-two-most-influential-wolves-must = { $missing } est parmi les deux { $display_wolf_plural } les plus influents et doit y aller
wolves-draw-for-passage-are-squads = les { $display_wolf_plural } à tirer pour le passage ({ $tied }) sont dans des escouades : { $display_wolf_a } envoyé par le passage ne rejoint aucune escouade cette nuit-là
ben-les-os-cannot-protect-himself = { $display_ben_bones } ne peut pas se protéger { $name_gender ->
    [f] elle-même
   *[other] lui-même
}
ben-les-os-cannot-protect-dead = { $display_ben_bones } ne peut pas protéger { $name } : { $name_gender ->
    [f] morte
   *[other] mort
}
ben-les-os-cannot-protect-gv = { $display_ben_bones } ne peut pas protéger { $display_great_vassal_short_a } ({ $name })
ben-les-os-cannot-protect-turncoat = { $display_ben_bones } ne peut pas protéger le { $display_turncoat } ({ $name })
ben-les-os-has-protected-before = { $display_ben_bones } a déjà protégé { $name } et ne peut pas { $name_gender ->
    [f] la
   *[other] le
} protéger de nouveau
not-schlingue = { $reek } n'a pas le rôle { DE($display_reek) }
dead-scans-no-one = { $reek } est { $reek_gender ->
    [f] morte
   *[other] mort
} et ne sonde personne
cannot-scan-himself = { $reek } ne peut pas se sonder { $reek_gender ->
    [f] elle-même
   *[other] lui-même
}
cannot-scan-dead = { $reek } ne peut pas sonder { $name } : { $name_gender ->
    [f] morte
   *[other] mort
}
ghost-finds-sword-when-wolves-number = le chef de la hiérarchie ({ $display_ghost }) trouve l'épée quand les { $display_wolf_plural } sont { $sword_threshold } ou moins ; ils sont { $value_count }
cannot-receive-sword-not-living-wolf = { $name } ne peut pas recevoir l'épée : ce n'est pas { $display_wolf_a } { $display_wolf_gender ->
    [f] vivante
   *[other] vivant
}
twice-squad-2 = { $m } figure deux fois dans l'escouade { $number }
dead-cannot-be-squad = { $m } est { $m_gender ->
    [f] morte
   *[other] mort
} et ne peut pas être dans l'escouade { $number }
not-wolf-cannot-be-squad = { $m } n'est pas { $display_wolf_a } et ne peut pas être dans l'escouade { $number }
already-squad-wolf-joins-one-squad = { $m } est déjà dans l'escouade { $joined } : { $display_wolf_a } ne rejoint qu'une escouade par nuit
goes-through-passage-joins-no-squad = { $m } passe par le passage secret et ne rejoint aucune escouade cette nuit-là
not-living-wolf-cannot-go-through = { $name } n'est pas { $display_wolf_a } { $display_wolf_gender ->
    [f] vivante
   *[other] vivant
} et ne peut pas emprunter le passage
ghost-sends-two-most-influential-wolves = le chef de la hiérarchie ({ $display_ghost }) envoie ses deux { $display_wolf_plural } les plus influents par le passage ; { $name } n'en fait pas partie ({ $best })
goes-through-passage-joins-no-squad-2 = { $name } passe par le passage secret et ne rejoint aucune escouade cette nuit-là
goes-through-passage-joins-no-squad-3 = { $name } passe par le passage secret et ne rejoint aucune escouade cette nuit-là
there-no-squad-squads-entered = il n'y a pas d'escouade { $index } (escouades saisies : { $squads_count })
name-reek-who-scans = désignez le joueur au rôle { DE($display_reek) } qui sonde (reek = ...) : { $alive ->
    [0] aucun joueur au rôle { DE($display_reek) } n'est en vie
    [one] { $alive } joueur au rôle { DE($display_reek) } est en vie
   *[other] { $alive } joueurs au rôle { DE($display_reek) } sont en vie
}
cannot-ask-about-himself = { $role ->
    [greenseer] { $display_greenseer_the }
    [abel] { $display_abel_the }
   *[other] { $label }
} ne peut pas se renseigner sur son propre compte

## justice.py : accusations

accusation-without-justification = { $by } accuse { $accused } sans justification : les { $display_great_vassal_short_plural } doivent en donner une pour chaque accusé, { $quote } ; ajoutez-en une : « { $accused } : justification » dans la console, justification = "..." dans un fichier d'ordres

## takeover.py : une partie en cours reprise (gmconsole new --from-running), W-S-16
takeover-the-running-game = la partie en cours
takeover-what-phase = phase
takeover-what-rank = rang
takeover-what-place = place dans la hiérarchie
takeover-what-role = rôle
takeover-what-camp = camp
takeover-what-identity = identité
takeover-expected-table = il faut une table, pas { $value }
takeover-unknown-key = clé inconnue { $name } (au choix : { $allowed })
takeover-whole-number = il faut un nombre entier, pas { $value }
takeover-out-of-range = { $value } est hors limites (de { $low } à { $high })
takeover-out-of-range-low = { $value } est hors limites (au moins { $low })
takeover-boolean = il faut true ou false, pas { $value }
takeover-not-in-roster = { $value } n'est pas un joueur de la liste
takeover-one-table-per-player = il faut une table par joueur
takeover-stray = pas un joueur de la liste
takeover-turn-missing = manquant : le tour où la partie reprend (1, 2…)
takeover-rank-missing = manquant : le rang actuel de chaque joueur
takeover-roles-list = il faut une liste de rôles
takeover-death-turn-missing = manquant : le tour de sa mort
takeover-died-too-late = mort au tour { $died } ({ $died_phase_shown }), pas avant le point où la partie reprend (tour { $turn }, { $phase_shown })
takeover-text-expected = il faut un texte
takeover-knows-table = il faut une table joueur = ce pour quoi il est connu
takeover-worshippers-false = false, mais un joueur est fixé dans le camp { $display_worshipper_common_plural_of_the }
takeover-already-won = déjà gagnée par { $winner } ({ $reason }) : plus rien à jouer
takeover-one-stacking-role = seul le rôle { DE($display_bastards_boy) } se cumule avec un autre rôle ; donnés : { $roles_shown }
takeover-role-not-in-scenario = { $role } n'est pas dans ce scénario
takeover-lieutenant-not-cub = a un lieutenant ({ $lieutenant }) mais n'a pas le rôle { DE($display_cub) }
takeover-lieutenant-not-lieutenant = son lieutenant { $lieutenant } n'est pas lieutenant
takeover-cub-names-lieutenant = un { $display_cub } vivant nomme son lieutenant (lieutenant = ...)
takeover-rank-not-in-hierarchy = le rang { $rank_shown } ne peut pas être dans la hiérarchie
takeover-turncoat-loyalist = le { $display_turncoat } est loyaliste
takeover-hierarchy-wolves = dans la hiérarchie, donc dans le camp { $display_wolf_plural_of_the }, pas { $camp_shown }
takeover-ghost-no-role = le chef de la hiérarchie ({ $display_ghost }) n'a aucun rôle spécial sinon celui { DE($display_bastards_boy) }
takeover-role-in-hierarchy = { $role } est dans la hiérarchie ({ $display_cub }, ou lieutenant depuis)
takeover-role-wolf = { $role } est { $display_wolf_a }
takeover-abel-wolf = { $display_abel } est dans le camp { $display_wolf_plural_of_the }
takeover-abel-place = la place { DE($display_abel) } dans la hiérarchie contredit abel_in_hierarchy
takeover-role-loyalist = { $role } est loyaliste
takeover-greenseer-neutral = le rôle { DE($display_greenseer) } est neutre, hors de la hiérarchie
takeover-reek = le rôle { DE($display_reek) } revient à un { $display_cub } ou à un loyaliste hors de la hiérarchie
takeover-only-greenseer-neutral = seul le rôle { DE($display_greenseer) } est neutre
takeover-worshippers-gv = les { $display_worshipper_common_plural } sont { $display_great_vassal_common_plural } (W-S-14, W-E-8)
takeover-only-abel-outside = le seul { $display_wolf } hors de la hiérarchie est { $display_abel }
takeover-bastards-boy-guard = { $display_bastards_boy_the } est { $display_guard_common } (W-E-6 : { $display_bastards_boy_gender ->
    [f] promue, elle est remplacée
   *[other] promu, il est remplacé
})
takeover-too-many-holders = { $count } joueurs ont le rôle { $role } ({ $holders }) ; la partie en a { $allowed }
takeover-too-many-rank = { $count } joueurs vivants ont le rang { $rank } ({ $holders }) ; la partie a { $seats } places
takeover-gv-mixed = les { $display_great_vassal_common_plural } vivants sont loyalistes et { $display_worshipper_common_plural } : W-E-8 convertit un loyaliste élu à côté { DE($display_worshipper_common_plural) }
takeover-one-ghost = la hiérarchie a un chef ({ $display_ghost }), mort ou vivant ; donnés : { $given }
takeover-one-ghost-none = la hiérarchie a un chef ({ $display_ghost }), mort ou vivant ; aucun n'est donné
takeover-hierarchy-too-big = { $count } joueurs dans la hiérarchie, morts ou vivants ; elle en a { $most } au plus
takeover-too-many-lieutenants = { $count } lieutenants vivants ({ $names }) ; la hiérarchie en a { $most }
takeover-ghost-dead-over = le chef de la hiérarchie ({ $display_ghost }) est mort au tour { $died } : les loyalistes ont gagné à la fin de la phase d'assassinat du tour { $next } (W-V-1) ; la partie est finie
takeover-prophecies-missing = manquant : les prophéties { $display_greenseer_of_the } ({ $seer } ; vie, mort, gloire ; W-S-12)
takeover-prophecies-no-seer = données, mais aucun joueur n'a le rôle { DE($display_greenseer) }
takeover-prophecy-missing = manquante (vie, mort et gloire sont tirées à la donne)
takeover-ben-list = il faut la liste des joueurs que { $display_ben_bones } a protégés
takeover-ben-none = donnée, mais aucun joueur n'est { $display_ben_bones }
takeover-ben-twice = { $name } deux fois : { $display_ben_bones } ne protège jamais deux fois le même joueur
takeover-sword-holder-missing = manquant : qui détient l'Épée du Dernier Héros
takeover-sword-holder-not-wolf = { $holder } n'est pas un membre vivant de la hiérarchie
takeover-sword-threshold = le chef de la hiérarchie ({ $display_ghost }) trouve l'épée quand les { $display_wolf_plural } sont { $threshold } ou moins ; { $alive } sont vivants
takeover-passage-keys = donnez real (true ou false) et usable_turn
takeover-passage-gone = la phase d'assassinat du tour { $turn } est passée : le passage a disparu (W-A-13)
takeover-passage-next = un passage ne sert qu'à la phase d'assassinat suivante

## setup.py : les mots du refus d'une attribution fixée (ce qui est fixé, ce qu'elle contredit)
pin-none = aucun
pin-attr-camp = camp
pin-attr-hierarchy = place dans la hiérarchie
pin-attr-rank = rang
pin-why-lieutenant = un lieutenant fixé ({ $name })
pin-why-role = le rôle { $role } ({ $rule })
pin-why-wolf-reek = le rôle { DE($display_reek) } { $display_wolf } (W-S-10)
pin-why-reek-outside = le rôle { DE($display_reek) } hors de la hiérarchie (W-S-10)
pin-why-loyal-reek = le rôle { DE($display_reek) } loyal (W-S-10)
pin-why-bastards-boy = le rôle { DE($display_bastards_boy) } (W-S-2)
pin-why-neutral = le camp neutre
pin-why-place = la place { $place }
pin-why-worshippers = le camp { $display_worshipper_common_plural_of_the } (W-S-14 : les { $display_great_vassal_short_plural })
pin-why-great-vassal = le rang de { $display_great_vassal_common } (W-S-3)

## Les étapes de la justice et ce qui s'y saisit, dans les refus (engine.worded.step_name)
step-accusation = accusations
step-vote = vote de justice
step-interrogation = interrogatoire
justice-what-accusations = les accusations
justice-what-justice-votes = les votes de justice
justice-what-interrogations = les interrogatoires
wolves-must-order-an-assassination = les { $display_wolf_plural } doivent ordonner un assassinat à cette phase (une escouade ou le passage) : ce scénario ne leur permet pas de n'en ordonner aucun
