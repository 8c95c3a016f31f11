# Ce que `verify` trouve de faux dans une sauvegarde (engine/game.py, Game.verify) : enregistré en
# anglais, dit dans la langue de la partie. $key est la clé d'un tirage, $purpose sa phrase,
# $entry une entrée du journal.
# Une entrée du journal ($entry ci-dessous) : la mise en place, ou son tour, son étape et ses ordres.
verify-entry-setup = mise en place
verify-entry = tour { $turn }, { $phase }, « { $actions } »
verify-seed = graine : la graine ne correspond pas à l'empreinte SHA-256 publiée (seed_sha256)
verify-roll-unreadable = tirage { $key } : { $problem }
verify-roll-mismatch = tirage { $key } ({ $purpose }) : { $logged } dans le journal, { $again } recalculé
verify-no-deal = joueurs : la partie ne peut plus être distribuée : { $problem }
verify-no-replay = journal.{ $i } : ne se rejoue plus ({ $entry }) : { $problem }
verify-difference = { $where } : { $saved } dans la sauvegarde, { $replayed } en rejouant
verify-difference-top = (racine) : { $saved } dans la sauvegarde, { $replayed } en rejouant
verify-nothing = rien
verify-table-of = une table de { $count } { $count ->
    [one] clé
   *[other] clés
}
verify-list-of = une liste de { $count } { $count ->
    [one] élément
   *[other] éléments
}
verify-integer-too-large = (un entier trop grand pour être écrit)
verify-filed-elsewhere = { $difference } (l'entrée est rangée sous une autre étape que celle où elle a été jouée)
verify-rolls-differ = { $difference } ({ $entry } : les tirages rejoués diffèrent de ceux du journal)
verify-events-differ = { $difference } ({ $entry } : les événements rejoués diffèrent de ceux du journal)
verify-state-differs = { $difference } (l'état rejoué diffère de l'état sauvegardé : la sauvegarde a-t-elle été modifiée à la main ?)
# un tirage qui ne peut pas être recalculé (une sauvegarde modifiée à la main)
dice-error-expression = expression de tirage inconnue { $expr }
dice-error-sample = impossible de tirer { $k } parmi { $m }
dice-error-too-large = expression de tirage { $expr } : les mélanges et les tirages portent sur { $most } éléments au plus
dice-error-derivation = dérivation des dés inconnue { $name } (ce gmconsole connaît { $known })
# une sauvegarde écrite avant les sauvegardes scellées, dont le rejeu ne concorde pas : rien n'est écrit dessus
save-unsound = { $problems }. Rien n'a été écrit ; `gmconsole validate { $path }` liste tous les problèmes
