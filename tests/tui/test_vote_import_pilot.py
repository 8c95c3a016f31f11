"""Vote import from key presses: a 52-post phpBB thread (47 voters read) pasted at the justice
vote of a 50-player Winterfell game, its questions settled from the keyboard, entered as one
action; the tally is the one the same votes give typed one by one. Cancelling enters nothing;
one undo takes the whole import back.

The thread (``threads/justice_phpbb_fr.txt``) is a browser copy of three phpBB pages: profile
blocks, quotes copied without their markup, a changed vote (Bran), an unvote (Osha), typos
(Robet, Luwn, Lowin, Maxi), aliases (JB, Edd, Sam), a forum name close to two players (Aly:
Alysane or Alys), a spectator (Xavier), a great vassal (Catelyn) and a dead player (Jon) who
may not vote, a vote for a non-candidate (Grenn for Davos) and one for "Max" meaning Maxime
(Mors); Hodor posts without voting and Lyra does not post.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from textual.widgets import Static, TextArea

from gmconsole.engine.game import Game
from gmconsole.games.winterfell.rules import justice as wj
from gmconsole.saves import load_game, save_game
from gmconsole.scenarios import load_roster, load_scenario
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.game import GameScreen
from gmconsole.tui.screens.vote_import import CorrectLine, PasteThread, ReviewImport
from gmconsole.tui.vote_review import PROBLEM, QUESTION
from gmconsole.tui.widgets.tally import Ballot

THREADS = Path(__file__).parent / "threads"
THREAD = (THREADS / "justice_phpbb_fr.txt").read_text(encoding="utf-8")

NIGHT_1 = [  # Example 1: Jon is killed, the squad against Luwin is too weak
    {"kind": "squad", "members": ["Wyman", "Howland", "Davos"], "target": "Jon", "lookout": "Robett"},
    {"kind": "squad", "members": ["Robett", "Tourte-Chaude"], "target": "Luwin", "lookout": "Lady Moustache"},
    {"kind": "resolve"},
]
ACCUSATIONS = [("Catelyn", "Luwin"), ("Roose", "Maxime"), ("Walder", "Robett")]


def justice_game(path: Path) -> Path:
    """The 50 players of threads/justice_roster.toml after Example 1's night and the three
    great vassals' accusations: the justice vote is open, nobody has voted."""
    game = Game.new(
        load_scenario("winterfell"), load_roster(THREADS / "justice_roster.toml"), "justice-import"
    )
    game.push([game.parse(o) for o in NIGHT_1])
    game.push(
        [
            game.parse({"kind": "accuse", "by": by, "accused": who, "justification": "trop calme"})
            for by, who in ACCUSATIONS
        ]
    )
    game.push(game.parse({"kind": "resolve"}))
    return save_game(game, path)


# What the GM decides, by the poster's name as the forum shows it (keys pressed on the line)
DECISIONS = {
    "Aly": ["1"],  # the voter: Alysane (90) rather than Alys (86), who voted under her own name
    "JB": ["1"],  # 'Maxi' may be Maxime (the only candidate close to it): confirm
    "Meera": ["1"],  # 'Lowin' may be Luwin: confirm
    "Xavier": ["d"],  # not in the game
    "Catelyn": ["d"],  # a great vassal: no vote in justice
    "Jon": ["d"],  # dead
    "Grenn": ["d"],  # Davos is not accused
    "Mors": ["e", *"maxime", "enter"],  # "vote Max (Maxime, pas l'autre Max)": typed again
}

