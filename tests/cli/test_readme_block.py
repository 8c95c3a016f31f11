"""Issue 13, point 14: the README's command-line block runs as written (its orders file is
shipped in examples/), ``status --gm`` lists the entered votes as docs/cli.md says, and
``gmconsole --version`` answers."""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def readme_block() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## Playing from the command line") :]
    block = re.search(r"```sh\n(.*?)```", section, re.S)
    assert block is not None
    return [line for line in block.group(1).splitlines() if line.strip()]


def test_the_readme_cli_block_runs_as_written(cli, tmp_path, monkeypatch) -> None:
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    monkeypatch.chdir(tmp_path)
    lines = readme_block()
    assert any("examples/orders.toml" in line for line in lines)
    for line in lines:
        words = shlex.split(line, comments=True)
        if words[0] == "printf":
            subprocess.run(line, shell=True, check=True, cwd=tmp_path)
            continue
        assert words[0] == "gmconsole", line
        if words[1] == "open":  # the console: not in a test
            continue
        result = cli(*words[1:])
        assert result.code == 0, f"{line}\n{result.out}\n{result.err}"
        if words[1] == "apply":
            # the event as the GM summary says it, with its audience and its rule id
            assert "[public] Escouade proposée par Alice" in result.out, result.out
            assert "Alice et Chloé" in result.out and "(M-M-2)" in result.out
            assert "squad_proposed" not in result.out and "members=" not in result.out
    from gmconsole.saves import load_game

    assert load_game(tmp_path / "saves" / "guilde.toml").state.phase == "proposal"  # applied, then undone


def test_status_gm_lists_the_entered_votes(cli, tmp_path, monkeypatch) -> None:
    """M-M-3: votes entered (not resolved) are listed by ``status --gm``, never by ``status``."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "players.txt").write_text("Alice\nBob\nChloé\nDenis\nÉmile\n", encoding="utf-8")
    assert cli("new", "astrub", "--players", "players.txt", "--save", "g.toml", "--seed", "s").code == 0
    assert cli("apply", "g.toml", ROOT / "examples" / "orders.toml").code == 0
    votes = tmp_path / "votes.toml"
    votes.write_text(
        'resolve = false\n[[orders]]\nkind = "votes"\nvotes = { alice = "oui", Bob = "non" }\n',
        encoding="utf-8",
    )
    assert cli("apply", "g.toml", votes).code == 0
    result = cli("status", "g.toml", "--gm")
    # the sentence the console's journal says too (gmconsole.engine.worded.describe_action)
    assert "[saisi] vote\u202f: Alice oui et Bob non" in result.out, result.out
    assert "[saisi]" not in cli("status", "g.toml").out


def test_version(cli) -> None:
    from importlib.metadata import version

    result = cli("--version")
    assert result.code == 0 and result.out.strip() == f"gmconsole {version('gmconsole')}"
