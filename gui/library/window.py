# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The main window: campaigns at the left, the characters of the chosen one at the right."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QItemSelectionModel, QMimeData, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent, QPaintEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QSplitter, QVBoxLayout, QWidget

from gui.library import actions as library_actions
from gui.library.filter import ALL, NO_CAMPAIGN
from gui.library.library_place import library_place
from gui.library.model import ID_ROLE, LibraryTableModel
from gui.library.panes import CharacterPane, campaign_pane
from gui.widgets.screen_fit import available_geometry, fit_to_screen

if TYPE_CHECKING:
    from gui.app_context import AppContext
    from model.library import Library
    from model.records import CharacterRecord

GEOMETRY_KEY = "library/geometry"
SPLITTER_KEY = "library/splitter"


class LibraryWindow(QMainWindow):
    """Lists the library; every command works on the selected characters."""

    loaded = Signal()
    """The library was read (or could not be, and the window says why)."""

    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self.setWindowTitle("Sheetwright")
        self.setAcceptDrops(True)
        self.model = LibraryTableModel(self)
        self.pane = CharacterPane(self.model, self)
        self.campaigns, left = campaign_pane(self)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.pane)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([220, 640])
        central = QWidget(self)
        QVBoxLayout(central).addWidget(self.splitter)
        self.setCentralWidget(central)
        self.campaigns.scope_changed.connect(self.pane.proxy.set_campaign)
        self.pane.table.activated.connect(lambda _index: self.actions.open.trigger())
        self._loaded = self._load_when_painted = False
        self.library_ok = False
        """Whether the library is open (False before load() and when it cannot be opened)."""
        self.library_gone = False
        """Whether the open library could not be read the last time (see `_unreachable`)."""
        self.actions = library_actions.install(self)
        library_actions.update_enabled(self)
        self.statusBar().showMessage("Opening the library…")
        self._restore_geometry()

    def load_after_first_paint(self) -> None:
        """Load once the window has painted (or after a second, if it is never shown)."""
        self._load_when_painted = True
        QTimer.singleShot(1000, self.load)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint; the first paint starts loading the library (see load_after_first_paint)."""
        super().paintEvent(event)
        if self._load_when_painted:
            self._load_when_painted = False
            QTimer.singleShot(0, self.load)

    def load(self) -> None:
        """Open the database and list its characters (once; later calls do nothing)."""
        from rules.systems import all_parts

        if self._loaded:
            return
        self._loaded = True
        self.pane.offer_systems(all_parts())
        self.context.library_changed.connect(self.refresh)
        QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        try:
            self.refresh()
        finally:
            QApplication.restoreOverrideCursor()
        self.loaded.emit()

    def library(self) -> Library | None:
        """The open library, or None (after saying why) if it cannot be opened."""
        from model.errors import LibraryError

        try:
            library = self.context.library
        except LibraryError as error:
            self._library_failed(error)
            return None
        return library

    def refresh(self) -> None:
        """Read the characters and campaigns again, keeping the selection."""
        library = self.library()
        if library is None:
            return
        keep = self.selected_ids()
        try:
            characters = library.list_characters()
            campaigns = library.list_campaigns()
        except Exception as error:
            if not self._unreachable(error):
                raise
            return
        self.model.set_records(characters, {c.id: c.name for c in campaigns})
        self.campaigns.set_campaigns(campaigns, _counts(characters))
        self.pane.show_count(len(characters))
        self.select_ids(keep)
        if self.library_gone:
            self.library_gone = False
            self.pane.notice.hide()
            self.statusBar().showMessage("The library is back.", 8000)
        if not self.library_ok:
            self.library_ok = True
            self.campaigns.setEnabled(True)
            self.pane.notice.hide()
            self.statusBar().showMessage(library_place(self.context.database_url), 8000)
        library_actions.update_enabled(self)

    def _unreachable(self, error: Exception) -> bool:
        """The library went away after it was opened: say so (the list stays as it was), offer
        to try again; False when the error is something else."""
        from gui.widgets.error_dialog import library_unreachable, reason

        if not library_unreachable(error):
            return False
        self.library_gone = True
        self.statusBar().showMessage("The library cannot be reached.")
        self.pane.notice.tell(
            "The library cannot be reached, so this list may be out of date. Open character "
            "windows keep their changes and save them once it is back.",
            "&Try Again",
            self.refresh,
        )
        self.pane.notice.label.setToolTip(f"The library said: {reason(error)}")
        return True

    def _library_failed(self, error: Exception) -> None:
        from gui.widgets.error_dialog import show_error

        self.library_ok = False
        self.model.set_records([], {})
        self.campaigns.set_campaigns([], {})
        self.pane.show_count(-1)
        self.campaigns.setEnabled(False)
        self.statusBar().showMessage("The library could not be opened.")
        message = f"{error}\n\nChoose another library in Settings, or fix this one and try again."
        self.pane.notice.tell(
            str(error),
            "Choose &Another Library…",
            lambda: self.context.open_settings(self),
        )
        library_actions.update_enabled(self)
        show_error(self, "Cannot open the library", message, error)

    def selected_ids(self) -> list[str]:
        """Ids of the selected characters, top to bottom."""
        rows = self.pane.table.selectionModel().selectedRows()
        return [str(index.data(ID_ROLE)) for index in sorted(rows, key=lambda i: i.row())]

    def selected_records(self) -> list[CharacterRecord]:
        """The selected characters."""
        rows = [self.model.row_of(i) for i in self.selected_ids()]
        return [self.model.record(row) for row in rows if row >= 0]

    def select_ids(self, ids: list[str]) -> None:
        """Select these characters (those still shown), the first one current."""
        table, proxy = self.pane.table, self.pane.proxy
        selection = table.selectionModel()
        selection.clearSelection()
        flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
        for n, character_id in enumerate(ids):
            row = self.model.row_of(character_id)
            index = proxy.mapFromSource(self.model.index(row, 0)) if row >= 0 else None
            if index is not None and index.isValid():
                selection.select(index, flags)
                if n == 0:
                    selection.setCurrentIndex(index, QItemSelectionModel.SelectionFlag.NoUpdate)

    def campaign_for_new(self) -> str | None:
        """The campaign that new and imported characters go into: the chosen one, if any."""
        scope = self.campaigns.scope()
        return None if scope in (ALL, NO_CAMPAIGN) else scope

    def import_paths(self, paths: list[str]) -> None:
        """Import character files (from the dialog or a drop), with progress and a summary."""
        from gui.library.import_files import import_with_progress

        import_with_progress(self, paths)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Accept dropped character files."""
        if dropped_paths(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        """Import the dropped character files."""
        paths = dropped_paths(event.mimeData())
        if paths:
            event.acceptProposedAction()
            self.import_paths(paths)

    def _restore_geometry(self) -> None:
        settings = self.context.settings
        geometry = settings.value(GEOMETRY_KEY)
        if not (isinstance(geometry, QByteArray) and self.restoreGeometry(geometry)):
            self.resize(900, 560)
        fit_to_screen(self, available_geometry(self))
        splitter = settings.value(SPLITTER_KEY)
        if isinstance(splitter, QByteArray):
            self.splitter.restoreState(splitter)

    def save_geometry(self) -> None:
        """Remember the window's size, position and splitter for the next start."""
        self.context.settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self.context.settings.setValue(SPLITTER_KEY, self.splitter.saveState())

    def closeEvent(self, event: QCloseEvent) -> None:
        """Remember the geometry, then close."""
        self.save_geometry()
        super().closeEvent(event)


def dropped_paths(mime: QMimeData) -> list[str]:
    """The local .json files in a drag, or none."""
    if not mime.hasUrls():
        return []
    paths = [url.toLocalFile() for url in mime.urls() if url.isLocalFile()]
    return [p for p in paths if p.lower().endswith(".json")]


def _counts(characters: list[CharacterRecord]) -> dict[str, int]:
    """How many characters are in each campaign, in none, and in all."""
    counts = {ALL: len(characters)}
    for record in characters:
        key = record.campaign_id or NO_CAMPAIGN
        counts[key] = counts.get(key, 0) + 1
    return counts
