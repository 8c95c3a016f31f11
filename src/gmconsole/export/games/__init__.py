"""Per-game builders, one module per game (``astrub.py``), imported when a post first needs it.

A game without a module here gets the default: one sentence per event from its wording.
"""
