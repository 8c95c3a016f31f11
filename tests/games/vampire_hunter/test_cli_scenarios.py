"""Vampire Hunter driven only through the documented command line, as a GM would: `gmconsole new`
with a roster that pins the hunters, `apply` with orders files written as docs/orders.md
documents them, and what a French player reads from `status --json`, `export` and the refusals.
Each refusal exits 3 (4 for a file that does not fit the model) and leaves the save's bytes as
they were (docs/cli.md, "Exit codes")."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import tomli_w

from cli_game import CliGame
from gmconsole.scenarios import find_scenario
from gmconsole.tomlio import read_toml

from .table import scenario as shipped

# Ana (Mina Murray, courage 4) plays first; Éloïse (Jonathan Harker) stands on Bistrița, next to
# Cluj and two roads from Sighișoara; Bob (Arthur Holmwood) in Galați.
TABLE = {"Ana": "mina", "Éloïse": "harker", "Bob": "holmwood"}
ROOT = Path(__file__).resolve().parents[3]
ENGLISH = re.compile(
    r"\b(the|and|with|hunter|hunters|town|towns|wound|wounds|flee|flees|move|moves|refused|"
    r"nothing|changed|turn|player|card|vampire tokens)\b"
)


class Cli(CliGame):
    """One game in a folder, played with `gmconsole` commands and orders files."""

    def new(self, table: dict[str, str], seed: str = "cli", expect: int = 0, **rules: Any) -> str:
        name = "vampire-hunter"
        if rules:  # a copy of the shipped scenario with some settings changed
            data = read_toml(find_scenario(name))
            data["rules"] = {**data["rules"], **rules}
            path = self.folder / "scenario.toml"
            path.write_text(tomli_w.dumps(data), encoding="utf-8")
            name = str(path)
        roster = {"players": [{"name": n} | ({"hunter": h} if h else {}) for n, h in table.items()]}
        (self.folder / "roster.toml").write_text(tomli_w.dumps(roster), encoding="utf-8")
        code, out, err = self.run(
            "new", name, "--players", str(self.folder / "roster.toml"), "--seed", seed, "--save", self.save
        )
        assert code == expect, err
        return err if code else out

    def status(self) -> dict[str, Any]:
        code, out, err = self.run("status", self.save, "--json")
        assert code == 0, err
        return json.loads(out)


def hunt(*moves: str, hunter: str = "", **keys: Any) -> str:
    """An orders file for one hunter's turn (docs/orders.md, Vampire Hunter)."""
    order: dict[str, Any] = {"kind": "hunt", "moves": list(moves), **keys}
    if hunter:
        order["hunter"] = hunter
    return tomli_w.dumps({"step": "hunt", "orders": [order]})


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(tmp_path, capsys)


def test_illegal_orders_are_refused_in_french_and_the_save_is_unchanged(cli: Cli) -> None:
    """V-T-1, V-T-2, V-S-4, V-F-2, V-F-7: each illegal order exits 3 (4 for a value the order
    cannot hold) with a French sentence saying what is wrong and how to fix it, « de » elided
    before a vowel; the save's bytes stay as they were."""
    cli.new(TABLE)
    assert cli.status()["current"] == "Ana"
    cases = [
        (hunt("Cluj"), 3, "pas de route de Sighișoara à Cluj-Napoca (villes voisines : Brașov, Sibiu"),
        (hunt("Sibiu", hunter="Éloïse"), 3, "c'est au tour d'Ana, pas d'Éloïse (V-S-4)"),
        (hunt("Sibiu", "Alba Iulia"), 3, "Ana n'a pas de diligence : un seul déplacement par tour (V-T-2)"),
        (
            hunt(),
            3,
            "il manque le déplacement d'Ana : entrez un ordre de chasse avec la ville où aller (V-T-1)",
        ),
        (hunt("Atlantide"), 3, "ville inconnue : « Atlantide »"),
        (hunt("Sibiu", use=["Crucifix"]), 3, "Ana n'a pas la carte « Crucifix » (V-F-2)"),
        (hunt("Sibiu", use=["Épée"]), 3, "équipement inconnu : « Épée » (les cartes sont : Gousses d'ail"),
        (hunt("Sibiu", heal_with=["Bible"]), 3, "Ana n'a pas la carte « Bible » (V-E-4)"),
        (
            hunt("Sibiu", reward="soins"),
            4,
            "orders.0.reward : il faut « auto », « equipment » ou « heal », pas « soins »",
        ),
        (hunt("Sibiu", "Brașov", "Făgăraș"), 4, "orders.0.moves : il faut au plus 2 éléments, pas 3"),
    ]
    for orders, code, message in cases:
        refused = cli.refused(orders, expect=code)
        assert message in refused, refused
        if code == 3:
            assert refused.startswith("refusé : ") and "rien n'a été modifié." in refused
        words = re.sub(r"\S+\.toml|orders\.0\.\w+|'\w+'", "", refused)  # a file, a key, a value
        assert not ENGLISH.search(words), refused
    assert cli.status()["current"] == "Ana" and cli.status()["hunters"]["Ana"]["town"] == "sighisoara"


def test_V_T_1_a_town_taken_by_another_hunter_is_refused_with_his_name(cli: Cli) -> None:
    """V-T-1: Cluj's neighbour Bistrița is Éloïse's: Ana (Van Helsing, in Cluj) cannot go there."""
    cli.new({"Ana": "van_helsing", "Éloïse": "harker", "Bob": "holmwood"})
    refused = cli.refused(hunt("Bistrița"))
    assert "Bistrița est occupée par le chasseur d'Éloïse : deux chasseurs ne partagent jamais" in refused
    assert "(V-T-1)" in refused


