"""Winterfell's posts (rules in winterfell.md): the events that need more than one sentence.

Every kind the engine emits has a builder or a sentence in ``wording/<lang>.toml``:

- public: ``game_start`` (the ranks, the Gars du Bâtard, the seed's SHA-256), or
  ``game_resumed`` for a game taken over as it stands, the night
  (``assassination_failed``, ``assassination_victim``, ``killed_by_guards``,
  ``assassination_night``), justice (``accused`` with the GVs' justifications,
  ``justice_result`` with the vote table, the totals against the threshold and the revolt
  votes, ``executed``, ``revolt``), the elections (``elections_open``, ``seats_unfilled``,
  ``election_round``, ``election_result`` with its tallies, ``promoted``, ``role_lost``,
  ``knights_drawn``, ``new_bastards_boy``, ``turn_start``), ``victory`` and ``end_report``;
- private: ``role_card``, ``learned`` (built together, one list per message), ``sword_found``,
  ``sword_handed``, ``pie``, ``passage_open``, ``interrogation``, ``interrogated``,
  ``converted``, ``new_role``, ``became_lieutenant``;
- GM only: ``deal_summary``, ``game_taken_over``, ``squad_result``, ``passage_result``, ``ben_result``,
  ``seer_result``, ``pie_result``, ``passage_closed``, ``assassination_summary``,
  ``revolt_count``, ``conversion``, ``lieutenant_vacant``, ``lieutenant_replaced``.

Every key shown (a rank, a camp, a role) goes through the scenario's display names, so the
Meereen scenario gets its own words. A dead player's role is never told in public before the
end report: the source reveals no role on death (see docs/export.md).
"""

from __future__ import annotations

from typing import Any

from gmconsole.engine.dice import Roll
from gmconsole.engine.events import Event
from gmconsole.engine.worded import reworded
from gmconsole.export.builders import PostContext, block_builder, roll_builder, run_builder
from gmconsole.export.document import Block, BulletList, Inline, Paragraph, Quote, Table

GAME = "winterfell"
RANK_ORDER = ("great_vassal", "captain", "knight", "guard")


# -- helpers ---------------------------------------------------------------------------------
def _setting(ctx: PostContext, section: str, name: str, default: Any) -> Any:
    return getattr(getattr(ctx.scenario, section, None), name, default)


def _points_text(ctx: PostContext, value: Any) -> str:
    """``0,5 point``, ``1 point``, ``2 points``: a number of points with its agreement."""
    return ctx.label("points_one" if abs(float(value)) < 2 else "points_many", n=ctx.number(value))


def _ranks(ctx: PostContext) -> list[str]:
    return [r.key for r in getattr(ctx.scenario, "ranks", [])] or list(RANK_ORDER)


def _influence(ctx: PostContext, rank: str) -> Any:
    for r in getattr(ctx.scenario, "ranks", []):
        if r.key == rank:
            return r.influence
    return "?"


def _help_values(ctx: PostContext) -> dict[str, Any]:
    """The placeholders of the role helps: display names and the scenario's percentages."""
    values: dict[str, Any] = ctx.names()
    values.update(
        reek_percent=ctx.number(_setting(ctx, "assassination", "reek_reveal_percent", 33)),
        abel_percent=ctx.number(_setting(ctx, "seers", "abel_reveal_percent", 30)),
        ben_percent=ctx.number(_setting(ctx, "assassination", "ben_reveal_percent", 25)),
        interrogation_percent=ctx.number(_setting(ctx, "justice", "interrogation_percent", 33)),
        worshippers_below=_setting(ctx, "points", "worshippers_win_below", 15),
        prophecy_points=ctx.number(_setting(ctx, "points", "prophecy", 8)),
    )
    return values


def _help(ctx: PostContext, key: str) -> list[Block]:
    name = f"help_{key}"
    if not key or not ctx.wording.has("labels", name):
        return []
    return [Paragraph(ctx.styled(name, **_help_values(ctx)))]


def _vote_word(ctx: PostContext, vote: str) -> str:
    if vote == "revolt":
        return ctx.label("vote_revolt")
    if vote == "abstain":
        return ctx.label("vote_abstain")
    return vote


