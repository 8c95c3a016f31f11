"""Vampire Hunter (rules: ``shared/rules/vampire-hunter.md``), the co-operative board game, as one
game package.

- ``rules/``: the scenario model (map and decks), the state, the orders, one module per part of
  the rules (setup, turn, travel, fight, equipment, propagation, victory), the random policy;
- ``console.py``: the map of Romania in the console (the order's form and the panels beside
  it, each hunter's card and the fight's stack, are data from ``rules/forms.py``);
- ``demo.py``: the demo game (``gmconsole demo vampire-hunter``);
- ``posts.py``: the post builders (rolls in full, the board as a table); ``wording/``: the post
  templates, one file per language.

The content (a map of Romania, hunters, vampires, travel cards, equipment, the propagation deck)
is the scenario ``scenarios/vampire-hunter.toml``.
"""

from gmconsole.engine.rules.plugin import GamePlugin

PLUGIN = GamePlugin(
    name="vampire-hunter",
    package=__name__,
    title="Vampire Hunter",
    aliases=("vampire_hunter", "vampires", "vh"),
    rules=".rules:VampireHunterRules",
    posts=".posts",
    console=".console:VampireHunterViews",
    demo=".demo:build_demo",
    policy=".rules.policy:RandomPolicy",
    heuristic=".rules.policy:HeuristicPolicy",
    scenarios=("vampire-hunter",),
    players=4,
    demo_rank=40,
)
