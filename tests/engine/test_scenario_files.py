"""Scenario files: the shipped one loads; a wrong one is refused naming the file, key and problem."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
import tomli_w

from gmconsole.engine.errors import FileProblem
from gmconsole.scenarios import find_scenario, load_roster, load_scenario

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "scenarios" / "astrub.toml"


def shipped(language: str = "") -> dict:
    """The shipped (French) scenario's data; ``language`` set when given: a check of the model's
    validator is said in the scenario's language."""
    data = tomllib.loads(SHIPPED.read_text(encoding="utf-8"))
    return data | {"language": language} if language else data


def refused(tmp_path: Path, data: dict, *needles: str) -> str:
    path = tmp_path / "broken.toml"
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    with pytest.raises(FileProblem) as info:
        load_scenario(path)
    message = str(info.value)
    assert message.startswith(f"{path}: "), message
    assert info.value.path == str(path)
    for needle in needles:
        assert needle in message, message
    return message


def test_shipped_scenario_holds_the_rule_tables(astrub):
    """The shipped file holds the M-S-2 spy counts, M-M-2 sizes, M-M-7 thresholds and options."""
    assert astrub.spies == {"5": 2, "6": 2, "7": 3, "8": 3, "9": 3, "10": 4}
    assert astrub.squad_sizes["7"] == [2, 3, 3, 4, 4]
    assert [m.fails_at for m in astrub.missions] == [1, 1, 1, 2, 1]
    opts = astrub.options
    assert (opts.tie_approves, opts.rejections_limit, opts.spies_know_each_other, opts.wins_needed) == (
        True,
        5,
        True,
        3,
    )
    assert astrub.display("spy") == "espion"
    assert find_scenario("astrub").name == "astrub.toml"


def test_wrong_type(tmp_path):
    data = shipped()
    data["options"]["rejections_limit"] = "five"
    refused(tmp_path, data, "options.rejections_limit\u202f: il faut un nombre entier")
    data = shipped()
    data["options"]["tie_approves"] = "maybe"
    refused(tmp_path, data, "options.tie_approves\u202f: il faut true ou false")
    data = shipped()
    data["squad_sizes"]["5"][0] = "two"
    refused(tmp_path, data, "squad_sizes.5.0\u202f: il faut un nombre entier")


def test_missing_key(tmp_path):
    data = shipped()
    del data["name"]
    refused(tmp_path, data, "name\u202f: clé manquante")
    data = shipped()
    del data["squad_sizes"]
    refused(tmp_path, data, "squad_sizes\u202f: clé manquante")
    data = shipped()
    del data["missions"][2]["name"]
    refused(tmp_path, data, "missions.2.name\u202f: clé manquante")
    data = shipped()
    del data["game"]
    refused(tmp_path, data, "game\u202f: clé manquante (le nom du jeu")  # the scenario's language (French)


def test_unknown_key(tmp_path):
    data = shipped()
    data["options"]["ties"] = 1
    refused(tmp_path, data, "options.ties\u202f: clé inconnue (faute de frappe\u202f?)")
    data = shipped()
    data["spy_count"] = {}
    refused(tmp_path, data, "spy_count\u202f: clé inconnue")


def test_unknown_game(tmp_path):
    data = shipped()
    data["game"] = "chess"
    refused(tmp_path, data, "game\u202f: jeu inconnu «\u202fchess\u202f»")
    refused(tmp_path, data | {"language": "en"}, "game: unknown game 'chess'")


def test_squad_sizes_row_of_wrong_length(tmp_path):
    data = shipped("en")
    data["squad_sizes"]["6"] = [2, 3, 4, 3]
    refused(tmp_path, data, "squad_sizes.6: has 4 sizes, expected 5 (one per mission)")


@pytest.mark.parametrize("spies", [10, 11, 0])
def test_spies_must_be_fewer_than_players(tmp_path, spies):
    data = shipped("en")
    data["spies"]["10"] = spies
    refused(tmp_path, data, f"spies.10: {spies} spies for 10 players; give 1 to 9")


def test_fails_at_above_squad_size(tmp_path):
    data = shipped("en")
    data["missions"][3]["fails_at"] = 4
    refused(
        tmp_path,
        data,
        "missions.emeraudes.fails_at: 4 sabotages needed but the squad for 5 players has only 3 members",
    )


