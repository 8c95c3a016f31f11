### Checklist steps every game shares.

game-over = game over
game-over-winner = { $winner } won ({ $rule })
