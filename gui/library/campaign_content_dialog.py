# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Campaign ▸ Homebrew Packs… and Campaign ▸ Review Updated Rules…: the content a campaign's
characters are built from, changed for all of them at once.

Homebrew Packs… lists the library's packs for the games the campaign plays; the ones ticked are
the campaign's, and every character of a pack's game that does not use it yet takes it up at
its current version. Review Updated Rules… lists every character waiting for a review of a new
pack version or release. Both show each character's diff first, and save all or nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.library.diff_rows import add_diff_lines, first_change, show_verdict
from gui.widgets.sheet_style import warning_colour
from model.campaign_rules import (
    PacksPlan,
    RuleChange,
    accept_campaign_review,
    campaign_systems,
    make_campaign_packs,
    plan_campaign_packs,
    plan_campaign_review,
)
from model.library import Library
from model.records import CampaignRecord
from rules.systems import title_of

if TYPE_CHECKING:
    from gui.library.window import LibraryWindow


class ChangesDialog(QDialog):
    """Characters, each with the diff of what the change does to it, and one button that makes
    the change for all of them."""

    def __init__(self, parent: QWidget | None, title: str, intro: str, button: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.intro = QLabel(intro)
        self.intro.setWordWrap(True)
        self.outcome = QTreeWidget()
        self.outcome.setHeaderLabels(["Character", "What changes"])
        self.outcome.setAccessibleName("What the change does to each character")
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(button)
        self.buttons.rejected.connect(self.reject)
        self.column = QVBoxLayout(self)
        self.column.addWidget(self.intro)
        self.column.addWidget(self.outcome, 1)
        self.column.addWidget(self.verdict)
        self.column.addWidget(self.buttons)
        em = self.fontMetrics().horizontalAdvance("M")
        self.resize(em * 56, em * 36)

    def show_rows(self, rows: list[tuple[str, str, list[str], bool]]) -> None:
        """One row per character: name, head line, diff lines, and whether it is refused."""
        self.outcome.clear()
        warn = QBrush(warning_colour(self.palette()))
        for name, head, lines, refused in rows:
            item = QTreeWidgetItem([name, head])
            if refused:
                item.setForeground(1, warn)
            add_diff_lines(item, lines)
            self.outcome.addTopLevelItem(item)
            item.setExpanded(True)
        self.outcome.resizeColumnToContents(0)

    def say(self, text: str, ok: bool) -> None:
        """The line under the list; `ok` False turns it red and the button off."""
        show_verdict(self.verdict, self.ok_button, text, ok=ok)

    def make_with(self, work: Callable[[], object], title: str) -> None:
        """Make the change; a refusal (someone changed a character since) is explained."""
        from gui.widgets.error_dialog import show_error
        from model.errors import LibraryError

        try:
            work()
        except LibraryError as error:
            show_error(self, title, str(error))
            return
        self.accept()


def _change_rows(changes: tuple[RuleChange, ...]) -> list[tuple[str, str, list[str], bool]]:
    rows = []
    for change in changes:
        lines = change.diff.lines()
        head = "Refused: it breaks a rule (below)" if change.refusal else first_change(lines)
        rows.append((change.record.name, head, lines, change.refusal is not None))
    return rows


class CampaignPacksDialog(ChangesDialog):
    """The campaign's homebrew packs, ticked; below, what taking them up does to each character."""

    def __init__(self, parent: QWidget | None, library: Library, campaign: CampaignRecord) -> None:
        super().__init__(
            parent,
            f"Homebrew Packs of {campaign.name}",
            "The packs ticked are the campaign's: every character of a pack's game takes it up "
            "at its current version. A character keeps a pack the campaign stops using.",
            "&Use These Packs",
        )
        self._library, self._campaign = library, campaign
        self.packs = QListWidget()
        self.packs.setAccessibleName("The library's homebrew packs")
        games = set(campaign_systems(library, campaign.id))
        used = {p.id for p in library.campaign_packs(campaign.id)}
        for pack in library.list_packs():
            if pack.system not in games:
                continue
            item = QListWidgetItem(f"{pack.name} {pack.version} ({title_of(pack.system)})")
            item.setData(Qt.ItemDataRole.UserRole, pack.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = pack.id in used
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            self.packs.addItem(item)
        self.column.insertWidget(1, self.packs)
        self.packs.itemChanged.connect(lambda _item: self.preview())
        self.buttons.accepted.connect(
            lambda: self.make_with(
                lambda: make_campaign_packs(self._library, self._plan()),
                "Cannot change the campaign's packs",
            )
        )
        self.preview()

    def chosen(self) -> list[str]:
        """The ids of the packs ticked."""
        items = (self.packs.item(n) for n in range(self.packs.count()))
        return [
            str(item.data(Qt.ItemDataRole.UserRole))
            for item in items
            if item.checkState() == Qt.CheckState.Checked
        ]

    def _plan(self) -> PacksPlan:
        return plan_campaign_packs(self._library, self._campaign.id, self.chosen())

    def preview(self) -> None:
        """Plan the packs ticked and show what they do."""
        plan = self._plan()
        self.show_rows(_change_rows(plan.changes))
        if self.packs.count() == 0:
            self.say("The library has no homebrew packs for this campaign's games yet.", False)
        elif plan.refused:
            names = ", ".join(c.record.name for c in plan.refused)
            self.say(f"Nothing can change: it breaks a rule for {names}.", False)
        elif plan.changes:
            count = len(plan.changes)
            self.say(f"{count} character{'' if count == 1 else 's'} will take up a pack.", True)
        else:
            self.say("No character changes.", True)


class CampaignReviewDialog(ChangesDialog):
    """Every campaign character waiting for a review, with Accept All."""

    def __init__(self, parent: QWidget | None, library: Library, campaign: CampaignRecord) -> None:
        super().__init__(
            parent,
            f"Updated Rules in {campaign.name}",
            "These characters keep the rules they were last reviewed against until you accept "
            "the new versions. Accepting counts as each one's review.",
            "&Accept All",
        )
        self.reviews = plan_campaign_review(library, campaign.id)
        self.show_rows(
            [
                (r.record.name, f"{r.words[:1].upper()}{r.words[1:]}", r.diff.lines(), False)
                for r in self.reviews
            ]
        )
        count = len(self.reviews)
        self.say(f"{count} character{'' if count == 1 else 's'} waiting for a review.", True)
        self.buttons.accepted.connect(
            lambda: self.make_with(
                lambda: accept_campaign_review(library, campaign.id, self.reviews),
                "Cannot accept the updated rules",
            )
        )


def campaign_packs(window: LibraryWindow) -> None:
    """Campaign ▸ Homebrew Packs…"""
    campaign_id, library = window.campaign_for_new(), window.library()
    if campaign_id is None or library is None:
        return
    dialog = CampaignPacksDialog(window, library, library.get_campaign(campaign_id))
    if dialog.exec() == QDialog.DialogCode.Accepted:
        window.context.library_changed.emit()
        window.statusBar().showMessage("The campaign's homebrew packs changed.", 8000)


def campaign_review(window: LibraryWindow) -> None:
    """Campaign ▸ Review Updated Rules…"""
    campaign_id, library = window.campaign_for_new(), window.library()
    if campaign_id is None or library is None:
        return
    campaign = library.get_campaign(campaign_id)
    dialog = CampaignReviewDialog(window, library, campaign)
    if not dialog.reviews:
        QMessageBox.information(
            window,
            "Review Updated Rules",
            f"Every character of {campaign.name} is up to date with its rules and packs.",
        )
        return
    if dialog.exec() == QDialog.DialogCode.Accepted:
        window.context.library_changed.emit()
        count = len(dialog.reviews)
        window.statusBar().showMessage(
            f"Accepted the updated rules for {count} character{'' if count == 1 else 's'}.", 8000
        )
