# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Lyrian Chronicles content schemas: races, classes, abilities, skills, gear, interlude (rulebook)."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules.engine.content_schema import Entry, EntryId, Formula, Text

MAIN_STATS = ("power", "focus", "agility", "toughness")
SUB_STATS = ("fitness", "cunning", "reason", "awareness", "presence")
DERIVED_STATS = (
    "hp",
    "mana",
    "rp",
    "guard",
    "initiative",
    "evasion",
    "potency",
    "save_bonus",
    "speed",
)
SKILL_NAMES = (
    *("athletics", "riding", "deception", "roguecraft", "stealth", "artifice", "appraise"),
    *("common_knowledge", "flight", "history", "linguistics", "magic", "medicine", "religion"),
    *("animal_husbandry", "insight", "perception", "survival", "art", "intimidation"),
    *("negotiation", "blacksmith", "alchemist", "farmer", "carpenter", "armorsmithing"),
    *("artificer", "mining", "woodcutting", "plant_gathering"),
)
"""Expression names of the shipped skills: the skill id with `_` for `-` (see `skill_name`)."""

EXPRESSION_NAMES = frozenset(
    {*MAIN_STATS, *SUB_STATS, *DERIVED_STATS, *SKILL_NAMES, "spirit_core", "power_level"}
)
"""Names a class or breakthrough requirement may use; `has(id)` and `rank(id)` take entry ids."""

MainStat = Literal["power", "focus", "agility", "toughness"]
SubStat = Literal["fitness", "cunning", "reason", "awareness", "presence"]
Stat = Literal[MainStat, SubStat]
Amount = Annotated[int, Field(ge=-99, le=99)]
Count = Annotated[int, Field(ge=0, le=100000)]
Feet = Annotated[int, Field(ge=0, le=10000)]
Short = Annotated[str, Field(max_length=120)]
Levels = Annotated[list[Annotated[int, Field(ge=0, le=999)]], Field(max_length=3)]
"""One value per facility level (1, 2, 3)."""


def skill_name(skill_id: str) -> str:
    """The expression name of a skill: `animal-husbandry` → `animal_husbandry`."""
    return skill_id.replace("-", "_")


class Strict(BaseModel):
    """A nested value of an entry: unknown fields refused, immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class CreatureSize(StrEnum):
    """Creature Sizes (Combat)."""

    TINY = "tiny"
    SMALL = "small"
    MEDIUM = "medium"
    LARGE = "large"
    HUGE = "huge"


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


class BreakthroughLevel(Strict):
    """One level of a breakthrough: its EXP cost and what it gives."""

    cost: Count
    effect: Text = ""


class Breakthrough(Entry):
    """A breakthrough: EXP cost per level, requirements, and whether it can be taken again."""

    requires: Formula | None = None
    repeatable: bool = False
    levels: list[BreakthroughLevel] = Field(default_factory=list, max_length=20)


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
    speed: Feet | None = None
    straight_line: bool | None = None
    riding_points: Annotated[int, Field(ge=0, le=99)] | None = None
    """Riding skill points needed to ride it without checks."""


class Facility(Entry):
    """A house facility: uses (or slots) and bonuses per level, and its effect."""

    uses: Levels = Field(default_factory=list)
    slots: Levels = Field(default_factory=list)
    bonus: Levels = Field(default_factory=list)
    bonus_skill: EntryId | None = None
    bonus_action: EntryId | None = None
    effect: Text = ""


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
    "damage-type": DamageType,
}
