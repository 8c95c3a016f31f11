"""Whole Thiercelieux games driven only through the documented command line, as an outside test
suite would: `gmconsole new` with a roster that pins the roles, `apply` with orders files written
as docs/orders.md documents them, and the outcomes read from `status --json` (public and
``--gm``), `export` and the save. Each chain of the rules (thiercelieux.md) has its game."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import tomli_w

from cli_game import CliGame
from gmconsole.scenarios import find_scenario
from gmconsole.tomlio import read_toml

# 8 players: the default deck for 8 is 2 werewolves and the six special roles, and the thief's
# two extra villagers are the two middle cards.
TABLE = {
    "Loup1": "Loup-Garou",
    "Loup2": "werewolf",
    "Voyante": "Voyante",
    "Chasseur": "hunter",
    "Cupidon": "Cupidon",
    "Voleur": "thief",
    "Fille": "Petite Fille",
    "Sorciere": "Sorcière",
}


class Cli(CliGame):
    """One game in a folder, played with `gmconsole` commands and orders files."""

    def new(
        self,
        table: dict[str, str],
        scenario: str = "thiercelieux",
        seed: str = "cli",
        **settings: dict[str, Any],
    ) -> None:
        if settings:  # a copy of the shipped scenario with some settings changed
            data = read_toml(find_scenario(scenario))
            for section, values in settings.items():
                data[section] = {**data.get(section, {}), **values}
            path = self.folder / "scenario.toml"
            path.write_text(tomli_w.dumps(data), encoding="utf-8")
            scenario = str(path)
        roster = {"players": [{"name": n} | ({"role": r} if r else {}) for n, r in table.items()]}
        (self.folder / "roster.toml").write_text(tomli_w.dumps(roster), encoding="utf-8")
        code, out, err = self.run(
            "new",
            scenario,
            "--players",
            str(self.folder / "roster.toml"),
            "--seed",
            seed,
            "--save",
            self.save,
        )
        assert code == 0, err

    def status(self, gm: bool = False) -> dict[str, Any]:
        code, out, err = self.run("status", self.save, "--json", *(["--gm"] if gm else []))
        assert code == 0, err
        return json.loads(out)

    def alive(self) -> set[str]:
        return {p["name"] for p in self.status()["players"] if p["alive"]}

    def dead_cards(self) -> dict[str, str]:
        """The dead players and their revealed cards (T-D-1), from the public status."""
        return {p["name"]: p["role"] for p in self.status()["players"] if not p["alive"]}

    def step(self) -> str:
        return str(self.status()["step"])

    def causes(self) -> dict[str, str]:
        """Each death's cause, from the save's journal (``status --gm`` has the state only)."""
        from gmconsole.saves import load_game

        return {
            e.data["player"]: e.data["cause"]
            for entry in load_game(self.save).entries()
            for e in entry.events
            if e.kind == "death"
        }


def captain(cli: Cli, name: str) -> None:
    """T-S-4: everyone elects ``name``."""
    votes = ", ".join(f'{n} = "{name}"' for n in TABLE)
    cli.apply(f'step = "vote"\n[[orders]]\nkind = "captain_votes"\nvotes = {{ {votes} }}\n')


def first_night(
    cli: Cli,
    lovers: tuple[str, str],
    victim: str,
    witch: str = "",
    seer: str = "Loup1",
    thief: int = 0,
) -> None:
    """Night 1, one file per step, each with its `step` and `turn` as docs/orders.md shows."""
    cli.apply(f'step = "thief"\nturn = 1\n[[orders]]\nkind = "thief"\ntake = {thief}\n')
    a, b = lovers
    cli.apply(f'step = "cupid"\nturn = 1\n[[orders]]\nkind = "cupid"\nlovers = ["{a}", "{b}"]\n')
    cli.apply(f'step = "seer"\n[[orders]]\nkind = "seer"\ntarget = "{seer}"\n')
    cli.apply(f'step = "werewolves"\n[[orders]]\nkind = "werewolves"\nvictim = "{victim}"\n')
    if cli.step() == "witch":
        cli.apply(f'step = "witch"\n[[orders]]\nkind = "witch"\n{witch}\n')


def votes(**ballot: str) -> str:
    return (
        '[[orders]]\nkind = "votes"\nvotes = { '
        + ", ".join(f'{v} = "{t}"' for v, t in ballot.items())
        + " }\n"
    )


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(tmp_path, capsys)


# -- the chains of issue 15 -------------------------------------------------------------------
def test_T_D_3_a_hunter_who_is_a_lover_devoured_at_night_shoots_and_his_lover_dies(cli: Cli) -> None:
    """T-D-2, T-D-3: devoured at night, the hunter's lover dies of grief at dawn, then he shoots."""
    cli.new(TABLE)
    captain(cli, "Voyante")
    first_night(cli, lovers=("Chasseur", "Fille"), victim="Chasseur")
    status = cli.status()
    assert status["phase"] == "day" and status["step"] == "hunter"
    assert cli.dead_cards() == {"Chasseur": "hunter", "Fille": "little_girl"}
    refused = cli.refused('[[orders]]\nkind = "shoot"\ntarget = "Chasseur"\n')
    assert "ne peut pas se tirer dessus" in refused and "(T-D-2)" in refused
    cli.apply('step = "hunter"\n[[orders]]\nkind = "shoot"\ntarget = "Loup2"\n')
    assert cli.dead_cards() == {"Chasseur": "hunter", "Fille": "little_girl", "Loup2": "werewolf"}
    assert cli.causes() == {"Chasseur": "devoured", "Fille": "grief", "Loup2": "shot"}
    assert cli.step() == "vote"
    post = cli.export()
    assert "(mort de chagrin)" in post and "(abattu par le Chasseur)" in post


