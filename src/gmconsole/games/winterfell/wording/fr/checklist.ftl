### Checklist steps and the engine's short texts for the GM.

## justice.py

none-yet = aucune pour l'instant
accusations-separator = {" ; "}
not-yet = {" "}; pas encore : { $names }
may-interrogate-one-choice-goes-gm = peut interroger l'un de : { $names } ; son choix est transmis au MJ en privé
revolt-loyalist-votes = révolte { $counted }/{ $needed } voix loyalistes
interrogation-by = interrogatoire par { $who }
interrogates = interroge { $target }
accuses = { $by } accuse { $accused }
accusations = accusations { $done }/{ $total }
justice-votes = votes de justice { $done }/{ $total }
tally-threshold = décompte : { $totals } (seuil { $threshold } sur { $available })
revolt-succeeds-every-gv-dies = la révolte réussit : chaque { $gv } meurt
revolt-votes-cast = { $n ->
    [0] aucun vote de révolte exprimé
    [one] { $n } vote de révolte exprimé
   *[other] { $n } votes de révolte exprimés
}
may-interrogate-one = peut interroger l'un de : { $names }
accusations-without-justification-w-j-1 = accusations sans justification (W-J-1) : { $pairs }
no-accusation-yet-from-missing-names = pas encore d'accusation { DE($names) } : les noms manquants seront tirés au sort (W-J-2)
accused-drawn-at-random-on-resolve = { $n } { $n ->
    [one] accusé tiré
   *[other] accusés tirés
} au sort à la résolution
not-voted-abstain-if-missing = n'ont pas voté (abstention s'ils ne votent pas) : { $names }
all-voted-2 = tous ont voté
justice-executed = exécutés : { $names }
no-execution-so-far = aucune exécution pour l'instant
players-have-not-voted-count-as = { $n } { $n ->
    [one] joueur sans vote, compté
   *[other] joueurs sans vote, comptés
} comme abstention : { $names }
revolt-succeeds-with-votes-entered-every = la révolte réussit avec les votes saisis : chaque { $gv } meurt (W-J-5)
has-not-chosen-whom-interrogate-resolving = { $display_bastards_boy_the } n'a pas choisi qui interroger : si l'on résout, pas d'interrogatoire (W-J-6)
justice-revolt = révolte

## rules.py

election = élection : { $rank }

## setup.py

