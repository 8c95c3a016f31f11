"""La Guilde des Joailliers d'Astrub (rules: ``shared/rules/astrub.md``), as one game package.

- ``rules/``: the scenario model, the state, the actions and the rules (deal, missions, votes);
- ``posts.py``: the post builders; ``wording/``: the post templates, one file per language;
- ``console.py``: the console's Orders panes for this game;
- ``demo.py``: the demo game.
"""

from gmconsole.engine.rules.plugin import GamePlugin

PLUGIN = GamePlugin(
    name="astrub",
    package=__name__,
    title="La Guilde des Joailliers d'Astrub",
    aliases=("mission", "joailliers", "resistance"),
    rules=".rules:AstrubRules",
    posts=".posts",
    console=".console:AstrubViews",
    demo=".demo:build_demo",
    demo_rank=10,
    policy=".rules.policy:RandomPolicy",
    heuristic=".rules.policy:HeuristicPolicy",
    scenarios=("astrub",),
    players=7,
)
