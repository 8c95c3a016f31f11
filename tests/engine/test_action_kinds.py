"""Issue 17 (eighth pass): a game may name its action classes by kind (``GameRules.action_kinds``)
so that an order creates only its own class; one that does not is read through its union as
before. Either way an order is the same action, and a refusal the union's."""

from __future__ import annotations

from importlib import import_module
from typing import Annotated, Any, Literal

import pytest
from pydantic import Field, ValidationError

from gmconsole.engine.actions import Action, Resolve
from gmconsole.engine.rules import registry
from gmconsole.engine.rules.base import Context, GameRules


def _imported(reference: str) -> Any:
    module, _, name = reference.partition(":")
    return getattr(import_module(module), name)


def test_the_classes_named_by_kind_are_the_members_of_the_union() -> None:
    naming = [g for g in registry.games() if type(registry.find_rules(g)).action_kinds]
    assert "winterfell" in naming
    for game in naming:
        rules = registry.find_rules(game)
        kinds = type(rules).action_kinds
        union = type(rules).action_classes()
        assert set(kinds) == set(union), game
        for kind, reference in kinds.items():
            assert _imported(reference) is union[kind], (game, kind)
            assert rules.action_class(kind) is union[kind], (game, kind)
        assert rules.action_class("no-such-kind") is None


def test_winterfell_names_its_classes_by_kind_and_phase() -> None:
    from gmconsole.games.winterfell.rules import actions, assassination, elections, justice

    rules = registry.find_rules("winterfell")
    assert type(rules).action_kinds is actions.KINDS
    assert set(actions.PHASE_OF) | {"resolve"} == set(actions.KINDS)
    for module, phase in ((assassination, "assassination"), (justice, "justice"), (elections, "elections")):
        assert [cls.model_fields["kind"].default for cls in module.ACTIONS] == list(
            actions.PHASE_ORDERS[phase]
        )
        assert {actions.PHASE_OF[cls.model_fields["kind"].default] for cls in module.ACTIONS} == {phase}
    with pytest.raises(AttributeError):
        actions.NoSuchOrder  # noqa: B018


# -- a game of its own, with and without the classes named by kind -------------------------------


class Shout(Action):
    kind: Literal["shout"] = "shout"
    text: str


class Whisper(Action):
    kind: Literal["whisper"] = "whisper"
    to: str


_UNION = Annotated[Shout | Whisper | Resolve, Field(discriminator="kind")]


class _Plain(GameRules):
    name = "plain-test-game"
    action_model = _UNION

    def setup(self, scenario: Any, roster: Any, seed: str) -> Any:  # pragma: no cover - not dealt
        raise NotImplementedError

    def apply(self, state: Any, action: Action, ctx: Context) -> None:  # pragma: no cover
        raise NotImplementedError


class _ByKind(_Plain):
    name = "by-kind-test-game"
    action_kinds = {
        "shout": f"{__name__}:Shout",
        "whisper": f"{__name__}:Whisper",
        "resolve": "gmconsole.engine.actions:Resolve",
    }


@pytest.mark.parametrize("rules", [_Plain(), _ByKind()], ids=["union", "by-kind"])
def test_orders_and_refusals_are_the_same_with_or_without_kinds(rules: GameRules) -> None:
    shout = rules.parse_action({"kind": "shout", "text": "hé"})
    assert type(shout) is Shout and shout == Shout(text="hé")
    assert type(rules.parse_action({"kind": "resolve"})) is Resolve
    assert rules.action_class("whisper") is Whisper
    assert rules.action_class("nothing") is None
    for bad in ({"kind": "nothing"}, {"kind": "shout", "text": 3}, {"kind": "whisper", "to": "x", "y": 1}):
        with pytest.raises(ValidationError) as found:
            rules.parse_action(bad)
        with pytest.raises(ValidationError) as union:
            _Plain.action_adapter().validate_python(bad)
        assert found.value.errors() == union.value.errors(), bad


def test_a_class_named_by_kind_is_imported_at_its_first_order(monkeypatch: pytest.MonkeyPatch) -> None:
    class Counting(_ByKind):
        action_kinds = {"shout": f"{__name__}:Shout"}

    looked: list[str] = []
    real = import_module

    def counted(name: str, package: str | None = None) -> Any:
        looked.append(name)
        return real(name, package)

    monkeypatch.setattr("importlib.import_module", counted)
    rules = Counting()
    assert looked == []
    rules.parse_action({"kind": "shout", "text": "a"})
    rules.parse_action({"kind": "shout", "text": "b"})
    assert looked == [__name__]  # once: kept by the class
