# Refusals of Vampire Hunter's orders and deal, in English (str(exc): recorded in journals).
unknown-town = unknown town '{ $typed }'
not-his-turn = it is { $current }'s turn, not { $name }'s
no-diligence = { $name } has no diligence: one move a turn
no-road = no road from { $here } to { $town } (neighbours: { $neighbours })
town-taken = { $town } is taken by { $other }'s hunter: hunters never share a town
too-many-hands = { $weapons } take { $hands } hands: a fight takes one two-handed weapon or two one-handed ones
does-not-heal = { $item } does not heal (holy water, a crucifix or a bible do)
move-missing = { $name }'s move is missing: enter a hunt order with the town he goes to
unknown-equipment = unknown equipment '{ $typed }' (the cards are: { $names })
item-not-held = { $name } does not hold the card '{ $item }'
# V-E-1: 'to swap' names only what can stop a hunter keeping a new card
not-in-the-way = '{ $item }' never stops a hunter keeping a new card: only a unique item{ $weapons ->
        [owned] {" "}or a weapon
       *[other] {""}
    } can make room for one
refused-game-over = the game is over: { $winner } won; no more orders
unknown-pin = { $name }: unknown pin '{ $key }'; Vampire Hunter pins only 'hunter'
not-a-hunter = { $name }: pinned hunter '{ $value }' is not a hunter card ({ $hunters })
pinned-twice = { $name }: { $hunter } is pinned twice
hunters-count = this scenario takes { $low } to { $high } hunters and the roster has { $n }
# why no player can be removed (VampireHunterRules.no_removal: the same text)
no-removal = every hunter stands on the map until the end: replace the player instead