def test_the_vampire_hunter_examples_of_the_docs_apply_as_written(cli: Cli) -> None:
    """docs/games/vampire-hunter.md's orders file (Ana to Sibiu, every choice at its default)
    applies as written; docs/orders.md's (with her crucifix and sabre) is refused while she holds
    neither, naming the card, and goes through without its `use` line."""
    cli.new(TABLE)
    games_doc = (ROOT / "docs" / "games" / "vampire-hunter.md").read_text(encoding="utf-8")
    example = re.search(r"```toml\n(# turn-3-ana.toml.*?)```", games_doc, re.S)
    assert example is not None
    orders_doc = (ROOT / "docs" / "orders.md").read_text(encoding="utf-8")
    section = orders_doc[orders_doc.index("## Vampire Hunter") :]
    other = re.search(r"```toml\n(# turn-2-ana.toml.*?)```", section, re.S)
    assert other is not None
    refused = cli.refused(other.group(1))
    assert "Ana n'a pas la carte « Crucifix » (V-F-2)" in refused
    assert cli.refused(other.group(1).replace("Crucifix", "Eau bénite")).count("« Eau bénite »") == 1
    out = cli.apply(example.group(1))
    assert "Ana va à Sibiu" in out.replace("\u202f", " ")
    assert cli.status()["current"] == "Éloïse"
    code, _, err = cli.run("undo", cli.save)
    assert code == 0, err
    cli.apply(re.sub(r"\nuse = .*\n", "\n", other.group(1)))
    assert cli.status()["current"] == "Éloïse"


def test_V_S_1_the_player_count_and_the_pins_are_checked_in_french(cli: Cli) -> None:
    """V-S-1: 1 to 8 hunters; a pinned card that is no hunter, or pinned twice, is refused."""
    nine = {f"Joueur{i}": "" for i in range(9)}
    err = cli.new(nine, expect=3).replace("\u202f", " ")
    assert "ce scénario se joue de 1 à 8 chasseurs et la liste en compte 9 (V-S-1)" in err
    err = cli.new({"Ana": "nosferatu"}, expect=3).replace("\u202f", " ")
    assert "Ana : le chasseur fixé « nosferatu » n'est pas une carte de chasseur" in err
    err = cli.new({"Ana": "mina", "Bob": "Mina Murray"}, expect=3).replace("\u202f", " ")
    assert "Bob : Mina Murray est fixé deux fois (V-S-1)" in err
    cli.new({"Solo": "veronica"})
    assert cli.status()["hunters"]["Solo"]["town"] == "suceava"


def test_V_S_4_the_first_player_is_a_setting(cli: Cli) -> None:
    """V-S-4: the most courageous hunter plays first (a tie: the earlier seat); with
    first_player = "first_seat" the roster's order."""
    cli.new({"Bob": "holmwood", "Ana": "mina", "Cid": "van_helsing"})
    assert cli.status()["order"] == ["Ana", "Cid", "Bob"]
    cli.new({"Bob": "holmwood", "Ana": "mina", "Cid": "van_helsing"}, first_player="first_seat")
    assert cli.status()["order"] == ["Bob", "Ana", "Cid"]


def free_roads(state: dict[str, Any], links: dict[str, list[str]]) -> tuple[str, list[str]]:
    """The current hunter and the towns he may go to (V-T-1), from the public status."""
    name = state["current"]
    here = state["hunters"][name]["town"]
    taken = {h["town"] for n, h in state["hunters"].items() if n != name}
    return name, [t for t in links[here] if t not in taken]


@pytest.mark.slow
def test_a_whole_game_in_french_from_new_to_the_end(cli: Cli) -> None:
    """V-S to V-V: a game of three hunters played to its end through `apply` only, the GM
    sending each hunter to a town the vampires hold when one is in reach. What the players read
    is French (no English word, typographic apostrophes, no raw key), the co-operative game has
    no private message, the public status shows no deck, and `verify` re-checks every roll; an
    order after the end is refused."""
    s = shipped()
    links = s.adjacency()
    cli.new({"Ana": "", "Éloïse": "", "Bob": ""}, seed="partie-entiere")
    public = cli.status()
    assert not {"vampire_deck", "travel_deck", "equipment_deck", "propagation_deck"} & set(public)
    for _ in range(300):
        state = cli.status()
        if state["winner"]:
            break
        name, free = free_roads(state, links)
        held = [t for t in free if state["tokens"].get(t)]
        goal = (held or free)[:1]
        cli.apply(hunt(*(s.towns[t].name for t in goal), hunter=name))
    assert state["winner"] in ("hunters", "vampires") and state["victory_rule"] in ("V-V-1", "V-V-2")
    post = cli.export("--format", "text")
    assert "Victoire des chasseurs" in post or "Défaite des chasseurs" in post
    assert "Propagation vampirique" in post and "Épreuve de peur contre" in post
    straight = [m for m in re.findall(r".{15}\w'\w.{10}", post)]
    assert not straight, straight[:5]
    assert not ENGLISH.search(post), ENGLISH.search(post)
    assert not re.search(r"\b(hunt|over|fear_test|town_freed|V-[A-Z]-\d)\b", post)
    code, out, err = cli.run("export", cli.save, "--private", "--format", "text")
    assert code == 0 and "Aucun message privé" in out, (out, err)
    assert cli.run("verify", cli.save)[0] == 0
    refused = cli.refused(hunt("Sibiu"))
    assert "la partie est terminée" in refused and not ENGLISH.search(refused)
