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
# A member of the wolves' camp, as the sentences say it.
name-wolf = wolf
name-wolf-plural = wolves

# Plurals where a count is shown (« 2 cubs »), and the words the game's sentences use beside the
# names above (engine/wording.py, NAME_FORMS): <key>-common and <key>-short are said while the
# scenario keeps the game's name of <key>, and give way to the scenario's name when it renames it.
name-cub-plural = cubs
name-reek-plural = Schlingues
name-great-vassal-short = GV
name-great-vassal-short-plural = GVs
name-great-vassal-common = great vassal
name-great-vassal-common-plural = great vassals
name-abel-short = Abel
name-worshippers-short = the worshippers
name-worshipper-short = Worshipper
name-hooded-man = Hooded Man
name-hooded-man-plural = Hooded Men
name-captain-common = captain
name-knight-common = knight
name-guard-common = guard
name-worshipper-common = worshipper
name-captain = captain
name-knight = knight
name-guard = guard
name-worshipper = worshipper
name-worshippers = the worshippers

# A person's name is said without an article (engine/wording.py, NAME_FORMS).
name-manderly-article = none
name-ben-bones-article = none
name-abel-article = none
name-whoresbane-article = none
