"""No command writes on top of a save that is not sound (issue 10 §4): the digest written with
every save is checked at load; a save changed by hand is refused by every writing command until
`gmconsole validate --accept`, and nothing unsound is ever rotated into `.bak`."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
import tomli_w

from gmconsole.games.astrub.demo import build_demo as build_astrub_demo
from gmconsole.games.winterfell.demo import build_demo as build_winterfell_demo
from gmconsole.saves import content_digest, load_game, load_save, save_game


def squad_file(tmp_path: Path) -> Path:
    path = tmp_path / "squad.toml"
    path.write_text(
        tomli_w.dumps({"resolve": False, "orders": [{"kind": "squad", "members": ["Alice", "Bob"]}]}),
        encoding="utf-8",
    )
    return path


@pytest.fixture
def save(cli, tmp_path, players_file) -> Path:
    path = tmp_path / "game.toml"
    assert cli("new", "astrub", "--players", players_file(6), "--seed", "sound", "--save", path).code == 0
    assert cli("apply", path, squad_file(tmp_path)).code == 0  # a .bak exists from now on
    return path


def test_every_save_is_sealed_and_the_digest_covers_the_content(tmp_path):
    for game in (build_astrub_demo(), build_winterfell_demo()):
        path = save_game(game, tmp_path / f"{game.rules.name}.toml")
        loaded = load_save(path)
        assert loaded.seal == "sealed"
        text = path.read_text(encoding="utf-8")
        digest = re.search(r'(?m)^digest = "(sha256:[0-9a-f]{64})"$', text)
        assert digest is not None
        import tomllib

        data = tomllib.loads(text)
        assert content_digest(data) == digest[1]
        data["state"]["turn"] += 1
        assert content_digest(data) != digest[1]


def test_a_hand_edit_is_refused_by_writing_commands_until_accepted(cli, save, tmp_path):
    """An edit that replays (the scenario's display name) is refused, validated, then accepted."""
    text = save.read_text(encoding="utf-8")
    edited = text.replace('name = "La Guilde des Joailliers d\'Astrub"', 'name = "La Guilde (partie 2)"', 1)
    assert edited != text
    save.write_text(edited, encoding="utf-8")
    backup = save.with_name(save.name + ".bak").read_bytes()
    for args in (("apply", save, squad_file(tmp_path)), ("undo", save), ("redo", save)):
        result = cli(*args)
        assert result.code == 4, (args, result)
        assert "modifiée hors de gmconsole" in result.err and f"gmconsole validate {save}" in result.err
        assert "Traceback" not in result.err
        assert save.read_text(encoding="utf-8") == edited
        assert save.with_name(save.name + ".bak").read_bytes() == backup  # never rotated into .bak
    status = cli("status", save)  # reading still works, with a warning
    assert status.code == 0 and "attention\u202f:" in status.err and "La Guilde (partie 2)" in status.out
    result = cli("validate", save)
    assert result.code == 0 and f"gmconsole validate --accept {save}" in result.out
    result = cli("validate", "--accept", save)
    assert result.code == 0 and "acceptée" in result.out
    assert load_save(save).seal == "sealed"
    assert cli("apply", save, squad_file(tmp_path)).code == 0
    assert load_game(save).scenario.name == "La Guilde (partie 2)"


def test_a_hand_edit_that_does_not_replay_cannot_be_accepted(cli, save):
    text = save.read_text(encoding="utf-8")
    head, state = text.split("\n[state]\n")
    save.write_text(
        head + "\n[state]\n" + state.replace("rejections = 0", "rejections = 3", 1), encoding="utf-8"
    )
    result = cli("validate", "--accept", save)
    assert result.code == 4 and "l'état rejoué diffère" in result.err
    assert load_save(save).seal == "edited"
    assert cli("undo", save).code == 4


def _mutate(text: str, rng: random.Random) -> str:
    lines = text.splitlines(keepends=True)
    kind = rng.randrange(6)
    i = rng.randrange(1, len(lines))
    if kind == 0:  # a line lost
        del lines[i]
    elif kind == 1:  # a line doubled
        lines.insert(i, lines[i])
    elif kind == 2:  # a digit changed
        digits = [m.start() for m in re.finditer(r"\d", text)]
        at = rng.choice(digits)
        return text[:at] + str((int(text[at]) + rng.randrange(1, 10)) % 10) + text[at + 1 :]
    elif kind == 3:  # two lines swapped
        j = rng.randrange(1, len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == 4:  # cut short
        return text[: rng.randrange(len(text) // 2, len(text))]
    else:  # a word changed
        words = [m for m in re.finditer(r"[a-zé]{3,}", text)]
        m = rng.choice(words)
        return text[: m.start()] + m.group()[::-1] + text[m.end() :]
    return "".join(lines)


def _run_mutations(cli, tmp_path: Path, game, n: int, seed: int) -> dict[str, int]:
    """``n`` damaged copies of a real save, each given to `undo` (a writing command)."""
    import tomllib

    rng = random.Random(seed)
    path = tmp_path / "mutant.toml"
    good = save_game(game, tmp_path / "good.toml").read_text(encoding="utf-8")
    good_data = tomllib.loads(good)
    figures = {"refused": 0, "same content": 0, "by the digest": 0}
    for k in range(n):
        for leftover in tmp_path.glob("mutant.toml*"):
            leftover.unlink()
        text = _mutate(good, rng)
        path.write_text(text, encoding="utf-8")
        try:
            same = tomllib.loads(text) == good_data
        except tomllib.TOMLDecodeError:
            same = False
        result = cli("undo", path)
        assert "Traceback" not in result.err + result.out, (k, result)
        if same:  # a change that leaves the content as it was (a comment, a blank line)
            assert result.code == 0, (k, result)
            figures["same content"] += 1
            continue
        assert result.code == 4, (k, result.code, result.err[:300])
        # a model's problem in the game's language (French here), the file's other checks English
        assert result.err.startswith((f"error: {path}", f"erreur\u202f: {path}")), (k, result.err[:300])
        assert path.read_text(encoding="utf-8") == text, k  # nothing written
        assert not path.with_name("mutant.toml.bak").exists(), k  # nothing rotated
        figures["refused"] += 1
        figures["by the digest"] += "modifiée hors de gmconsole" in result.err
    return figures


def test_damaged_saves_are_refused_and_nothing_is_written(cli, tmp_path):
    figures = _run_mutations(cli, tmp_path, build_astrub_demo(), 30, seed=10)
    assert figures["refused"] >= 25


@pytest.mark.slow
def test_200_damaged_saves_none_written(cli, tmp_path):
    """The figures of docs/reliability.md: 200 mutations of the Astrub demo, 40 of Winterfell's."""
    astrub = _run_mutations(cli, tmp_path, build_astrub_demo(), 200, seed=2024)
    winterfell = _run_mutations(cli, tmp_path, build_winterfell_demo(), 40, seed=2025)
    print(f"astrub {astrub}, winterfell {winterfell}")
    assert astrub["refused"] + astrub["same content"] == 200
    assert winterfell["refused"] + winterfell["same content"] == 40


@pytest.mark.slow
def test_damaged_saves_in_real_processes(run_cli, tmp_path):
    """A subprocess sample of the mutations: the same exit 4 and message, no traceback."""
    rng = random.Random(7)
    good = save_game(build_astrub_demo(), tmp_path / "good.toml").read_text(encoding="utf-8")
    refused = 0
    for k in range(6):
        path = tmp_path / f"mutant-{k}.toml"
        text = _mutate(good, rng)
        path.write_text(text, encoding="utf-8")
        result = run_cli("undo", path)
        assert "Traceback" not in result.err, result.err
        if result.code == 4:
            refused += 1
            assert result.err.startswith((f"error: {path}", f"erreur\u202f: {path}"))
            assert path.read_text(encoding="utf-8") == text
            assert not path.with_name(path.name + ".bak").exists()
        else:
            assert result.code == 0  # a change that left the content as it was
    assert refused >= 4