# The votes as the GM would have typed them one by one after reading the thread
EXPECTED = {
    "Alys": "Luwin",
    "Bran": "Luwin",
    "Podrick": "Luwin",
    "Hélène": "Maxime",
    "Alysane": "Robett",
    "Osha": "abstain",
    "Jean-Baptiste": "Maxime",
    "Sansa": "revolt",
    "Edd-la-Douleur": "revolt",
    "Tormund": "Robett",
    "Ygritte": "Luwin",
    "Samwell": "Maxime",
    "Mors": "Maxime",
    "Robett": "Maxime",
    "Wyman": "Maxime",
    "Luwin": "Robett",
    "Howland": "Maxime",
    "Davos": "revolt",
    "Tourte-Chaude": "Luwin",
    "Lady Moustache": "abstain",
    "Max": "Robett",
    "Maxime": "Robett",
    "Maximilien": "Luwin",
    "Zoé": "Robett",
    "Élodie": "Robett",
    "Arya": "Robett",
    "Brienne": "Luwin",
    "Gilly": "Robett",
    "Pyp": "abstain",
    "Val": "abstain",
    "Meera": "Luwin",
    "Jojen": "Luwin",
    "Asha": "revolt",
    "Theon": "Robett",
    "Jeyne": "Maxime",
    "Barbrey": "Robett",
    "Rodrik": "Luwin",
    "Wylis": "Robett",
    "Wendel": "revolt",
    "Harwood": "Maxime",
    "Medger": "Robett",
    "Dacey": "Luwin",
    "Maege": "Robett",
}


def status(app: GMConsoleApp) -> str:
    return str(app.screen.query_one("#status", Static).render())


async def press(pilot, *keys: str) -> None:
    await pilot.press(*keys)
    await pilot.pause()


async def paste(pilot, app: GMConsoleApp, text: str = THREAD) -> None:
    """``p`` opens the paste dialog; the text goes into its text area as a paste would."""
    await press(pilot, "ctrl+t")
    assert isinstance(app.screen, PasteThread)
    app.screen.query_one("#paste-text", TextArea).load_text(text)
    await pilot.pause()


def typed_one_by_one(save: Path) -> Game:
    """The same game with EXPECTED entered one vote per action, as typed in the tally."""
    game = load_game(save)
    for voter, vote in EXPECTED.items():
        game.push(game.parse({"kind": "justice_votes", "votes": {voter: vote}}))
    return game


async def test_a_47_vote_thread_pasted_reviewed_and_entered(tmp_path: Path) -> None:
    save = justice_game(Path("saves/justice.toml"))
    before = tmp_path / "before.toml"
    shutil.copy(save, before)
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        journal = len(screen.session.game.journal)
        await paste(pilot, app)
        await press(pilot, "ctrl+s")
        review = app.screen
        assert isinstance(review, ReviewImport)
        assert review.result.format == "phpbb" and review.result.posts == 52
        assert len(review.result.lines) == 47
        states = [v.state for v in review.review.verdicts()]
        assert states.count(QUESTION) == 3 and states.count(PROBLEM) == 5
        assert len(review.review.votes()) == 39
        # the cursor starts on the first line to decide; n goes from one to the next
        plan = dict(DECISIONS)
        while review.review.undecided():
            row = review.current()
            if row is None or row.index not in review.review.undecided():
                await press(pilot, "n")
                row = review.current()
            assert row is not None
            keys = plan.pop(row.line.poster)
            if keys[0] == "e":
                await press(pilot, "e")
                assert isinstance(app.screen, CorrectLine)
                await press(pilot, *keys[1:])
                assert app.screen is review
            else:
                await press(pilot, *keys)
        assert not plan, plan
        assert review.review.votes() == EXPECTED
        summary = str(review.query_one("#review-summary", Static).render())
        assert "43" in summary
        await press(pilot, "enter")
        assert app.screen is screen
        state = screen.session.state
        assert state.justice.votes == EXPECTED
        assert len(screen.session.game.journal) == journal + 1  # one action, one undo
        assert "43" in status(app)
        # the same tally as the votes typed one by one
        typed = typed_one_by_one(before)
        assert typed.state.justice.votes == state.justice.votes
        ours, theirs = wj.tally(state, screen.session.scenario), wj.tally(typed.state, typed.scenario)
        assert ours.totals == theirs.totals and ours == theirs
        assert ours.not_voted == ["Grenn", "Hodor", "Lyra"]
        # the tally view shows them, and the save holds them
        assert app.screen.query_one(Ballot).spec.cast == EXPECTED
        assert load_game(save).state.justice.votes == EXPECTED


