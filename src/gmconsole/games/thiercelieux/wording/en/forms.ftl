### The order forms' words: labels, fields, options and the lines above them.

## The votes (T-S-4, T-D-5, T-D-6)

form-revote = revote { $n }
form-rule-day-vote = the player with the most votes is executed; a tie: the captain's vote, else a revote among the tied
form-rule-most-votes = the player with the most votes is elected

## The night (T-N-1 to T-N-7)

form-night-order = night order: { $steps }
form-thief-keep = keep their card
form-thief-card = card { $n }: { $role }
form-thief-takes = takes
form-cupid-lovers = the two lovers
form-seer-sees = sees the card of
form-wolves-victim = victim
form-wolves-asleep = asleep
form-little-girl-spies = { $role } spies
form-witch-nobody = nobody
form-witch-victim = the werewolves' victim: { $victim }
form-witch-healing = healing potion
form-witch-poison = poison potion
form-witch-left = left: { $potions }
form-witch-heals = heals { $victim }
form-witch-poisons = poisons

## The deaths (T-D-2, T-D-7)

form-hunter-shoots = shoots
form-successor-of = { $captain }'s successor
