"""gmconsole: a terminal game-master console for play-by-post forum games.

The package is split in layers that a newcomer can read from the folder names:

- ``engine``: the pure game engine (state, actions, dice, events, journal, rules per game).
  It never imports Textual.
- ``scenarios`` and ``saves``: TOML in and out, with clear errors.
- ``export``: forum posts and private messages rendered from events.
- ``cli``: headless commands; ``tui``: the Textual console. Both are thin clients of the engine.
"""

__version__ = "0.1.0"
