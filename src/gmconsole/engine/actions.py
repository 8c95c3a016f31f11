"""GM inputs as actions.

Every input the GM gives is one :class:`Action` model whose ``kind`` names it; each game
declares its actions as subclasses with a ``Literal`` kind and groups them in a discriminated
union (see a game's ``rules/actions.py``). ``resolve`` is shared: it resolves the current step
with the orders entered so far.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict


class Action(BaseModel):
    """Base of every action. Subclasses set ``kind`` to a ``Literal``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: str
    text_fields: ClassVar[frozenset[str]] = frozenset()
    """The fields that hold free text (a justification), up to the scenario's ``max_text_length``;
    every other text in an action is a name or a key, up to its ``max_name_length``."""

    def too_long(self, max_name: int, max_text: int) -> tuple[str, str, int, str] | None:
        """The first text of this action longer than its limit: ``(field path, "name" or "text",
        limit, the text)``. Checked before any name is matched, so that a megabyte "name" is
        refused at once."""
        for name in self.__class__.model_fields:
            what, limit = ("text", max_text) if name in self.text_fields else ("name", max_name)
            found = _too_long(getattr(self, name), limit, name)
            if found is not None:
                return found[0], what, limit, found[2]
        return None

    def describe(self) -> str:
        """One line for the journal and the undo message."""
        fields = self.model_dump(exclude={"kind"}, exclude_defaults=True)
        inner = ", ".join(f"{k}={v}" for k, v in fields.items())
        return f"{self.kind}({inner})" if inner else self.kind


class Resolve(Action):
    """Resolve the current step with the orders entered so far."""

    kind: Literal["resolve"] = "resolve"


# -- seat changes: GM actions every game has ------------------------------------------------------


class SeatAction(Action):
    """A change at the table the GM decides, in any game: a replacement, a removal, a deadline. Every game
    parses and carries them out the same way (:meth:`GameRules.perform
    <gmconsole.engine.rules.base.GameRules.perform>`); a game may add its own consequences in
    its ``after_seat_change`` hook."""


class ReplacePlayer(SeatAction):
    """``by`` takes ``player``'s seat (a forum's replacement): the role, the camp, what the seat
    knows and every order entered stay with the seat; from then on the seat answers to ``by``
    and its ``aliases`` (the old name and its aliases no longer match)."""

    kind: Literal["replace_player"] = "replace_player"
    player: str
    by: str
    aliases: list[str] = []
    gender: Literal["f", "m"] | None = None
    """The newcomer's, for French agreement (the seat does not keep the old player's)."""


class RemovePlayer(SeatAction):
    """``player`` leaves the game by the GM's decision (inactivity, a rule broken): he is out
    like a dead player. ``announcement`` is the post's wording, as the GM writes it (empty: the
    game's default sentence)."""

    kind: Literal["remove_player"] = "remove_player"
    player: str
    announcement: str = ""


class SetDeadline(SeatAction):
    """The deadline of the current step's call to vote or act, as the GM words it ("mardi 21 h",
    "ce soir à 22 h"): the post of the step says it, and the reminder repeats it."""

    kind: Literal["deadline"] = "deadline"
    deadline: str


SEAT_ACTIONS: dict[str, type[SeatAction]] = {
    "replace_player": ReplacePlayer,
    "remove_player": RemovePlayer,
    "deadline": SetDeadline,
}
"""The actions every game has, by kind (an orders file entry or a journal entry with one of
these kinds): they change the table, not the game's step, and resolve nothing."""


def _too_long(value: Any, limit: int, path: str) -> tuple[str, int, str] | None:
    if isinstance(value, str):
        return (path, limit, value) if len(value) > limit else None
    if isinstance(value, dict):
        for key, item in value.items():
            found = _too_long(key, limit, path) or _too_long(item, limit, f"{path}.{str(key)[:limit]}")
            if found is not None:
                return found
    elif isinstance(value, (list, tuple, set, frozenset)):
        for i, item in enumerate(value):
            found = _too_long(item, limit, f"{path}.{i}")
            if found is not None:
                return found
    elif isinstance(value, BaseModel):
        for name in value.__class__.model_fields:
            found = _too_long(getattr(value, name), limit, f"{path}.{name}")
            if found is not None:
                return found
    return None
