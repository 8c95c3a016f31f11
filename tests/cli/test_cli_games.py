"""Whole Astrub games through the command line, from ``new`` to the victory message.

Every step is an orders file applied with ``gmconsole apply``; the game is read back with
``gmconsole status --json --gm`` as a script would, and the outcomes from ``apply --json``'s
events (what a script reads: kinds and data as recorded). These are the games issue 2 asks for: five
rejected squads in a row (the spies win, M-M-5), a tie on approval that launches (M-M-3), and an
Émeraudes Koalak that fails with two sabotages (M-M-7).
"""

from __future__ import annotations

import json
from pathlib import Path

import tomli_w

from gmconsole.saves import load_game


class CliGame:
    """A save driven through ``main([...])``; each call asserts its exit code."""

    def __init__(self, cli, folder: Path, save: Path) -> None:
        self.cli, self.folder, self.save, self.n = cli, folder, save, 0

    def run(self, *args, code: int = 0):
        result = self.cli(*args)
        assert result.code == code, (args, result)
        assert "Traceback" not in result.out + result.err
        return result

    def status(self, gm: bool = True) -> dict:
        args = ("status", self.save, "--json") + (("--gm",) if gm else ())
        return json.loads(self.run(*args).out)

    def orders(self, step: str, *orders: dict, code: int = 0, **top):
        self.n += 1
        path = self.folder / f"orders-{self.n:02d}-{step}.toml"
        path.write_text(tomli_w.dumps({"step": step, **top, "orders": list(orders)}), encoding="utf-8")
        return self.run("apply", self.save, path, code=code)

    def applied(self, step: str, *orders: dict) -> dict[str, dict]:
        """``apply --json``: the data of each event of the step, by kind (the last of a kind)."""
        self.n += 1
        path = self.folder / f"orders-{self.n:02d}-{step}.toml"
        path.write_text(tomli_w.dumps({"step": step, "orders": list(orders)}), encoding="utf-8")
        events = json.loads(self.run("apply", self.save, path, "--json").out)["events"]
        return {e["kind"]: e["data"] | {"rule": e["rule"]} for e in events}

    # -- one step each --
    def propose(self, members: list[str], leader: str | None = None):
        order = {"kind": "squad", "members": members} | ({"leader": leader} if leader else {})
        return self.orders("proposal", order)

    def vote(self, yes: list[str], events: bool = False):
        """The approval votes; with ``events``, the step's events by kind (``apply --json``)."""
        names = [p["name"] for p in self.status()["players"]]
        words = {name: ("oui" if name in yes else "non") for name in names}
        order = {"kind": "votes", "votes": words}
        return self.applied("approval", order) if events else self.orders("approval", order)

    def mission(self, saboteurs: list[str], events: bool = False):
        """The squad's choices; with ``events``, the step's events by kind (``apply --json``)."""
        squad = self.status()["squad"]
        choices = {n: ("sabotage" if n in saboteurs else "réussite") for n in squad}
        order = {"kind": "mission", "choices": choices}
        return self.applied("mission", order) if events else self.orders("mission", order)

    # -- what the GM knows --
    def camps(self) -> tuple[list[str], list[str]]:
        players = self.status()["players"]
        return [p["name"] for p in players if p["camp"] == "spies"], [
            p["name"] for p in players if p["camp"] == "mercenaries"
        ]


def new_game(cli, tmp_path: Path, players_file, n: int, seed: str) -> CliGame:
    save = tmp_path / f"game-{n}.toml"
    result = cli("new", "astrub", "--players", players_file(n), "--seed", seed, "--save", save)
    assert result.code == 0, result
    assert f"sauvegardée dans {save}" in result.out
    assert "SHA-256 de la graine (à publier maintenant" in result.out
    return CliGame(cli, tmp_path, save)


