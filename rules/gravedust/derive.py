# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Gravedust sheet: attributes, combat stats, level and XP, and the sheet's lists."""

from __future__ import annotations

from rules.engine.ledger import Ledger
from rules.engine.play_rule import AT_THE_TABLE, section_from
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import Sheet, SheetValue, Term
from rules.gravedust import sheet_sections as sections
from rules.gravedust.attributes import attributes
from rules.gravedust.combat_stats import combat_stats, halved
from rules.gravedust.damage_values import ranged_crit_cap, resistances
from rules.gravedust.dual_wield import dual_wield_penalty, melee_rolls
from rules.gravedust.numbers import LEVELING_SRC, SNEAK_SRC, XP_PER_LEVEL, stat_source
from rules.gravedust.play_rules import play_rules
from rules.gravedust.skill_slots import skill_slots
from rules.gravedust.state import GravedustState

_SNEAK = SNEAK_SRC
_GOLD = stat_source("Gold")


def progress_values(state: GravedustState, ledger: Ledger) -> dict[str, SheetValue]:
    """Level, XP towards the next level, XP needed, gold and unspent attribute points."""
    xp = ledger.balance("xp")
    needed = XP_PER_LEVEL * state.level
    return {
        "level": SheetValue(
            "level",
            "LV",
            state.level,
            (Term("level-ups", state.level - 1, LEVELING_SRC),),
            LEVELING_SRC,
        ),
        "xp": SheetValue(
            "xp", "XP", xp, (), LEVELING_SRC, note=f"{needed} XP reaches level {state.level + 1}"
        ),
        "xp-needed": SheetValue(
            "xp-needed",
            "XP to level",
            needed,
            (Term(f"level {state.level} × {XP_PER_LEVEL}", needed, LEVELING_SRC),),
            LEVELING_SRC,
        ),
        "attribute-points": SheetValue(
            "attribute-points",
            "Attribute points to choose",
            ledger.balance("attribute-points"),
            (),
            LEVELING_SRC,
        ),
        "gold": SheetValue("gold", "Gold", ledger.balance("gold"), (), _GOLD),
    }


_AT_THE_TABLE = section_from(play_rules)
"""The play rules section, said again from memory while the numbers it reads are the same."""


def derive(state: GravedustState, ledger: Ledger, content: Ruleset) -> Sheet:
    """Every derived value and list on the Gravedust sheet, in one pass in a fixed order."""
    attrs = attributes(state, content)
    stats = combat_stats(state, content, {k: v.value for k, v in attrs.items()})
    slots = skill_slots(state, content)
    values = {**attrs, **stats, **progress_values(state, ledger), "skill-slots": slots}
    values["sneak-vis"] = halved("sneak-vis", "Sneak VIS", stats["vis"], _SNEAK)
    values["sneak-move"] = halved("sneak-move", "Sneak MOVE", stats["move"], _SNEAK)
    values["melee-rolls"] = melee_rolls(state, content, stats["ma"].value)
    values["dual-wield-penalty"] = dual_wield_penalty(values["melee-rolls"])
    values["ranged-crit-cap"] = ranged_crit_cap(state.level)
    values |= resistances(state, content)
    scores = {k: v.value for k, v in attrs.items()}
    lists: dict[str, object] = {
        "identity": sections.identity(state, content),
        "gear": sections.gear_boxes(state, content, scores),
        "skills": sections.skill_grid(state, content, slots.value),
        "items": sections.item_boxes(state, content),
        "buffs": sections.buffs(state),
        "castable_spells": sections.castable_spells(state, content),
        "known": sections.known(state, content, scores),
    }
    castable = lists["castable_spells"]
    lists[AT_THE_TABLE] = _AT_THE_TABLE(values, castable if isinstance(castable, list) else [])
    return Sheet(values, lists)
