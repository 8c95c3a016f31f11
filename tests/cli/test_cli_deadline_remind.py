"""A deadline in each call to vote or act, and a ready-to-paste reminder naming who has not
voted or sent orders (issue 13, point 20)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmconsole.engine.actions import SetDeadline
from gmconsole.engine.errors import RuleViolation
from gmconsole.export import render
from gmconsole.export.reminder import reminder
from gmconsole.saves import load_game


def FR(text: str) -> str:
    """``text`` with the French typography the posts use (narrow no-break spaces, ’)."""
    from gmconsole.engine.wording import typography

    return typography(text, "fr", apostrophes=True)


@pytest.fixture
def save(cli, tmp_path, players_file) -> Path:
    path = tmp_path / "game.toml"
    assert cli("new", "astrub", "--players", players_file(5), "--seed", "remind", "--save", path).code == 0
    return path


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_a_deadline_with_the_orders_is_the_next_calls(cli, save, tmp_path) -> None:
    """The squad is proposed and the step resolved: the deadline given with it is the approval
    vote's, in the post that calls for it."""
    orders = write(
        tmp_path / "o.toml",
        '[[orders]]\nkind = "squad"\nmembers = ["Alice", "Bob"]\n\n[[orders]]\nkind = "deadline"\n'
        'deadline = "mardi 21 h"\n',
    )
    assert cli("apply", save, orders).code == 0
    game = load_game(save)
    event = game.journal[-1].events[-1]
    assert (event.kind, event.turn, event.phase) == (
        "deadline",
        1,
        "approval",
    ) and game.state.phase == "approval"
    post = cli("export", save, "--format", "text").out
    assert post.index("Votez pour ou contre.") < post.index(FR("Date limite : mardi 21 h."))


def test_the_reminder_names_who_has_not_voted(cli, save, tmp_path) -> None:
    assert (
        cli(
            "apply",
            save,
            write(tmp_path / "s.toml", '[[orders]]\nkind = "squad"\nmembers = ["Alice", "Bob"]\n'),
        ).code
        == 0
    )
    assert cli("deadline", save, "ce soir à 22 h").code == 0
    votes = '[[orders]]\nkind = "votes"\nvotes = { Alice = "oui", "Chloé" = "non" }\n'
    assert cli("apply", save, write(tmp_path / "v.toml", "resolve = false\n" + votes)).code == 0
    result = cli("remind", save, "--format", "text")
    assert result.code == 0
    assert result.out == (
        FR("Rappel : vous avez jusqu'à ce soir à 22 h pour voter ou envoyer vos ordres.\n\n")
        + FR("Nous attendons encore : Bob, David et Eve (")
        + "vote sur l'escouade).\n"  # what is awaited is a value: set as the rules word it
    )
    assert "[b]Rappel[/b]" in cli("remind", save).out  # the scenario's markup by default


def test_no_reminder_when_nobody_is_awaited(cli, save) -> None:
    result = cli("remind", save)  # proposal: the GM chooses the leader; nobody is awaited
    assert result.code == 0 and result.out == "" and "personne n'est attendu" in result.err


def test_the_reminder_without_deadline(new_game) -> None:
    game = new_game(5)
    doc = reminder(game.events(), game.scenario, 1, "approval", ["Bob", "Eve"])
    assert render(doc, "text") == FR(
        "Rappel : il est encore temps de voter ou d'envoyer vos ordres.\n\nNous attendons encore : Bob et Eve.\n"
    )


def test_awaited_at_each_astrub_step(table) -> None:
    t = table(5)
    rules, scenario = t.game.rules, t.game.scenario
    assert rules.awaited(t.state, scenario) == []  # the GM chooses the first leader
    t.propose(t.squad_with_spies(0), leader="Bob")
    assert rules.awaited(t.state, scenario) == ["Alice", "Bob", "Chloé", "David", "Eve"]
    t.vote()
    squad = list(t.state.squad)
    assert rules.awaited(t.state, scenario) == squad  # the squad's secret choices


def test_awaited_in_a_winterfell_justice_vote(cli, tmp_path) -> None:
    players = write(tmp_path / "wf.txt", "\n".join(f"Joueur {n}" for n in range(1, 31)) + "\n")
    path = tmp_path / "wf.toml"
    assert cli("new", "winterfell", "--players", players, "--seed", "remind", "--save", path).code == 0
    game = load_game(path)
    ballot = game.rules.ballot(game.state, game.scenario)
    awaited = game.rules.awaited(game.state, game.scenario)
    if ballot is None:
        assert awaited == []
    else:
        assert awaited == [p.name for p in game.state.seating() if p.name in ballot.voters]


def test_an_empty_deadline_is_refused(new_game) -> None:
    game = new_game(5)
    with pytest.raises(RuleViolation, match="the deadline is empty"):
        game.push(SetDeadline(deadline="  "))


def test_what_each_astrub_step_awaits_m_m_2_m_m_3_m_m_6(table) -> None:
    """Each entry says what it waits for, and none is secret: the squad is public and who has
    sent a mission choice may be said (never what he chose, M-M-6)."""
    t = table(5)
    rules, scenario = t.game.rules, t.game.scenario
    t.state.leader = "Bob"
    assert [(a.player, a.what, a.secret) for a in rules.awaiting(t.state, scenario)] == [
        ("Bob", "proposition d'escouade", False)
    ]
    t.propose(t.squad_with_spies(0), leader="Bob")
    assert {(a.what, a.secret) for a in rules.awaiting(t.state, scenario)} == {("vote sur l'escouade", False)}
    t.vote()
    assert {(a.what, a.secret) for a in rules.awaiting(t.state, scenario)} == {
        ("choix de mission (en privé)", False)
    }


def test_a_deadline_from_a_date_and_a_time_as_the_consoles_form(cli, save) -> None:
    """`deadline --at DATE TIME` words it as the console's form does, in the game's language."""
    assert cli("deadline", save, "--at", "2026-12-02", "21h30").code == 0
    assert FR("Date limite : mercredi 2 décembre à 21 h 30.") in cli("export", save, "--format", "text").out
    bad = cli("deadline", save, "--at", "31/2", "21:00")
    assert bad.code == 2 and "'31/2' is not a date: write 2026-12-02" in bad.err
    both = cli("deadline", save, "mardi", "--at", "2026-12-02", "21:00")
    assert both.code == 2 and "not both" in both.err