def test_T_D_3_the_hunter_executed_by_the_village_shoots_a_lover_and_both_die(cli: Cli) -> None:
    """T-D-2, T-D-3: the hunter's shot on a lover kills both; the chain goes to its end."""
    cli.new(TABLE)
    captain(cli, "Voyante")
    first_night(cli, lovers=("Voleur", "Sorciere"), victim="personne")  # no victim tonight
    assert cli.dead_cards() == {}
    cli.apply(
        'step = "vote"\n' + votes(Loup1="Chasseur", Loup2="Chasseur", Voyante="Chasseur", Fille="Loup1")
    )
    assert cli.status()["step"] == "hunter"
    cli.apply('[[orders]]\nkind = "shoot"\ntarget = "Voleur"\n')
    assert set(cli.dead_cards()) == {"Chasseur", "Voleur", "Sorciere"}
    assert cli.causes() == {"Chasseur": "executed", "Voleur": "shot", "Sorciere": "grief"}
    status = cli.status()
    assert status["phase"] == "night" and status["turn"] == 2 and not status["winner"]


def test_T_N_2_cupid_chooses_himself_and_dies_of_grief_with_his_werewolf_lover(cli: Cli) -> None:
    """T-N-2: Cupid may name himself; T-D-3: he dies of grief when his lover is executed."""
    cli.new(TABLE)
    captain(cli, "Voyante")
    first_night(cli, lovers=("Cupidon", "Loup1"), victim="")
    gm = cli.status(gm=True)
    assert sorted(gm["lovers"]) == ["Cupidon", "Loup1"]
    text = cli.run("status", cli.save, "--gm")[1]
    assert "Amoureux\u202f: Cupidon, Loup1" in text and "Capitaine\u202f: Voyante" in text
    private = cli.export("--private", "Cupidon")
    assert "Loup1" in private
    refused = cli.refused(votes(Cupidon="Loup1"))  # T-D-4
    assert "un Amoureux ne vote jamais contre l'autre" in refused and "(T-D-4)" in refused
    cli.apply(votes(Voyante="Loup1", Chasseur="Loup1", Fille="Loup1"))
    assert cli.causes() == {"Loup1": "executed", "Cupidon": "grief"}


