"""The CLI as a GM's script runs it (``python -m gmconsole`` in a subprocess), and import hygiene:
the headless path never imports Textual."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_python_m_gmconsole_exit_codes(run_cli, tmp_path, players_file):
    save = tmp_path / "g.toml"
    result = run_cli("new", "astrub", "--players", players_file(5), "--seed", "sub", "--save", save)
    assert result.code == 0, result.err
    assert f"sauvegardée dans {save}" in result.out

    orders = tmp_path / "o.toml"
    orders.write_text(
        'step = "proposal"\n[[orders]]\nkind = "squad"\nmembers = ["Alice", "Chloe"]\nleader = "Eve"\n',
        encoding="utf-8",
    )
    result = run_cli("apply", save, orders, "--json")  # what a script reads: the events as recorded
    assert result.code == 0, result.err
    [event] = json.loads(result.out)["events"]
    assert (event["kind"], event["rule"], event["data"]["members"]) == (
        "squad_proposed",
        "M-M-2",
        ["Alice", "Chloé"],
    )
    assert run_cli("undo", save).code == 0
    result = run_cli("apply", save, orders)  # what the GM reads: the event in words, with its rule
    assert result.code == 0, result.err
    said = "[public] Escouade proposée par Eve pour la mission 1, Or d’Amakna Sud (tentative 1)\u202f: Alice et Chloé."
    assert said in result.out and "(M-M-2)" in result.out, result.out

    result = run_cli("apply", save, orders)  # the step has moved on: refused
    assert result.code == 3
    assert (
        "refusé\u202f: ces ordres sont pour l'étape proposal, mais la partie en est à l'étape approval"
        in result.err
    )

    result = run_cli("status", save, "--json")
    assert result.code == 0 and json.loads(result.out)["phase"] == "approval"

    assert run_cli("status").code == 2
    save.with_name("broken.toml").write_text("schema_version = 1\n[state\n", encoding="utf-8")
    result = run_cli("status", save.with_name("broken.toml"))
    assert result.code == 4
    assert "line 2" in result.err and "Traceback" not in result.err
    assert run_cli("verify", save).code == 0


def test_headless_commands_never_import_textual(tmp_path, players_file):
    """Every headless command, run in one fresh interpreter, leaves no ``textual`` module loaded."""
    save = tmp_path / "g.toml"
    orders = tmp_path / "o.toml"
    orders.write_text('[[orders]]\nkind = "squad"\nmembers = ["Alice", "Bob"]\n', encoding="utf-8")
    script = textwrap.dedent(
        f"""
        import contextlib, io, json, sys
        from gmconsole.cli import main
        commands = [
            ["new", "astrub", "--players", {str(players_file(5))!r}, "--seed", "x", "--save", {str(save)!r}],
            ["status", {str(save)!r}], ["status", {str(save)!r}, "--json", "--gm"],
            ["apply", {str(save)!r}, {str(orders)!r}], ["undo", {str(save)!r}], ["redo", {str(save)!r}],
            ["verify", {str(save)!r}], ["validate", {str(save)!r}], ["knows", {str(save)!r}, "Alice"],
            ["export", {str(save)!r}, "--format", "markdown"],
        ]
        codes = []
        for args in commands:
            with contextlib.redirect_stdout(io.StringIO()):
                codes.append(main(args))
        import gmconsole.engine
        from gmconsole.engine.rules.registry import find_rules, games
        for game in games():
            try:
                find_rules(game)
            except Exception:
                pass
        loaded = sorted(m for m in sys.modules if m == "textual" or m.startswith(("textual.", "gmconsole.tui")))
        print(json.dumps({{"codes": codes, "loaded": loaded}}))
        """
    )
    proc = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=tmp_path, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    assert report["codes"] == [0] * 10
    assert report["loaded"] == []


def test_importing_the_engine_alone_stays_light():
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, gmconsole.engine, gmconsole.cli; print(any(m.startswith('textual') for m in sys.modules))",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "False"
