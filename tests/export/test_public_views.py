"""Non-interference of every public view (issue 10, DESIGN principle 3: nothing secret leaks).

A public view is the public ``gmconsole status`` (text and ``--json``, also what ``new``,
``apply``, ``undo`` and ``redo`` print), the console's public roster rows, and the public posts.
The test is one of non-interference: at many points of random games of every game (Winterfell
and its Meereen scenario played by the engine's random policy, Astrub), the game is copied with
every secret dealt again (camps, roles but the public Gars du Bâtard, the wolf hierarchy,
knowledge, pending private orders, the seed, every non-public event and every GM-only roll),
its public events and public fields kept; every public view of the copy must be byte for byte
that of the game. Astrub is also played twice with the same orders and other spies, which gives
the same public views until the victory names the spies.

Then the leaks issue 10 found are checked by name: the assassination checklist named the
Vervoyant, Abel, Schlingue, Ben les Os and Wyman (W-A-10..W-A-12, W-R); the justice view gave
the loyalist revolt count, which ``publish_revolt_count = false`` keeps for the GM (W-J-5);
``nouveau Lieutenant pour X`` told that the dead X was a lieutenant (W-E-7).
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import re

import pytest
from winterfell_games import ASTRUB_NAMES, astrub_steps

from gmconsole import cli as gm_cli
from gmconsole.engine.actions import Resolve
from gmconsole.engine.dice import Roll
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.events import GM, Event, to_group, to_player
from gmconsole.engine.game import Game
from gmconsole.engine.state import Knowledge
from gmconsole.export import public_post, render
from gmconsole.games.winterfell.rules import elections as we
from gmconsole.games.winterfell.rules import justice as wj
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster
from gmconsole.games.winterfell.rules.state import (
    ASSASSINATION,
    BASTARDS_BOY,
    CUB,
    ELECTIONS,
    JUSTICE,
    LIEUTENANT,
    AssassinationOrders,
    Guess,
    PassageState,
    Squad,
    SwordState,
)
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")
MEEREEN = load_scenario("meereen")
ASTRUB = load_scenario("astrub")

# Words of a secret in Winterfell (the keys test_export_leaks.py calls hidden) and the roles'
# display names: none may be read in a public view before the victory.
HIDDEN_KEYS = (
    "ghost",
    "lieutenant",
    "cub",
    "loyalists",
    "wolves",
    "worshippers",
    "turncoat",
    "manderly",
    "reek",
    "ben_bones",
    "greenseer",
    "abel",
    "hooded_man",
    "whoresbane",
)


def hidden_words(scenario) -> list[str]:
    return sorted({scenario.display(k).lower() for k in HIDDEN_KEYS}, key=len, reverse=True)


# -- the public views ---------------------------------------------------------------------------
def status_text(game) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        gm_cli._print_status(game, gm=False)
    return out.getvalue()


def status_json(game) -> str:
    return json.dumps(gm_cli._status_dict(game, gm=False), ensure_ascii=False, indent=2)


def roster_rows(game) -> str:
    """The console's public roster: its cells for every row of the public projection."""
    from gmconsole.engine.public import public_view
    from gmconsole.tui.labels import Labels
    from gmconsole.tui.widgets.roster import public_cells

    L = Labels(game.scenario.language)
    view = public_view(game)
    return json.dumps(
        [public_cells(row, game.scenario.display, L) for row in view.players], ensure_ascii=False
    )


def step_post(game) -> str:
    """The public post of the last step, with its public dice (what the GM pastes after it)."""
    last = game.entries()[-1]
    return render(public_post(last.events, game.scenario, rolls=last.rolls), "text")


def whole_post(game) -> str:
    return render(public_post(game.events(), game.scenario, rolls=game.rolls()), "text")


def assert_same_public_views(game, other, *, whole: bool = False) -> None:
    """Every public view of ``other`` is that of ``game``, byte for byte."""
    assert status_text(other) == status_text(game)
    assert status_json(other) == status_json(game)
    assert roster_rows(other) == roster_rows(game)
    assert step_post(other) == step_post(game)
    if whole:
        assert whole_post(other) == whole_post(game)


