"""From one event to blocks: the builder registry and the context builders work in.

By default an event becomes one paragraph: the ``[events]`` template named after its kind,
filled in with its data. A game registers its own builder where an event deserves more (a vote
table, a mission track)::

    @block_builder("mygame", "approval_vote")
    def approval_vote(event: Event, ctx: PostContext) -> list[Block]:
        rows = [(name, ctx.label(vote)) for name, vote in event.data["votes"].items()]
        return [ctx.table(["voter", "vote"], rows), ctx.paragraph(event, "approved")]

Where several events of one kind in a row read better together (what a player learned this
night, as one list), a game registers a *run builder* instead: it receives the run of
consecutive events of that kind (one step, one reader) and builds them at once::

    @run_builder("mygame", "learned")
    def learned(events: list[Event], ctx: PostContext) -> list[Block]: ...

A game's builders live in the module its plug-in names as ``posts`` (``games/<game>/posts.py``),
imported the first time one of its events is built. A builder sees only the events the post may show: the posts filter by
audience before anything is built.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, Literal

from gmconsole.engine.dice import Roll
from gmconsole.engine.events import Audience, Event
from gmconsole.engine.rules.base import ScenarioBase
from gmconsole.engine.wording import typography
from gmconsole.export.document import Align, Block, Bold, Inline, InlinesLike, Paragraph, Table
from gmconsole.export.templates import Wording

View = Literal["public", "private", "gm"]
Builder = Callable[[Event, "PostContext"], list[Block]]
RunBuilder = Callable[[list[Event], "PostContext"], list[Block]]
RollWords = Callable[[Roll, Event | None, "PostContext"], tuple[str, str]]
RollMatch = Callable[[Roll, Event], bool]

_BUILDERS: dict[tuple[str, str], Builder] = {}
_RUN_BUILDERS: dict[tuple[str, str], RunBuilder] = {}
_ROLL_BUILDERS: dict[str, list[tuple[str, str, RollMatch, RollWords, bool]]] = {}
_LOADED: set[str] = set()


def block_builder(game: str, kind: str) -> Callable[[Builder], Builder]:
    """Decorator: build the events ``kind`` of ``game`` with the decorated function."""

    def register(builder: Builder) -> Builder:
        _BUILDERS[(game, kind)] = builder
        return builder

    return register


def run_builder(game: str, kind: str) -> Callable[[RunBuilder], RunBuilder]:
    """Decorator: build each run of consecutive ``kind`` events of ``game`` at once."""

    def register(builder: RunBuilder) -> RunBuilder:
        _RUN_BUILDERS[(game, kind)] = builder
        return builder

    return register


def roll_builder(
    game: str, purpose: str, after: str, matches: RollMatch | None = None, before_last: bool = False
) -> Callable[[RollWords], RollWords]:
    """Decorator: a public roll of ``game`` whose purpose starts with ``purpose``, said in words
    (what was drawn and what came out: ``("accusé tiré au sort parmi 43", "Gilly")``, from the
    roll and the event it decided, when found) and shown right after the event ``after`` it
    decided (the first one of its step for which ``matches(roll, event)`` holds), so that the
    post tells things in the order they happened; ``before_last``: before the event's last block
    (the accused are drawn before the call to vote that closes their list)."""

    def register(words: RollWords) -> RollWords:
        entry = (purpose, after, matches or (lambda r, e: True), words, before_last)
        _ROLL_BUILDERS.setdefault(game, []).append(entry)
        return words

    return register


def roll_builder_for(game: str, roll: Roll) -> tuple[str, RollMatch, RollWords, bool] | None:
    """The event kind a public roll of ``game`` follows, its match, its words and whether it goes
    before the event's last block, if the game says."""
    _load(game)
    for purpose, after, matches, words, before_last in _ROLL_BUILDERS.get(game, ()):
        if roll.purpose.startswith(purpose):
            return after, matches, words, before_last
    return None


def _load(game: str) -> None:
    if game not in _LOADED:
        _LOADED.add(game)
        from gmconsole.engine.errors import GMConsoleError
        from gmconsole.engine.rules.registry import find_plugin

        try:
            plugin = find_plugin(game)
        except GMConsoleError:  # a game that is not installed: the default builders
            return
        if plugin.posts is not None:
            plugin.load(plugin.posts)


def builder_for(game: str, kind: str) -> Builder:
    """The builder for an event of ``game`` (the game's own, or :func:`default_blocks`)."""
    _load(game)
    return _BUILDERS.get((game, kind), default_blocks)


