### À quoi sert chaque jet, tel qu'on le lit : dice-<id du jet>.

dice-setup-deal = distribution des cartes
dice-setup-double-vote = le joueur dont la voix compte double
dice-captain-tie = élection du capitaine : égalité
dice-day-final-tie = vote du jour : égalité au second vote
dice-night-little-girl-caught = la petite fille est-elle surprise à espionner ?
dice-night-little-girl-learns = ce qu'apprend la petite fille
dice-night-little-girl-sees = qui la petite fille voit
dice-day-captain-successor = le successeur du capitaine
