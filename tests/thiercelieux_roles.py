"""The 8-player Thiercelieux table the console tests deal: 2 werewolves, the seer, the witch, the
hunter, Cupid, the thief and the little girl (no villager). Shared by the tests of every folder
(``from thiercelieux_roles import ROLES``)."""

ROLES = {
    "Alice": "werewolf",
    "Bruno": "seer",
    "Chloé": "witch",
    "Denis": "hunter",
    "Émile": "cupid",
    "Fanny": "werewolf",
    "Gaston": "thief",
    "Hélène": "little_girl",
}
