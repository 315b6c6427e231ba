# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Shipped Lyrian skills against lyrian-chronicles.txt: main skills by sub stat, artisan, gathering."""

from __future__ import annotations

from rules.lyrian.content import EXPRESSION_NAMES, Skill, SkillCategory, skill_name
from tests.rules.lyrian.content_system import entries

# lyrian-chronicles.txt, Character Creation step 5 (l. 108-135): main skills by sub stat.
MAIN_SKILLS = {
    "fitness": ["athletics", "riding"],  # l. 110-112
    "cunning": ["deception", "roguecraft", "stealth"],  # l. 113-116
    "reason": [  # l. 117-126
        "artifice",
        "appraise",
        "common-knowledge",
        "flight",
        "history",
        "linguistics",
        "magic",
        "medicine",
        "religion",
    ],
    "awareness": ["animal-husbandry", "insight", "perception", "survival"],  # l. 127-131
    "presence": ["art", "intimidation", "negotiation"],  # l. 132-135
}


def _skills(category: SkillCategory) -> dict[str, Skill]:
    return {k: s for k, s in entries("skill").items() if s.category is category}


def test_twenty_one_main_skills_by_sub_stat() -> None:
    main = _skills(SkillCategory.MAIN)
    # lyrian-chronicles.txt, Character Creation (l. 108-135): 2 + 3 + 9 + 4 + 3 = 21 main skills.
    assert len(main) == 21
    by_stat: dict[str, list[str]] = {}
    for skill in main.values():
        assert skill.sub_stat is not None
        by_stat.setdefault(skill.sub_stat, []).append(skill.id)
    assert {stat: sorted(ids) for stat, ids in by_stat.items()} == {
        stat: sorted(ids) for stat, ids in MAIN_SKILLS.items()
    }


def test_main_skill_caps() -> None:
    # lyrian-chronicles.txt, Skills — Skill cap (l. 289): "The maximum amount of skill points you can
    # put into a skill is 15 points. The maximum expertise points ... is 15 points (for a +15 bonus)."
    for skill in _skills(SkillCategory.MAIN).values():
        assert (skill.cap, skill.expertise_cap) == (15, 15), skill.id
        assert skill.expertise_choices == []


def test_main_skill_spot_checks() -> None:
    skills = entries("skill")
    # Skills — Main Skills List (l. 301): Athletics expertise examples.
    assert skills["athletics"].expertise_examples == [
        "Swimming",
        "Jumping",
        "Climbing",
        "Basketball",
    ]
    # l. 319: Common Knowledge; its expertise becomes Expert Knowledge.
    assert skills["common-knowledge"].name == "Common Knowledge"
    assert "Expert Knowledge" in skills["common-knowledge"].description
    # l. 335: Animal Husbandry is an Awareness skill.
    assert skills["animal-husbandry"].sub_stat == "awareness"


def test_artisan_skills() -> None:
    artisan = _skills(SkillCategory.ARTISAN)
    # lyrian-chronicles.txt, Skills — Artisan Skills (l. 363-373): six skills with listed expertises.
    assert sorted(artisan) == sorted(
        ["blacksmith", "alchemist", "farmer", "carpenter", "armorsmithing", "artificer"]
    )
    # l. 357: "This limit is 10 normal skill points and 10 expertise points".
    assert all((s.cap, s.expertise_cap) == (10, 10) for s in artisan.values())
    # l. 365: "Flasks, Elixirs, Potions, Poisons and Salves are the possible expertise's."
    assert artisan["alchemist"].expertise_choices == [
        "Flasks",
        "Elixirs",
        "Potions",
        "Poisons",
        "Salves",
    ]
    # l. 363: "Each weapon group can be an expertise", plus tools and Artisan Weapon.
    assert artisan["blacksmith"].expertise_weapon_groups
    assert artisan["blacksmith"].expertise_choices == ["Tools", "Artisan Weapons"]
    assert [s.id for s in artisan.values() if s.expertise_weapon_groups] == ["blacksmith"]
    # l. 373: eight artificer expertises.
    assert len(artisan["artificer"].expertise_choices) == 8


def test_gathering_skills() -> None:
    gathering = _skills(SkillCategory.GATHERING)
    # lyrian-chronicles.txt, Gathering Cap and Expertise (l. 377): "Gathering skills have a max limit
    # of 15 skill points, but they have no possible expertises."
    assert gathering
    assert all(s.cap == 15 and s.expertise_cap is None for s in gathering.values())
    assert "mining" in gathering  # Gathering example (l. 1286): "His mining bonus is a +5"


def test_every_skill_has_an_expression_name() -> None:
    for skill_id in entries("skill"):
        assert skill_name(skill_id) in EXPRESSION_NAMES, skill_id
