### Les mots des formulaires d'ordres.

ballot-revolt = révolte
