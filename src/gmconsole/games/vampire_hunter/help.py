"""The help page's words for Vampire Hunter (F1 on the game screen): what to enter and the rules
that apply, by id; the console adds the keys and the checklist."""

HELP: dict[str, dict[str, tuple[str, list[tuple[str, str]]]]] = {
    "hunt": {
        "fr": (
            "Le chasseur dont c'est le tour se déplace : écrivez sa ville dans « va à » (une "
            "seconde dans « puis » avec la diligence), changez ses choix si le joueur en a fait "
            "(chaque champ montre son choix par défaut), entrée, puis ctrl+r. La propagation suit "
            "le tour du dernier chasseur. Sur un petit écran, page précédente montre la carte.",
            [
                ("V-T-1", "une route vers une ville voisine, jamais occupée par un autre chasseur"),
                ("V-T-2", "la diligence : deux déplacements, chaque ville résolue"),
                (
                    "V-F-2",
                    "utilise : les équipements utilisés (par défaut : les meilleurs contre chaque vampire)",
                ),
                ("V-F-7", "récompense : équipement ou soins quand la ville est libérée"),
                ("V-E-4", "se soigne avec : eau bénite 2, crucifix 4, bible 6"),
                ("V-P-1", "chaque ville tenue lance 1d10 : propagation si au plus le double de ses pions"),
            ],
        ),
        "en": (
            'The hunter whose turn it is moves: write his town in "goes to" (a second one in '
            '"then" with the diligence), change his choices if the player made any (each field '
            "shows its default), enter, then ctrl+r. The propagation follows the last hunter's "
            "turn. On a small screen, page up shows the map.",
            [
                ("V-T-1", "a road to a neighbouring town, never one another hunter stands on"),
                ("V-T-2", "the diligence: two moves, each town resolved"),
                ("V-F-2", "uses: the items used (by default: the best against each vampire)"),
                ("V-F-7", "reward: equipment or healing when the town is freed"),
                ("V-E-4", "heals with: holy water 2, crucifix 4, bible 6"),
                ("V-P-1", "each held town rolls 1d10: it spreads on at most twice its tokens"),
            ],
        ),
    },
}
