"""Heads or tails: a toy game kept under tests/, installed the way a game of another
distribution is (a dist-info with a ``gmconsole.games`` entry point; see conftest.py).

Every turn each living player calls heads or tails (a vote); the GM resolves; the engine
tosses the coin; those who called wrong are out, unless everybody did. The last one wins.
"""

from gmconsole.engine.rules.plugin import GamePlugin

PLUGIN = GamePlugin(
    name="toy",
    package=__name__,
    title="Heads or tails",
    aliases=("coin",),
    rules=".rules:ToyRules",
    policy=".rules:RandomPolicy",
    scenarios=("toy",),
    players=5,
)
