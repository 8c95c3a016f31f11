# Les mots de la ligne de commande elle-même (gmconsole/cli_words.py) : les messages d'argparse,
# chacun nommé argparse-<ses mots>, ses %-marques gardées pour qu'argparse les remplisse, puis
# l'aide des commandes et des options (usage-<commande>[-<option>]) et les noms des arguments
# (usage-metavar-<nom>). Lus seulement quand l'aide ou une erreur d'usage s'affiche.

## argparse
argparse-conflicting-option-string-s = { $n ->
    [one] option en conflit : %s
   *[other] options en conflit : %s
}
argparse-usage = utilisation :
argparse-argument-argument-name-s-message-s = argument %(argument_name)s : %(message)s
argparse-call-not-defined = .__call__() n'est pas défini
argparse-required-is-an-invalid-argument-for-positionals = 'required' n'est pas permis pour un argument positionnel
argparse-mutually-exclusive-arguments-must-be-optional = des arguments qui s'excluent doivent être des options
argparse-positional-arguments = arguments
argparse-options = options
argparse-subcommands = sous-commandes
argparse-unrecognized-arguments-s = arguments inconnus : %s
argparse-ambiguous-option-option-s-could-match-matches-s = option ambiguë : %(option)s peut désigner %(matches)s
argparse-r-is-not-callable = %r ne peut pas être appelé
argparse-invalid-choice-value-r-choose-from-choices-s = choix invalide : %(value)r (au choix : %(choices)s)
argparse-can-t-open-filename-s-error-s = impossible d'ouvrir '%(filename)s' : %(error)s
argparse-cannot-merge-actions-two-groups-are-named-r = impossible de fusionner les actions : deux groupes s'appellent %r
argparse-invalid-option-string-option-r-must-start-with-a-character-prefix-chars-r = option invalide %(option)r : elle doit commencer par l'un des caractères %(prefix_chars)r
argparse-dest-is-required-for-options-like-r = dest= est obligatoire pour une option comme %r
argparse-invalid-conflict-resolution-value-r = valeur de conflict_resolution invalide : %r
argparse-cannot-have-multiple-subparser-arguments = une seule série de sous-commandes est permise
argparse-expected-one-argument = une valeur attendue
argparse-expected-at-most-one-argument = une valeur au plus attendue
argparse-expected-at-least-one-argument = au moins une valeur attendue
argparse-invalid-type-s-value-value-r = valeur invalide (%(type)s attendu) : %(value)r
argparse-prog-s-error-message-s = %(prog)s : erreur : %(message)s
argparse-conflicting-subparser-s = sous-commande en conflit : %s
argparse-unknown-parser-parser-name-r-choices-choices-s = sous-commande inconnue %(parser_name)r (au choix : %(choices)s)
argparse-show-this-help-message-and-exit = afficher cette aide et quitter
argparse-the-following-arguments-are-required-s = arguments obligatoires manquants : %s
argparse-one-of-the-arguments-s-is-required = il faut l'un des arguments %s
argparse-expected-s-argument = { $n ->
    [one] %s valeur attendue
   *[other] %s valeurs attendues
}
argparse-conflicting-subparser-alias-s = alias de sous-commande en conflit : %s
argparse-argument-with-mode-r = argument "-" avec le mode %r
argparse-not-allowed-with-argument-s = interdit avec l'argument %s
argparse-unexpected-option-string-s = option inattendue : %s
argparse-ignored-explicit-argument-r = valeur explicite ignorée : %r

## gmconsole
usage-description = Console de meneur de jeu pour les parties sur forum.
usage-version = afficher la version du programme et quitter
usage-undo = reprendre la dernière étape appliquée
usage-redo = appliquer de nouveau ce qui a été repris

