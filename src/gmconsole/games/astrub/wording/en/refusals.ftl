### Refusals: why an order or a resolution is refused.

## rules.py

can-only-be-entered-at-step = { $what } can only be entered at the { $phase } step; the game is at the { $phase2 } step
wrong-step-squad = a squad
wrong-step-votes = approval votes
wrong-step-mission = mission choices
this-game-takes-players-roster-has = this game takes { $counts } to { $counts2 } players and the roster has { $n }
players-are-pinned-as-spies-but = { $pinned_spies } players are pinned as spies but { $n } players have { $spies_wanted }
players-are-pinned-as-mercenaries-but = { $pinned_mercenaries } players are pinned as mercenaries but { $n } players have only { $value } mercenaries
game-over-won-no-more-orders-2 = the game is over: { $winner } won; no more orders
cannot-propose-leads-this-squad = { $leader } cannot propose: { $leader2 } leads this squad
twice-squad = { $twice } is twice in the squad
squad-for-with-players-has-members = the squad for { $mission } with { $players_count } players has { $size } members, not { $members_count }
no-squad-entered-yet-must-propose = no squad entered yet: { $value ->
    [the-leader] the leader
   *[other] { $value }
} must propose one
every-player-votes-missing = every player votes; missing: { $missing }
every-squad-member-chooses-missing = every squad member chooses; missing: { $missing }
unknown-pin-astrub-pins-only-role = { $name }: unknown pin { $key }; Astrub pins only 'role' (spy or mercenary)
pinned-neither-spy-nor-mercenary = { $name }: pinned { $key } { $value } is neither spy nor mercenary
pins-contradict-each-other-spy-mercenary = { $name }: the pins contradict each other (spy and mercenary)
astrub-has-no-order = Astrub has no order { $kind }
votes-twice-these-orders-2 = { $name } votes twice in these orders
not-squad-only-choose = { $name } is not in the squad; only { $squad } choose
chooses-twice-these-orders = { $name } chooses twice in these orders
# why no player can be removed (AstrubRules.no_removal: the same text)
no-removal = every seat plays to the end in this game (squad sizes and approval votes count the whole table): replace the player instead
mercenary-may-not-sabotage = { $name } is a mercenary: this scenario lets only the spies sabotage
