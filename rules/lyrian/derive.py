# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Lyrian sheet: stats, derived stats, experience, pools, skills, burden and the lists."""

from __future__ import annotations

from rules.engine.ledger import Ledger
from rules.engine.play_rule import AT_THE_TABLE, play_section
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import Sheet, SheetValue, Term
from rules.lyrian import numbers as n
from rules.lyrian import sheet_sections as sections
from rules.lyrian.action_values import action_values
from rules.lyrian.content import Skill
from rules.lyrian.derived_stats import derived_values
from rules.lyrian.equipment_rules import burden
from rules.lyrian.experience import experience_values, spirit_core
from rules.lyrian.play_rules import play_rules
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


def rest_values(state: LyrianState, hp: int, mana: int) -> dict[str, SheetValue]:
    """Rest action: +20 % HP and Mana as temporary HP and Mana when the next adventure starts."""
    if not state.rest_bonus:
        return {}
    pct, src = n.REST_ACTION_PERCENT, n.REST_ACTION_SRC
    return {
        key: SheetValue(
            key,
            label,
            base * pct // 100,
            (Term(f"{pct} % of {base}", base * pct // 100, src),),
            src,
        )
        for key, label, base in (
            ("temporary-hp", "Temporary HP", hp),
            ("temporary-mana", "Temporary Mana", mana),
        )
    }


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


def derive(state: LyrianState, ledger: Ledger, content: Ruleset) -> Sheet:
    """Every value and list on the Lyrian sheet, in one pass in a fixed order."""
    stats = stat_values(state, content)
    numbers = {k: v.value for k, v in stats.items()}
    derived = derived_values(state, content, numbers)
    values = {**stats, **derived, **experience_values(state, ledger), **pool_values(ledger)}
    values.update(rest_values(state, derived["hp"].value, derived["mana"].value))
    values["burden"] = burden(state, content)
    values.update(skill_values(state, content, numbers))
    values.update(weapon_values(state, content, numbers))
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
    }
    skill_rows = lists["skills"]
    values.update(action_values(state, values, skill_rows if isinstance(skill_rows, list) else []))
    lists[AT_THE_TABLE] = play_section(play_rules(values))
    return Sheet(values, lists)
