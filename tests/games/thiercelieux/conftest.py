from __future__ import annotations

import pytest

from gmconsole.engine.game import Game

from .table import new_game


@pytest.fixture
def game() -> Game:
    return new_game()
