"""``gmconsole status --gm`` (text) on a Winterfell game: each wolf's place in the hierarchy
(ghost, lieutenant with his cubs, cub with his lieutenant, W-S-4, W-S-5) beside camp and roles,
and the wolves block (who commands whom, who knows whom), in French for the French scenario;
none of it in the public status."""

from __future__ import annotations

from pathlib import Path

import tomli_w

from gmconsole.saves import load_game

ROSTER = {
    "players": [
        {"name": "Edd", "rank": "captain", "hierarchy": "ghost"},
        {"name": "Pyp", "rank": "knight", "hierarchy": "lieutenant", "roles": []},
        {"name": "Arya", "rank": "guard", "hierarchy": "cub", "lieutenant": "Pyp", "roles": []},
        {"name": "Sombre-Astre", "rank": "great_vassal"},
        *({"name": f"Défenseur {i:02d}"} for i in range(1, 47)),
    ]
}


def make_game(cli, tmp_path: Path) -> Path:
    roster = tmp_path / "roster.toml"
    roster.write_text(tomli_w.dumps(ROSTER), encoding="utf-8")
    save = tmp_path / "partie.toml"
    result = cli("new", "winterfell", "--players", roster, "--seed", "hierarchie", "--save", save)
    assert result.code == 0, result
    return save


def test_status_gm_shows_the_place_in_the_hierarchy_and_the_wolves_block(cli, tmp_path):
    """W-S-4, W-S-5: the GM's text status shows ghost / lieutenant (with his cubs) / cub (with his
    lieutenant), and "Les Loups de l'Hiver" block: who commands whom, who knows whom."""
    save = make_game(cli, tmp_path)
    state = load_game(save).state
    cubs = [p.name for p in state.players if p.hierarchy == "cub" and p.lieutenant == "Pyp"]
    assert "Arya" in cubs
    text = cli("status", save, "--gm").out
    lines = text.splitlines()
    edd = next(line for line in lines if ". Edd (" in line)
    assert "[les Loups de l'Hiver\u202f; Fantôme de Winterfell]" in edd
    pyp = next(line for line in lines if ". Pyp (" in line)
    assert f"Lieutenant (sous ses ordres\u202f: {', '.join(cubs)})" in pyp
    arya = next(line for line in lines if ". Arya (" in line)
    assert arya.endswith("[les Loups de l'Hiver\u202f; Louveteau (Lieutenant\u202f: Pyp)]")
    block = lines[lines.index("Les Loups de l'Hiver\u202f:") :]
    assert block[1:3] == ["  Qui commande qui\u202f:", "    Fantôme de Winterfell\u202f: Edd"]
    assert f"    Lieutenant Pyp, sous ses ordres\u202f: {', '.join(cubs)}" in block
    assert "  Qui connaît qui\u202f:" in block
    assert "    Arya connaît Pyp (Lieutenant)" in block  # a cub knows only his lieutenant (W-S-5)
    knows = next(line for line in block if line.startswith("    Pyp connaît "))
    assert "Edd (Fantôme de Winterfell)" in knows and "Arya (Louveteau)" in knows
    public = cli("status", save).out
    for secret in ("Loups de l'Hiver", "Fantôme", "Lieutenant", "Louveteau", "connaît"):
        assert secret not in public, secret
