# The console's words (French): every label the screens show, called by the code as
# L("key") and named here console-key (underscores become hyphens). A GM may change them
# in the wording override like any other message (docs/architecture.md, Wording).

## Launcher
console-launcher-title = gmconsole
console-launcher-sub = parties dans { $folder }
console-new-game = Nouvelle partie
console-demo-game = Partie de démonstration
console-open = Ouvrir
console-quit = Quitter
console-no-saves = Aucune partie dans { $folder } : nouvelle partie (n) ou démonstration (d).
console-col-file = Partie
console-col-game = Jeu
console-col-turn = Tour
console-col-phase = Phase
# the saved time in a narrow launcher (the day before the month in French)
console-saved-short = { $day }/{ $month } { $time }
console-col-saved = Enregistrée
console-unreadable = illisible

## New game modal
console-scenario = Scénario
console-players-paste = Joueurs, un par ligne, « Chloé (f) » pour le genre (ou un fichier)
console-players-file = Fichier de joueurs (au lieu de la liste), ou partie en cours à reprendre (docs/orders.md)
console-seed = Graine (vide : au hasard)
console-create = Créer
console-new-keys = ctrl+s : créer   échap : annuler
console-cancel = Annuler
console-no-scenarios = aucun scénario dans ./scenarios
console-no-players = donnez les joueurs : un nom par ligne, ou un fichier

## Game screen
console-turn = Tour
console-winner = vainqueur
console-tab-roster = Joueurs
console-tab-orders = Ordres
console-tab-dice = Dés
console-tab-post = Message
console-checklist = Étapes de la phase
console-warnings = Avertissements
console-resolve = Résoudre
console-undo = Annuler
console-redo = Rétablir
console-palette = Commandes
console-saved-to = enregistré dans { $path }
# une étape annulée ou rétablie : son étape et son tour, puis ses ordres ($what : la ligne du
# journal, action-step)
console-undone = Annulé ({ $phase }, tour { $turn }) : { $actions }
console-redone = Rétabli ({ $phase }, tour { $turn }) : { $actions }
console-refused = Refusé : { $why }
console-resolved = Résolu : { $what }
console-entered = Saisi : { $what }
console-nothing-to-undo = rien à annuler
console-nothing-to-redo = rien à rétablir
console-status-done = fait
console-status-entered = saisi
console-status-missing = à faire
console-status-optional = facultatif
console-status-warning = attention
console-status-private = privé

## Resolve modal
console-resolve-title = Résoudre cette étape ?
console-will-resolve = Sera résolu :
console-missing-orders = Ordres manquants :
console-resolve-later = Ensuite, un ctrl+r chacun :
console-will-refuse = Les règles refusent de résoudre maintenant :
console-confirm-keys = entrée : résoudre   échap : annuler
console-refuse-keys = échap : retour aux ordres
console-nothing-missing = aucun

## Roster
console-view-gm = vue MJ (tous les secrets)
console-view-public = vue publique
console-view-player = ce que sait { $name }
console-filter = filtre : un nom, un camp ou un rôle
console-col-seat = #
console-col-name = Nom
console-col-camp = Camp
console-col-roles = Rôles
console-col-role = Rôle
console-col-alive = Vivant
console-col-knows = Sait
console-col-seen-as = Connu comme
console-col-rank = Rang
console-col-influence = Influence
console-alive = vivant
console-dead = mort
console-self = ({ $who_gender ->
        [f] elle-même
       *[other] lui-même
    })
console-rows = { $shown }/{ $total } { $total ->
        [one] joueur
       *[other] joueurs
    }

## Orders
console-orders-over = La partie est finie. Victoire : { $winner }.
console-leader = Chef
console-selected = { $n }/{ $size } { $n ->
        [one] choisi
       *[other] choisis
    }
