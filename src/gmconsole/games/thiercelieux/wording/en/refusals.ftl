### Refusals: why an order or a resolution is refused.

## rules.py

players-cannot-hold-werewolves-special-roles = { $players } players cannot hold { $wolves ->
    [1] one werewolf
   *[other] { $wolves } werewolves
} and { $specials_count ->
    [1] one special role
   *[other] { $specials_count } special roles
}: add players, or remove roles from [deck] specials (or lower deck.werewolves) in a copy of the scenario
this-scenario-takes-players-roster-has = this scenario takes { $min_players } to { $max_players } players and the roster has { $n }
game-over-won-no-more-orders = the game is over: { $winner } won; no more orders
dead-cannot-be = { $name } is dead and cannot be { $what ->
    [lover] a lover
    [victim] the victim
    [voter] a voter
    [voted-against] voted against
    [seen] seen
    [shot] shot
    [captain] captain
    [poisoned] poisoned
   *[other] { $what }
}
no-order-now = no { $kind } order now: the game is at step { $step } (turn { $turn }), which takes a { $expected } order; put that order first, or resolve this step without an order (a file with no orders, or a 'resolve' order before)
every-werewolf-stays-asleep-nobody-chooses = every werewolf stays asleep: nobody chooses a victim
there-no-living-little-girl-spy = there is no living little girl to spy
this-scenario-allows-one-potion-night = this scenario allows one potion a night
both-middle-cards-are-werewolves-thief = both middle cards are werewolves: the thief must take one
there-no-middle-card = there is no middle card { $take }: take = 0 keeps his card, take = 1 or 2 takes one of the two middle cards
not-living-werewolf = { $name } is not a living werewolf
witch-has-already-used-healing-potion = the witch has no healing potion left: remove heal = true
werewolves-have-no-victim-tonight-nobody = the werewolves have no victim tonight: nobody to heal
witch-cannot-save-little-girl-caught = the witch cannot save a little girl caught spying
witch-has-already-used-poison-potion = the witch has no poison potion left: remove poison
votes-twice-these-orders = { $voter } votes twice in these orders
unknown-pin-thiercelieux-pins-only-role = { $name }: unknown pin { $key }; Thiercelieux pins only 'role' (role = "seer") and 'double_vote' (double_vote = true)
pinned-role-not-role-game = { $name }: pinned role { $value } is not a role of the game ({ $value2 })
deck-has-not-enough-cards-for = the deck has not enough { $role } cards for the pins of { $holders }: change [deck] in a copy of the scenario (werewolves, specials; villagers fill the deck) or these pins
cupid-names-exactly-two-different-players = Cupid names exactly two different players
votes-for-who-not-among-tied = { $voter } votes for { $target }, who is not among the tied ({ $candidates })
cannot-vote-against-lover-never-votes = { $voter } cannot vote against { $target }: a lover never votes against the other lover
seer-already-knows-own-card = the seer { $target } already knows her own card
hunter-cannot-shoot-himself = the hunter cannot shoot himself
middle-card-not-role-game = deck.middle: the card { $value } is not a role of the game ({ $roles })
deck-has-no-card-for-middle = deck.middle: the deck has no more { $role } card to put in the middle: change deck.middle, deck.werewolves or deck.specials
double-vote-pin-one-player = the double-vote arrow goes to one player, with double_vote = true in the roster ({ $names })

## rules.py: the orders a resolution waits for

gm-appoints-captain = the GM appoints the captain: enter his name
cupid-has-not-named-lovers = Cupid has not named the two lovers
no-order-from-werewolves = no order from the werewolves: enter their victim, or who stays asleep
hunter-must-name-target = the hunter { $hunter } must name his target (or nobody)

## The steps the scenario does not name, in refusals (engine.worded.step_name)
step-vote = village vote
step-revote = second round of the vote
step-successor = captain's successor
step-appoint = captain appointed by the GM
cannot-vote-for-himself = this scenario refuses a player's vote against himself ({ $voter })
