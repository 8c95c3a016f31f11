### À quoi sert chaque jet, tel qu'on le lit : dice-<id du jet>.

dice-setup-deal = distribution des cartes
dice-setup-double-vote = le joueur dont la voix compte double
dice-captain-tie = élection du Capitaine : égalité
dice-day-final-tie = vote du jour : égalité au second vote
dice-night-little-girl-caught = la Petite Fille est-elle surprise à espionner ?
dice-night-little-girl-learns = ce qu'apprend la Petite Fille
dice-night-little-girl-sees = qui la Petite Fille voit
dice-day-captain-successor = le successeur du Capitaine
