"""The Textual console: a thin client of the engine (no rule lives here).

``app.py`` (entry point), ``screens/`` (launcher, game, modals), ``widgets/`` (roster, checklist,
squad builder, ballot tally, dice log, post), ``views/`` (what each game shows), ``labels.py``
(English and French words), ``session.py`` (the game, its save, and every change), the
stylesheets ``gmconsole.tcss`` (the game screen's) and ``screens.tcss`` (the other screens',
read when the first of them is shown).
"""