async def test_cancel_enters_nothing_and_one_undo_takes_the_import_back(tmp_path: Path) -> None:
    save = justice_game(Path("saves/justice.toml"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        session = screen.session
        journal = len(session.game.journal)
        saved = save.read_text(encoding="utf-8")
        # escape in the paste dialog
        await paste(pilot, app)
        await press(pilot, "escape")
        assert app.screen is screen and session.state.justice.votes == {}
        # an empty paste is not read
        await press(pilot, "ctrl+t")
        await press(pilot, "ctrl+s")
        assert isinstance(app.screen, PasteThread)
        await press(pilot, "escape")
        # escape in the review, after a decision
        await paste(pilot, app)
        await press(pilot, "ctrl+s")
        assert isinstance(app.screen, ReviewImport)
        await press(pilot, "1", "d")
        await press(pilot, "escape")
        assert app.screen is screen
        assert session.state.justice.votes == {} and len(session.game.journal) == journal
        assert save.read_text(encoding="utf-8") == saved
        # entered with its questions left open: the first enter warns, the second enters the clear votes
        await paste(pilot, app)
        await press(pilot, "ctrl+s")
        review = app.screen
        assert isinstance(review, ReviewImport)
        await press(pilot, "ctrl+s")
        assert app.screen is review
        assert "enter again" in str(
            review.query_one("#review-summary", Static).render()
        ) or "à nouveau" in str(review.query_one("#review-summary", Static).render())
        await press(pilot, "ctrl+s")
        assert app.screen is screen
        assert len(session.state.justice.votes) == 39
        assert "Jon" not in session.state.justice.votes and "Catelyn" not in session.state.justice.votes
        assert len(session.game.journal) == journal + 1
        # one undo takes all of them back
        await press(pilot, "ctrl+z")
        assert session.state.justice.votes == {} and len(session.game.journal) == journal
        assert load_game(save).state.justice.votes == {}
        assert app.screen.query_one(Ballot).spec.cast == {}


async def test_paste_is_offered_only_while_a_vote_on_names_is_open(tmp_path: Path, new_winterfell) -> None:
    save = new_winterfell(Path("saves/night.toml"))  # the assassination phase: no ballot
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.ballot() is None
        assert screen.check_action("paste_thread", ()) is False  # hidden from the footer
        assert not any(
            title.startswith(screen.L("paste_thread")) for title, _, _ in screen.palette_commands()
        )
        screen.action_paste_thread()
        await pilot.pause()
        assert app.screen is screen


async def test_a_correction_is_checked_against_the_ballot(tmp_path: Path) -> None:
    save = justice_game(Path("saves/justice.toml"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await paste(pilot, app)
        await press(pilot, "ctrl+s")
        review = app.screen
        assert isinstance(review, ReviewImport)
        # Aly's line: typed as Catelyn, a great vassal, it stays a problem; a name close to two
        # players is asked again; then Alysane is taken
        row = review.current()
        assert row is not None and row.line.poster == "Aly"
        await press(pilot, "e")
        correct = app.screen
        assert isinstance(correct, CorrectLine)
        await press(pilot, *"alysa", "enter")
        assert app.screen is correct  # 'alysa' is close to Alysane and Alys: type more
        assert "Alysane" in str(correct.query_one("#correct-problem", Static).render())
        await press(pilot, *"catelyn", "enter")  # the name refused is selected: typing replaces it
        assert app.screen is review
        verdict = review.review.verdicts()[row.index]
        assert verdict.state == PROBLEM and verdict.vote is None and "Catelyn" in verdict.reason
        # as read again (backspace), then the first candidate
        await press(pilot, "backspace", "1")
        assert review.review.verdicts()[row.index].vote == "Robett"
        assert review.review.votes()["Alysane"] == "Robett"


async def test_a_paste_with_no_vote_says_what_to_paste(tmp_path: Path) -> None:
    """A paste in which no vote is found enters nothing and tells the GM what the import reads
    (the thread as copied from the browser of any forum it reads, its BBCode or a « Nom : vote X » list), on a
    status line that shows it whole at 80 columns."""
    save = justice_game(Path("saves/justice.toml"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        journal = len(screen.session.game.journal)
        await paste(pilot, app, "Bonjour à tous, je réfléchis encore.\n")
        await press(pilot, "ctrl+s")
        assert app.screen is screen
        said = status(app)
        assert "Aucun vote trouvé" in said and "rien n'est saisi" in said
        assert "Collez le fil copié" in said and "XenForo" in said and "docs/vote-import.md" in said
        assert len(screen.session.game.journal) == journal
        line = screen.query_one("#status", Static)
        assert line.size.height * line.size.width >= len(said)  # wrapped, not cut