def run_builder_for(game: str, kind: str) -> RunBuilder | None:
    """The run builder for consecutive events ``kind`` of ``game``, if the game has one."""
    _load(game)
    return _RUN_BUILDERS.get((game, kind))


class PostContext:
    """What a builder may use: the scenario (display names), the wording, and who reads.

    ``view`` is ``public`` (the thread), ``private`` (a message to ``reader``) or ``gm``.
    """

    # Written by hand rather than by ``@dataclass``: the dataclass generated and compiled its
    # ``__init__``, ``__repr__`` and ``__eq__`` at every import of the export (~3 M instructions
    # of each ``gmconsole export``, issue 17).
    scenario: ScenarioBase
    wording: Wording
    view: View
    reader: str
    people: Mapping[str, str | None]
    """Each player's gender by name (``f``, ``m`` or None, from the roster), for French agreement."""

    def __init__(
        self,
        scenario: ScenarioBase,
        wording: Wording,
        view: View = "public",
        reader: str = "",
        people: Mapping[str, str | None] | None = None,
    ) -> None:
        self.scenario = scenario
        named = getattr(wording, "named", None)  # its $display_<key>: the scenario's names
        self.wording = named(getattr(scenario, "names", None)) if named is not None else wording
        self.view = view
        self.reader = reader
        self.people = {} if people is None else people

    def __repr__(self) -> str:
        return (
            f"PostContext(scenario={self.scenario!r}, wording={self.wording!r}, view={self.view!r}, "
            f"reader={self.reader!r}, people={self.people!r})"
        )

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        mine = (self.scenario, self.wording, self.view, self.reader, self.people)
        assert isinstance(other, PostContext)
        return mine == (other.scenario, other.wording, other.view, other.reader, other.people)

    __hash__ = None  # type: ignore[assignment]  # as a dataclass with eq and not frozen

    # -- words ----------------------------------------------------------------------------
    def display(self, key: str) -> str:
        """The scenario's display name of ``key``, with the post's typography (``l’Hiver``):
        display names are words of the game, not names typed by players."""
        return self._names().get(key, key)

    def _names(self) -> dict[str, str]:
        names = self.__dict__.get("_typeset")
        if names is None:
            language = self.scenario.language
            names = {k: typography(v, language, apostrophes=True) for k, v in self.scenario.names.items()}
            self.__dict__["_typeset"] = names
        return names

    def label(self, name: str, **values: Any) -> str:
        """A label filled in, as plain text (what :func:`plain` gives of :meth:`styled`)."""
        if not values:  # most labels (a vote's word, a table's header): the reader alone
            return self.wording.text(name, self._reader_only())
        own = {"reader": self.reader, **values}
        return self.wording.text(name, _Shown(own, _same, values, self.people))

    def _reader_only(self) -> _Shown:
        """The values of a label said without any: the reader's name (and gender), made once."""
        shown = self.__dict__.get("_reader")
        if shown is None:
            shown = self.__dict__["_reader"] = _Shown({"reader": self.reader}, _same, {}, self.people)
        return shown

    def styled(self, name: str, **values: Any) -> list[Inline]:
        """A label filled in, with its bold and italic kept (for a list item or a table cell)."""
        own = {"reader": self.reader, **values}
        return self.wording.format("labels", name, _Shown(own, _same, values, self.people))

    def names(self) -> dict[str, str]:
        """Every display name of the scenario by key (``great_vassal``: ``Grand Vassal``)."""
        return dict(self._names())

    def join(self, items: Iterable[Any], last: str = "list_last") -> str:
        """``A, B et C``: a list in words, with the wording's separators (``last="list_last_or"``
        for ``A, B ou C``)."""
        return self.wording.join([str(item) for item in items], last.replace("_", "-"))

    def number(self, value: Any) -> str:
        """A number as the language writes it: ``14,25`` in French (the wording's
        ``decimal_separator``), no trailing zeros (``2`` rather than ``2.0``)."""
        text = f"{float(value):g}" if isinstance(value, (int, float)) else str(value)
        if "." in text and self.wording.has("decimal-separator"):
            text = text.replace(".", self.label("decimal-separator"))
        return text

    def show(self, value: Any) -> Any:
        """A data value as a template shows it: lists in words, booleans as yes / no, decimal
        numbers in the language's way (``0,5``)."""
        if value.__class__ is str:  # most values: a name, a display name
            return value
        if isinstance(value, bool):
            return self.label("yes" if value else "no")
        if isinstance(value, float):
            return self.number(value)
        if isinstance(value, (list, tuple)):
            return self.join(self.show(v) for v in value)
        if isinstance(value, Mapping):
            return self.join(self.label("pair", key=k, value=self.show(v)) for k, v in value.items())
        return "" if value is None else value

    # -- an event in words ----------------------------------------------------------------
    def values(self, event: Event, **extra: Any) -> Mapping[str, Any]:
        """The placeholders of ``event``: its data, plus turn, phase (display name), rule, kind, and
        every display name of the scenario by its key (``{great_vassal}``) unless the event has a
        field of that name. Each value is put in words (:meth:`show`) when a template uses it."""
        own: dict[str, Any] = {
            "reader": self.reader,  # a private message's reader: { $reader_gender } for "tu"
            "turn": event.turn,
            "phase": self.display(event.phase),
            "rule": event.rule,
            "kind": event.kind,
            **event.data,
            **extra,
        }
        return _Shown({**self._names(), **own}, self.show, own, self.people)

    def template_name(self, event: Event, *variants: str) -> str:
        """The first ``kind_variant`` the wording has, else ``kind``."""
        for variant in variants:
            if variant and self.wording.has("events", f"{event.kind}_{variant}"):
                return f"{event.kind}_{variant}"
        return event.kind

    def sentence(self, event: Event, *variants: str, **extra: Any) -> list[Inline]:
        return self.wording.event(self.template_name(event, *variants), self.values(event, **extra))

    def paragraph(self, event: Event, *variants: str, **extra: Any) -> Paragraph:
        """One paragraph from the event's template: the first ``kind_variant`` found, or ``kind``.

        ``extra`` adds or replaces placeholders (``ctx.paragraph(event, "fail", track=line)``)."""
        return Paragraph(self.sentence(event, *variants, **extra))

    def table(
        self,
        header_labels: Sequence[str],
        rows: Iterable[Sequence[InlinesLike]],
        align: Sequence[Align] | None = None,
    ) -> Table:
        """A table whose header cells are labels of the wording."""
        return Table([self.label(h) for h in header_labels], rows, align)

    def audience(self, audience: Audience) -> str:
        """Who may read an event, in words (the GM summary tags private events with it)."""
        if audience.to == "player":
            return self.label("audience_player", players=self.join(audience.players))
        if audience.to == "group":
            return self.label(
                "audience_group", group=self.display(audience.group), players=self.join(audience.players)
            )
        return self.label(f"audience_{audience.to}")


