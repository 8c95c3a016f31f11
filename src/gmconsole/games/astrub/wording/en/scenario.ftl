# A scenario file's own checks (the scenario model's validator): said in the scenario's language
# when the file is refused (engine/validation.py, invalid).
scenario-key-not-a-count = { $table }.{ $key }: a key must be a number of players
scenario-counts-differ = spies and squad_sizes must cover the same player counts; only one of them has { $only }
scenario-spies-count = spies.{ $key }: { $count } spies for { $key } players; give 1 to { $most }
scenario-sizes-count = squad_sizes.{ $key }: has { $sizes } sizes, expected { $missions } (one per mission)
scenario-squad-too-big = squad_sizes.{ $key }: a squad of { $size } for { $mission } cannot be formed with { $key } players
scenario-fails-at = missions.{ $mission }.fails_at: { $fails } sabotages needed but the squad for { $key } players has only { $size } members
scenario-wins-needed = options.wins_needed: { $wins } wins cannot always be decided in { $missions } missions
# an order's value that is not one of the words the game reads
order-not-a-vote = { $value } is not a vote: write yes or no (oui / non)
order-not-a-mission-choice = { $value } is not a mission choice: write success or sabotage
