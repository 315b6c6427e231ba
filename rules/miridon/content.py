# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Miridon content schemas: classes, specials, talents, flairs, skills, spells, weapons (miridon.txt)."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules.engine.content_schema import Entry, EntryId, Formula, Text
from rules.engine.source_ref import Source

Dice = Annotated[str, Field(pattern=r"^\d+d\d+([+-]\d+)?$|^\d+$", max_length=20)]
"""Damage notation as printed: `1d6+1`, `2d6`, `1d6-1`, or a flat number (`0`, `1`)."""

Signed = Annotated[int, Field(ge=-999, le=999)]
Stat = Literal["max_strength", "max_speed"]


class Requirement(BaseModel):
    """One prerequisite, exactly one of: a flair, a talent rank, a special ability, a mutation, a stat."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    flair: EntryId | None = None
    talent: EntryId | None = None
    special: EntryId | None = None
    mutation: EntryId | None = None
    stat: Stat | None = None
    at_least: Annotated[int, Field(ge=1, le=999)] = 1
    """The talent rank or stat value needed (1 for flairs, specials and mutations)."""

    @model_validator(mode="after")
    def _exactly_one(self) -> Self:
        named = [k for k in ("flair", "talent", "special", "mutation", "stat") if getattr(self, k)]
        if len(named) != 1:
            raise ValueError(
                "a requirement names exactly one of flair, talent, special, mutation or stat"
            )
        return self


class RankAmount(BaseModel):
    """An amount an entry gives per rank ("up to 5 feet per [Rank] in [Teleport]"): amount × rank.

    On the sheet as `special:<id>:<key>`, `talent:<id>:<key>` or `skill:<id>:<key>`."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    key: EntryId
    """The amount's name within its entry (`distance`); the sheet key never changes with the rank."""
    label: str = Field(min_length=1, max_length=80)
    """What a player reads, with the unit: `Teleport distance (ft)`."""
    amount: Annotated[int, Field(ge=1, le=999)]
    """Added per rank: 5 for "5 feet per [Rank]"."""
    unit: str = Field(default="", max_length=12, pattern=r"^[A-Za-z0-9 ]*$")
    """`ft`, `d6` (dice: the value is the number of d6 rolled) or empty."""
    reads: str = Field(min_length=1, max_length=120)
    """The amount beside the entry's name, `{amount}` standing for it: `up to {amount} ft`."""
    source: Source | None = None
    """The rulebook sentence giving the amount, with its line; the entry's source if none."""
    note: Text = ""

    @model_validator(mode="after")
    def _one_placeholder(self) -> Self:
        rest = self.reads.replace("{amount}", "", 1)
        if "{amount}" not in self.reads or "{" in rest or "}" in rest:
            raise ValueError("reads names {amount} exactly once and nothing else in braces")
        return self


def _unique_keys(amounts: list[RankAmount]) -> None:
    keys = [a.key for a in amounts]
    if len(keys) != len(set(keys)):
        raise ValueError("each per_rank amount of an entry has its own key")


class MiridonClass(Entry):
    """A class: its special ability, and whether it is a unique class (which cannot dual-class)."""

    special: EntryId | None = None
    """The class special ability; unique classes such as Crew Member have none (l. 240-268)."""
    unique: bool = False
    quote: Text = ""
    class_skills: list[EntryId] = Field(default_factory=list)
    """Not given by the rulebook: GM-editable content (docs/rulings.md, Miridon)."""


class SpecialKind(StrEnum):
    """Class special abilities, and dual-class special abilities of a class pair."""

    CLASS = "class"
    DUAL = "dual"


class Special(Entry):
    """A class or dual-class special ability; its rank follows a formula, its effect text uses [Rank]."""

    kind: SpecialKind
    classes: list[EntryId] = Field(min_length=1, max_length=2)
    rank: Formula = "floor((max_strength + max_speed) / 10)"
    effect: Text = ""
    dual_class_skill: EntryId | None = None
    """For a dual special: the skill of the same name that cannot receive bought ranks (l. 123)."""
    per_rank: list[RankAmount] = Field(default_factory=list, max_length=12)
    """Amounts the special (or the action it grants) gives per [Rank]."""

    @model_validator(mode="after")
    def _pair(self) -> Self:
        if (self.kind is SpecialKind.DUAL) != (len(self.classes) == 2):
            raise ValueError("a dual-class special names two classes; a class special names one")
        _unique_keys(self.per_rank)
        return self


