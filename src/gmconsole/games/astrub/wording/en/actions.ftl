### The sentence of each order: the journal, "Entered:", "Undone:", "Redone:" and the command
### line's lines (gmconsole.engine.worded.describe_action).

## The squad (M-M-2), the approval votes (M-M-3), the secret choices (M-M-6)
action-squad = squad proposed: { $members }
action-votes = vote: { $votes }
action-votes-votes-item = { $key } { $value }
action-votes-votes-true = yes
action-votes-votes-false = no
action-mission = choice: { $choices }
action-mission-choices-item = { $key } { $value }
action-mission-choices-true = sabotage
action-mission-choices-false = success
