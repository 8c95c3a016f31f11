### What each roll is for, as people read it: dice-<purpose id>. The English sentence is the one
### the roll logs (the dice key holds the purpose id alone).

## The setup (V-S-1, V-S-2)

dice-setup-hunters = hunter cards dealt
dice-setup-vampires = vampire deck shuffled
dice-setup-travel = travel deck shuffled
dice-setup-equipment = equipment deck shuffled
dice-setup-propagation = propagation deck shuffled
# V-S-4, setting courage_tie = "draw": hunters tied for courage
dice-setup-first-player = first hunter drawn among the most courageous

## A discard shuffled into its empty deck (V-S-2)

dice-vampire-reshuffle = vampire discard shuffled
dice-travel-reshuffle = travel discard shuffled
dice-equipment-reshuffle = equipment discard shuffled
dice-propagation-reshuffle = propagation discard shuffled

## The tests (V-F)

dice-fight-fear-hunter = fear test: the hunter's 1d10
dice-fight-fear-opponent = fear test: the opponent's 1d10
dice-fight-combat-hunter = combat: the hunter's 1d10
dice-fight-combat-opponent = combat: the opponent's 1d10
dice-travel-courage-hunter = courage test: the hunter's 1d10
dice-travel-courage-opponent = courage test: the opponent's 1d10

## The propagation (V-P)

dice-propagation-spread = propagation from { $town }