# -- dealing the secrets again --------------------------------------------------------------------
class Scrambler:
    """Copies of a game with every secret dealt again; a journal entry's copy is made once."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self._entries: dict[int, object] = {}

    def game(self, game: Game) -> Game:
        names = [p.name for p in game.state.players]
        state = game.state.model_copy(deep=True)
        self.players(state, names)
        state.seed = f"another seed {self.rng.random()}"
        state.dice_counters = {key: self.rng.randint(0, 9) for key in state.dice_counters}
        state.knowledge = [
            Knowledge(
                self.rng.choice(names),
                self.rng.choice(names),
                self.rng.choice(HIDDEN_KEYS),
                self.rng.randint(0, state.turn),
                "scrambled",
            )
            for _ in range(self.rng.randint(0, 40))
        ]
        if state.game == "winterfell":
            self.winterfell(state, names)
        else:
            # The mission choices' contents are secret (M-M-6); who has chosen is not.
            state.choices = {name: self.rng.random() < 0.5 for name in state.choices}
        state.invalidate()
        entries = [self.entry(entry, names) for entry in game.entries()]
        return Game(game.rules, game.scenario, game.roster, state.seed, state, entries[0], entries[1:])

    def players(self, state, names: list[str]) -> None:
        """Camps, secret roles and places dealt again among the players (the Gars du Bâtard, W-S-2,
        stays: he is public)."""
        rng = self.rng
        secrets = [
            (
                p.camp,
                [r for r in p.roles if r != BASTARDS_BOY],
                getattr(p, "hierarchy", ""),
            )
            for p in state.players
        ]
        rng.shuffle(secrets)
        for p, (camp, roles, place) in zip(state.players, secrets):
            p.camp = camp
            p.roles = ([BASTARDS_BOY] if BASTARDS_BOY in p.roles else []) + roles
            if hasattr(p, "hierarchy"):
                p.hierarchy = place
                p.lieutenant = rng.choice(names) if place == CUB else ""
        state.invalidate()  # the caches a game's state derives from its players

    def winterfell(self, state, names: list[str]) -> None:
        rng = self.rng

        def anyone() -> str:
            return rng.choice(["", *names])

        state.worshippers_in_play = rng.random() < 0.5
        state.prophecies = {k: rng.choice(names) for k in ("life", "death", "glory") if rng.random() < 0.7}
        state.sword = SwordState(
            holder=anyone(), found=rng.random() < 0.5, held_since_turn=rng.randint(0, state.turn)
        )
        state.passage = rng.choice([None, PassageState(real=rng.random() < 0.5, usable_turn=state.turn)])
        state.ben_protected = rng.sample(names, rng.randint(0, 3))
        state.ghost_died_turn = rng.choice([0, state.turn])
        state.assassination = AssassinationOrders(
            squads=[
                Squad(
                    members=rng.sample(names, rng.randint(1, 4)), target=rng.choice(names), lookout=anyone()
                )
                for _ in range(rng.randint(0, 3))
            ],
            sword_bearer=anyone(),
            passage=rng.sample(names, rng.choice([0, 2])),
            passage_sent=rng.random() < 0.3,
            ben_protects=anyone(),
            reek_scans={rng.choice(names): rng.choice(names) for _ in range(rng.randint(0, 2))},
            greenseer_asks=anyone(),
            abel_asks=anyone(),
            pie=rng.random() < 0.5,
            no_assassination=rng.random() < 0.2,
        )
        state.justice.interrogate = rng.choice(["", *state.justice.executed])
        state.elections.new_lieutenants = {
            rng.choice(names): rng.choice(names) for _ in range(rng.randint(0, 2))
        }
        state.guesses = [
            Guess(by=rng.choice(names), turn=rng.randint(1, max(1, state.turn)), cub=anyone(), ghost=anyone())
            for _ in range(rng.randint(0, 5))
        ]
        state.scores = {name: float(rng.randint(0, 20)) for name in names} if rng.random() < 0.3 else {}
        for p in state.players:  # a lieutenant may have died this turn, or not (W-E-7)
            if not p.alive and p.died_turn == state.turn and rng.random() < 0.5:
                p.hierarchy = rng.choice(["", LIEUTENANT])
        state.invalidate()

    def entry(self, entry, names: list[str]):
        """The entry with its non-public events and rolls dealt again (and some private ones
        added); its public events and public rolls are kept, in order."""
        done = self._entries.get(id(entry))
        if done is not None and done[0] is entry:
            return done[1]
        rng = self.rng
        events = []
        for event in entry.events:
            if event.public:
                events.append(event)
                continue
            for _ in range(rng.randint(0, 2)):
                audience = rng.choice(
                    [GM, to_player(rng.choice(names)), to_group(rng.sample(names, 3), "wolves")]
                )
                data = {
                    "name": rng.choice(names),
                    "seen_as": rng.choice(HIDDEN_KEYS),
                    "n": rng.randint(0, 99),
                }
                events.append(Event(event.kind, event.turn, event.phase, audience, event.rule, data))
        rolls = []
        for roll in entry.rolls:
            if roll.audience.to == "public":
                rolls.append(roll)
            else:
                rolls.append(
                    Roll(
                        roll.key,
                        roll.purpose,
                        roll.expr,
                        rng.randint(1, 100),
                        rng.choice(names),
                        roll.audience,
                        roll.turn,
                        roll.phase,
                    )
                )
        copy = entry.model_copy(update={"events": events, "rolls": rolls})
        self._entries[id(entry)] = (entry, copy)
        return copy


# -- random games, point by point -------------------------------------------------------------
def winterfell_points(scenario, seed: int, every: int, max_turns: int = 40):
    """A random Winterfell game (``simulate.RandomPolicy``) through :class:`Game`, yielding it
    after every ``every``-th order accepted and after every resolution."""
    game = Game.new(scenario, random_roster(50), f"public-{seed}")
    policy = RandomPolicy(random.Random(seed), scenario)
    yield game
    pushed = 0
    while not game.state.over and game.state.turn <= max_turns:
        for action in policy.orders(game.state):
            try:
                game.push(action)
            except RuleViolation:
                continue
            pushed += 1
            if pushed % every == 0:
                yield game
        game.push(Resolve())
        yield game


def assert_no_hidden_word(game) -> None:
    """Before the victory, no secret's name (a camp, a secret role, a place in the hierarchy, as
    the scenario displays it or as its key) is read in the public status, text or JSON."""
    public = (status_text(game) + status_json(game)).lower()
    public = public.replace(game.scenario.name.lower(), "")  # Meereen's is its wolves' name
    for word in [*hidden_words(game.scenario), *HIDDEN_KEYS]:
        assert not re.search(rf"(?<!\w){re.escape(word)}(?!\w)", public), word


def check_winterfell(scenario, seed: int, every: int) -> int:
    scrambler = Scrambler(random.Random(seed))
    points = 0
    for i, game in enumerate(winterfell_points(scenario, seed, every)):
        assert_same_public_views(game, scrambler.game(game), whole=i % 25 == 0 or game.state.over)
        if not game.state.over:
            assert_no_hidden_word(game)
        points += 1
    return points


def check_astrub(seed: int, players: int) -> int:
    rng = random.Random(seed)
    names = ASTRUB_NAMES[:players]
    wanted = ASTRUB.spies[str(players)]
    spies_a, spies_b = rng.sample(names, wanted), rng.sample(names, wanted)
    scrambler = Scrambler(rng)
    points = 0
    for game, twin in zip(
        astrub_steps(ASTRUB, seed, players, spies_a, genders=False),
        astrub_steps(ASTRUB, seed, players, spies_b, genders=False),
    ):
        assert_same_public_views(game, scrambler.game(game), whole=game.state.over)
        if not game.state.over:  # the same orders with other spies: the same public views (M-V-1
            assert_same_public_views(game, twin, whole=True)  # names the spies at the victory)
        points += 1
    return points


# -- the tests ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("scenario", "seed"), [(WINTERFELL, 1), (MEEREEN, 2)], ids=["winterfell", "meereen"])
def test_winterfell_public_views_do_not_depend_on_secrets(scenario, seed):
    """Fast: one game of each scenario, checked every 7 orders and at every resolution."""
    assert check_winterfell(scenario, seed, every=7) > 30


def test_astrub_public_views_do_not_depend_on_secrets():
    """Fast: Astrub games of 5 to 10 players, at every order and every resolution (M-S-2, M-M-6)."""
    assert sum(check_astrub(seed, players) for seed, players in enumerate(range(5, 11))) > 60


@pytest.mark.slow
@pytest.mark.parametrize("scenario", [WINTERFELL, MEEREEN], ids=["winterfell", "meereen"])
def test_winterfell_public_views_do_not_depend_on_secrets_many_games(scenario):
    """Slow: 12 games of each scenario, checked at every order and every resolution."""
    for seed in range(100, 112):
        check_winterfell(scenario, seed, every=1)


@pytest.mark.slow
def test_astrub_public_views_do_not_depend_on_secrets_many_games():
    for seed in range(100, 220):
        check_astrub(seed, 5 + seed % 6)


# -- the leaks issue 10 found, by name -------------------------------------------------------------
def test_new_and_status_name_no_secret_role_holder(cli, tmp_path):
    """``gmconsole new winterfell --seed s1`` then ``status``: the checklist named the Vervoyant,
    Abel, Schlingue and Wyman with their players (W-A-10..W-A-12, W-R). The public output names no
    secret role; ``status --gm`` still does."""
    roster = tmp_path / "roster50.txt"
    roster.write_text("".join(f"Joueur {i}\n" for i in range(1, 51)), encoding="utf-8")
    save = tmp_path / "wf.toml"
    new = cli("new", "winterfell", "--players", roster, "--seed", "s1", "--save", save)
    assert new.code == 0
    text, data = cli("status", save).out, cli("status", save, "--json").out
    gm = cli("status", save, "--gm").out
    for out in (new.out, text, data):
        lowered = out.lower()
        for word in hidden_words(WINTERFELL):
            assert not re.search(rf"(?<!\w){re.escape(word)}(?!\w)", lowered), word
    assert "ordres de la nuit" in text and "[privé]" in text
    for role in ("Vervoyant", "Abel le Barde", "Schlingue", "Wyman Manderly"):
        assert role in gm  # the GM keeps every secret


def game_at(scenario, phase: str, step: str = "", first_seed: int = 3) -> Game:
    """A random game stopped at ``phase`` (and justice ``step``), its orders not yet entered."""
    for seed in range(first_seed, first_seed + 20):
        game = Game.new(scenario, random_roster(50), f"at-{seed}")
        policy = RandomPolicy(random.Random(seed), scenario)
        while not game.state.over and game.state.turn <= 10:
            if game.state.phase == phase and (not step or wj.current_step(game.state) == step):
                return game
            for action in policy.orders(game.state):
                with contextlib.suppress(RuleViolation):
                    game.push(action)
            game.push(Resolve())
    raise AssertionError(f"no random game reached {phase} {step}")


def test_justice_view_keeps_the_loyalist_count_for_the_gm():
    """W-J-5: ``révolte 0/14 voix loyalistes`` told how many loyalists live; with
    ``publish_revolt_count = false`` only the GM's view has it, the public one the revolt votes."""
    game = game_at(WINTERFELL, JUSTICE, wj.VOTE)
    voters = [p.name for p in wj.voters(game.state)]
    game.push(game.parse({"kind": "justice_votes", "votes": {voters[0]: "revolt", voters[1]: "revolt"}}))
    public = status_text(game) + status_json(game)
    assert "loyalist" not in public.lower()
    assert "2 votes de révolte exprimés" in status_text(game)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        gm_cli._print_status(game, gm=True)
    assert "voix loyalistes" in out.getvalue()

    published = WINTERFELL.model_copy(
        update={"justice": WINTERFELL.justice.model_copy(update={"publish_revolt_count": True})}
    )
    shown = Game(game.rules, published, game.roster, game.seed, game.state, game.setup, game.journal)
    assert "voix loyalistes" in status_text(shown)  # the scenario publishes it: so does the status


def test_election_view_does_not_tell_a_dead_lieutenant():
    """W-E-7: ``nouveau Lieutenant pour X`` told that the dead X was a lieutenant; only the GM's
    view names the vacancy."""
    game = game_at(WINTERFELL, ELECTIONS)
    state = game.state
    dead = next(p for p in state.players if p.hierarchy == LIEUTENANT)
    dead.alive, dead.died_turn, dead.died_phase = False, state.turn, ASSASSINATION
    state.players_changed()
    assert we.vacant_lieutenants(state) == [dead]
    lieutenant = WINTERFELL.display(LIEUTENANT)
    assert lieutenant.lower() not in (status_text(game) + status_json(game)).lower()
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        gm_cli._print_status(game, gm=True)
    assert f"nouveau {lieutenant} pour {dead.name}" in out.getvalue()