to = de { $a } % à { $b } %
plus = , plus { $abel }
source-balance-for-50 = l'équilibre de la source est prévu pour 50
this-scenario-ranks-are-for-source = les rangs de ce scénario sont prévus pour { $source } (l'équilibre de la source, pour 50)
players-deal-will-be = { $n } joueurs : { $balance }. La distribution sera : { $ranks }.
hierarchy-1d-that-players-with = { $wolves } : { $low } à { $high } dans la hiérarchie ({ $base }+1d{ $die }){ $abel }, soit { $share } des joueurs ({ $source_share } pour { $source }).
wolf-formula-lieutenants-cubs-per-lieutenant = La formule { $display_wolf_plural_of_the }, les lieutenants, le nombre de joueurs au rôle { DE($display_cub) } par lieutenant et les rangs sont des réglages du scénario : changez-les dans une copie (voir docs/scenarios.md).
players-too-few-for-this-scenario = { $n } joueurs : trop peu pour la distribution de ce scénario, qui en demande au moins { $minimum }.

## assassination.py

squads = escouades
no-lookout = pas de guetteur
lookout-dead = { $name }, au guet, n'est plus en vie
lookout-not-wolf = { $name }, au guet, n'est pas { $display_wolf_a }
lookout-inside-squad = { $name }, au guet, fait aussi partie de l'escouade
lookout-goes-through-passage = { $name }, au guet, passe par le passage secret
lookout-already-watches-for-squad = { $name } guette déjà pour l'escouade { $other }
squad-against-attempt-will-fail-reveal = escouade { $n } contre { $target } : { $problem } ; la tentative échouera et révélera un membre (W-A-2, W-A-5)
squad-protected-by-attempt-fails-silently = escouade { $n } : { $target } est { $target_gender ->
    [f] protégée
   *[other] protégé
} par { $ben } ; la tentative échoue en silence (W-A-10)
no-squad-entered-resolving-now-means = aucune escouade saisie : résoudre maintenant, c'est renoncer aux assassinats de cette phase (W-A-3)
passage-open-this-phase-only-if = le passage secret n'est ouvert que pendant cette phase : si personne n'y est envoyé, il est perdu (W-A-13)
sword = épée
influence = influence { $have }/{ $need }
lookout = { $members } → { $target } ; { $strength } ; guetteur { $lookout }
squad-has-influence-against-needed-for = escouade { $n } : influence { $influence } pour { $needed } requise contre { $target } ; la tentative échouera et révélera un membre (W-A-1, W-A-5)
squad-holds-sword-killing-squad-he = escouade { $n } : { $bearer } tient l'épée ; tuer dans une escouade, c'est renoncer à préparer l'assassinat d'{ $display_great_vassal_a } pendant cette phase (W-A-8)
passage-draw-takes-lookouts-lookout-sent = le tirage du passage secret prendra { $n } des guetteurs { $names } : un guetteur envoyé dans le passage ne guette pour aucune escouade (W-A-13, W-A-2)
two-most-influential = les deux plus influents
open-this-phase-only-w-13 = ouvert pendant cette phase seulement (W-A-13)
night-orders-2 = ordres de la nuit
sent-gm-private-assassinations-night-roles = transmis au MJ en privé (assassinats, rôles de la nuit)
wolves = { $display_wolf_plural }
ghost-dead-no-victims-this-phase = { $ghost } n'est plus en vie : aucune victime cette phase (W-V-1)
squad = escouade { $n }
held-by-w-7 = tenue par { $bearer } (W-A-7)
passage = passage secret
no-assassination-ordered-w-3 = pas d'assassinat ordonné (W-A-3)
tortures-wolf-victim = torture une victime { $display_wolf }
no-torture = pas de torture
no-squad-entered-order-no-assassination = aucune escouade saisie (ou l'ordre « Aucun assassinat »)

## elections.py

guesses-this-turn = pronostics de ce tour : { $n }
guesses = pronostics
sent-gm-private-w-e-10 = transmis au MJ en privé (W-E-10)
ghost-has-not-named-cub-replace = { $display_cub_gender ->
    [f] aucune { $cub } désignée pour remplacer { $dead } : une { $cub } sera tirée
   *[other] aucun { $cub } désigné pour remplacer { $dead } : un { $cub } sera tiré
} au sort (W-E-7)
new-lieutenant-for = { $display_lieutenant_gender ->
    [f] nouvelle
   *[other] nouveau
} { $lieutenant } pour { $dead }
none-yet-2 = aucun pour l'instant
election-seat-votes = élection de { $rank } : { $seats } { $seats ->
    [one] siège
   *[other] sièges
}, votes { $done }/{ $total }
tally = décompte
no-seat-vote-on = aucun siège à pourvoir par vote
resolve-draw-knights-end-turn = résoudre pour tirer au sort les sièges de { $knight } et finir le tour
knight-seat-drawn-among-guards-at = { $n } { $n ->
    [one] siège
   *[other] sièges
} de { $knight } { $n ->
    [one] tiré
   *[other] tirés
} au sort en fin de tour parmi les joueurs de rang { $guard }
chosen-by-ghost = désigné : { $cub }
random-cub-if-ghost-names-none = sinon { $display_cub_gender ->
    [f] une { $cub } tirée
   *[other] un { $cub } tiré
} au sort (W-E-7)
not-voted-3 = n'ont pas voté : { $names }
no-vote-yet = aucun vote pour l'instant

## justice.py

the-2 = { $display_bastards_boy_the }
accuses-2 = { $by } accuse { $accused }

## justice.py

the = { $display_bastards_boy_the }
