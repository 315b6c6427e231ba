# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Gravedust content schemas: races, gear, skills, spells and items (gravedust.txt)."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Annotated, Any, Literal, Self

from pydantic import AfterValidator, Field, model_validator

from rules.engine.content_schema import Entry, EntryId, Formula, Text

ATTRIBUTES = ("str", "dex", "agi", "end", "mag", "int")
COMBAT_STATS = ("hp", "mp", "ma", "ra", "def", "arm", "move", "vis", "focus", "recover")

Attribute = Literal["str", "dex", "agi", "end", "mag", "int"]
CombatStat = Literal["hp", "mp", "ma", "ra", "def", "arm", "move", "vis", "focus", "recover"]
Amount = Annotated[int, Field(ge=-999, le=999)]
Positive = Annotated[int, Field(ge=1, le=999)]
MaybeCount = Annotated[int | None, Field(ge=0, le=999)]
DAMAGE_MAX_LENGTH = 60
"""The longest damage text a pack may give (and the gear form takes)."""


def _amount(table: Mapping[Any, int], key: str) -> int:
    """An entry's amount for one key of its table (0 when none); the keys are plain text."""
    return table.get(key, 0)


def _checked_damage(text: str) -> str:
    """The damage text as typed, if it reads as damage notation (the reader loads only when a
    pack is validated: a cached pack and a character's replay need none)."""
    from rules.gravedust.damage import checked_damage

    return checked_damage(text)


DamageText = Annotated[
    str, Field(min_length=1, max_length=DAMAGE_MAX_LENGTH), AfterValidator(_checked_damage)
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
        return _amount(self.adjustments, attribute)


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
        return _amount(self.resistances, kind)

    def bonus(self, stat: str) -> int:
        """The gear's own bonus to a combat stat (0 when none)."""
        return _amount(self.bonuses, stat)

    def drawback(self, stat: str) -> int:
        """The gear's drawback on a combat stat (0 when none)."""
        return _amount(self.drawbacks, stat)

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
        return _amount(self.bonuses, stat)

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
