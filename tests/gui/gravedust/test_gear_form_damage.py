# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Define Gear form's damage, range and resistances, and what they put on the sheet.

gravedust.txt, Damage Notation (l. 389-391), Range (l. 422-425), Damage Resistance (l. 402-403)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from gui.gravedust.gear_form import NO_RANGE, GearForm
from tests.rules.gravedust.builders import build, define, ev


def bow_form(qtbot: Any) -> GearForm:
    form = GearForm()
    qtbot.addWidget(form)
    form.name.setText("Long Bow")
    form.type.setText("Bow")
    form.weapon.setChecked(True)
    form.ranged.setChecked(True)
    return form


def test_damage_and_range_are_weapon_fields(qtbot: Any) -> None:
    form = GearForm()
    qtbot.addWidget(form)
    assert not form.damage.isEnabled()
    assert not form.range.isEnabled()
    qtbot.mouseClick(form.weapon, Qt.MouseButton.LeftButton)
    assert form.damage.isEnabled()
    assert form.range.isEnabled()
    form.damage.setText("1d6")
    form.range.setValue(4)
    qtbot.mouseClick(form.weapon, Qt.MouseButton.LeftButton)
    assert (form.damage.text(), form.range.value()) == ("", NO_RANGE)


def test_the_form_writes_only_what_is_set(qtbot: Any) -> None:
    form = bow_form(qtbot)
    entry = form.entry(())
    assert not {"damage", "range", "resistances"} & entry.keys()
    # gravedust.txt, Range (l. 423): in squares; Damage Notation (l. 389): "2d6+[INT/2]"
    form.damage.setText("1d8+[DEX/2]")
    form.range.setValue(8)
    form.resist["fire"].setValue(2)
    entry = form.entry(())
    assert (entry["damage"], entry["range"], entry["resistances"]) == (
        "1d8+[DEX/2]",
        8,
        {"fire": 2},
    )
    form.reset()
    assert form.resist["fire"].value() == 0


def test_damage_that_is_not_notation_is_named_before_defining(qtbot: Any) -> None:
    form = bow_form(qtbot)
    form.damage.setText("a big stick")
    assert form.problem().startswith("'a big stick' is not damage notation")
    form.damage.setText("2d6+[INT/2] Fire")
    assert form.problem() == ""


def test_a_bow_from_the_form_shows_damage_and_range_on_the_sheet(qtbot: Any) -> None:
    form = bow_form(qtbot)
    form.damage.setText("1d8+[DEX/2]")
    form.range.setValue(8)
    # fixture character: DEX 1, so [DEX/2] floors to 0 (l. 354-355, 391) and the roll is 1d8
    result = build(
        define("gear", **form.entry(())),
        ev("gain-gear", gear="long-bow", instance="bow", slot="hand-1"),
    )
    piece = result.sheet.sections["gear"][0]["piece"]
    assert [d["text"] for d in piece["details"]] == [
        "Damage 1d8+[DEX/2]",
        "Rolls 1d8",
        "Range 8",
    ]
