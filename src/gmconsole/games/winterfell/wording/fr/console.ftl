# winterfell's own console words (French), added to the generic
# ones (gmconsole/wording/fr/console.ftl) and overriding them.

console-j-squad = escouade { $members } contre { $target }
console-j-lookout = guetteur
console-j-remove-squad = escouade { $index } retirée
console-j-sword = épée confiée à { $bearer }
console-j-passage = passage : { $wolves }
console-j-no-assassination = aucun assassinat
console-j-accuse = { $by } accuse { $accused }
console-j-new-lieutenant = { $cub } remplace { $dead }
console-j-guess = pronostic { DE($by) }
console-target = cible
console-members = membres : nom, nom, …
console-not-a-living-wolf = { $name } n'est pas { $display_wolf_a } { $display_wolf_gender ->
    [f] vivante
   *[other] vivant
} : effacez « { $typed } » du champ des membres
console-not-wolves = pas des { $display_wolf_plural } { $display_wolf_gender ->
    [f] vivantes
   *[other] vivants
} (ou { $display_wolf_gender ->
    [f] inconnues
   *[other] inconnus
}) : { $names }
console-lookout = guetteur
console-sword-strike = coup d'épée
console-influence = influence
console-squad-hint = choisissez les membres (espace), une cible et un guetteur
console-squad-send = entrée envoie l'escouade
console-squad-send-but = légale, entrée l'envoie ; mais :
console-key-send-squad = Envoyer
console-key-no-assassination = Aucun assassinat
console-no-assassination = aucun assassinat cette phase
console-wolf-squads = Escouades ({ $n } { $n ->
        [one] { $display_wolf } { $display_wolf_gender ->
            [f] vivante
           *[other] vivant
        }
       *[other] { $display_wolf_plural } { $display_wolf_gender ->
            [f] vivantes
           *[other] vivants
        }
    })
console-remove-squad = retirer l'escouade n°
console-passage-default = les deux plus influents
console-passage-hint = deux { $display_wolf_plural }, ou vide : les deux plus influents
console-protects = protège
console-asks = interroge sur
console-scans = sonde
console-night-actions = Nuit et actions spéciales
console-accuses = accuse
console-accuse-hint = nom : justification
console-accusations = Accusations
console-interrogates = interroge
console-interrogation = Interrogatoire
console-revolt = révolte
console-executed-now = exécutés si l'on résout maintenant : { $names }
console-revolt-count = révolte : { $counted }/{ $needed } { $needed ->
        [one] voix loyaliste comptée
       *[other] voix loyalistes comptées
    } ({ $votes } { $votes ->
        [one] exprimée
       *[other] exprimées
    })
console-justice-vote = Vote de justice sur { $accused }
console-threshold = seuil │ { $threshold } sur { $available } d'influence disponible
console-justice-keys = 1-{ $n } : accusé · v : révolte · 0 : abstention · ou tapez « votant : vote »
console-type-justice = votes : votant : accusé, votant : révolte, …
console-election-round = Élection : { $seats } { $seats ->
        [one] siège
       *[other] sièges
    } de { $rank }
console-election-rule = { $seats ->
        [one] le candidat qui a le plus de voix pondérées est élu
       *[other] les { $seats } candidats aux plus fortes voix pondérées sont élus
    }
console-election-keys = 1-{ $n } : candidat · 0 : abstention · ou tapez « votant : candidat »
console-type-election = votes : votant : candidat, …
console-new-lieutenant = nouveau lieutenant pour { $dead }
console-guess = pronostic
console-guess-hint = qui : { $display_cub }, lieutenant, { $display_ghost }
console-appointments = Nominations et pronostics
console-step-accusation = accusations
console-step-vote = vote
console-step-interrogation = interrogatoire
console-alive-count = Vivants
# Les champs des ordres tels que la console les montre : un ordre refusé dit où est l'erreur
# (tui/session.py, form_words ; console-field-<ordre>-<champ>).
console-field-abel-asks = interroge sur
console-field-accuse-by = accusateur
console-field-accuse-accused = accuse
console-field-accuse-justification = justification
console-field-ben-protects = protège
console-field-election-votes-votes = votes de l'élection
console-field-greenseer-asks = interroge sur
console-field-guess-by = pronostic de
console-field-guess-cub = { $display_cub }
console-field-guess-lieutenant = lieutenant
console-field-guess-ghost = { $display_ghost }
console-field-guess-spectator = spectateur
console-field-interrogate-target = interroge
console-field-justice-votes-votes = votes de justice
console-field-new-lieutenant-dead = lieutenant mort
console-field-new-lieutenant-cub = nouveau lieutenant
console-field-passage-wolves = le passage secret
console-field-pie-torture = la tourte
console-field-reek-scans = sonde
console-field-reek-reek = qui sonde
console-field-remove-squad-index = retirer l'escouade n°
console-field-squad-members = membres
console-field-squad-target = cible
console-field-squad-lookout = guetteur
console-field-squad-sword = coup d'épée
console-field-sword-bearer = épée confiée à
