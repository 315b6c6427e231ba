# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Glorious Heretics content schemas: skills, ability templates, ranges, areas, improvements,
restrictions, feats and debuffs (glorious-heretics.txt).

Per-rank numbers are data (`PropertyRule`), never prose: "Power = 1 (2 per rank)" is
`{property: power, base: 1, per: 2, ranks_per_step: 1}`, "(1 per 2 ranks)" is `ranks_per_step: 2`
and "CR = 14 (-2 per rank)" is `per: -2`. Where the rulebook leaves a number out the field is empty
and the entry's `description` says so.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules.engine.content_schema import Entry, EntryId, Text

Small = Annotated[int, Field(ge=-99, le=99)]
Count = Annotated[int, Field(ge=0, le=999)]
Positive = Annotated[int, Field(ge=1, le=999)]
Cost = Annotated[int, Field(ge=0, le=10000)]


class _Part(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class Skill(Entry):
    """One of the 15 skills; raising rank r to r + 1 costs r + 1 Exp (l. 53)."""

    effect: Text = ""


class DamageType(Entry):
    """Physical, elemental or mind: what an ability targets and which default defense stops it."""

    change_cost_ranks: Count = 0
    """Ranks an ability spends to change its Type to this one (l. 94: elemental or mind, 1 rank)."""
    defended_by: EntryId
    """The default defense ability that defends against this type (l. 157-171)."""


class ActionKind(StrEnum):
    """The action types printed on the "Action" line of an ability (l. 23-32, 144-229)."""

    HOSTILE = "hostile"
    STANDARD = "standard"
    DEFEND = "defend"
    PREPARED = "prepared"


class Category(StrEnum):
    """Which part of the Abilities chapter a template is printed in; restrictions match on it."""

    ATTACK = "attack"
    DEFENSE = "defense"
    BUFF = "buff"
    OTHER = "other"


class Property(StrEnum):
    """The ability properties explained in l. 90-115 (and Number of Creatures, l. 214)."""

    ACCURACY = "accuracy"
    CR = "cr"
    POWER = "power"
    AREA_OF_EFFECT = "area-of-effect"
    RANGE = "range"
    DURATION = "duration"
    NUMBER_OF_CREATURES = "number-of-creatures"


class Action(_Part):
    """ "Action : 1 Hostile": the action points and the action type; defend actions cost none."""

    points: Positive | None = None
    kind: ActionKind


class PropertyRule(_Part):
    """A property's default and its increment: +`per` for every `ranks_per_step` ranks spent."""

    property: Property
    base: Small
    per: Small
    ranks_per_step: Literal[1, 2] = 1
    printed: str = Field(min_length=1, max_length=80)
    """The line as printed, e.g. `CR = 14 (-2 per rank)` or `Range : Adjacent (1 per rank)`."""

    def value(self, ranks: int) -> int:
        """The property's value with `ranks` ranks assigned to it."""
        return self.base + self.per * (ranks // self.ranks_per_step)


class EffectValue(_Part):
    """A number the effect text speaks of: `phrase` in the text, worth property × times + plus.

    "The creature's hit points are equal to this ability's power times 2" is
    `{phrase: "equal to this ability's power times 2", property: power, times: 2}`; the sheet
    prints the phrase followed by the number.
    """

    phrase: str = Field(min_length=3, max_length=120)
    property: Property | None = None
    improvement: EntryId | None = None
    """Counts the ranks of this improvement instead of a property ("divide 2 action points" + 1
    per Commander rank)."""
    times: Annotated[int, Field(ge=-1000, le=1000)] = 1
    plus: Small = 0

    @model_validator(mode="after")
    def _one_source(self) -> Self:
        if (self.property is None) == (self.improvement is None):
            raise ValueError("give either a property or an improvement, not both or neither")
        return self

    def value(self, base: int) -> int:
        """The number for the property's value (or the improvement's ranks)."""
        return base * self.times + self.plus


class AbilityTemplate(Entry):
    """An ability template, or a default defense (`default: true`), with its properties."""

    category: Category
    default: bool = False
    """Default abilities every character has (Guard, Endure, Inhibit, l. 157-171)."""
    action: Action
    type: EntryId | None = None
    """The damage type printed on the template ("Type = Physical", l. 146); none if not printed."""
    defends: EntryId | None = None
    """For a default defense: the damage type it defends from."""
    properties: list[PropertyRule] = Field(min_length=1, max_length=10)
    effect: Text
    effect_values: list[EffectValue] = Field(default_factory=list, max_length=10)
    """The numbers in the effect text, filled in on the sheet from the ability's properties."""
    notes: Text = ""

    @model_validator(mode="after")
    def _unique_properties(self) -> Self:
        names = [p.property for p in self.properties]
        if len(names) != len(set(names)):
            raise ValueError("each property is listed once")
        for value in self.effect_values:
            if value.phrase not in self.effect:
                raise ValueError(f"effect_values: {value.phrase!r} is not in the effect text")
            if value.property is not None and value.property not in names:
                raise ValueError(f"effect_values: the ability has no {value.property} property")
        return self

    def rule(self, prop: Property) -> PropertyRule | None:
        """The template's rule for one property, if it has that property."""
        return next((p for p in self.properties if p.property is prop), None)


class RangeStep(_Part):
    """One printed row of the range table (l. 102-104)."""

    rank: Count
    squares: Positive | None = None
    """None for rank 0: adjacent squares only (melee)."""
    melee: bool


class RangeTable(Entry):
    """Range rank to squares: the printed rows, then doubling per rank (l. 105; docs/rulings.md)."""

    steps: list[RangeStep] = Field(min_length=1, max_length=20)
    doubling: bool = True
    """Past the last printed row, each rank doubles the range (l. 105: 3 → 12, 4 → 24)."""

    @model_validator(mode="after")
    def _consecutive(self) -> Self:
        if [s.rank for s in self.steps] != list(range(len(self.steps))):
            raise ValueError("range steps are ranks 0, 1, 2, … in order")
        if self.doubling and self.steps[-1].squares is None:
            raise ValueError("doubling needs a number of squares on the last printed row")
        return self

    def squares(self, rank: int) -> int | None:
        """The range in squares at `rank` (None: adjacent only)."""
        if rank < len(self.steps):
            return self.steps[rank].squares
        last = self.steps[-1]
        if not self.doubling or last.squares is None:
            return last.squares
        doublings: int = 2 ** (rank - last.rank)
        return last.squares * doublings

    def is_melee(self, rank: int) -> bool:
        """Ranks 0 and 1 are melee; anything above is ranged (l. 106)."""
        return rank < len(self.steps) and self.steps[rank].melee


class SizeUnit(StrEnum):
    """What an area-of-effect size counts."""

    SQUARES = "squares"
    ROWS = "rows"
    SIDE = "side"
    CREATURES = "creatures"


class AreaShape(Entry):
    """One of the 4 area-of-effect shapes (l. 108-113): size = base + per × AoE rank, in `unit`."""

    size_base: Count
    size_per: Count
    unit: SizeUnit
    min_rank: Count = 1
    """The AoE rank needed for the shape to have any effect (Multi Target: 2, l. 112)."""
    rule: Text

    def size(self, rank: int) -> int | None:
        """The size at an AoE rank, or None when the shape has no effect at that rank."""
        return None if rank < self.min_rank else self.size_base + self.size_per * rank


class Applicability(_Part):
    """The "Type" line of an improvement or restriction, as data where the rulebook states it.

    An ability qualifies when every stated condition holds; empty lists mean "any".
    """

    printed: str = Field(min_length=1, max_length=120)
    only_on: list[Category] = Field(default_factory=list)
    only_templates: list[EntryId] = Field(default_factory=list)
    only_action: list[ActionKind] = Field(default_factory=list)
    requires_property: Property | None = None
    requires_range_rank: Count | None = None
    requires_area_rank: Count | None = None


class ChoiceKind(StrEnum):
    """What a player names when taking the entry ("Pick a debuff", "Choose a shape")."""

    DEBUFF = "debuff"
    AREA_SHAPE = "area-shape"
    SKILL = "skill"


class Improvement(Entry):
    """An improvement: costs ranks of the ability (l. 237-261)."""

    cost: Positive
    per_rank: bool = False
    """"Cost : 2 per rank": bought in ranks, each costing `cost`."""
    applies_to: Applicability
    effect: Text


class Restriction(Entry):
    """A restriction: grants free ranks (l. 117, 262-318)."""

    gain: Positive
    gain_per_hit_points: Positive | None = None
    """Self Damage: `gain` free ranks per this many hit points of self-damage (l. 304)."""
    applies_to: Applicability
    names: ChoiceKind | None = None
    lifts_debuff_limit: bool = False
    adds_action_points: Count = 0
    """Slow: the number of action points required increases by 1 (l. 292)."""
    blocks_debuffs: bool = False
    """Damage Only: the attack can not be used to inflict debuffs (l. 276)."""
    forbids_melee: bool = False
    """Locked Range: the ability can no longer be used as a melee ability (l. 264)."""
    overrides: Property | None = None
    """No Duration: the restriction fixes this property, so ranks in it have no effect (l. 290)."""
    override_text: Text = ""
    """What the overridden property shows instead: "until the start of your next turn"."""
    excludes: list[EntryId] = Field(default_factory=list, max_length=20)
    """Restrictions or improvements that contradict this one on the same ability (docs/rulings.md)."""
    effect: Text


class RankEffect(_Part):
    """A "Rank N : …" line of a feat or debuff; `and_above` for "Rank 4+"."""

    rank: Positive
    and_above: bool = False
    text: Text


class Feat(Entry):
    """A feat bought with character points: `cost` per rank, or once when not `per_rank`."""

    cost: Positive
    per_rank: bool
    max_rank: Positive | None = None
    """"(Max 4)"; None when the rulebook prints no maximum (see `description`)."""
    names: ChoiceKind | None = None
    lifts_debuff_limit: bool = False
    """Debuff Specialization: the named debuff's limit no longer applies to any attack (l. 359)."""
    effect: Text
    rank_effects: list[RankEffect] = Field(default_factory=list)
    note: Text = ""

    @model_validator(mode="after")
    def _max_only_per_rank(self) -> Self:
        if self.max_rank is not None and not self.per_rank:
            raise ValueError("only a feat bought per rank has a maximum rank")
        return self


class Debuff(Entry):
    """A debuff: power needed = `power_base` + `power_per_rank` × rank (l. 363-419)."""

    power_printed: str = Field(min_length=1, max_length=40)
    power_base: Count | None = None
    power_per_rank: Count | None = None
    """None for a debuff without ranks (Disarmed: power 3) or with a free power (Persistent Damage: X)."""
    limit_rank: Positive | None = None
    """"Normal attacks can not go higher than rank N"; lifted by Debuff Only (l. 363)."""
    requires_melee: bool = False
    limit_printed: Text = ""
    per_damage_type: bool = False
    """Persistent Damage (Damage Type): each damage type is its own debuff (l. 386)."""
    effect: Text
    rank_effects: list[RankEffect] = Field(default_factory=list)

    @model_validator(mode="after")
    def _limit_needs_ranks(self) -> Self:
        if self.limit_rank is not None and self.power_per_rank is None:
            raise ValueError("a rank limit needs a power per rank")
        return self

    def power(self, rank: int) -> int | None:
        """The attack power needed to inflict this debuff at `rank` (None: not given by ranks)."""
        if self.power_base is None:
            return None
        return self.power_base + (self.power_per_rank or 0) * rank


CONTENT_KINDS: dict[str, type[Entry]] = {
    "skill": Skill,
    "damage-type": DamageType,
    "ability": AbilityTemplate,
    "range-table": RangeTable,
    "area-shape": AreaShape,
    "improvement": Improvement,
    "restriction": Restriction,
    "feat": Feat,
    "debuff": Debuff,
}
"""Every kind a Glorious Heretics content pack may hold, by the `kind:` of its file."""