def _vote_table(ctx: PostContext, rows: list[dict]) -> Table:
    """Voter, vote, weight: one line per voter who voted (W-J-3, W-E-1)."""
    body = [(r["voter"], _vote_word(ctx, r["vote"]), str(r["weight"])) for r in rows]
    return ctx.table(["voter", "vote", "weight"], body, ["left", "left", "right"])


def _batch(ctx: PostContext, batch: str) -> str:
    if ctx.wording.has("labels", f"batch_{batch}"):
        return ctx.label(f"batch_{batch}")
    return ctx.display(batch)


def _pool(roll: Roll) -> int:
    """How many the roll drew among (``sample 2 of 43``: 43; ``1d28``: 28)."""
    expr = roll.expr
    return int(expr.rsplit(" ", 1)[-1] if " of " in expr else expr.removeprefix("1d"))


def _drawn(roll: Roll, event: Event | None, ctx: PostContext, field: str) -> str:
    names = event.data.get(field) if event is not None else None
    return ctx.join(names) if isinstance(names, list) and names else roll.outcome


# -- the public dice, in words, each after what it decided (W-J-2, W-E-4, W-E-6, W-E-9) ---------
@roll_builder(GAME, "justice: accused drawn at random", after="accused", before_last=True)
def accused_drawn(roll: Roll, event: Event | None, ctx: PostContext) -> tuple[str, str]:
    count = len(roll.result) if isinstance(roll.result, list) else 1
    what = ctx.label("roll_accused" if count == 1 else "roll_accused_many", count=count, pool=_pool(roll))
    return what, _drawn(roll, event, ctx, "drawn")


@roll_builder(
    GAME,
    "elections: tie for the last",
    after="election_result",
    matches=lambda roll, event: (
        bool(event.data.get("tie")) and f" {event.data.get('rank', '')} seat" in roll.purpose
    ),
)
def election_tie(roll: Roll, event: Event | None, ctx: PostContext) -> tuple[str, str]:
    rank = ctx.display(str(event.data.get("rank", ""))) if event is not None else ""
    tie = ctx.join(event.data.get("tie", [])) if event is not None else ""
    count = len(roll.result) if isinstance(roll.result, list) else 1
    what = ctx.label("roll_tie" if count == 1 else "roll_tie_many", rank=rank, tie=tie, count=count)
    if event is None:
        return what, roll.outcome
    tied = set(event.data.get("tie", []))
    return what, ctx.join([n for n in event.data.get("elected", []) if n in tied])


@roll_builder(GAME, "elections: knights drawn among the guards", after="knights_drawn")
def knights_drawn_roll(roll: Roll, event: Event | None, ctx: PostContext) -> tuple[str, str]:
    count = len(roll.result) if isinstance(roll.result, list) else 1
    source = _setting(ctx, "elections", "knights_drawn_from", "guard")
    what = ctx.label(
        "roll_knights" if count == 1 else "roll_knights_many",
        count=count,
        pool=_pool(roll),
        rank=ctx.display(source),
        knight=ctx.display("knight"),
    )
    return what, _drawn(roll, event, ctx, "drawn")


@roll_builder(GAME, "elections: new Gars du Bâtard", after="new_bastards_boy")
def bastards_boy_drawn(roll: Roll, event: Event | None, ctx: PostContext) -> tuple[str, str]:
    what = ctx.label("roll_bastards_boy", pool=_pool(roll), role=ctx.display("bastards_boy"))
    return what, str(event.data.get("player", "")) if event is not None else roll.outcome


# -- setup -----------------------------------------------------------------------------------
def _rank_blocks(event: Event, ctx: PostContext) -> list[Block]:
    """The players by rank (``event.data["ranks"]``), the highest first, a list item a rank held
    under the event's "ranks" paragraph (W-S-1); nothing when no rank is held."""
    ranks: dict[str, str] = event.data.get("ranks", {})
    items = []
    for rank in _ranks(ctx):
        names = [name for name, r in ranks.items() if r == rank]
        if names:
            items.append(
                ctx.styled(
                    "rank_item",
                    rank=ctx.display(rank),
                    influence=_influence(ctx, rank),
                    count=len(names),
                    players=ctx.join(names),
                )
            )
    return [ctx.paragraph(event, "ranks"), BulletList(items)] if items else []


