# The game's display names when no scenario gives its own ([names] of winterfell.toml): a
# message says $display_<key>, filled with the scenario's name of <key> (engine/wording.py, NAME_PREFIX).
name-great-vassal = Grand Vassal
name-ghost = Fantôme de Winterfell
name-cub = Louveteau
name-bastards-boy = Gars du Bâtard
name-turncoat = Tourne-Casaque
name-manderly = Wyman Manderly
name-reek = Schlingue
name-ben-bones = Ben les Os
name-greenseer = Vervoyant
name-abel = Abel le Barde
name-whoresbane = Pestagaupe Omble
name-captain = Capitaine
name-knight = Chevalier
name-guard = Garde
name-hooded-man = Homme Encapuchonné
name-hooded-man-plural = Hommes Encapuchonnés
name-worshipper = Adorateur des Marcheurs Blancs
name-worshippers = les Adorateurs des Marcheurs Blancs

# A member of the wolves' camp, as the sentences say it (« un loup », « les loups »).
name-wolf = loup
name-wolf-plural = loups

# The words the game's sentences use beside the names above (engine/wording.py, NAME_FORMS):
# <key>-common and <key>-short are said while the scenario keeps the game's name of <key>, and
# give way to the scenario's name (and its forms) when it renames it: « les GV » at Winterfell,
# « les Conseillers » at Meereen.
name-great-vassal-short = GV
name-great-vassal-short-plural = GV
name-great-vassal-common = grand vassal
name-great-vassal-common-plural = grands vassaux
name-captain-common = capitaine
name-knight-common = chevalier
name-guard-common = garde
name-worshipper-common = adorateur
name-worshippers-short = les Adorateurs
name-worshipper-short = Adorateur
name-abel-short = Abel
name-cub-plural = Louveteaux
name-reek-plural = Schlingues

# A person's name is said without an article (« Ben les Os », « de Ben les Os », « d'Abel le
# Barde »); a scenario marks its own with <key>_article = "none" (engine/wording.py, NAME_FORMS).
name-manderly-article = none
name-ben-bones-article = none
name-abel-article = none
name-whoresbane-article = none