class Talent(Entry):
    """A talent bought in ranks with skill points: rank r costs cost_per_rank × r, or a flat cost."""

    cost_per_rank: Annotated[int, Field(ge=0, le=1000)] | None = 5
    flat_cost: Annotated[int, Field(ge=0, le=10000)] | None = None
    max_rank: Annotated[int, Field(ge=1, le=999)] | None = None
    requires: list[Requirement] = Field(default_factory=list)
    effect: Text = ""
    per_rank: list[RankAmount] = Field(default_factory=list, max_length=12)
    """Amounts the talent gives per [Rank] that no other sheet value already counts."""

    @model_validator(mode="after")
    def _one_price(self) -> Self:
        if (self.cost_per_rank is None) == (self.flat_cost is None):
            raise ValueError("a talent has either cost_per_rank or flat_cost")
        _unique_keys(self.per_rank)
        return self


class FlairGroup(StrEnum):
    """The six flair groups of Chapter 5."""

    GENERAL = "general"
    ACTION = "action"
    ATTACK_MODIFIER = "attack-modifier"
    CRITICAL_HIT = "critical-hit"
    SPELL_CASTING_MODIFIER = "spell-casting-modifier"
    RACIAL = "racial"


class Flair(Entry):
    """A one-time boost; prerequisites as data, the rulebook's other lines kept as text."""

    group: FlairGroup
    requires: list[Requirement] = Field(default_factory=list)
    condition: Text = ""
    action: Text = ""
    trigger_action: Text = ""
    spell: Text = ""
    effect: Text = ""
    normal: Text = ""


class Mutation(Entry):
    """A mutation or transformation a GM assigns; it unlocks racial flairs."""

    flairs_to_be_created: bool = False


class SkillGroup(StrEnum):
    """Charisma and intelligence skills (Chapter 3)."""

    CHARISMA = "charisma"
    INTELLIGENCE = "intelligence"


class Skill(Entry):
    """A skill bought in ranks with skill points."""

    group: SkillGroup | None = None
    effect: Text = ""
    per_rank: list[RankAmount] = Field(default_factory=list, max_length=12)
    """Amounts the skill gives per bought [Rank] (none in the shipped skills)."""

    @model_validator(mode="after")
    def _keys(self) -> Self:
        _unique_keys(self.per_rank)
        return self


class SpellBoost(BaseModel):
    """What each rank of a spell-boost talent adds to a spell."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    talent: EntryId
    per_rank: Dice | None = None
    """Dice added per rank, when the boost adds dice (`2d6`); otherwise see `text`."""
    text: Text


class Spell(Entry):
    """A spell: base effect, cast time, range, subtlety and per-rank boosts (Spell List)."""

    range: str = Field(default="", max_length=80)
    cast_time: str = Field(default="", max_length=80)
    subtlety: Signed | None = None
    duration: str = Field(default="", max_length=80)
    base_dice: Dice | None = None
    base_effect: Text = ""
    boosts: list[SpellBoost] = Field(default_factory=list)


class WeaponCategory(StrEnum):
    """The weapon tables of Chapter 8."""

    SWORD = "sword"
    SHIELD = "shield"
    DRILL = "drill"
    HAMMER = "hammer"
    GRAPPLING = "grappling"
    STAFF = "staff"
    PISTOL = "pistol"
    SNIPER_RIFLE = "sniper-rifle"
    SHOTGUN = "shotgun"
    TESLA = "tesla"


class Weapon(Entry):
    """One row of a weapon table: weight, damage, to-hit bonus, and the table's own columns."""

    category: WeaponCategory
    table: str = Field(max_length=60)
    weight: Annotated[int, Field(ge=0, le=999)]
    damage: Dice
    to_hit: Signed
    columns: dict[str, str] = Field(default_factory=dict)
    """The table's other columns, by their printed title, as printed (`Block Bonus: +2`)."""


class ReferenceTable(Entry):
    """A table kept for reference on the sheet (grapple table 6.6, insanity table 7.1)."""

    headers: list[str] = Field(min_length=1, max_length=12)
    rows: list[list[str]] = Field(max_length=200)


class Armor(Entry):
    """Armor is not tabled in the rulebook (the "Weight" page is missing): user content."""

    weight: Annotated[int, Field(ge=0, le=999)]
    passive_evasion: Annotated[int, Field(ge=0, le=999)]
    speed_point_reduction: Annotated[int, Field(ge=0, le=999)]
    effect: Text = ""


CONTENT_KINDS: dict[str, type[Entry]] = {
    "class": MiridonClass,
    "special": Special,
    "talent": Talent,
    "flair": Flair,
    "mutation": Mutation,
    "skill": Skill,
    "spell": Spell,
    "weapon": Weapon,
    "table": ReferenceTable,
    "armor": Armor,
}

EXPRESSION_NAMES = frozenset({"max_strength", "max_speed"})
