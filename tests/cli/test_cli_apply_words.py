"""What ``gmconsole apply`` prints of a step's events (issue 11, point 3): each event as the GM
summary says it (``gmconsole.export.posts.gm_events``), after who may read it in the game's
language and followed by its rule id; the raw line only for an event nothing words."""

from __future__ import annotations

from types import SimpleNamespace

from gmconsole.cli import describe_entry
from gmconsole.engine.events import GM, PUBLIC, Event, to_player

SQUAD = {
    "mission": "Or d'Amakna Sud",
    "mission_number": 1,
    "attempt": 1,
    "leader": "Alice",
    "members": ["Alice", "Chloé"],
    "size": 2,
}


def entry(*events: Event) -> SimpleNamespace:
    return SimpleNamespace(actions=[], events=list(events), rolls=[])


def plain(lines: list[str]) -> list[str]:
    return [line.replace("\u202f", " ").replace("\u2019", "'") for line in lines]


def test_each_event_is_said_with_its_audience_in_words_and_its_rule(new_game) -> None:
    """M-M-2, M-M-6: a public event, a GM-only table and a player's message, in French."""
    game = new_game(5)
    lines = plain(
        describe_entry(
            entry(
                Event("squad_proposed", 1, "proposal", PUBLIC, "M-M-2", dict(SQUAD)),
                Event("mission_choices", 1, "mission", GM, "M-M-6", {"choices": {"Alice": "success"}}),
                Event(
                    "seat_handover",
                    1,
                    "proposal",
                    to_player("Alice"),
                    "",
                    {"old": "Bob", "roles": ["spy"], "camp": "spies"},
                ),
            ),
            game,
        )
    )
    assert lines[0] == (
        "[public] Escouade proposée par Alice pour la mission 1, Or d'Amakna Sud (tentative 1) : "
        "Alice et Chloé. Votez pour ou contre. (M-M-2)"
    )
    assert lines[1] == "[MJ seulement] Choix secrets de l'escouade : (M-M-6)"  # a table follows
    assert [line.split() for line in lines[2:5]] == [
        ["Joueur", "Choix"],
        ["------", "--------"],
        ["Alice", "réussite"],
    ]
    assert all(line.startswith("  ") for line in lines[2:5])
    assert lines[5].startswith("[à Alice] Tu reprends la place laissée par Bob")


def test_an_english_game_says_them_in_english(new_game, astrub) -> None:
    game = new_game(5, scenario=astrub.model_copy(update={"language": "en"}))
    lines = describe_entry(
        entry(
            Event("squad_proposed", 1, "proposal", PUBLIC, "M-M-2", dict(SQUAD)),
            Event("mission_choices", 1, "mission", GM, "M-M-6", {"choices": {"Alice": "success"}}),
        ),
        game,
    )
    assert lines[0].startswith("[public] Squad proposed by Alice for mission 1") and lines[0].endswith(
        "(M-M-2)"
    )
    assert lines[1] == "[GM only] The squad's secret choices: (M-M-6)"


def test_an_event_nothing_words_or_that_cannot_be_said_is_shown_as_recorded(new_game) -> None:
    """A kind without a template (a game's new event) and an event edited by hand that its
    template cannot fill (no ``leader``) are shown as recorded; the others are still worded."""
    game = new_game(5)
    broken = {k: v for k, v in SQUAD.items() if k != "leader"}
    lines = plain(
        describe_entry(
            entry(
                Event("mystery", 1, "proposal", PUBLIC, "M-X-1", {"a": 1}),
                Event("squad_proposed", 1, "proposal", PUBLIC, "M-M-2", broken),
                Event("squad_proposed", 1, "proposal", PUBLIC, "M-M-2", dict(SQUAD)),
            ),
            game,
        )
    )
    assert lines[0] == "[public] mystery (M-X-1): a=1"
    assert lines[1].startswith("[public] squad_proposed (M-M-2): mission=Or d'Amakna Sud")
    assert lines[2].startswith("[public] Escouade proposée par Alice")


def test_a_rule_id_the_text_names_is_not_repeated_but_a_shorter_one_is_kept(new_game) -> None:
    """M-M-6's warning names its rule itself, so it is not added again; a rule id that is only
    the start of one the text names (M-M-1 beside M-M-10) is still added."""
    from gmconsole.cli import _said_lines
    from gmconsole.export.document import Paragraph
    from gmconsole.export.posts import GmSaid

    game = new_game(5)
    [line] = plain(
        describe_entry(entry(Event("mercenary_sabotage", 1, "mission", GM, "M-M-6", {"player": "Eve"})), game)
    )
    assert line == "[MJ seulement] Attention : Eve est mercenaire et a choisi de saboter (permis, M-M-6)."
    for rule, said in (("M-M-1", "[public] Voir (M-M-10). (M-M-1)"), ("M-M-10", "[public] Voir (M-M-10).")):
        event = Event("note", 1, "mission", PUBLIC, rule, {})
        assert _said_lines(GmSaid([event], [Paragraph("Voir (M-M-10).")], "[public]", False, True)) == [said]
