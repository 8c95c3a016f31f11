# status --gm : les ordres saisis pour l'étape en cours, pas encore résolus (MJ seulement)
entered-votes = votes ({ $count }) : { $votes }
entered-vote-yes = { $name } pour
entered-vote-no = { $name } contre
entered-choices = choix secrets ({ $count }) : { $choices }
entered-choice-sabotage = { $name } sabotage
entered-choice-success = { $name } réussite
entered-squad = escouade : { $members }
