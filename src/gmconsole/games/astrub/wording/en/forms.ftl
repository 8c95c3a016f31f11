### The order forms' words: the special options of the votes.

ballot-success = success
ballot-sabotage = sabotage
