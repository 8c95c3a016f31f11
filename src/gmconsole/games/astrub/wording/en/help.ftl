# Astrub's help pages (English), F1 on the game screen: one message per phase,
# console-help-<phase> (a ':' in the phase becomes '-'), what to enter, and one attribute per
# rule that applies, named by its id, in the order shown. The console adds the checklist and the keys.

console-help-proposal = The leader proposes a squad: space ticks a player, or type the names (comma-separated); enter proposes it; ctrl+l makes the highlighted player the leader.
    .M-S-3 = the GM chooses the first leader
    .M-M-2 = the squad's size

console-help-approval = Every player approves or rejects the squad: y (yes), n (no) on his row, or type 'name yes, name no'.
    .M-M-3 = a majority of yes launches the mission
    .M-M-4 = a rejection passes the lead to the next player
    .M-M-5 = five rejections in a row: the spies win

console-help-mission = Each squad member chooses in secret: s (success), x (sabotage), or type 'name success'.
    .M-M-6 = the secret choices
    .M-M-7 = one sabotage fails the mission
