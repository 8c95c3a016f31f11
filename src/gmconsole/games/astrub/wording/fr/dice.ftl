### À quoi sert chaque jet, tel qu'on le lit : dice-<id du jet>.

dice-setup-spies = tirage des espions
