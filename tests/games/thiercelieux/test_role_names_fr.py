"""A French refusal, dice line, form or scenario check of Thiercelieux names a role as the game
shows it everywhere else (its posts, its scenario's names, the seed): « la Sorcière », « le
Voleur », « un Loup-Garou », « la Petite Fille », « le Capitaine », « un Amoureux », never in
lowercase (p10's nit: « le voleur doit en prendre une »)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.worded import describe

FOLDER = (
    Path(__file__).resolve().parents[3] / "src" / "gmconsole" / "games" / "thiercelieux" / "wording" / "fr"
)

# A role's name in lowercase, as a word (« rend amoureux », an adjective, is in actions.ftl and
# posts.ftl, not checked here).
LOWERCASE_ROLE = re.compile(
    r"(?<![\w-])(loups?-garous?|sorcière|voyante|chasseur|voleur|petite fille|capitaine|amoureux|cupidon)(?![\w-])"
)


@pytest.mark.parametrize("name", ["refusals.ftl", "dice.ftl", "forms.ftl", "scenario.ftl", "awaiting.ftl"])
def test_no_role_is_named_in_lowercase(name: str) -> None:
    found = []
    for number, line in enumerate((FOLDER / name).read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("#"):
            continue
        text = line.split("=", 1)[1] if "=" in line and not line.startswith(" ") else line
        found += [f"{name}:{number}: {line.strip()}" for _ in LOWERCASE_ROLE.finditer(text)]
    assert not found, "\n".join(found)


def test_the_thiefs_forced_take_reads_as_the_seed_writes_it() -> None:
    refusal = RuleViolation.of("both-middle-cards-are-werewolves-thief", game="thiercelieux", rule="T-N-1")
    said = describe(refusal, "fr").replace("\u202f", " ")
    assert said == "les deux cartes du milieu sont des Loups-Garous : le Voleur doit en prendre une (T-N-1)"