def test_T_V_3_cupid_and_his_werewolf_lover_win_as_the_last_two(cli: Cli) -> None:
    """T-N-2, T-V-3: mixed lovers (Cupid himself and a werewolf) win as the last two alive."""
    small = {"Loup1": "werewolf", "Cupidon": "cupid", "Paul": "villager", "Anne": "villager"}
    cli.new(small, deck={"specials": ["cupid"], "werewolves": 1}, captain={"mode": "none"})
    assert cli.step() == "cupid"
    cli.apply('[[orders]]\nkind = "cupid"\nlovers = ["cupidon", "LOUP1"]\n')  # case and accents ignored
    cli.apply('[[orders]]\nkind = "werewolves"\nvictim = "Paul"\n')
    assert not cli.status()["winner"]
    cli.apply(votes(Cupidon="Anne", Loup1="Anne"))
    status = cli.status()
    assert status["winner"] == "lovers" and status["victory_rule"] == "T-V-3"
    assert status["phase"] == "over"
    assert "les Amoureux" in cli.export()


def test_T_N_7_the_witch_saves_and_poisons_in_one_night_and_each_potion_is_spent(cli: Cli) -> None:
    """T-N-7: she is shown the victim, heals him and poisons another the same night; each potion
    once (the scenario's default)."""
    cli.new(TABLE)
    captain(cli, "Voyante")
    first_night(cli, lovers=("Voleur", "Cupidon"), victim="Voyante", witch='heal = true\npoison = "Loup2"')
    assert "Voyante" in cli.alive() and cli.dead_cards() == {"Loup2": "werewolf"}
    assert cli.causes() == {"Loup2": "poisoned"}
    shown = cli.export("--private", "Sorciere")
    assert "Voyante" in shown
    gm = cli.status(gm=True)
    assert gm["heal_left"] is False and gm["poison_left"] is False
    cli.apply(votes(Voyante="Fille"))
    # night 2: the witch has nothing left, her step is skipped
    cli.apply('[[orders]]\nkind = "seer"\ntarget = "Loup1"\n')
    cli.apply('[[orders]]\nkind = "werewolves"\nvictim = "Chasseur"\n')
    assert cli.status()["step"] == "hunter" and "Chasseur" not in cli.alive()


def test_T_N_7_the_potions_are_scenario_settings(cli: Cli) -> None:
    """T-N-7 default as settings: two healing potions, and one potion a night."""
    cli.new(TABLE, night={"witch_heal_potions": 2, "witch_both_potions_same_night": False})
    captain(cli, "Voyante")
    cli.apply('[[orders]]\nkind = "thief"\n')
    cli.apply('[[orders]]\nkind = "cupid"\nlovers = ["Voleur", "Cupidon"]\n')
    cli.apply('[[orders]]\nkind = "seer"\ntarget = "Loup1"\n')
    cli.apply('[[orders]]\nkind = "werewolves"\nvictim = "Fille"\n')
    refused = cli.refused('[[orders]]\nkind = "witch"\nheal = true\npoison = "Loup1"\n')
    assert "une seule potion par nuit" in refused
    cli.apply('[[orders]]\nkind = "witch"\nheal = true\n')
    assert cli.dead_cards() == {} and cli.status(gm=True)["heal_left"] is True
    cli.apply(votes(Voyante="Loup1"))
    cli.apply('[[orders]]\nkind = "seer"\ntarget = "Loup2"\n')
    cli.apply('[[orders]]\nkind = "werewolves"\nvictim = "Fille"\n')
    cli.apply('[[orders]]\nkind = "witch"\nheal = true\n')  # the second healing potion
    assert "Fille" in cli.alive() and cli.status(gm=True)["heal_left"] is False


