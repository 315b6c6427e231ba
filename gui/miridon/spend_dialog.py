# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The "Spend Skill Points" dialog: Skills, Talents and Flairs tabs; every purchase applies at once."""

from __future__ import annotations

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QWidget

from gui.character.spend_dialog import TabbedSpendDialog
from gui.miridon.flair_tab import FlairTab
from gui.miridon.rank_tab import Apply, BuildSource, RankTab


class SpendDialog(TabbedSpendDialog):
    """Buy skill ranks, talent ranks and flairs; each purchase is one undoable step of the owner."""

    def __init__(
        self,
        source: BuildSource,
        apply: Apply,
        changed: SignalInstance | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__("Spend Skill Points", source, apply, changed, parent)
        self.points = self.headline
        self.skills = RankTab("skill", source, self.buy, self)
        self.talents = RankTab("talent", source, self.buy, self)
        self.flairs = FlairTab(source, self.buy, self)
        tabs = [
            ("skills", "S&kills", self.skills),
            ("talents", "&Talents", self.talents),
            ("flairs", "F&lairs", self.flairs),
        ]
        self.finish(tabs, "skill-points", "Skill points left: {value}", (120, 40))