def test_squad_larger_than_table(tmp_path):
    data = shipped("en")
    data["squad_sizes"]["5"] = [2, 3, 2, 3, 6]
    refused(
        tmp_path,
        data,
        "squad_sizes.5: a squad of 6 for Aigue-Marine de Pandala cannot be formed with 5 players",
    )


def test_tables_must_cover_the_same_player_counts(tmp_path):
    data = shipped("en")
    data["spies"]["11"] = 4
    refused(
        tmp_path, data, "spies and squad_sizes must cover the same player counts; only one of them has 11"
    )
    data = shipped("en")
    data["spies"]["five"] = 2
    data["squad_sizes"]["five"] = [2, 3, 2, 3, 3]
    refused(tmp_path, data, "spies.five: a key must be a number of players")


def test_wins_needed_must_be_decidable(tmp_path):
    data = shipped("en")
    data["options"]["wins_needed"] = 4
    refused(tmp_path, data, "options.wins_needed: 4 wins cannot always be decided in 5 missions")


def test_damaged_toml_names_the_line(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text('game = "astrub"\nname = "x"\n[options\ntie_approves = true\n', encoding="utf-8")
    with pytest.raises(FileProblem) as info:
        load_scenario(path)
    assert str(info.value).startswith(f"{path}: not valid TOML")
    assert "line 3" in str(info.value)


def test_missing_scenario_lists_the_known_ones(tmp_path):
    with pytest.raises(FileProblem) as info:
        load_scenario(tmp_path / "nowhere.toml")
    assert "no such scenario file" in str(info.value) and "astrub" in str(info.value)


# -- rosters ----------------------------------------------------------------------------------
def test_text_roster_skips_comments_and_blank_lines(tmp_path):
    path = tmp_path / "p.txt"
    path.write_text("# table one\nAlice\n\n  Bob  # the host\nChloé\n", encoding="utf-8")
    assert [e.name for e in load_roster(path)] == ["Alice", "Bob", "Chloé"]


def test_toml_roster_with_aliases_and_pins(tmp_path):
    path = tmp_path / "p.toml"
    path.write_text(
        '[[players]]\nname = "Alice"\naliases = ["Al"]\nrole = "spy"\n\n[[players]]\nname = "Bob"\n',
        encoding="utf-8",
    )
    alice, bob = load_roster(path)
    assert (alice.name, alice.aliases, alice.pins) == ("Alice", ["Al"], {"role": "spy"})
    assert (bob.name, bob.aliases, bob.pins) == ("Bob", [], {})


@pytest.mark.parametrize(
    ("name", "text", "needle"),
    [
        ("empty.txt", "# nobody\n", "aucun nom de joueur"),
        ("p.toml", "[[players]]\naliases = []\n", "players.0.name\u202f: clé manquante"),
        ("p.toml", "title = 'x'\n", "players\u202f: clé manquante"),
        ("p.toml", "[[players]]\nname = 3\n", "players.0.name\u202f: il faut un texte entre guillemets"),
    ],
)
def test_bad_rosters(tmp_path, name, text, needle):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(FileProblem) as info:
        load_roster(path)
    assert str(info.value).startswith(str(path)) and needle in str(info.value)


@pytest.mark.parametrize(
    ("change", "french", "english"),
    [
        (
            lambda d: d["spies"].update({"10": 11}),
            "spies.10\u202f: 11 espions pour 10 joueurs\u202f; mettez de 1 à 9",
            "spies.10: 11 spies for 10 players; give 1 to 9",
        ),
        (
            lambda d: d["squad_sizes"].update({"6": [2, 3, 4, 3]}),
            "squad_sizes.6\u202f: 4 tailles données, il en faut 5 (une par mission)",
            "squad_sizes.6: has 4 sizes, expected 5 (one per mission)",
        ),
        (
            lambda d: d["options"].update({"wins_needed": 4}),
            "options.wins_needed\u202f: en 5 missions, un camp n'atteint pas toujours 4 victoires",
            "options.wins_needed: 4 wins cannot always be decided in 5 missions",
        ),
    ],
)
def test_a_check_of_the_scenario_model_is_said_in_the_scenario_language(tmp_path, change, french, english):
    """Issue 11, point 3: a French scenario's own mistake (the model's validator, not pydantic's
    types) is refused in French, an English one's in English, though the model checks it before
    its ``language`` key is known."""
    for language, needle in (("fr", french), ("en", english)):
        data = shipped(language)
        change(data)
        message = refused(tmp_path, data, needle)
        assert " for " not in message if language == "fr" else " pour " not in message