def test_T_N_1_the_thief_is_forced_to_take_a_werewolf(cli: Cli) -> None:
    """T-N-1: both middle cards are werewolves (deck.middle, chosen by the GM): keeping his card is
    refused in French with how to fix it; he takes one, plays it and wakes with the werewolves."""
    table = dict(TABLE) | {"Loup1": "villager", "Loup2": "villager"}
    cli.new(table, deck={"middle": ["Loup-Garou", "werewolf"]}, captain={"mode": "none"})
    gm = cli.status(gm=True)
    assert gm["middle"] == ["werewolf", "werewolf"]
    assert cli.step() == "thief"
    refused = cli.refused('[[orders]]\nkind = "thief"\ntake = 0\n')
    assert (
        "des Loups-Garous : le Voleur doit en prendre une" in refused.replace("\u202f", " ")
        and "(T-N-1)" in refused
    )
    refused = cli.refused('[[orders]]\nkind = "thief"\ntake = 3\n')
    assert "take = 1 ou 2" in refused
    cli.apply('[[orders]]\nkind = "thief"\ntake = 2\n')
    gm = cli.status(gm=True)
    thief = next(p for p in gm["players"] if p["name"] == "Voleur")
    assert thief["roles"] == ["werewolf"] and thief["camp"] == "werewolves"
    assert gm["middle"] == ["werewolf", "thief"]
    assert "Loup-Garou" in cli.export("--private", "Voleur")
    cli.apply('[[orders]]\nkind = "cupid"\nlovers = ["Loup1", "Loup2"]\n')
    cli.apply('[[orders]]\nkind = "seer"\ntarget = "Voleur"\n')
    assert "Loup-Garou" in cli.export("--private", "Voyante")
    assert cli.step() == "werewolves"
    cli.apply('[[orders]]\nkind = "werewolves"\nvictim = "Voyante"\n')
    assert cli.dead_cards() == {"Voyante": "seer"} or cli.step() == "witch"


def test_T_N_5_the_werewolves_choose_one_of_their_own(cli: Cli) -> None:
    """T-N-5: the awake werewolf devours the other, asleep; the village sees a werewolf's card."""
    cli.new(TABLE)
    captain(cli, "Voyante")
    cli.apply('[[orders]]\nkind = "thief"\n')
    cli.apply('[[orders]]\nkind = "cupid"\nlovers = ["Voleur", "Cupidon"]\n')
    cli.apply('[[orders]]\nkind = "seer"\ntarget = "Fille"\n')
    cli.apply('[[orders]]\nkind = "werewolves"\nvictim = "Loup2"\nasleep = ["Loup2"]\n')
    cli.apply('[[orders]]\nkind = "witch"\n')
    assert cli.dead_cards() == {"Loup2": "werewolf"} and cli.causes() == {"Loup2": "devoured"}
    assert "Loup-Garou" in cli.export("--turn", "1", "--phase", "night")


def test_T_N_5_every_werewolf_asleep_starves_and_the_villagers_win(cli: Cli) -> None:
    """T-N-5: every living werewolf declares he stays asleep: they starve."""
    cli.new(TABLE, captain={"mode": "none"})
    cli.apply('[[orders]]\nkind = "thief"\n')
    cli.apply('[[orders]]\nkind = "cupid"\nlovers = ["Voleur", "Cupidon"]\n')
    cli.apply('[[orders]]\nkind = "seer"\ntarget = "Fille"\n')
    cli.apply('[[orders]]\nkind = "werewolves"\nasleep = ["Loup1", "loup2"]\n')
    status = cli.status()
    assert status["winner"] == "villagers" and status["victory_rule"] == "T-V-1"