## les commandes et leurs options
usage-new = distribuer une nouvelle partie à partir d'un scénario et d'une liste de joueurs
usage-new-scenario = fichier ou nom du scénario (un fichier de scenarios/, par exemple le nom d'un jeu)
usage-new-players = un nom par ligne, ou une liste de joueurs en TOML
usage-new-from-running = reprendre une partie jouée ailleurs, là où elle en est : un fichier TOML avec [state] et [[players]] (voir docs/orders.md) ; au lieu de --players
usage-new-seed = la graine de la partie (par défaut : une graine au hasard, de `secrets`)
usage-new-save = où sauvegarder (par défaut : saves/<jeu>-<date>.toml)
usage-new-estimate = estimer aussi les chances des camps pour ce nombre de joueurs : PARTIES parties simulées par les joueurs heuristiques (300 par défaut), avec des intervalles à 95 %%
usage-status = tour, phase, joueurs et ce qui manque
usage-status-json = sortie lisible par un programme
usage-status-gm = avec tous les secrets (camps, rôles, connaissances)
usage-apply = appliquer les ordres de l'étape en cours et la résoudre
usage-apply-orders = fichier d'ordres TOML (voir docs/orders.md)
usage-apply-json = écrire les événements et les tirages en JSON
usage-replace = donner la place d'un joueur à un autre (rôle, connaissances et ordres gardés)
usage-replace-player = le joueur qui part (nom ou alias)
usage-replace-by = le nom du nouveau joueur sur le forum
usage-replace-alias = un autre nom sous lequel il est connu
usage-remove = retirer un joueur de la partie sur décision du MJ
usage-remove-player = le joueur retiré (nom ou alias)
usage-remove-announce = le texte du message (par défaut : celui du jeu)
usage-deadline = annoncer l'échéance de l'appel au vote ou à l'action de l'étape en cours
usage-deadline-deadline = telle que les joueurs la liront (« mardi 21 h »)
usage-deadline-at = une date et une heure (2026-12-02 21:00), dites dans la langue de la partie (« mercredi 2 décembre à 21 h »), comme le formulaire de la console
usage-remind = une relance prête à poster, qui nomme qui n'a pas voté ou pas envoyé d'ordres
usage-remind-format = la famille de balisage
usage-remind-profile = le balisage exact du forum (par défaut : celui du scénario)
usage-export = le message public, les messages privés ou le résumé du MJ, prêts à poster
usage-export-turn = seulement ce tour (avec --write : par défaut le dernier tour joué)
usage-export-phase = seulement cette phase
usage-export-format = par défaut : le balisage du scénario
usage-export-profile = le balisage exact du forum (par défaut : celui du scénario)
usage-export-private = les messages privés (tous, dans l'ordre d'envoi, ou ceux d'un joueur)
usage-export-gm = le résumé du MJ : tous les secrets et tous les dés
usage-export-write = écrire chaque message dans saves/<jeu>/posts/turn-NN/ et afficher les chemins
usage-export-wording = vos propres textes : un fichier .ftl ou un dossier de fichiers .ftl (par défaut : saves/<jeu>/wording.ftl à côté de la sauvegarde, s'il existe ; voir docs/export.md)
usage-validate = vérifier un scénario ou une sauvegarde et dire ce qui ne va pas
usage-validate-accept = une sauvegarde modifiée à la main qui passe : écrire sa nouvelle empreinte, pour que les commandes y écrivent de nouveau
usage-verify = recalculer chaque tirage depuis la graine et rejouer le journal
usage-knows = ce que sait un joueur (pour le MJ seulement)
usage-votes = lire les votes d'un fil de forum collé
usage-votes-thread = le texte du fil, copié depuis le navigateur ou en source BBCode
usage-votes-apply = saisir les votes clairs (annulable ; rien n'est résolu)
usage-votes-json = sortie lisible par un programme
usage-votes-ignore = un auteur à ignorer (le compte du MJ)
usage-open = ouvrir une sauvegarde dans la console
usage-demo = ouvrir la partie de démonstration (copiée dans saves/demo.toml)
usage-demo-game = la démonstration d'un autre jeu (saves/demo-JEU.toml)
usage-serve = la console dans un navigateur, pour son MJ seulement (voir docs/cli.md)
usage-serve-save = ouvrir cette sauvegarde (par défaut : l'accueil)
usage-serve-host = adresse d'écoute (par défaut 127.0.0.1)
usage-serve-port = port (par défaut 8000)
usage-serve-certfile = certificat TLS (nécessaire au-delà de cette machine)
usage-serve-keyfile = clé privée TLS (nécessaire au-delà de cette machine)
usage-serve-token = le secret qui ouvre la page (par défaut au-delà de cette machine : un secret au hasard)
usage-serve-public-url = l'adresse qu'utilisent les navigateurs, par exemple https://mj.exemple:8000
usage-simulate = jouer beaucoup de parties selon la stratégie du jeu : les chances des camps
usage-simulate-scenario = fichier ou nom du scénario
usage-simulate-players = nombre de joueurs (par défaut : la table habituelle du jeu)
usage-simulate-roster = un fichier de joueurs (noms, rôles imposés)
usage-simulate-games = parties à jouer (200 par défaut)
usage-simulate-seed = la graine de la série (même graine, mêmes résultats)
usage-simulate-jobs = processus (les résultats n'en dépendent pas)
usage-simulate-policy = comment jouent les joueurs : au hasard, ou selon ce que chacun sait (heuristique)
usage-simulate-set = changer un réglage du scénario
usage-simulate-sweep = faire varier un réglage sur une plage de nombres entiers, avec un graphique
usage-simulate-json = les chiffres en JSON

## les noms des arguments : en majuscules quand l'anglais les écrit ainsi (FICHIER)
usage-metavar-command = commande
usage-metavar-file = fichier
usage-metavar-path = chemin
usage-metavar-games = parties
usage-metavar-name = nom
usage-metavar-text = texte
usage-metavar-date = date
usage-metavar-time = heure
usage-metavar-player = joueur
usage-metavar-seed = graine
usage-metavar-turn = tour
usage-metavar-phase = phase
usage-metavar-host = hôte
usage-metavar-port = port
usage-metavar-token = jeton
usage-metavar-key-value = clé=valeur
usage-metavar-key-a-b = clé=a..b
usage-metavar-scenario = scénario
usage-metavar-save = sauvegarde
usage-metavar-orders = ordres
usage-metavar-by = remplaçant
usage-metavar-deadline = échéance
usage-metavar-thread = fil
usage-metavar-game = jeu
