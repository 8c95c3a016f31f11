"""The French posts and private messages of a Thiercelieux game read as French: the two women
Cupid unites are « l'une » and « l'autre », the awake werewolves (two women) « éveillées », a
dying woman captain is not « Le Capitaine Chloé est morte », and the seed is revealed once, at the
end (the engine's own last post), not twice (p10-gm2's trial in the console)."""

from __future__ import annotations

from pathlib import Path

import pytest
import tomli_w

from gmconsole.cli import main

ROSTER = [
    ("Fanny", "f", "werewolf"),
    ("Hélène", "f", "werewolf"),
    ("Alice", "f", "hunter"),
    ("Bob", "m", "witch"),
    ("Émile", "m", "seer"),
    ("Inès", "f", "cupid"),
    ("Georges", "m", "thief"),
    ("Chloé", "f", "villager"),
    ("Denis", "m", "villager"),
]

ORDERS = [
    'step = "vote"\n[[orders]]\nkind = "captain_votes"\n'
    'votes = { Alice = "Chloé", Bob = "Chloé", Denis = "Chloé", "Émile" = "Chloé" }\n',
    '[[orders]]\nkind = "thief"\n'
    '[[orders]]\nkind = "cupid"\nlovers = ["Alice", "Fanny"]\n'
    '[[orders]]\nkind = "seer"\ntarget = "Fanny"\n'
    '[[orders]]\nkind = "werewolves"\nvictim = "Chloé"\n'
    '[[orders]]\nkind = "witch"\n',
    'step = "successor"\n[[orders]]\nkind = "captain"\nname = "Inès"\n',
    'step = "vote"\n[[orders]]\nkind = "votes"\n'
    'votes = { Bob = "Fanny", Denis = "Fanny", "Émile" = "Fanny", "Inès" = "Fanny", Georges = "Fanny" }\n',
    'step = "hunter"\n[[orders]]\nkind = "shoot"\ntarget = "Hélène"\n',
]


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str]:
    folder = tmp_path_factory.mktemp("agreement")
    roster = {"players": [{"name": n, "gender": g, "role": r} for n, g, r in ROSTER]}
    (folder / "roster.toml").write_text(tomli_w.dumps(roster), encoding="utf-8")
    save = str(folder / "g.toml")
    assert (
        main(["new", "thiercelieux", "--players", str(folder / "roster.toml"), "--seed", "s", "--save", save])
        == 0
    )
    for i, orders in enumerate(ORDERS):
        path = folder / f"{i}.toml"
        path.write_text(orders, encoding="utf-8")
        assert main(["apply", save, str(path)]) == 0, orders
    return _export(save), _export(save, "--private")


def _export(save: str, *more: str) -> str:
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["export", save, "--format", "text", *more]) == 0
    return out.getvalue().replace("\u202f", " ").replace("\u2019", "'")


def test_two_women_lovers_are_lune_and_lautre(played: tuple[str, str]) -> None:
    private = played[1]
    assert "Alice et Fanny sont amoureuses" in private, private
    assert "Si l'une meurt, l'autre meurt de chagrin" in private, private
    assert "voter l'une contre l'autre" in private, private
    assert "l'un " not in private, private


def test_a_dead_woman_captain_and_her_successor_agree(played: tuple[str, str]) -> None:
    public = played[0]
    assert "Le Capitaine Chloé est morte" not in public, public
    assert "Chloé, Capitaine du village, est morte : elle désigne son successeur." in public, public
    assert "Inès est désormais Capitaine du village." in public, public


def test_the_seed_is_revealed_once(played: tuple[str, str]) -> None:
    public = played[0]
    assert public.count("La graine des dés était") == 1, public
    assert "Victoire : les Villageois ! Survivants : " in public, public


def test_two_women_werewolves_are_eveillees(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "g.toml"
    roster = {"players": [{"name": n, "gender": g, "role": r} for n, g, r in ROSTER]}
    (tmp_path / "roster.toml").write_text(tomli_w.dumps(roster), encoding="utf-8")
    assert (
        main(
            [
                "new",
                "thiercelieux",
                "--players",
                str(tmp_path / "roster.toml"),
                "--seed",
                "s",
                "--save",
                str(save),
            ]
        )
        == 0
    )
    for i, orders in enumerate(ORDERS[:2]):
        (tmp_path / f"{i}.toml").write_text(orders, encoding="utf-8")
        assert main(["apply", str(save), str(tmp_path / f"{i}.toml")]) == 0
    capsys.readouterr()
    assert main(["export", str(save), "--gm", "--format", "text"]) == 0
    gm = capsys.readouterr().out.replace("\u202f", " ")
    assert "(éveillées : Fanny et Hélène)" in gm, gm
