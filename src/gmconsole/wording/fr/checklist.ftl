### Les étapes de la liste de contrôle communes à tous les jeux.

game-over = partie terminée
game-over-winner = victoire : { $winner } ({ $rule })
