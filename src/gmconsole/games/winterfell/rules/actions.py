"""Every order of Winterfell: the action models of each phase and their union, plus ``resolve``.

The phase modules record and resolve these orders (``assassination.py``, ``justice.py``,
``elections.py``); the models are here, apart from them, so that a command that only reads a
save (``status``, ``export``) never creates these classes (issue 17: each pydantic model class
costs about 2.4 M instructions to create). Each phase module still gives its own as ``ACTIONS``
and by name (``from ...assassination import SquadOrder`` works as before), on first use.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from gmconsole.engine.actions import Action, Resolve

# -- assassination (W-A) ---------------------------------------------------------------------


class SquadOrder(Action):
    """A squad: its members, its target and its lookout (W-A-1, W-A-2); ``sword``: a sword strike,
    the bearer alone (W-A-7)."""

    kind: Literal["squad"] = "squad"
    members: list[str]
    target: str
    lookout: str = ""
    sword: bool = False


class RemoveSquad(Action):
    """Take back squad number ``index`` (1-based, as numbered in the checklist)."""

    kind: Literal["remove_squad"] = "remove_squad"
    index: int


class HandSword(Action):
    """The ghost hands the sword to ``bearer`` (himself included) for this phase (W-A-7)."""

    kind: Literal["sword"] = "sword"
    bearer: str


class SendPassage(Action):
    """The ghost sends two wolves through Wyman's passage (W-A-13); empty: the two most
    influential living wolves, ties drawn at random at the resolution."""

    kind: Literal["passage"] = "passage"
    wolves: list[str] = Field(default_factory=list)


class BenProtects(Action):
    """Ben les Os protects one player this phase (W-A-10)."""

    kind: Literal["ben"] = "ben"
    protects: str


class ReekScans(Action):
    """A Schlingue scans one player (W-A-11); ``reek`` may be left out when only one lives."""

    kind: Literal["reek"] = "reek"
    scans: str
    reek: str = ""


class GreenseerAsks(Action):
    """The Vervoyant asks for the role of one player (W-R-1)."""

    kind: Literal["greenseer"] = "greenseer"
    asks: str


class AbelAsks(Action):
    """Abel le Barde asks for the role of one player (W-R-2)."""

    kind: Literal["abel"] = "abel"
    asks: str


class Pie(Action):
    """Whether Wyman tortures a wolf killed by the wolves this phase (W-A-12; default yes)."""

    kind: Literal["pie"] = "pie"
    torture: bool = True


class NoAssassination(Action):
    """The wolves order no assassination this phase (W-A-3 default)."""

    kind: Literal["no_assassination"] = "no_assassination"


ASSASSINATION_ACTIONS = (
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
)


# -- justice (W-J) ---------------------------------------------------------------------------
class Accuse(Action):
    """A GV names an accused with a justification (W-J-1). A GV's new accusation replaces his
    previous one when every GV still has a name to give; the same pair again edits the text."""

    kind: Literal["accuse"] = "accuse"
    by: str
    accused: str
    justification: str = ""
    text_fields = frozenset({"justification"})


class JusticeVotes(Action):
    """Justice votes by voter: an accused's name, ``revolt`` (révolte) or ``abstain``
    (abstention). A later vote replaces an earlier one (W-J-3, W-J-5)."""

    kind: Literal["justice_votes"] = "justice_votes"
    votes: dict[str, str]


class Interrogate(Action):
    """The Gars du Bâtard interrogates one executed player (W-J-6)."""

    kind: Literal["interrogate"] = "interrogate"
    target: str


JUSTICE_ACTIONS = (Accuse, JusticeVotes, Interrogate)


# -- elections (W-E) -------------------------------------------------------------------------
class ElectionVotes(Action):
    """Votes of the current round by voter: a candidate's name or ``abstain`` (W-E-1). A later
    vote replaces an earlier one."""

    kind: Literal["election_votes"] = "election_votes"
    votes: dict[str, str]


class NewLieutenant(Action):
    """The ghost's choice of the cub who replaces a dead lieutenant (W-E-7)."""

    kind: Literal["new_lieutenant"] = "new_lieutenant"
    dead: str
    cub: str


class FileGuess(Action):
    """One guess of this election phase (W-E-10): a surviving cub, a surviving lieutenant, the
    ghost (any may be left empty). ``spectator`` marks a guesser who is not in the roster. A new
    guess by the same guesser in the same turn replaces the previous one."""

    kind: Literal["guess"] = "guess"
    by: str
    cub: str = ""
    lieutenant: str = ""
    ghost: str = ""
    spectator: bool = False


ELECTION_ACTIONS = (ElectionVotes, NewLieutenant, FileGuess)

WinterfellAction = Annotated[
    Union[(*ASSASSINATION_ACTIONS, *JUSTICE_ACTIONS, *ELECTION_ACTIONS, Resolve)],  # type: ignore[valid-type]
    Field(discriminator="kind"),
]
