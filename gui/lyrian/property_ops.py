# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The property panel's named user actions for materials, crafting and gathering; each label is
the undo text ("Gain 500 Dark Iron", "Start Craft Recurve Bow")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from gui.character.operation import Operation, single

HOW = (
    ("found", "Found"),
    ("gathered", "Gathered"),
    ("bought", "Bought"),
    ("monster-parts", "Monster parts"),
)
"""How a material was had (`gain-material` how), with its words."""


def gain_material(
    kind: str, material: str, units: int, how: str = "found", price: int = 0, note: str = ""
) -> Operation:
    """Units of an exact material found, gathered, bought (for a price) or taken from monsters."""
    fields: dict[str, object] = {"kind": kind, "material": material, "units": units, "how": how}
    if how == "bought" and price:
        fields["price"] = price
    return single(f"Gain {units} {material}", "gain-material", note or None, **fields)


def sell_material(kind: str, material: str, units: int, note: str = "") -> Operation:
    """Sell units of a material on the market (2 units a Clim, junk 4)."""
    return single(
        f"Sell {units} {material}",
        "sell-material",
        note or None,
        kind=kind,
        material=material,
        units=units,
    )


def spend_material(kind: str, material: str, units: int, note: str = "") -> Operation:
    """Use up units of a material (what for goes in the note)."""
    return single(
        f"Spend {units} {material}",
        "spend-material",
        note or None,
        kind=kind,
        material=material,
        units=units,
    )


def start_craft(
    item: str,
    skill: str,
    crafting_hp: int,
    materials: Mapping[str, int],
    *,
    expertise: str | None = None,
    facility: str | None = None,
    modifier: int = 0,
    weapon_group: str | None = None,
    hands: str | None = None,
    note: str = "",
) -> Operation:
    """Begin a craft (the Crafting interlude action): its materials are paid now."""
    fields: dict[str, object] = {
        "item": item,
        "skill": skill,
        "crafting_hp": crafting_hp,
        "materials": dict(materials),
    }
    optional = {
        "expertise": expertise,
        "facility": facility,
        "modifier": modifier,
        "weapon_group": weapon_group,
        "hands": hands if weapon_group else None,
    }
    fields.update({k: v for k, v in optional.items() if v})
    return single(f"Start Craft {item}", "start-craft", note or None, **fields)


def finish_craft(
    item: str,
    points: int,
    mods: Sequence[str] = (),
    mod_points: int = 0,
    extra_materials: Mapping[str, int] | None = None,
    note: str = "",
) -> Operation:
    """End the open craft with the crafting points reached and the mods put on."""
    fields: dict[str, object] = {"points": points}
    if mods:
        fields["mods"] = list(mods)
    if mod_points:
        fields["mod_points"] = mod_points
    if extra_materials:
        fields["extra_materials"] = dict(extra_materials)
    return single(f"Finish Craft {item}", "finish-craft", note or None, **fields)


def gather(
    activity: str,
    material: str,
    kind: str | None = None,
    half_as: str | None = None,
    note: str = "",
) -> Operation:
    """The Gather interlude action with a gathering skill (half as the tier 1.5 material)."""
    fields: dict[str, object] = {"activity": activity, "material": material}
    if kind:
        fields["kind"] = kind
    if half_as:
        fields["half_as"] = half_as
    return single(f"Gather {material}", "gather", note or None, **fields)


def gather_outcrop(
    outcrop: str,
    kind: str,
    material: str,
    units: int,
    *,
    node_cleared: bool,
    lucky: tuple[str, str, int] | None = None,
    lucky_cleared: bool = False,
    note: str = "",
) -> Operation:
    """A gathering session at an outcrop: its yield when the Node Points were cleared, its lucky
    yield (kind, material, units) when the Lucky Points were too."""
    fields: dict[str, object] = {
        "outcrop": outcrop,
        "kind": kind,
        "material": material,
        "units": units,
        "node_cleared": node_cleared,
    }
    if lucky is not None:
        fields.update(lucky_kind=lucky[0], lucky_material=lucky[1], lucky_units=lucky[2])
        fields["lucky_cleared"] = lucky_cleared
    return single(f"Gather at {outcrop}", "gather-outcrop", note or None, **fields)
