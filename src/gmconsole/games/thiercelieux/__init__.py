"""Les loups-garous de Thiercelieux (rules: ``shared/rules/thiercelieux.md``), as one game package.

- ``rules/``: the deck, the state, the orders, the rules, the random policy;
- ``posts.py``: the post builders; ``wording/``: the post templates, one file per language;
- ``demo.py``: the demo game (``gmconsole demo thiercelieux``).

The console draws it with the generic forms (the orders of each night step as a form, the day
vote as a ballot): the game has no console module of its own.
"""

from gmconsole.engine.rules.plugin import GamePlugin

PLUGIN = GamePlugin(
    name="thiercelieux",
    package=__name__,
    title="Les loups-garous de Thiercelieux",
    aliases=("loups-garous", "werewolves", "lg"),
    rules=".rules:ThiercelieuxRules",
    posts=".posts",
    policy=".rules.policy:RandomPolicy",
    heuristic=".rules.policy:HeuristicPolicy",
    scenarios=("thiercelieux", "thiercelieux-en"),
    players=10,
    demo=".demo:build_demo",
    demo_rank=20,
)