def test_whole_5_player_game_ends_with_five_rejections(cli, tmp_path, players_file):
    """5 players: a launch after two rejections, missions, a two-sabotage Émeraudes, then five
    rejected squads in a row: the spies win (M-M-5) and the CLI says so."""
    g = new_game(cli, tmp_path, players_file, 5, "five players")
    spies, mercs = g.camps()
    assert len(spies) == 2 and len(mercs) == 3
    everyone = spies + mercs

    # Mission 1, Or d'Amakna Sud (2): two squads rejected, the third approved; it succeeds.
    g.propose([mercs[0], mercs[1]], leader="Alice")
    g.vote(yes=[])
    g.propose([mercs[0], mercs[1]])
    g.vote(yes=[mercs[0]])
    assert g.status()["rejections"] == 2
    g.propose([mercs[0], mercs[1]])
    assert g.vote(yes=everyone, events=True)["approval_vote"]["approved"] is True
    assert g.status()["rejections"] == 0  # M-M-5: the count restarts at each launched mission
    assert g.mission([], events=True)["mission_result"]["success"] is True

    # Mission 2, Rubis (3): a spy sabotages; it fails.
    g.propose([spies[0], mercs[0], mercs[1]])
    g.vote(yes=everyone)
    result = g.mission([spies[0]], events=True)["mission_result"]
    assert result["sabotages"] == 1 and result["success"] is False

    # Mission 3, Diamants (2): succeeds.
    g.propose([mercs[1], mercs[2]])
    g.vote(yes=everyone)
    g.mission([])

    # Mission 4, Émeraudes Koalak (3): both spies sabotage; two sabotages fail it (M-M-7).
    g.propose([spies[0], spies[1], mercs[0]])
    g.vote(yes=everyone)
    result = g.mission(spies, events=True)["mission_result"]
    assert (result["mission"], result["sabotages"], result["needed"], result["success"]) == (
        "Émeraudes Koalak",
        2,
        2,
        False,
    )
    assert g.status(gm=False)["results"] == ["success", "fail", "success", "fail"]

    # Mission 5, Aigue-Marine: five squads rejected in a row; the spies win at once.
    leaders = []
    for attempt in range(1, 6):
        state = g.status(gm=False)
        assert state["attempt"] == attempt and state["phase"] == "proposal"
        leaders.append(state["leader"])
        g.propose(mercs)
        result = g.vote(yes=spies)
    assert len(set(leaders)) == 5  # every player led once, in seat order (M-M-4)
    assert "PARTIE TERMINÉE, victoire\u202f: les espions (M-M-5)" in result.out
    # the victory event, in words (as `export --gm` says it), with its rule id
    assert "[public] Victoire des espions\u202f: 5 escouades rejetées d’affilée. (M-M-5)" in result.out
    final = g.status(gm=False)
    assert (final["winner"], final["victory_rule"], final["phase"]) == ("spies", "M-M-5", "over")

    # After the victory every order is refused (exit 3) and nothing changes.
    before = g.save.read_bytes()
    g.orders("over", {"kind": "squad", "members": mercs[:2]}, code=3)
    assert g.save.read_bytes() == before
    assert g.run("verify", g.save).code == 0


def test_whole_10_player_game_with_a_tie_and_emeraudes(cli, tmp_path, players_file):
    """10 players: a 5-5 tie launches the first mission (M-M-3), Émeraudes fails with two
    sabotages (M-M-7), and the mercenaries win with three successes (M-V-1)."""
    g = new_game(cli, tmp_path, players_file, 10, "ten players")
    spies, mercs = g.camps()
    assert len(spies) == 4 and len(mercs) == 6
    everyone = spies + mercs
    half = everyone[:5]

    g.propose(mercs[:3], leader="Jules")  # Or (3)
    vote = g.vote(yes=half, events=True)["approval_vote"]
    assert (vote["yes"], vote["no"], vote["approved"], vote["tie"], vote["rule"]) == (
        5,
        5,
        True,
        True,
        "M-M-3",
    )
    assert g.status(gm=False)["phase"] == "mission"
    g.mission([])

    g.propose([spies[0], *mercs[:3]])  # Rubis (4)
    g.vote(yes=everyone)
    g.mission([spies[0]])

    g.propose(mercs[:4])  # Diamants (4)
    g.vote(yes=everyone)
    g.mission([])

    g.propose([spies[0], spies[1], *mercs[:3]])  # Émeraudes (5): two sabotages fail it
    g.vote(yes=everyone)
    result = g.mission(spies[:2], events=True)["mission_result"]
    assert (result["sabotages"], result["needed"], result["success"]) == (2, 2, False)

    g.propose(mercs[:5])  # Aigue-Marine (5)
    g.vote(yes=everyone)
    out = g.mission([]).out
    assert "PARTIE TERMINÉE, victoire\u202f: les mercenaires (M-V-1)" in out
    assert g.status(gm=False)["results"] == ["success", "fail", "success", "fail", "success"]
    # the leaders went round the table in seat order from Jules
    leaders = [e["data"]["leader"] for e in _events(g.save) if e["kind"] == "leader_passes"]
    assert leaders == ["Alice", "Bob", "Chloé", "David"]


