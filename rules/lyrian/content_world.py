# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Lyrian content about the world: skills, weapon groups, armor, burden, interlude, injuries, places."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from rules.engine.content_schema import Entry, EntryId, Text
from rules.lyrian.content_base import Amount, Count, CreatureSize, Feet, Levels, Short, SubStat


class SkillCategory(StrEnum):
    """Main skills (by sub stat), artisan skills and gathering skills."""

    MAIN = "main"
    ARTISAN = "artisan"
    GATHERING = "gathering"


class Skill(Entry):
    """A skill: its category, sub stat (main skills), caps and what its expertises may be."""

    category: SkillCategory
    sub_stat: SubStat | None = None
    cap: Annotated[int, Field(ge=1, le=999)]
    expertise_cap: Annotated[int, Field(ge=1, le=999)] | None = None
    """None: the skill has no expertises (gathering skills)."""
    expertise_choices: list[Short] = Field(default_factory=list, max_length=40)
    """Artisan skills: the only expertises allowed; empty = any specific skill."""
    expertise_weapon_groups: bool = False
    """Blacksmith: every weapon group is also an allowed expertise."""
    expertise_examples: list[Short] = Field(default_factory=list, max_length=40)
    gathers: list[EntryId] = Field(default_factory=list, max_length=20)
    """Gathering skills: the material kinds its activity gathers (the Gather action's "basic
    material related to the activity", l. 1080)."""

    @model_validator(mode="after")
    def _sub_stat_for_main(self) -> Self:
        if (self.category is SkillCategory.MAIN) != (self.sub_stat is not None):
            raise ValueError("main skills, and only they, have a sub stat")
        return self


class WeaponCategory(StrEnum):
    """The weapon group lists of Items & Equipment, and unarmed attacks."""

    MELEE = "melee"
    RANGED = "ranged"
    SPECIALIZED = "specialized"
    CHANNELING = "channeling"
    ARTISAN = "artisan"
    UNARMED = "unarmed"


class Hands(StrEnum):
    """One-Handed, Two-Handed, either (fixed when acquired), or versatile (Longsword)."""

    ONE = "one-handed"
    TWO = "two-handed"
    EITHER = "either"
    VERSATILE = "versatile"


class WeaponGroup(Entry):
    """A weapon group: hands, melee or ranged, its named property and effect."""

    category: WeaponCategory
    hands: Hands | None = None
    """None: not given by the rulebook."""
    attack: Literal["melee", "ranged"]
    property: Short = ""
    effect: Text = ""
    examples: list[Short] = Field(default_factory=list, max_length=20)
    range_one_handed: Feet | None = None
    range_two_handed: Feet | None = None
    """Effective range when the group overrides Ranged Weapons' 60 ft / 120 ft."""
    treated_as: EntryId | None = None
    proficiency_from: EntryId | None = None
    """Proficient with this group exactly when proficient with that one (Gauntlets)."""


class Protection(Entry):
    """An armor type, shield or greatshield: guard, penalties, block value and burden."""

    guard: Annotated[int, Field(ge=0, le=99)]
    """Always added to Guard."""
    block_guard: Annotated[int, Field(ge=0, le=99)]
    """Its guard value while taking the Block action."""
    initiative_penalty: Annotated[int, Field(ge=0, le=99)] = 0
    evasion_penalty: Annotated[int, Field(ge=0, le=99)] = 0
    """Subtracted from Evasion and from Dodge."""
    burden: Annotated[int, Field(ge=0, le=99)]
    specialty: bool = False
    examples: list[Short] = Field(default_factory=list, max_length=20)


class BurdenValue(Entry):
    """One line of the Burden values list."""

    value: Annotated[int, Field(ge=0, le=99)]


