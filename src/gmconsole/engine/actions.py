"""GM inputs as actions.

Every input the GM gives is one :class:`Action` model whose ``kind`` names it; each game
declares its actions as subclasses with a ``Literal`` kind and groups them in a discriminated
union (see a game's ``rules/actions.py``). ``resolve`` is shared: it resolves the current step
with the orders entered so far.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict


class Action(BaseModel):
    """Base of every action. Subclasses set ``kind`` to a ``Literal``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: str

    def describe(self) -> str:
        """One line for the journal and the undo message."""
        fields = self.model_dump(exclude={"kind"}, exclude_defaults=True)
        inner = ", ".join(f"{k}={v}" for k, v in fields.items())
        return f"{self.kind}({inner})" if inner else self.kind


class Resolve(Action):
    """Resolve the current step with the orders entered so far."""

    kind: Literal["resolve"] = "resolve"
