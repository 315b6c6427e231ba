# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Which debuffs an attack can inflict, and up to which rank (l. 362-363).

"Any attack can inflict any debuff as long as the attack's power is equal or higher to the power of
the debuff … Every debuff does have a limit on how strong it can get for regular attacks. To reach
the unlimited potential of a debuff, the restriction [Debuff Only] is required."
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from rules.engine.ruleset import Ruleset
from rules.heretics.content import ChoiceKind, Debuff, Restriction
from rules.heretics.state import Ability

Json = dict[str, Any]


def debuff_reach(
    ability: Ability, power: int, melee: bool, content: Ruleset, specialised: Collection[str]
) -> list[Json]:
    """Every debuff this attack can inflict at its power, with the highest rank and why capped."""
    restrictions = [
        (entry, applied)
        for applied in ability.restrictions
        if (entry := content.typed("restriction", applied.id, Restriction)) is not None
    ]
    if any(entry.blocks_debuffs for entry, _ in restrictions):
        return []
    melee = melee and not any(entry.forbids_melee for entry, _ in restrictions)
    only = [
        a.choice for e, a in restrictions if e.names is ChoiceKind.DEBUFF and e.lifts_debuff_limit
    ]
    lifted_all = any(e.lifts_debuff_limit and e.names is None for e, _ in restrictions)
    out = []
    for debuff in content.entries("debuff"):
        assert isinstance(debuff, Debuff)
        if only and debuff.id not in only:
            continue
        if debuff.requires_melee and not melee:
            continue
        lifted = lifted_all or debuff.id in only or debuff.id in specialised
        reach = _reach(debuff, power, lifted)
        if reach is not None:
            out.append({"id": debuff.id, "name": debuff.name, **reach})
    return out


def _reach(debuff: Debuff, power: int, lifted: bool) -> Json | None:
    """The highest rank the power buys, capped by the limit unless it is lifted."""
    if debuff.power_base is None:  # Persistent Damage: half the power spent, per turn (l. 386)
        if power // 2 < 1:
            return None
        text = f"spend up to {power} power ({power // 2} damage a turn)"
        return {"rank": None, "power": power, "text": text}
    if debuff.power_per_rank is None:
        if power < debuff.power_base:
            return None
        return {"rank": None, "power": debuff.power_base, "text": f"power {debuff.power_base}"}
    rank = (power - debuff.power_base) // debuff.power_per_rank
    capped = debuff.limit_rank is not None and not lifted and rank > debuff.limit_rank
    if capped and debuff.limit_rank is not None:
        rank = debuff.limit_rank
    if rank < 1:
        return None
    cost = debuff.power_base + debuff.power_per_rank * rank
    note = " (limit for normal attacks)" if capped else ""
    return {
        "rank": rank,
        "power": cost,
        "capped": capped,
        "text": f"rank {rank}{note}, power {cost}",
    }
