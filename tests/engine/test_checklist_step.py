"""A checklist line (``Step``) is a plain dataclass since issue 17 (no pydantic validator to build
for every command): it still refuses what its model refused and dumps as it did."""

from __future__ import annotations

import pytest

from gmconsole.engine.rules.base import Step


def test_a_step_dumps_as_the_model_did():
    step = Step(label="Votes", status="missing", detail="3 de 12")
    assert step.model_dump() == {"label": "Votes", "status": "missing", "detail": "3 de 12"}
    assert step.model_dump(mode="json") == step.model_dump()
    assert Step(label="Votes", status="done") == Step(label="Votes", status="done", detail="")
    assert repr(Step(label="a", status="done")) == "Step(label='a', status='done', detail='')"


@pytest.mark.parametrize(
    ("fields", "error"),
    [
        ({"label": "a", "status": "finished"}, ValueError),
        ({"label": None, "status": "done"}, TypeError),
        ({"label": "a", "status": "done", "detail": 3}, TypeError),
    ],
)
def test_a_step_refuses_what_its_model_refused(fields, error):
    with pytest.raises(error):
        Step(**fields)