@block_builder(GAME, "game_start")
def game_start(event: Event, ctx: PostContext) -> list[Block]:
    """W-S-1, W-S-2: who holds which rank, who the Gars du Bâtard is; the seed's commitment."""
    data = event.data
    blocks: list[Block] = [ctx.paragraph(event, count=len(data.get("players", [])))]
    blocks += _rank_blocks(event, ctx)
    if data.get("bastards_boy"):
        blocks.append(ctx.paragraph(event, "bastards_boy", role=ctx.display("bastards_boy")))
    blocks.append(ctx.paragraph(event, "seed"))
    return blocks


@block_builder(GAME, "game_resumed")
def game_resumed(event: Event, ctx: PostContext) -> list[Block]:
    """W-S-16: a game taken over as it stands: the living players by rank, the dead already
    announced, the Gars du Bâtard, the new seed's commitment."""
    data = event.data
    blocks: list[Block] = [ctx.paragraph(event, phase=ctx.display(str(data.get("phase", ""))))]
    blocks += _rank_blocks(event, ctx)
    if data.get("dead"):
        blocks.append(ctx.paragraph(event, "dead", dead=ctx.join(data["dead"])))
    if data.get("bastards_boy"):
        blocks.append(ctx.paragraph(event, "bastards_boy", role=ctx.display("bastards_boy")))
    blocks.append(ctx.paragraph(event, "seed"))
    return blocks


@block_builder(GAME, "game_taken_over")
def game_taken_over(event: Event, ctx: PostContext) -> list[Block]:
    """W-S-16, for the GM: where the game was taken over, and every death with its cause."""
    data = event.data
    blocks: list[Block] = [ctx.paragraph(event, phase=ctx.display(str(data.get("phase", ""))))]
    deaths = []
    for name, d in (data.get("dead") or {}).items():
        cause = f", {d['cause']}" if d.get("cause") else ""
        label = "resumed_death" if d.get("public", True) else "resumed_death_hidden"
        deaths.append(
            ctx.label(
                label, player=name, turn=d.get("turn"), phase=ctx.display(d.get("phase", "")), cause=cause
            )
        )
    if deaths:
        blocks.append(ctx.paragraph(event, "dead", dead=ctx.join(deaths)))
    return blocks


@block_builder(GAME, "role_card")
def role_card(event: Event, ctx: PostContext) -> list[Block]:
    """W-S-5, W-S-15: what a player is told he is (the untold roles are not on the card)."""
    data = event.data
    rank, camp, place = data.get("rank", ""), data.get("camp", ""), data.get("hierarchy", "")
    roles: list[str] = list(data.get("roles", []))
    if ctx.view == "gm":
        card = [
            ctx.display(rank),
            ctx.display(camp),
            *([ctx.display(place)] if place else []),
            *(ctx.display(r) for r in roles),
        ]
        return [
            Paragraph(ctx.label("card_gm", card=", ".join(card), batch=_batch(ctx, data.get("batch", ""))))
        ]
    items: list[list[Inline]] = [
        ctx.styled(
            "card_rank", rank=ctx.display(rank), influence=data.get("influence", _influence(ctx, rank))
        ),
        ctx.styled("card_camp", camp=ctx.display(camp)),
    ]
    if place:
        items.append(ctx.styled("card_hierarchy", hierarchy=ctx.display(place)))
    items += [ctx.styled("card_role", role=ctx.display(role)) for role in roles]
    blocks: list[Block] = [ctx.paragraph(event), BulletList(items)]
    for key in dict.fromkeys([*roles, *([place] if place else []), camp]):
        blocks += _help(ctx, key)
    prophecies = data.get("prophecies") or {}
    if prophecies:  # W-S-12, W-P-3: what each prophecy asks for
        blocks += [Paragraph(ctx.styled("card_prophecies")), BulletList(_prophecies(ctx, prophecies))]
    return blocks


