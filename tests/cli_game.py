"""One game in a folder, played only through `gmconsole` commands and orders files, as a GM (or
an outside test suite) would. ``conftest.py`` puts this folder on the path, so a game's CLI
scenario tests subclass it (``from cli_game import CliGame``) and add their own ``new``."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmconsole.cli import main


class CliGame:
    """The commands' exit code and printed text; a refusal is checked to leave the save's bytes."""

    def __init__(self, folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
        self.folder, self.capsys, self.files = folder, capsys, 0
        self.save = str(folder / "partie.toml")

    def run(self, *args: str) -> tuple[int, str, str]:
        self.capsys.readouterr()
        code = main(list(args))
        out = self.capsys.readouterr()
        return code, out.out, out.err

    def apply(self, orders: str, expect: int = 0) -> str:
        """Write ``orders`` to a new orders file and apply it; the printed text (or the refusal)."""
        self.files += 1
        path = self.folder / f"ordres-{self.files}.toml"
        path.write_text(orders, encoding="utf-8")
        before = Path(self.save).read_bytes()
        code, out, err = self.run("apply", self.save, str(path))
        assert code == expect, (out, err)
        if code != 0:  # a refusal changes nothing in the save
            assert Path(self.save).read_bytes() == before
            return err
        return out

    def refused(self, orders: str, expect: int = 3) -> str:
        """The refusal of ``orders`` (exit 3 by default), its French typography made plain."""
        return self.apply(orders, expect).replace("\u202f", " ").replace("’", "'")

    def export(self, *args: str) -> str:
        code, out, err = self.run("export", self.save, *args)
        assert code == 0, err
        return out
