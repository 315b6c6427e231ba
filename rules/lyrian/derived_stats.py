# SPDX-License-Identifier: LicenseRef-Sheetwright
"""HP, Mana, RP, Guard, Initiative, Evasion, Dodge, Block, Potency, Save, Speed (Derived Stats)."""

from __future__ import annotations

from collections.abc import Callable

from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.engine.source_ref import Source
from rules.lyrian import combat_numbers as c
from rules.lyrian import numbers as n
from rules.lyrian.class_progress import race_entries
from rules.lyrian.content import Injury
from rules.lyrian.equipment_rules import worn_terms
from rules.lyrian.stat_values import bonus_terms
from rules.lyrian.state import LyrianState

Stats = dict[str, int]
Base = Callable[[Stats], list[Term]]


def _times(label: str, stat: str, times: int, source: Source) -> Base:
    return lambda s: [Term(f"{label} {s[stat]} × {times}", s[stat] * times, source)]


def _plus(base: int, label: str, stat: str, source: Source) -> Base:
    return lambda s: [Term("base", base, source), Term(f"{label} {s[stat]}", s[stat], source)]


def injury_terms(state: LyrianState, content: Ruleset, target: str) -> list[Term]:
    """Modifiers of the current injuries on one value (RP, speed, evasion).

    The same injury twice does not stack (General Rules, l. 21): each injury counts once.
    """
    out = []
    for injury_id in dict.fromkeys(state.injuries):
        injury = content.typed("injury", injury_id, Injury)
        amount = {str(k): v for k, v in injury.modifiers.items()}.get(target, 0) if injury else 0
        if injury and amount:
            out.append(Term(injury.name, amount, n.INJURY_SRC))
    return out


def _speed_base(state: LyrianState, content: Ruleset) -> list[Term]:
    speeds = [(e.name, e.speed) for e in race_entries(state, content) if e.speed is not None]
    if speeds:
        return [Term(speeds[-1][0], speeds[-1][1] or 0, n.RACE_SRC)]
    return [Term("base", n.SPEED_BASE, n.DERIVED_SRC)]


def _value(
    state: LyrianState, content: Ruleset, key: str, label: str, terms: list[Term], src: Source
) -> SheetValue:
    bonus_name = key.replace("-", "_")
    terms = [*terms, *bonus_terms(state, content, bonus_name), *injury_terms(state, content, key)]
    return total(key, label, terms, src)


def _base_terms(
    state: LyrianState, content: Ruleset, s: Stats
) -> dict[str, tuple[str, list[Term]]]:
    """Each plain derived stat's label and terms before bonuses and injuries."""
    d = n.DERIVED_SRC
    toughness = Term(f"Toughness {s['toughness']}", s["toughness"], d)
    hp = _times("Toughness", "toughness", n.HP_PER_TOUGHNESS, d)(s)
    armor_ev = worn_terms(state, content, "evasion_penalty", -1)
    return {
        "hp": ("HP", [Term("base", n.HP_BASE, d), *hp]),
        "mana": ("Mana", _plus(n.MANA_BASE, "Power", "power", d)(s)),
        "rp": ("RP", _plus(n.RP_BASE, "Agility", "agility", d)(s)),
        "guard": ("Guard", [*worn_terms(state, content, "guard"), toughness]),
        "evasion": ("Evasion", [*_plus(n.EVASION_BASE, "Agility", "agility", d)(s), *armor_ev]),
        "potency": ("Potency", _plus(n.POTENCY_BASE, "Focus", "focus", d)(s)),
        "save-bonus": ("Save bonus", [toughness]),
        "speed": ("Speed", _speed_base(state, content)),
    }


def derived_values(state: LyrianState, content: Ruleset, stats: Stats) -> dict[str, SheetValue]:
    """Every derived stat of the Derived Stats section, with armor, shield and injuries applied."""
    out = {
        key: _value(state, content, key, label, terms, n.DERIVED_SRC)
        for key, (label, terms) in _base_terms(state, content, stats).items()
    }
    armor_ev = worn_terms(state, content, "evasion_penalty", -1)
    out.update(_combat_checks(state, content, stats))
    out["initiative"] = _initiative(state, content, stats)
    out["dodge-evasion"] = _dodge(state, content, stats, armor_ev)
    out["block-guard"] = _block(state, content, stats)
    out.update(downed_values(out["hp"]))
    return out


