"""Every order of Winterfell: the union of the phase modules' actions, plus ``resolve``."""

from __future__ import annotations

from typing import Annotated, Union

from pydantic import Field

from gmconsole.engine.actions import Resolve
from gmconsole.games.winterfell.rules import assassination, elections, justice

WinterfellAction = Annotated[
    Union[(*assassination.ACTIONS, *justice.ACTIONS, *elections.ACTIONS, Resolve)],  # type: ignore[valid-type]
    Field(discriminator="kind"),
]
