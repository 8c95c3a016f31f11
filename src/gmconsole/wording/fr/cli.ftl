# Ce que la ligne de commande écrit d'une partie (issue 11, point 3) : dans la langue de la partie
# dès qu'une sauvegarde ou un scénario est lu. Ce qui précède toute partie est dans la langue de
# l'environnement (engine/language.py, le français d'abord ; son usage et --help : usage.ftl).

## status : le cadre autour des mots du jeu
status-header = { $scenario } — tour { $turn }, { $phase }
status-game-over = PARTIE TERMINÉE, victoire : { $winner } ({ $rule })
status-dead = (hors jeu)
status-dead-with-words = ({ $words }, hors jeu)
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
cli-new-game = nouvelle partie « { $scenario } » à { $count } joueurs, sauvegardée dans { $path }
cli-taken-over = partie « { $scenario } » reprise au tour { $turn } avec { $count } joueurs, sauvegardée dans { $path }
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
cli-valid-save = { $path } : une sauvegarde valide de « { $scenario } », tour { $turn }, { $phase }
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
cli-older-rules = note : cette partie a été jouée sous la révision { $revision } des règles { DE($rules) } (ce gmconsole a la révision { $current }) : ses dés ont été vérifiés sous { $dice }, son journal n'a pas été rejoué sous les règles d'aujourd'hui

## knows
cli-knows-nothing = { $player } ne sait encore rien de personne
cli-knows = { $player } connaît { $about } : { $seen } (tour { $turn }, { $source })

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

## les problèmes de la ligne de commande elle-même (avant qu'une partie soit connue : la langue de l'environnement)
cli-deadline-text-or-at = donnez l'échéance en TEXTE (« mardi 21 h ») ou avec --at DATE HEURE, pas les deux
cli-deadline-bad-date = --at : { $typed } n'est pas une date : écrivez 2026-12-02, 2/12/2026 ou 2/12
cli-deadline-bad-time = --at : { $typed } n'est pas une heure : écrivez 21:00, 21 h ou 21h30
cli-estimate-whole = --estimate prend un nombre entier de parties, au moins 1, par exemple --estimate 300
cli-profile-not-format = --profile { $profile } n'est pas un profil { $format }
cli-accept-save-only = --accept est pour une sauvegarde (ce fichier n'a pas de schema_version)
cli-save-exists = existe déjà et n'est pas une sauvegarde saine ({ $problem }) ; rien n'a été écrit : choisissez un autre chemin --save
cli-event-does-not-fit = journal : un événement ne correspond pas à son jeu ({ $problem }) ; `gmconsole validate { $path }` nomme la clé
cli-write-failed = erreur : { $path } : n'a pas pu être écrit : { $cause } ; le fichier sur le disque est tel qu'il était avant cette commande
cli-not-written = { $path } : n'a pas pu être écrit : { $cause }
write-cause-disk-full = le disque est plein ou le quota est dépassé
write-cause-file-size = la taille maximale de fichier est atteinte
write-cause-read-only = le dossier est sur un système de fichiers en lecture seule (choisissez un dossier ailleurs)
write-cause-permission = permission refusée (rendez le dossier modifiable, chmod u+w, ou choisissez un autre dossier)
write-cause-read-only-file = le fichier est en lecture seule (rendez-le modifiable, chmod u+w, pour continuer, ou copiez-le ailleurs)
write-cause-no-folder = le dossier n'existe pas
# une sauvegarde qu'un autre programme écrit (code 5)
cli-busy = occupée : { $path } : la sauvegarde est occupée : { $who } l'écrit ; réessayez dans un instant (rien n'a été modifié)
cli-busy-holder = { $program } (pid { $pid } sur { $host }, depuis { $since })
cli-busy-another = un autre gmconsole
# demo : ses options
demo-none-for-game = le jeu { $game } n'a pas de démonstration
demo-none = aucun jeu installé n'a de démonstration
cli-votes-no-format = format inconnu
cli-votes-read = { $ballot } : { $posts ->
        [one] { $posts } message lu
       *[other] { $posts } messages lus
    } ({ $format }), { $clear ->
        [one] { $clear } vote clair
       *[other] { $clear } votes clairs
    }, { $left } à trancher par le MJ
cli-votes-line-problem = { $line } : { $problem }
cli-votes-entered = { $n ->
        [one] { $n } vote saisi
       *[other] { $n } votes saisis
    } (`gmconsole undo` les reprend) ; l'étape n'est pas encore résolue
cli-votes-unvote = dévote
cli-votes-abstain = abstention
cli-version-unknown = inconnue (gmconsole n'est pas installé)
cli-whole-number = nombre entier
# export --turn, --phase : un tour ou une phase que la partie n'a pas (cli.py, _export_step)
cli-turn-unknown = le tour { $turn } n'existe pas dans cette partie, qui en est au tour { $current } : donnez --turn de { $first } à { $last }
cli-turn-unknown-setup = le tour { $turn } n'existe pas dans cette partie, qui en est au tour { $current } : donnez --turn de 0 (la mise en place) à { $last }
cli-phase-unknown = la phase { $phase } n'a pas été jouée dans cette partie : donnez --phase parmi { $phases }
