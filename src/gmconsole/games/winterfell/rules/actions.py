"""Every order of Winterfell by kind and phase, and their union, plus ``resolve``.

Each order's model is in a module of its own (``orders/<kind>.py``), made at the first order of
its kind: a command that only reads a save (``status``, ``export``) creates none, and ``apply``
only those of the orders it is given (issue 17: each pydantic model class costs about 1-1.5 M
instructions to create). This module holds names only; each class, each phase's tuple
(``ASSASSINATION_ACTIONS``...) and the union ``WinterfellAction`` are made at their first read
(PEP 562), and each phase module still gives its own as ``ACTIONS`` and by name (``from
...assassination import SquadOrder`` works as before).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from gmconsole.engine.actions import Resolve

if TYPE_CHECKING:
    from typing import Annotated, Union

    from pydantic import Field

    from gmconsole.games.winterfell.rules.orders.abel import AbelAsks as AbelAsks
    from gmconsole.games.winterfell.rules.orders.accuse import Accuse as Accuse
    from gmconsole.games.winterfell.rules.orders.ben import BenProtects as BenProtects
    from gmconsole.games.winterfell.rules.orders.election_votes import ElectionVotes as ElectionVotes
    from gmconsole.games.winterfell.rules.orders.greenseer import GreenseerAsks as GreenseerAsks
    from gmconsole.games.winterfell.rules.orders.guess import FileGuess as FileGuess
    from gmconsole.games.winterfell.rules.orders.interrogate import Interrogate as Interrogate
    from gmconsole.games.winterfell.rules.orders.justice_votes import JusticeVotes as JusticeVotes
    from gmconsole.games.winterfell.rules.orders.new_lieutenant import NewLieutenant as NewLieutenant
    from gmconsole.games.winterfell.rules.orders.no_assassination import NoAssassination as NoAssassination
    from gmconsole.games.winterfell.rules.orders.passage import SendPassage as SendPassage
    from gmconsole.games.winterfell.rules.orders.pie import Pie as Pie
    from gmconsole.games.winterfell.rules.orders.reek import ReekScans as ReekScans
    from gmconsole.games.winterfell.rules.orders.remove_squad import RemoveSquad as RemoveSquad
    from gmconsole.games.winterfell.rules.orders.squad import SquadOrder as SquadOrder
    from gmconsole.games.winterfell.rules.orders.sword import HandSword as HandSword

    ASSASSINATION_ACTIONS: tuple[type[Action], ...]
    JUSTICE_ACTIONS: tuple[type[Action], ...]
    ELECTION_ACTIONS: tuple[type[Action], ...]
    WinterfellAction = Annotated[
        Union[  # noqa: UP007
            SquadOrder,
            RemoveSquad,
            HandSword,
            SendPassage,
            BenProtects,
            ReekScans,
            GreenseerAsks,
            AbelAsks,
            Pie,
            NoAssassination,
            Accuse,
            JusticeVotes,
            Interrogate,
            ElectionVotes,
            NewLieutenant,
            FileGuess,
            Resolve,
        ],
        Field(discriminator="kind"),
    ]
    from gmconsole.engine.actions import Action

__all__ = ["Resolve"]

PHASE_ORDERS: dict[str, dict[str, str]] = {
    "assassination": {
        "squad": "SquadOrder",
        "remove_squad": "RemoveSquad",
        "sword": "HandSword",
        "passage": "SendPassage",
        "ben": "BenProtects",
        "reek": "ReekScans",
        "greenseer": "GreenseerAsks",
        "abel": "AbelAsks",
        "pie": "Pie",
        "no_assassination": "NoAssassination",
    },
    "justice": {"accuse": "Accuse", "justice_votes": "JusticeVotes", "interrogate": "Interrogate"},
    "elections": {"election_votes": "ElectionVotes", "new_lieutenant": "NewLieutenant", "guess": "FileGuess"},
}
"""Each phase's orders (the state's phase keys), in the union's order: kind -> class name; the
class is in ``orders/<kind>.py``."""

PHASE_OF: dict[str, str] = {kind: phase for phase, kinds in PHASE_ORDERS.items() for kind in kinds}
"""The phase each kind of order belongs to (``resolve`` belongs to every phase: not here)."""

_ORDERS = "gmconsole.games.winterfell.rules.orders"
KINDS: dict[str, str] = {
    **{kind: f"{_ORDERS}.{kind}:{name}" for kinds in PHASE_ORDERS.values() for kind, name in kinds.items()},
    "resolve": "gmconsole.engine.actions:Resolve",
}
"""The class of each kind of order, as ``"module:Class"`` (``GameRules.action_kinds``)."""

_KIND_OF_NAME = {name: kind for kinds in PHASE_ORDERS.values() for kind, name in kinds.items()}
_TUPLES = {
    "ASSASSINATION_ACTIONS": "assassination",
    "JUSTICE_ACTIONS": "justice",
    "ELECTION_ACTIONS": "elections",
}


def order_class(kind: str) -> type[Action]:
    """The model of the orders of ``kind`` (a key of :data:`PHASE_OF`), made at its first use."""
    return getattr(import_module(f"{_ORDERS}.{kind}"), PHASE_ORDERS[PHASE_OF[kind]][kind])  # type: ignore[no-any-return]


def __getattr__(name: str) -> Any:
    kind = _KIND_OF_NAME.get(name)
    if kind is not None:
        value: Any = order_class(kind)
    elif name in _TUPLES:
        value = tuple(order_class(kind) for kind in PHASE_ORDERS[_TUPLES[name]])
    elif name == "WinterfellAction":
        from typing import Annotated, Union

        from pydantic import Field

        members = [order_class(kind) for kind in PHASE_OF]
        value = Annotated[Union[(*members, Resolve)], Field(discriminator="kind")]  # noqa: UP007
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value  # read as a global from then on
    return value
