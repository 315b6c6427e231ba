# SPDX-License-Identifier: LicenseRef-Sheetwright
"""An unknown op's refusal lists every op `add` accepts, `define` included (issue 14)."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine.content_loader import load_shipped_ruleset
from rules.engine.event import Event
from rules.engine.replay import DEFINE_OP, replay
from rules.gravedust.system import SYSTEM as GRAVEDUST
from rules.heretics.system import SYSTEM as HERETICS
from rules.lyrian.system import SYSTEM as LYRIAN
from rules.miridon.system import SYSTEM as MIRIDON


@pytest.mark.parametrize("system", [MIRIDON, LYRIAN, HERETICS, GRAVEDUST], ids=lambda s: s.id)
def test_unknown_op_lists_every_accepted_op(system: Any) -> None:
    result = replay(system, load_shipped_ruleset(system).ruleset, [Event("frobnicate", {})])
    [issue] = result.errors
    known = sorted([*system.ops.names(), DEFINE_OP])
    assert issue.message == (
        f"'frobnicate' is not something a {system.title} character can do "
        f"(known: {', '.join(known)})."
    )
