# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Miridon character window's actions; each opens a dialog (returned, for tests) or applies."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDialog

from gui.character.option_dialog import OptionDialog
from gui.miridon import operations as ops
from gui.miridon.award_dialog import AwardPointsDialog, AwardStatsDialog
from gui.miridon.crew_editor import CrewPanel
from gui.miridon.dual_class_dialog import DualClassDialog
from gui.miridon.editor_dialog import EditorDialog
from gui.miridon.equipment_panel import EquipmentPanel
from gui.miridon.mech_editor import MechPanel
from gui.miridon.spend_dialog import SpendDialog
from gui.widgets.popups import open_dialog
from rules.engine.check import ALLOWED, refuse
from rules.engine.option import Option

if TYPE_CHECKING:
    from gui.miridon.character_window import MiridonWindow

EDITORS = {
    "equipment": ("wield", "Equipment", EquipmentPanel),
    "crew": ("recruit-crew", "Crew", CrewPanel),
    "mech": ("add-mech-part", "Mech", MechPanel),
}
"""Editor → (the op it needs, title, panel); hidden until the rules register the op."""


class MiridonActions:
    """Every change goes through `window.apply` (named, undoable, refusals explained)."""

    def __init__(self, window: MiridonWindow) -> None:
        self.window = window

    def _with_undo(self, dialog: QDialog) -> QDialog:
        dialog.addAction(self.window.undo_action)  # Ctrl+Z works inside the dialog too
        dialog.addAction(self.window.redo_action)
        return open_dialog(dialog)

    def spend(self, tab: str = "skills") -> SpendDialog:
        """Spend skill points on skills, talents and flairs."""
        win = self.window
        dialog = SpendDialog(lambda: win.build, win.apply, win.refreshed, win)
        dialog.show_tab(tab)
        self._with_undo(dialog)
        return dialog

    def award_points(self) -> AwardPointsDialog:
        """The GM awards skill points."""
        dialog = AwardPointsDialog(self.window)
        dialog.accepted.connect(lambda: self.window.apply(dialog.operation()))
        open_dialog(dialog)
        return dialog

    def award_stats(self) -> AwardStatsDialog:
        """The GM awards Maximum Strength/Speed Points."""
        dialog = AwardStatsDialog(self.window)
        dialog.accepted.connect(lambda: self.window.apply(dialog.operation()))
        open_dialog(dialog)
        return dialog

    def mutation_options(self) -> list[Option]:
        """The mutations of the content; one the character has is disabled."""
        build = self.window.build
        had = set(build.state.mutations)
        return [
            Option(m.id, m.name, refuse("already assigned") if m.id in had else ALLOWED)
            for m in build.content.entries("mutation")
        ]

    def assign_mutation(self) -> OptionDialog:
        """The GM assigns a mutation (it unlocks that mutation's racial flairs)."""
        dialog = OptionDialog(
            "Assign Mutation", "&Mutation the GM assigns:", self.mutation_options(), self.window
        )
        dialog.accepted.connect(lambda: self._assign(dialog.chosen()))
        open_dialog(dialog)
        return dialog

    def _assign(self, chosen: object) -> None:
        if isinstance(chosen, str):
            self.window.apply(ops.assign_mutation(self.window.build.content, chosen))

    def dual_class(self) -> DualClassDialog:
        """Walk through taking Dual-Class."""
        dialog = DualClassDialog(self.window.build, self.window.session.preview, self.window)
        dialog.accepted.connect(lambda: self._take(dialog))
        open_dialog(dialog)
        return dialog

    def _take(self, dialog: DualClassDialog) -> None:
        operation = dialog.operation()
        if operation is not None:
            self.window.apply(operation)

    def available(self, editor: str) -> bool:
        """Whether the rules have the op an editor needs yet."""
        return ops.has_op(self.window.build, EDITORS[editor][0])

    def editor(self, editor: str) -> EditorDialog:
        """Open the equipment, crew or mech editor."""
        _op, title, panel = EDITORS[editor]
        win: Any = self.window
        dialog = EditorDialog(title, panel, lambda: win.build, win.apply, win.refreshed, win)
        self._with_undo(dialog)
        return dialog
