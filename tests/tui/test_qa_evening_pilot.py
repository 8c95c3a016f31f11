"""The console as a French GM uses it on a forum evening: what the screen tells him to press
works, and the words are the game's."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from gmconsole.tui.app import GMConsoleApp


async def test_astrub_tells_the_key_that_chooses_the_first_leader(astrub_save: Path) -> None:
    """M-S-3: the squad's title and the checklist name ctrl+l, the key that makes the highlighted
    player the leader; a plain « l » goes to the name field (one key, one meaning), so telling
    the GM « l sur un joueur » had him type an « l » in the name field."""
    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        title = str(app.screen.query_one("#squad-title", Static).render())
        checklist = str(app.screen.query_one("#checklist").render())
        for text in (title, checklist):
            assert "ctrl+l sur un joueur" in text and "touche l " not in text, text
        assert " · l sur un joueur" not in title
        await pilot.press("ctrl+l")  # the list has the focus, Alice highlighted
        await pilot.pause()
        squad = app.screen.query_one("#squad")
        assert squad.leader == "Alice"


async def test_a_typed_line_of_votes_the_rules_refuse_stays_in_the_field(new_astrub, tmp_path: Path) -> None:
    """The approval's typed line with one word the rules cannot read (« emile nn »): the rules
    refuse the batch and say why, and the GM's line stays in the field to be put right (it was
    emptied: five votes to type again); once right, enter casts them all and empties it."""
    from textual.widgets import Input

    save = new_astrub(
        tmp_path / "saves" / "vote.toml",
        steps=[[{"kind": "squad", "members": ["Alice", "Chloé"], "leader": "Alice"}, {"kind": "resolve"}]],
    )
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        line = "alice oui, bob non, chloe oui, david oui, emile nn"
        for ch in line:
            await pilot.press({" ": "space", ",": "comma"}.get(ch, ch))
        await pilot.press("enter")
        await pilot.pause()
        field = app.screen.query_one("#ballot-input", Input)
        assert app.screen.session.state.votes == {}
        assert field.value == line
        assert "nn" in str(app.screen.query_one("#status", Static).render())
        await pilot.press("end", "backspace", "backspace", "n", "o", "n", "enter")
        await pilot.pause()
        assert len(app.screen.session.state.votes) == 5
        assert field.value == ""
