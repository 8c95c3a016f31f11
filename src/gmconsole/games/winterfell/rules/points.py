"""Victory (W-V) and the end report's points (W-P).

:func:`check_victory` runs after every resolution (``rules.py``, W-V-4). When a camp has won it
sets ``state.winner``, ``state.victory_rule`` and the phase ``over``, and emits a public
``victory`` event naming the rule, then a public ``end_report`` with every player's points and
their breakdown (also kept in ``state.scores``), the guesses of every turn (spectators' included,
W-P-5) and the Vervoyant's prophecies.

The conditions, in the order they are checked:

- W-V-1: the ghost is dead: the loyalists win at the end of the next assassination phase (the
  assassination module gives that phase no victims);
- W-V-2: a wolf sits among the GVs (he was elected): the wolves win, unless the ghost is dead
  ("S'il meurt, les Loups sont vaincus": from the ghost's death on, the wolves cannot win);
- W-V-3: worshippers are in play (one alive) and fewer than 15 players survive: they win.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from gmconsole.engine.events import PUBLIC
from gmconsole.engine.rules.base import Context
from gmconsole.games.winterfell.rules.settings import PointsSettings as PointsSettings
from gmconsole.games.winterfell.rules.settings import kept_per_scenario
from gmconsole.games.winterfell.rules.state import (
    ABEL,
    ASSASSINATION,
    CUB,
    GHOST,
    GREAT_VASSAL,
    GREENSEER,
    LIEUTENANT,
    LOYALISTS,
    NEUTRAL,
    OVER,
    RANKS,
    TURNCOAT,
    WOLVES,
    WORSHIPPERS,
    Guess,
    WinterfellPlayer,
    WinterfellState,
)

if TYPE_CHECKING:  # the scenario module imports this one for PointsSettings
    from gmconsole.games.winterfell.rules.scenario import WinterfellScenario


def _settings(scenario: WinterfellScenario) -> PointsSettings:
    return scenario.points


class _Table:
    """The points settings the victory check (after every resolution) and the end report read,
    read once per scenario: a pydantic model's field costs ~440 instructions a read (its class
    has a ``__getattr__``), and the settings are frozen, so the values never change."""

    __slots__ = (
        "scenario",
        "ghost_death_wins_after_next_assassination",
        "abel_counts_as_wolf",
        "worshippers_win_below",
        "guesses",
        "rank",
        "loyalist_roles",
        "wolf_hierarchy",
        "wolf_roles",
        "prophecy",
        "worshippers_win",
        "dead_guesses_score",
        "guesses_judged_at_end",
        "turncoat_guessed_as_cub",
    )

    def __init__(self, scenario: WinterfellScenario) -> None:
        settings = _settings(scenario)
        self.scenario = scenario
        self.ghost_death_wins_after_next_assassination = settings.ghost_death_wins_after_next_assassination
        self.abel_counts_as_wolf = settings.abel_counts_as_wolf
        self.worshippers_win_below = settings.worshippers_win_below
        # W-P-1: each part of a guess, the field that says it was right and its points.
        self.guesses = (
            (GHOST, "ghost_right", settings.guess_ghost),
            (LIEUTENANT, "lieutenant_right", settings.guess_lieutenant),
            (CUB, "cub_right", settings.guess_cub),
        )
        self.rank = settings.rank
        self.loyalist_roles = settings.loyalist_roles
        self.wolf_hierarchy = settings.wolf_hierarchy
        self.wolf_roles = settings.wolf_roles
        self.prophecy = settings.prophecy
        self.worshippers_win = settings.worshippers_win
        self.dead_guesses_score = settings.dead_guesses_score
        elections = scenario.elections
        self.guesses_judged_at_end = elections.guesses_judged == "at_end"
        self.turncoat_guessed_as_cub = elections.turncoat_guessed_as_cub


_table = kept_per_scenario(_Table)  # the last scenario's table kept: a game runs on one


def judged_guesses(state: WinterfellState, scenario: WinterfellScenario) -> list[Guess]:
    """The guesses as they score (W-E-10): as judged when made (the default: ``state.guesses``
    itself), or, with ``guesses_judged = "at_end"``, judged again against the roles the named
    players hold at the end of the game (or held at their death)."""
    table = _table(scenario)
    if not table.guesses_judged_at_end:
        return state.guesses
    as_cub = table.turncoat_guessed_as_cub

    def holds(name: str, place: str) -> bool:
        if not name:
            return False
        p = state.wp(name)
        return p.hierarchy == place and (place != CUB or as_cub or TURNCOAT not in p.roles)

    return [
        replace(
            g,
            cub_right=holds(g.cub, CUB),
            lieutenant_right=holds(g.lieutenant, LIEUTENANT),
            ghost_right=holds(g.ghost, GHOST),
        )
        for g in state.guesses
    ]


# -- victory ---------------------------------------------------------------------------------
def is_wolf_for_victory(p: WinterfellPlayer, settings: PointsSettings) -> bool:
    """W-V-2: a wolf (the wolves' camp; Abel only if the scenario says so; never the turncoat)."""
    return p.camp == WOLVES and (ABEL not in p.roles or settings.abel_counts_as_wolf)


def victory(state: WinterfellState, ctx: Context) -> tuple[str, str, str] | None:
    """The winner, the rule and the reason if a camp has won after the resolution ``ctx`` ran."""
    settings = _table(ctx.scenario)  # type: ignore[arg-type]
    return _victory(state, ctx, settings, state.ghost(), state.living_index())


def _victory(
    state: WinterfellState, ctx: Context, settings: _Table, ghost: WinterfellPlayer | None, index: Any
) -> tuple[str, str, str] | None:
    """``victory`` with the points table, the ghost (dead or alive: the one of the hierarchy,
    W-S-3) and the index of the living read by the caller."""
    # This runs after every resolution: each condition reads only the fields it needs.
    # The living counted and a wolf GV looked for in the state's index (no scan of the players).
    living = index.count
    wolf_gv = False
    abel_wolf = settings.abel_counts_as_wolf
    for p in index.ranks.get(GREAT_VASSAL, ()):
        if p.camp == WOLVES and (abel_wolf or ABEL not in p.roles):
            wolf_gv = True  # is_wolf_for_victory, inline
            break
    if ghost is not None and not ghost.alive:
        if not settings.ghost_death_wins_after_next_assassination:
            return LOYALISTS, "W-V-1", f"the ghost {ghost.name} is dead"
        ended_assassination = ctx.phase == ASSASSINATION and state.phase != ASSASSINATION
        if ended_assassination and ghost.died_turn < ctx.turn:
            return LOYALISTS, "W-V-1", f"the ghost {ghost.name} died at turn {ghost.died_turn}"
    if wolf_gv and (ghost is None or ghost.alive):  # W-V-1: after the ghost's death, no W-V-2
        scenario: WinterfellScenario = ctx.scenario  # type: ignore[assignment]
        wolves = [
            p.name for p in state.with_rank(GREAT_VASSAL) if is_wolf_for_victory(p, _settings(scenario))
        ]
        return WOLVES, "W-V-2", f"{', '.join(wolves)}, a wolf, sits among the Grands Vassaux"
    if living < settings.worshippers_win_below and any(
        p.alive and p.camp == WORSHIPPERS for p in state.players
    ):
        return WORSHIPPERS, "W-V-3", f"{living} survivors, fewer than {settings.worshippers_win_below}"
    return None


def victory_kept(state: WinterfellState, ctx: Context) -> tuple[str, str, str] | None:
    """``victory``, made again only when something it reads may have changed since a check last
    found no winner (``state.victory_seen``): a death, a promotion or a role changed (the index of
    the living players follows them all, ``changes``), another scenario. A verdict is kept only
    while the ghost lives and at least ``worshippers_win_below`` players do: then the ghost's
    death (W-V-1) and the Grands Vassaux (W-V-2) are all it hangs on, and both move the index
    (a camp changes only by a Grand Vassal's conversion to the worshippers, which W-V-2 does not
    read). The elections' ``game_won`` (in the middle of a resolution) and ``check_victory``
    (after it) share the verdict: the second finds it when nothing moved in between.
    tests/games/winterfell/test_victory_kept.py compares it with the whole check after every
    step of random games."""
    index = state.living_index()
    seen = state.victory_seen
    scenario = ctx.scenario
    if seen is not None and seen[0] is index and seen[1] == index.changes and seen[2] is scenario:
        return None  # nothing it reads changed since the last check found no winner
    settings = _table(scenario)  # type: ignore[arg-type]
    ghost = state.ghost()
    won = _victory(state, ctx, settings, ghost, index)
    if won is None and (ghost is None or ghost.alive) and index.count >= settings.worshippers_win_below:
        # (the index kept itself, not its id: a new index is never taken for this one)
        state.victory_seen = (index, index.changes, scenario)
    return won


def check_victory(state: WinterfellState, ctx: Context) -> None:
    """W-V-4: after every resolution, end the game if a camp has won (``victory_kept``)."""
    if state.over:
        return
    won = victory_kept(state, ctx)
    if won is None:
        return
    winner, rule, reason = won
    state.winner, state.victory_rule = winner, rule
    state.phase, state.step = OVER, ""
    ctx.record("victory", PUBLIC, rule, {"winner": winner, "reason": reason, "turn": state.turn})
    scenario: WinterfellScenario = ctx.scenario  # type: ignore[assignment]
    state.scores = _scores(state, scenario)
    # The report, its points lines included, made when the events are read (a simulator never
    # reads them): from the state, which the rules no longer change (the game is over: every
    # order is refused). The same data ``end_report`` makes.
    ctx.record_made("end_report", PUBLIC, "W-P-1", end_report, (state, scenario))


# -- points ----------------------------------------------------------------------------------
def _item(item: str, key: str, points: float, **more: object) -> dict[str, Any]:
    return {"item": item, "key": key, "points": points, **more}


def breakdown(
    state: WinterfellState,
    scenario: WinterfellScenario,
    p: WinterfellPlayer,
    guesses_by: dict[str, list[Guess]] | None = None,
) -> list[dict[str, Any]]:
    """The lines of ``p``'s points (empty when his camp did not win), W-P-1..4.

    ``guesses_by``: ``state.guesses`` grouped by guesser (in order), when the caller has them
    (``end_report`` groups them once rather than scanning every guess for every player)."""
    settings = _table(scenario)
    winner = state.winner
    lines: list[dict[str, Any]] = []
    if p.camp == LOYALISTS and winner == LOYALISTS:  # W-P-1
        mine = judged_guesses(state, scenario) if guesses_by is None else guesses_by.get(p.name, ())
        for g in mine:
            if g.by != p.name or g.spectator or (not g.alive and not settings.dead_guesses_score):
                continue
            for key, right, points in settings.guesses:
                if getattr(g, right):
                    # (``_item``'s dict, written out here and below: a call with keywords costs
                    # more than the dict)
                    lines.append(
                        {
                            "item": "guess",
                            "key": key,
                            "points": points,
                            "turn": g.turn,
                            "named": getattr(g, key),
                        }
                    )
        lines.append({"item": "rank", "key": p.rank, "points": settings.rank.get(p.rank, 0)})
        for role in p.roles:
            if role in settings.loyalist_roles:
                lines.append({"item": "role", "key": role, "points": settings.loyalist_roles[role]})
    elif p.camp == WOLVES and winner == WOLVES:  # W-P-2
        lines.append({"item": "rank", "key": p.rank, "points": settings.rank.get(p.rank, 0)})
        if p.hierarchy in settings.wolf_hierarchy:
            lines.append(
                {"item": "hierarchy", "key": p.hierarchy, "points": settings.wolf_hierarchy[p.hierarchy]}
            )
        for role in p.roles:
            if role in settings.wolf_roles:
                lines.append({"item": "role", "key": role, "points": settings.wolf_roles[role]})
    elif p.camp == WORSHIPPERS and winner == WORSHIPPERS:  # W-P-4
        lines.append({"item": "victory", "key": WORSHIPPERS, "points": settings.worshippers_win})
    if GREENSEER in p.roles and winner != WORSHIPPERS:  # W-P-3
        for prophecy, fulfilled in prophecies(state, scenario).items():
            if fulfilled:
                lines.append(
                    _item("prophecy", prophecy, settings.prophecy, target=state.prophecies[prophecy])
                )
    return [line for line in lines if line["points"]] if lines else lines  # most lose: no lines


def prophecies(state: WinterfellState, scenario: WinterfellScenario) -> dict[str, bool]:
    """Whether each of the Vervoyant's prophecies is fulfilled at the end (W-S-12, W-P-3)."""
    out: dict[str, bool] = {}
    setup = scenario.setup
    for key, name in state.prophecies.items():
        target = state.wp(name)
        if key == "life":
            out[key] = target.alive
        elif key == "death":
            out[key] = not target.alive
        elif key == "glory":
            wanted = RANKS.index(setup.glory_rank)
            reached = RANKS.index(target.rank)
            out[key] = reached == wanted or (setup.glory_or_higher and reached < wanted)
    return out


def _lines(state: WinterfellState, scenario: WinterfellScenario) -> list[list[dict[str, Any]]]:
    """Each player's points lines (``breakdown``), in the players' order."""
    guesses_by: dict[str, list[Guess]] = {}
    for g in judged_guesses(state, scenario):
        guesses_by.setdefault(g.by, []).append(g)
    winner = state.winner
    # A player of another camp than the winner's scores nothing but the Vervoyant's prophecies
    # (W-P-1..4): no call for the many who lose.
    return [
        breakdown(state, scenario, p, guesses_by) if p.camp == winner or GREENSEER in p.roles else []
        for p in state.players
    ]


def _scores(state: WinterfellState, scenario: WinterfellScenario) -> dict[str, float]:
    """Each player's points, ``_sum(breakdown(...))`` without the lines: the same additions in
    the same order, the lines worth 0 left out as ``breakdown`` leaves them out (the sum of
    none is the integer 0). The victory needs the sums (``state.scores``), only the end report
    reads the lines: they are made when its event is read (issue 17).
    tests/games/winterfell/test_points_scores.py compares the two on random games' ends."""
    settings = _table(scenario)
    winner = state.winner
    scores: dict[str, float] = {}
    guesses_by: dict[str, list[Guess]] | None = None
    rank_points = settings.rank
    for p in state.players:
        camp = p.camp
        total: float = 0
        if camp == winner:
            if camp == LOYALISTS:  # W-P-1
                if guesses_by is None:
                    guesses_by = {}
                    for g in judged_guesses(state, scenario):
                        guesses_by.setdefault(g.by, []).append(g)
                for g in guesses_by.get(p.name, ()):
                    if g.spectator or (not g.alive and not settings.dead_guesses_score):
                        continue
                    for _, right, points in settings.guesses:
                        if points and getattr(g, right):
                            total += points
                points = rank_points.get(p.rank, 0)
                if points:
                    total += points
                roles = settings.loyalist_roles
                for role in p.roles:
                    if role in roles:
                        points = roles[role]
                        if points:
                            total += points
            elif camp == WOLVES:  # W-P-2
                points = rank_points.get(p.rank, 0)
                if points:
                    total += points
                hierarchy = settings.wolf_hierarchy
                if p.hierarchy in hierarchy:
                    points = hierarchy[p.hierarchy]
                    if points:
                        total += points
                roles = settings.wolf_roles
                for role in p.roles:
                    if role in roles:
                        points = roles[role]
                        if points:
                            total += points
            elif camp == WORSHIPPERS:  # W-P-4
                points = settings.worshippers_win
                if points:
                    total += points
        if GREENSEER in p.roles and winner != WORSHIPPERS:  # W-P-3
            points = settings.prophecy
            if points:
                for fulfilled in prophecies(state, scenario).values():
                    if fulfilled:
                        total += points
        scores[p.name] = total
    return scores


def _sum(lines: list[dict[str, Any]]) -> float:
    """A player's points: the sum of his lines' (0 without any)."""
    return sum(line["points"] for line in lines) if lines else 0


def end_report(state: WinterfellState, scenario: WinterfellScenario) -> dict[str, Any]:
    """The end report: winner, every player's secrets, points and breakdown, guesses, prophecies."""
    return _report(state, scenario, _lines(state, scenario))


def _report(
    state: WinterfellState, scenario: WinterfellScenario, lines_of: list[list[dict[str, Any]]]
) -> dict[str, Any]:
    """``end_report`` with each player's points lines given (``_lines``)."""
    players = []
    for p, lines in zip(state.players, lines_of):
        players.append(
            {
                "name": p.name,
                "camp": p.camp,
                "rank": p.rank,
                "hierarchy": p.hierarchy,
                "roles": list(p.roles),
                "alive": p.alive,
                "died_turn": p.died_turn,
                "points": _sum(lines),
                "breakdown": lines,
            }
        )
    scorers = {p.name for p in state.players if p.camp == LOYALISTS}
    dead_score = _settings(scenario).dead_guesses_score  # read once, not per guess
    guesses = [
        {
            "turn": g.turn,
            "by": g.by,
            "cub": g.cub,
            "lieutenant": g.lieutenant,
            "ghost": g.ghost,
            "spectator": g.spectator,
            "alive": g.alive,
            "cub_right": g.cub_right,
            "lieutenant_right": g.lieutenant_right,
            "ghost_right": g.ghost_right,
            "scores": g.by in scorers and not g.spectator and (g.alive or dead_score),
        }
        for g in judged_guesses(state, scenario)
    ]
    fulfilled = prophecies(state, scenario)
    return {
        "winner": state.winner,
        "victory_rule": state.victory_rule,
        "turn": state.turn,
        "players": players,
        "guesses": guesses,
        "prophecies": [
            {"prophecy": k, "target": v, "fulfilled": fulfilled.get(k, False)}
            for k, v in state.prophecies.items()
        ],
        "neutral": [p.name for p in state.players if p.camp == NEUTRAL],
    }
