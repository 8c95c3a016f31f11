"""Hostile values in files (issue 10, section 5): huge integers, megabyte names and texts, a
megabyte phase, and `validate` naming the key that differs. Each is refused with the file and
the line or key, exit 4, only a short prefix of the value quoted, and nothing written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gmconsole.engine import Game, Resolve
from gmconsole.engine.errors import UnknownPlayer
from gmconsole.engine.names import NameIndex
from gmconsole.saves import save_game

HUGE = "9" * 5000  # more digits than Python converts (4,300)
MEGA = "x" * 10_000_000


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def snapshot(path: Path) -> dict[str, tuple[bytes, int]]:
    """Bytes and mtime of the save and its backup: what must not change."""
    out = {}
    for p in (path, path.with_name(path.name + ".bak")):
        if p.exists():
            out[p.name] = (p.read_bytes(), p.stat().st_mtime_ns)
    return out


@pytest.fixture
def astrub_save(table, tmp_path):
    t = table(5, seed="hostile")
    path = tmp_path / "game.toml"
    save_game(t.game, path)
    save_game(t.game, path)  # a backup too
    return path


@pytest.fixture(scope="module")
def winterfell_justice():
    """A 50-player Winterfell game at the justice phase's accusations."""
    from gmconsole.games.winterfell.rules.simulate import random_roster
    from gmconsole.scenarios import load_scenario

    game = Game.new(load_scenario("winterfell"), random_roster(50), "hostile")
    game.push(Resolve())
    assert game.state.phase == "justice"
    return game


def no_matching(monkeypatch):
    """Fuzzy name matching fails the test if it is called at all."""
    import rapidfuzz.process  # gmconsole.engine.names imports it when it first matches (start-up)

    import gmconsole.engine.votes_import.matching as matching

    def boom(*args, **kwargs):
        raise AssertionError("fuzzy matching was called on a name longer than any limit")

    monkeypatch.setattr(rapidfuzz.process, "extract", boom)
    monkeypatch.setattr(matching.process, "extract", boom)


# -- integers beyond 64 bits ------------------------------------------------------------------
def test_integer_of_5000_digits_in_a_save_names_the_line(cli, astrub_save):
    lines = astrub_save.read_text(encoding="utf-8").splitlines()
    n = next(i for i, line in enumerate(lines) if line.startswith("schema_version"))
    lines[n] = f"schema_version = {HUGE}"
    write(astrub_save, "\n".join(lines) + "\n")
    before = snapshot(astrub_save)
    for command in ("status", "validate", "verify", "undo", "redo"):
        result = cli(command, astrub_save)
        assert result.code == 4, (command, result)
        assert result.err.startswith(f"error: {astrub_save}: line {n + 1}: an integer of 5,000 digits")
        assert (
            len(result.err) < 300 + 2 * len(str(astrub_save)) and "Traceback" not in result.err
        )  # the path twice at most
    assert snapshot(astrub_save) == before


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        (f"turn = {HUGE}\n", "line 1: an integer of 5,000 digits is too large"),
        (f"resolve = true\nturn = -{HUGE[:20]}\n", "turn: the integer is too large"),
        ("turn = 0x" + "f" * 5000 + "\n", "turn: the integer is too large"),
        (
            "[[orders]]\nkind = 'votes'\nvotes = { Alice = 0b" + "1" * 70 + " }\n",
            "orders.0.votes.Alice: the integer",
        ),
    ],
)
def test_integer_too_large_in_orders_exit_4(cli, astrub_save, tmp_path, text, needle):
    before = snapshot(astrub_save)
    orders = write(tmp_path / "orders.toml", text)
    result = cli("apply", astrub_save, orders)
    assert result.code == 4 and result.err.startswith(f"error: {orders}: {needle}"), result
    assert snapshot(astrub_save) == before


def test_integer_too_large_in_roster_scenario_and_wording(cli, tmp_path, astrub_save):
    roster = write(tmp_path / "roster.toml", f"[[players]]\nname = 'Alice'\nlevel = {HUGE}\n")
    result = cli("new", "astrub", "--players", roster, "--save", tmp_path / "new.toml")
    # the roster is read for a French game: said in French (tests/cli/test_roster_game_language.py)
    said = result.err.replace("\u202f", " ")
    assert result.code == 4 and said.startswith(f"erreur : {roster} : ligne 3 : un nombre entier"), result
    assert not (tmp_path / "new.toml").exists()
    scenario = write(
        tmp_path / "s.toml", f"game = 'astrub'\nname = 'x'\n[options]\nrejections_limit = {HUGE}\n"
    )
    result = cli("validate", scenario)
    assert result.code == 4 and result.err.startswith(f"error: {scenario}: line 4: an integer"), result
    wording = write(tmp_path / "w.toml", f"[labels]\nx = {HUGE}\n")
    result = cli("export", astrub_save, "--wording", wording)
    assert result.code == 4 and result.err.startswith(f"error: {wording}: line 2: an integer"), result


