# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard page 2: main stats from 5, 4, 4, 3 and sub stats from 5, 4, 3, 2, 1, picked per stat.

Each stat's list offers only the values of its array still unused, so no invalid array can be made;
the assign-stats event is appended only once all nine stats have a value."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QPushButton

from gui.lyrian import operations as ops
from gui.widgets.mnemonics import WIZARD_MNEMONICS, with_mnemonic
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft

MAIN = ("power", "focus", "agility", "toughness")
SUB = ("fitness", "cunning", "reason", "awareness", "presence")
MAIN_ARRAY = (5, 4, 4, 3)
SUB_ARRAY = (5, 4, 3, 2, 1)
UNSET = "—"


def remaining(array: Sequence[int], chosen: Sequence[int | None]) -> Counter[int]:
    """The values of an array not yet taken (each value as often as it appears)."""
    left = Counter(array)
    left.subtract(v for v in chosen if v is not None)
    return +left


class ArrayPicker(QGroupBox):
    """One combo per stat; each offers its own value plus the array's values still unused."""

    def __init__(
        self,
        title: str,
        stats: Sequence[str],
        array: Sequence[int],
        page: DraftPage,
        used: set[str],
    ) -> None:
        super().__init__(title, page)
        self.stats, self.array = tuple(stats), tuple(array)
        self.combos: dict[str, QComboBox] = {}
        form = QFormLayout(self)
        for stat in self.stats:
            combo = QComboBox(self)
            combo.setAccessibleName(stat.capitalize())
            self.combos[stat] = combo
            form.addRow(with_mnemonic(f"{stat.capitalize()}:", used), combo)
            combo.activated.connect(self.reoffer)
        self.reoffer()

    def values(self) -> dict[str, int | None]:
        """Each stat's value (None while unset)."""
        return {s: self.combos[s].currentData() for s in self.stats}

    def complete(self) -> bool:
        """Every value of the array is used exactly as often as it appears."""
        return not remaining(self.array, list(self.values().values()))

    def set_value(self, stat: str, value: int | None) -> bool:
        """Pick a value for a stat (as choosing it in the list would); False if it is not offered."""
        index = self.combos[stat].findData(value)
        if index < 0:
            return False
        self.combos[stat].setCurrentIndex(index)
        self.reoffer()
        return True

    def clear(self) -> None:
        """Unset every stat."""
        for combo in self.combos.values():
            combo.setCurrentIndex(0)
        self.reoffer()

    def reoffer(self) -> None:
        """Rebuild every list: its current value plus what is still unused."""
        chosen = self.values()
        left = remaining(self.array, list(chosen.values()))
        for stat, combo in self.combos.items():
            own = chosen[stat]
            offered = sorted(set(left) | ({own} if own is not None else set()), reverse=True)
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(UNSET, None)
            for value in offered:
                combo.addItem(str(value), value)
            combo.setCurrentIndex(max(0, combo.findData(own)) if own is not None else 0)
            combo.blockSignals(False)


class StatsPage(DraftPage):
    """Main and sub stats; the page is complete once both arrays are fully assigned."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "Stats", "Assign the main and sub stat arrays.")
        self.intro(
            "Main stats take 5, 4, 4 and 3; sub stats take 5, 4, 3, 2 and 1 — each value exactly "
            "as often as it appears (Character Creation, step 2). Each list offers only the values "
            "still unused; choose — to free a value for another stat."
        )
        used = {*WIZARD_MNEMONICS, "c"}  # and Clear All
        self.main = ArrayPicker("Main stats", MAIN, MAIN_ARRAY, self, used)
        self.sub = ArrayPicker("Sub stats", SUB, SUB_ARRAY, self, used)
        self.reset = QPushButton("&Clear All", self)
        self.reset.clicked.connect(self._clear)
        row = QHBoxLayout()
        row.addWidget(self.main)
        row.addWidget(self.sub)
        self.body.addLayout(row)
        self.body.addWidget(self.reset)
        self.body.addStretch(1)
        for picker in (self.main, self.sub):
            for combo in picker.combos.values():
                combo.activated.connect(self._changed)

    def set_stats(self, main: dict[str, int], sub: dict[str, int]) -> None:
        """Pick every value (as choosing them in the lists would)."""
        for picker, chosen in ((self.main, main), (self.sub, sub)):
            for stat, value in chosen.items():
                picker.set_value(stat, value)
        self._changed()

    def restore_widgets(self) -> None:
        """Pick the restored stats in the lists (without assigning them again)."""
        for operation in self.events.operations:
            fields = operation.events[0].fields
            for picker, key in ((self.main, "main"), (self.sub, "sub")):
                for stat, value in (fields.get(key) or {}).items():
                    if stat in picker.combos:
                        picker.set_value(stat, value)

    def _clear(self) -> None:
        self.main.clear()
        self.sub.clear()
        self._changed()

    def _changed(self) -> None:
        if self.main.complete() and self.sub.complete():
            main = {k: int(v or 0) for k, v in self.main.values().items()}
            sub = {k: int(v or 0) for k, v in self.sub.values().items()}
            self.replace([ops.assign_stats(main, sub)])
        else:
            self.replace([])

    def isComplete(self) -> bool:
        """Both arrays assigned and accepted by the rules."""
        return super().isComplete() and bool(self.events.operations)
