"""French agreement in the Winterfell GM summary and refusals with a roster of women (p10-gm1's
trial): the words about a player agree with the player's gender from the roster."""

from __future__ import annotations

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.engine.worded import describe
from gmconsole.games.winterfell.rules.assassination import BenProtects, NoAssassination
from gmconsole.games.winterfell.rules.state import BEN_BONES, GREAT_VASSAL, TURNCOAT
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")


def women_with_ben() -> Game:
    """A 50-player game where every player is a woman and Ben les Os is dealt (W-S-11: 66%)."""
    roster = [RosterEntry(name=f"Joueuse {i:02d}", gender="f") for i in range(1, 51)]
    for attempt in range(50):
        game = Game.new(WINTERFELL, roster, f"agreement-{attempt}")
        if game.state.holder_of(BEN_BONES):
            return game
    raise AssertionError("no seed deals Ben les Os")


def test_ben_result_agrees_with_the_protected_woman(cli, tmp_path) -> None:
    """W-A-10: « protège Joueuse 07 ; attaquée : non ; Ben les Os révélé à la protégée » (it
    said « attaqué », « au protégé » of a woman)."""
    from gmconsole.saves import save_game

    game = women_with_ben()
    state = game.state
    ben = state.holder_of(BEN_BONES)[0].name
    protected = next(
        p.name for p in state.living() if p.name != ben and p.rank != GREAT_VASSAL and TURNCOAT not in p.roles
    )
    game.push([BenProtects(protects=protected), NoAssassination(), Resolve()])
    save = save_game(game, tmp_path / "femmes.toml")
    summary = cli("export", save, "--gm", "--turn", "1", "--format", "text").out
    line = next(x for x in summary.splitlines() if f"protège {protected}" in x)
    assert "attaquée\u202f: non" in line and "révélé à la protégée" in line, line


def test_ben_cannot_protect_herself(cli) -> None:
    """W-A-10: « Ben les Os ne peut pas se protéger elle-même » when Ben is a woman."""
    game = women_with_ben()
    ben = game.state.holder_of(BEN_BONES)[0].name
    try:
        game.push([BenProtects(protects=ben)])
    except RuleViolation as exc:
        said = describe(exc, WINTERFELL)
    else:
        raise AssertionError("Ben protecting herself was taken")
    assert said.endswith("elle-même (W-A-10)"), said


def test_an_accusation_without_justification_says_how_to_add_one() -> None:
    """W-J-1: the refusal says how to add the justification in the console (« Hugo :
    justification »), not only the orders file's key the console has no use for."""
    from gmconsole.games.winterfell.rules.justice import Accuse

    game = women_with_ben()
    game.push([NoAssassination(), Resolve()])
    state = game.state
    gv = state.with_rank(GREAT_VASSAL)[0].name
    accused = next(p.name for p in state.living() if p.rank != GREAT_VASSAL)
    try:
        game.push([Accuse(by=gv, accused=accused, justification="")])
    except RuleViolation as exc:
        said = describe(exc, WINTERFELL)
    else:
        raise AssertionError("an accusation without justification was taken")
    assert f"«\u202f{accused}\u202f: justification\u202f» dans la console" in said, said


def test_the_accusations_checklist_has_the_french_space_before_semicolons() -> None:
    """W-J-1: « Benoît accuse Hugo ; Gérard accuse Océane » in the checklist (it said « Hugo; »)."""
    from gmconsole.games.winterfell.rules.justice import Accuse

    game = women_with_ben()
    game.push([NoAssassination(), Resolve()])
    state = game.state
    gvs = [p.name for p in state.with_rank(GREAT_VASSAL)]
    accused = [p.name for p in state.living() if p.rank != GREAT_VASSAL][:2]
    game.push([Accuse(by=gv, accused=a, justification="trop calme") for gv, a in zip(gvs, accused)])
    detail = game.checklist()[0].detail
    assert f"{gvs[0]} accuse {accused[0]}\u202f; {gvs[1]} accuse {accused[1]}" in detail, detail


def test_a_guess_on_a_dead_player_is_refused_in_french_words() -> None:
    """W-E-10: « … est morte : un pronostic désigne un louveteau survivant », where the English
    key came through (« un cub survivant »)."""
    game = women_with_ben()
    victim = next(p.name for p in game.state.living() if p.rank != GREAT_VASSAL)
    game.push([game.parse({"kind": "no_assassination"}), Resolve()])
    while game.state.phase != "elections":
        game.push([Resolve()])
    game.state.player(victim).alive = False  # as if dead: only the refusal's words are read
    by = game.state.living()[0].name
    said = {}
    for field in ("cub", "lieutenant", "ghost"):
        try:
            game.push([game.parse({"kind": "guess", "by": by, field: victim})])
        except RuleViolation as exc:
            said[field] = describe(exc, WINTERFELL)
    assert said["cub"].endswith("désigne un Louveteau survivant (W-E-10)"), said
    assert said["lieutenant"].endswith("désigne un lieutenant survivant (W-E-10)"), said
    # the ghost may be named dead (the source asks for a survivor as the cub and the lieutenant)
    assert "ghost" not in said, said
    assert game.state.guesses[-1].ghost == victim