# -- names and texts: limits checked before any matching ---------------------------------------
def test_ten_megabyte_unknown_name_in_orders_is_refused_before_matching(
    cli, monkeypatch, tmp_path, winterfell_justice
):
    path = save_game(winterfell_justice, tmp_path / "wf.toml")
    before = snapshot(path)
    no_matching(monkeypatch)
    for order in (
        f"[[orders]]\nkind = 'justice_votes'\nvotes = {{ '{MEGA}' = 'abstain' }}\n",
        f"[[orders]]\nkind = 'accuse'\nby = 'Joueur 01'\naccused = '{MEGA}'\n",
    ):
        orders = write(tmp_path / "orders.toml", order)
        result = cli("apply", path, orders)
        assert result.code == 4, result
        assert (
            "is too long: a name has at most 100 characters (scenario setting max_name_length)" in result.err
        )
        assert "'xxxxxxxxxx" in result.err and "(10,000,000 characters)" in result.err
        assert len(result.err) < 400  # a short prefix quoted, never the whole value
    assert snapshot(path) == before


def test_justification_limit_is_the_scenario_setting(winterfell_justice, tmp_path, cli):
    """W-J-1's justification is free text: up to max_text_length (10,000), not a name's 100."""
    from gmconsole.orders import orders_from_dict

    game = winterfell_justice
    gv = next(p.name for p in game.state.players if p.rank == "great_vassal")
    order = {"kind": "accuse", "by": gv, "accused": gv, "justification": "j" * 10_000}
    assert len(orders_from_dict({"orders": [order], "resolve": False}, game)) == 1
    path = save_game(game, tmp_path / "wf.toml")
    orders = write(
        tmp_path / "o.toml",
        f"[[orders]]\nkind = 'accuse'\nby = '{gv}'\naccused = '{gv}'\njustification = '{'j' * 10_001}'\n",
    )
    result = cli("apply", path, orders)
    assert result.code == 4
    assert "orders.0.justification: 'jjjj" in result.err
    assert "a text has at most 10,000 characters (scenario setting max_text_length)" in result.err


def test_name_index_refuses_a_megabyte_name_without_matching(monkeypatch):
    index = NameIndex(["Alice", "Bob"])
    no_matching(monkeypatch)
    with pytest.raises(UnknownPlayer) as info:
        index.resolve(MEGA)
    assert len(str(info.value)) < 200 and "(10,000,000 characters)" in str(info.value)
    assert index.get(MEGA) is None and index.get_loose(MEGA) is None and index.scored(MEGA) == []


def test_vote_import_matches_no_megabyte_name(monkeypatch):
    from gmconsole.engine.votes_import.matching import match_name

    no_matching(monkeypatch)
    assert match_name(MEGA, ["Alice", "Bob"]).status == "none"
    assert match_name(MEGA, ["Alice", "Bob"], poster=True).status == "none"
    assert match_name("x" * 200 + " Bob", ["Alice", "Bob"]).status == "none"


def test_vote_target_followed_by_a_long_text_still_matches():
    """Only the first words name the target: "Bob" and a long reason after it is Bob."""
    from gmconsole.engine.votes_import.matching import match_name

    assert match_name("Bob " + "parce que " * 500, ["Alice", "Bob"]).name == "Bob"


def test_roster_names_have_a_length_limit(cli, tmp_path):
    names = ["Alice", "Bob", "Chloé", "David", "N" * 101]
    text = write(tmp_path / "players.txt", "\n".join(names) + "\n")
    result = cli("new", "astrub", "--players", text, "--save", tmp_path / "g.toml")
    assert result.code == 4, result
    said = result.err.replace("\u202f", " ")  # a French game's roster: said in French
    assert said.startswith(f"erreur : {text} : ligne 5 : « NNNN"), said
    assert "un nom a au plus 100 caractères" in said and "characters" not in said
    roster = write(
        tmp_path / "roster.toml",
        "".join(f"[[players]]\nname = '{n}'\n" for n in names[:4])
        + f"[[players]]\nname = 'Eve'\naliases = ['{MEGA}']\n",
    )
    result = cli("new", "astrub", "--players", roster, "--save", tmp_path / "g.toml")
    said = result.err.replace("\u202f", " ")
    assert result.code == 4 and said.startswith(f"erreur : {roster} : players.4.aliases.0 : « xxx"), result
    assert len(result.err) < 400
    assert not (tmp_path / "g.toml").exists()


