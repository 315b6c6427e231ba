# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The property panel's mount and animal boxes: gain a mount (the GM's Riding requirement and speed
where its entry gives none), keep it in a Stable or take it along, lose it; raise an egg or a young
animal into a mount (Hatch, Growth potion, Train: each an interlude action with its IP)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QSpinBox,
)

from gui.character.operation import Operation
from gui.lyrian import property_ops_home as ops
from gui.lyrian.property_widgets import NOT_GIVEN, gm_spin, line, row
from gui.lyrian.session_boxes import combo, spin
from gui.lyrian.session_choices import fill as fill_combo
from rules.engine.build import Build

STABLE = "stable"
STAGES = (("egg", "Egg"), ("young", "Young"), ("grown", "Grown"))
RAISING = (
    ("hatch", "hatch-egg", "Hatch Egg", "egg"),
    ("grow", "grow-animal", "Give Growth Potion", "young"),
    ("train", "train-animal", "Train", "grown"),
)
"""(step key, interlude action, button text, the stage it is taken at)."""
WIDEST = "9,999 ft (rulebook)"
"""The longest text a number field shows: its width."""


def boxes(panel: Any) -> list[QGroupBox]:
    """This part's boxes, their steps added with `panel.add_step`."""
    return [_mounts_box(panel), _animals_box(panel)]


def _mounts_box(panel: Any) -> QGroupBox:
    box = QGroupBox("Mounts", panel)
    form = QFormLayout(box)
    panel.mount_name = line("Mount name", "your name for it, e.g. Thunder")
    panel.mount_type = combo("Mount type")
    panel.mount_riding = gm_spin("Riding points it needs (the GM's)", 99, WIDEST)
    panel.mount_speed = gm_spin("Mounted speed (the GM's)", 10_000, WIDEST, " ft")
    panel.mount_price = spin("Mount price", 10_000_000, 0, " Clim")
    panel.mount_stable = combo("Stable that keeps it")
    panel.mount_gm_note = QLabel(box)
    panel.mount_gm_note.setWordWrap(True)
    form.addRow("Name:", panel.mount_name)
    form.addRow("Type:", panel.mount_type)
    form.addRow("Riding needed, speed:", row(panel.mount_riding, panel.mount_speed, even=True))
    form.addRow(panel.mount_gm_note)
    form.addRow("Price:", panel.mount_price)
    form.addRow("Kept:", panel.mount_stable)
    panel.add_step("gain-mount", "Gain Mount", lambda: _gain_mount(panel), box, form)
    panel.mount_owned = combo("Owned mount")
    panel.mount_move_to = combo("Where to keep it")
    form.addRow("Mount:", panel.mount_owned)
    form.addRow("Keep:", panel.mount_move_to)
    panel.add_step("stable-mount", "Move Mount", lambda: _stable_mount(panel), box, form)
    panel.mount_lost_how = line("How it was lost", "slain, sold or freed")
    form.addRow("How:", panel.mount_lost_how)
    panel.add_step("lose-mount", "Lose Mount", lambda: _lose_mount(panel), box, form)
    for choice in (panel.mount_type, panel.mount_stable, panel.mount_owned, panel.mount_move_to):
        choice.currentIndexChanged.connect(panel.refresh)
    for amount in (panel.mount_riding, panel.mount_speed, panel.mount_price):
        amount.valueChanged.connect(panel.refresh)
    panel.mount_name.textChanged.connect(panel.refresh)
    return box


def _animals_box(panel: Any) -> QGroupBox:
    box = QGroupBox("Raising animals", panel)
    form = QFormLayout(box)
    panel.animal_name = line("Animal name", "e.g. Ember")
    panel.animal_becomes = combo("Mount it becomes")
    panel.animal_stage = combo("Stage")
    for value, text in STAGES:
        panel.animal_stage.addItem(text, value)
    panel.animal_stable = combo("Stable it is raised in")
    form.addRow("Name:", panel.animal_name)
    form.addRow("Becomes:", row(panel.animal_becomes, panel.animal_stage))
    form.addRow("Stable:", panel.animal_stable)
    panel.add_step("gain-animal", "Gain Animal", lambda: _gain_animal(panel), box, form)
    panel.animal_owned = combo("Animal being raised")
    panel.animal_success = QCheckBox("The Animal Husbandry check succeeded", box)
    panel.animal_success.setChecked(True)
    form.addRow("Animal:", panel.animal_owned)
    form.addRow(panel.animal_success)
    for key, _action, text, stage in RAISING:
        panel.add_step(key, text, lambda s=stage: _raise(panel, s), box, form)
    for choice in (panel.animal_becomes, panel.animal_stage, panel.animal_stable):
        choice.currentIndexChanged.connect(panel.refresh)
    panel.animal_owned.currentIndexChanged.connect(panel.refresh)
    panel.animal_success.toggled.connect(panel.refresh)
    panel.animal_name.textChanged.connect(panel.refresh)
    return box


def _number(box: QSpinBox) -> int | None:
    return box.value() if box.isEnabled() and box.value() >= 0 else None


def _gain_mount(panel: Any) -> Operation | None:
    mount = panel.mount_type.currentData()
    name = panel.mount_name.text().strip()
    if not mount or not name:
        return None
    return ops.gain_mount(
        panel.host.build.content,
        name,
        mount,
        _number(panel.mount_riding),
        _number(panel.mount_speed),
        panel.mount_price.value() or None,
        panel.mount_stable.currentData() or "",
    )


def _stable_mount(panel: Any) -> Operation | None:
    name = panel.mount_owned.currentData()
    where = panel.mount_move_to.currentData()
    return ops.stable_mount(name, where) if name and where is not None else None


