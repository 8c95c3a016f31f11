### The name of each whole-number setting of the scenario, as the console's balance simulator shows
### it (the file's key stays shown beside it: --set and --sweep take it).
### setting-<key>: the file's key, dots and underscores written "-" (engine/worded.py, setting_name).
setting-deck-werewolves = fixed number of werewolves (else by the number of players)
setting-deck-min-players = fewest players
setting-deck-max-players = most players
setting-captain-vote-weight = { $display_captain }: weight of the vote
setting-night-witch-heal-potions = { $display_witch }: healing potions
setting-night-witch-poison-potions = { $display_witch }: poison potions
setting-day-revotes = revotes between the tied
