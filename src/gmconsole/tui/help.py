"""The help page of the current phase (F1 or ``?`` on the game screen): what to enter, the keys,
and the rules that apply, by id (the catalogues' ids, W-… for Winterfell, M-… for Astrub).

The text is the console's (French in a French game); the phase's checklist, read from the
engine, is added under it so the page always says what is still missing.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from gmconsole.tui.labels import Labels

# (game, phase or phase:step) -> {lang: (what to enter, [(rule id, what it says)])}
PHASES: dict[tuple[str, str], dict[str, tuple[str, list[tuple[str, str]]]]] = {
    ("winterfell", "assassination"): {
        "fr": (
            "Les escouades des loups : membres (tapez les noms, séparés par des virgules), cible, "
            "guetteur ; entrée passe au champ suivant et envoie l'escouade. Puis les actions de "
            "nuit (Ben, Schlingue, Vervoyant, Abel, l'épée, le passage, la tourte).",
            [
                ("W-A-1", "l'influence cumulée de l'escouade doit atteindre celle de la cible"),
                ("W-A-2", "chaque escouade a un guetteur : un loup vivant hors de l'escouade"),
                ("W-A-3", "un loup peut guetter une escouade et assassiner dans une autre"),
                ("W-A-5", "un échec révèle un membre de l'escouade"),
                ("W-A-7", "l'épée du Dernier Héros"),
                ("W-A-10", "Ben les Os protège un joueur"),
                ("W-A-11", "chaque Schlingue sonde un joueur"),
                ("W-A-14", "les actions d'une phase sont simultanées"),
            ],
        ),
        "en": (
            "The wolves' squads: members (type the names, comma-separated), target, lookout; enter "
            "goes to the next field and sends the squad. Then the night actions (Ben, Schlingue, "
            "the Greenseer, Abel, the sword, the passage, the pie).",
            [
                ("W-A-1", "the squad's summed influence must reach the target's"),
                ("W-A-2", "each squad has a lookout: a living wolf outside the squad"),
                ("W-A-3", "a wolf may be lookout for one squad and assassin in another"),
                ("W-A-5", "a failure reveals one of the squad"),
                ("W-A-7", "the Last Hero's sword"),
                ("W-A-10", "Ben les Os protects one player"),
                ("W-A-11", "each Schlingue scans one player"),
                ("W-A-14", "a phase's actions are simultaneous"),
            ],
        ),
    },
    ("winterfell", "justice:accusation"): {
        "fr": (
            "Chaque Grand Vassal vivant nomme un accusé, avec sa justification : « nom : justification ».",
            [
                ("W-J-1", "chaque GV nomme un accusé"),
                ("W-J-2", "moins de trois GV : trois accusés quand même"),
            ],
        ),
        "en": (
            "Each living Great Vassal names one accused, with a justification: 'name: justification'.",
            [("W-J-1", "each GV names one accused"), ("W-J-2", "fewer than three GVs: still three accused")],
        ),
    },
    ("winterfell", "justice:vote"): {
        "fr": (
            "Les votes : sur la ligne d'un votant, 1 à 3 (l'accusé), v (révolte), 0 (abstention) ; "
            "ou tapez « votant : accusé, votant : révolte » (un numéro d'accusé marche aussi). "
            "ctrl+t colle le fil du forum pour en lire les votes.",
            [
                ("W-J-3", "tous les vivants sauf les GV votent ; sans vote : abstention"),
                ("W-J-4", "exécuté : au moins un tiers de l'influence disponible"),
                ("W-J-5", "la révolte"),
            ],
        ),
        "en": (
            "The votes: on a voter's row, 1 to 3 (the accused), v (revolt), 0 (abstain); or type "
            "'voter: accused, voter: revolt' (an accused's number works too). ctrl+t pastes the "
            "forum thread to read its votes.",
            [
                ("W-J-3", "every living player but the GVs votes; no vote: abstain"),
                ("W-J-4", "executed: at least a third of the available influence"),
                ("W-J-5", "the revolt"),
            ],
        ),
    },
    ("winterfell", "justice:interrogation"): {
        "fr": (
            "Le Gars du Bâtard interroge un exécuté (ou personne) : tapez son nom.",
            [("W-J-6", "l'interrogatoire du Gars du Bâtard"), ("W-R-3", "c'est une action de voyant")],
        ),
        "en": (
            "The Bastard's Boy interrogates one of the executed (or nobody): type the name.",
            [("W-J-6", "the Bastard's Boy's interrogation"), ("W-R-3", "it is a seer's action")],
        ),
    },
    ("winterfell", "elections"): {
        "fr": (
            "Chaque tour d'élection : sur la ligne d'un votant, le numéro du candidat, 0 (abstention) ; "
            "ou tapez « votant : candidat ». Puis les nouveaux lieutenants et les pronostics.",
            [
                ("W-E-1", "les sièges vacants se remplissent par le haut"),
                ("W-E-3", "une promotion ouvre un siège au rang du dessous"),
                ("W-E-7", "le fantôme choisit les nouveaux lieutenants"),
                ("W-E-9", "égalité pour le dernier siège : tirage journalisé"),
                ("W-E-10", "les pronostics"),
            ],
        ),
        "en": (
            "Each election round: on a voter's row, the candidate's number, 0 (abstain); or type "
            "'voter: candidate'. Then the new lieutenants and the guesses.",
            [
                ("W-E-1", "vacancies are filled from the top"),
                ("W-E-3", "a promotion opens a seat one rank lower"),
                ("W-E-7", "the ghost chooses the new lieutenants"),
                ("W-E-9", "a tie for the last seat: a logged draw"),
                ("W-E-10", "the guesses"),
            ],
        ),
    },
    ("astrub", "proposal"): {
        "fr": (
            "Le chef propose une escouade : espace coche un joueur, ou tapez les noms (séparés par "
            "des virgules) ; entrée la propose ; ctrl+l fait du joueur surligné le chef.",
            [("M-S-3", "le MJ choisit le premier chef"), ("M-M-2", "la taille de l'escouade")],
        ),
        "en": (
            "The leader proposes a squad: space ticks a player, or type the names (comma-separated); "
            "enter proposes it; ctrl+l makes the highlighted player the leader.",
            [("M-S-3", "the GM chooses the first leader"), ("M-M-2", "the squad's size")],
        ),
    },
    ("astrub", "approval"): {
        "fr": (
            "Chaque joueur approuve ou rejette l'escouade : o/y (oui), n (non) sur sa ligne, ou "
            "tapez « nom oui, nom non ».",
            [
                ("M-M-3", "une majorité de oui lance la mission"),
                ("M-M-4", "un rejet passe la main au joueur suivant"),
                ("M-M-5", "cinq rejets de suite : les espions gagnent"),
            ],
        ),
        "en": (
            "Every player approves or rejects the squad: y (yes), n (no) on his row, or type "
            "'name yes, name no'.",
            [
                ("M-M-3", "a majority of yes launches the mission"),
                ("M-M-4", "a rejection passes the lead to the next player"),
                ("M-M-5", "five rejections in a row: the spies win"),
            ],
        ),
    },
    ("astrub", "mission"): {
        "fr": (
            "Chaque membre de l'escouade choisit en secret : s (réussite), x (sabotage), ou tapez "
            "« nom réussite ».",
            [("M-M-6", "les choix secrets"), ("M-M-7", "un sabotage fait échouer la mission")],
        ),
        "en": (
            "Each squad member chooses in secret: s (success), x (sabotage), or type 'name success'.",
            [("M-M-6", "the secret choices"), ("M-M-7", "one sabotage fails the mission")],
        ),
    },
}

KEYS = {
    "fr": [
        ("ctrl+r", "résoudre l'étape (une confirmation d'abord)"),
        ("ctrl+z / ctrl+y", "annuler / rétablir"),
        ("F2 F3 F4 F5", "onglets Joueurs, Ordres, Dés, Message"),
        ("ctrl+t", "coller le fil du forum (pendant un vote nominatif)"),
        ("ctrl+p", "la palette : toute commande, tout joueur par son nom"),
        ("ctrl+o", "retour à l'accueil"),
        ("ctrl+q", "quitter (demande d'abord si un champ est à moitié rempli)"),
        ("échap", "quitter le champ"),
        ("F1 ou ?", "cette aide"),
    ],
    "en": [
        ("ctrl+r", "resolve the step (confirmed first)"),
        ("ctrl+z / ctrl+y", "undo / redo"),
        ("F2 F3 F4 F5", "tabs Roster, Orders, Dice, Post"),
        ("ctrl+t", "paste the forum thread (while a vote on names is open)"),
        ("ctrl+p", "the palette: every command, every player by name"),
        ("ctrl+o", "back to the launcher"),
        ("ctrl+q", "quit (asks first when a field is half-filled)"),
        ("escape", "leave the field"),
        ("F1 or ?", "this help"),
    ],
}

RULE = "Letters go to the field or the ballot; the screen's commands are ctrl and function keys."
RULE_FR = "Les lettres vont au champ ou au scrutin ; les commandes de l'écran sont les touches ctrl et F."


def phase_key(session: Any) -> str:
    state = session.state
    if session.game.rules.name == "winterfell" and state.phase == "justice":
        from gmconsole.engine.rules.winterfell import justice as wj

        return f"justice:{wj.current_step(state)}"
    return str(state.phase)


def help_text(session: Any, L: Labels, subtitle: str) -> Text:
    """The help page for the session's current phase."""
    lang = L.lang
    text = Text()
    text.append(subtitle + "\n\n", style="bold")
    entry = PHASES.get((session.game.rules.name, phase_key(session)))
    if entry is not None:
        what, rules = entry[lang]
        text.append(L("help_what") + "\n", style="bold")
        text.append(what + "\n\n")
        text.append(L("help_rules") + "\n", style="bold")
        for rule, words in rules:
            text.append(f"  {rule}", style="bold cyan")
            text.append(f"  {words}\n")
        text.append("\n")
    steps = session.game.checklist()
    if steps:
        text.append(L("checklist") + "\n", style="bold")
        for step in steps:
            text.append(f"  {L('status_' + step.status):<11} ", style="dim")
            text.append(step.label + "\n")
        text.append("\n")
    text.append(L("help_keys") + "\n", style="bold")
    for key, words in KEYS[lang]:
        text.append(f"  {key:<16}", style="bold")
        text.append(words + "\n")
    text.append("\n" + (RULE_FR if lang == "fr" else RULE), style="dim")
    return text
