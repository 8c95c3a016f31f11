### The name of each whole-number setting of the scenario, as the console's balance simulator shows
### it (the file's key stays shown beside it: --set and --sweep take it).
### setting-<key>: the file's key, dots and underscores written "-" (engine/worded.py, setting_name).
setting-setup-wolves-base = wolves' hierarchy: base number (before the die)
setting-setup-wolves-die = wolves' hierarchy: sides of the added die
setting-setup-lieutenants = lieutenants
setting-setup-cubs-per-lieutenant-min = { $display_cub_plural } per lieutenant, at least
setting-setup-cubs-per-lieutenant-max = { $display_cub_plural } per lieutenant, at most
setting-setup-turncoats = { $display_turncoat }: how many (among the { $display_cub_plural })
setting-setup-manderly = { $display_manderly } (0 or 1)
setting-setup-whoresbane = { $display_whoresbane } (0 or 1)
setting-setup-hooded-men = { $display_hooded_man_plural }: how many
setting-setup-greenseer = { $display_greenseer } (0 or 1)
setting-setup-abel = { $display_abel } (0 or 1)
setting-setup-bastards-boy = { $display_bastards_boy } (0 or 1)
setting-assassination-guard-requirement = a squad's influence against { $display_guard_a }
setting-assassination-sword-threshold = sword: found when this many { $display_wolf_plural } or fewer are left
setting-assassination-sword-gv-preparation-phases = sword: phases of preparation before striking { $display_great_vassal_a }
setting-justice-accused = accused per justice phase
setting-justice-threshold-divisor = execution threshold: divisor of the available influence
setting-justice-revolt-divisor = revolt: divisor of the living loyalists
setting-justice-revolt-min-votes = revolt: fewest loyalist votes
setting-points-worshippers-win-below = win { $display_worshippers_short_of_the } below this many survivors
