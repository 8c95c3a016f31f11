# status --gm: the orders entered for the current step, not yet resolved (GM only)
entered-votes = votes ({ $count }): { $votes }
entered-vote-yes = { $name } yes
entered-vote-no = { $name } no
entered-choices = choices ({ $count }): { $choices }
entered-choice-sabotage = { $name } sabotage
entered-choice-success = { $name } success
entered-squad = squad: { $members }
