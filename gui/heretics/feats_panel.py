# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Feats to buy: cost per rank, rank now and maximum, why not; a Specialization names its choice.

Used by the wizard's feats page and the Spend Exp dialog; a purchase goes through `apply`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.character.operation import Operation
from gui.heretics import operations as ops
from gui.heretics.option_model import OptionRow, OptionRowsModel, option_view, select, selected_id
from gui.widgets.enter_key import press_on_enter
from gui.widgets.focus_keep import keep_focus
from gui.widgets.reason_line import ReasonLine
from rules.engine.build import Build

BuildSource = Callable[[], Build[Any]]
Apply = Callable[[Operation], bool]
HINT = "Feats cost Exp per rank as listed, up to their maximum rank (rulebook: Feats)."
CHOICE_KINDS = {"skill": ("skill", "&Skill:"), "debuff": ("debuff", "&Debuff:")}
"""What a feat's `names` asks for: the content kind and the label of its list."""


def _cost(feat: Any) -> str:
    return f"{feat.cost} Exp per rank" if feat.per_rank else f"{feat.cost} Exp"


def feat_rows(build: Build[Any]) -> list[OptionRow]:
    """Each feat option with its rank, maximum and cost."""
    owned = {f["id"]: f for f in build.sheet.sections.get("feats") or []}
    out = []
    for option in build.options("feat"):
        feat = build.content.get("feat", option.id)
        most = getattr(feat, "max_rank", None) if getattr(feat, "per_rank", False) else 1
        rank = owned.get(option.id, {}).get("rank", 0)
        cells = (option.name, str(rank), "—" if most is None else str(most), _cost(feat))
        about = "\n".join(x for x in (getattr(feat, "effect", ""), getattr(feat, "note", "")) if x)
        out.append(OptionRow(option, cells, about))
    return out


class FeatsPanel(QWidget):
    """A table of feats; Buy (Enter, double-click) buys the selected feat's next rank."""

    def __init__(self, source: BuildSource, apply: Apply, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._source, self._apply = source, apply
        self.model = OptionRowsModel(("Feat", "Rank", "Max", "Cost"), (1, 2, 3), self)
        self.view = option_view(self.model, "Feats", self)
        self.buy_button = QPushButton("B&uy Feat", self)
        self.choice = QComboBox(self)
        self.choice.setAccessibleName("What the feat names")
        self.choice_label = QLabel("&Skill:", self)
        self.choice_label.setBuddy(self.choice)
        self.detail = QLineEdit(self)
        self.detail.setPlaceholderText("e.g. Lock picking")
        self.detail_label = QLabel("S&pecialization:", self)
        self.detail_label.setBuddy(self.detail)
        self.effect = QLabel(self)
        self.effect.setWordWrap(True)
        self._lay_out()
        self.view.doubleClicked.connect(lambda *_: self.buy_selected())
        QShortcut(QKeySequence(Qt.Key.Key_Return), self.view, self.buy_selected)
        self.buy_button.clicked.connect(self.buy_selected)
        press_on_enter(self.buy_button, self.choice, self.detail)
        self.view.selectionModel().selectionChanged.connect(self._selected)
        keep_focus([(self.view, self.buy_button)], self)  # a feat bought out: back to the table
        self._selected()

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow(self.choice_label, self.choice)
        form.addRow(self.detail_label, self.detail)
        hint = QLabel(HINT, self)
        hint.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(hint, 1)
        row.addWidget(self.buy_button)
        self.why = ReasonLine(self)
        self.why.follow(self.view, lambda index: self.model.option(index.row()))
        column = QVBoxLayout(self)
        column.addWidget(self.view, 1)
        column.addWidget(self.why)
        column.addWidget(self.effect)
        column.addLayout(form)
        column.addLayout(row)

    def refresh(self) -> None:
        """Show the feats of the current build, keeping the selection."""
        chosen = self.selected_id()
        self.model.set_rows(feat_rows(self._source()))
        if chosen is not None:
            select(self.view, self.model, chosen)
        self._selected()

    def selected_id(self) -> str | None:
        """The selected feat's id, if any."""
        return selected_id(self.view)

    def select(self, feat: str) -> bool:
        """Select a feat's row (False when it cannot be bought now)."""
        return select(self.view, self.model, feat)

    def _selected(self) -> None:
        build, feat_id = self._source(), self.selected_id()
        feat = build.content.get("feat", feat_id) if feat_id else None
        self.buy_button.setEnabled(feat is not None)
        self.buy_button.setText(f"B&uy {feat.name} ({feat.cost} Exp)" if feat else "B&uy Feat")
        self.effect.setText(getattr(feat, "effect", "") if feat else "Choose a feat to see it.")
        names = str(getattr(feat, "names", None) or "")
        self._show_choice(build, names, feat_id)

    def _show_choice(self, build: Build[Any], names: str, feat_id: str | None) -> None:
        kind = CHOICE_KINDS.get(names)
        for widget in (self.choice, self.choice_label, self.detail, self.detail_label):
            widget.setVisible(kind is not None)
        if kind is None:
            return
        owned = next((f for f in build.sheet.sections.get("feats") or [] if f["id"] == feat_id), {})
        self.choice_label.setText(kind[1])
        self.choice.clear()
        for entry in build.content.entries(kind[0]):
            self.choice.addItem(entry.name, entry.id)
        if owned.get("choice"):
            self.choice.setCurrentIndex(max(0, self.choice.findData(owned["choice"])))
            self.detail.setText(owned.get("detail") or "")

    def buy(self, feat: str, choice: str | None = None, detail: str = "") -> bool:
        """Buy the next rank of a feat (refusals are shown by the owner's `apply`)."""
        build = self._source()
        owned = {f["id"]: f.get("rank", 0) for f in build.sheet.sections.get("feats") or []}
        operation = ops.buy_feat_rank(build.content, feat, int(owned.get(feat, 0)), choice, detail)
        return self._apply(operation)

    def buy_selected(self) -> bool:
        """Buy the selected feat, with the skill or debuff and specialization shown."""
        feat = self.selected_id()
        if feat is None:
            return False
        asks = self.choice.isVisibleTo(self)
        choice = self.choice.currentData() if asks else None
        return self.buy(feat, choice, self.detail.text() if asks else "")
