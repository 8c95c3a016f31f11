# Vampire Hunter's help pages (English), F1 on the game screen: one message per phase,
# console-help-<phase> (a ':' in the phase becomes '-'), what to enter, and one attribute per
# rule that applies, named by its id, in the order shown. The console adds the checklist and the keys.

console-help-hunt = The hunter whose turn it is moves: write his town in "goes to" (a second one in "then" with the diligence), change his choices if the player made any (each field shows its default), enter, then ctrl+r. The propagation follows the last hunter's turn. On a small screen, page up shows the map.
    .V-T-1 = a road to a neighbouring town, never one another hunter stands on
    .V-T-2 = the diligence: two moves, each town resolved
    .V-F-2 = uses: the items used (by default: the best against each vampire)
    .V-F-7 = reward: equipment or healing when the town is freed
    .V-E-1 = to swap: what he discards to take a reward he could not keep (by default nothing: it goes into the diligence, or to the discard)
    .V-E-4 = heals with: holy water 2, crucifix 4, bible 6
    .V-P-1 = each held town rolls 1d10: it spreads on at most twice its tokens