def test_T_D_6_a_tie_without_captain_goes_to_a_revote_and_a_second_tie_eliminates_no_one(cli: Cli) -> None:
    """T-D-6: no captain: the tied are voted on again (all vote, the tied included, only for the
    tied); a second tie eliminates no one and the night falls."""
    cli.new(TABLE, captain={"mode": "none"})
    cli.apply('[[orders]]\nkind = "thief"\n')
    cli.apply('[[orders]]\nkind = "cupid"\nlovers = ["Voleur", "Cupidon"]\n')
    cli.apply('[[orders]]\nkind = "seer"\ntarget = "Fille"\n')
    cli.apply('[[orders]]\nkind = "werewolves"\nvictim = ""\n')
    cli.apply('[[orders]]\nkind = "witch"\n')
    cli.apply(
        'step = "vote"\nresolve = false\n'
        + votes(Voyante="Loup1", Chasseur="Loup1", Loup1="Fille", Loup2="Fille", Voleur="abstain")
    )
    assert cli.status()["voted"] == ["Chasseur", "Loup1", "Loup2", "Voleur", "Voyante"]
    cli.apply("")  # a file with no orders resolves the step
    status = cli.status()
    assert status["step"] == "revote" and cli.dead_cards() == {}
    refused = cli.refused(votes(Voyante="Chasseur"))
    assert "n'est pas parmi les ex æquo" in refused and "(T-D-6)" in refused
    cli.apply('step = "revote"\n' + votes(Voyante="Loup1", Fille="Loup1", Loup1="Fille", Loup2="Fille"))
    status = cli.status()
    assert cli.dead_cards() == {} and status["phase"] == "night" and status["turn"] == 2
    post = cli.export("--turn", "1", "--phase", "day")
    assert "on revote" in post and "Personne n’est éliminé" in post


def test_T_D_6_the_captain_decides_a_tie_and_a_vote_weight_of_two_is_a_setting(cli: Cli) -> None:
    """T-D-6: with a captain his vote designates the victim among the tied; T-S-4: his vote
    weight is a scenario setting (2 here)."""
    cli.new(TABLE, captain={"vote_weight": 2})
    captain(cli, "Voyante")
    first_night(cli, lovers=("Voleur", "Cupidon"), victim="")
    # 2 (the captain) against 2: a tie the captain's vote decides
    cli.apply(votes(Voyante="Loup1", Loup1="Fille", Loup2="Fille"))
    assert cli.causes() == {"Loup1": "executed"}


def test_T_D_7_the_dying_captain_names_his_successor(cli: Cli) -> None:
    """T-D-7: the captain devoured at night names his successor; the successor's vote then
    breaks a tie (T-D-6)."""
    cli.new(TABLE)
    captain(cli, "Voyante")
    assert cli.status()["captain"] == "Voyante"
    first_night(cli, lovers=("Voleur", "Cupidon"), victim="Voyante")
    status = cli.status()
    assert status["step"] == "successor" and status["captain"] == ""
    refused = cli.refused('[[orders]]\nkind = "captain"\nname = "Voyante"\n')
    assert "Voyante est morte" in refused or "Voyante est mort" in refused
    cli.apply('step = "successor"\n[[orders]]\nkind = "captain"\nname = "Chasseur"\n')
    status = cli.status()
    assert status["captain"] == "Chasseur" and status["step"] == "vote"
    cli.apply(votes(Chasseur="Loup2", Fille="Loup2", Loup1="Fille", Loup2="Fille"))
    assert cli.causes()["Loup2"] == "executed"


def test_T_D_7_T_V_4_no_successor_is_asked_once_the_captains_death_ends_the_game(cli: Cli) -> None:
    """T-V-4 with T-D-7: the captain who is the last werewolf is executed: the villagers win at
    once; the game does not wait for a successor."""
    small = {"Loup1": "werewolf", "Paul": "villager", "Anne": "villager", "Marc": "villager"}
    cli.new(small, deck={"specials": [], "werewolves": 1})
    cli.apply('[[orders]]\nkind = "captain_votes"\nvotes = { Paul = "Loup1", Anne = "Loup1" }\n')
    cli.apply('[[orders]]\nkind = "werewolves"\nvictim = ""\n')
    cli.apply(votes(Paul="Loup1", Anne="Loup1"))
    status = cli.status()
    assert status["winner"] == "villagers" and status["step"] == ""


def test_T_D_7_the_successor_is_named_once_the_chain_is_complete(cli: Cli) -> None:
    """T-D-7 after T-D-2: the captain devoured, the witch's poison and the hunter's shot all
    happen before the dying captain names his successor among the living."""
    cli.new(TABLE)
    captain(cli, "Voyante")
    first_night(cli, lovers=("Voleur", "Cupidon"), victim="Voyante", witch='poison = "Chasseur"')
    assert cli.step() == "hunter"
    cli.apply('[[orders]]\nkind = "shoot"\ntarget = "Fille"\n')
    assert cli.step() == "successor"
    refused = cli.refused('[[orders]]\nkind = "captain"\nname = "Fille"\n')
    assert "Fille est mort" in refused
    cli.apply("")  # no successor named: one is drawn among the living
    status = cli.status()
    assert status["captain"] in cli.alive() and status["step"] == "vote"


