"""Drawing from Vampire Hunter's decks: when a deck runs out, its discard is shuffled into a new
deck (with the engine's dice, logged); a card drawn is the deck's first."""

from __future__ import annotations

from gmconsole.engine.rules.base import Context
from gmconsole.engine.worded import worded
from gmconsole.games.vampire_hunter.rules.state import VampireHunterState

DECKS = ("vampire", "travel", "equipment", "propagation")


def draw(state: VampireHunterState, ctx: Context, deck: str) -> str | None:
    """The top card of ``deck`` (``vampire``, ``travel``, ``equipment``, ``propagation``), or None
    when the deck and its discard are both empty."""
    cards: list[str] = getattr(state, f"{deck}_deck")
    if not cards:
        discard: list[str] = getattr(state, f"{deck}_discard")
        if not discard:
            return None
        sentences = {  # what the roll logs, in English; shown with the wording's dice-<purpose id>
            "vampire": lambda: str(worded(ctx.scenario, "dice-vampire-reshuffle")),
            "travel": lambda: str(worded(ctx.scenario, "dice-travel-reshuffle")),
            "equipment": lambda: str(worded(ctx.scenario, "dice-equipment-reshuffle")),
            "propagation": lambda: str(worded(ctx.scenario, "dice-propagation-reshuffle")),
        }
        cards.extend(
            ctx.dice.shuffle(
                f"{deck}.reshuffle",
                discard,
                say=sentences[deck](),
            )
        )
        discard.clear()
        ctx.emit("reshuffle", rule="V-S-2", deck=deck, cards=len(cards))
    return cards.pop(0)


def discard(state: VampireHunterState, deck: str, *cards: str) -> None:
    getattr(state, f"{deck}_discard").extend(cards)


def add_tokens(state: VampireHunterState, town: str, count: int, cap: int) -> int:
    """Put ``count`` tokens on ``town``, never above ``cap`` (V-P-2); the number actually added."""
    have = state.tokens.get(town, 0)
    added = max(0, min(count, cap - have))
    if added:
        state.tokens[town] = have + added
    return added
