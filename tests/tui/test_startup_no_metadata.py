"""Issue 17, the console's first frame: a Winterfell game opens without building any pydantic
validator, so without importing ``importlib.metadata`` (pydantic imports it to look for its
plug-ins when it builds its first validator; with the ``email`` package, ``csv`` and ``zipfile``
it cost some 60 M instructions). The game screen's footer asks the rules for the open ballot,
and Winterfell's made its abstention (a :class:`SpecialOption`) before it knew whether one was.
Nor does it import what only a later screen or tab uses (:data:`NEVER`)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from gmconsole.engine.rules.base import ABSTAIN
from gmconsole.engine.rules.forms import _ABSTAIN_WORDS, SpecialOption, abstention

ROOT = Path(__file__).resolve().parents[2]
NEVER = (
    "importlib.metadata",
    "email",
    "csv",
    "zipfile",
    "pydantic.plugin._loader",
    "textual.widgets._text_area",
    "textual.document",
    "gmconsole.engine.rules.forms",
    "rich._emoji_codes",
)
"""What the first frame of a Winterfell game outside a vote does without: ``importlib.metadata``
and what it imports; the Post tab's text area (mounted at the tab's first show); the forms'
pydantic classes (no vote open); Rich's emoji table (no markup parsed for the dice log's titles)."""


def _loaded_at_first_frame(save: Path) -> dict[str, object]:
    """Open ``save`` in the console, headless, in a fresh interpreter (as ``bench_issue17.py``'s
    probe does); at the frame with every tab mounted: the modules of :data:`NEVER` loaded."""
    script = textwrap.dedent(
        f"""
        import json, sys
        from gmconsole.tui.app import GMConsoleApp

        TABS = ("#roster-view-pane", "#dice-log", "#post-view")
        found = {{}}

        class FirstFrame(GMConsoleApp):
            def _open(self, session):
                super()._open(session)
                self.screen.call_after_refresh(self.check)

            def check(self):
                if all(self.screen.query(t) for t in TABS):
                    self.screen.call_after_refresh(self.done)
                else:
                    self.set_timer(0.002, self.check)

            def done(self):
                found["screen"] = type(self.screen).__name__
                found["footer"] = [k.key for k in self.screen.query("FooterKey")]
                found["loaded"] = sorted(
                    m for m in sys.modules if any(m == n or m.startswith(n + ".") for n in {NEVER!r})
                )
                self.exit()

        FirstFrame({str(save)!r}).run(headless=True, size=(120, 40))
        print(json.dumps(found))
        """
    )
    proc = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=save.parent, timeout=300
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    found: dict[str, object] = json.loads(proc.stdout.strip().splitlines()[-1])
    assert found["screen"] == "GameScreen"
    return found


@pytest.mark.slow
def test_the_benchmark_s_winterfell_save_opens_without_importlib_metadata(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("startup_save", ROOT / "benchmarks" / "startup_save.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    save, _ = module.build(tmp_path)
    found = _loaded_at_first_frame(save)
    assert found["loaded"] == []
    assert "ctrl+r" in found["footer"]  # type: ignore[operator]


@pytest.mark.slow
def test_a_new_winterfell_game_opens_without_importlib_metadata(new_winterfell) -> None:
    save = new_winterfell(Path("saves/wf.toml")).resolve()
    assert _loaded_at_first_frame(save)["loaded"] == []


@pytest.mark.parametrize(
    ("label", "keys"), [("", ("0",)), ("blanc", ("0",)), ("abstention", ("0", "a")), ("x", ())]
)
def test_the_abstention_is_the_one_validation_gives(label: str, keys: tuple[str, ...]) -> None:
    made = abstention(label, keys)
    validated = SpecialOption(
        key=ABSTAIN,
        label=label,
        words=_ABSTAIN_WORDS,
        alone=("abstention", "abstain"),
        keys=keys,
        style="dim",
    )
    assert type(made) is SpecialOption
    assert made == validated and hash(made) == hash(validated)
    assert made.model_fields_set == validated.model_fields_set
    assert made.model_dump() == validated.model_dump()
    assert made.allows("anyone") and made.voters is None and made.refusal == ""


def test_arguments_of_other_types_are_still_validated() -> None:
    made = abstention("blanc", ["0"])  # type: ignore[arg-type]
    assert made.keys == ("0",)  # a tuple, as validation gives it
    with pytest.raises(ValueError):
        abstention(label=["not", "a", "label"])  # type: ignore[arg-type]