def _lose_mount(panel: Any) -> Operation | None:
    name = panel.mount_owned.currentData()
    return ops.lose_mount(name, panel.mount_lost_how.text().strip()) if name else None


def _gain_animal(panel: Any) -> Operation | None:
    becomes = panel.animal_becomes.currentData()
    name = panel.animal_name.text().strip()
    stable = panel.animal_stable.currentData()
    if not becomes or not name or not stable:
        return None
    content = panel.host.build.content
    return ops.gain_animal(content, name, becomes, panel.animal_stage.currentData(), stable)


def _raise(panel: Any, stage: str) -> Operation | None:
    animal = panel.animal_owned.currentData()
    if not animal:
        return None
    success = panel.animal_success.isChecked()
    if stage == "egg":
        return ops.hatch_egg(animal, success)
    if stage == "young":
        return ops.grow_animal(animal)
    return ops.train_animal(animal, success)


def stables(build: Build[Any]) -> list[str]:
    """The finished homes with a Stable."""
    homes = getattr(build.state, "homes", ())
    return [h.name for h in homes if h.size is not None and h.facilities.get(STABLE, 0) > 0]


def _ip_text(build: Build[Any], action: str) -> str:
    entry = build.content.get("interlude-action", action)
    cost = getattr(entry, "ip_cost", None)
    if cost is None:
        cost = getattr(build.state, "unpriced_action_ip", None)
    return f" ({cost} IP)" if cost is not None else ""


def fill(panel: Any, build: Build[Any]) -> None:
    """Fill this part's choices from the build."""
    content, state = build.content, build.state
    mounts = [(e.id, e.name, getattr(e, "description", "")) for e in content.entries("mount")]
    fill_combo(panel.mount_type, mounts, {})
    fill_combo(panel.animal_becomes, mounts, {})
    kept = stables(build)
    with_you = [("", "With you", "The mount goes where you go.")]
    in_stable = [(h, f"In {h}'s Stable", "") for h in kept]
    fill_combo(panel.mount_stable, with_you + in_stable, {})
    fill_combo(panel.animal_stable, [(h, f"{h}'s Stable", "") for h in kept], {})
    owned = list(getattr(state, "mounts", ()))
    fill_combo(
        panel.mount_owned,
        [(m.name, f"{m.name} ({content.name_of('mount', m.mount)})", "") for m in owned],
        {},
    )
    current = next((m for m in owned if m.name == panel.mount_owned.currentData()), None)
    here = current.stable if current else None
    moves = [("", "Take it along", "")] if here else []
    moves += [(h, f"In {h}'s Stable", "") for h in kept if h != here]
    fill_combo(panel.mount_move_to, moves, {})
    animals = list(getattr(state, "animals", ()))
    stage_words = dict(STAGES)
    fill_combo(
        panel.animal_owned,
        [
            (a.name, f"{a.name} ({stage_words.get(a.stage, a.stage).lower()} "
             f"{content.name_of('mount', a.becomes)})", "")
            for a in animals
        ],
        {},
    )  # fmt: skip
    _gm_numbers(panel, build)
    for key, action, text, _stage in RAISING:
        panel.steps[key].button.setText(text + _ip_text(build, action))
    _nothing(panel, kept, owned, animals)


def _gm_numbers(panel: Any, build: Build[Any]) -> None:
    """The Riding and speed fields take the GM's number only where the mount's entry gives none."""
    entry = build.content.get("mount", panel.mount_type.currentData() or "")
    if getattr(panel, "mount_gm_for", None) != panel.mount_type.currentData():
        panel.mount_gm_for = panel.mount_type.currentData()  # another type: its own numbers
        for box in (panel.mount_riding, panel.mount_speed):
            box.blockSignals(True)
            box.setValue(-1)
            box.blockSignals(False)
    missing = []
    for box, field, what, unit in (
        (panel.mount_riding, "riding_points", "Riding requirement", ""),
        (panel.mount_speed, "speed", "speed", " ft"),
    ):
        known = getattr(entry, field, None)
        box.setEnabled(entry is not None and known is None)
        if known is not None:
            box.setSpecialValueText(f"{known}{unit} (rulebook)")
            box.setValue(-1)
        else:
            box.setSpecialValueText(NOT_GIVEN)
            missing.append(what)
    name = getattr(entry, "name", "this mount")
    panel.mount_gm_note.setText(
        f"The rulebook gives no {' or '.join(missing)} for a {name}: enter your GM's "
        "numbers, or leave them as not given."
        if entry is not None and missing
        else ""
    )
    panel.mount_gm_note.setVisible(bool(panel.mount_gm_note.text()))


def _nothing(panel: Any, kept: list[str], owned: list[Any], animals: list[Any]) -> None:
    steps = panel.steps
    steps["gain-mount"].nothing = lambda: (
        "Name the mount first." if not panel.mount_name.text().strip() else ""
    )
    steps["stable-mount"].nothing = lambda: (
        "You have no mount."
        if not owned
        else "You have no Stable to keep it in: add one to a finished house."
        if not kept
        else ""
    )
    steps["lose-mount"].nothing = lambda: "You have no mount." if not owned else ""
    steps["gain-animal"].nothing = lambda: (
        "Raising an animal needs a Stable: add one to a finished house."
        if not kept
        else "Name the animal first."
        if not panel.animal_name.text().strip()
        else ""
    )
    for key, *_rest in RAISING:
        steps[key].nothing = lambda: "You are raising no animal." if not animals else ""
