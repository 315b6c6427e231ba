# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Lyrian sheet: stats, derived stats, experience, pools, skills, burden and the lists."""

from __future__ import annotations

from rules.engine.ledger import Ledger
from rules.engine.memo import same_content_and
from rules.engine.play_rule import AT_THE_TABLE, section_from
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import Sheet, SheetValue, Term
from rules.lyrian import numbers as n
from rules.lyrian import sheet_sections as sections
from rules.lyrian.action_values import action_values
from rules.lyrian.content import Facility, Skill
from rules.lyrian.derived_stats import derived_values
from rules.lyrian.equipment_rules import burden
from rules.lyrian.experience import experience_values, spirit_core
from rules.lyrian.play_rules import play_rules
from rules.lyrian.property_crafting import (
    crafting_values,
    crafts_section,
    gathering_values,
    materials_section,
)
from rules.lyrian.property_housing import homes_section
from rules.lyrian.property_mounts import (
    animals_section,
    mounted_speed_values,
    mounts_section,
    stables_section,
)
from rules.lyrian.property_values import property_values
from rules.lyrian.skills_rules import skill_value
from rules.lyrian.stat_values import stat_values
from rules.lyrian.state import LyrianState
from rules.lyrian.weapon_values import weapon_values

POOLS = {
    "ip": ("Interlude Points", n.INTERLUDE_SRC),
    "ep": ("Errand Points", n.ERRANDS_SRC),
    "clim": ("Clim", n.EQUIPMENT_SRC),
    "skill-points": ("Skill points", n.SKILLS_SRC),
    "breakthrough-exp": ("Breakthrough EXP", n.BREAKTHROUGH_SRC),
}


def pool_values(ledger: Ledger) -> dict[str, SheetValue]:
    """The balance of every pool but EXP."""
    return {
        k: SheetValue(k, label, ledger.balance(k), (), src) for k, (label, src) in POOLS.items()
    }


def rest_values(state: LyrianState, hp: int, mana: int, content: Ruleset) -> dict[str, SheetValue]:
    """Rest action: +20 % HP and Mana as temporary HP and Mana when the next adventure starts;
    with a Sauna the temporary HP is doubled, with a Shrine the temporary Mana (l. 1594-1595)."""
    if not state.rest_bonus:
        return {}
    pct, src = n.REST_ACTION_PERCENT, n.REST_ACTION_SRC
    out = {}
    for key, part, label, base in (
        ("temporary-hp", "hp", "Temporary HP", hp),
        ("temporary-mana", "mana", "Temporary Mana", mana),
    ):
        gained = base * pct // 100
        terms = [Term(f"{pct} % of {base}", gained, src)]
        if state.rest_doubled == part:
            terms.append(
                Term(f"doubled by the {_doubler(content, part)}", gained, n.FACILITIES_SRC)
            )
        out[key] = SheetValue(key, label, sum(t.amount for t in terms), tuple(terms), src)
    return out


def _doubler(content: Ruleset, part: str) -> str:
    found = [
        f.name
        for f in content.entries("facility")
        if isinstance(f, Facility) and f.rest_doubles == part
    ]
    return " or ".join(found) or "facility"


def _skill_values_part(state: LyrianState) -> tuple[object, ...]:
    """What skill values read of a state: skill points, and the classes (passive increases)."""
    return state.skills, state.classes


@same_content_and(_skill_values_part)
def skill_values(
    state: LyrianState, content: Ruleset, stats: dict[str, int]
) -> dict[str, SheetValue]:
    """Every skill's check bonus, by `skill:<id>`."""
    out = {}
    for skill in content.entries("skill"):
        if isinstance(skill, Skill):
            sub = stats.get(skill.sub_stat, 0) if skill.sub_stat else 0
            out[f"skill:{skill.id}"] = skill_value(state, content, skill, sub)
    return out


_AT_THE_TABLE = section_from(play_rules)
"""The play rules section, said again from memory while the numbers it reads are the same."""


def derive(state: LyrianState, ledger: Ledger, content: Ruleset) -> Sheet:
    """Every value and list on the Lyrian sheet, in one pass in a fixed order."""
    stats = stat_values(state, content)
    numbers = {k: v.value for k, v in stats.items()}
    derived = derived_values(state, content, numbers)
    values = {**stats, **derived, **experience_values(state, ledger), **pool_values(ledger)}
    values.update(rest_values(state, derived["hp"].value, derived["mana"].value, content))
    values["burden"] = burden(state, content)
    values.update(skill_values(state, content, numbers))
    values.update(weapon_values(state, content, numbers))
    values.update(property_values(state, content))
    values.update(crafting_values(state, content))
    values.update(gathering_values(state, content))
    values.update(mounted_speed_values(state, content))
    class_rows = sections.classes(state, content)
    lists: dict[str, object] = {
        "identity": sections.identity(state, content),
        "classes": class_rows,
        "masteries": sections.masteries(state, content, class_rows),
        "breakthroughs": dict(state.breakthroughs),
        "skills": sections.skills(state, content, spirit_core(state, ledger)),
        "equipment": sections.equipment(state, content, numbers),
        "injuries": sections.injuries(state, content),
        "status": ["Rooted"] if values["burden"].value > n.BURDEN_LIMIT else [],
        "session_log": list(state.log),
        "property": {
            "materials": materials_section(state, content),
            "crafts": crafts_section(state, content),
            "homes": homes_section(state, content),
            "stables": stables_section(state, content),
            "mounts": mounts_section(state, content),
            "animals": animals_section(state, content),
        },
    }
    skill_rows = lists["skills"]
    values.update(action_values(state, values, skill_rows if isinstance(skill_rows, list) else []))
    lists[AT_THE_TABLE] = _AT_THE_TABLE(values)
    return Sheet(values, lists)
