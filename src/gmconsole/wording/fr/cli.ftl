# Ce que la ligne de commande écrit d'une partie (issue 11, point 3) : dans la langue de la partie
# dès qu'une sauvegarde ou un scénario est lu. Les messages sur la ligne de commande elle-même
# (son usage, un argument manquant) précèdent toute partie et restent en anglais (docs/cli.md).

## status : le cadre autour des mots du jeu
status-header = { $scenario } : tour { $turn }, { $phase }
status-game-over = PARTIE TERMINÉE, victoire : { $winner } ({ $rule })
status-dead = (hors jeu)
status-step = { $mark } { $label }
status-step-detail = { $mark } { $label } : { $detail }
status-section = { $title } :
step-done = [fait]
step-entered = [saisi]
step-missing = [à faire]
step-optional = [facultatif]
step-warning = [attention]
step-private = [privé]

## notes et avertissements
cli-note = note : { $text }
cli-error = erreur : { $why }
cli-edited-warning = attention : { $path } a été modifié hors de gmconsole (son empreinte ne correspond plus) ; `gmconsole validate { $path }` le vérifie, et aucune commande n'y écrit d'ici là

## new
cli-new-game = nouvelle partie de { $scenario } à { $count } joueurs, sauvegardée dans { $path }
cli-taken-over = partie de { $scenario } reprise au tour { $turn } avec { $count } joueurs, sauvegardée dans { $path }
cli-seed-digest = SHA-256 de la graine (à publier maintenant, la graine sera révélée à la fin) : { $digest }

## undo, redo

## remind, export
cli-nobody-awaited = personne n'est attendu à cette étape : pas de relance à poster
cli-no-private-message = { $player } n'a pas de message privé pour cette sélection
cli-nothing-public = rien de public pour cette sélection
cli-discord-split = { $file } dépasse les 2 000 caractères de Discord : écrit aussi en { $count } messages à envoyer dans l'ordre, de { $first } à { $last }
cli-discord-messages = { $count } messages Discord ({ $limit } caractères au plus chacun)
cli-discord-message = === message Discord { $n }/{ $count } ===

## validate, verify
cli-valid-save = { $path } : une sauvegarde valide de { $scenario }, tour { $turn }, { $phase }
cli-valid-scenario = { $path } : un scénario valide du jeu { $game } ({ $scenario })
cli-edited-accept = elle a été modifiée hors de gmconsole : `gmconsole validate --accept { $path }` écrit sa nouvelle empreinte pour que les commandes y écrivent de nouveau
cli-no-digest = elle n'a pas encore d'empreinte (une sauvegarde ancienne) : la première commande qui l'écrit en ajoute une, ou `gmconsole validate --accept { $path }` dès maintenant
cli-accepted = acceptée : { $path } réécrite avec son empreinte (le fichier précédent est gardé en .bak)
cli-mismatch = écart : { $problem }
cli-verify-problems = { $problems ->
    [one] { $problems } problème
   *[other] { $problems } problèmes
} (tirages : { $rolls } ; étapes : { $steps })
cli-verify-ok = tirages recalculés depuis la graine : { $rolls } ; étapes rejouées : { $steps } ; tout concorde
cli-verify-ok-older = tirages recalculés depuis la graine : { $rolls } ; étapes non rejouées (règles plus anciennes) : { $steps } ; tout concorde
cli-verify-dice = dérivation des dés : { $dice } ; règles : { $rules }, révision { $revision }
cli-verify-seed = SHA-256 de la graine : { $digest }
cli-older-rules = note : cette partie a été jouée sous la révision { $revision } des règles de { $rules } (ce gmconsole a la révision { $current }) : ses dés ont été vérifiés sous { $dice }, son journal n'a pas été rejoué sous les règles d'aujourd'hui

## knows
cli-knows-nothing = { $player } ne sait encore rien de personne
cli-knows = { $player } connaît { $about } comme { $seen } (tour { $turn }, { $source })

## le journal : un tirage
journal-roll = tirage { $purpose } : { $expr } -> { $outcome }

## les expressions de dés, telles qu'on les lit
dice-expr-die = 1d{ $sides }
dice-expr-perm = mélange de { $n }
dice-expr-sample = tirage de { $k } sur { $n }
# entre les mots de la ligne d'un joueur : « (Chevalier ; Grand Argentier) »
status-separator = {" ; "}
cli-file-problem = { $path } : { $problem }
# ce qu'a décidé un tirage de chance (enregistré en anglais : « 24 <= 33: yes »)
dice-outcome-yes = { $roll } <= { $threshold } : oui
dice-outcome-no = { $roll } > { $threshold } : non
save-backup-hint = { $problem }. La version précédente est dans { $backup } : `gmconsole validate { $backup }` la vérifie
# un tirage des étapes qu'apply affiche
cli-roll = tirage { $purpose } : { $expr } -> { $outcome }