# -- the format -------------------------------------------------------------------------------
def test_a_whole_night_in_one_file_and_a_vote_with_the_hunters_shot(cli: Cli) -> None:
    """docs/orders.md: orders for the next steps may follow each other in one file; each order
    resolves the step before it once that step's order is in (T-N-3 order kept)."""
    cli.new(TABLE, captain={"mode": "none"})
    cli.apply(
        'step = "night"\nturn = 1\n'
        '[[orders]]\nkind = "thief"\ntake = 1\n'
        '[[orders]]\nkind = "cupid"\nlovers = ["Voleur", "Cupidon"]\n'
        '[[orders]]\nkind = "seer"\ntarget = "Loup1"\n'
        '[[orders]]\nkind = "werewolves"\nvictim = "Fille"\n'
        '[[orders]]\nkind = "witch"\npoison = "Loup1"\n'
    )
    assert cli.dead_cards() == {"Fille": "little_girl", "Loup1": "werewolf"}
    assert cli.step() == "vote"
    cli.apply(
        votes(Voyante="Chasseur", Sorciere="Chasseur", Loup2="Chasseur")
        + '[[orders]]\nkind = "shoot"\ntarget = "Loup2"\n'
    )
    status = cli.status()
    assert status["winner"] == "villagers" and cli.causes()["Loup2"] == "shot"
    # and with explicit resolve orders between the steps, as the format allows
    cli.run("undo", cli.save)
    cli.run("undo", cli.save)
    assert cli.step() == "thief"
    cli.apply(
        '[[orders]]\nkind = "thief"\n[[orders]]\nkind = "resolve"\n'
        '[[orders]]\nkind = "cupid"\nlovers = ["Voleur", "Cupidon"]\n[[orders]]\nkind = "resolve"\n'
        '[[orders]]\nkind = "resolve"\n'  # the seer sends nothing
        '[[orders]]\nkind = "werewolves"\nvictim = ""\n'
        '[[orders]]\nkind = "resolve"\n'  # a file with resolve orders gets no other
    )
    assert cli.step() == "witch"
    cli.run("undo", cli.save)
    refused = cli.refused(
        '[[orders]]\nkind = "thief"\n[[orders]]\nkind = "cupid"\nlovers = ["Voleur", "Cupidon"]\n'
        '[[orders]]\nkind = "werewolves"\nvictim = ""\n'
    )
    assert "l'étape « Voyante »" in refused  # the seer's step has no order: not skipped silently
    cli.apply(  # an empty seer order: she looks at no one
        '[[orders]]\nkind = "thief"\n[[orders]]\nkind = "cupid"\nlovers = ["Voleur", "Cupidon"]\n'
        '[[orders]]\nkind = "seer"\n[[orders]]\nkind = "werewolves"\nvictim = "Fille"\n[[orders]]\nkind = "witch"\n'
    )
    assert cli.dead_cards() == {"Fille": "little_girl"} and cli.step() == "vote"
    assert "seer_sees" not in cli.export("--gm")


