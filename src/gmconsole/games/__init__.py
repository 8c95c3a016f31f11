"""The games shipped with gmconsole, one package each (rules, posts, wording, console, demo).

Nothing here is imported by the generic layers: each game declares itself with a
:class:`~gmconsole.engine.rules.plugin.GamePlugin` in its ``__init__`` and is found through the
``gmconsole.games`` entry points (``pyproject.toml``), like a game of another distribution.
"""