def _prophecies(ctx: PostContext, prophecies: dict[str, str]) -> list[list[Inline]]:
    glory_rank = _setting(ctx, "setup", "glory_rank", "captain")
    or_higher = ctx.label("or_higher") if _setting(ctx, "setup", "glory_or_higher", True) else ""
    items: list[list[Inline]] = []
    for key, target in prophecies.items():
        name = f"card_prophecy_{key}"
        if not ctx.wording.has("labels", name):
            items.append([ctx.label("pair", key=ctx.display(key), value=target)])
            continue
        items.append(
            ctx.styled(
                name,
                prophecy=ctx.display(key),
                target=target,
                rank=ctx.display("guard"),
                glory_rank=ctx.display(glory_rank),
                or_higher=or_higher,
            )
        )
    return items


@block_builder(GAME, "deal_summary")
def deal_summary(event: Event, ctx: PostContext) -> list[Block]:
    """W-S-16, for the GM: the hierarchy, the roles, the camps that are not loyalist."""
    data = event.data
    blocks: list[Block] = [
        ctx.paragraph(event, ghost_role=ctx.display("ghost"), ghost=data.get("ghost") or "—")
    ]
    lieutenants: dict[str, list[str]] = data.get("lieutenants", {})
    if lieutenants:
        rows = [(name, ctx.join(cubs) or "—") for name, cubs in lieutenants.items()]
        blocks.append(Table([ctx.display("lieutenant"), ctx.label("lieutenant_cubs")], rows))
    roles = data.get("roles", {})
    if roles:
        shown = [f"{name} ({', '.join(ctx.display(r) for r in rs)})" for name, rs in roles.items()]
        blocks.append(ctx.paragraph(event, "roles", roles=ctx.join(shown)))
    camps = {name: camp for name, camp in data.get("camps", {}).items() if camp != "loyalists"}
    if camps:
        blocks.append(
            ctx.paragraph(event, "camps", camps=ctx.join(f"{n} ({ctx.display(c)})" for n, c in camps.items()))
        )
    prophecies = data.get("prophecies", {})
    if prophecies:
        shown = [ctx.label("pair", key=ctx.display(k), value=v) for k, v in prophecies.items()]
        blocks.append(ctx.paragraph(event, "prophecies", prophecies=ctx.join(shown)))
    return blocks


# -- what a player learned ---------------------------------------------------------------------
@run_builder(GAME, "learned")
def learned(events: list[Event], ctx: PostContext) -> list[Block]:
    """Each fact a player learned (``knowledge.tell``): one list in his message, one table for the GM."""
    if ctx.view == "gm":
        rows = []
        for e in events:
            how = str(e.data.get("how", ""))
            how_text = ctx.label(f"how_{how}") if ctx.wording.has("labels", f"how_{how}") else how
            rows.append(
                (
                    ctx.join(e.audience.players),
                    e.data.get("about", ""),
                    _seen(ctx, e),
                    f"{how_text} ({e.rule})" if e.rule else how_text,
                )
            )
        return [ctx.table(["learned_who", "learned_about", "learned_seen_as", "learned_how"], rows)]
    # The Gars du Bâtard's message tells the confession in its own sentence (``interrogation``):
    # the same fact is not listed a second time.
    events = [e for e in events if e.data.get("how") != "interrogation"]
    if not events:
        return []
    items = [ctx.sentence(e, str(e.data.get("how", "")), seen_as=_seen(ctx, e)) for e in events]
    setup = all(e.data.get("how") == "setup" for e in events)
    return [Paragraph(ctx.label("learned_intro_setup" if setup else "learned_intro")), BulletList(items)]


def _seen(ctx: PostContext, event: Event) -> str:
    """What a player was seen as, whole (W-R-1, W-R-2: a lieutenant who is also Wyman Manderly is
    ``Lieutenant et Wyman Manderly``)."""
    whole = event.data.get("whole")
    if isinstance(whole, list) and whole:
        return ctx.join(ctx.display(str(k)) for k in whole)
    return ctx.display(str(event.data.get("seen_as", "")))


# -- assassinations ------------------------------------------------------------------------------
@block_builder(GAME, "assassination_victim")
def assassination_victim(event: Event, ctx: PostContext) -> list[Block]:
    return [ctx.paragraph(event, rank=ctx.display(event.data.get("rank", "")))]


