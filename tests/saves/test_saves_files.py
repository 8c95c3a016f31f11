"""Save files: round trip, self-contained, backups, and damaged files reported without traceback."""

from __future__ import annotations

import re
import shutil
import tomllib
from pathlib import Path

import pytest

from gmconsole.engine.errors import FileProblem
from gmconsole.games.astrub.rules.actions import ProposeSquad
from gmconsole.saves import SCHEMA_VERSION, load_game, save_game, to_toml


def played(table):
    t = table(6, seed="save me")
    t.play_mission(0, leader="Chloé")
    t.propose(t.squad_with_spies(1))
    t.vote(yes=0)
    t.play_mission(1)
    t.propose(t.squad_with_spies(0))
    t.game.undo()  # leave something on the redo stack
    return t.game


def test_round_trip(table, dump, tmp_path):
    game = played(table)
    path = save_game(game, tmp_path / "game.toml")
    again = load_game(path)
    assert dump(again) == dump(game)
    assert [e.at for e in again.entries()] == [e.at for e in game.entries()]
    assert again.seed == game.seed and again.roster == game.roster and again.scenario == game.scenario
    assert again.verify() == []
    # and it keeps playing: redo what was undone, then undo through the reloaded journal
    again.redo()
    again.undo()
    again.undo()
    game.redo()
    game.undo()
    game.undo()
    assert dump(again) == dump(game)


def test_save_layout(table, tmp_path):
    game = played(table)
    text = to_toml(game)
    data = tomllib.loads(text)
    assert data["schema_version"] == SCHEMA_VERSION
    assert data["game"] == "astrub"
    assert data["seed"] == "save me" and data["seed_sha256"] == game.state.seed_sha256
    assert [r["name"] for r in data["roster"]] == [p.name for p in game.state.players]
    assert data["scenario"]["squad_sizes"]["6"] == [2, 3, 4, 3, 4]
    assert len(data["journal"]) == len(game.journal) and len(data["redo"]) == 1
    assert data["state"]["turn"] == game.state.turn
    assert data["setup"]["rolls"][0]["purpose"] == "deal the spies"
    assert data["created_at"].tzinfo is not None


def test_the_scenario_is_copied_in(tmp_path, dump, roster):
    """A save opens even when the scenario file it was started from changed or disappeared."""
    from gmconsole.engine import Game
    from gmconsole.scenarios import load_scenario

    scenario_file = tmp_path / "scenarios" / "astrub.toml"
    scenario_file.parent.mkdir()
    shutil.copy(Path(__file__).resolve().parents[2] / "scenarios" / "astrub.toml", scenario_file)
    game = Game.new(load_scenario(scenario_file), roster(5), "copied")
    path = save_game(game, tmp_path / "game.toml")
    text = scenario_file.read_text(encoding="utf-8")
    scenario_file.write_text(
        text.replace("rejections_limit = 5", "rejections_limit = 2").replace("5 = [2, 3, 2, 3, 3]", "5 = [9]")
    )
    again = load_game(path)
    assert again.scenario.options.rejections_limit == 5
    assert again.scenario.squad_sizes["5"] == [2, 3, 2, 3, 3]
    scenario_file.unlink()
    assert dump(load_game(path)) == dump(game)


def test_previous_version_kept_as_bak(table, tmp_path):
    game = table(5).game
    path = tmp_path / "game.toml"
    save_game(game, path)
    first = path.read_text(encoding="utf-8")
    assert not (tmp_path / "game.toml.bak").exists()
    game.push(ProposeSquad(members=["Alice", "Bob"]))
    save_game(game, path)
    assert (tmp_path / "game.toml.bak").read_text(encoding="utf-8") == first
    assert path.read_text(encoding="utf-8") != first
    assert load_game(tmp_path / "game.toml.bak").journal == []
    assert len(load_game(path).journal) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.toml", "game.toml.bak"]  # no temporary left


