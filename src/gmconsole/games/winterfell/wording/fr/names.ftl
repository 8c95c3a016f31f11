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