@block_builder(GAME, "killed_by_guards")
def killed_by_guards(event: Event, ctx: PostContext) -> list[Block]:
    """W-A-13, for the GM: the cause of a death the public learns like any other."""
    return [ctx.paragraph(event, rank=ctx.display(event.data.get("rank", "")))]


@block_builder(GAME, "assassination_night")
def assassination_night(event: Event, ctx: PostContext) -> list[Block]:
    """W-A-14: the deaths are told one by one; a night without any says so."""
    if event.data.get("victims"):
        return []
    return [ctx.paragraph(event, "none")]


@block_builder(GAME, "sword_found")
def sword_found(event: Event, ctx: PostContext) -> list[Block]:
    threshold = _setting(ctx, "assassination", "sword_threshold", 5)
    return [ctx.paragraph(event, "gm" if ctx.view == "gm" else "", sword_threshold=threshold)]


@block_builder(GAME, "sword_handed")
def sword_handed(event: Event, ctx: PostContext) -> list[Block]:
    return [ctx.paragraph(event, "gm" if event.audience.to == "gm" else "")]


@block_builder(GAME, "pie")
def pie(event: Event, ctx: PostContext) -> list[Block]:
    real = event.data.get("real")
    return [ctx.paragraph(event, "" if real is None else "real" if real else "false")]


LOOKOUT_PROBLEMS = (
    "no-lookout",
    "lookout-dead",
    "lookout-not-wolf",
    "lookout-inside-squad",
    "lookout-already-watches-for-squad",
    "lookout-goes-through-passage",
)
"""Why a squad's lookout is absent: the squad_result event records the English sentence."""


@block_builder(GAME, "squad_result")
def squad_result(event: Event, ctx: PostContext) -> list[Block]:
    data = event.data
    lookout = data.get("lookout", "")
    if data.get("lookout_present", True):
        lookout_text = lookout or ctx.label("no_lookout")
    else:
        lookout_text = ctx.label(
            "lookout_absent",
            lookout=lookout or ctx.label("no_lookout"),
            problem=reworded(str(data.get("lookout_problem", "")), ctx.scenario, LOOKOUT_PROBLEMS),
        )
    return [
        ctx.paragraph(
            event,
            str(data.get("outcome", "")),
            lookout_text=lookout_text,
            sword_text=ctx.label("sword_mark") if data.get("sword") else "",
        )
    ]


@block_builder(GAME, "passage_result")
def passage_result(event: Event, ctx: PostContext) -> list[Block]:
    spotted = event.data.get("spotted") or ctx.label("nobody")
    return [ctx.paragraph(event, "real" if event.data.get("real") else "false", spotted_text=spotted)]


@block_builder(GAME, "seer_result")
def seer_result(event: Event, ctx: PostContext) -> list[Block]:
    role = str(event.data.get("role", ""))
    return [ctx.paragraph(event, role, seen_as=ctx.display(str(event.data.get("seen_as", ""))))]


@block_builder(GAME, "pie_result")
def pie_result(event: Event, ctx: PostContext) -> list[Block]:
    return [
        ctx.paragraph(
            event, real_text=ctx.label("passage_real" if event.data.get("real") else "passage_false")
        )
    ]


def _cause(ctx: PostContext, cause: str) -> str:
    if cause.startswith("squad "):
        return ctx.label("cause_squad", number=cause.removeprefix("squad "))
    return ctx.label(f"cause_{cause}") if ctx.wording.has("labels", f"cause_{cause}") else cause


@block_builder(GAME, "assassination_summary")
def assassination_summary(event: Event, ctx: PostContext) -> list[Block]:
    victims: dict[str, str] = event.data.get("victims", {})
    text = ctx.join(ctx.label("victim_cause", player=n, cause=_cause(ctx, c)) for n, c in victims.items())
    return [ctx.paragraph(event, victims_text=text or ctx.label("nobody"))]


