"""The resolve dialog names each missing voter once: a step's detail (« n'ont pas voté : … »)
is left out when a warning (« 21 joueurs sans vote, comptés comme abstention : … ») or the
rules' refusal (« manquent : … ») lists the same names below it; a detail nothing repeats
stays."""

from __future__ import annotations

from pathlib import Path

from gmconsole.demo import demo_save_path
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.modals import ConfirmResolve
from gmconsole.tui.widgets.checklist import said_below


async def _dialog_text(path: Path, width: int = 76) -> str:
    app = GMConsoleApp(path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmResolve)
        return app.screen.text(width).plain


async def test_the_justice_vote_s_missing_voters_are_listed_once() -> None:
    text = await _dialog_text(demo_save_path(Path("saves")))
    missing = text.split("abstention")[-1]
    first = missing.split(":")[1].split(",")[0].strip()
    assert text.count(first) == 1, text
    assert "⚠" in text and "20/41" in text


async def test_a_refusal_lists_the_missing_voters_once(tmp_path: Path, new_astrub) -> None:
    save = new_astrub(
        tmp_path / "saves" / "a.toml",
        [
            [{"kind": "squad", "members": ["Alice", "Bob"]}],
            [{"kind": "resolve"}],
            [{"kind": "votes", "votes": {"Alice": True}}],
        ],
    )
    text = await _dialog_text(save)
    assert text.count("Chloé") == 1 and "(M-M-3)" in text, text


def test_a_detail_nothing_repeats_stays() -> None:
    detail = "n\u2019ont pas voté\u202f: Fabrice, Hugo"
    assert not said_below(detail, ["Hugo est mort", ""])
    assert not said_below("déplacement depuis Lugoj", ["il manque le déplacement de Dorothée"])
    assert said_below(detail, ["2 joueurs sans vote, comptés comme abstention\u202f: Fabrice, Hugo"])


async def test_the_checklist_lists_the_missing_voters_once() -> None:
    """The side checklist said the 21 missing justice voters twice: in the votes step's detail
    (« n'ont pas voté … ») and in the warning that counts them as abstentions."""
    from textual.widgets import Static

    from gmconsole.tui.widgets.checklist import Checklist

    app = GMConsoleApp(demo_save_path(Path("saves")))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        checklist = app.screen.query_one(Checklist)
        assert isinstance(checklist, Static)
        shown = str(checklist.render())
    assert "comptés comme abstention" in shown and "20/41" in shown, shown
    assert shown.count("Osha") == 1, shown
