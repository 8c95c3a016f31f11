### Le nom de chaque réglage entier du scénario, tel que le simulateur d'équilibre de la console le
### montre (la clé du fichier reste affichée à côté : c'est elle que prennent --set et --sweep).
### setting-<clé> : la clé du fichier, points et soulignés écrits « - » (engine/worded.py, setting_name).
setting-setup-wolves-base = hiérarchie des loups : nombre de base (avant le dé)
setting-setup-wolves-die = hiérarchie des loups : faces du dé ajouté
setting-setup-lieutenants = lieutenants
setting-setup-cubs-per-lieutenant-min = { $display_cub_plural } par lieutenant, au moins
setting-setup-cubs-per-lieutenant-max = { $display_cub_plural } par lieutenant, au plus
setting-setup-turncoats = { $display_turncoat } : combien (parmi les { $display_cub_plural })
setting-setup-manderly = { $display_manderly } (0 ou 1)
setting-setup-whoresbane = { $display_whoresbane } (0 ou 1)
setting-setup-hooded-men = { $display_hooded_man_plural } : combien
setting-setup-greenseer = { $display_greenseer } (0 ou 1)
setting-setup-abel = { $display_abel } (0 ou 1)
setting-setup-bastards-boy = { $display_bastards_boy } (0 ou 1)
setting-assassination-guard-requirement = influence d'une escouade contre { $display_guard_a }
setting-assassination-sword-threshold = épée : trouvée quand il reste au plus tant de { $display_wolf_plural }
setting-assassination-sword-gv-preparation-phases = épée : phases de préparation avant de frapper { $display_great_vassal_a }
setting-justice-accused = accusés par phase de justice
setting-justice-threshold-divisor = seuil d'exécution : diviseur de l'influence disponible
setting-justice-revolt-divisor = révolte : diviseur des loyalistes vivants
setting-justice-revolt-min-votes = révolte : voix loyalistes au moins
setting-points-worshippers-win-below = victoire { $display_worshippers_short_of_the } sous tant de survivants