def test_a_one_sabotage_emeraudes_succeeds(cli, tmp_path, players_file):
    """M-M-7 through the CLI: at 7 players one sabotage on Émeraudes Koalak does not fail it."""
    g = new_game(cli, tmp_path, players_file, 7, "seven")
    spies, mercs = g.camps()
    everyone = spies + mercs
    for members, saboteurs in (
        ([spies[0], mercs[0]], [spies[0]]),
        (mercs[:3], []),
        ([spies[0], *mercs[:2]], [spies[0]]),
    ):
        g.propose(members)
        g.vote(yes=everyone)
        g.mission(saboteurs)
    g.propose([spies[0], *mercs[:3]])
    g.vote(yes=everyone)
    result = g.mission([spies[0]], events=True)["mission_result"]
    assert (result["mission"], result["sabotages"], result["needed"], result["success"]) == (
        "Émeraudes Koalak",
        1,
        2,
        True,
    )


def _events(save: Path) -> list[dict]:
    game = load_game(save)
    return [e.model_dump(mode="json") for e in game.events()]


def test_apply_json_gives_events_and_rolls(cli, tmp_path, players_file):
    g = new_game(cli, tmp_path, players_file, 5, "json")
    path = tmp_path / "o.toml"
    path.write_text('[[orders]]\nkind = "squad"\nmembers = ["Alice", "Bob"]\n', encoding="utf-8")
    result = cli("apply", g.save, path, "--json")
    assert result.code == 0
    data = json.loads(result.out)
    assert data["phase"] == "approval" and data["turn"] == 1 and data["winner"] == ""
    assert [e["kind"] for e in data["events"]] == ["squad_proposed"]
    assert data["events"][0]["audience"]["to"] == "public" and data["rolls"] == []


def test_orders_without_resolve_keep_the_step_open(cli, tmp_path, players_file):
    g = new_game(cli, tmp_path, players_file, 5, "partial")
    g.propose(["Alice", "Bob"])
    g.orders("approval", {"kind": "votes", "votes": {"Alice": "oui", "Bob": "non"}}, resolve=False)
    status = g.status(gm=False)
    assert status["phase"] == "approval" and status["voted"] == ["Alice", "Bob"]
    checklist = status["checklist"][0]
    assert (
        checklist["status"] == "missing" and checklist["detail"] == "n'ont pas voté\u202f: Chloé, David, Eve"
    )
    g.orders("approval", {"kind": "votes", "votes": {"Chloé": "oui", "David": "pour", "Eve": "non"}})
    assert g.status(gm=False)["phase"] == "mission"


def test_same_seed_same_orders_same_save(cli, tmp_path, players_file, dump):
    """Two games from the same seed and the same orders files are identical, timestamps aside;
    undo then redo through the CLI gives the same game again."""
    games = []
    for name in ("one", "two"):
        folder = tmp_path / name
        folder.mkdir()
        g = new_game(cli, folder, players_file, 6, "twins")
        spies, mercs = g.camps()
        g.propose([spies[0], mercs[0]], leader="Fanny")
        g.vote(yes=spies + mercs[:2])
        g.mission([spies[0]])
        g.propose(mercs[:3])
        games.append(g)
    first, second = (load_game(g.save) for g in games)
    assert dump(first) == dump(second)
    for _ in range(4):
        games[0].run("undo", games[0].save)
    for _ in range(4):
        games[0].run("redo", games[0].save)
    assert dump(load_game(games[0].save)) == dump(second)


def test_status_marks_a_step_still_to_do_as_the_console_does(cli, tmp_path, players_file):
    """The text status says « [à faire] » of a step that waits, the console's word (was « [manquant] »)."""
    g = new_game(cli, tmp_path, players_file, 5, "to-do")
    out = g.run("status", g.save).out
    assert "  [à faire] " in out and "manquant" not in out
