### Refusals: why an order or a resolution is refused.

## justice.py

belong-step-justice-justice-at-step = { $what } belong to the { $step } step of justice; justice is at the { $now } step
not-grand-vassal-only-gvs-name = { $name } is not a Grand Vassal: only the GVs name the accused
dead-names-no-accused = { $name } is dead and names no accused
dead-cannot-be-accused = { $name } is dead and cannot be accused
cannot-accuse-himself = { $name } cannot accuse himself
grand-vassal-cannot-be-accused = { $name } is a Grand Vassal and cannot be accused
accused-are-already-named = the { $accused } accused are already named ({ $value })
not-accused-vote-for-revolt-abstain = { $name } is not accused; vote for { $accused }, revolt or abstain
was-not-executed-gars-du-batard = { $name } was not executed; the Gars du Bâtard interrogates one of { $executed }
no-one-accused-nobody-can-be = no one is accused: nobody can be put to the vote
dead-cannot-vote = { $name } is dead and cannot vote
grand-vassal-gvs-do-not-vote = { $name } is a Grand Vassal: the GVs do not vote on the accused; a GV may vote only for the revolt (W-J-5)
revolt-not-part-this-scenario = the revolt is not part of this scenario
given-two-different-votes-this-order = { $name } is given two different votes in this order
justice-has-no-order = justice has no order { $kind }
already-accused-by-name-another-player = { $name } is already accused by { $value ->
    [the-draw] the draw
   *[other] { $value }
}; name another player

## takeover.py

text-2 = { $where }: { $problem }

## rules.py

order-belongs-phase-game-at-phase = a { $kind } order belongs to the { $phase } phase; the game is at the { $phase2 } phase

## setup.py