# -- justice ---------------------------------------------------------------------------------------
@block_builder(GAME, "accused")
def accused(event: Event, ctx: PostContext) -> list[Block]:
    """W-J-1, W-J-2: each accused, who named him and the GV's justification (quoted as typed)."""
    blocks: list[Block] = [ctx.paragraph(event)]
    for item in event.data.get("accused", []):
        name, by, why = item.get("accused", ""), item.get("by", ""), item.get("justification", "")
        if not by:
            blocks.append(ctx.paragraph(event, "item_drawn", accused=name, by=""))
        elif why.strip():
            blocks.append(ctx.paragraph(event, "item", accused=name, by=by))
            blocks.append(Quote([Paragraph(why)]))
        else:
            blocks.append(ctx.paragraph(event, "item_plain", accused=name, by=by))
    revolt = _setting(ctx, "justice", "revolt", True)
    blocks.append(ctx.paragraph(event, "vote" if revolt else "vote_no_revolt", "vote"))
    return blocks


@block_builder(GAME, "justice_result")
def justice_result(event: Event, ctx: PostContext) -> list[Block]:
    """W-J-3..W-J-5: the votes (voter, vote, weight), the totals against the threshold, the revolt."""
    data = event.data
    executed = set(data.get("executed", []))
    threshold = data.get("threshold", 0)
    blocks: list[Block] = [ctx.paragraph(event)]
    if data.get("votes"):
        blocks.append(_vote_table(ctx, data["votes"]))
    totals: dict[str, int] = data.get("totals", {})
    rows = [
        (name, str(total), ctx.label("executed_mark" if name in executed else "spared_mark", accused=name))
        for name, total in totals.items()
    ]
    blocks.append(ctx.table(["accused_header", "votes_total", "outcome"], rows, ["left", "right", "left"]))
    divisor = _setting(ctx, "justice", "threshold_divisor", 3)
    blocks.append(ctx.paragraph(event, "totals", divisor=divisor, threshold=threshold))
    if data.get("not_voted"):
        blocks.append(ctx.paragraph(event, "not_voted"))
    if data.get("revolt_votes") or "revolt_counted" in data:
        blocks.append(ctx.paragraph(event, "revolt_counted" if "revolt_counted" in data else "revolt"))
    if not executed:
        blocks.append(ctx.paragraph(event, "nobody"))
    return blocks


@block_builder(GAME, "executed")
def executed(event: Event, ctx: PostContext) -> list[Block]:
    return [ctx.paragraph(event, rank=ctx.display(event.data.get("rank", "")))]


@block_builder(GAME, "interrogation")
def interrogation(event: Event, ctx: PostContext) -> list[Block]:
    data = event.data
    variant = "skipped" if data.get("skipped") else "revealed" if data.get("revealed") else "silent"
    return [ctx.paragraph(event, variant, seen_as=ctx.display(str(data.get("seen_as", ""))))]


@block_builder(GAME, "interrogated")
def interrogated(event: Event, ctx: PostContext) -> list[Block]:
    data = event.data
    return [
        ctx.paragraph(
            event,
            "revealed" if data.get("revealed") else "silent",
            seen_as=ctx.display(str(data.get("seen_as", ""))),
        )
    ]


@block_builder(GAME, "revolt_count")
def revolt_count(event: Event, ctx: PostContext) -> list[Block]:
    """W-J-5: the loyalists' votes for the revolt the GM counted, and whether it succeeds."""
    counted = event.data.get("counted", [])
    outcome = "yes" if event.data.get("success") else "no"
    return [ctx.paragraph(event, "" if counted else "none", count=len(counted), outcome=outcome)]


# -- elections ------------------------------------------------------------------------------------
@block_builder(GAME, "elections_open")
def elections_open(event: Event, ctx: PostContext) -> list[Block]:
    seats: dict[str, int] = event.data.get("seats", {})
    shown = [ctx.label("seat_count", rank=ctx.display(rank), seats=n) for rank, n in seats.items() if n]
    blocks: list[Block] = [ctx.paragraph(event, "" if shown else "none", seats_text=ctx.join(shown))]
    if ctx.wording.has("events", "elections_open_guesses"):  # W-E-10: the questionnaire, each time
        blocks.append(
            ctx.paragraph(
                event,
                "guesses",
                ghost_points=_points_text(ctx, _setting(ctx, "points", "guess_ghost", 1)),
                lieutenant_points=_points_text(ctx, _setting(ctx, "points", "guess_lieutenant", 0.5)),
                cub_points=_points_text(ctx, _setting(ctx, "points", "guess_cub", 0.25)),
            )
        )
    return blocks


