# Vampire Hunter's help pages (English), F1 on the game screen: one message per phase,
# console-help-<phase> (a ':' in the phase becomes '-'), what to enter, and one attribute per
# rule that applies, named by its id, in the order shown. The console adds the checklist and the keys.

console-help-hunt = The hunter whose turn it is moves: write his town in moves (a second one with the diligence), his choices if the player made any, then ctrl+s and ctrl+r. The propagation follows the last hunter's turn.
    .V-T-1 = a road to a neighbouring town, never one another hunter stands on
    .V-T-2 = the diligence: two moves, each town resolved
    .V-F-2 = use: the items used (empty: the best against each vampire)
    .V-F-7 = reward: equipment or healing when the town is freed
    .V-E-4 = heal_with: holy water 2, crucifix 4, bible 6
    .V-P-1 = each held town rolls 1d10: it spreads on at most twice its tokens
