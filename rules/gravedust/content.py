# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Gravedust content schemas: races, gear, skills, spells and items (gravedust.txt)."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal, Self

from pydantic import AfterValidator, Field, model_validator

from rules.engine.content_schema import Entry, EntryId, Formula, Text
from rules.gravedust.damage import MAX_LENGTH, checked_damage

ATTRIBUTES = ("str", "dex", "agi", "end", "mag", "int")
COMBAT_STATS = ("hp", "mp", "ma", "ra", "def", "arm", "move", "vis", "focus", "recover")

Attribute = Literal["str", "dex", "agi", "end", "mag", "int"]
CombatStat = Literal["hp", "mp", "ma", "ra", "def", "arm", "move", "vis", "focus", "recover"]
Amount = Annotated[int, Field(ge=-999, le=999)]
Positive = Annotated[int, Field(ge=1, le=999)]
MaybeCount = Annotated[int | None, Field(ge=0, le=999)]
DamageText = Annotated[
    str, Field(min_length=1, max_length=MAX_LENGTH), AfterValidator(checked_damage)
]
"""Damage in the rulebook's notation: `1d6+2`, `1d8+[STR]`, `2d6+[INT/2] Fire` (l. 388–392)."""
ResistanceKind = Literal["all", "fire", "poison", "acid"]
"""Resist All and the like-kinded resistances the rulebook names (l. 402–403); Physical damage
is lowered by ARM, not by a resistance (l. 398)."""


class GearSlot(StrEnum):
    """Where a gear piece is worn: gravedust.txt, GEAR ("Each character has 4 slots")."""

    HAND = "hand"
    BODY = "body"
    ARTIFACT = "artifact"


class BoxKind(StrEnum):
    """The kinds of slot box on a gear piece: gravedust.txt, GEAR SLOTS."""

    ENHANCEMENT = "enhancement"
    SPELLSTONE = "spellstone"
    STRIKE = "strike"


class Race(Entry):
    """A race: attribute adjustments and an optional Leveling Attribute Bonus."""

    adjustments: dict[Attribute, Amount] = Field(default_factory=dict)
    leveling_bonus: Attribute | None = None

    def adjustment(self, attribute: str) -> int:
        """The race's adjustment to one attribute (0 when it has none)."""
        return {str(k): v for k, v in self.adjustments.items()}.get(attribute, 0)


class Gear(Entry):
    """A piece of gear; bonuses [in brackets], drawbacks (in parentheses), up to 4 slot boxes."""

    slot: GearSlot
    type: str = Field(default="", max_length=60)
    weapon: bool = False
    ranged: bool = False
    """A ranged weapon (bow, sling…): not a melee weapon, so it does not count for dual wielding."""
    level: Annotated[int, Field(ge=0, le=999)] = 0
    bonuses: dict[CombatStat, Positive] = Field(default_factory=dict)
    drawbacks: dict[CombatStat, Positive] = Field(default_factory=dict)
    boxes: list[BoxKind] = Field(default_factory=list, max_length=4)
    requires: Formula | None = None
    """A homebrew prerequisite beyond the level, e.g. `str >= 3 and has("dwarf")`."""
    damage: DamageText | None = None
    """A weapon's damage as the gear gives it; the rulebook gives no amounts (l. 159, 389)."""
    range: Annotated[int, Field(ge=0, le=999)] | None = None
    """How far away the target can be, in squares (l. 422–425)."""
    resistances: dict[ResistanceKind, Positive] = Field(default_factory=dict)
    """Resistances the gear gives, by kind (l. 402–403)."""

    def resistance(self, kind: str) -> int:
        """The gear's resistance of one kind (0 when none)."""
        return {str(k): v for k, v in self.resistances.items()}.get(kind, 0)

    def bonus(self, stat: str) -> int:
        """The gear's own bonus to a combat stat (0 when none)."""
        return {str(k): v for k, v in self.bonuses.items()}.get(stat, 0)

    def drawback(self, stat: str) -> int:
        """The gear's drawback on a combat stat (0 when none)."""
        return {str(k): v for k, v in self.drawbacks.items()}.get(stat, 0)

    @model_validator(mode="after")
    def _strike_only_on_weapons(self) -> Self:
        if BoxKind.STRIKE in self.boxes and not self.weapon:
            raise ValueError("strike slots are found only on weapons: mark the gear as a weapon")
        return self


class Skill(Entry):
    """A skill: activations it can bank and its cooldown; effects are content text."""

    activations: MaybeCount = 1
    cooldown: MaybeCount = None
    free_action: bool = False
    effect: Text = ""


class Spell(Entry):
    """A spell: MP cost and effect, when the content gives them."""

    mp_cost: MaybeCount = None
    effect: Text = ""


class ItemType(StrEnum):
    """What an item is for; spellstones and enhancements are items too (gravedust.txt, ITEMS)."""

    CONSUMABLE = "consumable"
    AMMUNITION = "ammunition"
    SPELLSTONE = "spellstone"
    ENHANCEMENT = "enhancement"
    OTHER = "other"


class Item(Entry):
    """An item carried in the 6 item slots; some stack."""

    type: ItemType = ItemType.OTHER
    stack_size: Annotated[int, Field(ge=1, le=999)] = 1
    effect: Text = ""
    spell: EntryId | None = None
    fits_strike: bool = False
    bonuses: dict[CombatStat, Amount] = Field(default_factory=dict)

    def bonus(self, stat: str) -> int:
        """An enhancement's bonus to a combat stat (0 when none)."""
        return {str(k): v for k, v in self.bonuses.items()}.get(stat, 0)

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        if self.type is ItemType.SPELLSTONE and self.spell is None:
            raise ValueError("a spellstone names the spell it holds (spell: …)")
        if self.type is not ItemType.SPELLSTONE and (self.spell or self.fits_strike):
            raise ValueError("only a spellstone holds a spell")
        if self.type is ItemType.ENHANCEMENT and not self.bonuses:
            raise ValueError("an enhancement lists the bonuses it adds (bonuses: …)")
        if self.type is not ItemType.ENHANCEMENT and self.bonuses:
            raise ValueError("only an enhancement adds bonuses to gear")
        return self


CONTENT_KINDS: dict[str, type[Entry]] = {
    "race": Race,
    "gear": Gear,
    "skill": Skill,
    "spell": Spell,
    "item": Item,
}
