# The game's display names when no scenario gives its own: a message says $display_<key>, filled
# with the scenario's name of <key> (engine/wording.py, NAME_PREFIX). These are the words the
# English messages said before they named them so: the English texts are the records of saves
# and of the behaviour fingerprint, and must not change. Where a message needs a plural (cubs,
# Schlingues), it keeps its own word.
name-great-vassal = Great Vassal
name-ghost = ghost
name-cub = cub
name-bastards-boy = Gars du Bâtard
name-turncoat = turncoat
name-manderly = Wyman Manderly
name-reek = Schlingue
name-ben-bones = Ben les Os
name-greenseer = Vervoyant
name-abel = Abel le Barde
name-whoresbane = Pestagaupe Omble
