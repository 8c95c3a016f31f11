### The name of each whole-number setting of the scenario, as the console's balance simulator shows
### it (the file's key stays shown beside it: --set and --sweep take it).
### setting-<key>: the file's key, dots and underscores written "-"; a setting of one entry of a
### table is said without the entry's key, given as $key (and $n, a number of players)
### (engine/worded.py, setting_name).
setting-spies = spies with { $n } players
setting-options-rejections-limit = squads rejected in a row that make the spies win
setting-options-wins-needed = missions a camp must win
