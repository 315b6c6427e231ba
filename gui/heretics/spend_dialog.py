# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The "Spend Exp" dialog: the wizard's skills, abilities, feats and hit points widgets in tabs;
every purchase is one undoable step of the window."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QWidget

from gui.character.operation import Operation
from gui.character.spend_dialog import TabbedSpendDialog
from gui.heretics.abilities_panel import AbilitiesPanel
from gui.heretics.feats_panel import FeatsPanel
from gui.heretics.hit_points_panel import HitPointsPanel
from gui.heretics.skills_panel import SkillsPanel
from model.character_session import History

Apply = Callable[[Operation], bool]


class SpendDialog(TabbedSpendDialog):
    """Raise skills, design abilities, buy feats and hit points; each purchase applies at once."""

    def __init__(
        self,
        session: History,
        apply: Apply,
        changed: SignalInstance | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__("Spend Exp", lambda: session.built.build, apply, changed, parent)
        self.exp = self.headline
        source = self._source
        self.skills = SkillsPanel(source, self.buy, self)
        self.abilities = AbilitiesPanel(session, self.buy, self, show_exp=False)
        self.feats = FeatsPanel(source, self.buy, self)
        self.hit_points = HitPointsPanel(source, self.buy, self)
        tabs = [
            ("skills", "S&kills", self.skills),
            ("abilities", "&Abilities", self.abilities),
            ("feats", "&Feats", self.feats),
            ("hit-points", "&Hit Points", self.hit_points),
        ]
        self.finish(tabs, "exp-available", "Exp available: {value}", (130, 42))
