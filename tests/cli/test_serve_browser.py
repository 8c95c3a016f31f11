"""`gmconsole serve` in a real browser (issue 18): the server runs on loopback in a subprocess,
headless Chromium (Debian's `chromium`, driven by Playwright) opens it: the launcher is drawn,
`d` opens the demo game, its roster is drawn, `1` enters one justice vote, and the save on disk
holds it. Ctrl+C (SIGINT) then stops the server and the console it started; the save still holds
the vote. A screenshot is kept under the test's tmp dir (its path is printed).

Without Chromium or Playwright the test is skipped, except with CI=true where it fails.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from gmconsole.saves import load_game

ANSI = re.compile(r"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-_]")
WAIT = 90.0  # the most any step may take on a loaded machine; each wait ends as soon as it holds


def _missing(reason: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"CI=true and {reason}: `.ci/run` installs both")
    pytest.skip(reason)


def _wait_for(page, what: str, check: Callable[[], bool]) -> None:
    """Until ``check()`` holds; Playwright's own wait, so that the page's events keep coming."""
    deadline = time.monotonic() + WAIT
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"never happened: {what}")
        page.wait_for_timeout(200)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def _chromium() -> str:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        _missing("Playwright is not installed (pip install -e '.[test]')")
    if chromium is None:
        _missing("Chromium is not installed (apt-get install chromium)")
    if not Path("/proc/self/stat").exists():
        pytest.skip("the check that every console stopped reads /proc (Linux)")
    return chromium  # type: ignore[return-value]


@contextmanager
def _server(folder: Path, *args: str) -> Iterator[tuple[subprocess.Popen[str], int]]:
    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "gmconsole", "serve", "--port", str(port), *args],
        cwd=folder,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        assert server.stdout is not None
        first = server.stdout.readline()
        assert first.startswith("gmconsole serve") and f" http://127.0.0.1:{port}/" in first, first
        yield server, port
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
        for pid in _children(server.pid):
            os.kill(pid, signal.SIGKILL)


@pytest.mark.slow
def test_the_console_in_chromium_enters_a_vote_into_the_save(tmp_path: Path) -> None:
    chromium = _chromium()
    from playwright.sync_api import sync_playwright

    with _server(tmp_path) as (server, port):
        save = tmp_path / "saves" / "demo.toml"
        frames: list[str] = []

        def screen_text() -> str:
            return ANSI.sub("", "".join(frames))

        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=chromium, headless=True, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            page.on(
                "websocket",
                lambda ws: ws.on(
                    "framereceived",
                    lambda data: frames.append(
                        data.decode("utf-8", "replace") if isinstance(data, bytes) else data
                    ),
                ),
            )
            page.goto(f"http://127.0.0.1:{port}/")
            _wait_for(
                page, "the launcher is drawn", lambda: "gmconsole" in screen_text() and "★" in screen_text()
            )
            page.click("#terminal")
            page.keyboard.press("d")
            roster = ["Robett", "Davos", "Luwin", "Tourte-Chaude", "Arya"]
            _wait_for(
                page, "the demo's roster is drawn", lambda: all(name in screen_text() for name in roster)
            )
            _wait_for(page, "the demo save is written", save.exists)
            before = dict(load_game(save).state.justice.votes)
            page.keyboard.press("1")
            _wait_for(
                page,
                "the vote is in the save",
                lambda: len(load_game(save).state.justice.votes) == len(before) + 1,
            )
            shot = tmp_path / "gmconsole-serve.png"
            page.screenshot(path=str(shot))
            print(f"screenshot: {shot}")
            votes = load_game(save).state.justice.votes
            (voter,) = set(votes) - set(before)
            consoles = _children(server.pid)
            assert consoles, "no console process under the server"
            # Ctrl+C, the page still open: the server stops, and so does every console it started
            server.send_signal(signal.SIGINT)
            assert server.wait(timeout=WAIT) == 0
            browser.close()

        assert not [pid for pid in consoles if _alive(pid)]
        assert load_game(save).state.justice.votes[voter] == votes[voter]
        assert len(load_game(save).state.justice.votes) == len(before) + 1
