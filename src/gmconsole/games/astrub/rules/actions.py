"""The GM's orders in Astrub.

``squad`` (the leader's proposal), ``votes`` (approval votes, any number at a time),
``mission`` (the squad members' secret choices) and the shared ``resolve``. Words the GM types
in either language are accepted: yes/oui/pour, no/non/contre, success/réussite, sabotage.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BeforeValidator, Field

from gmconsole.engine.actions import Action, Resolve
from gmconsole.engine.errors import short
from gmconsole.engine.names import fold
from gmconsole.engine.validation import invalid

_YES = {"yes", "y", "oui", "o", "pour", "approve", "approuve", "true", "1", "ok"}
_NO = {"no", "n", "non", "contre", "reject", "rejette", "false", "0"}
_SUCCESS = {"success", "succes", "reussite", "reussir", "ok", "false", "0", "s"}
_SABOTAGE = {"sabotage", "saboter", "fail", "echec", "true", "1", "x"}


def _word(value: object, true_words: set[str], false_words: set[str], what: str) -> bool:
    """``what`` is the wording key of the problem (the game's ``order-not-a-...``)."""
    if isinstance(value, bool):
        return value
    word = fold(str(value))
    if word in true_words:
        return True
    if word in false_words:
        return False
    raise invalid("astrub", what, value=short(value))


def _approval(value: object) -> bool:
    if value.__class__ is bool:  # a simulator's (and TOML's) true/false: no word to read
        return value
    return _word(value, _YES, _NO, "order-not-a-vote")


def _sabotage(value: object) -> bool:
    if value.__class__ is bool:
        return value
    return _word(value, _SABOTAGE, _SUCCESS, "order-not-a-mission-choice")


Approval = Annotated[bool, BeforeValidator(_approval)]
Sabotage = Annotated[bool, BeforeValidator(_sabotage)]


class ProposeSquad(Action):
    """The leader's squad for the current mission (M-M-2). ``leader`` names the first leader."""

    kind: Literal["squad"] = "squad"
    members: list[str]
    leader: str | None = None


class CastVotes(Action):
    """Approval votes, by player name: yes approves (M-M-3). A later vote replaces an earlier one."""

    kind: Literal["votes"] = "votes"
    votes: dict[str, Approval]


class MissionChoices(Action):
    """Secret choices of squad members: success or sabotage (M-M-6)."""

    kind: Literal["mission"] = "mission"
    choices: dict[str, Sabotage]


AstrubAction = Annotated[ProposeSquad | CastVotes | MissionChoices | Resolve, Field(discriminator="kind")]