def test_damaged_toml_names_the_line_and_the_backup(table, tmp_path):
    game = table(5).game
    path = tmp_path / "game.toml"
    save_game(game, path)
    save_game(game, path)
    lines = path.read_text(encoding="utf-8").splitlines()
    n = next(i for i, line in enumerate(lines) if line.startswith("seed = "))
    lines[n] = "seed = = 'x'"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(FileProblem) as info:
        load_game(path)
    message = str(info.value)
    assert message.startswith(f"{path}: not valid TOML")
    assert f"line {n + 1}" in message
    assert f"The previous version is in {path}.bak" in message
    assert load_game(f"{path}.bak").state == game.state


@pytest.mark.parametrize(
    ("old", "new", "needle"),
    [
        (r"(?m)^turn = 1$", 'turn = "one"', "state.turn\u202f: il faut un nombre entier"),
        (
            r"(?m)^schema_version = 2$",
            "schema_version = 99",
            "schema_version\u202f: 99 n'est pas une version de sauvegarde",
        ),
        (r"(?m)^seed_sha256 = .*$", "", "seed_sha256\u202f: clé manquante"),
        (r"(?m)^game = \"astrub\"$", 'game = "chess"', "game\u202f: jeu inconnu «\u202fchess\u202f»"),
        (r"(?m)^rejections_limit = 5$", "rejections_limit = -1", "[scenario]: options.rejections_limit"),
        (r"(?m)^squad = \[\]$", 'squad = "Alice"', "state.squad\u202f: il faut une liste"),
    ],
)
def test_invalid_field_is_named(table, tmp_path, old, new, needle):
    path = save_game(table(5).game, tmp_path / "game.toml")
    text = path.read_text(encoding="utf-8")
    broken, count = re.subn(old, new, text, count=1)
    assert count == 1, old
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(FileProblem) as info:
        load_game(path)
    assert needle in str(info.value)
    assert str(info.value).startswith(str(path))


def test_state_that_does_not_fit_its_scenario_is_refused(table, tmp_path, cli):
    """Well-typed but impossible (a ninth mission of five): an error naming the state, no traceback."""
    path = save_game(table(5).game, tmp_path / "game.toml")
    text = path.read_text(encoding="utf-8")
    head, state = text.split("[state]")
    path.write_text(
        head + "[state]" + re.sub(r"(?m)^turn = 1$", "turn = 9", state, count=1), encoding="utf-8"
    )
    with pytest.raises(
        FileProblem,
        match="state\u202f: ne correspond pas à son scénario et à sa liste de joueurs \\(erreur IndexError",
    ):
        load_game(path)
    result = cli("status", path)
    assert result.code == 4 and "Traceback" not in result.err


def test_journal_action_of_unknown_kind_is_named(table, tmp_path):
    t = table(5)
    t.propose(["Alice", "Bob"])
    path = save_game(t.game, tmp_path / "game.toml")
    path.write_text(
        path.read_text(encoding="utf-8").replace('kind = "squad"', 'kind = "squadron"'), encoding="utf-8"
    )
    with pytest.raises(FileProblem) as info:
        load_game(path)
    assert "journal.0.actions.0" in str(info.value)


def test_not_utf8_and_missing(tmp_path):
    path = tmp_path / "latin1.toml"
    path.write_bytes("seed = 'é'".encode("latin-1"))
    with pytest.raises(FileProblem, match="is not UTF-8 text"):
        load_game(path)
    with pytest.raises(FileProblem, match="no such file"):
        load_game(tmp_path / "absent.toml")


def test_damaged_save_through_the_cli_exit_4_no_traceback(table, tmp_path, cli):
    path = save_game(table(5).game, tmp_path / "game.toml")
    path.write_text(path.read_text(encoding="utf-8")[:-40], encoding="utf-8")
    for command in ("status", "verify", "undo", "validate"):
        result = cli(command, path)
        assert result.code == 4, (command, result)
        assert result.err.startswith(f"error: {path}: ")
        assert "Traceback" not in result.err + result.out