unknown-one = { $player_name }: unknown { $what } { $value } (one of: { $shown })
pins-cannot-all-be-honoured-deal = the pins cannot all be honoured: the deal needs { $room } player(s) as { $what }, and the pins let only { $names_count } take that place ({ $value })
pinned-must-be-text-not = { $player_name }: the pinned { $what } must be text, not { $value }
only-gars-du-batard-stacks-with = { $who }: only the Gars du Bâtard stacks with another role; pinned { $roles }
every-wolf-hierarchy-this-scenario-abel = { $who }: every wolf is in the hierarchy in this scenario (Abel is a cub)
cannot-be-hierarchy-wolves-are-drawn = { $who }: a { $rank } cannot be in the hierarchy (wolves are drawn among { $wolf_ranks })
pins-leave-no-possible-size-for = the pins leave no possible size for the hierarchy (W-S-3) with the lieutenants' pinned cubs (W-S-4)
pins-deal-dead-end = the deal reached a dead end: the pins can all be honoured, but the draws made with this seed leave no way to finish it. This is a fault of the deal, not of the roster: please report it with the roster and the seed; another seed may deal it
pins-cannot-all-be-honoured-player = the pins cannot all be honoured: { $names_count } player(s) ({ $shown }) can only be { $what } by their pins, and the deal has room for { $room }
cannot-deal-needed-eligible-player-left = cannot deal { $what }: { $k } needed, { $pool_count } eligible player(s) left (check the pins)
winterfell-needs-at-least-players-with = Winterfell needs at least { $minimum } players with these settings; the roster has { $roster_count }
great-vassals-are-pinned-two-camps = the great vassals are pinned in two camps; they are never split (W-S-14)
players-are-pinned-hierarchy-it-has = { $in_hierarchy_count } players are pinned in the hierarchy; it has at most { $value } (W-S-3)
two-players-are-pinned-as-ben = two players are pinned as { $display_ben_bones } ({ $held })
players-are-pinned-as-schlingue-this = { $held_count } players are pinned as { $display_reek }; this scenario has at most { $value }
cubs-are-pinned-without-cub-roles = { $fixed_cubs } { $display_cub_plural } are pinned without the cub roles, and { $cub_roles_needed } cub roles (turncoat, Wyman, Pestagaupe, wolf Schlingues) still need cubs: the hierarchy would exceed { $value }
pinned-rank-cannot-be-honoured = { $bad }: the pinned rank cannot be honoured
great-vassals-are-pinned-two-camps-2 = the great vassals are pinned in two camps; they are never split (W-S-14)
two-players-are-pinned-as-ben-2 = two players are pinned as { $display_ben_bones } ({ $pinned_ben })
players-are-pinned-as-schlingue-this-2 = { $pinned_reeks_count } players are pinned as { $display_reek }; this scenario has at most { $value }
players-are-pinned-hierarchy-it-has-2 = { $pinned_count } players are pinned in the hierarchy; it has at most { $value } (W-S-3)
cubs-are-pinned-without-cub-roles-2 = { $fixed_cubs } { $display_cub_plural } are pinned without the cub roles, and { $cub_roles_needed } cub roles (turncoat, Wyman, Pestagaupe, wolf Schlingues) still need cubs: the hierarchy would exceed { $value }
cubs-cannot-hold-roles-placed-among = the { $cubs_count } { $display_cub_plural } cannot hold the roles placed among them (check the pins)
cubs-cannot-be-dealt-per-lieutenant = { $cubs_count } { $display_cub_plural } cannot be dealt { $cubs_per_lieutenant_min } to { $cubs_per_lieutenant_max } per lieutenant with the pinned lieutenants
players-are-pinned-as-game-has = { $held_count } players are pinned as { $what }; the game has { $wanted }
unknown-pin-winterfell-pins = { $who }: unknown pin { $key }; Winterfell pins { $pin_keys }
pinned-role-not-this-scenario = { $who }: pinned role { $role } is not in this scenario
only-vervoyant-neutral-w-12 = { $who }: only { $display_greenseer_the } is neutral (W-S-12)
holds-no-special-role-but-gars = { $who }: the { $hierarchy } holds no special role but the Gars du Bâtard
only-loyalist-among-cubs-turncoat-w = { $who }: the only loyalist among the cubs is { $display_turncoat_the } (W-S-6)
initial-great-vassal-loyalist-worshipper-not = { $who }: an initial great vassal is a loyalist or a worshipper, not { $camp } (W-S-3, W-S-14)
initial-great-vassals-hold-no-special = { $who }: the initial great vassals hold no special role (W-S-13b)
worshippers-are-great-vassals-w-14 = { $who }: the worshippers are the great vassals (W-S-14)
only-wolf-outside-hierarchy-abel-w = { $who }: the only wolf outside the hierarchy is Abel (W-S-13)
no-wolf-outside-hierarchy-this-scenario = { $who }: no wolf outside the hierarchy in this scenario (Abel is off)
pinned-camp-cannot-be-honoured = { $name }: pinned camp { $pinned_camp } cannot be honoured
players-are-pinned-as-but-game = { $pinned_count } players are pinned as { $rank } but the game has { $wanted } ({ $pinned })
players-are-pinned-as-but-hierarchy = { $fixed_count } players are pinned as { $place } but the hierarchy has { $wanted } ({ $fixed })
players-are-pinned-as-game-has-2 = { $held_count } players are pinned as { $role } ({ $held }); the game has { $count }
cubs-are-pinned-under-lieutenant-commands = { $n } { $display_cub_plural } are pinned under { $lt }; a lieutenant commands at most { $cubs_per_lieutenant_max }
players-are-pinned-as-but-game-2 = { $pinned_count } players are pinned as { $rank } but the game has { $wanted } ({ $pinned })
worshippers-are-pinned-but-this-scenario = worshippers are pinned but this scenario has none
pinned-hierarchy-but-drawn-pinned = { $x }: pinned in the hierarchy but drawn or pinned { $rank }
players-are-pinned-as-but-hierarchy-2 = { $fixed_count } players are pinned as { $place } but the hierarchy has { $wanted } ({ $fixed })
cubs-are-pinned-under-lieutenant-commands-2 = { $own_count } { $display_cub_plural } are pinned under { $lt }; a lieutenant commands at most { $cubs_per_lieutenant_max }
pinned-wolf-but-no-wolf-place = { $x }: pinned a wolf but no wolf place is left for him
pinned-contradicts = { $who }: pinned { $attr } { $shown } contradicts { $why } ({ $attr } { $value })
wolf-schlingue-cannot-be = { $pinned_reeks }: a wolf { $display_reek } cannot be a { $rank }
pinned-lieutenant-pinned-as = { $name }: the pinned lieutenant { $lieutenant } is pinned as { $value ->
    [outside-the-hierarchy] outside the hierarchy
   *[other] { $value }
}
pin-roles-as-list-roles = { $who }: pin roles as a list of roles
pinned-lieutenant-not-roster = { $who }: the pinned lieutenant { $value } is not in the roster
cub-cannot-be-own-lieutenant = { $who }: a { $display_cub } cannot be his own lieutenant

