# winterfell's own console words (English), added to the generic
# ones (gmconsole/wording/en/console.ftl) and overriding them.

console-j-squad = squad { $members } against { $target }
console-j-lookout = lookout
console-j-remove-squad = squad { $index } withdrawn
console-j-sword = sword handed to { $bearer }
console-j-passage = passage: { $wolves }
console-j-no-assassination = no assassination
console-j-accuse = { $by } accuses { $accused }
console-j-new-lieutenant = { $cub } replaces { $dead }
console-j-guess = guess by { $by }
console-target = target
console-members = members: name, name, ...
console-not-a-living-wolf = { $name } is not a living wolf: delete '{ $typed }' from the members field
console-not-wolves = not living wolves (or unknown): { $names }
console-lookout = lookout
console-sword-strike = sword strike
console-influence = influence
console-squad-hint = pick members (space), a target and a lookout
console-squad-send = enter sends the squad
console-squad-send-but = legal, enter sends it; but:
console-key-send-squad = Send squad
console-key-no-assassination = No assassination
console-no-assassination = no assassination this phase
console-wolf-squads = Squads ({ $n } { $n ->
        [one] living { $display_wolf }
       *[other] living { $display_wolf_plural }
    })
console-remove-squad = remove squad no.
console-passage-default = the two most influential
console-passage-hint = two wolves, or empty: the two most influential
console-protects = protects
console-asks = asks about
console-scans = scans
console-night-actions = Night and special actions
console-accuses = accuses
console-accuse-hint = name: justification
console-accusations = Accusations
console-interrogates = interrogates
console-interrogation = Interrogation
console-revolt = revolt
console-executed-now = executed if resolved now: { $names }
console-revolt-count = revolt: { $counted }/{ $needed } loyalist votes counted ({ $votes } cast)
console-justice-vote = Justice vote on { $accused }
console-threshold = threshold │ { $threshold } of { $available } available influence
console-justice-keys = 1-{ $n }: accused · v: revolt · 0: abstain · or type 'voter: vote'
console-type-justice = votes: voter: accused, voter: revolt, ...
console-election-round = Election: { $seats } { $seats ->
        [one] seat
       *[other] seats
    } of { $rank }
console-election-rule = { $seats ->
        [one] the candidate with the most weighted votes is elected
       *[other] the { $seats } candidates with the most weighted votes are elected
    }
console-election-keys = 1-{ $n }: candidate · 0: abstain · or type 'voter: candidate'
console-type-election = votes: voter: candidate, ...
console-new-lieutenant = new lieutenant for { $dead }
console-guess = guess
console-guess-hint = who: { $display_cub }, lieutenant, { $display_ghost }
console-appointments = Appointments and guesses
console-step-accusation = accusations
console-step-vote = vote
console-step-interrogation = interrogation
console-alive-count = Alive
# The orders' fields as the console shows them: a refused order says where the mistake is
# (tui/session.py, form_words; console-field-<kind>-<field>).
console-field-abel-asks = asks about
console-field-accuse-by = accuser
console-field-accuse-accused = accuses
console-field-accuse-justification = justification
console-field-ben-protects = protects
console-field-election-votes-votes = election votes
console-field-greenseer-asks = asks about
console-field-guess-by = guess by
console-field-guess-cub = { $display_cub }
console-field-guess-lieutenant = lieutenant
console-field-guess-ghost = { $display_ghost }
console-field-guess-spectator = spectator
console-field-interrogate-target = interrogates
console-field-justice-votes-votes = justice votes
console-field-new-lieutenant-dead = dead lieutenant
console-field-new-lieutenant-cub = new lieutenant
console-field-passage-wolves = the secret passage
console-field-pie-torture = the pie
console-field-reek-scans = scans
console-field-reek-reek = who scans
console-field-remove-squad-index = remove squad no.
console-field-squad-members = members
console-field-squad-target = target
console-field-squad-lookout = lookout
console-field-squad-sword = sword strike
console-field-sword-bearer = sword given to
