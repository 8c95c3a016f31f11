### Les mots des formulaires d'ordres : les options spéciales des votes.

ballot-success = réussite
ballot-sabotage = sabotage