class _Shown(Mapping[str, Any]):
    """Values put in words on first use: an event's data can be large (the end report's players),
    and a template uses a few fields of it."""

    def __init__(
        self,
        raw: Mapping[str, Any],
        show: Callable[[Any], Any],
        own: Iterable[str] = (),
        people: Mapping[str, str | None] | None = None,
    ) -> None:
        self._raw = raw
        self._show = show
        self._done: dict[str, Any] = {}
        self._people = people or {}
        self._own = own

    @property
    def own_keys(self) -> list[str]:
        """The event's own fields (its data, turn, phase, rule, kind), for error messages."""
        return list(self._own)

    def derived(self, base: str, suffix: str) -> Any:
        """``count``: how many names ``base`` holds; ``gender``: ``f`` when every one of them is a
        woman, ``m`` when one is a man, else ``other`` (the roster says nothing)."""
        raw = self._raw[base]
        names = list(raw) if isinstance(raw, (list, tuple)) else [raw]
        if suffix == "count":
            return len(names)
        genders = [self._people.get(n) if isinstance(n, str) else None for n in names]
        if genders and all(g == "f" for g in genders):
            return "f"
        return "m" if "m" in genders else "other"

    def __getitem__(self, key: str) -> Any:
        if key not in self._done:
            self._done[key] = self._show(self._raw[key])
        return self._done[key]

    def __contains__(self, key: object) -> bool:
        return key in self._raw

    def __iter__(self) -> Iterator[str]:
        return iter(self._raw)

    def __len__(self) -> int:
        return len(self._raw)


def _same(value: Any) -> Any:
    return value


def default_blocks(event: Event, ctx: PostContext) -> list[Block]:
    """One paragraph from the template named after the event's kind.

    An event without a template still shows, as its kind and data, so that nothing is lost
    while its wording is being written.
    """
    if ctx.wording.has("events", event.kind):
        return [ctx.paragraph(event)]
    details = "; ".join(f"{key}: {ctx.show(value)}" for key, value in event.data.items())
    return [Paragraph([Bold(event.kind), f" {details}" if details else ""])]
