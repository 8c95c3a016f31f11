"""A write from the file read takes up the digest where the journal read ended and copies the
parts of the state that did not change (issue 17, docs/performance.md "Sixth pass"): the file
must be byte for byte the full rendering, digest included, for every game step after step, and
a state text that is not in tomli-w's form is rendered whole."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
import tomli_w

import gmconsole.saves as saves
from gmconsole.engine.game import Game
from gmconsole.engine.journal import JournalEntry
from gmconsole.tomlio import read_toml
from policy_play import every_scenario, play_step, played_game

GAMES = every_scenario()
WHEN = datetime(2026, 12, 2, 6, 0, 0, tzinfo=UTC)


def _full(game: Game) -> str:
    """The save as written without anything copied: every part dumped, digested and rendered."""
    data = saves.save_data(game, game.created_at)  # type: ignore[attr-defined]
    data["digest"] = saves.content_digest(data)
    return saves.render_save(data)[0]


@pytest.mark.slow
@pytest.mark.parametrize(("game_name", "scenario_name"), GAMES, ids=[f"{g}-{s}" for g, s in GAMES])
def test_a_write_from_the_file_read_is_the_full_rendering_digest_included(
    game_name, scenario_name, tmp_path, monkeypatch
):
    """For every game, step after step, read back each time: the file written (digest taken up
    from the journal read, kept tables and unchanged state parts copied) is byte for byte the
    full rendering; the digest's shortcut was taken, and the state's for Winterfell and Astrub."""
    monkeypatch.setattr(saves, "utcnow", lambda: WHEN)
    game, policy = played_game(game_name, scenario_name, "kept-0", 0, 1)
    path = tmp_path / "game.toml"
    saves.save_game(game, path)
    taken = {"digest": 0, "state": 0}
    digest, piece = saves.Canonical.digest, saves._state_piece

    def digest_spy(self: Any, data: Any) -> Any:
        found = digest(self, data)
        taken["digest"] += found is not None
        return found

    def piece_spy(value: Any, written: Any) -> Any:
        found = piece(value, written)
        taken["state"] += found is not None
        return found

    monkeypatch.setattr(saves.Canonical, "digest", digest_spy)
    monkeypatch.setattr(saves, "_state_piece", piece_spy)
    for _ in range(12):
        game = saves.load_for_writing(path)
        if game.state.over:
            break
        play_step(game, policy)
        expected = _full(game)
        saves.save_game(game, path)
        assert path.read_text(encoding="utf-8") == expected
        if not game.state.over:  # the same game written again, from its own text (a console)
            play_step(game, policy)
            expected = _full(game)
            saves.save_game(game, path)
            assert path.read_text(encoding="utf-8") == expected
        assert saves.load_save(path).seal == "sealed"
    assert taken["digest"] >= 2
    if game_name in ("winterfell", "astrub"):  # (a state whose keys come and go is rendered whole)
        assert taken["state"] >= 2


@pytest.mark.parametrize(
    "data",
    [
        {"journal": []},
        {"a": 1, "journal": [{"x": 1}], "z": "é"},
        {"created_at": WHEN, "journal": [{"b": [1, 2.5, True]}, {"a": None}], "roster": [], "scenario": {}},
        {
            "journal": [1],
            "roster": [{"name": "Zoé"}],
            "scenario": {"k": "v"},
            "setup": {"at": WHEN},
            "state": {},
        },
    ],
)
def test_the_digest_by_parts_is_content_digest(data):
    """The digest computed key by key (the journal's end kept) is ``content_digest``; taken up
    with entries added, it is ``content_digest`` of the whole new data."""
    digest, canonical = saves._digest_parts(data)
    assert digest == saves.content_digest(data)
    if canonical is None:
        return
    added = [{"new": "entrée", "at": WHEN}, {"n": 2}]
    new = {**data, "journal": added, "saved_at": WHEN}
    found = canonical.digest(new)
    assert found is not None
    assert found[0] == saves.content_digest({**new, "journal": [*data["journal"], *added]})
    again = found[1].digest({**data, "journal": [{"third": 3}]})
    assert again is not None
    assert again[0] == saves.content_digest({**data, "journal": [*data["journal"], *added, {"third": 3}]})
    assert canonical.digest({**new, "aa": 1}) is None  # a key before the journal's that was not read


def _written_state(state: dict[str, Any]) -> saves.Written:
    """A Written whose body holds the TOML of ``state`` as a save holds it, read back."""
    body = "[journal]\nturn = 1\n\n" + tomli_w.dumps({"state": state}) + '\n[notes.players]\nA = "x"\n'
    parsed = read_toml_text(body)
    return saves.Written(
        body, 0, len("[journal]\nturn = 1\n"), (None, [], [], None, []), None, None, parsed["state"]
    )


def read_toml_text(text: str) -> dict[str, Any]:
    import tomllib

    return tomllib.loads(text)


PLAYER = {
    "name": "Joueur 01",
    "seat": 1,
    "aliases": [],
    "camp": "loyalists",
    "roles": [],
    "alive": True,
    "rank": "guard",
    "lieutenant": "",
    "died_turn": 0,
}  # too long for a line: the players are an array of tables
STATE: dict[str, Any] = {
    "game": "g",
    "turn": 3,
    "knowledge": [{"who": "A", "about": "B", "turn": 0}, {"who": "B", "about": "A", "turn": 1}],
    "players": [dict(PLAYER, name=f"Joueur {i:02d}", seat=i) for i in range(1, 5)],
    "dice": {"a": 1, "b": 2},
    "table": {"x": 1, "sub": {"y": [1, 2]}},
    "empty": [],
    "words": ["un", "deux"],
}


@pytest.mark.parametrize(
    "change",
    [
        lambda s: s,
        lambda s: s.update(turn=4),
        lambda s: s.update(turn=4.0),  # equal in Python, not in TOML
        lambda s: s.update(turn=True),
        lambda s: s["players"][2].update(alive=False),
        lambda s: s["players"].append(dict(PLAYER, name="Joueur 05")),
        lambda s: s["players"].pop(),
        lambda s: s["players"].insert(0, dict(PLAYER, name="Joueur 00")),
        lambda s: s.update(players=[{"name": "A"}]),  # becomes an inline array
        lambda s: s.update(players=[]),
        lambda s: s["knowledge"].append({"who": "C", "about": "A", "turn": 2}),
        lambda s: s["knowledge"].append({"who": "C" * 120, "about": "A"}),  # too long: tables
        lambda s: s["knowledge"][0].update(turn=5),
        lambda s: s.update(knowledge=[]),
        lambda s: s.update(empty=[dict(PLAYER)]),  # an empty list becomes tables
        lambda s: s["words"].append("trois"),
        lambda s: s["words"].append(["a", "b"]),
        lambda s: s["dice"].update(c=3),
        lambda s: s["table"]["sub"].update(y=[3]),
        lambda s: s.update(dice=[1, 2]),
        lambda s: s.update(words={"a": 1}),
    ],
)
def test_the_state_rendered_by_parts_is_tomli_w(change):
    """Whatever changed in the state (a plain value, a player, an added or removed element, a
    list that becomes tables or an inline array, a table), the state's text built from the text
    read is ``tomli_w.dumps``'s."""
    import copy

    written = _written_state(STATE)
    new = copy.deepcopy(STATE)
    change(new)
    found = saves._state_piece(new, written)
    assert found == tomli_w.dumps({"state": new})


def test_a_state_text_that_does_not_fit_its_data_is_rendered_whole():
    """The state's text under the record is gmconsole's own (the record's SHA-256 is checked
    first: a reformatted save copies nothing, ``test_saves_written.py``); one that does not fit
    the data read (a key, a header or an element that is not the data's; no state table) gives
    no parts, and a state with other keys is rendered whole."""
    written = _written_state(STATE)
    start = written.body.index('[[state.players]]\nname = "Joueur 04"')
    player = written.body[start - 1 : written.body.index("\n\n", start)]  # its blank line and table
    for body in (
        written.body.replace("turn = 3\n", "tour = 3\n"),
        written.body.replace("\n[state.dice]\n", "\n[state.dés]\n"),
        written.body.replace(player, ""),
        written.body.replace("[state]\n", "[stat]\n"),
    ):
        other = saves.Written(body, written.start, written.end, written.parts, None, None, written.state)
        assert saves._state_parts(other, written.state) is None
    assert saves._state_parts(written, written.state) is not None
    assert saves._state_piece({**STATE, "more": 1}, written) is None


def test_the_step_entry_is_the_one_validation_makes(new_game):
    """``Game.push`` makes its journal entry without pydantic's default factories: the same
    fields, fields set and order as ``JournalEntry(turn=..., phase=...)``."""
    game = new_game()
    entry = JournalEntry(turn=game.state.turn, phase=game.state.phase)
    made = JournalEntry.model_construct(
        {"turn", "phase"}, turn=entry.turn, phase=entry.phase, actions=[], events=[], rolls=[], at=entry.at
    )
    assert made == entry
    assert made.model_fields_set == entry.model_fields_set
    assert list(made.__dict__) == list(entry.__dict__)


def test_read_toml_is_the_file_read(tmp_path):
    """(A guard of the helper above: the body written is TOML the save reader takes.)"""
    path = tmp_path / "x.toml"
    path.write_text(_written_state(STATE).body, encoding="utf-8")
    assert read_toml(path)["state"] == _written_state(STATE).state
