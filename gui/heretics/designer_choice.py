# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What a restriction names: the debuff or shape it picks, or Self Damage's hit points."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSpinBox, QWidget

from rules.engine.ruleset import Ruleset
from rules.heretics.content import Restriction
from rules.heretics.state import AppliedRestriction

CHOICE_KINDS = {"debuff": "Debuff", "area-shape": "Shape", "skill": "Skill"}


class RestrictionChoice(QWidget):
    """A combo of debuffs/shapes or a hit-points box, shown for the selected restriction."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.combo = QComboBox(self)
        self.hit_points = QSpinBox(self)
        self.hit_points.setRange(0, 1000)
        self.hit_points.setSuffix(" HP")
        self.hit_points.setAccessibleName("Self-damage hit points")
        self.label.setBuddy(self.combo)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.combo, 1)
        layout.addWidget(self.hit_points, 1)
        self.combo.activated.connect(self.edited)
        self.hit_points.editingFinished.connect(self.edited)
        self._entry: Restriction | None = None
        self.hide()

    def set_for(
        self, content: Ruleset, entry: Restriction | None, applied: AppliedRestriction | None
    ) -> None:
        """Ask for what `entry` names (keeping the taken restriction's answer); hide if nothing."""
        self._entry = entry
        names = entry.names.value if entry and entry.names else None
        wants_hp = bool(entry and entry.gain_per_hit_points)
        self.setVisible(bool(names) or wants_hp)
        self.combo.setVisible(bool(names))
        self.hit_points.setVisible(wants_hp)
        if names:
            self.label.setText(f"&{CHOICE_KINDS.get(names, names.title())}:")
            self.label.setBuddy(self.combo)
            self.combo.setAccessibleName(f"{entry.name if entry else ''} {names}")
            self.combo.clear()
            for named in content.entries(names):
                self.combo.addItem(named.name, named.id)
            chosen = applied.choice if applied else None
            self.combo.setCurrentIndex(max(0, self.combo.findData(chosen)))
        elif wants_hp and entry is not None:
            self.label.setText("Self-damage &hit points:")
            self.label.setBuddy(self.hit_points)
            step = entry.gain_per_hit_points or 1
            self.hit_points.setSingleStep(step)
            self.hit_points.setToolTip(f"+{entry.gain} free rank per {step} hit points (line 304)")
            self.hit_points.setValue(applied.hit_points if applied else step)

    def applied(self, restriction_id: str) -> AppliedRestriction:
        """The restriction with the choice or hit points entered here."""
        entry = self._entry
        choice = self.combo.currentData() if entry and entry.names else None
        hit_points = self.hit_points.value() if entry and entry.gain_per_hit_points else 0
        return AppliedRestriction(restriction_id, choice, hit_points)
