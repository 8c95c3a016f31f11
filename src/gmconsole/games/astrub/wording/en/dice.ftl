### What each roll is for, as people read it: dice-<purpose id>.

dice-setup-spies = deal the spies
