# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Define Gear form's "Ranged weapon" box, and what it means for dual wielding.

gravedust.txt, Melee Attacks: Dual Wielding Attacks (l. 576): only melee weapons count."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from gui.gravedust.gear_form import GearForm
from tests.rules.gravedust.builders import build, define, ev

SWORD = ev("gain-gear", gear="iron-sword", instance="sword", slot="hand-1")


def filled_form(qtbot: Any) -> GearForm:
    form = GearForm()
    qtbot.addWidget(form)
    form.name.setText("Short Bow")
    form.type.setText("Bow")
    form.slot.setCurrentIndex(form.slot.findData("hand-2"))
    return form


def test_ranged_is_enabled_only_while_weapon_is_ticked(qtbot: Any) -> None:
    form = filled_form(qtbot)
    assert not form.ranged.isEnabled()
    qtbot.mouseClick(form.weapon, Qt.MouseButton.LeftButton)
    assert form.ranged.isEnabled()
    qtbot.mouseClick(form.ranged, Qt.MouseButton.LeftButton)
    assert form.entry(())["ranged"] is True
    qtbot.mouseClick(form.weapon, Qt.MouseButton.LeftButton)
    assert not form.ranged.isEnabled()
    assert not form.ranged.isChecked()
    assert form.entry(())["ranged"] is False


def test_ranged_edit_emits_changed_and_reset_clears_it(qtbot: Any) -> None:
    form = filled_form(qtbot)
    form.weapon.setChecked(True)
    with qtbot.waitSignal(form.changed):
        form.ranged.setChecked(True)
    form.reset()
    assert not form.ranged.isChecked()
    assert not form.ranged.isEnabled()


def test_a_ranged_piece_from_the_form_does_not_make_a_dual_wielder(qtbot: Any) -> None:
    form = filled_form(qtbot)
    form.weapon.setChecked(True)
    in_hand = ev("gain-gear", gear="short-bow", instance="bow", slot="hand-2")
    form.ranged.setChecked(True)
    ranged = build(define("gear", **form.entry(())), SWORD, in_hand)
    assert ranged.sheet.value("melee-rolls") == 1
    form.ranged.setChecked(False)
    melee = build(define("gear", **form.entry(())), SWORD, in_hand)
    assert melee.sheet.value("melee-rolls") == 2
