# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Shipped Miridon classes, specials, talents, skills and spells against miridon.txt."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from rules.miridon.content import (
    MiridonClass,
    Skill,
    SkillGroup,
    Special,
    SpecialKind,
    Spell,
    Talent,
)
from tests.rules.miridon.content_system import shipped

BASIC_CLASSES = ["grand-devourer", "skiffmaster", "duelist", "vessel", "techie", "ghost-hunter"]


# The class schema needs a special; the rulebook gives the Crew Member none (l. 240-268).
def _kind(kind: str) -> dict[str, Any]:
    load = shipped()
    assert not load.problems, [p.describe() for p in load.problems]
    return dict(load.ruleset.content[kind])


def test_classes() -> None:
    classes: dict[str, MiridonClass] = _kind("class")
    # miridon.txt, Chapter 2: Basic Classes (l. 3-51): 6 classes; Unique Classes (l. 240-268): Crew Member.
    assert sorted(classes) == sorted([*BASIC_CLASSES, "crew-member"])
    assert [c for c in classes.values() if c.unique] == [classes["crew-member"]]
    assert classes["vessel"].name == "The Vessel"  # l. 29; the specials say [Vessel] (l. 95)
    assert all(c.class_skills == [] for c in classes.values())  # not given by the rulebook
    specials: dict[str, Special] = _kind("special")
    expected = {
        "grand-devourer": "inhuman-strength",  # l. 61-63
        "skiffmaster": "caravan-master",  # l. 71-73
        "duelist": "riposte",  # l. 85-87
        "vessel": "concentration",  # l. 93-95
        "techie": "mech-training",  # l. 101-103
        "ghost-hunter": "inhuman-speed",  # l. 111-113
        "crew-member": None,  # Unique Classes, l. 240-268: Crew Member has no special ability
    }
    assert {cid: c.special for cid, c in classes.items()} == expected
    for cid, c in classes.items():
        if c.special is not None:
            assert specials[c.special].classes == [cid]
            assert specials[c.special].kind is SpecialKind.CLASS


def test_specials_cover_every_class_pair_once() -> None:
    specials: dict[str, Special] = _kind("special")
    classes = _kind("class")
    printed_class = [s for s in specials.values() if s.kind is SpecialKind.CLASS]
    dual = [s for s in specials.values() if s.kind is SpecialKind.DUAL]
    # Class Special Abilities, l. 53-115: 6; Dual-Class Special Abilities, l. 127-238: 15.
    assert len(printed_class) == 6
    assert len(dual) == 15
    assert len(specials) == 6 + 15
    assert sorted(s.classes[0] for s in printed_class) == sorted(BASIC_CLASSES)
    pairs = sorted(frozenset(s.classes) for s in dual)
    assert len(set(pairs)) == 15
    assert set(pairs) == {frozenset(p) for p in combinations(BASIC_CLASSES, 2)}
    for s in specials.values():
        assert all(c in classes for c in s.classes), s.id
        assert s.rank == "floor((max_strength + max_speed) / 10)"  # l. 57, 131
    # "Dual-Class: [Skiffmaster] and [Techie]" (l. 186), printed order kept.
    assert specials["team-mech"].classes == ["skiffmaster", "techie"]
    assert "15*[Rank]" in specials["team-mech"].effect  # l. 187
    assert "[Rank]" in specials["inhuman-strength"].effect  # l. 65


def test_dual_class_skills() -> None:
    specials: dict[str, Special] = _kind("special")
    skills: dict[str, Skill] = _kind("skill")
    # Dual-Class Rules, l. 123; the specials that grant an action of the skill's name (l. 180, 194, 231).
    named = {s.id: s.dual_class_skill for s in specials.values() if s.dual_class_skill}
    assert named == {"healing-word": "healing-word", "guidance": "guidance", "teleport": "teleport"}
    assert all(skill in skills for skill in named.values())
    assert all(specials[s].kind is SpecialKind.DUAL for s in named)


