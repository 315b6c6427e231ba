# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A skiffmaster's crew: how many, and each member's stats derived from the skiffmaster now."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.engine.issue import Issue, Severity
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term
from rules.engine.source_ref import cite
from rules.miridon.numbers import BOOK, DUAL_CLASS
from rules.miridon.specials import special_rank_of
from rules.miridon.state import MiridonState

CARAVAN_MASTER = "caravan-master"
TEAM_MECH = "team-mech"
CARAVAN_SRC = cite(BOOK, "Chapter 2: Class Special Abilities — Caravan Master (l. 75)")
CREW_SRC = cite(BOOK, "Chapter 2: Unique Classes — Crew Member")
TEAM_MECH_SRC = cite(BOOK, "Chapter 2: Dual-Class Special Abilities — Team Mech")

STAT_GAP = 3
"""A crew member's Maximum Strength/Speed Points are 3 fewer than the skiffmaster's (Crew Member)."""
RANK_GAP = 2
"""A crew member's skill and talent ranks are 2 fewer than the skiffmaster's (Crew Member)."""
TEAM_MECH_PARTS = 3
"""Team Mech: every crew member can ride a mech with 3 parts, one of them a Mech Body."""
TEAM_MECH_POINTS_PER_RANK = 15
"""Team Mech: each part at most 15 × [Rank] mech points."""

Json = dict[str, Any]


def crew_limit(state: MiridonState, content: Ruleset) -> int | None:
    """The Caravan Master rank (the most living crew members), or None for a non-skiffmaster."""
    return special_rank_of(state, content, CARAVAN_MASTER)


def living(state: MiridonState) -> int:
    """How many crew members are alive."""
    return sum(1 for member in state.crew if member.alive)


def _lowered(ranks: Mapping[str, int], skip: frozenset[str] = frozenset()) -> dict[str, int]:
    return {k: max(0, r - RANK_GAP) for k, r in ranks.items() if k not in skip}


def team_mech_limit(state: MiridonState, content: Ruleset) -> Json | None:
    """The mech every crew member can ride with Team Mech, or None without it."""
    rank = special_rank_of(state, content, TEAM_MECH)
    if rank is None:
        return None
    return {
        "parts": TEAM_MECH_PARTS,
        "mech_bodies": 1,
        "points_per_part": TEAM_MECH_POINTS_PER_RANK * rank,
        "rank": rank,
        "source": TEAM_MECH_SRC.cite(),
    }


def crew_sections(state: MiridonState, content: Ruleset) -> list[Json]:
    """Each crew member with stats derived from the skiffmaster as they are now (read-only)."""
    if not state.crew:
        return []
    # Crew members are a unique class and can never take Dual-Class (Unique Classes).
    talents = _lowered(state.talents, frozenset({DUAL_CLASS}))
    skills = _lowered(state.skills)
    team_mech = team_mech_limit(state, content)
    return [
        {
            "name": member.name,
            "alive": member.alive,
            "max_strength": max(0, state.max_strength - STAT_GAP),
            "max_speed": max(0, state.max_speed - STAT_GAP),
            "skills": dict(skills),
            "talents": dict(talents),
            "team_mech": team_mech,
        }
        for member in state.crew
    ]


def _team_mech_value(state: MiridonState, content: Ruleset) -> dict[str, SheetValue]:
    team_mech = team_mech_limit(state, content)
    if team_mech is None:
        return {}
    rank = team_mech["rank"]
    term = Term(
        f"Team Mech {rank} × {TEAM_MECH_POINTS_PER_RANK}",
        rank * TEAM_MECH_POINTS_PER_RANK,
        TEAM_MECH_SRC,
    )
    value = SheetValue(
        "team-mech-points-limit",
        "Crew mech: mech points per part (most)",
        team_mech["points_per_part"],
        (term,),
        TEAM_MECH_SRC,
        note="3 parts, one of them a Mech Body",
    )
    return {value.key: value}


def crew_values(state: MiridonState, content: Ruleset) -> dict[str, SheetValue]:
    """`crew-limit` (the Caravan Master rank) and `crew-count` (living), for a skiffmaster."""
    limit = crew_limit(state, content)
    if limit is None:
        return {}
    alive, dead = living(state), len(state.crew) - living(state)
    values = {
        "crew-limit": SheetValue(
            "crew-limit",
            "Crew members (most)",
            limit,
            (Term("Caravan Master rank", limit, CARAVAN_SRC),),
            CARAVAN_SRC,
        ),
        "crew-count": SheetValue(
            "crew-count",
            "Crew members (living)",
            alive,
            (),
            CARAVAN_SRC,
            note=f"{dead} dead" if dead else "",
        ),
    }
    values.update(_team_mech_value(state, content))
    return values


def crew_issues(state: MiridonState, content: Ruleset) -> list[Issue]:
    """A warning when there are more living crew members than Caravan Master allows now."""
    if not state.crew:
        return []
    limit = crew_limit(state, content)
    alive = living(state)
    if limit is None and alive:
        message = f"{alive} living crew member(s), but only a skiffmaster can have a crew."
    elif limit is not None and alive > limit:
        message = (
            f"{alive} living crew members, but Caravan Master rank {limit} allows {limit}: "
            "dismiss some, or check the stat awards before the recruits."
        )
    else:
        return []
    return [Issue(Severity.WARNING, message, source=CARAVAN_SRC, code="crew-over-limit")]
