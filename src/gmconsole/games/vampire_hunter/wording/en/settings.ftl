### The name of each whole-number setting of the scenario, as the console's balance simulator shows
### it (the file's key stays shown beside it: --set and --sweep take it).
### setting-<key>: the file's key, dots and underscores written "-"; a setting of one card or town
### is said without the entry's key, its name given as $key (engine/worded.py, setting_name).
setting-rules-start-tokens = vampire tokens on the starting town
setting-rules-max-tokens = most vampire tokens on a town
setting-rules-spread-factor = spread: 1d10 at most this many times the town's tokens
setting-rules-hold-size = cards held in the diligence
setting-rules-heal-holy-water = life points healed by holy water
setting-rules-heal-crucifix = life points healed by the crucifix
setting-rules-heal-bible = life points healed by the bible
setting-min-players = fewest players
setting-max-players = most players
setting-towns-fight-bonus = { $key }: combat bonus
setting-hunters-courage = { $key }: courage
setting-hunters-combat = { $key }: combat
setting-hunters-life = { $key }: life points
setting-hunters-speciality-bonus = { $key }: speciality bonus
setting-vampires-blood = { $key }: blood
setting-vampires-fear = { $key }: fear
setting-vampires-combat = { $key }: combat
setting-travel-fear = { $key }: fear
setting-travel-blood = { $key }: most blood of the vampire kept
setting-travel-copies = { $key }: copies
setting-travel-reward = { $key }: reward
setting-travel-success-wounds = { $key }: wounds on a success
setting-travel-success-heal = { $key }: life points healed on a success
setting-travel-success-equipment = { $key }: equipment gained on a success
setting-travel-success-tokens = { $key }: vampire tokens placed on a success
setting-travel-success-lose-item = { $key }: items lost on a success
setting-travel-failure-wounds = { $key }: wounds on a failure
setting-travel-failure-heal = { $key }: life points healed on a failure
setting-travel-failure-equipment = { $key }: equipment gained on a failure
setting-travel-failure-tokens = { $key }: vampire tokens placed on a failure
setting-travel-failure-lose-item = { $key }: items lost on a failure
setting-equipment-courage = { $key }: courage bonus
setting-equipment-combat = { $key }: combat bonus
setting-equipment-hands = { $key }: hands
setting-equipment-charges = { $key }: charges (0: never used up)
setting-equipment-copies = { $key }: copies