def test_talents() -> None:
    talents: dict[str, Talent] = _kind("talent")
    # Chapter 4: Talents, l. 288-393: 13 ranked talents and Dual-Class.
    assert len(talents) == 14
    dual = talents["dual-class"]  # l. 390-393
    assert (dual.flat_cost, dual.cost_per_rank, dual.max_rank) == (100, None, 1)
    assert [(r.stat, r.at_least) for r in dual.requires] == [
        ("max_strength", 20),
        ("max_speed", 20),
    ]
    assert talents["melee-boost"].cost_per_rank == 5  # l. 291: "Cost: [Rank] * 5 points"
    others = [t for t in talents.values() if t.id != "dual-class"]
    assert all(t.cost_per_rank == 5 and t.flat_cost is None and not t.requires for t in others)
    assert "by 6 per [Rank]" in talents["redouble"].effect  # l. 318
    assert "by 2 per [Rank]" in talents["dodge-boost"].effect  # l. 380


def test_spells() -> None:
    spells: dict[str, Spell] = _kind("spell")
    talents = _kind("talent")
    # Spell List, l. 3282-3393: 9 spells.
    assert len(spells) == 9
    elemental = spells["elemental-spell"]  # l. 3284-3292
    assert (elemental.range, elemental.cast_time, elemental.subtlety) == (
        "60 ft",
        "3 [Action Blocks]",
        -10,
    )
    assert elemental.base_dice == "6d6"
    boosts = {b.talent: b.per_rank for b in elemental.boosts}
    assert boosts == {"offensive-spell-boost": "2d6", "general-spell-boost": "1d6"}
    assert spells["health-recovery"].base_dice == "6d6"  # l. 3301
    assert spells["health-recovery"].subtlety == 5  # l. 3299: +5
    assert spells["gale-burst"].subtlety == -15  # l. 3311
    assert spells["gather-mist"].boosts == []  # l. 3319-3324
    assert spells["spell-barrier"].duration == "30 [Action Blocks]"  # l. 3330
    assert spells["possession"].base_dice == "15d6"  # l. 3389
    assert {b.talent: b.per_rank for b in spells["possession"].boosts} == {  # l. 3391-3392
        "offensive-spell-boost": "4d6",
        "general-spell-boost": "2d6",
    }
    # l. 3364: a flat "+2 damage" boost, as a flat per-rank amount
    weapon_boost = spells["elemental-weapon"].boosts[0]
    assert weapon_boost.per_rank == "2"
    assert weapon_boost.text == "Each rank adds 2 damage to spell."
    for spell in spells.values():
        assert all(b.talent in talents for b in spell.boosts), spell.id


def test_skills_name_their_line() -> None:
    skills: dict[str, Skill] = _kind("skill")
    # Every skill the rulebook names, with the line naming it (miridon.txt).
    lines = {
        "recruit": 77,  # Caravan Master: "[Recruit] can be used to recruit new [Crew Members]."
        "teleport": 1975,  # Movement Actions
        "stunning-scream": 2048,  # Verbal Actions, l. 2048-2092
        "battle-strategy": 2055,
        "taunt": 2062,
        "stealth": 2069,
        "veil": 2076,
        "false-reload": 2083,
        "false-weakness": 2090,
        "healing-word": 2120,
        "guidance": 2131,
        "tech-training": 3605,  # Mech Piloting: "use this skill in place of [Mech Training]"
    }
    assert sorted(skills) == sorted(lines)
    for sid, line in lines.items():
        assert (skills[sid].source.section or "").endswith(f", l. {line}"), sid
    charisma = {s.id for s in skills.values() if s.group is SkillGroup.CHARISMA}
    # Verbal Actions "used in battle" (l. 2048-2092) are charisma skills (l. 1772).
    assert charisma == {
        "stunning-scream",
        "battle-strategy",
        "taunt",
        "stealth",
        "veil",
        "false-reload",
        "false-weakness",
    }
    assert all(s.group is None for s in skills.values() if s.id not in charisma)
