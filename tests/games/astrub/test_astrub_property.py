"""Random Astrub games (hypothesis): random legal and illegal orders at random moments.

Illegal orders (wrong step, unknown names, wrong sizes, duplicates, non-members, missing votes or
choices, another leader, orders after the victory) raise RuleViolation (UnknownPlayer is one) and
change nothing; no other exception ever escapes; legal play always reaches a victory (M-V-1 or
M-M-5). Rule ids exercised: M-S-1..3, M-M-2..7, M-V-1.
"""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from gmconsole.engine import Game, Resolve, RosterEntry, RuleViolation, apply
from gmconsole.engine.names import fold
from gmconsole.games.astrub.rules.actions import CastVotes, MissionChoices, ProposeSquad
from gmconsole.scenarios import load_scenario

NAMES = ["Alice", "Bob", "Chloé", "David", "Eve", "Fanny", "Gus", "Hélène", "Ivan", "Jules"]
SCENARIO = load_scenario(Path(__file__).resolve().parents[3] / "scenarios" / "astrub.toml")
ILLEGAL = [
    "wrong step",
    "unknown name",
    "wrong size",
    "duplicate",
    "non-member",
    "missing votes",
    "missing choices",
    "no squad",
    "other leader",
    "double vote",
]


def spell(data, name: str) -> str:
    return data.draw(st.sampled_from([name, name.lower(), name.upper(), fold(name)]))


def snapshot(game: Game):
    return (
        game.state.model_dump(),
        len(game.journal),
        game.journal[-1] if game.journal else None,
        list(game.redo_stack),
    )


def legal(data, game: Game) -> list:
    """The orders of one legal step, resolved (sometimes entered in two pushes)."""
    state = game.state
    names = [p.name for p in state.players]
    if state.phase == "proposal":
        size = game.rules.squad_size(state, game.scenario)
        members = data.draw(st.permutations(names))[:size]
        return [[ProposeSquad(members=[spell(data, m) for m in members]), Resolve()]]
    if state.phase == "approval":
        votes = {
            spell(data, n): data.draw(
                st.sampled_from(["oui", "non", "yes", "no", True, False, "pour", "contre"])
            )
            for n in names
        }
        items = list(votes.items())
        cut = data.draw(st.integers(0, len(items)))
        if 0 < cut < len(items):
            return [[CastVotes(votes=dict(items[:cut]))], [CastVotes(votes=dict(items[cut:])), Resolve()]]
        return [[CastVotes(votes=votes), Resolve()]]
    spies = set(state.spies())
    choices = {
        spell(data, n): data.draw(
            st.sampled_from(["sabotage", "success"] if n in spies else ["success", "success", "sabotage"])
        )
        for n in state.squad
    }
    return [[MissionChoices(choices=choices), Resolve()]]