console-squad-ok = escouade valide : entrée pour la proposer
console-squad-entered = proposée : { $members }
console-group-ok = choix valide : entrée pour le saisir
console-group-entered = saisi : { $members }
console-add-member = tapez un nom + entrée pour ajouter ou retirer
console-not-voted = n'ont pas voté : { $names }
console-all-voted = tout le monde a voté
console-yes = oui
console-no = non
console-success = réussite
console-sabotage = sabotage
console-waiting = en attente
console-vote = Vote
console-choice = Choix
console-attempt = tentative
console-squad = escouade
console-raw-orders = Ordres en TOML (comme un fichier d'ordres) ; ctrl+s les applique
console-form-done = ✔ fait
console-form-entered = ✔ saisi
console-form-missing = ✘ à faire
console-form-optional = facultatif
console-form-choose = { $field } : choisissez { $options }
console-form-field-missing = { $field } : il faut un nom
# A ballot's key hint, said in parts joined by « · »: the candidates' keys (1 to 9 at most),
# each special option's key (« 0 : abstention »), then the typed form.
console-form-ballot-candidates = { $n ->
        [1] 1 : candidat
       *[other] 1-{ $n } : candidat
    }
console-form-ballot-special = { $keys } : { $label }
console-form-ballot-typed = ou tapez « votant : vote »
console-apply = Appliquer

## Dice
console-col-when = Quand
console-col-purpose = Objet
console-col-expr = Jet
console-col-result = Résultat
console-col-outcome = Issue
console-col-audience = Public
console-no-rolls = aucun jet pour l'instant

## Post
console-post-turn = tour { $turn }
console-post-all = toute la partie
console-post-keys = m : BBCode/Markdown   t : ce tour/toute la partie   s : public/MJ/privé   n/b : message suivant/précédent   c : copier et écrire un fichier   w : écrire tous les fichiers
console-copied = Copié dans le presse-papiers et écrit dans { $path }
console-written = { $n ->
        [one] { $n } fichier de message écrit
       *[other] { $n } fichiers de messages écrits
    } dans { $path }
console-written-split = { $name } dépasse les 2 000 caractères de Discord : aussi en { $n } messages à envoyer dans l'ordre, de { $first } à { $last }
console-posts-not-written = Messages non écrits : { $path } : { $why }. Aucun fichier de ce tour n'a été modifié.
console-post-public = message public
console-post-gm = résumé du MJ (tous les secrets, tous les jets)
console-post-private-all = messages privés à envoyer ({ $n }), dans l'ordre d'envoi
console-post-private-one = message privé { $i }/{ $n } : { $name }
console-post-private-keys = n/b : message suivant/précédent
console-post-empty = (rien de public pour l'instant)
console-post-fallback = (module d'export absent : liste simple des événements publics)
console-post-failed = (l'export a échoué : { $why })

## Keys (footer)
console-key-resolve = Résoudre
console-key-undo = Annuler
console-key-redo = Rétablir
console-key-quit = Quitter
console-key-propose = Proposer
console-key-view = MJ/public
console-key-sort = Trier
console-key-filter = Filtrer
console-key-markup = BBCode/MD
console-key-scope = Tour/tout
console-key-copy = Copier
console-key-new = Nouvelle partie
console-key-demo = Démo
console-key-open = Ouvrir
console-key-cancel = Annuler
console-key-create = Créer
console-key-apply = Appliquer
console-key-tab = Onglet
console-key-blur = Quitter le champ
console-key-panel = Masquer/montrer la liste
console-key-player-view = Vue du joueur
console-key-kind = Public/MJ/privé
console-key-next-message = Message suivant
console-key-previous-message = Message précédent
console-key-write = Tout écrire
console-key-paste = Fil
console-key-read = Lire
console-key-enter-votes = Saisir les votes
console-key-drop = Écarter/reprendre
console-key-choose = Choisir
console-key-edit = Taper les noms
console-key-confirm = Confirmer
console-key-next = Suivant à décider
console-key-reset = Tel que lu
console-key-keep = Garder
console-colon = {" "}:{" "}
console-journal = Journal
console-launcher = Retour à l'accueil
console-abstain = abstention
console-gm-only = MJ seul
console-nobody = personne

## Vote import (paste the thread)
console-paste-thread = Coller le fil
console-paste-title = Coller le fil : { $ballot }
console-paste-hint = Copiez les pages du fil depuis le navigateur (ou leur source BBCode) et collez-les ici (le collage du terminal, ou ctrl+v). ctrl+s lit les votes, échap annule.
console-read-votes = Lire les votes
console-paste-empty = rien n'est collé
console-paste-lines = { $n ->
        [one] { $n } ligne collée
       *[other] { $n } lignes collées
    }
console-no-ballot = Aucun vote nominatif n'est ouvert ({ $phase }) : rien à coller
console-no-votes-found = Aucun vote trouvé dans le texte collé ({ $posts } { $posts ->
        [one] message lu
       *[other] messages lus
    }) : rien n'est saisi. Collez le fil copié depuis le navigateur (phpBB, Forumactif, SMF, XenForo, Discord, Discourse), son BBCode ou une liste « Nom : vote X » (docs/vote-import.md)
console-import-cancelled = Import des votes annulé : rien n'est saisi
console-imported = { $n ->
        [one] { $n } vote importé
       *[other] { $n } votes importés
    } du fil ({ $ballot })
console-review-title = Votes lus dans le fil : { $ballot }
console-review-info = { $posts } { $posts ->
        [one] message lu
       *[other] messages lus
    } ({ $format }), { $lines } { $lines ->
        [one] votant
       *[other] votants
    }
console-review-keys = d écarter · 1-4 choisir · e taper · y confirmer · n suivant · ⌫ tel que lu · entrée : saisir · échap : annuler
console-col-posted = Auteur
console-col-wrote = A écrit
console-col-voter = Votant
console-col-vote = Vote
console-col-conf = Conf.
console-col-status = État
console-col-problem = Problème
console-st-clear = clair
console-st-corrected = corrigé
console-st-question = question
console-st-problem = problème
console-st-dropped = écarté
console-st-superseded = remplacé
console-unvote = retrait
console-line-of = ligne { $line } du texte collé
console-choose-voter = { $keys }, le votant est :
console-choose-vote = { $keys }, le vote est :
console-count-question = { $n ->
        [one] { $n } question
       *[other] { $n } questions
    }
console-count-problem = { $n ->
        [one] { $n } problème
       *[other] { $n } problèmes
    }
console-count-superseded = { $n ->
        [one] { $n } remplacé
       *[other] { $n } remplacés
    }
console-count-dropped = { $n ->
        [one] { $n } écarté
       *[other] { $n } écartés
    }
console-history = avant : { $votes }
console-to-enter = { $n ->
        [one] { $n } vote à saisir
       *[other] { $n } votes à saisir
    }
console-questions-left = { $q ->
        [one] { $q } question non tranchée
       *[other] { $q } questions non tranchées
    } : entrée à nouveau saisit { $n ->
        [one] le vote restant sans { $q ->
        [one] elle
       *[other] elles
    }
       *[other] les { $n } votes sans { $q ->
        [one] elle
       *[other] elles
    }
    } (ou tranchez : 1-4, e, d)
console-nothing-to-enter = aucune ligne ne peut être saisie telle quelle : tranchez d'abord les questions
console-nothing-to-choose = rien à choisir sur cette ligne : e pour taper les noms
console-choose-first = le votant ou le vote n'est pas décidé : choisissez (1-4) ou tapez (e)
console-nothing-left = toutes les lignes sont décidées
console-voter-undecided = le votant n'est pas décidé
console-vote-undecided = le vote n'est pas décidé
console-may-not-vote = { $name } ne vote pas ici ; votent : { $voters }
console-not-candidate = { $name } n'est pas { $name_gender ->
        [f] candidate
       *[other] candidat
    }
console-superseded-by = remplacé par la ligne { $row } ({ $name } a revoté plus tard)
console-correct-title = Ligne { $n } : qui a voté, pour quoi
console-correct-voter = Votant (un joueur)
console-correct-vote = Vote (un candidat, { $specials } ou retrait)
console-correct-keys = entrée : garder   échap : retour
console-name-question = « { $typed } » ressemble à { $names } : tapez davantage du nom
console-name-none = « { $typed } » ne correspond à aucun joueur

## Issue 13: help, leaving, notes, copy, first minute
console-help = Aide
console-help-what = Ce qu'il faut saisir
console-help-rules = Les règles qui s'appliquent
console-help-keys = Touches
console-page-keys = échap, F1 ou ? : fermer
console-key-help = Aide
console-key-close = Fermer
console-key-launcher = Accueil
console-export = Exporter : écrire les fichiers des messages
console-draft-lost = Tapé mais pas encore saisi (ce sera perdu) :
console-leave-anyway = Partir quand même
console-stay = Rester
console-leave-title = Revenir à l'accueil ?
console-quit-title = Quitter ?
console-last-result = Résultat
console-result-long-table = ({ $rows } lignes : voir le message, F5)
console-not-entered = Non saisi (corrigez puis entrée) : { $items }
console-closest = les plus proches : { $names }
console-unknown-name = « { $typed } » ne correspond à aucun joueur
console-unknown-vote = « { $typed } » n'est pas un vote possible ici
console-copy-sent = Envoyé au presse-papiers du terminal (certains terminaux l'ignorent ; tmux demande « set-clipboard on »), et écrit dans { $path }
console-copy-sent-browser = Envoyé au presse-papiers du navigateur (il peut d'abord demander la permission, et ne l'accorde qu'en HTTPS ou sur cette machine), et écrit dans { $path }
console-save-name = Fichier de la partie (dans le dossier des parties)
console-save-name-hint = vide : <jeu>-<date>.toml
console-save-name-bad = « { $name } » : un nom de fichier seulement, sans dossier
console-save-name-taken = { $name } existe déjà : choisissez un autre nom
console-estimating = Estimation des chances des camps pour { $n } { $n ->
        [one] joueur
       *[other] joueurs
    } (parties simulées)…
console-fm-title = Nouvelle partie « { $game } » : la première minute
console-fm-save = Fichier de la partie
console-fm-seed = SHA-256 de la graine
console-fm-seed-why = Publiez-la dans le premier message ; le message de fin de partie révèle la graine, et « gmconsole verify » permet à chacun de vérifier chaque dé.
console-fm-steps = À faire maintenant
console-fm-post = publier la mise en place (F5 : le message public ; c le copie)
console-fm-cards = envoyer les cartes de rôle (F5, s : les messages privés ; n/b de l'un à l'autre, c copie)
console-fm-cards-batches = envoyer les cartes de rôle par lots, { $first } d'abord (F5, s : les messages privés, dans l'ordre d'envoi ; n/b de l'un à l'autre, c copie)
console-fm-orders = puis les ordres de la première étape (F3)
console-fm-files = Les messages sont écrits, prêts à coller, dans { $folder }
console-bak-title = { $path } ne s'ouvre pas
console-bak-problem = La sauvegarde est abîmée :
console-bak-holds = Sa copie de secours { $path } s'ouvre et contient :
console-bak-players = { $n ->
        [one] { $n } joueur
       *[other] { $n } joueurs
    }
console-bak-last = dernière étape saisie le { $at } (UTC)
console-bak-keep = Restaurer copie la copie de secours sur la sauvegarde ; le fichier abîmé est gardé sous le nom { $path }.
console-bak-restore = Restaurer la copie
console-bak-restored = Copie de secours restaurée dans { $path }
console-notes = Notes
console-note-player = Note du MJ sur { $name }
console-note-turn = Note du MJ sur le tour { $turn }
console-turn-note = note
console-note-private = gardée dans la sauvegarde, jamais exportée
console-note-hint = une note libre (vide : l'effacer)
console-note-keys = entrée : garder   échap : annuler
console-note-kept = Note gardée dans la sauvegarde (jamais exportée)

## Palette
console-cmd-player = Joueur
console-cmd-show-row = voir sa ligne
console-cmd-view-as = Vue de

## Table changes (every game)
console-cmd-replace = Remplacer
console-cmd-replace-help = un autre joueur prend cette place : rôle, connaissances et ordres gardés
console-cmd-remove = Retirer de la partie
console-cmd-remove-help = décision du MJ (inactivité) : hors jeu, annoncé avec vos mots
console-cmd-deadline = Date limite de l'appel
console-cmd-deadline-help = montrée dans le message de l'étape et dans le rappel
console-cmd-remind = Rappel
console-cmd-remind-help = qui n'a pas voté ou envoyé ses ordres, prêt à coller
console-replace-title = Qui reprend la place { DE($name) } ?
console-replace-hint = Le pseudo du nouveau joueur, puis ses autres noms, séparés par des virgules (Zacharie, Zach)
console-remove-title = Retirer { $name } de la partie
console-remove-hint = La phrase du message, comme vous la formulez (vide : la phrase du jeu)
console-deadline-title = Date limite de l'appel en cours (vote ou ordres)
console-deadline-hint = Comme les joueurs doivent la lire (mardi 21 h)
console-remind-title = Rappel à poster ({ $profile })
console-nobody-awaited = personne n'est attendu à cette étape : pas de rappel à poster
console-replaced = { $new } remplace { $old }
console-removed = { $name } { $name_gender ->
        [f] retirée
       *[other] retiré
    } de la partie
console-deadline-set = date limite : { $deadline }
console-ask-ok = Valider
console-replace-form-title = Remplacer un joueur (place, rôle et connaissances passent au nouveau)
console-remove-form-title = Retrait d'un joueur sur décision du MJ
console-seat-player-label = Joueur (un nom ou son début ; → complète)
console-seat-pick-player = choisissez un joueur en vie (tapez le début d'un nom : → le complète)
console-seat-no-player = « { $typed } » n'est pas un joueur en vie ; vouliez-vous dire { $close } ?
console-replace-new-label = Pseudo du nouveau joueur
console-replace-aliases-label = Ses autres noms (facultatif, séparés par des virgules : Zach, zach.bzh)
console-replace-need-name = écrivez le nom du nouveau joueur
console-replace-taken = { $new } est déjà le nom d'un joueur ({ $taken }) : choisissez-en un autre
console-remove-words-label = La phrase du message
console-remove-default = vide : la phrase du jeu
console-deadline-date-label = Date
console-deadline-date-hint = 2026-12-02, 2/12/2026 ou 2/12
console-deadline-time-label = Heure
console-deadline-words-label = Ou vos propres mots (facultatif)
console-deadline-words-hint = utilisés à la place de la date et de l'heure : ce soir à 22 h
console-deadline-preview = Le message dira : { $deadline }
console-deadline-bad-date = « { $typed } » n'est pas une date : écrivez 2026-12-02, 2/12/2026 ou 2/12
console-deadline-bad-time = « { $typed } » n'est pas une heure : écrivez 21:00, 21 h ou 21h30
console-cmd-replace-any = Remplacer un joueur…
console-cmd-remove-any = Retirer un joueur…
console-no-removal = Ce jeu ne permet de retirer aucun joueur : { $why }
console-ask-empty = écrivez quelque chose, ou échap pour annuler
console-close = Fermer

## One writer at a time, failed writes (see tui/session.py)
console-read-only = lecture seule
console-unsaved = non enregistrée
console-unsaved-lost = La partie n'a pas pu être enregistrée dans { $path } : en partant, ses derniers ordres seront perdus. Restez, et enregistrez-la sous un autre nom (palette, ctrl+p : « Enregistrer la partie sous un autre nom »), ou libérez de la place et saisissez l'ordre suivant pour réessayer.
console-ro-other-console = Une autre console a ouvert cette partie ({ $who }) : elle est ouverte ici en lecture seule.
console-ro-edited = { $path } a été modifié hors de gmconsole : il est ouvert en lecture seule. `gmconsole validate { $path }` le vérifie ; s'il passe, `gmconsole validate --accept { $path }` accepte la modification.
console-ro-unsound = { $path } ne se rejoue pas comme il a été enregistré : il est ouvert en lecture seule. `gmconsole validate { $path }` liste les problèmes.
console-ro-changed = { $path } a été modifié par un autre programme et n'a pas été rechargé : lecture seule jusqu'à ce que vous le rechargiez (palette de commandes).
console-ro-cannot-write = Ce dossier n'est pas accessible en écriture ({ $why }) : la partie est ouverte en lecture seule. Rendez le dossier modifiable (chmod u+w) puis rouvrez-la, ou enregistrez-la sous un autre nom (palette de commandes).
console-ro-read-only-file = { $path } est en lecture seule : la partie est ouverte en lecture seule. Rendez le fichier modifiable (chmod u+w) puis rouvrez-la, ou enregistrez-la sous un autre nom (palette de commandes).
console-ro-refused = Lecture seule, rien n'a été modifié : { $why }
console-save-busy = La sauvegarde est occupée (un autre programme l'écrit) : rien n'a été modifié ; réessayez dans un instant.
console-changed-title = La sauvegarde a été modifiée par un autre programme
console-changed-body = { $path } a été écrit par un autre programme (la ligne de commande ?) depuis que cette console l'a lu. Rien n'a été modifié ici, et rien ne sera écrit par-dessus. Rechargez-le pour continuer à partir de ce qui est sur le disque.
console-changed-unsaved = Les modifications que cette console n'a pas pu enregistrer seront perdues : enregistrez-les d'abord sous un autre nom.
console-reload = Recharger
console-reload-cmd = Recharger la sauvegarde depuis le disque
console-keep-read-only = Rester en lecture seule
console-reloaded = Rechargée depuis { $path }
console-typed-nowhere = « { $typed } » : rien ne se tape ici ; ctrl+r résout l'étape, F1 dit ce qu'elle attend
console-reload-failed = impossible de recharger : { $why }
console-write-failed-title = La sauvegarde n'a pas pu être écrite
console-write-failed-body = { $path } : { $cause }. La partie est gardée en mémoire, rien n'est perdu : enregistrez-la sous un autre nom ci-dessous, ou corrigez la cause (place sur le disque, droits du dossier ou du fichier : chmod u+w) et réessayez.
console-save-as = Enregistrer sous
console-save-as-cmd = Enregistrer la partie sous un autre nom
console-retry = Réessayer
console-saved-as = enregistrée dans { $path } ; la partie continue là
console-cause-disk-full = le disque est plein
console-cause-file-size = la taille maximale de fichier est atteinte
console-cause-read-only = le dossier est sur un système de fichiers en lecture seule
console-cause-permission = permission refusée
console-cause-read-only-file = le fichier est en lecture seule
console-cause-no-folder = le dossier n'existe pas

## Le simulateur d'équilibre (tui/screens/simulator.py) : une série sur un réglage, son tableau et son graphique
console-key-simulate = Simuler
console-cmd-simulate = Simulateur d'équilibre : un réglage sur une plage de valeurs
console-cmd-simulate-help = les chances des camps, une ligne par camp (F6)
console-key-sim-back = Annuler/fermer
console-key-sim-run = Lancer
console-sim-title = Simulateur d'équilibre : { $scenario }
console-sim-setting = Réglage
console-sim-setting-option = { $setting } (actuellement { $value })
console-sim-setting-unset = { $setting } (non fixé)
# sous la liste, en gris : la clé du réglage choisi dans le fichier du scénario
console-sim-key = clé dans le scénario : { $toml } (--set, --sweep)
console-sim-from = de
console-sim-to = à
console-sim-games = parties par valeur
console-sim-players = joueurs
console-sim-policy = Joueurs simulés
console-sim-seed = graine
console-sim-run = Lancer
console-sim-hint = Chaque valeur du réglage est jouée par les joueurs choisis ; Échap annule une simulation en cours, puis ferme cet écran.
console-sim-no-settings = Ce scénario n'a pas de réglage entier à faire varier.
console-sim-no-policy = Ce jeu ne déclare pas de joueurs simulés.
console-sim-bad-number = { $field } : il faut un nombre entier d'au moins { $least }, pas « { $value } »
console-sim-bad-range = la première valeur ({ $low }) dépasse la dernière ({ $high })
console-sim-too-many = { $n } valeurs : une série en parcourt { $most } au plus
console-sim-too-many-games = { $n } parties par valeur : { $most } au plus
console-sim-progress = « { $setting } » = { $value } (valeur { $n } sur { $count })…
console-sim-value = valeur
console-sim-done = Terminé : { $count } { $count ->
    [one] valeur
   *[other] valeurs
} de « { $setting } », { $games } { $games ->
    [one] partie
   *[other] parties
} chacune (intervalles à 95 % sous les taux).
console-sim-cancelled = Simulation annulée : { $n } { $n ->
    [one] valeur simulée
   *[other] valeurs simulées
} sur { $count }.
console-sim-failed = La simulation s'est arrêtée : { $why }
console-sim-length = durée moyenne
console-sim-turns = { $turns } { $n ->
    [one] tour
   *[other] tours
}
console-new-simulate-hint = F6 : le simulateur d'équilibre, un réglage du scénario sur une plage de valeurs
