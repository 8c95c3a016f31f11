"""`gmconsole new --from-running`: the complete example of docs/orders.md taken over at turn 4,
then played on with apply, status, export and verify (issue 12, W-S-16)."""

from __future__ import annotations

import re
from pathlib import Path

from gmconsole.saves import load_game

DOCS = Path(__file__).resolve().parents[2] / "docs" / "orders.md"


def docs_example(tmp_path: Path) -> Path:
    """The running-game file of docs/orders.md, as the GM would save it."""
    text = DOCS.read_text(encoding="utf-8")
    block = re.search(r"```toml\n(# running\.toml.*?)```", text, re.S)
    assert block, "docs/orders.md has no running.toml example"
    path = tmp_path / "running.toml"
    path.write_text(block.group(1), encoding="utf-8")
    return path


def test_w_s_16_the_documented_running_game_is_taken_over_and_played_on(cli, tmp_path):
    """Issue 12: "a GM who inherits a forum game at turn 4" enters it as it stands; `apply`,
    `status`, `export` and `verify` work on it as on any game."""
    save = tmp_path / "reprise.toml"
    result = cli(
        "new", "winterfell", "--from-running", docs_example(tmp_path), "--seed", "r1", "--save", save
    )
    assert result.code == 0, result.err
    assert f"reprise au tour 4 avec 30 joueurs, sauvegardée dans {save}" in result.out
    game = load_game(save)
    state = game.state
    assert (state.turn, state.phase) == (4, "assassination")
    assert state.sword.holder == "Roose" and state.passage is not None and state.passage.real
    assert state.ben_protected == ["Bran", "Rickon", "Arya"]
    assert [p.name for p in state.players if p.hierarchy == "lieutenant" and p.alive] == [
        "Roose",
        "Black Walder",
        "Wyman",
    ]
    assert state.known_by("Eddard")["Theon"].seen_as == "turncoat"
    assert state.known_by("Ramsay")["Wyman"].seen_as in ("lieutenant", "wolves")
    knows = cli("knows", save, "Eddard")  # issue 11, point 3: the source of a fact taken over, in French
    assert knows.code == 0 and "su avant la reprise de la partie" in knows.out, knows.out
    assert "taken over" not in knows.out
    status = cli("status", save)
    assert status.code == 0 and "tour 4" in status.out and "Tourne-Casaque" not in status.out
    public = cli("export", save, "--format", "text")
    assert public.code == 0
    assert "La partie reprend au tour 4" in public.out and "Jory" in public.out
    assert "Tourne-Casaque" not in public.out and "Fantôme" not in public.out
    gm = cli("export", save, "--gm", "--format", "text")
    assert gm.code == 0 and "Partie reprise au tour 4" in gm.out
    assert "Theon (tour 3, assassinats, tué par les loups, torturé par Wyman)" in gm.out
    orders = tmp_path / "night.toml"
    orders.write_text(
        'step = "assassination"\n\n[[orders]]\nkind = "squad"\nmembers = ["Ramsay", "Roose"]\n'
        'target = "Brienne"\nlookout = "Wyman"\n\n[[orders]]\nkind = "ben"\nprotects = "Podrick"\n',
        encoding="utf-8",
    )
    applied = cli("apply", save, orders)
    assert applied.code == 0, applied.err
    state = load_game(save).state
    assert not state.wp("Brienne").alive and state.phase == "justice"
    assert state.ben_protected == ["Bran", "Rickon", "Arya", "Podrick"]
    assert state.passage is None or state.passage.usable_turn != 4 or state.phase != "assassination"
    verify = cli("verify", save)
    assert verify.code == 0, verify.out + verify.err


def test_w_s_16_a_broken_running_game_is_refused_naming_the_key_and_nothing_is_saved(cli, tmp_path):
    path = docs_example(tmp_path)
    text = path.read_text(encoding="utf-8")
    cases = [
        (
            text.replace('name = "Hodor"\nrank = "Garde"', 'name = "Hodor"\nrank = "Chevalier"'),
            "players.Hodor\u202f: le Gars du Bâtard est garde",
        ),
        (
            text.replace('holder = "Roose"', 'holder = "Bran"'),
            "state.sword.holder\u202f: Bran n'est pas un membre vivant de la hiérarchie (W-A-7)",
        ),
        (
            text.replace('lieutenant = "Black Walder"', 'lieutenant = "Bran"'),
            "players.Locke\u202f: son lieutenant Bran n'est pas lieutenant (W-S-4)",
        ),
        (text.replace("turn = 4\n", "", 1), "state.turn\u202f: manquant"),
        (text.replace("[state.passage]", "[state.tunnel]"), "state\u202f: clé inconnue «\u202ftunnel\u202f»"),
    ]
    for i, (broken, message) in enumerate(cases):
        path.write_text(broken, encoding="utf-8")
        save = tmp_path / f"no{i}.toml"
        result = cli("new", "winterfell", "--from-running", path, "--save", save)
        assert result.code == 3, (message, result.out, result.err)
        assert message in result.err  # W-S-16: the French game's words (issue 11, point 3)
        assert not any(word in result.err for word in ("missing", "unknown key", "is not", "his "))
        assert not save.exists()
    result = cli("new", "winterfell", "--save", tmp_path / "x.toml")
    assert result.code == 2 and "one of the arguments --players --from-running is required" in result.err


def test_a_running_game_file_of_the_wrong_shape_is_refused_in_the_readers_language(
    cli, tmp_path, monkeypatch
):
    """Issue 11: the file is too broken to tell its game, so it is said in the environment's
    language (French by default), and nothing is saved."""
    monkeypatch.setenv("GMCONSOLE_LANG", "fr")
    save = tmp_path / "reprise.toml"
    cases = {
        "running.txt": ("", "une partie en cours est un fichier TOML avec [state] et [[players]]"),
        "extra.toml": ("turns = 4\n", "turns\u202f: clé inconnue\u202f; une partie en cours a [state]"),
        "state.toml": ('state = 4\n[[players]]\nname = "Alice"\n', "state\u202f: une table est attendue"),
    }
    for name, (text, said) in cases.items():
        running = tmp_path / name
        running.write_text(text, encoding="utf-8")
        result = cli("new", "winterfell", "--from-running", running, "--save", save)
        assert result.code == 4 and said in result.err, result.err
        assert not save.exists()
