"""Each command of the CLI, its output and its exit code (0 done, 2 usage, 3 refused, 4 file)."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
import tomli_w

from gmconsole.saves import load_game


@pytest.fixture
def save(cli, tmp_path, players_file) -> Path:
    path = tmp_path / "game.toml"
    assert cli("new", "astrub", "--players", players_file(6), "--seed", "commands", "--save", path).code == 0
    return path


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def squad_orders(tmp_path: Path, members: list[str], name: str = "squad.toml") -> Path:
    return write(tmp_path / name, tomli_w.dumps({"orders": [{"kind": "squad", "members": members}]}))


# -- new --------------------------------------------------------------------------------------
def test_new_prints_where_it_saved_and_the_commitment(cli, tmp_path, players_file):
    from gmconsole.engine.dice import seed_commitment

    path = tmp_path / "sub" / "g.toml"
    result = cli("new", "astrub", "--players", players_file(5), "--seed", "abc", "--save", path)
    assert result.code == 0
    # issue 11, point 3: a French game's frame is French
    assert (
        f"nouvelle partie «\u202fLa Guilde des Joailliers d'Astrub\u202f» à 5 joueurs, sauvegardée dans {path}"
        in result.out
    )
    assert seed_commitment("abc") in result.out
    assert "espion" not in result.out  # the public status: no camps
    assert load_game(path).seed == "abc"


def test_new_without_seed_draws_one_and_without_save_uses_saves_folder(
    cli, tmp_path, players_file, monkeypatch
):
    monkeypatch.chdir(tmp_path)
    first = cli("new", "astrub", "--players", players_file(5))
    second = cli("new", "astrub", "--players", players_file(5))
    assert first.code == second.code == 0
    saves = sorted((tmp_path / "saves").glob("astrub-*.toml"))
    assert len(saves) == 2
    seeds = {load_game(p).seed for p in saves}
    assert len(seeds) == 2 and all(len(s) == 32 for s in seeds)  # secrets.token_hex(16)


def test_new_with_a_toml_roster_pins_and_aliases(cli, tmp_path):
    roster = write(
        tmp_path / "roster.toml",
        "".join(
            f'[[players]]\nname = "{n}"\n' + ('role = "espion"\naliases = ["Al"]\n' if n == "Alice" else "")
            for n in ["Alice", "Bob", "Chloé", "David", "Eve"]
        ),
    )
    path = tmp_path / "g.toml"
    assert cli("new", "astrub", "--players", roster, "--seed", "x", "--save", path).code == 0
    game = load_game(path)
    assert "Alice" in game.state.spies()
    assert game.state.resolve("al").name == "Alice"


@pytest.mark.parametrize(
    ("args", "code", "needle"),
    [
        (
            ("new", "astrub", "--players", "{4}"),
            3,
            "refusé\u202f: cette partie se joue de 5 à 10 joueurs et la liste en compte 4 (M-S-1)",
        ),
        (("new", "astrub", "--players", "{11}"), 3, "la liste en compte 11 (M-S-1)"),
        (("new", "chess", "--players", "{5}"), 4, "no such scenario file"),
        # a French game's players file: said in French (tests/cli/test_roster_game_language.py)
        (("new", "astrub", "--players", "missing.txt"), 4, "missing.txt\u202f: fichier introuvable"),
        (("new", "astrub"), 2, "one of the arguments --players --from-running is required"),
    ],
)
def test_new_refusals(cli, tmp_path, players_file, monkeypatch, args, code, needle):
    monkeypatch.chdir(tmp_path)
    many = write(tmp_path / "many.txt", "\n".join(f"P{i}" for i in range(11)))
    args = tuple(
        str(players_file(4))
        if a == "{4}"
        else str(many)
        if a == "{11}"
        else str(players_file(5))
        if a == "{5}"
        else a
        for a in args
    )
    result = cli(*args)
    assert result.code == code
    assert needle in result.err
    assert "Traceback" not in result.err
    assert not (tmp_path / "saves").exists() or not any((tmp_path / "saves").iterdir())


# -- status -----------------------------------------------------------------------------------
def test_status_json_without_gm_has_no_secrets(cli, save):
    result = cli("status", save, "--json")
    assert result.code == 0
    data = json.loads(result.out)
    assert data["phase"] == "proposal" and data["turn"] == 1 and len(data["players"]) == 6
    for player in data["players"]:
        assert set(player) == {"seat", "name", "alive"}
    # The last step's public events, as its post tells them (the deal: how many spies, M-S-2).
    game = load_game(save)
    assert [e["kind"] for e in data.pop("last_public_events")] == [e.kind for e in game.events() if e.public]
    text = json.dumps(data, ensure_ascii=False).lower()
    for secret in (
        "camp",
        "role",
        "spy",
        "spies",
        "mercenar",
        "espion",
        "knowledge",
        "dice_counters",
        '"seed"',
    ):
        assert secret not in text, secret
    assert data["seed_sha256"] == load_game(save).state.seed_sha256


def test_status_gm_shows_camps_and_roles(cli, save):
    data = json.loads(cli("status", save, "--json", "--gm").out)
    camps = sorted(p["camp"] for p in data["players"])
    assert camps == ["mercenaries"] * 4 + ["spies"] * 2
    assert all(p["roles"] in (["spy"], ["mercenary"]) for p in data["players"])
    assert "seed" not in data and "dice_counters" not in data and data["warnings"] == []
    text = cli("status", save, "--gm").out
    assert (
        text.count("[les espions\u202f; espion]") == 2
        and text.count("[les mercenaires\u202f; mercenaire]") == 4
    )
    assert "[les espions" not in cli("status", save).out


# -- apply ------------------------------------------------------------------------------------
def test_apply_refused_exit_3_and_nothing_changes(cli, save, tmp_path):
    before = save.read_bytes()
    result = cli("apply", save, squad_orders(tmp_path, ["Alice", "Bob", "Chloé"]))
    assert result.code == 3
    assert result.err == (
        "refusé\u202f: l'escouade pour Or d'Amakna Sud à 6 joueurs compte 2 membres, pas 3 (M-M-2)\nrien n'a été modifié.\n"
    )
    assert save.read_bytes() == before
    result = cli("apply", save, squad_orders(tmp_path, ["Alice", "Zoe"]))
    assert result.code == 3 and "joueur inconnu\u202f: «\u202fZoe\u202f»" in result.err
    step = write(tmp_path / "step.toml", 'step = "mission"\n[[orders]]\nkind = "mission"\nchoices = {}\n')
    result = cli("apply", save, step)
    assert (
        result.code == 3
        and "ces ordres sont pour l'étape «\u202fmission\u202f», mais la partie en est à l'étape "
        "«\u202fproposition d'escouade\u202f»"
        in result.err  # the steps by their names
    )
    assert save.read_bytes() == before


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("stepp = 'x'\n", "stepp\u202f: clé inconnue"),
        ("[[orders]]\nkind = 'vote'\n", "orders.0\u202f: kind «\u202fvote\u202f» est inconnu"),
        (
            "[[orders]]\nkind = 'votes'\nvotes = { Alice = 'peut-être' }\n",
            "orders.0.votes.Alice\u202f: «\u202fpeut-être\u202f» n'est pas un vote\u202f: écrivez oui ou non",
        ),
        ("[[orders]]\nkind = 'squad'\nmembers = 'Alice'\n", "orders.0.members\u202f: il faut une liste"),
        (
            "[[orders]]\nkind = 'squad'\nmembers = ['Alice']\nleeder = 'Bob'\n",
            "orders.0.leeder\u202f: clé inconnue (faute de frappe\u202f?)",
        ),
        (
            "resolve = 'no'\n",
            "resolve\u202f: «\u202fno\u202f» est invalide\u202f; écrivez resolve = true ou false",
        ),
        ("orders = 3\n", "orders\u202f: écrivez chaque ordre comme une table [[orders]]"),
        ("[[orders]\n", "not valid TOML"),
    ],
)
def test_apply_unreadable_orders_exit_4(cli, save, tmp_path, text, needle):
    before = save.read_bytes()
    orders = write(tmp_path / "bad.toml", text)
    result = cli("apply", save, orders)
    assert result.code == 4
    # pydantic's problems in the French game's words (issue 11, point 3); the file's own checks
    # are still English, framed in English
    assert result.err.startswith((f"erreur\u202f: {orders}\u202f: ", f"error: {orders}: "))
    assert needle in result.err
    assert save.read_bytes() == before


# -- undo / redo ------------------------------------------------------------------------------
def test_undo_redo(cli, save, tmp_path, dump):
    cli("apply", save, squad_orders(tmp_path, ["Alice", "Bob"]))
    applied = load_game(save)
    result = cli("undo", save)
    # the step, its turn and the orders' sentences, as the console's "Annulé (…) :" says them
    step = "(proposition d'escouade, tour 1)\u202f: escouade proposée\u202f: Alice et Bob\u202f; résolution"
    assert result.code == 0 and result.out.startswith(f"annulé {step}\n")
    assert load_game(save).state.phase == "proposal"
    result = cli("redo", save)
    assert result.code == 0 and result.out.startswith(f"rétabli {step}\n")
    assert dump(load_game(save)) == dump(applied)
    assert cli("redo", save).code == 3
    cli("undo", save)
    result = cli("undo", save)
    assert result.code == 3 and "rien à annuler" in result.err


# -- verify / validate ------------------------------------------------------------------------
def test_verify_ok_and_tampered(cli, save, tmp_path):
    cli("apply", save, squad_orders(tmp_path, ["Alice", "Bob"]))
    result = cli("verify", save)
    assert result.code == 0
    assert (
        "tirages recalculés depuis la graine\u202f: 1\u202f; étapes rejouées\u202f: 1\u202f; tout concorde"
        in result.out
    )
    data = tomllib.loads(save.read_text(encoding="utf-8"))
    roll = data["setup"]["rolls"][0]
    roll["result"] = [x for x in range(6) if x not in roll["result"]][:2]
    save.write_text(tomli_w.dumps(data), encoding="utf-8")
    result = cli("verify", save)
    assert result.code == 3
    assert (
        f"écart\u202f: tirage {roll['key']} (tirage des espions)\u202f: {roll['result']} dans le journal, "
        in result.out
    ), result.out  # issue 11, point 3: verify's problems in the game's language
    assert "logged" not in result.out and "replayed" not in result.out, result.out
    result = cli("validate", save)
    assert result.code == 4 and "recalculé" in result.err, result.err


def test_validate_scenario_and_save(cli, save, tmp_path):
    scenario = Path(__file__).resolve().parents[2] / "scenarios" / "astrub.toml"
    result = cli("validate", scenario)
    assert (
        result.code == 0
        and result.out.strip()
        == f"{scenario}\u202f: un scénario valide du jeu astrub (La Guilde des Joailliers d'Astrub)"
    )
    result = cli("validate", save)
    assert (
        result.code == 0
        and "une sauvegarde valide de «\u202fLa Guilde des Joailliers d'Astrub\u202f», tour 1, proposition d'escouade"
        in result.out
    )
    bad = write(tmp_path / "bad.toml", scenario.read_text(encoding="utf-8").replace("10 = 4", "10 = 12"))
    result = cli("validate", bad)
    assert (
        result.code == 4
        and result.err.strip()
        == f"erreur\u202f: {bad}\u202f: spies.10\u202f: 12 espions pour 10 joueurs\u202f; mettez de 1 à 9"
    )


# -- knows ------------------------------------------------------------------------------------
def test_knows(cli, save):
    game = load_game(save)
    spy, other = game.state.spies()
    mercenary = next(p.name for p in game.state.players if p.name not in (spy, other))
    result = cli("knows", save, spy)
    assert result.code == 0 and result.out.strip() == f"{spy} connaît {other}\u202f: espion (tour 0, M-S-2)"
    assert cli("knows", save, mercenary).out.strip() == f"{mercenary} ne sait encore rien de personne"
    data = json.loads(cli("knows", save, spy.lower(), "--json").out)
    assert list(data) == [other] and data[other]["seen_as"] == "spy"
    result = cli("knows", save, "Nobody")
    assert result.code == 3 and "joueur inconnu\u202f: «\u202fNobody\u202f»" in result.err, result.err


# -- export -----------------------------------------------------------------------------------
def test_export_public_summary(cli, save, tmp_path):
    pytest.importorskip("gmconsole.export.posts", reason="the export package is built in another issue")
    cli("apply", save, squad_orders(tmp_path, ["Alice", "Bob"]))
    game = load_game(save)
    for fmt, marker in (("bbcode", "[b]"), ("markdown", "**"), ("text", "Alice")):
        result = cli("export", save, "--format", fmt)
        assert result.code == 0, result
        assert "Alice" in result.out and "Bob" in result.out and marker in result.out
    assert game.state.seed_sha256 in cli("export", save).out
    turn1 = cli("export", save, "--turn", "1", "--format", "text").out
    assert "Or d\u2019Amakna Sud" in turn1
    assert cli("export", save, "--format", "pdf").code == 2


def test_export_does_not_depend_on_who_the_spies_are(cli, tmp_path):
    """Two games, same seed and orders, different spies: the public summaries are identical."""
    pytest.importorskip("gmconsole.export.posts", reason="the export package is built in another issue")
    outputs = []
    for spies in (("Alice", "Bob"), ("Chloé", "Eve")):
        roster = write(
            tmp_path / "roster.toml",
            "".join(
                f'[[players]]\nname = "{n}"\nrole = "{"spy" if n in spies else "mercenary"}"\n'
                for n in ["Alice", "Bob", "Chloé", "David", "Eve"]
            ),
        )
        path = tmp_path / f"{spies[0]}.toml"
        assert cli("new", "astrub", "--players", roster, "--seed", "same", "--save", path).code == 0
        steps = [
            {"orders": [{"kind": "squad", "members": ["Alice", "Eve"], "leader": "Bob"}]},
            {
                "orders": [
                    {"kind": "votes", "votes": {n: "oui" for n in ["Alice", "Bob", "Chloé", "David", "Eve"]}}
                ]
            },
            {"orders": [{"kind": "mission", "choices": {"Alice": "sabotage", "Eve": "success"}}]},
        ]
        for i, step in enumerate(steps):
            assert cli("apply", path, write(tmp_path / f"step{i}.toml", tomli_w.dumps(step))).code == 0
        outputs.append([cli("export", path, "--format", fmt).out for fmt in ("bbcode", "markdown", "text")])
        assert "sabotage" not in outputs[-1][2].lower().replace("sabotages", "")
    assert outputs[0] == outputs[1]


# -- usage ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "args", [("status",), ("frobnicate",), ("status", "x", "--bogus"), ("export", "x", "--turn", "one")]
)
def test_usage_errors_exit_2(cli, args):
    result = cli(*args)
    assert result.code == 2
    assert "usage: gmconsole" in result.err


def test_missing_save_exit_4(cli, tmp_path):
    for command in ("status", "verify", "undo", "redo", "export"):
        result = cli(command, tmp_path / "none.toml")
        assert result.code == 4 and result.err.strip() == f"error: {tmp_path / 'none.toml'}: no such file"
