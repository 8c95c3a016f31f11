"""The console's forms and panels (:meth:`GameRules.forms`, :meth:`GameRules.panels`): what the
current step asks of the GM and what a game shows beside it, as data the generic console draws.

Defined here rather than in :mod:`gmconsole.engine.rules.base`, which still gives every name of
this module (``from gmconsole.engine.rules.base import Ballot`` works as before): a headless
command (``status``, ``export``) never makes a form, so it does not pay for creating these
pydantic classes at start-up; the first look-up of one of them in ``base`` imports this module.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from gmconsole.engine.rules.base import ABSTAIN

_ABSTAIN_WORDS = (
    "blanc",
    "nul",
    "abstention",
    "personne",
    "nobody",
    "no one",
    "noone",
    "none",
    "blank",
    "abstain",
)


class SpecialOption(BaseModel):
    """A ballot option that is not a candidate (an abstention, or a game's own: a strike, a truce): what the order holds
    for it, what the console calls it, the words that name it in a thread, and who may choose it.

    ``words`` are read after a vote word ("vote blanc", "je vote pour la trêve"), ``alone`` alone
    on a line ("Trêve !"); both are compared with accents and case ignored. ``voters`` (None:
    every voter of the ballot) is its own validity rule: a voter outside it is refused with
    ``refusal``.
    """

    model_config = ConfigDict(frozen=True, defer_build=True)

    key: str
    label: str = ""
    words: tuple[str, ...] = ()
    alone: tuple[str, ...] = ()
    keys: tuple[str, ...] = ()
    """The console's keys that cast it for the highlighted voter (``v``, ``0``)."""
    voters: tuple[str, ...] | None = None
    refusal: str = ""
    style: str = ""

    def allows(self, voter: str) -> bool:
        return self.voters is None or voter in self.voters


def abstention(label: str = "", keys: tuple[str, ...] = ("0",)) -> SpecialOption:
    """The abstention as most ballots take it: "blanc", "nul", "personne" after a vote word,
    "abstention" alone on a line (``label`` empty: the console's own word for it). Its one key
    is ``0``, as every ballot's hint says: a letter would cast it for the highlighted voter when
    the GM starts typing a vote for a name that begins with it (« amélie : 1 »).

    Made without pydantic's validation when its arguments are already of their fields' types
    (the other fields are constants): the first validation of a model builds its validator, and
    building the first one imports ``importlib.metadata`` (pydantic looks for its plug-ins), some
    60 M instructions. The game screen asks the rules for the open ballot as soon as its footer
    shows its keys, and a game's ballot may make its abstention before it knows whether a vote is open:
    the console's first frame paid for it (issue 17). The instance is the one validation gives."""
    make = (
        SpecialOption.model_construct
        if type(label) is str and type(keys) is tuple and all(type(key) is str for key in keys)
        else SpecialOption
    )
    return make(
        key=ABSTAIN,
        label=label,
        words=_ABSTAIN_WORDS,
        alone=("abstention", "abstain"),
        keys=keys,
        style="dim",
    )


def _special(value: Any) -> Any:
    if isinstance(value, str):  # a bare key (older rules): the abstention keeps its words
        return abstention() if value == ABSTAIN else SpecialOption(key=value, label=value, words=(value,))
    return value


class Ballot(BaseModel):
    """A weighted vote as a form: what a pasted thread's votes and the console's tally enter.

    ``action`` is the kind of the action that records votes as ``{field: {voter: vote}}``; a
    vote is a candidate's name or the key of one of ``specials``. ``weights`` (voter -> weight,
    1 when absent), ``cast`` (the votes entered), ``totals`` (per option as the rules count
    them; None: one vote, or the voter's weight, each), ``threshold`` (the total that decides, if
    any) and ``info`` (lines the form shows, e.g. the count only the GM sees) are what the
    console draws; vote import needs only the first four fields and ``specials``.
    """

    model_config = ConfigDict(defer_build=True)  # built at first use: the console's, not a command's

    kind: Literal["ballot"] = "ballot"
    action: str
    label: str
    candidates: list[str]
    voters: list[str]
    specials: list[SpecialOption] = Field(default_factory=lambda: [abstention()])
    field: str = "votes"
    weights: dict[str, int] = Field(default_factory=dict)
    cast: dict[str, str] = Field(default_factory=dict)
    totals: dict[str, int] | None = None
    scale: int | None = None
    """The total a full bar stands for (default: every voter's weight)."""
    threshold: int | None = None
    rule: str = ""
    """What decides, in words (shown under the bars)."""
    info: list[str] = Field(default_factory=list)
    hint: str = ""
    key: str = ""
    """Changes when a new vote opens (the console moves to the first voter missing)."""

    @field_validator("specials", mode="before")
    @classmethod
    def _specials(cls, value: Any) -> Any:
        return [_special(s) for s in value] if isinstance(value, list | tuple) else value

    @property
    def special_keys(self) -> list[str]:
        return [s.key for s in self.specials]

    def special(self, key: str) -> SpecialOption | None:
        return next((s for s in self.specials if s.key == key), None)

    def order(self, votes: dict[str, str]) -> dict[str, Any]:
        """The action (dict form) that enters ``votes``."""
        return {"kind": self.action, self.field: dict(votes)}


class GroupPicker(BaseModel):
    """A group to pick among ``members`` (a squad, the lovers, the werewolves who sleep):
    between ``min_size`` and ``max_size`` of them. The order is ``{"kind": action, field:
    [names], **fixed}``; its live validity is the rules' own verdict on that order (a dry run)."""

    model_config = ConfigDict(defer_build=True)  # built at first use: the console's, not a command's

    kind: Literal["picker"] = "picker"
    action: str
    label: str
    members: list[str]
    field: str = "members"
    min_size: int = 0
    max_size: int | None = None
    selected: list[str] = Field(default_factory=list)
    entered: list[str] = Field(default_factory=list)
    fixed: dict[str, Any] = Field(default_factory=dict)
    leader: str = ""
    leader_field: str = ""
    """The order's field for the group's leader, when the GM may choose him (empty: he may not)."""
    info: list[str] = Field(default_factory=list)
    key: str = ""

    def order(self, members: list[str], leader: str = "") -> dict[str, Any]:
        order = {"kind": self.action, **self.fixed, self.field: list(members)}
        if self.leader_field:
            order[self.leader_field] = leader
        return order


class NameField(BaseModel):
    """One player's name (a target, a victim); empty when ``optional`` and nothing is chosen."""

    model_config = ConfigDict(defer_build=True)  # built at first use: the console's, not a command's

    kind: Literal["name"] = "name"
    field: str
    label: str
    names: list[str] = Field(default_factory=list)
    """Who may be named (empty: anyone of the roster)."""
    value: str = ""
    optional: bool = False
    many: bool = False
    """Several names, comma-separated (a list field)."""


class Choice(BaseModel):
    """One of a few values (``options``: value -> what it is called); a yes/no is a choice of
    ``True``/``False``."""

    model_config = ConfigDict(defer_build=True)  # built at first use: the console's, not a command's

    kind: Literal["choice"] = "choice"
    field: str
    label: str
    options: list[tuple[Any, str]]
    value: Any = None


class MultiChoice(BaseModel):
    """Any number of a few values (``options``: value -> what it is called), e.g. the items a
    character uses; the order's field is the list of the values chosen, in the options' order.
    ``none`` is what an empty choice means, in words (``automatique``, ``rien``): the console
    shows it for the empty list, so the default is seen before the GM decides."""

    model_config = ConfigDict(defer_build=True)  # built at first use: the console's, not a command's

    kind: Literal["multi"] = "multi"
    field: str
    label: str
    options: list[tuple[Any, str]]
    value: list[Any] = Field(default_factory=list)
    none: str = ""


FormField = Annotated[NameField | Choice | MultiChoice, Field(discriminator="kind")]


class OrderForm(BaseModel):
    """The form of one order: its fields, the fixed parts of the order, and an information block
    shown before the GM decides (e.g. the werewolves' victim, shown to the witch)."""

    model_config = ConfigDict(defer_build=True)  # built at first use: the console's, not a command's

    kind: Literal["form"] = "form"
    action: str
    label: str
    fields: list[FormField] = Field(default_factory=list)
    fixed: dict[str, Any] = Field(default_factory=dict)
    info: list[str] = Field(default_factory=list)
    status: Literal["done", "entered", "missing", "optional"] = "missing"
    key: str = ""

    def order(self, values: dict[str, Any]) -> dict[str, Any]:
        return {"kind": self.action, **self.fixed, **values}


Form = Annotated[Ballot | GroupPicker | OrderForm, Field(discriminator="kind")]
"""What the current step asks of the GM, as data (:meth:`GameRules.forms`)."""


class PanelLine(BaseModel):
    """One line of a :class:`Panel`: its cells (a table's row under the panel's ``columns``, or,
    without columns, a line whose first cell is a key and the others its value) and how it
    stands out: ``strong`` (the current one), ``muted`` (nothing to say), ``alert`` (a danger)."""

    model_config = ConfigDict(frozen=True, defer_build=True)  # the console's, not a command's

    cells: tuple[str, ...]
    style: Literal["", "strong", "muted", "alert"] = ""


class Panel(BaseModel):
    """What a game shows beside its forms, as data the generic console draws (a character's
    card, a fight's stack): a title, then a table (``columns`` named) or key-value lines (no
    ``columns``). Every word is the game's own, in the scenario's language; nothing here is
    drawn by the rules. A panel is public unless the game shows it only to the GM anyway: the
    console's Orders tab is the GM's."""

    model_config = ConfigDict(frozen=True, defer_build=True)  # the console's, not a command's

    title: str
    columns: tuple[str, ...] = ()
    lines: tuple[PanelLine, ...] = ()
    style: Literal["", "strong", "muted", "alert"] = ""
    """How the title stands out (``strong``: the one whose turn it is)."""
    key: str = ""

    @staticmethod
    def line(*cells: object, style: Literal["", "strong", "muted", "alert"] = "") -> PanelLine:
        """A line of these cells (numbers written as they are)."""
        return PanelLine(cells=tuple(str(c) for c in cells), style=style)