def test_the_thiercelieux_examples_of_docs_orders_md_apply_as_written(cli: Cli) -> None:
    """docs/orders.md: the roster and each orders file of the Thiercelieux section, in the order
    of a game (the captain elected, the first night step by step, the day)."""
    import re

    doc = (Path(__file__).resolve().parents[3] / "docs" / "orders.md").read_text(encoding="utf-8")
    section = doc[doc.index("## Les loups-garous de Thiercelieux") : doc.index("## Vampire Hunter")]
    files = {}
    for block in re.findall(r"```toml\n(.*?)```", section, re.S):
        name = block.split("\n", 1)[0].split()[1].rstrip(":")
        files[name] = block
        (cli.folder / name).write_text(block, encoding="utf-8")
    code, _, err = cli.run(
        "new", "thiercelieux", "--players", str(cli.folder / "roster.toml"), "--save", cli.save
    )
    assert code == 0, err
    for name in ("0-captain", "1-thief", "1-cupid", "1-seer", "1-werewolves", "1-witch"):
        code, _, err = cli.run("apply", cli.save, str(cli.folder / f"{name}.toml"))
        assert code == 0, (name, err)
    assert cli.status(gm=True)["middle"].count("thief") == 1
    assert cli.causes() == {"Loup1": "poisoned"}
    assert cli.run("apply", cli.save, str(cli.folder / "1-vote.toml"))[0] == 0
    assert cli.status()["voted"] == ["Fille", "Loup2", "Sorciere", "Voyante"]
    cli.apply("")
    assert cli.causes()["Loup2"] == "executed" and cli.status()["winner"] == "villagers"
    code, _, err = cli.run(
        "new", "thiercelieux", "--players", str(cli.folder / "roster.toml"), "--save", cli.save
    )
    assert code == 0, err
    for name in ("0-captain", "1-night", "1-hunter", "1-successor"):
        code, _, err = cli.run("apply", cli.save, str(cli.folder / f"{name}.toml"))
        assert code == 0, (name, err)
    assert cli.causes() == {"Chasseur": "devoured", "Cupidon": "shot", "Voyante": "grief"}
    assert cli.status()["captain"] == "Fille"


def test_orders_out_of_turn_and_bad_names_are_refused_in_french_and_nothing_is_saved(cli: Cli) -> None:
    """A wrong name or an order for another step: exit 3, a French message that says how to fix
    it, the save untouched."""
    cli.new(TABLE, captain={"mode": "none"})
    refused = cli.refused('[[orders]]\nkind = "werewolves"\nvictim = "Voyante"\n')
    assert "pas d'ordre `werewolves` maintenant" in refused
    assert "un ordre `thief`" in refused and "T-N-1" in refused and "night" not in refused.split("(")[0]
    refused = cli.refused('step = "seer"\n[[orders]]\nkind = "thief"\n')
    assert "l'étape « Voyante »" in refused and "« nuit (Voleur) »" in refused  # the steps' names
    cli.apply('[[orders]]\nkind = "thief"\n[[orders]]\nkind = "cupid"\nlovers = ["Voleur", "Cupidon"]\n')
    refused = cli.refused('[[orders]]\nkind = "seer"\ntarget = "Lou1"\n')
    assert "joueur inconnu" in refused and "Loup1" in refused
    refused = cli.refused('[[orders]]\nkind = "sorciere"\n', expect=4)
    assert "orders.0" in refused
    refused = cli.refused('[[orders]]\nkind = "seer"\ntarget = "Voyante"\n')
    assert "connaît déjà sa propre carte" in refused
    assert cli.step() == "seer"
    assert cli.run("verify", cli.save)[0] == 0


def test_pins_the_deck_cannot_hold_are_refused_with_how_to_fix_it(cli: Cli) -> None:
    """T-S-1, T-S-3: a roster pinning three villagers on the default 8-player deck."""
    table = dict(TABLE) | {"Cupidon": "villager", "Voleur": "villager", "Fille": "villager"}
    roster = {"players": [{"name": n, "role": r} for n, r in table.items()]}
    (cli.folder / "roster.toml").write_text(tomli_w.dumps(roster), encoding="utf-8")
    code, _, err = cli.run(
        "new", "thiercelieux", "--players", str(cli.folder / "roster.toml"), "--save", cli.save
    )
    assert code == 3 and "[deck]" in err and "Simple Villageois" in err
    assert not Path(cli.save).exists()


