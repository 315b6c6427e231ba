# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Lyrian Chronicles content schemas: races, classes, abilities, breakthroughs — and every kind by name."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Self

from pydantic import Field, model_validator

from rules.engine.content_schema import Entry, EntryId, Formula, Text
from rules.lyrian.content_base import (
    DERIVED_STATS,
    EXPRESSION_NAMES,
    MAIN_STATS,
    SKILL_NAMES,
    SUB_STATS,
    Amount,
    Count,
    CreatureSize,
    Feet,
    Levels,
    MainStat,
    Short,
    Stat,
    Strict,
    SubStat,
    skill_name,
)
from rules.lyrian.content_world import (
    HOUSE_NEEDS,
    BurdenValue,
    DamageGroup,
    DamageType,
    Errand,
    Facility,
    Hands,
    HousePart,
    HouseSize,
    Injury,
    InjuryTarget,
    InterludeAction,
    MaterialKind,
    Mount,
    Protection,
    Skill,
    SkillCategory,
    WeaponCategory,
    WeaponGroup,
)

__all__ = [
    "CLASS_STEPS",
    "CONTENT_KINDS",
    "DERIVED_STATS",
    "EXPRESSION_NAMES",
    "HOUSE_NEEDS",
    "MAIN_STATS",
    "PASSIVE_STEPS",
    "SKILL_NAMES",
    "SUB_STATS",
    "Ability",
    "Amount",
    "ArtisanKind",
    "Breakthrough",
    "BreakthroughLevel",
    "BurdenValue",
    "ClassStep",
    "Count",
    "CreatureSize",
    "DamageGroup",
    "DamageType",
    "Errand",
    "Facility",
    "Feet",
    "Grants",
    "Hands",
    "HousePart",
    "HouseSize",
    "Increase",
    "Injury",
    "InjuryTarget",
    "InterludeAction",
    "Levels",
    "LyrianClass",
    "MainStat",
    "MaterialKind",
    "Mount",
    "Protection",
    "Race",
    "Short",
    "Skill",
    "SkillCategory",
    "Stat",
    "Strict",
    "SubStat",
    "Subrace",
    "SubraceKind",
    "WeaponCategory",
    "WeaponGroup",
    "skill_name",
]


class SubraceKind(StrEnum):
    """Chimera, Fae and Youkai have subraces; Demons have clans (Character Creation, step 1)."""

    SUBRACE = "subrace"
    CLAN = "clan"


class Grants(Entry):
    """What a race, subrace or clan grants: proficiencies, attributes, skills and abilities."""

    proficiencies: list[EntryId] = Field(default_factory=list, max_length=40)
    """Ids of weapon groups, armor types or shields."""
    stats: dict[Stat, Amount] = Field(default_factory=dict)
    skills: dict[EntryId, Amount] = Field(default_factory=dict)
    abilities: list[EntryId] = Field(default_factory=list, max_length=40)
    size: CreatureSize | None = None
    speed: Feet | None = None
    """Base speed when not 20 (Derived Stats: "Unless otherwise noted, your base speed is 20")."""


class Race(Grants):
    """A primary race; `subrace_kind` says whether it offers subraces or clans."""

    subrace_kind: SubraceKind | None = None


class Subrace(Grants):
    """A subrace (Chimera, Fae, Youkai) or a clan (Demon) of one primary race."""

    race: EntryId
    kind: SubraceKind


class Increase(Strict):
    """A passive increase (2nd, 4th, 6th class ability): `{power: 1}` or `{skill: athletics, amount: 2}`."""

    power: Amount = 0
    focus: Amount = 0
    agility: Amount = 0
    toughness: Amount = 0
    fitness: Amount = 0
    cunning: Amount = 0
    reason: Amount = 0
    awareness: Amount = 0
    presence: Amount = 0
    hp: Amount = 0
    mana: Amount = 0
    rp: Amount = 0
    guard: Amount = 0
    initiative: Amount = 0
    evasion: Amount = 0
    potency: Amount = 0
    save_bonus: Amount = 0
    speed: Amount = 0
    skill: EntryId | None = None
    amount: Amount = 0
    """Skill points added to `skill`."""

    def stats(self) -> dict[str, int]:
        """The stat increases that are not zero, by name."""
        names = (*MAIN_STATS, *SUB_STATS, *DERIVED_STATS)
        return {n: getattr(self, n) for n in names if getattr(self, n)}

    @model_validator(mode="after")
    def _something(self) -> Self:
        if (self.skill is None) != (self.amount == 0):
            raise ValueError("a skill increase names the skill and a non-zero amount")
        if self.skill is None and not self.stats():
            raise ValueError("an increase raises at least one stat or a skill")
        return self


