"""The help page's words for this game's phases (F1 on the game screen): what to enter and the
rules that apply, by id; the console adds the keys and the checklist."""

HELP: dict[str, dict[str, tuple[str, list[tuple[str, str]]]]] = {
    "assassination": {
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
    "justice:accusation": {
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
    "justice:vote": {
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
    "justice:interrogation": {
        "fr": (
            "Le Gars du Bâtard interroge un exécuté (ou personne) : tapez son nom.",
            [("W-J-6", "l'interrogatoire du Gars du Bâtard"), ("W-R-3", "c'est une action de voyant")],
        ),
        "en": (
            "The Bastard's Boy interrogates one of the executed (or nobody): type the name.",
            [("W-J-6", "the Bastard's Boy's interrogation"), ("W-R-3", "it is a seer's action")],
        ),
    },
    "elections": {
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
}
