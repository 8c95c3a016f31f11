### Checklist steps and the engine's short texts for the GM.

## justice.py

none-yet = none yet
accusations-separator = {"; "}
not-yet = ; not yet: { $names }
may-interrogate-one-choice-goes-gm = may interrogate one of { $names }; his choice goes to the GM in private
revolt-loyalist-votes = revolt { $counted }/{ $needed } loyalist votes
interrogation-by = interrogation by { $who }
interrogates = interrogates { $target }
accuses = { $by } accuses { $accused }
accusations = accusations { $done }/{ $total }
justice-votes = justice votes { $done }/{ $total }
tally-threshold = tally: { $totals } (threshold { $threshold } of { $available })
revolt-succeeds-every-gv-dies = the revolt succeeds: every GV dies
revolt-votes-cast = { $n } revolt votes cast
may-interrogate-one = may interrogate one of { $names }
accusations-without-justification-w-j-1 = accusations without a justification (W-J-1): { $pairs }
no-accusation-yet-from-missing-names = no accusation yet from { $names }: missing names are drawn at random (W-J-2)
accused-drawn-at-random-on-resolve = { $n } accused drawn at random on resolve
not-voted-abstain-if-missing = not voted (abstain if missing): { $names }
all-voted-2 = all voted
justice-executed = executed: { $names }
no-execution-so-far = no execution so far
players-have-not-voted-count-as = { $n } players have not voted and count as abstaining: { $names }
revolt-succeeds-with-votes-entered-every = the revolt succeeds with the votes entered: every GV dies (W-J-5)
has-not-chosen-whom-interrogate-resolving = the { $role } has not chosen whom to interrogate: resolving skips the interrogation (W-J-6)
justice-revolt = revolt

## rules.py

election = election: { $rank }

## setup.py

to = { $a }% to { $b }%
plus = , plus { $abel }
source-balance-for-50 = the source's balance is for 50
this-scenario-ranks-are-for-source = this scenario's ranks are for { $source } (the source's balance is for 50)
players-deal-will-be = { $n } players: { $balance }. The deal will be: { $ranks }.
hierarchy-1d-that-players-with = { $wolves }: { $low } to { $high } in the hierarchy ({ $base }+1d{ $die }){ $abel }, that is { $share } of the players ({ $source_share } with { $source }).
wolf-formula-lieutenants-cubs-per-lieutenant = The wolf formula, the lieutenants, the cubs per lieutenant and the ranks are settings of the scenario: change them in a copy of it (see docs/scenarios.md).
players-too-few-for-this-scenario = { $n } players: too few for this scenario's deal, which needs at least { $minimum }.

## assassination.py

squads = squads
no-lookout = no lookout
lookout-dead = the lookout { $name } is dead
lookout-not-wolf = the lookout { $name } is not a { $display_wolf }
lookout-inside-squad = the lookout { $name } is inside the squad
lookout-goes-through-passage = the lookout { $name } goes through the passage
lookout-already-watches-for-squad = the lookout { $name } already watches for squad { $other }
squad-against-attempt-will-fail-reveal = squad { $n } against { $target }: { $problem }; the attempt will fail and reveal a member (W-A-2, W-A-5)
squad-protected-by-attempt-fails-silently = squad { $n }: { $target } is protected by { $ben }; the attempt fails silently (W-A-10)
no-squad-entered-resolving-now-means = no squad entered: resolving now means no assassination this phase (W-A-3)
passage-open-this-phase-only-if = the passage is open this phase only: if no one is sent, it is gone (W-A-13)
sword = sword
influence = influence { $have }/{ $need }
lookout = { $members } → { $target }; { $strength }; lookout { $lookout }
squad-has-influence-against-needed-for = squad { $n } has { $influence } influence against { $needed } needed for { $target }: the attempt will fail and reveal a member (W-A-1, W-A-5)
squad-holds-sword-killing-squad-he = squad { $n }: { $bearer } holds the sword; killing in a squad, he does not prepare a GV kill this phase (W-A-8)
passage-draw-takes-lookouts-lookout-sent = the passage's draw takes { $n } of the lookouts { $names }: a lookout sent through the passage watches for no squad (W-A-13, W-A-2)
two-most-influential = the two most influential
open-this-phase-only-w-13 = open this phase only (W-A-13)
night-orders-2 = the night's orders
sent-gm-private-assassinations-night-roles = sent to the GM in private (assassinations, night roles)
wolves = wolves
ghost-dead-no-victims-this-phase = { $display_ghost_the } is dead: no victims this phase (W-V-1)
squad = squad { $n }
held-by-w-7 = held by { $bearer } (W-A-7)
passage = passage
no-assassination-ordered-w-3 = no assassination ordered (W-A-3)
tortures-wolf-victim = tortures a wolf victim
no-torture = no torture
no-squad-entered-order-no-assassination = no squad entered (or the order "No assassination")

## elections.py

guesses-this-turn = guesses this turn: { $n }
guesses = guesses
sent-gm-private-w-e-10 = sent to the GM in private (W-E-10)
ghost-has-not-named-cub-replace = the ghost has not named a cub to replace { $dead }: a random cub will be drawn (W-E-7)
new-lieutenant-for = new lieutenant for { $dead }
none-yet-2 = none yet
election-seat-votes = { $rank } election: { $seats } { $seats ->
    [one] seat
   *[other] seats
}, votes { $done }/{ $total }
tally = tally
no-seat-vote-on = no seat to vote on
resolve-draw-knights-end-turn = resolve to draw the knights and end the turn
knight-seat-drawn-among-guards-at = { $n } knight { $n ->
    [one] seat
   *[other] seats
} drawn among the { $display_guard_common_plural } at the end
chosen-by-ghost = { $cub } chosen by { $display_ghost_the }
random-cub-if-ghost-names-none = a random cub if the ghost names none (W-E-7)
not-voted-3 = not voted: { $names }
no-vote-yet = no vote yet

## justice.py

the-2 = the { $role }
accuses-2 = { $by } accuses { $accused }

## justice.py

the = the { $role }
