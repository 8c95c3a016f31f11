"""No message a GM or a player reads names an order by the program's identifiers: an order's
kind, a field of an order or its class (``no_assassination``, ``little_girl_spies``,
``NoAssassination``) is said in words, as the console shows it. A key the GM types in a file (a
scenario's setting, ``max_name_length``) may be named, in backticks. Every .ftl of the program
and of every game, both languages."""

from __future__ import annotations

import re
from pathlib import Path

import gmconsole
from gmconsole.engine.actions import Action
from gmconsole.engine.rules import registry
from gmconsole.engine.rules.base import SEAT_ACTIONS

ROOT = Path(gmconsole.__file__).parent
SKIPPED = {"usage.ftl"}  # argparse's own formats (%(prog)s), as argparse writes them


def _identifiers() -> set[str]:
    """Every order's kind, fields and class name that a reader could not know as words."""
    classes: list[type[Action]] = list(SEAT_ACTIONS.values())
    for plugin in registry.plugins():
        rules = registry.find_rules(plugin.name)
        kinds = rules.action_kinds or rules.action_classes()
        classes += [c for c in (rules.action_class(k) for k in kinds) if c is not None]
    found: set[str] = set()
    for cls in classes:
        found.add(cls.__name__)
        found.add(str(cls.model_fields["kind"].default))
        found.update(cls.model_fields)
    return {i for i in found if "_" in i or re.fullmatch(r"[A-Z][a-z]+[A-Z]\w*", i)}


def _texts(path: Path) -> list[tuple[str, str]]:
    """Each message's own words (its text elements, in every variant of a selector, and its
    attributes'), with the message's id; code spans between backticks left out."""
    from fluent.syntax import FluentParser, ast, visitor

    class Texts(visitor.Visitor):
        def __init__(self) -> None:
            self.found: list[str] = []

        def visit_TextElement(self, node: ast.TextElement) -> None:
            self.found.append(node.value)

        def visit_StringLiteral(self, node: ast.StringLiteral) -> None:  # {", "}
            self.found.append(node.value)

    out = []
    resource = FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))
    for entry in resource.body:
        if isinstance(entry, ast.Message | ast.Term):
            texts = Texts()
            texts.visit(entry)
            said = re.sub(r"`[^`]*`", "", "".join(texts.found))
            out.append((entry.id.name, said))
    return out


def test_no_message_names_an_order_by_its_identifiers() -> None:
    identifiers = _identifiers()
    assert {"no_assassination", "little_girl_spies", "NoAssassination"} <= identifiers
    found = []
    for path in sorted(ROOT.rglob("*.ftl")):
        if path.name in SKIPPED:
            continue
        for message, said in _texts(path):
            words = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", said))
            for identifier in sorted(words & identifiers):
                found.append(f"{path.relative_to(ROOT)}: {message}: {identifier}")
    assert not found, "\n".join(found)
