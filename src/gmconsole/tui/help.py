"""The help page of the current phase (F1 or ``?`` on the game screen): what to enter, the keys,
and the rules that apply, by id (the catalogues' ids); each game gives its own words for its phases
(``GameViews.HELP``).

The text is the console's (French in a French game); the phase's checklist, read from the
engine, is added under it so the page always says what is still missing.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from gmconsole.tui.labels import Labels

KEYS = {
    "fr": [
        ("ctrl+r", "résoudre l'étape (une confirmation d'abord)"),
        ("ctrl+z / ctrl+y", "annuler / rétablir"),
        ("F2 F3 F4 F5", "onglets Joueurs, Ordres, Dés, Message"),
        ("ctrl+t", "coller le fil du forum (pendant un vote nominatif)"),
        ("ctrl+p", "la palette : toute commande, tout joueur par son nom"),
        ("  « remplacer »", "un joueur remplacé : le joueur (complété), le nouveau pseudo, ses autres noms"),
        ("  « retirer »", "un joueur retiré sur décision du MJ, annoncé avec vos mots"),
        ("  « date limite »", "la date limite de l'appel en cours : date et heure, ou vos mots"),
        ("  « rappel »", "qui n'a pas voté ou envoyé ses ordres, prêt à coller (et en privé)"),
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
        ("  'replace'", "a player replaced: the player (completed), the new name, his other names"),
        ("  'remove'", "a player removed by the GM's decision, announced in your words"),
        ("  'deadline'", "the deadline of the current call: a date and a time, or your words"),
        ("  'reminder'", "who has not voted or sent orders, ready to paste (and in private)"),
        ("ctrl+o", "back to the launcher"),
        ("ctrl+q", "quit (asks first when a field is half-filled)"),
        ("escape", "leave the field"),
        ("F1 or ?", "this help"),
    ],
}

RULE = "Letters go to the field or the ballot; the screen's commands are ctrl and function keys."
RULE_FR = "Les lettres vont au champ ou au scrutin ; les commandes de l'écran sont les touches ctrl et F."


def help_text(session: Any, L: Labels, subtitle: str, views: Any) -> Text:
    """The help page for the session's current phase: the game's words for it (its views'
    ``HELP``, keyed by ``views.help_key()``), the checklist, the keys."""
    lang = L.lang
    text = Text()
    text.append(subtitle + "\n\n", style="bold")
    entry = views.HELP.get(views.help_key())
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
