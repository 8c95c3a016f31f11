# A scenario file's own checks (the scenario model's validators): said in the scenario's language
# when the file is refused (engine/validation.py, invalid).
scenario-speciality-one-condition = a speciality has exactly one condition: region, vampire_kind or weapon_kind
scenario-vulnerable-and-immune = vulnerable and immune to the same thing: { $things }
scenario-weapon-hands = a weapon takes 1 or 2 hands
scenario-only-weapons-hands = only weapons take hands
scenario-town-region = towns.{ $key }.region: unknown region { $region } (the regions are { $regions })
scenario-region-no-town = regions.{ $key }: a region with no town (give it towns or remove it)
scenario-road-unknown-town = roads.{ $i }: road to an unknown town { $town } (towns are the keys of [towns])
scenario-road-to-itself = roads.{ $i }: a road from { $town } to itself
scenario-road-twice = roads.{ $i }: the road { $a } - { $b } is given twice
scenario-map-not-connected = roads: the map is not connected: no road leads from { $first } to { $cut }
scenario-start-town = rules.start_town: unknown town { $town }
scenario-origin-unknown = hunters.{ $key }.origin: unknown town { $town }
scenario-origin-taken = hunters.{ $key }.origin: { $town } is already { $other }'s origin
scenario-origin-start-town = hunters.{ $key }.origin: a hunter cannot start on the vampires' town
scenario-favourite-unknown = hunters.{ $key }.favourite: unknown region { $region }
scenario-speciality-region = hunters.{ $key }.speciality.region: unknown region { $region }
scenario-speciality-vampire-kind = hunters.{ $key }.speciality.vampire_kind: no vampire of kind { $kind }
scenario-speciality-weapon-kind = hunters.{ $key }.speciality.weapon_kind: no weapon of kind { $kind }
scenario-no-dracula = vampires: Dracula is missing (one card with dracula = true)
scenario-two-draculas = vampires: only one card can be Dracula
scenario-travel-blood = travel.{ $key }.blood: no vampire has blood { $blood } or less
scenario-propagation-unknown = propagation.{ $i }: card for an unknown town { $town }
scenario-propagation-missing = propagation: no card for { $towns } (one card per town)
scenario-propagation-twice = propagation: more than one card for { $towns } (one card per town)
scenario-min-above-max = min_players: above max_players
scenario-too-few-hunters = hunters: { $cards } cards for up to { $players } players
