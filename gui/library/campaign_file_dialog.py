# SPDX-License-Identifier: LicenseRef-Sheetwright
"""File ▸ Export Campaign… and importing a `.sheetwright-campaign` file (File ▸ Import… or a
drop on the library window): what the file adds and what conflicts are shown first, and the
user settles conflicts with Keep Both, Keep Mine or Take Theirs (or cancels: nothing changes)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.sheet_style import warning_colour
from model.campaign_file import CampaignImportPlan, ImportOutcome, Resolution
from model.campaign_format import SUFFIX
from model.campaign_words import CHOICES

if TYPE_CHECKING:
    from gui.library.window import LibraryWindow

FILTER = f"Sheetwright campaigns (*{SUFFIX})"
_BUTTONS: tuple[tuple[Resolution, str], ...] = (
    ("keep-both", "Keep &Both"),
    ("keep-mine", "Keep &Mine"),
    ("take-theirs", "&Take Theirs"),
)


class CampaignImportDialog(QDialog):
    """What importing a campaign file adds, what conflicts and what stays; its buttons say how
    to settle the conflicts (`resolution` once accepted)."""

    def __init__(self, parent: QWidget | None, plan: CampaignImportPlan, origin: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Import Campaign — {plan.name}")
        self.resolution: Resolution | None = None
        intro = QLabel(_intro(plan, origin))
        intro.setWordWrap(True)
        self.outcome = QTreeWidget()
        self.outcome.setHeaderHidden(True)
        self.outcome.setAccessibleName("What the import adds and what conflicts")
        warn = QBrush(warning_colour(self.palette()))
        for title, lines, brush in (
            ("Adds", plan.add_lines(), None),
            ("Conflicts", plan.conflict_lines(), warn),
            ("Stays as this library has it", plan.note_lines(), None),
        ):
            self._section(title, lines, brush)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.rejected.connect(self.reject)
        self.choices: dict[str, QPushButton] = {}
        offered = _BUTTONS if plan.conflicts else ((None, "&Import"),) if plan.add_lines() else ()
        for resolution, text in offered:
            button = self.buttons.addButton(text, QDialogButtonBox.ButtonRole.AcceptRole)
            button.setToolTip(CHOICES.get(resolution or "", "Import what the file adds."))
            button.clicked.connect(lambda _=False, r=resolution: self.choose(r))
            self.choices[resolution or "import"] = button
        column = QVBoxLayout(self)
        column.addWidget(intro)
        column.addWidget(self.outcome, 1)
        if plan.conflicts:
            told = QLabel("\n".join(CHOICES.values()))
            told.setWordWrap(True)
            column.addWidget(told)
        column.addWidget(self.buttons)
        em = self.fontMetrics().horizontalAdvance("M")
        self.resize(em * 56, em * 34)

    def _section(self, title: str, lines: list[str], brush: QBrush | None) -> None:
        if not lines:
            return
        head = QTreeWidgetItem([f"{title} ({len(lines)})"])
        for line in lines:
            item = QTreeWidgetItem([line])
            item.setToolTip(0, line)
            if brush is not None:
                item.setForeground(0, brush)
            head.addChild(item)
        self.outcome.addTopLevelItem(head)
        head.setExpanded(True)

    def choose(self, resolution: Resolution | None) -> None:
        """Import, settling conflicts this way."""
        self.resolution = resolution
        self.accept()

    def lines(self) -> list[str]:
        """The shown lines, sections and their items, top to bottom (for tests and readers)."""
        found = []
        for n in range(self.outcome.topLevelItemCount()):
            head = self.outcome.topLevelItem(n)
            assert head is not None
            found.append(head.text(0))
            children = (head.child(i) for i in range(head.childCount()))
            found += [f"  {child.text(0)}" for child in children if child is not None]
        return found


def _intro(plan: CampaignImportPlan, origin: str) -> str:
    if plan.conflicts:
        count = f"{plan.conflicts} conflict{'' if plan.conflicts == 1 else 's'}"
        return (
            f"{plan.name}, from {origin}, has {count} with this library. Nothing is changed "
            "until you choose how to settle them."
        )
    if not plan.add_lines():
        return f"{plan.name}, from {origin}: all of it is in this library already."
    return f"{plan.name}, from {origin}. Nothing is changed until you import it."


def ask(dialog: CampaignImportDialog) -> bool:
    """Show the dialog; whether the user chose to import."""
    return dialog.exec() == QDialog.DialogCode.Accepted


def import_campaign_files(window: LibraryWindow, paths: list[str]) -> list[ImportOutcome]:
    """Import each campaign file in turn, each through its own dialog."""
    done = [import_campaign_file(window, Path(path)) for path in paths]
    return [outcome for outcome in done if outcome is not None]


def import_campaign_file(window: LibraryWindow, path: Path) -> ImportOutcome | None:
    """Read a campaign file, show what it adds and what conflicts, and import it as chosen."""
    from gui.library.commands import attempt
    from model.campaign_file import apply_campaign_import, plan_campaign_import, read_campaign

    plan = attempt(
        window,
        "Cannot import the campaign",
        lambda lib: plan_campaign_import(lib, read_campaign(path)),
    )
    if plan is None:
        return None
    dialog = CampaignImportDialog(window, plan, path.name)
    if not ask(dialog):
        return None
    outcome = attempt(
        window,
        "Cannot import the campaign",
        lambda lib: apply_campaign_import(lib, plan, dialog.resolution),
    )
    if outcome is not None:
        window.context.library_changed.emit()
        window.statusBar().showMessage(outcome.summary(), 8000)
        window.pane.notice.tell(outcome.summary())
    return outcome


def export_campaign_file(window: LibraryWindow, path: str | None = None) -> Path | None:
    """File ▸ Export Campaign…: the chosen campaign, its characters and packs in one file."""
    from gui.library.commands import attempt
    from gui.library.export import file_stem
    from model.campaign_file import export_campaign

    campaign_id, library = window.campaign_for_new(), window.library()
    if campaign_id is None or library is None:
        return None
    name = library.get_campaign(campaign_id).name
    if path is None:
        path, _filter = QFileDialog.getSaveFileName(
            window, "Export Campaign", f"{file_stem(name)}{SUFFIX}", FILTER
        )
    if not path:
        return None
    target = Path(path) if path.endswith(SUFFIX) else Path(f"{path}{SUFFIX}")
    data = attempt(
        window, "Cannot export the campaign", lambda lib: export_campaign(lib, campaign_id, target)
    )
    if data is None:
        return None
    count = len(data.characters)
    window.pane.notice.tell(
        f"Exported {name} ({count} character{'' if count == 1 else 's'}) to {target}."
    )
    return target
