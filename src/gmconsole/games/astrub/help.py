"""The help page's words for this game's phases (F1 on the game screen): what to enter and the
rules that apply, by id; the console adds the keys and the checklist."""

HELP: dict[str, dict[str, tuple[str, list[tuple[str, str]]]]] = {
    "proposal": {
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
    "approval": {
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
    "mission": {
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