def test_a_scenario_may_allow_longer_names(cli, tmp_path):
    scenario_text = (Path(__file__).resolve().parents[2] / "scenarios" / "astrub.toml").read_text(
        encoding="utf-8"
    )
    scenario = write(
        tmp_path / "long.toml",
        scenario_text.replace('markup = "bbcode-phpbb"', 'markup = "bbcode-phpbb"\nmax_name_length = 200', 1),
    )
    names = ["Alice", "Bob", "Chloé", "David", "N" * 150]
    players = write(tmp_path / "players.txt", "\n".join(names) + "\n")
    result = cli("new", scenario, "--players", players, "--save", tmp_path / "g.toml", "--seed", "s")
    assert result.code == 0, result
    assert cli("validate", tmp_path / "g.toml").code == 0


# -- saves: a megabyte phase, and validate naming the key -------------------------------------
def test_ten_megabyte_phase_in_the_setup_entry_fails_validate(cli, astrub_save):
    text = astrub_save.read_text(encoding="utf-8")
    head, rest = text.split("[setup]\n", 1)
    assert 'phase = "setup"' in rest
    write(astrub_save, head + "[setup]\n" + rest.replace('phase = "setup"', f'phase = "{MEGA}"', 1))
    result = cli("validate", astrub_save)
    assert result.code == 4
    assert "setup.phase: 'xxxx" in result.err and "a name has at most 100 characters" in result.err
    assert len(result.err) < 600


def test_a_wrong_setup_phase_is_named_by_validate(cli, astrub_save):
    text = astrub_save.read_text(encoding="utf-8")
    head, rest = text.split("[setup]\n", 1)
    write(astrub_save, head + "[setup]\n" + rest.replace('phase = "setup"', 'phase = "mission"', 1))
    result = cli("validate", astrub_save)
    assert result.code == 4
    assert (
        "setup.phase\u202f: «\u202fmission\u202f» dans la sauvegarde, «\u202fsetup\u202f» en rejouant"
        in result.err
    )


def test_validate_names_the_state_key_that_differs(cli, astrub_save):
    text = astrub_save.read_text(encoding="utf-8")
    head, state = text.split("[state]\n", 1)
    state, count = re.subn(r"(?m)^alive = true$", "alive = false", state, count=1)
    assert count == 1
    write(astrub_save, head + "[state]\n" + state)
    result = cli("validate", astrub_save)
    assert result.code == 4
    assert "state.players.0.alive\u202f: false dans la sauvegarde, true en rejouant" in result.err


def test_verify_refuses_a_hostile_roll_expression(table, tmp_path, cli):
    """A hand-edited roll asking for a shuffle of a billion is refused, not attempted."""
    path = save_game(table(5, seed="hostile").game, tmp_path / "game.toml")
    text = path.read_text(encoding="utf-8")
    broken, count = re.subn(r'expr = "sample \d+ of \d+"', 'expr = "sample 2 of 999999999"', text, count=1)
    assert count == 1
    write(path, broken)
    result = cli("verify", path)
    assert result.code == 3
    assert "portent sur 100\u202f000 éléments au plus" in result.out, result.out


def test_a_name_too_long_is_said_in_the_readers_language(cli, monkeypatch, tmp_path) -> None:
    """Issue 11: a roster file's name too long is refused in French in a French game (the game's
    language since p10), numbers, spacing and quotes French."""
    monkeypatch.setenv("GMCONSOLE_LANG", "fr")
    roster = write(tmp_path / "roster.txt", "Alice\n" + "x" * 20_000 + "\nBob\n")
    result = cli("new", "astrub", "--players", roster, "--save", tmp_path / "g.toml")
    assert result.code == 4, result
    assert (
        "ligne 2\u202f: «\u202fxxxxxxxxxx" in result.err
        and "(20\u202f000 caractères) est trop long\u202f: un nom a au plus 100 caractères" in result.err
    ), result.err
    assert not (tmp_path / "g.toml").exists()
