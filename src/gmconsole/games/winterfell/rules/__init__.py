"""Les Défenseurs de Winterfell (rules in winterfell.md), one module per part of the rules:

- ``state.py``: a player's rank, camp, hierarchy place and roles; the phases' pending orders;
- ``scenario.py``: ranks and one settings section per part below;
- ``setup.py`` (W-S): the deal and the initial knowledge;
- ``seers.py`` (W-R): how each seer sees each player;
- ``assassination.py`` (W-A): squads, lookouts, the sword, Ben, Schlingue, Wyman's passage;
- ``justice.py`` (W-J): accusations, weighted votes, executions, the revolt, the interrogation;
- ``elections.py`` (W-E): seats filled from the top, draws, lieutenants, guesses;
- ``points.py`` (W-V, W-P): victory checks and the end report's points;
- ``actions.py``: every order's model and their union (made at the first order);
- ``settings.py``: the settings sections of the deal, justice, the elections and the points
  (each phase module gives its own by name);
- ``rules.py``: the dispatch from actions to the phase modules, each run at its first use.
"""

from gmconsole.games.winterfell.rules.rules import WinterfellRules

__all__ = ["WinterfellRules"]
