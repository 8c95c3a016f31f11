# status --gm : les ordres saisis pour l'étape en cours, pas encore résolus (MJ seulement)
entered-orders = { $hunter } : déplacements { $moves } ; objets { $use } ; récompense { $reward }
entered-auto = au choix du jeu