class ClassStep(Strict):
    """One of a class's seven ordered abilities: an ability, or a passive increase."""

    ability: EntryId | None = None
    increases: Increase | None = None

    @model_validator(mode="after")
    def _one(self) -> Self:
        if (self.ability is None) == (self.increases is None):
            raise ValueError("a class step is either an ability or increases")
        return self


class ArtisanKind(StrEnum):
    """Crafting and gathering classes (Artisan Skills; Job and Gather interlude actions)."""

    CRAFTING = "crafting"
    GATHERING = "gathering"


CLASS_STEPS = 7
PASSIVE_STEPS = (2, 4, 6)
"""Classes: "The second, fourth and sixth abilities are instead passive increases"."""


class LyrianClass(Entry):
    """A class: tier, requirements, key abilities and seven ordered abilities (empty until filled)."""

    tier: Annotated[int, Field(ge=1, le=20)] | None = None
    """None: not given by the rulebook (the class cannot be unlocked until a GM sets it)."""
    requires: Formula | None = None
    artisan: ArtisanKind | None = None
    artisan_skill: EntryId | None = None
    gathering_kinds: list[EntryId] = Field(default_factory=list, max_length=20)
    """A gathering class whose mastery bonus applies to these material kinds rather than its
    skill's (Trapper: Food or Junk units, l. 1080)."""
    key_abilities: list[EntryId] = Field(default_factory=list, max_length=20)
    abilities: list[ClassStep] = Field(default_factory=list, max_length=CLASS_STEPS)
    proficiencies: list[EntryId] = Field(default_factory=list, max_length=40)

    @model_validator(mode="after")
    def _seven_in_order(self) -> Self:
        if not self.abilities:
            return self
        if len(self.abilities) != CLASS_STEPS:
            raise ValueError(f"a class has {CLASS_STEPS} abilities (or none yet)")
        for number, step in enumerate(self.abilities, start=1):
            if (step.increases is not None) != (number in PASSIVE_STEPS):
                raise ValueError("abilities 2, 4 and 6 are passive increases; 1, 3, 5, 7 are not")
        return self


class Ability(Entry):
    """An ability as the rulebook prints one: cost, keywords, range, requirement, description."""

    cost: Short = ""
    keywords: list[Short] = Field(default_factory=list, max_length=20)
    range: Short = ""
    requirement: Short = ""
    belongs_to: EntryId | None = None
    """The class or race the rulebook attributes it to, when it says so."""
    secret_art: bool = False
    ip_cost: Annotated[int, Field(ge=0, le=99)] | None = None
    """Interlude Points, for a class action used during an interlude."""
    errand: bool = False
    rest_action: bool = False
    heals_others: bool = False
    """Heals others in combat or at encounter conclusion (needed for Heal Injury)."""
    masteries: list[EntryId] = Field(default_factory=list, max_length=12)
    """Damage types (elements) it gives mastery of (Elemental Mastery)."""
    proficiencies: list[EntryId] = Field(default_factory=list, max_length=40)
    unusable_by: list[EntryId] = Field(default_factory=list, max_length=40)
    """Races, subraces or clans that literally cannot use it: its EXP is refunded for them
    (Unlocking more abilities, l. 183-185)."""


class BreakthroughLevel(Strict):
    """One level of a breakthrough: its EXP cost and what it gives."""

    cost: Count
    effect: Text = ""


class Breakthrough(Entry):
    """A breakthrough: EXP cost per level, requirements, and whether it can be taken again."""

    requires: Formula | None = None
    repeatable: bool = False
    levels: list[BreakthroughLevel] = Field(default_factory=list, max_length=20)


CONTENT_KINDS: dict[str, type[Entry]] = {
    "race": Race,
    "subrace": Subrace,
    "class": LyrianClass,
    "ability": Ability,
    "breakthrough": Breakthrough,
    "skill": Skill,
    "weapon-group": WeaponGroup,
    "armor": Protection,
    "shield": Protection,
    "burden": BurdenValue,
    "interlude-action": InterludeAction,
    "errand": Errand,
    "injury": Injury,
    "mount": Mount,
    "facility": Facility,
    "material-kind": MaterialKind,
    "house-size": HouseSize,
    "damage-type": DamageType,
}
