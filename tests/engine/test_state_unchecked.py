"""``GameState.unchecked``: a deal's state built without pydantic validating it again (issue 17's
game speed) is the state the validated constructor makes, and owns its containers."""

from __future__ import annotations

from gmconsole.engine.state import Player
from gmconsole.games.astrub.rules.state import AstrubState
from gmconsole.games.winterfell.rules.state import WinterfellPlayer, WinterfellState


def _players(cls: type) -> list[Player]:
    if cls is WinterfellState:
        return [WinterfellPlayer(name="Ann", seat=1, aliases=["Annie"]), WinterfellPlayer(name="Ben", seat=2)]
    return [Player("Ann", 1, ["Annie"], "mercenaries", ["mercenary"]), Player("Ben", 2)]


def test_unchecked_states_equal_validated_ones_and_share_no_container():
    for cls in (AstrubState, WinterfellState):
        states = [cls.unchecked(seed=f"s{i}", seed_sha256="x", players=_players(cls)) for i in range(3)]
        for i, state in enumerate(states):
            validated = cls(seed=f"s{i}", seed_sha256="x", players=_players(cls))
            assert type(state) is cls
            assert state == validated and state.model_dump() == validated.model_dump()
            assert list(state.__dict__) == list(validated.__dict__)  # the fields in pydantic's order
        first, second = states[0], states[1]
        first.knowledge.append(None)  # type: ignore[arg-type]
        first.dice_counters["x"] = 1
        assert second.knowledge == [] and second.dice_counters == {}
        third = cls.unchecked(seed="s9", seed_sha256="x", players=_players(cls))
        assert third.knowledge == [] and third.dice_counters == {}  # the first state's changes stay its own
        for name, value in third.__dict__.items():
            if isinstance(value, (list, dict)) and name != "players":
                assert value is not first.__dict__[name] and value is not second.__dict__[name], name


def test_learn_makes_what_the_knowledge_class_makes():
    """``learn`` builds its fact without calling ``Knowledge`` (issue 17's speed): the same fact."""
    from gmconsole.engine.state import Knowledge

    state = AstrubState.unchecked(seed="s", seed_sha256="x", players=_players(AstrubState))
    state.turn = 3
    fact = state.learn("Ann", "Ben", "spy", "M-S-2")
    assert type(fact) is Knowledge and fact == Knowledge("Ann", "Ben", "spy", 3, "M-S-2")
    assert state.knowledge == [fact] and state.fact("Ann", "Ben") is fact
