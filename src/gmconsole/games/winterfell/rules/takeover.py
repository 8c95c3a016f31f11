"""Taking over a Winterfell game already running on the forum (issue 12, W-S-16).

A GM who inherits a game at turn 4 enters it as it stands, not its deal: the turn and phase to
start from, every player's rank now (after the past elections), camp, place in the hierarchy,
roles and lieutenant, the dead (turn, phase, cause, told to the public or not), the sword's
holder and since when, Ben's past protections, the passage, the prophecies, and what each player
already knows. ``take_over`` checks all of it against the rules, each refusal naming the key
(``players.Theon.dead.turn``, ``state.sword.holder``), and builds the state the phases go on
from with the same engine. Nothing is rolled: the seed serves the dice from now on.

The description (``running``) is what ``scenarios.load_running`` reads from the file::

    {"state": {"turn": 4, "phase": "assassination", ...},
     "players": {"Theon": {"rank": "guard", "hierarchy": "cub", "lieutenant": "Roose",
                           "dead": {"turn": 2, "phase": "justice", "cause": "executed"}}, ...}}

The format, with a complete example, is in ``docs/orders.md`` (Taking over a running game).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from gmconsole.engine.dice import seed_commitment
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.events import GM, PUBLIC
from gmconsole.engine.names import fold
from gmconsole.engine.rules.base import Context, RosterEntry, check_roster_names
from gmconsole.engine.worded import worded
from gmconsole.games.winterfell.rules import assassination, elections, points
from gmconsole.games.winterfell.rules.seers import IDENTITIES
from gmconsole.games.winterfell.rules.setup import PLACES, _key, what_word
from gmconsole.games.winterfell.rules.state import (
    ABEL,
    ASSASSINATION,
    BASTARDS_BOY,
    BEN_BONES,
    CAMPS,
    CUB,
    ELECTIONS,
    GHOST,
    GREAT_VASSAL,
    GREENSEER,
    GUARD,
    HOODED_MAN,
    LIEUTENANT,
    LOYALISTS,
    MANDERLY,
    NEUTRAL,
    PHASES,
    RANKS,
    REEK,
    ROLES,
    TURNCOAT,
    WHORESBANE,
    WOLVES,
    WORSHIPPERS,
    PassageState,
    SwordState,
    WinterfellPlayer,
    WinterfellState,
)

if TYPE_CHECKING:  # pragma: no cover
    from gmconsole.games.winterfell.rules.scenario import WinterfellScenario

STATE_KEYS = (
    "turn",
    "phase",
    "worshippers",
    "revolt_turn",
    "ben_protected",
    "prophecies",
    "sword",
    "passage",
    "initial_knowledge",
)
PLAYER_KEYS = ("rank", "camp", "hierarchy", "roles", "lieutenant", "dead", "knows")
DEAD_KEYS = ("turn", "phase", "cause", "public")
SWORD_KEYS = ("holder", "held_since_turn", "struck_turn")
PASSAGE_KEYS = ("real", "usable_turn")
PROPHECIES = ("life", "death", "glory")
GAME = "winterfell"
RUNNING = "the running game"
"""Where a problem of the whole file is (worded ``takeover-the-running-game``)."""
SEEN_AS = tuple(dict.fromkeys((*RANKS, *CAMPS, *PLACES, *ROLES, *IDENTITIES)))
"""What a player may be known as (``knows``): a rank, a camp, a place, a role, a seer's answer."""


def _refuse(where: str, key: str, rule: str = "W-S-16", player: str = "", **values: Any) -> RuleViolation:
    """The refusal ``where: problem``, the problem worded by ``key`` (``takeover-...`` in the
    game's wording files): English in the record, the game's language on the GM's screen."""
    problem = worded(GAME, key, **values)
    shown_where: object = worded(GAME, "takeover-the-running-game") if where == RUNNING else where
    return RuleViolation.of("text-2", game=GAME, rule=rule, player=player, where=shown_where, problem=problem)


