"""Rosters of other sizes (issue 12, W-S-1, W-S-3, W-S-4): what the deal will be, and the
scenario's numbers as settings of a copy of the scenario, refused when they cannot be dealt."""

from __future__ import annotations

import re
from pathlib import Path

from gmconsole.saves import load_game

SHIPPED = Path(__file__).resolve().parents[2] / "scenarios" / "winterfell.toml"


def names(tmp_path: Path, n: int) -> Path:
    path = tmp_path / f"players{n}.txt"
    path.write_text("\n".join(f"Joueur {i:02d}" for i in range(1, n + 1)) + "\n", encoding="utf-8")
    return path


def copy_of_scenario(tmp_path: Path, **changes: str) -> Path:
    """A copy of the shipped scenario with ``key = value`` lines of [setup] replaced, and the
    ranks' counts replaced by ``ranks="3,5,12,30"``."""
    text = SHIPPED.read_text(encoding="utf-8")
    ranks = changes.pop("ranks", None)
    for key, value in changes.items():
        text, n = re.subn(rf"(?m)^{key} = [^#\n]*", f"{key} = {value} ", text)
        assert n == 1, key
    if ranks:
        counts = iter(ranks.split(","))
        text = re.sub(r"(?m)^count = \d+", lambda _: f"count = {next(counts)}", text)
    path = tmp_path / "petit.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_w_s_1_a_thirty_player_game_is_told_the_deal_and_the_source_balance(cli, tmp_path):
    """W-S-1/W-S-3: "3 Grands Vassaux, 5 Capitaines, 12 Chevaliers, 30 Gardes" and "11+1d4" are
    the source's numbers for 50 players: a 30-player game is told what it will get."""
    result = cli(
        "new", "winterfell", "--players", names(tmp_path, 30), "--seed", "a", "--save", tmp_path / "g.toml"
    )
    assert result.code == 0, result.err
    assert "note\u202f: 30 joueurs\u202f: l'équilibre de la source est prévu pour 50." in result.out
    assert "Grand Vassal : 3 ; Capitaine : 5 ; Chevalier : 12 ; Garde : 10" in result.out
    assert (
        "12 à 15 dans la hiérarchie (11+1d4), plus Abel le Barde, soit de 43 % à 53 % des joueurs"
        in result.out
    )
    assert "docs/scenarios.md" in result.out


def test_w_s_1_fifty_players_get_no_note(cli, tmp_path):
    result = cli(
        "new", "winterfell", "--players", names(tmp_path, 50), "--seed", "a", "--save", tmp_path / "g.toml"
    )
    assert result.code == 0 and "note:" not in result.out


def test_w_s_3_a_copy_of_the_scenario_deals_a_smaller_game_with_its_own_numbers(cli, tmp_path):
    """W-S-3, W-S-4: the wolf formula, the lieutenants, the cubs per lieutenant and the ranks are
    settings: a copy for 20 players (2/3/6/9 ranks, 6+1d3 wolves, 2 lieutenants of 1 to 3 cubs,
    one Hooded Man, one Schlingue at most)."""
    scenario = copy_of_scenario(
        tmp_path,
        wolves_base="6",
        reek_percent="[50.0, 50.0]",
        wolves_die="3",
        lieutenants="2",
        cubs_per_lieutenant_min="1",
        cubs_per_lieutenant_max="3",
        hooded_men="1",
        ranks="2,3,6,9",
    )
    for seed in ("a", "b", "c", "d"):
        save = tmp_path / f"g{seed}.toml"
        result = cli("new", scenario, "--players", names(tmp_path, 20), "--seed", seed, "--save", save)
        assert result.code == 0, result.err
        assert "les rangs de ce scénario sont prévus pour 20" not in result.out  # 20 is its own size
        state = load_game(save).state
        wolves = state.hierarchy()
        assert 7 <= len(wolves) <= 9 and sum(p.hierarchy == "lieutenant" for p in wolves) == 2
        assert [p.rank for p in state.players].count("great_vassal") == 2
        assert cli("verify", save).code == 0
    result = cli(
        "new", scenario, "--players", names(tmp_path, 26), "--seed", "a", "--save", tmp_path / "h.toml"
    )
    assert "les rangs de ce scénario sont prévus pour 20 (l'équilibre de la source, pour 50)" in result.out
    assert "7 à 9 dans la hiérarchie (6+1d3)" in result.out


def test_w_s_1_settings_that_cannot_be_dealt_are_refused_with_a_clear_error(cli, tmp_path):
    """W-S-1, W-S-4: numbers that cannot be dealt are refused, saying why (the minimum roster)."""
    too_many_cubs = copy_of_scenario(tmp_path, lieutenants="4", cubs_per_lieutenant_min="3")
    result = cli("new", too_many_cubs, "--players", names(tmp_path, 50), "--save", tmp_path / "x.toml")
    assert result.code == 4
    assert (
        "petit.toml\u202f: setup\u202f: 7 à 10 joueurs au rôle de Louveteau ne peuvent pas être répartis à raison de 3 à 4 par "
        "lieutenant entre 4 lieutenants" in result.err
    )
    big = copy_of_scenario(tmp_path, wolves_base="13", lieutenants="4")
    result = cli("new", big, "--players", names(tmp_path, 26), "--save", tmp_path / "y.toml")
    assert result.code == 3
    assert (
        "Winterfell demande au moins 27 joueurs avec ces réglages\u202f; la liste en compte 26 (W-S-1)"
        in result.err
    )
    assert not (tmp_path / "y.toml").exists()
