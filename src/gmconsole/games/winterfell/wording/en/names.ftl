# The game's display names when no scenario gives its own: a message says $display_<key>, filled
# with the scenario's name of <key> (engine/wording.py, NAME_PREFIX). The English messages do not
# use them yet: the English texts are the records of saves and of the behaviour fingerprint.
name-great-vassal = Great Vassal
name-ghost = Ghost of Winterfell
name-cub = cub
name-bastards-boy = Bastard's Boy
name-turncoat = turncoat
name-manderly = Wyman Manderly
name-reek = Schlingue
name-ben-bones = Ben les Os
name-greenseer = greenseer
name-abel = Abel the Bard
name-whoresbane = Whoresbane Umber
