# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The named user actions of homes, facilities, mounts and animals; each label is the undo text
("Buy Plot Riverside", "Hatch Ember")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gui.character.operation import Operation, single
from gui.lyrian.operations import name_of
from rules.engine.ruleset import Ruleset


def _given(**fields: Any) -> dict[str, Any]:
    """The fields that were given (None: left out, the rules' default)."""
    return {k: v for k, v in fields.items() if v is not None}


def buy_plot(
    content: Ruleset, name: str, size: str, price: int | None = None, place: str = ""
) -> Operation:
    """Buy land of a size (its plot cost, or the GM's price where the rulebook gives none)."""
    fields = _given(price=price, place=place or None)
    return single(f"Buy Plot {name}", "buy-plot", name=name, size=size, **fields)


def build_house(home: str, gm_numbers: Mapping[str, int] | None = None) -> Operation:
    """Start building the house its plot holds; the GM's numbers where the rulebook gives none
    (`crafting_points`, `lumber`, `metal`, `alchemy`)."""
    fields: dict[str, Any] = dict(gm_numbers or {})
    return single(f"Build House on {home}", "build-house", home=home, **fields)


def house_progress(
    home: str,
    crafting_points: int = 0,
    materials: Mapping[str, int] | None = None,
    hired: bool = False,
    price: int = 0,
) -> Operation:
    """Crafting points and materials put into a build (hired: an NPC carpenter, paid in Clim)."""
    fields: dict[str, Any] = {"crafting_points": crafting_points}
    if materials:
        fields["materials"] = dict(materials)
    if hired:
        fields.update(hired=True, price=price)
    return single(f"Work on {home}", "house-progress", home=home, **fields)


def upgrade_house(
    home: str,
    size: str,
    price: int | None = None,
    gm_numbers: Mapping[str, int] | None = None,
) -> Operation:
    """Start upgrading a finished house to a larger size (the additional land bought with it);
    the GM's land price and build numbers where the rulebook gives none."""
    fields: dict[str, Any] = {**dict(gm_numbers or {}), **_given(price=price)}
    return single(f"Upgrade {home}", "upgrade-house", home=home, size=size, **fields)


def add_facility(content: Ruleset, home: str, facility: str, price: int | None) -> Operation:
    """A level 1 facility in a free slot of a finished house."""
    label = f"Add {name_of(content, 'facility', facility)} ({home})"
    return single(label, "add-facility", home=home, facility=facility, **_given(price=price))


def upgrade_facility(content: Ruleset, home: str, facility: str, price: int | None) -> Operation:
    """A facility's next level (2 needs a small house, 3 a medium one)."""
    label = f"Upgrade {name_of(content, 'facility', facility)} ({home})"
    return single(label, "upgrade-facility", home=home, facility=facility, **_given(price=price))


def use_facility(content: Ruleset, home: str, facility: str, who: str = "") -> Operation:
    """One use of a facility by someone else this interlude (the uses are shared)."""
    label = f"Guest Uses {name_of(content, 'facility', facility)} ({home})"
    return single(label, "use-facility", home=home, facility=facility, **_given(who=who or None))


def gain_mount(
    content: Ruleset,
    name: str,
    mount: str,
    riding_points: int | None = None,
    speed: int | None = None,
    price: int | None = None,
    stable: str = "",
) -> Operation:
    """A mount bought, found or given; the GM's numbers where its entry gives none."""
    label = f"Gain Mount {name} ({name_of(content, 'mount', mount)})"
    fields = _given(riding_points=riding_points, speed=speed, price=price, stable=stable or None)
    return single(label, "gain-mount", name=name, mount=mount, **fields)


def stable_mount(name: str, stable: str) -> Operation:
    """Keep a mount in a home's Stable, or take it along (`stable` "")."""
    label = f"Stable {name} at {stable}" if stable else f"Take {name} Along"
    return single(label, "stable-mount", name=name, stable=stable)


def lose_mount(name: str, note: str = "") -> Operation:
    """A mount slain, sold or freed (the note says which)."""
    return single(f"Lose Mount {name}", "lose-mount", note or None, name=name)


def gain_animal(content: Ruleset, name: str, becomes: str, stage: str, stable: str) -> Operation:
    """An egg, young or grown animal to raise into a mount in a Stable."""
    kind = name_of(content, "mount", becomes)
    what = f"{kind} Egg" if stage == "egg" else f"{stage.title()} {kind}"
    label = f"Gain {what} {name}"
    return single(label, "gain-animal", name=name, becomes=becomes, stage=stage, stable=stable)


def hatch_egg(animal: str, success: bool) -> Operation:
    """Try to hatch an egg (an Animal Husbandry check)."""
    label = f"Hatch {animal}" + ("" if success else " (failed)")
    return single(label, "hatch-egg", animal=animal, success=success)


def grow_animal(animal: str) -> Operation:
    """Give a young animal a Growth potion."""
    return single(f"Grow {animal}", "grow-animal", animal=animal)


def train_animal(animal: str, success: bool) -> Operation:
    """Try to train a grown animal into a mount (an Animal Husbandry check)."""
    label = f"Train {animal}" + ("" if success else " (failed)")
    return single(label, "train-animal", animal=animal, success=success)
