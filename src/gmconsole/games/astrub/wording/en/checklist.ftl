### Checklist steps and the engine's short texts for the GM.

## rules.py

mercenary-chose-sabotage-allowed-m-m = { $name } is a mercenary and chose sabotage (allowed, M-M-6)
leader-gm-chooses = the leader the GM chooses
no-leader-named-for-first-squad = no leader named for the first squad: { $name } (the first seat) leads; the GM chooses him (M-S-3), name another one with the squad
secret-choices-for = secret choices { $done }/{ $total } for { $mission }
squad-for-attempt = squad for { $mission } (attempt { $attempt })
approval-votes = approval votes { $done }/{ $total }
waiting-for = waiting for: { $names }
all-chosen = all chosen
first-squad-leader-m-3 = first squad leader (M-S-3)
names-players = { $who } names { $size } players
not-voted-2 = not voted: { $names }
all-voted = all voted
gm-choice-it-may-change-until = { $name }, the GM's choice; it may change until the first squad is resolved
gm-chooses-him-l-on-player = the GM chooses him (in the console, ctrl+l on a player; in an orders file, `leader = "name"` in the `squad` order)