def illegal(data, game: Game, kind: str) -> list | None:
    """One batch the rules must refuse, or None when this kind cannot be built right now."""
    state = game.state
    names = [p.name for p in state.players]
    phase = state.phase
    if state.over:
        return [data.draw(st.sampled_from([Resolve(), ProposeSquad(members=names[:2]), CastVotes(votes={})]))]
    size = game.rules.squad_size(state, game.scenario)
    if kind == "wrong step":
        wrong = [
            a
            for p, a in (
                ("proposal", ProposeSquad(members=names[:size])),
                ("approval", CastVotes(votes={names[0]: True})),
                ("mission", MissionChoices(choices={})),
            )
            if p != phase
        ]
        return [data.draw(st.sampled_from(wrong))]
    if kind == "unknown name":
        stranger = "Nobody " + data.draw(st.text(alphabet="xyzqw", min_size=1, max_size=4))
        if phase == "proposal":
            return [ProposeSquad(members=[stranger, *names[: size - 1]])]
        if phase == "approval":
            return [CastVotes(votes={stranger: True})]
        return [MissionChoices(choices={stranger: False})]
    if phase == "proposal":
        if kind == "wrong size":
            wrong = data.draw(st.sampled_from([k for k in range(0, len(names) + 1) if k != size]))
            return [ProposeSquad(members=names[:wrong]), Resolve()]
        if kind == "duplicate":
            return [ProposeSquad(members=[names[0], spell(data, names[0]), *names[1 : size - 1]])]
        if kind == "no squad" and not state.squad:
            return [Resolve()]
        if kind == "other leader" and state.leader:
            other = data.draw(st.sampled_from([n for n in names if n != state.leader]))
            return [ProposeSquad(members=names[:size], leader=other)]
        return None
    if phase == "approval":
        not_voted = [n for n in names if n not in state.votes]
        if kind == "missing votes" and not_voted:
            skip = data.draw(st.sampled_from(not_voted))
            return [CastVotes(votes={n: True for n in names if n != skip}), Resolve()]
        if kind == "double vote":
            return [CastVotes(votes={names[1]: True, spell(data, names[1]).swapcase(): False})]
        return None
    outsiders = [n for n in names if n not in state.squad]
    if kind == "non-member" and outsiders:
        return [MissionChoices(choices={data.draw(st.sampled_from(outsiders)): True})]
    if kind == "missing choices":
        chosen = state.squad[:-1]
        if state.squad[-1] not in state.choices:
            return [MissionChoices(choices={n: False for n in chosen}), Resolve()]
    return None


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
@given(n=st.integers(5, 10), seed=st.text(max_size=12), data=st.data())
def test_random_games_refuse_illegal_orders_and_reach_a_victory(n, seed, data):
    roster = [RosterEntry(name=name) for name in NAMES[:n]]
    game = Game.new(SCENARIO, roster, seed)
    assert len(game.state.spies()) == {5: 2, 6: 2, 7: 3, 8: 3, 9: 3, 10: 4}[n]  # M-S-2
    refusals = undos = attempts = 0
    steps = 0
    while not game.state.over:
        attempts += 1
        if attempts < 40 and data.draw(st.booleans()):
            kind = data.draw(st.sampled_from(ILLEGAL))
            batch = illegal(data, game, kind)
            if batch is not None:
                before = snapshot(game)
                try:
                    game.push(batch)
                except RuleViolation as exc:
                    assert str(exc)
                    refusals += 1
                    event(f"refused: {kind}")
                else:
                    raise AssertionError(f"{kind}: {batch} was accepted at {game.state.phase}")
                assert snapshot(game) == before, kind
                if len(batch) == 1:  # the functional form refuses it too, and leaves the state alone
                    state_before = game.state.model_dump()
                    try:
                        apply(game.state, batch[0], game.scenario)
                    except RuleViolation:
                        pass
                    else:
                        raise AssertionError(f"apply accepted {batch[0]}")
                    assert game.state.model_dump() == state_before
                continue
        if game.journal and undos < 3 and data.draw(st.integers(0, 9)) == 0:
            undos += 1
            before = snapshot(game)[:2]
            game.undo()
            game.redo()
            assert snapshot(game)[:2] == before
            continue
        steps += 1
        assert steps < 100, "legal play must end: three missions won or lost, or five rejections"
        for step in legal(data, game):
            game.push(step)
    assert game.state.winner in ("spies", "mercenaries")
    assert game.state.victory_rule in ("M-V-1", "M-M-5")
    results = game.state.results
    if game.state.victory_rule == "M-V-1":
        assert results.count(game.state.winner == "mercenaries") == 3
    # after the victory, anything is refused and nothing changes
    before = snapshot(game)
    for batch in (illegal(data, game, "wrong step"), [Resolve()]):
        try:
            game.push(batch)
        except RuleViolation:
            pass
        else:
            raise AssertionError("an order was accepted after the victory")
    assert snapshot(game) == before
    assert game.verify() == []
