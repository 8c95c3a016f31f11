"""Les Défenseurs de Winterfell (rules: ``shared/rules/winterfell.md``), as one game package.

- ``rules/``: the state, the actions, the scenario model and one module per part of the rules
  (deal, assassinations, seers, justice, elections, victory and points), the random policy;
- ``posts.py``: the post builders; ``wording/``: the post templates, one file per language;
- ``console.py`` and ``wolf_squad.py``: the console's Orders panes for this game;
- ``demo.py``: the demo game.

The Meereen scenario (``scenarios/meereen.toml``) runs on the same rules under other names.
"""

from gmconsole.engine.rules.plugin import GamePlugin

PLUGIN = GamePlugin(
    name="winterfell",
    package=__name__,
    title="Les Défenseurs de Winterfell",
    aliases=("doh", "meereen", "defenseurs"),
    rules=".rules:WinterfellRules",
    posts=".posts",
    console=".console:WinterfellViews",
    demo=".demo:build_demo",
    demo_rank=0,
    policy=".rules.simulate:RandomPolicy",
    heuristic=".rules.simulate:HeuristicPolicy",
    scenarios=("winterfell", "meereen"),
    players=50,
)