def _one(count: Any) -> str:
    """The variant for a count of one (``election_round_one``: "un siège")."""
    return "one" if count == 1 else ""


@block_builder(GAME, "seats_unfilled")
def seats_unfilled(event: Event, ctx: PostContext) -> list[Block]:
    return [ctx.paragraph(event, _one(event.data.get("seats")), rank=ctx.display(event.data.get("rank", "")))]


@block_builder(GAME, "election_round")
def election_round(event: Event, ctx: PostContext) -> list[Block]:
    ranks = [ctx.display(r) for r in event.data.get("candidate_ranks", [])]
    return [
        ctx.paragraph(
            event,
            _one(event.data.get("seats")),
            rank=ctx.display(event.data.get("rank", "")),
            ranks_text=ctx.join(ranks, last="list_last_or"),
        )
    ]


@block_builder(GAME, "election_result")
def election_result(event: Event, ctx: PostContext) -> list[Block]:
    """W-E-1, W-E-9: the votes (a GV's weighs 10), the tallies, the elected and any draw."""
    data = event.data
    rank = ctx.display(data.get("rank", ""))
    elected = list(data.get("elected", []))
    drawn = set(data.get("tie", [])) & set(elected)
    blocks: list[Block] = [ctx.paragraph(event, rank=rank)]
    if data.get("votes"):
        blocks.append(_vote_table(ctx, data["votes"]))
    totals: dict[str, int] = data.get("totals", {})
    ranked = sorted(totals.items(), key=lambda kv: -kv[1])  # stable: the engine's order for ties
    rows = [
        (
            name,
            str(total),
            ctx.label("drawn_mark" if name in drawn else "elected_mark", player=name)
            if name in elected
            else "",
        )
        for name, total in ranked
        if total or name in elected
    ]
    if rows:
        blocks.append(ctx.table(["candidate", "votes_total", "outcome"], rows, ["left", "right", "left"]))
    one = "_one" if len(elected) == 1 else ""
    if elected:
        # W-E-9: a tie drawn, or (``seat_tie = "seat_order"``) settled by the seats' order
        how = "tie" if data.get("tie") else "seat_order" if data.get("seat_order_tie") else "elected"
        blocks.append(ctx.paragraph(event, how + one, rank=rank))
    if data.get("unfilled"):
        blocks.append(ctx.paragraph(event, "unfilled" + ("_one" if data["unfilled"] == 1 else ""), rank=rank))
    return blocks


@block_builder(GAME, "promoted")
def promoted(event: Event, ctx: PostContext) -> list[Block]:
    data = event.data
    return [
        ctx.paragraph(
            event,
            to_rank=ctx.display(data.get("to_rank", "")),
            from_rank=ctx.display(data.get("from_rank", "")),
        )
    ]


@block_builder(GAME, "role_lost")
def role_lost(event: Event, ctx: PostContext) -> list[Block]:
    return [ctx.paragraph(event, role=ctx.display(event.data.get("role", "")))]


@block_builder(GAME, "knights_drawn")
def knights_drawn(event: Event, ctx: PostContext) -> list[Block]:
    drawn = event.data.get("drawn") or []
    if not drawn:
        return [ctx.paragraph(event, "none")] if event.data.get("unfilled") else []
    if event.data.get("unfilled"):
        return [ctx.paragraph(event, "unfilled")]
    return [ctx.paragraph(event, _one(len(drawn)))]


@block_builder(GAME, "new_bastards_boy")
def new_bastards_boy(event: Event, ctx: PostContext) -> list[Block]:
    return [ctx.paragraph(event, role=ctx.display("bastards_boy"))]


@block_builder(GAME, "converted")
def converted(event: Event, ctx: PostContext) -> list[Block]:
    return [ctx.paragraph(event, camp=ctx.display(event.data.get("camp", "")))]


@block_builder(GAME, "new_role")
def new_role(event: Event, ctx: PostContext) -> list[Block]:
    role = str(event.data.get("role", ""))
    return [ctx.paragraph(event, role=ctx.display(role)), *_help(ctx, role)]