class InterludeAction(Entry):
    """An interlude action: its IP (and EXP) cost, and its effect as data where the rulebook gives one."""

    ip_cost: Annotated[int, Field(ge=0, le=99)] | None = None
    """None: the rulebook does not state a cost."""
    exp_per_class_tier: Count = 0
    requirement: Text = ""
    effect: Text = ""
    exp: Count = 0
    clim: Count = 0
    clim_with_crafting_mastery: Count = 0
    """Added to `clim` with at least one crafting class mastered (does not stack)."""
    material_units: Count = 0
    temporary_hp_percent: Annotated[int, Field(ge=0, le=100)] = 0
    temporary_mana_percent: Annotated[int, Field(ge=0, le=100)] = 0
    removes_injury: Literal["own", "other"] | None = None
    learns_class: bool = False


class Errand(Entry):
    """An errand (costs an Errand Point); some are given by a facility."""

    effect: Text = ""
    facility: EntryId | None = None
    learns_class: bool = False
    removes_injury: bool = False


InjuryTarget = Literal["rp", "ap", "speed", "evasion", "accuracy", "sight_checks", "damage_taken"]


class Injury(Entry):
    """One row of the d10 injury table; numeric effects also as modifiers."""

    roll: Annotated[int, Field(ge=1, le=100)]
    effect: Text
    modifiers: dict[InjuryTarget, Amount] = Field(default_factory=dict)


class Mount(Entry):
    """A mount type and the size of the creatures that ride it; the rest is not given."""

    rider_size: CreatureSize
    size: CreatureSize | None = None
    """The animal's own size, for Stable slots (l. 1650); not given by the rulebook."""
    speed: Feet | None = None
    straight_line: bool | None = None
    riding_points: Annotated[int, Field(ge=0, le=99)] | None = None
    """Riding skill points needed to ride it without checks."""


Clim = Annotated[int, Field(ge=0, le=1_000_000_000)]
Units = Annotated[int, Field(ge=0, le=100_000_000)]


class Facility(Entry):
    """A house facility: uses (or slots) and bonuses per level, and its effect."""

    uses: Levels = Field(default_factory=list)
    slots: Levels = Field(default_factory=list)
    bonus: Levels = Field(default_factory=list)
    bonus_skill: EntryId | None = None
    bonus_action: EntryId | None = None
    effect: Text = ""
    rest_doubles: Literal["hp", "mana"] | None = None
    """The Rest action's temporary HP or Mana it doubles (Shrine: mana; Sauna: HP)."""
    prices: Annotated[list[Clim], Field(max_length=3)] = Field(default_factory=list)
    """Clim per level, each assuming the previous level is built (l. 1584); the rulebook's item
    page is not included, so the shipped facilities have none: the GM's price is entered."""


HousePart = Literal["lumber", "metal", "alchemy"]
HOUSE_NEEDS = ("crafting-points", "lumber", "metal", "alchemy")
"""What a house build needs, in the rulebook's order (House costs, l. 1554-1556)."""


class MaterialKind(Entry):
    """A kind of material (Material, l. 1192-1203): what it sells for and what a house uses it as."""

    units_per_clim: Annotated[int, Field(ge=1, le=1000)] = 2
    examples: list[Short] = Field(default_factory=list, max_length=20)
    house_part: HousePart | None = None
    """The house material it counts as (lumber, metal or alchemy units), if any."""


class HouseSize(Entry):
    """A house and plot size (Housing, l. 1546-1574): facility slots, plot cost and build costs.

    A value left empty is not given by the rulebook: the player enters the GM's number."""

    order: Annotated[int, Field(ge=1, le=20)]
    """Smallest first: upgrades go to a larger order."""
    facility_slots: Annotated[int, Field(ge=0, le=99)]
    plot_cost: Clim | None = None
    crafting_points: Units | None = None
    lumber: Units | None = None
    metal: Units | None = None
    alchemy: Units | None = None


class DamageGroup(StrEnum):
    """The headings of the main damage types."""

    PHYSICAL = "physical"
    MAGIC = "magic"
    DIVINE = "divine"
    ASTRA = "astra"


class DamageType(Entry):
    """A main damage type and its named subtypes."""

    group: DamageGroup
    subtypes: list[Short] = Field(default_factory=list, max_length=20)
