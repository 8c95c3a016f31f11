"""Issue 17, the console's first frame: a Winterfell game opens without building any pydantic
validator, so without importing ``importlib.metadata`` (pydantic imports it to look for its
plug-ins when it builds its first validator; with the ``email`` package, ``csv`` and ``zipfile``
it cost some 60 M instructions). The game screen's footer asks the rules for the open ballot,
and Winterfell's made its abstention (a :class:`SpecialOption`) before it knew whether one was.
Nor does it import what only a later screen or tab uses (:data:`NEVER`)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from first_frame import first_frame

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


@pytest.mark.slow
def test_the_benchmark_s_winterfell_save_opens_without_importlib_metadata(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("startup_save", ROOT / "benchmarks" / "startup_save.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    save, _ = module.build(tmp_path)
    found = first_frame(save, NEVER)
    assert found["loaded"] == []
    assert "ctrl+r" in found["footer"]


@pytest.mark.slow
def test_a_new_winterfell_game_opens_without_importlib_metadata(new_winterfell) -> None:
    save = new_winterfell(Path("saves/wf.toml")).resolve()
    assert first_frame(save, NEVER)["loaded"] == []


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