def downed_values(hp: SheetValue) -> dict[str, SheetValue]:
    """The HP at which the character is Downed (0 or lower, l. 693) and mortally wounded
    (reduced to negative its maximum HP, l. 759 and l. 989)."""
    downed = Term("0 HP or lower", c.DOWNED_AT, c.DOWNED_SRC)
    mortal = Term(f"HP {hp.value}, negative", -hp.value, c.MORTAL_SRC)
    return {
        "downed-at": total(
            "downed-at",
            "Downed at HP",
            [downed],
            c.DOWNED_SRC,
            "At this HP or lower you are Downed and prone.",
        ),
        "mortal-wound-at": total(
            "mortal-wound-at",
            "Mortally wounded at HP",
            [mortal],
            c.MORTAL_SRC,
            "At this HP or lower you are mortally wounded: no actions, and you die at the end "
            "of the encounter unless the mortal wound is removed.",
        ),
    }


def _combat_checks(state: LyrianState, content: Ruleset, s: Stats) -> dict[str, SheetValue]:
    """AP per turn and the two accuracy checks, with injuries (Head, Eye) applied; the Eye and
    Wound injuries' sight-check and damage-taken modifiers as values of their own."""
    focus = Term(f"Focus {s['focus']}", s["focus"], n.ACCURACY_SRC)
    times = n.PRECISE_FOCUS_TIMES
    precise = Term(f"Focus {s['focus']} × {times}", s["focus"] * times, n.ACCURACY_SRC)
    hit = injury_terms(state, content, "accuracy")
    ap = [Term("normally", n.AP_MAX, n.AP_SRC), *injury_terms(state, content, "ap")]
    sight = [Term("no modifier", 0), *injury_terms(state, content, "sight_checks")]
    taken = [Term("no extra damage", 0), *injury_terms(state, content, "damage_taken")]
    return {
        "ap": total("ap", "AP per turn", ap, n.AP_SRC),
        "accuracy": total("accuracy", "Accuracy (Light/Heavy)", [focus, *hit], n.ACCURACY_SRC),
        "precise-accuracy": total(
            "precise-accuracy", "Accuracy (Precise)", [precise, *hit], n.ACCURACY_SRC
        ),
        "sight-checks": total("sight-checks", "Sight checks", sight, n.INJURY_SRC),
        "damage-taken": total("damage-taken", "Extra damage per hit taken", taken, n.INJURY_SRC),
    }


def _initiative(state: LyrianState, content: Ruleset, s: Stats) -> SheetValue:
    terms = [Term(f"Agility {s['agility']}", s["agility"], n.DERIVED_SRC)]
    terms += worn_terms(state, content, "initiative_penalty", -1)
    value = _value(state, content, "initiative", "Initiative", terms, n.DERIVED_SRC)
    if value.value >= 0:
        return value
    floor = Term("Initiative cannot go below 0", -value.value, n.DERIVED_SRC)
    return total(value.key, value.label, (*value.terms, floor), n.DERIVED_SRC)


def _dodge(state: LyrianState, content: Ruleset, s: Stats, armor: list[Term]) -> SheetValue:
    terms = _plus(n.DODGE_EVASION_BASE, "Agility", "agility", n.DODGE_SRC)(s) + armor
    terms += bonus_terms(state, content, "evasion") + injury_terms(state, content, "evasion")
    return total("dodge-evasion", "Evasion (Dodge)", terms, n.DODGE_SRC)


def _block(state: LyrianState, content: Ruleset, s: Stats) -> SheetValue:
    times = n.BLOCK_TOUGHNESS_TIMES
    terms = [Term(f"Toughness {s['toughness']} × {times}", s["toughness"] * times, n.BLOCK_SRC)]
    terms += worn_terms(state, content, "block_guard") + bonus_terms(state, content, "guard")
    return total("block-guard", "Guard (Block)", terms, n.BLOCK_SRC)