def test_T_S_1_the_player_range_is_a_setting_and_the_deck_follows_the_player_count(cli: Cli) -> None:
    """T-S-1: 8-11 players: 2 werewolves, 12-18: 3; 18 at most by default (the box's vote cards)."""
    for count, wolves in ((8, 2), (11, 2), (12, 3), (18, 3)):
        cli.new({f"J{i}": "" for i in range(count)})
        roles = [p["roles"][0] for p in cli.status(gm=True)["players"]]
        middle = cli.status(gm=True)["middle"]
        assert (roles + middle).count("werewolf") == wolves
    roster = "\n".join(f"J{i}" for i in range(19))
    (cli.folder / "19.txt").write_text(roster, encoding="utf-8")
    code, _, err = cli.run("new", "thiercelieux", "--players", str(cli.folder / "19.txt"), "--save", cli.save)
    assert code == 3 and "de 4 à 18 joueurs" in err


def test_T_D_5_the_double_vote_arrow_given_by_the_gm_in_the_roster(cli: Cli) -> None:
    """T-D-5: ``double_vote = true`` in the roster gives the arrow; that vote counts twice."""
    roster = {
        "players": [
            {"name": n, "role": r} | ({"double_vote": True} if n == "Fille" else {}) for n, r in TABLE.items()
        ]
    }
    (cli.folder / "roster.toml").write_text(tomli_w.dumps(roster), encoding="utf-8")
    scenario = read_toml(find_scenario("thiercelieux"))
    scenario["captain"]["mode"] = "none"
    (cli.folder / "s.toml").write_text(tomli_w.dumps(scenario), encoding="utf-8")
    code, _, err = cli.run(
        "new", str(cli.folder / "s.toml"), "--players", str(cli.folder / "roster.toml"), "--save", cli.save
    )
    assert code == 0, err
    assert cli.status(gm=True)["double_vote"] == "Fille"
    cli.apply('[[orders]]\nkind = "thief"\n[[orders]]\nkind = "cupid"\nlovers = ["Voleur", "Cupidon"]\n')
    cli.apply('[[orders]]\nkind = "resolve"\n[[orders]]\nkind = "werewolves"\nvictim = ""\n')
    cli.apply('[[orders]]\nkind = "witch"\n')
    cli.apply(votes(Fille="Loup1", Loup1="Fille"))
    assert cli.causes() == {"Loup1": "executed"}


def test_an_english_game_through_the_command_line(cli: Cli) -> None:
    """The English scenario: English role names in pins, refusals and posts."""
    table = {
        "Wolf": "Werewolf",
        "Seer": "Seer",
        "Hunter": "Hunter",
        "Ann": "Villager",
        "Bob": "Villager",
    }
    cli.new(
        table, scenario="thiercelieux-en", deck={"specials": ["seer", "hunter"]}, captain={"mode": "none"}
    )
    refused = cli.refused('[[orders]]\nkind = "seer"\ntarget = "Wulf"\n')
    assert "unknown player" in refused and "Wolf" in refused and "refused" in refused
    refused = cli.refused('[[orders]]\nkind = "werewolves"\nvictim = "Ann"\n')
    assert "no `werewolves` order now" in refused and "step 'Seer'" in refused
    cli.apply('[[orders]]\nkind = "seer"\ntarget = "Wolf"\n')
    assert "Werewolf" in cli.export("--private", "Seer")
    cli.apply('[[orders]]\nkind = "werewolves"\nvictim = "Hunter"\n')
    cli.apply('[[orders]]\nkind = "shoot"\ntarget = "Wolf"\n')
    status = cli.status()
    assert status["winner"] == "villagers"
    post = cli.export()
    assert "shot by the Hunter" in post and "the Villagers" in post and "Loup" not in post


def test_T_N_4_the_seers_answer_elides_de_before_a_vowel(cli: Cli) -> None:
    """T-N-4: the seer's private message in correct French: « la carte d’Émile » (elided, with the
    post's typographic apostrophe before the bold name), not « de Émile »."""
    small = {"Loup1": "werewolf", "Voyante": "seer", "Émile": "villager", "Anne": "villager"}
    cli.new(small, deck={"specials": ["seer"], "werewolves": 1}, captain={"mode": "none"})
    cli.apply('[[orders]]\nkind = "seer"\ntarget = "emile"\n')
    message = cli.export("--private", "Voyante")
    assert "la carte d’[b]Émile[/b]" in message and "Simple Villageois" in message
