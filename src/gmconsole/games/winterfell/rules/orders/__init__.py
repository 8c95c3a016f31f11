"""Winterfell's order models, one module per kind (``squad.py`` holds ``SquadOrder``): an order
creates only its own class (issue 17). ``actions.py`` names them all by kind and phase."""