## assassination.py

unknown-assassination-order = unknown assassination order { $kind }

## elections.py

no-seat-put-vote-these-elections = no seat is put to the vote in these elections (knight seats are drawn, W-E-4)
not-lieutenant-who-died-this-turn = { $name } is not a lieutenant who died this turn{ $which }
not-living-cub-only-cub-replaces = { $name } is not a living { $display_cub }: only a { $display_cub } replaces a lieutenant
dead-guess-names-surviving = { $name } is dead: a guess names a surviving { $what }
guess-needs-guesser-name = a guess needs the guesser's name
empty-guess-name-cub-lieutenant-ghost = an empty guess: name a { $display_cub }, a lieutenant or { $display_ghost_the }
dead-cannot-vote-2 = { $name } is dead and cannot vote
given-two-different-votes-this-order-2 = { $name } is given two different votes in this order
already-replaces = { $name } already replaces { $other }
spectators-guesses-are-not-taken-this = spectators' guesses are not taken in this scenario
roster-file-guess-without-spectator-flag = { $found } is in the roster: file the guess without the spectator flag
guesser-outside-roster-spectator = { $detail }; a guesser outside the roster is a spectator
dead-dead-players-guesses-are-not = { $by } is dead: dead players' guesses are not taken in this scenario
elections-have-no-order = the elections have no order { $kind }
dead-cannot-be-elected = { $name } is dead and cannot be elected
seats-go = { $name } is a { $rank }: the { $rank2 } seats go to a { $shown }

## assassination.py

