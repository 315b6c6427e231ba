# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The abilities of an existing character (character window, Spend Exp): design and improve them.

Every OK becomes one operation handed to `push` (the window appends it through its undo stack), so
"Undo Design Fire Bolt" takes the ability away and gives the Exp back. Bought ranks stay otherwise.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QVBoxLayout, QWidget

from gui.character.operation import Operation
from gui.heretics import designer_actions as actions
from gui.heretics.designer_dialog import AbilityDesignerDialog
from gui.heretics.designer_list import AbilitiesList
from model.character_build import CharacterBuild
from model.character_session import History
from rules.engine.event import Event


class AbilitiesPanel(QWidget):
    """The abilities list; New ability… and Design… open the designer, OK pushes the operation."""

    def __init__(
        self,
        session: History,
        push: Callable[[Operation], bool],
        parent: QWidget | None = None,
        *,
        show_exp: bool = True,
    ) -> None:
        super().__init__(parent)
        self.session, self._push = session, push
        self.list = AbilitiesList(removable=False, parent=self)
        self.list.exp.setVisible(show_exp)  # hidden where the dialog shows Exp for every tab
        self.list.new_requested.connect(self.new_ability)
        self.list.design_requested.connect(self.design_ability)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        self.dialog: AbilityDesignerDialog | None = None
        self.refresh()

    def refresh(self) -> None:
        """Show the session's abilities and Exp available."""
        self.list.show_build(self.session.built.build)

    def new_ability(self, template_id: str | None = None) -> AbilityDesignerDialog:
        """Open the designer on a new ability; OK pushes `Design <name>`."""
        build = self.session.built.build
        self.dialog = actions.open_new(self, build, self._preview, self._kept, template_id)
        return self.dialog

    def design_ability(self, ability_id: str) -> AbilityDesignerDialog | None:
        """Open the designer on an ability; paid ranks cannot go below those owned."""
        build = self.session.built.build
        owned = actions.owned_paid(build, ability_id)
        self.dialog = actions.open_existing(
            self, build, self._preview, self._kept, ability_id, owned
        )
        return self.dialog

    def _preview(self, event: Event) -> CharacterBuild:
        return self.session.preview([event])

    def _kept(self, operation: Operation) -> None:
        if self._push(operation):
            self.refresh()
            self.list.select(str(operation.events[0].fields.get("ability", "")))
