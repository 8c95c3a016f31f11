"""Issue 17, tenth pass: ``status``, ``export`` and ``apply`` on a shipped game's save import
neither ``importlib.metadata`` (with the ``email`` package, ``csv``, ``zipfile``: some 60 M
instructions) nor ``importlib.resources`` nor ``socket``: the registry reads this distribution's
own entry points and the wording its folders through ``engine/installed.py``, and the lock names
its host by ``os.uname``."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

NEVER = ("importlib.metadata", "importlib.resources", "socket", "email", "zipfile", "csv")


@pytest.mark.slow
def test_status_export_and_apply_import_neither_library(
    tmp_path: Path, startup_save: tuple[Path, Path], cli_in_fresh_process
) -> None:
    save, orders = startup_save
    copy = tmp_path / "apply.toml"
    shutil.copy(save, copy)
    for argv in (["status", str(save)], ["export", str(save)], ["apply", str(copy), str(orders)]):
        code, out, loaded = cli_in_fresh_process(argv, f"sorted(m for m in sys.modules if m in {NEVER!r})")
        assert code == 0, (argv, out)
        assert out.strip(), argv
        assert loaded == [], (argv, loaded)
    assert "escouade" in out


def test_the_lock_names_the_host_the_socket_library_names() -> None:
    import socket

    from gmconsole.savelock import _host_name

    assert _host_name() == socket.gethostname()
