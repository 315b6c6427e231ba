# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What a character owns as sheet values, so every diff and preview shows it change: materials
carried (`material:ore/Dark Iron`), a home's build progress (`home:Riverside:lumber`) and its
facility levels, and how many mounts, animals and crafted items there are (`owned:mounts`)."""

from __future__ import annotations

from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue
from rules.lyrian import numbers as n
from rules.lyrian.content import HOUSE_NEEDS
from rules.lyrian.materials import material_words
from rules.lyrian.state import LyrianState

PART_WORDS = {
    "crafting-points": "crafting points",
    "lumber": "lumber",
    "metal": "metal",
    "alchemy": "alchemy units",
}
PREFIXES = ("material:", "home:", "owned:")
"""The keys of property values: previews list their changes with the pools'."""


def property_values(state: LyrianState, content: Ruleset) -> dict[str, SheetValue]:
    """Units carried of every material, and every unfinished build's stored progress."""
    out: dict[str, SheetValue] = {}
    for key, units in sorted(state.materials.items()):
        out[f"material:{key}"] = SheetValue(
            f"material:{key}",
            material_words(content, key),
            units,
            (),
            n.MATERIAL_SRC,
            f"at most {n.MATERIAL_CARRY_LIMIT:,} units of the same material",
        )
    for key, label, count, src in (
        ("owned:mounts", "Mounts", len(state.mounts), n.MOUNTS_SRC),
        ("owned:animals", "Animals being raised", len(state.animals), n.ANIMALS_SRC),
        (
            "owned:crafted",
            "Items crafted",
            sum(c.status == "crafted" for c in state.crafts),
            n.CRAFTING_SRC,
        ),
    ):
        if count:
            out[key] = SheetValue(key, label, count, (), src)
    for home in state.homes:
        if home.facilities:
            key = f"home:{home.name}:facilities"
            levels = sum(home.facilities.values())
            out[key] = SheetValue(
                key, f"{home.name}: facility levels", levels, (), n.FACILITIES_SRC
            )
        if home.building is None:
            continue
        for part in HOUSE_NEEDS:
            need = home.need.get(part, 0)
            if not need:
                continue
            key = f"home:{home.name}:{part}"
            out[key] = SheetValue(
                key,
                f"{home.name}: {PART_WORDS[part]}",
                home.done.get(part, 0),
                (),
                n.HOUSING_SRC,
                f"of {need:,}",
            )
    return out
