### Le nom de chaque réglage entier du scénario, tel que le simulateur d'équilibre de la console le
### montre (la clé du fichier reste affichée à côté : c'est elle que prennent --set et --sweep).
### setting-<clé> : la clé du fichier, points et soulignés écrits « - » ; un réglage d'une carte
### ou d'une ville est dit sans la clé de l'entrée, son nom donné en $key (engine/worded.py,
### setting_name).
setting-rules-start-tokens = pions de vampires sur la ville de départ
setting-rules-max-tokens = pions de vampires au plus sur une ville
setting-rules-spread-factor = propagation : 1d10 au plus tant de fois les pions de la ville
setting-rules-hold-size = cartes gardées dans la diligence
setting-rules-heal-holy-water = points de vie rendus par l'eau bénite
setting-rules-heal-crucifix = points de vie rendus par le crucifix
setting-rules-heal-bible = points de vie rendus par la bible
setting-min-players = nombre minimal de joueurs
setting-max-players = nombre maximal de joueurs
setting-towns-fight-bonus = { $key } : bonus de combat
setting-hunters-courage = { $key } : courage
setting-hunters-combat = { $key } : combat
setting-hunters-life = { $key } : points de vie
setting-hunters-speciality-bonus = { $key } : bonus de sa spécialité
setting-vampires-blood = { $key } : sang
setting-vampires-fear = { $key } : peur
setting-vampires-combat = { $key } : combat
setting-travel-fear = { $key } : peur
setting-travel-blood = { $key } : sang du vampire gardé, au plus
setting-travel-copies = { $key } : exemplaires
setting-travel-reward = { $key } : récompense
setting-travel-success-wounds = { $key } : blessures en cas de réussite
setting-travel-success-heal = { $key } : points de vie rendus en cas de réussite
setting-travel-success-equipment = { $key } : équipements gagnés en cas de réussite
setting-travel-success-tokens = { $key } : pions de vampires posés en cas de réussite
setting-travel-success-lose-item = { $key } : objets perdus en cas de réussite
setting-travel-failure-wounds = { $key } : blessures en cas d'échec
setting-travel-failure-heal = { $key } : points de vie rendus en cas d'échec
setting-travel-failure-equipment = { $key } : équipements gagnés en cas d'échec
setting-travel-failure-tokens = { $key } : pions de vampires posés en cas d'échec
setting-travel-failure-lose-item = { $key } : objets perdus en cas d'échec
setting-equipment-courage = { $key } : bonus de courage
setting-equipment-combat = { $key } : bonus de combat
setting-equipment-hands = { $key } : mains
setting-equipment-charges = { $key } : charges (0 : sans fin)
setting-equipment-copies = { $key } : exemplaires
