# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What every Lyrian content schema shares: the stats, the names requirements use, value types."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

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

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class CreatureSize(StrEnum):
    """Creature Sizes (Combat)."""

    TINY = "tiny"
    SMALL = "small"
    MEDIUM = "medium"
    LARGE = "large"
    HUGE = "huge"
