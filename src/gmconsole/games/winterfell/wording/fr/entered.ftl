# status --gm : les ordres saisis pour l'étape en cours, pas encore résolus (MJ seulement)
entered-justice-votes = votes de justice ({ $count }) : { $votes }
entered-election-votes = votes d'élection ({ $count }) : { $votes }
entered-accusation = accusation : { $by } accuse { $accused }
entered-squad = escouade { $number } : { $members } -> { $target }
entered-squad-lookout = escouade { $number } : { $members } -> { $target }, guet : { $lookout }
