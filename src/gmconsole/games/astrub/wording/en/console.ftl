# Astrub's own console words (squads, approval votes, secret choices, the mission track).

console-squad-for = Squad for { $mission } ({ $size } members)
console-votes-for = Approval of the squad: { $members }
console-vote-keys = y: yes   n: no   (or type 'name yes, name no' below)
console-type-votes = type votes: alice yes, bob no
console-choices-for = Secret choices for { $mission }
console-choice-keys = s: success   x: sabotage
console-waiting-for = waiting for: { $names }
console-all-chosen = every member has chosen
console-missions = Missions
console-rejections = rejections
console-majority = a majority of yes launches the mission
console-majority-tie = a majority of yes, or a tie, launches the mission
console-fails-at-one = one sabotage makes the mission fail
console-fails-at-many = it takes { $n } sabotages to make the mission fail
console-choose-leader = ctrl+l on a player: the GM chooses the first leader (M-S-3)
