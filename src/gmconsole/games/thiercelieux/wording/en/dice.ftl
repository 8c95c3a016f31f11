### What each roll is for, as people read it: dice-<purpose id>.

dice-setup-deal = deal the cards
dice-setup-double-vote = the player whose vote counts double
dice-captain-tie = captain election: tie
dice-day-final-tie = day vote: tie at the second vote
dice-night-little-girl-caught = is the little girl caught spying
dice-night-little-girl-learns = what the little girl learns
dice-night-little-girl-sees = whom the little girl sees
dice-day-captain-successor = the captain's successor
