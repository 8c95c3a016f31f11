### Warnings of an order being entered (recorded in English, shown in the game's language).

mercenary-chose-sabotage = { $name } is a mercenary and chose sabotage (allowed, M-M-6)
