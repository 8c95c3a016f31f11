# A scenario file's own checks (the scenario model's validator): said in the scenario's language
# when the file is refused (engine/validation.py, invalid).
scenario-min-above-max = deck.min_players is above deck.max_players
scenario-middle-two-cards = deck.middle: give the thief's two middle cards, or leave it out
scenario-middle-needs-thief = deck.middle: the two middle cards need the thief in deck.specials (T-S-2)