@block_builder(GAME, "became_lieutenant")
def became_lieutenant(event: Event, ctx: PostContext) -> list[Block]:
    return [ctx.paragraph(event, "" if event.data.get("cubs") else "alone")]


@block_builder(GAME, "lieutenant_vacant")
def lieutenant_vacant(event: Event, ctx: PostContext) -> list[Block]:
    return [ctx.paragraph(event, "ghost_dead" if event.data.get("reason") == "ghost_dead" else "")]


@block_builder(GAME, "lieutenant_replaced")
def lieutenant_replaced(event: Event, ctx: PostContext) -> list[Block]:
    return [ctx.paragraph(event, cubs_text=ctx.join(event.data.get("cubs", [])) or ctx.label("nobody"))]


# -- victory and the end report --------------------------------------------------------------------
@block_builder(GAME, "victory")
def victory(event: Event, ctx: PostContext) -> list[Block]:
    """W-V-1..W-V-3, said from the rule (the engine's ``reason`` is English, for the log)."""
    winner = str(event.data.get("winner", ""))
    below = _setting(ctx, "points", "worshippers_win_below", 15)
    return [ctx.paragraph(event, winner, winner=ctx.display(winner), below=below)]


@block_builder(GAME, "end_report")
def end_report(event: Event, ctx: PostContext) -> list[Block]:
    """W-P: every player's camp, rank, place and roles, state, points and their detail; the
    guesses of every turn; the Vervoyant's prophecies."""
    data = event.data
    players = sorted(data.get("players", []), key=lambda p: -float(p.get("points", 0)))
    rows = []
    for p in players:
        roles = [
            ctx.display(k)
            for k in ([p["hierarchy"]] if p.get("hierarchy") else []) + list(p.get("roles", []))
        ]
        # the player's name, for French agreement (« vivante », « morte au tour 3 »)
        state = (
            ctx.label("alive", player=p["name"])
            if p.get("alive")
            else ctx.label("dead_at", player=p["name"], turn=p.get("died_turn", 0))
        )
        detail = ", ".join(
            ctx.label(
                "point_line", what=ctx.display(str(line.get("key", ""))), points=ctx.number(line["points"])
            )
            for line in p.get("breakdown", [])
        )
        rows.append(
            (
                p["name"],
                ctx.display(p.get("camp", "")),
                ctx.display(p.get("rank", "")),
                ", ".join(roles) or ctx.label("no_role"),
                state,
                ctx.number(p.get("points", 0)),
                detail,
            )
        )
    blocks: list[Block] = [
        ctx.paragraph(event, winner=ctx.display(str(data.get("winner", "")))),
        ctx.table(
            ["player", "camp", "rank", "role", "state", "points", "detail"],
            rows,
            ["left", "left", "left", "left", "left", "right", "left"],
        ),
    ]
    guesses = data.get("guesses", [])
    if guesses:

        def named(g: dict, key: str) -> str:
            if not g.get(key):
                return ""
            return f"{g[key]} {ctx.label('right_mark') if g.get(f'{key}_right') else ctx.label('wrong_mark')}"

        grows = [
            (
                str(g.get("turn", "")),
                g["by"] + (f" {ctx.label('spectator_mark')}" if g.get("spectator") else ""),
                named(g, "cub"),
                named(g, "lieutenant"),
                named(g, "ghost"),
            )
            for g in guesses
        ]
        blocks.append(ctx.paragraph(event, "guesses"))
        blocks.append(
            Table(
                [
                    ctx.label("guess_turn"),
                    ctx.label("guess_by"),
                    ctx.display("cub"),
                    ctx.display("lieutenant"),
                    ctx.display("ghost"),
                ],
                grows,
            )
        )
    prophecies = data.get("prophecies", [])
    if prophecies:
        items = [
            ctx.styled(
                "prophecy_line",
                prophecy=ctx.display(p["prophecy"]),
                target=p["target"],
                outcome=ctx.label("prophecy_fulfilled" if p.get("fulfilled") else "prophecy_failed"),
            )
            for p in prophecies
        ]
        blocks += [
            ctx.paragraph(event, "prophecies", neutral_players=ctx.join(data.get("neutral", []))),
            BulletList(items),
        ]
    return blocks
