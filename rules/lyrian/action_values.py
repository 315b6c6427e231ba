# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Numbers of actions that depend on the character: Hide's cost, Search's range, HP regained
from a rest, skill checks with an expertise and the Research roll."""

from __future__ import annotations

import re

from rules.engine.sheet_value import SheetValue, Term, total
from rules.lyrian import combat_numbers as c
from rules.lyrian.state import LyrianState


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "expertise"


def expertise_value_key(skill_id: str, name: str) -> str:
    """The sheet key of an expertise's check bonus: `skill:survival:forests`."""
    return f"skill:{skill_id}:{_slug(name)}"


def hide_cost(stealth: int) -> SheetValue:
    """Hide costs 3 AP, 1 less with at least a +10 bonus in Stealth (l. 894)."""
    terms = [Term("base", c.HIDE_AP, c.HIDE_SRC)]
    if stealth >= c.HIDE_STEALTH:
        terms.append(Term(f"Stealth {stealth:+d}, +10 or more", -c.HIDE_REDUCTION, c.HIDE_SRC))
    return total("hide-ap", "Hide action cost in AP", terms, c.HIDE_SRC)


def search_range(perception: int) -> SheetValue:
    """Search reveals a 20 × 20 ft area within 30 ft, +10 ft per +5 in Perception (l. 912)."""
    terms = [Term("base", c.SEARCH_RANGE, c.SEARCH_SRC)]
    steps = max(0, perception) // c.SEARCH_PER_PERCEPTION
    if steps:
        label = f"Perception {perception:+d}: {steps} × 10 ft per +5"
        terms.append(Term(label, steps * c.SEARCH_STEP, c.SEARCH_SRC))
    note = "Reveals hidden enemies in a 20 × 20 ft area within this range."
    return total("search-range", "Search action range in feet", terms, c.SEARCH_SRC, note)


def rest_hp(toughness: int) -> dict[str, SheetValue]:
    """HP regained in a rest: 1×, 2× or 3× Toughness by the accommodation (l. 1674-1676)."""
    out = {}
    for key, where, times in c.REST_HP_TIMES:
        term = Term(f"Toughness {toughness} × {times}", toughness * times, c.REST_HP_SRC)
        label = f"HP regained in a rest, {where}"
        out[f"rest-hp:{key}"] = total(f"rest-hp:{key}", label, [term], c.REST_HP_SRC)
    return out


def expertise_values(
    state: LyrianState, skills: dict[str, SheetValue], expertises: dict[str, dict[str, int]]
) -> dict[str, SheetValue]:
    """Each expertise's check bonus: the skill's plus the expertise (one expertise per roll)."""
    out = {}
    for skill_id, found in expertises.items():
        base = skills.get(f"skill:{skill_id}")
        if base is None:
            continue
        for name, points in found.items():
            key = expertise_value_key(skill_id, name)
            term = Term(f"expertise {name}", points, c.EXPERTISE_ROLL_SRC)
            note = "d20 + sub stat + main skill + this expertise (only the highest applies)"
            label = f"{base.label} ({name})"
            out[key] = total(key, label, [*base.terms, term], c.EXPERTISE_ROLL_SRC, note)
    return out


def research_values(
    state: LyrianState, skills: dict[str, SheetValue], expertise: dict[str, SheetValue]
) -> dict[str, SheetValue]:
    """Research (interlude): the skill roll treated as a 20, for each skill with points or an
    expertise (l. 1097)."""
    invested = {k for k, v in state.skills.items() if v} | {
        k.split("/")[0] for k in state.expertise
    }
    out = {}
    chosen = [skills[f"skill:{s}"] for s in sorted(invested) if f"skill:{s}" in skills]
    for value in [*chosen, *expertise.values()]:
        key = "research:" + value.key.removeprefix("skill:")
        terms = [Term("roll treated as 20", c.RESEARCH_ROLL, c.RESEARCH_SRC)]
        terms.append(Term(f"{value.label} {value.value:+d}", value.value, c.RESEARCH_SRC))
        label = f"Research with {value.label} (no roll)"
        out[key] = total(key, label, terms, c.RESEARCH_SRC)
    return out


def action_values(
    state: LyrianState, values: dict[str, SheetValue], skills: list[dict[str, object]]
) -> dict[str, SheetValue]:
    """Hide, Search, rest HP, expertise checks and Research, from the values already derived."""
    expertises: dict[str, dict[str, int]] = {}
    for row in skills:
        found = row.get("expertises")
        if isinstance(found, dict) and found:
            expertises[str(row["id"])] = {str(k): int(v) for k, v in found.items()}
    skill_values = {k: v for k, v in values.items() if k.startswith("skill:")}
    expertise = expertise_values(state, skill_values, expertises)
    stealth = values.get("skill:stealth")
    perception = values.get("skill:perception")
    return {
        "hide-ap": hide_cost(stealth.value if stealth else 0),
        "search-range": search_range(perception.value if perception else 0),
        **rest_hp(values["toughness"].value),
        **expertise,
        **research_values(state, skill_values, expertise),
    }
