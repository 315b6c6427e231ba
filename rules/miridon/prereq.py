# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Prerequisites: whether they are met, why not, and what it would take (Chapters 4–5)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.engine.check import ALLOWED, Check, all_of, refuse
from rules.engine.ruleset import Ruleset
from rules.miridon.content import Requirement
from rules.miridon.numbers import FLAIRS_SRC
from rules.miridon.specials import special_rank_of
from rules.miridon.state import MiridonState

STAT_NAMES = {"max_strength": "Maximum Strength Points", "max_speed": "Maximum Speed Points"}


def name_of(content: Ruleset, kind: str, entry_id: str) -> str:
    """The display name of an entry, or its id when the content lacks it."""
    return content.name_of(kind, entry_id)


def requirement_check(req: Requirement, state: MiridonState, content: Ruleset) -> Check:
    """One prerequisite, met or with the reason in the user's words."""
    if req.flair:
        ok = req.flair in state.flairs
        return (
            ALLOWED
            if ok
            else refuse(f"needs the flair {name_of(content, 'flair', req.flair)}", FLAIRS_SRC)
        )
    if req.talent:
        have = state.talents.get(req.talent, 0)
        name = name_of(content, "talent", req.talent)
        return (
            ALLOWED
            if have >= req.at_least
            else refuse(f"needs {name} at rank {req.at_least} (has {have})", FLAIRS_SRC)
        )
    if req.special:
        rank = special_rank_of(state, content, req.special)
        name = name_of(content, "special", req.special)
        if rank is None:
            return refuse(
                f"needs the {name} special ability, which comes with a class the character does not have",
                FLAIRS_SRC,
            )
        return (
            ALLOWED
            if rank >= 1
            else refuse(
                f"needs the {name} special ability at rank 1 (rank 0 until Maximum Strength + Speed Points reach 10)",
                FLAIRS_SRC,
            )
        )
    if req.mutation:
        ok = req.mutation in state.mutations
        return (
            ALLOWED
            if ok
            else refuse(
                f"needs the {name_of(content, 'mutation', req.mutation)} mutation (assigned by the GM)",
                FLAIRS_SRC,
            )
        )
    assert req.stat is not None
    have = state.max_strength if req.stat == "max_strength" else state.max_speed
    label = STAT_NAMES[req.stat]
    return (
        ALLOWED
        if have >= req.at_least
        else refuse(f"needs {req.at_least} {label} (has {have})", FLAIRS_SRC)
    )


def requirements_check(reqs: Sequence[Requirement], state: MiridonState, content: Ruleset) -> Check:
    """All prerequisites of an entry, with every unmet one as a reason."""
    return all_of(requirement_check(r, state, content) for r in reqs)