def _unknown_keys(where: str, table: Any, allowed: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(table, dict):
        raise _refuse(where, "takeover-expected-table", value=repr(table))
    extra = [k for k in table if k not in allowed]
    if extra:
        raise _refuse(where, "takeover-unknown-key", name=repr(extra[0]), allowed=", ".join(allowed))
    return table


def _int(where: str, value: Any, low: int = 0, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _refuse(where, "takeover-whole-number", value=repr(value))
    if value < low or (high is not None and value > high):
        if high is not None:
            raise _refuse(where, "takeover-out-of-range", value=str(value), low=str(low), high=str(high))
        raise _refuse(where, "takeover-out-of-range-low", value=str(value), low=str(low))
    return value


def _bool(where: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise _refuse(where, "takeover-boolean", value=repr(value))
    return value


class _Names:
    """The roster's names, and the GM's spelling of them (folded, aliases)."""

    def __init__(self, roster: list[RosterEntry]) -> None:
        self.by_fold: dict[str, str] = {}
        for e in roster:
            self.by_fold[fold(e.name)] = e.name
        for e in roster:
            for alias in e.aliases:
                self.by_fold.setdefault(fold(alias), e.name)

    def __call__(self, where: str, value: Any) -> str:
        found = self.by_fold.get(fold(value)) if isinstance(value, str) else None
        if found is None:
            raise _refuse(where, "takeover-not-in-roster", value=repr(value))
        return found


def take_over(
    scenario: WinterfellScenario, roster: list[RosterEntry], seed: str, running: dict[str, Any]
) -> tuple[WinterfellState, Context]:
    """The state of a running game, checked against the rules; the game goes on from it."""
    check_roster_names(roster)
    running = _unknown_keys(RUNNING, running, ("state", "players"))
    top = _unknown_keys("state", running.get("state", {}), STATE_KEYS)
    facts = running.get("players", {})
    if not isinstance(facts, dict):
        raise _refuse("players", "takeover-one-table-per-player")
    names = _Names(roster)
    strays = [n for n in facts if n not in {e.name for e in roster}]
    if strays:
        raise _refuse(f"players.{strays[0]}", "takeover-stray")
    if "turn" not in top:
        raise _refuse("state.turn", "takeover-turn-missing")
    turn = _int("state.turn", top["turn"], 1)
    phase = _key(top.get("phase", ASSASSINATION), PHASES, what_word("phase"), "state.phase", scenario)
    start = (turn, PHASES.index(phase))

    players = []
    dead_info: dict[str, dict[str, Any]] = {}
    knows: dict[str, dict[str, str]] = {}
    worshippers_flag = top.get("worshippers")
    if worshippers_flag is not None:
        worshippers_flag = _bool("state.worshippers", worshippers_flag)
    for seat, entry in enumerate(roster, start=1):
        who = entry.name
        where = f"players.{who}"
        f = _unknown_keys(where, facts.get(who, {}), PLAYER_KEYS)
        if "rank" not in f:
            raise _refuse(f"{where}.rank", "takeover-rank-missing", player=who)
        rank = _key(f["rank"], RANKS, what_word("rank"), f"{where}.rank", scenario)
        place = _key(
            f.get("hierarchy", ""), (*PLACES, ""), what_word("place"), f"{where}.hierarchy", scenario
        )
        raw_roles = f.get("roles", [])
        raw_roles = [raw_roles] if isinstance(raw_roles, str) else raw_roles
        if not isinstance(raw_roles, list):
            raise _refuse(f"{where}.roles", "takeover-roles-list", player=who)
        roles = [_key(r, (*ROLES, ""), what_word("role"), f"{where}.roles", scenario) for r in raw_roles]
        roles = sorted({r for r in roles if r}, key=ROLES.index)
        lieutenant = names(f"{where}.lieutenant", f["lieutenant"]) if "lieutenant" in f else ""
        camp = (
            _key(f["camp"], CAMPS, what_word("camp"), f"{where}.camp", scenario)
            if "camp" in f
            else _derived_camp(rank, place, roles, bool(worshippers_flag))
        )
        p = WinterfellPlayer(
            name=who,
            seat=seat,
            aliases=list(entry.aliases),
            gender=entry.gender,
            camp=camp,
            roles=roles,
            rank=rank,
            hierarchy=place,  # type: ignore[arg-type]
            lieutenant=lieutenant,
        )
        if "dead" in f:
            d = _unknown_keys(f"{where}.dead", f["dead"], DEAD_KEYS)
            if "turn" not in d:
                raise _refuse(f"{where}.dead.turn", "takeover-death-turn-missing", player=who)
            p.died_turn = _int(f"{where}.dead.turn", d["turn"], 1, turn)
            p.died_phase = _key(
                d.get("phase", ASSASSINATION), PHASES, what_word("phase"), f"{where}.dead.phase", scenario
            )
            if (p.died_turn, PHASES.index(p.died_phase)) >= start:
                raise _refuse(
                    f"{where}.dead",
                    "takeover-died-too-late",
                    player=who,
                    died=str(p.died_turn),
                    died_phase=p.died_phase,
                    died_phase_shown=scenario.display(p.died_phase),
                    turn=str(turn),
                    phase=phase,
                    phase_shown=scenario.display(phase),
                )
            cause = d.get("cause", "")
            if not isinstance(cause, str):
                raise _refuse(f"{where}.dead.cause", "takeover-text-expected", player=who)
            public = _bool(f"{where}.dead.public", d.get("public", True))
            p.alive = False
            dead_info[who] = {"turn": p.died_turn, "phase": p.died_phase, "cause": cause, "public": public}
        if "knows" in f:
            table = f["knows"]
            if not isinstance(table, dict):
                raise _refuse(f"{where}.knows", "takeover-knows-table", player=who)
            knows[who] = {
                names(f"{where}.knows", about): _key(
                    seen, SEEN_AS, what_word("identity"), f"{where}.knows.{about}", scenario
                )
                for about, seen in table.items()
            }
        players.append(p)

    state = WinterfellState(seed=seed, seed_sha256=seed_commitment(seed), players=players)
    state.turn, state.phase, state.step = turn, phase, ""
    _check_players(state, scenario, start)
    state.worshippers_in_play = (
        worshippers_flag
        if worshippers_flag is not None
        else any(p.camp == WORSHIPPERS for p in state.players)
    )
    if any(p.camp == WORSHIPPERS for p in state.players) and not state.worshippers_in_play:
        raise _refuse("state.worshippers", "takeover-worshippers-false", rule="W-S-14")
    state.deaths_not_public = [n for n, d in dead_info.items() if not d["public"]]
    _check_ghost(state, scenario, start)
    state.revolt_turn = _int("state.revolt_turn", top.get("revolt_turn", 0), 0, turn)
    state.prophecies = _prophecies(state, top, names)
    state.ben_protected = _ben_protected(state, top, names)
    state.sword = _sword(state, scenario, top, names)
    state.passage = _passage(state, scenario, top)
    ctx = Context(state, scenario)
    won = points.victory(state, ctx)
    if won is not None:
        winner, rule, reason = won
        raise _refuse(RUNNING, "takeover-already-won", rule, winner=scenario.display(winner), reason=reason)
    _knowledge(state, top, knows)
    _tell(state, scenario, ctx, dead_info)
    if phase == ASSASSINATION:
        assassination.open_phase(state, ctx)
    elif phase == ELECTIONS:
        elections.open_phase(state, ctx)
    return state, ctx


def _derived_camp(rank: str, place: str, roles: list[str], worshippers: bool) -> str:
    """A camp left out: the one the roles and the place give (W vocabulary)."""
    if TURNCOAT in roles or HOODED_MAN in roles or BEN_BONES in roles:
        return LOYALISTS
    if place or ABEL in roles:
        return WOLVES
    if GREENSEER in roles:
        return NEUTRAL
    if rank == GREAT_VASSAL and worshippers:
        return WORSHIPPERS
    return LOYALISTS


def _check_players(state: WinterfellState, scenario: WinterfellScenario, start: tuple[int, int]) -> None:
    """Each player's camp, place and roles as the rules allow them in a running game."""
    s = scenario.setup
    counts = {
        TURNCOAT: s.turncoats,
        MANDERLY: s.manderly,
        WHORESBANE: s.whoresbane,
        HOODED_MAN: s.hooded_men,
        REEK: s.max_reeks(),
        BEN_BONES: 1 if s.ben_percent > 0 else 0,
        GREENSEER: s.greenseer,
        ABEL: s.abel,
        BASTARDS_BOY: s.bastards_boy,
    }
    names = {p.name for p in state.players}
    for p in state.players:
        where, who = f"players.{p.name}", p.name
        own = [r for r in p.roles if r != BASTARDS_BOY]
        if len(own) > 1:
            raise _refuse(
                f"{where}.roles",
                "takeover-one-stacking-role",
                "W-S-13b",
                who,
                roles=", ".join(own),
                roles_shown=", ".join(scenario.display(r) for r in own),
            )
        for r in p.roles:
            if not counts[r]:
                raise _refuse(
                    f"{where}.roles",
                    "takeover-role-not-in-scenario",
                    "W-SC-1",
                    who,
                    role=repr(scenario.display(r)),
                )
        role = own[0] if own else ""
        in_h = bool(p.hierarchy)

        def need(ok: bool, key: str, rule: str, **values: Any) -> None:
            if not ok:
                raise _refuse(where, key, rule, who, **values)  # noqa: B023

        if p.lieutenant:
            need(p.hierarchy == CUB, "takeover-lieutenant-not-cub", "W-S-4", lieutenant=p.lieutenant)
            lt = state.wp(p.lieutenant)
            need(
                lt.hierarchy == LIEUTENANT, "takeover-lieutenant-not-lieutenant", "W-S-4", lieutenant=lt.name
            )
        if p.alive and p.hierarchy == CUB and s.lieutenants and p.lieutenant not in names:
            need(False, "takeover-cub-names-lieutenant", "W-S-4")
        if in_h:
            need(
                p.rank in s.wolf_ranks or p.rank == GREAT_VASSAL,
                "takeover-rank-not-in-hierarchy",
                "W-S-3",
                rank=p.rank,
                rank_shown=scenario.display(p.rank),
            )
            if role == TURNCOAT:
                need(p.camp == LOYALISTS, "takeover-turncoat-loyalist", "W-S-6")
            else:
                need(
                    p.camp == WOLVES,
                    "takeover-hierarchy-wolves",
                    "W-S-3",
                    camp=p.camp,
                    camp_shown=scenario.display(p.camp),
                )
        if p.hierarchy == GHOST:
            need(not role, "takeover-ghost-no-role", "W-S-13b")
        if role in (TURNCOAT, MANDERLY, WHORESBANE):
            need(in_h, "takeover-role-in-hierarchy", "W-S-6", role=scenario.display(role))
        if role in (MANDERLY, WHORESBANE):
            need(p.camp == WOLVES, "takeover-role-wolf", "W-S-7", role=scenario.display(role))
        if role == ABEL:
            need(p.camp == WOLVES, "takeover-abel-wolf", "W-S-13")
            need(
                in_h == s.abel_in_hierarchy,
                "takeover-abel-place",
                "W-S-13",
            )
        if role in (BEN_BONES, HOODED_MAN):
            need(
                not in_h and p.camp in (LOYALISTS, WORSHIPPERS),
                "takeover-role-loyalist",
                "W-S-9",
                role=scenario.display(role),
            )
        if role == GREENSEER:
            need(not in_h and p.camp == NEUTRAL, "takeover-greenseer-neutral", "W-S-12")
        if role == REEK:
            need(
                (in_h and p.camp == WOLVES) or (not in_h and p.camp in (LOYALISTS, WORSHIPPERS)),
                "takeover-reek",
                "W-S-10",
            )
        if p.camp == NEUTRAL:
            need(role == GREENSEER, "takeover-only-greenseer-neutral", "W-S-12")
        if p.camp == WORSHIPPERS:
            need(p.rank == GREAT_VASSAL, "takeover-worshippers-gv", "W-S-14")
        if p.camp == WOLVES and not in_h:
            need(role == ABEL, "takeover-only-abel-outside", "W-S-13")
        if BASTARDS_BOY in p.roles and p.alive:
            need(p.rank == GUARD, "takeover-bastards-boy-guard", "W-S-2")
    held = Counter(r for p in state.players for r in p.roles if p.alive or r != BASTARDS_BOY)
    for role, n in held.items():
        if n > counts[role]:
            holders = [p.name for p in state.players if role in p.roles]
            raise _refuse(
                "players",
                "takeover-too-many-holders",
                "W-S-16",
                count=str(n),
                role=scenario.display(role),
                holders=", ".join(holders),
                allowed=str(counts[role]),
            )
    living = Counter(p.rank for p in state.players if p.alive)
    for rank in RANKS[:-1]:
        seats = scenario.rank(rank).count
        if living[rank] > seats:
            holders = [p.name for p in state.players if p.alive and p.rank == rank]
            raise _refuse(
                "players",
                "takeover-too-many-rank",
                "W-E-1",
                count=str(living[rank]),
                rank=scenario.display(rank),
                holders=", ".join(holders),
                seats=str(seats),
            )
    gv_camps = {p.camp for p in state.players if p.alive and p.rank == GREAT_VASSAL and not p.hierarchy} - {
        NEUTRAL
    }
    if {LOYALISTS, WORSHIPPERS} <= gv_camps:
        raise _refuse(
            "players",
            "takeover-gv-mixed",
            "W-E-8",
        )


def _check_ghost(state: WinterfellState, scenario: WinterfellScenario, start: tuple[int, int]) -> None:
    """One ghost, dead or alive; the lieutenants the scenario has at most (W-S-3, W-V-1)."""
    ghosts = [p for p in state.players if p.hierarchy == GHOST]
    if len(ghosts) != 1:
        shown = ", ".join(p.name for p in ghosts)
        key = "takeover-one-ghost" if shown else "takeover-one-ghost-none"
        raise _refuse("players", key, "W-S-3", given=shown)
    s = scenario.setup
    members = state.hierarchy(alive=False)
    if len(members) > s.max_wolves():
        raise _refuse(
            "players",
            "takeover-hierarchy-too-big",
            "W-S-3",
            count=str(len(members)),
            most=str(s.max_wolves()),
        )
    lieutenants = [p.name for p in state.players if p.alive and p.hierarchy == LIEUTENANT]
    if len(lieutenants) > s.lieutenants:
        raise _refuse(
            "players",
            "takeover-too-many-lieutenants",
            "W-S-3",
            count=str(len(lieutenants)),
            names=", ".join(lieutenants),
            most=str(s.lieutenants),
        )
    ghost = ghosts[0]
    if not ghost.alive:
        state.ghost_died_turn = ghost.died_turn
        # W-V-1: the loyalists win at the end of the next assassination phase.
        if start > (ghost.died_turn + 1, 0):
            raise _refuse(
                f"players.{ghost.name}.dead",
                "takeover-ghost-dead-over",
                "W-V-1",
                died=str(ghost.died_turn),
                next=str(ghost.died_turn + 1),
            )


def _prophecies(state: WinterfellState, top: dict[str, Any], names: _Names) -> dict[str, str]:
    seer = state.holder_of(GREENSEER, alive=False)
    given = top.get("prophecies")
    if given is None:
        if seer:
            raise _refuse(
                "state.prophecies",
                "takeover-prophecies-missing",
                "W-S-12",
                seer=seer[0].name,
            )
        return {}
    if not seer:
        raise _refuse("state.prophecies", "takeover-prophecies-no-seer", "W-S-12")
    given = _unknown_keys("state.prophecies", given, PROPHECIES)
    missing = [k for k in PROPHECIES if k not in given]
    if missing:
        raise _refuse(
            f"state.prophecies.{missing[0]}",
            "takeover-prophecy-missing",
            "W-S-12",
        )
    return {k: names(f"state.prophecies.{k}", given[k]) for k in PROPHECIES}


def _ben_protected(state: WinterfellState, top: dict[str, Any], names: _Names) -> list[str]:
    given = top.get("ben_protected", [])
    if not isinstance(given, list):
        raise _refuse("state.ben_protected", "takeover-ben-list", "W-A-10")
    if given and not state.holder_of(BEN_BONES, alive=False):
        raise _refuse("state.ben_protected", "takeover-ben-none", "W-A-10")
    out = [names("state.ben_protected", n) for n in given]
    twice = [n for n, k in Counter(out).items() if k > 1]
    if twice:
        raise _refuse("state.ben_protected", "takeover-ben-twice", "W-A-10", name=twice[0])
    return out


def _sword(
    state: WinterfellState, scenario: WinterfellScenario, top: dict[str, Any], names: _Names
) -> SwordState:
    given = top.get("sword")
    if given is None:
        return SwordState()
    given = _unknown_keys("state.sword", given, SWORD_KEYS)
    if "holder" not in given:
        raise _refuse("state.sword.holder", "takeover-sword-holder-missing", "W-A-7")
    holder = names("state.sword.holder", given["holder"])
    p = state.wp(holder)
    if not p.alive or not p.hierarchy:
        raise _refuse("state.sword.holder", "takeover-sword-holder-not-wolf", "W-A-7", holder, holder=holder)
    threshold = scenario.assassination.sword_threshold
    alive = len(state.hierarchy())
    if alive > threshold:
        raise _refuse(
            "state.sword",
            "takeover-sword-threshold",
            "W-A-7",
            threshold=str(threshold),
            alive=str(alive),
        )
    since = _int("state.sword.held_since_turn", given.get("held_since_turn", state.turn), 1, state.turn)
    struck = _int("state.sword.struck_turn", given.get("struck_turn", 0), 0, state.turn)
    return SwordState(holder=holder, found=True, held_since_turn=since, struck_turn=struck)


def _passage(
    state: WinterfellState, scenario: WinterfellScenario, top: dict[str, Any]
) -> PassageState | None:
    given = top.get("passage")
    if given is None:
        return None
    given = _unknown_keys("state.passage", given, PASSAGE_KEYS)
    if "real" not in given or "usable_turn" not in given:
        raise _refuse("state.passage", "takeover-passage-keys", "W-A-13")
    real = _bool("state.passage.real", given["real"])
    usable = _int("state.passage.usable_turn", given["usable_turn"], 1)
    if usable < state.turn or (usable == state.turn and state.phase != ASSASSINATION):
        raise _refuse(
            "state.passage.usable_turn",
            "takeover-passage-gone",
            "W-A-13",
            turn=str(usable),
        )
    if usable > state.turn + 1:
        raise _refuse("state.passage.usable_turn", "takeover-passage-next", "W-A-13")
    return PassageState(real=real, usable_turn=usable)


def _knowledge(state: WinterfellState, top: dict[str, Any], knows: dict[str, dict[str, str]]) -> None:
    """What each player knows: the hierarchy's own links (W-S-5, W-E-7) unless turned off, the
    worshipper GVs' (W-S-14), and the facts the file gives."""
    if _bool("state.initial_knowledge", top.get("initial_knowledge", True)):
        ghost = state.ghost()
        for p in state.players:
            if p.hierarchy == GHOST:
                for other in state.hierarchy(alive=False):
                    if other.name != p.name:
                        state.learn(p.name, other.name, other.hierarchy, "W-S-5")
            elif p.hierarchy == LIEUTENANT:
                if ghost is not None:
                    state.learn(p.name, ghost.name, GHOST, "W-S-5")
                for cub in state.players:
                    if cub.lieutenant == p.name:
                        state.learn(p.name, cub.name, CUB, "W-S-5")
            elif p.hierarchy == CUB and p.lieutenant:
                state.learn(p.name, p.lieutenant, LIEUTENANT, "W-S-5")
            if p.camp == WORSHIPPERS:
                for other in state.players:
                    if other.camp == WORSHIPPERS and other.name != p.name:
                        state.learn(p.name, other.name, WORSHIPPERS, "W-S-14")
    for who, table in knows.items():
        for about, seen in table.items():
            if about != who:
                state.learn(who, about, seen, "taken over")


def _tell(
    state: WinterfellState, scenario: WinterfellScenario, ctx: Context, dead: dict[str, dict[str, Any]]
) -> None:
    """The public post of the takeover (living players by rank, the public dead, the new seed's
    commitment) and the GM's summary of the secrets, as at a deal."""
    bastards = [p.name for p in state.holder_of(BASTARDS_BOY)]
    ctx.emit(
        "game_resumed",
        PUBLIC,
        rule="W-S-16",
        turn=state.turn,
        phase=state.phase,
        players=[p.name for p in state.players],
        ranks={p.name: p.rank for p in state.players if p.alive or p.name in state.deaths_not_public},
        dead=[n for n, d in dead.items() if d["public"]],
        bastards_boy=bastards[0] if bastards else "",
        seed_sha256=state.seed_sha256,
    )
    cubs_of: dict[str, list[str]] = {}
    for p in state.players:
        if p.lieutenant:
            cubs_of.setdefault(p.lieutenant, []).append(p.name)
    ghost = state.ghost()
    ctx.emit(
        "deal_summary",
        GM,
        rule="W-S-16",
        wolves=len(state.hierarchy()),
        ghost=ghost.name if ghost else "",
        lieutenants={p.name: cubs_of.get(p.name, []) for p in state.players if p.hierarchy == LIEUTENANT},
        roles={p.name: list(p.roles) for p in state.players if p.roles},
        camps={p.name: p.camp for p in state.players},
        worshippers=state.worshippers_in_play,
        prophecies=dict(state.prophecies),
    )
    ctx.emit("game_taken_over", GM, rule="W-S-16", turn=state.turn, phase=state.phase, dead=dead)