sword-beyond-its-reach-can-strike = the sword is beyond its reach: { $bearer } ({ $rank }) can strike alone only the rank directly above his own{ $value }, not { $name } ({ $rank2 })
dead = { $label } ({ $name }) is dead
no-assassination-was-ordered-remove-squads = no assassination was ordered: remove the squads and the passage first
squad-strikes-with-sword-but-wolves = squad { $number } strikes with the sword, but the wolves ({ $value_count }) are more than { $sword_threshold }: { $display_ghost_the } has not found it
sword-strike-made-by-bearer-alone = a sword strike is made by the bearer alone; { $value } holds the sword this phase
there-no-passage-use-this-phase = there is no passage to use this phase (Wyman's pie opens one for the next phase only)
passage-takes-two-wolves-fewer-are = the passage takes two wolves; fewer are alive
no-gv-alive-for-passage-reach = no GV is alive for the passage to reach
not-this-game = { $label } is not in this game
ghost-dead-this-assassination-phase-has = { $display_ghost_the } is dead: this assassination phase has no victims
squad-has-no-member = squad { $number } has no member
target-squad-dead = the target of squad { $number }, { $name }, is dead
squad-cannot-target-its-own-member = squad { $number } cannot target its own member { $name }
squad-aims-at-gv-beside-sword = squad { $value } aims at the GV { $target } beside the sword strike on the GV { $target2 }: no other GV can be assassinated this phase
passage-aims-at-gv-beside-sword = the passage aims at a GV beside the sword strike on a GV: no other GV can be assassinated this phase
only-can-kill-gv-with-sword = only a { $sword_gv_rank } can kill a GV with the sword; { $bearer } is { $rank }
has-not-prepared-kill-gv-he = { $bearer } has not prepared the kill of the GV { $name }: he must first hold the sword as a { $sword_gv_rank } through { $phases } and kill nobody in it (neither with the sword nor in a squad)
name-two-different-wolves-for-passage = name two different wolves for the passage (or none to send the two most influential)
among-two-most-influential-wolves-must = { $missing } is among the two most influential wolves and must go
wolves-draw-for-passage-are-squads = the wolves to draw for the passage ({ $tied }) are in squads: a wolf sent through the passage joins no squad that night
ben-les-os-cannot-protect-himself = { $display_ben_bones } cannot protect himself
ben-les-os-cannot-protect-dead = { $display_ben_bones } cannot protect { $name }: dead
ben-les-os-cannot-protect-gv = { $display_ben_bones } cannot protect a GV ({ $name })
ben-les-os-cannot-protect-turncoat = { $display_ben_bones } cannot protect { $display_turncoat_the } ({ $name })
ben-les-os-has-protected-before = { $display_ben_bones } has protected { $name } before and cannot again
not-schlingue = { $reek } is not a { $display_reek }
dead-scans-no-one = { $reek } is dead and scans no one
cannot-scan-himself = { $reek } cannot scan himself
cannot-scan-dead = { $reek } cannot scan { $name }: dead
ghost-finds-sword-when-wolves-number = { $display_ghost_the } finds the sword when the wolves number { $sword_threshold } or fewer; they are { $value_count }
cannot-receive-sword-not-living-wolf = { $name } cannot receive the sword: not a living wolf
twice-squad-2 = { $m } is twice in squad { $number }
dead-cannot-be-squad = { $m } is dead and cannot be in squad { $number }
not-wolf-cannot-be-squad = { $m } is not a wolf and cannot be in squad { $number }
already-squad-wolf-joins-one-squad = { $m } is already in squad { $joined }: a wolf joins one squad a night
goes-through-passage-joins-no-squad = { $m } goes through the passage and joins no squad that night
not-living-wolf-cannot-go-through = { $name } is not a living wolf and cannot go through the passage
ghost-sends-two-most-influential-wolves = { $display_ghost_the } sends his two most influential wolves through the passage; { $name } is not one of them ({ $best })
goes-through-passage-joins-no-squad-2 = { $name } goes through the passage and joins no squad that night
goes-through-passage-joins-no-squad-3 = { $name } goes through the passage and joins no squad that night
there-no-squad-squads-entered = there is no squad { $index } (squads entered: { $squads_count })
name-reek-who-scans = name { $display_reek_the } who scans (reek = ...): { $alive ->
    [0] no { $display_reek } is alive
   *[other] { $alive } { $display_reek_plural } are alive
}
cannot-ask-about-himself = { $label } cannot ask about himself

## justice.py: accusations

accusation-without-justification = { $by } accuses { $accused } without a justification: the GVs must give one for each accused, { $quote }; add one: "{ $accused }: justification" in the console, justification = "..." in an orders file

## takeover.py: a running game taken over (gmconsole new --from-running), W-S-16
takeover-the-running-game = the running game
takeover-what-phase = phase
takeover-what-rank = rank
takeover-what-place = hierarchy place
takeover-what-role = role
takeover-what-camp = camp
takeover-what-identity = identity
takeover-expected-table = expected a table, not { $value }
takeover-unknown-key = unknown key { $name } (one of: { $allowed })
takeover-whole-number = a whole number is expected, not { $value }
takeover-out-of-range = { $value } is out of range ({ $low } to { $high })
takeover-out-of-range-low = { $value } is out of range (at least { $low })
takeover-boolean = true or false is expected, not { $value }
takeover-not-in-roster = { $value } is not a player of the roster
takeover-one-table-per-player = expected one table per player
takeover-stray = not a player of the roster
takeover-turn-missing = missing: the turn the game goes on from (1, 2...)
takeover-rank-missing = missing: every player's rank as it stands now
takeover-roles-list = a list of roles is expected
takeover-death-turn-missing = missing: the turn he died
takeover-died-too-late = died at turn { $died } ({ $died_phase }), not before the point the game goes on from (turn { $turn }, { $phase })
takeover-text-expected = a text is expected
takeover-knows-table = a table of player = what he is known as
takeover-worshippers-false = false, but a player is pinned in the worshippers' camp
takeover-already-won = already won by { $winner } ({ $reason }): nothing to go on with
takeover-one-stacking-role = only the Gars du Bâtard stacks with another role; given { $roles }
takeover-role-not-in-scenario = { $role } is not in this scenario
takeover-lieutenant-not-cub = has a lieutenant ({ $lieutenant }) but is not a { $display_cub }
takeover-lieutenant-not-lieutenant = his lieutenant { $lieutenant } is not a lieutenant
takeover-cub-names-lieutenant = a living { $display_cub } names his lieutenant (lieutenant = ...)
takeover-rank-not-in-hierarchy = a { $rank } cannot be in the hierarchy
takeover-turncoat-loyalist = { $display_turncoat_the } is a loyalist
takeover-hierarchy-wolves = in the hierarchy, so in the wolves' camp, not { $camp }
takeover-ghost-no-role = { $display_ghost_the } holds no special role but { $display_bastards_boy_the }
takeover-role-in-hierarchy = { $role } is in the hierarchy (a { $display_cub }, or a lieutenant since)
takeover-role-wolf = { $role } is a wolf
takeover-abel-wolf = { $display_abel } is in the wolves' camp
takeover-abel-place = { $display_abel }'s place in the hierarchy breaks abel_in_hierarchy
takeover-role-loyalist = { $role } is a loyalist
takeover-greenseer-neutral = { $display_greenseer_the } is neutral, outside the hierarchy
takeover-reek = a { $display_reek } is a wolf { $display_cub } or a loyalist outside the hierarchy
takeover-only-greenseer-neutral = only { $display_greenseer_the } is neutral
takeover-worshippers-gv = the worshippers are great vassals (W-S-14, W-E-8)
takeover-only-abel-outside = the only wolf outside the hierarchy is { $display_abel }
takeover-bastards-boy-guard = the Gars du Bâtard is a guard (W-E-6: promoted, he is replaced)
takeover-too-many-holders = { $count } players hold { $role } ({ $holders }); the game has { $allowed }
takeover-too-many-rank = { $count } living players are { $rank } ({ $holders }); the game has { $seats } seats
takeover-gv-mixed = the living great vassals are loyalists and worshippers: W-E-8 converts a loyalist elected beside worshippers
takeover-one-ghost = the hierarchy has one { $display_ghost }, dead or alive; given: { $given }
takeover-one-ghost-none = the hierarchy has one { $display_ghost }, dead or alive; given: none
takeover-hierarchy-too-big = { $count } players in the hierarchy, dead or alive; it has at most { $most }
takeover-too-many-lieutenants = { $count } living lieutenants ({ $names }); the hierarchy has { $most }
takeover-ghost-dead-over = { $display_ghost_the } died at turn { $died }: the loyalists won at the end of turn { $next }'s assassination phase (W-V-1); the game is over
takeover-prophecies-missing = missing: the Vervoyant { $seer }'s prophecies (life, death, glory; W-S-12)
takeover-prophecies-no-seer = given, but no player is the Vervoyant
takeover-prophecy-missing = missing (life, death and glory are drawn at the deal)
takeover-ben-list = a list of the players { $display_ben_bones } has protected
takeover-ben-none = given, but no player is { $display_ben_bones }
takeover-ben-twice = { $name } twice: Ben never protects a player again
takeover-sword-holder-missing = missing: who holds the Sword of the Last Hero
takeover-sword-holder-not-wolf = { $holder } is not a living member of the hierarchy
takeover-sword-threshold = { $display_ghost_the } finds the sword when the wolves are { $threshold } or fewer; { $alive } are alive
takeover-passage-keys = give real (true or false) and usable_turn
takeover-passage-gone = turn { $turn }'s assassination phase is past: the passage is gone (W-A-13)
takeover-passage-next = a passage serves at the next assassination phase only

## setup.py: the words of a pin's refusal (what is pinned, what a pin contradicts)
pin-none = none
pin-attr-camp = camp
pin-attr-hierarchy = hierarchy
pin-attr-rank = rank
pin-why-lieutenant = a pinned lieutenant ({ $name })
pin-why-role = the { $role } role ({ $rule })
pin-why-wolf-reek = a wolf { $display_reek } (W-S-10)
pin-why-reek-outside = a { $display_reek } outside the hierarchy (W-S-10)
pin-why-loyal-reek = a loyal { $display_reek } (W-S-10)
pin-why-bastards-boy = the Gars du Bâtard role (W-S-2)
pin-why-neutral = the neutral camp
pin-why-place = the { $place } place
pin-why-worshippers = the worshippers' camp (W-S-14: the GVs)
pin-why-great-vassal = the great vassal rank (W-S-3)

## The justice steps and what is entered at each, in refusals (engine.worded.step_name)
step-accusation = accusations
step-vote = justice vote
step-interrogation = interrogation
justice-what-accusations = accusations
justice-what-justice-votes = justice votes
justice-what-interrogations = interrogations
wolves-must-order-an-assassination = the wolves must order an assassination this phase (a squad or the passage): this scenario does not let them order none
