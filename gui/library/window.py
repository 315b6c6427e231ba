# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The main window: campaigns at the left, the characters of the chosen one at the right."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QMimeData, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent, QPaintEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QSplitter, QVBoxLayout, QWidget

from gui.app_identity import CAMPAIGN_FILE_SUFFIX
from gui.library import actions as library_actions
from gui.library.filter import ALL, NO_CAMPAIGN
from gui.library.library_place import library_place
from gui.library.model import ID_ROLE, LibraryTableModel
from gui.library.panes import CharacterPane, campaign_pane
from gui.widgets.screen_fit import available_geometry, fit_to_screen

if TYPE_CHECKING:
    from collections.abc import Callable

    from gui.app_context import AppContext
    from gui.library.library_loader import Listing, ListingLoader
    from model.library import Library
    from model.records import CharacterRecord

GEOMETRY_KEY = "library/geometry"
SPLITTER_KEY = "library/splitter"


class LibraryWindow(QMainWindow):
    """Lists the library; every command works on the selected characters."""

    loaded = Signal()
    """The library was read (or could not be, and the window says why)."""
    painted = Signal()
    """The window's first frame is out: what that frame need not wait for starts then (see
    gui.app.run)."""
    opened = Signal()
    """The library itself was opened (or could not be): with `loaded`, or after it when the
    rows were first read without opening it (see library_loader.quick_listing)."""

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
        self.campaigns.scope_changed.connect(
            lambda scope: self.model.set_filter(self.model.filter.in_campaign(scope))
        )
        self.pane.table.activated.connect(lambda _index: self.actions.open.trigger())
        self._loaded = self._load_when_painted = self._following = self._say_place = False
        self._painted = False
        self._quick_shown: int | None = None  # `_shows` when the quick listing went in
        self._shows = 0
        self.loader: ListingLoader | None = None
        """Opens the library on a worker thread (see load_in_background)."""
        self.library_ok = False
        """Whether the library's rows are in (False before load() and when it cannot be
        opened); the library itself may still be opening (see `opened`)."""
        self.library_gone = False
        """Whether the open library could not be read the last time (see `_unreachable`)."""
        self.actions = library_actions.install(self)
        library_actions.update_enabled(self)
        self.statusBar().showMessage("Opening the library…")
        self._restore_geometry()

    def load_after_first_paint(self) -> None:
        """Open the library on a worker thread once the window has painted (or after a second,
        if it is never shown); the rows fill in when it is read."""
        self._load_when_painted = True
        QTimer.singleShot(1000, self.load_in_background)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint; the first paint says so (`painted`) and starts loading the library (see
        load_after_first_paint)."""
        super().paintEvent(event)
        if not self._painted:  # said once the frame is out, not while it is being painted
            self._painted = True
            QTimer.singleShot(0, self.painted.emit)
        if self._load_when_painted:
            self._load_when_painted = False
            QTimer.singleShot(0, self.load_in_background)

    def load(self) -> None:
        """Open the database and list its characters, on this thread (once; later calls and
        calls after load_in_background do nothing)."""
        from gui.library.library_loader import read_listing

        if self._loaded:
            return
        self._loaded = True
        QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        try:
            self._listed(_attempt(lambda: read_listing(self.context, with_systems=True)))
        finally:
            QApplication.restoreOverrideCursor()

    def load_in_background(self) -> None:
        """Open the database and list its characters on a worker thread (once); `loaded` is
        emitted on this thread when the rows are in."""
        from gui.library.library_loader import ListingLoader, quick_listing, read_listing

        if self._loaded:
            return
        self._loaded = True
        self.loader = ListingLoader(self, self._listed)
        self.loader.start(
            lambda: read_listing(self.context, with_systems=True),
            lambda: quick_listing(self.context),
        )

    def _listed(self, result: object) -> None:
        """A listing (or why there is none) arrived: show it; the first one also starts
        following changes, and the library's own one (not a quick one) tells `opened`."""
        from gui.library.library_loader import Listing

        quick = isinstance(result, Listing) and result.quick
        try:
            self._show_result(result)
        finally:  # an unexpected error has its dialog; the window still follows the library
            if not self._following:
                self._following = True
                self.context.library_changed.connect(self.refresh)
                self.loaded.emit()
            if quick and self.loader is not None:
                self.loader.quick_shown()
            if not quick:
                self.opened.emit()

    def _show_result(self, result: object) -> None:
        from gui.library.library_loader import Listing

        if isinstance(result, Listing):
            newer_shown = self._quick_shown is not None and self._shows != self._quick_shown
            if result.confirms or (not result.quick and newer_shown):
                self._say_place_once()  # the rows shown are the library's: nothing to redraw
                return
            self.pane.offer_systems(result.systems)
            self._show(result)
            if result.quick:
                self._quick_shown = self._shows
        elif isinstance(result, Exception):
            from rules.systems import all_parts

            self.pane.offer_systems(all_parts())
            self._read_failed(result)

    def _read_failed(self, error: Exception) -> None:
        """Say why the library could not be read; errors that are not the library's go on."""
        from model.errors import LibraryError

        if isinstance(error, LibraryError):
            self._library_failed(error)
        elif not self._unreachable(error):
            raise error

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
        """Read the characters and campaigns again, keeping the selection and scroll position."""
        from gui.library.library_loader import read_listing

        result = _attempt(lambda: read_listing(self.context))
        if isinstance(result, Exception):
            self._read_failed(result)
        else:
            self._show(result)

    def _show(self, listing: Listing) -> None:
        """Put a listing in the table and the campaign list (the keeper holds the view)."""
        characters, campaigns = listing.characters, listing.campaigns
        self.model.set_records(characters, {c.id: c.name for c in campaigns})
        self.campaigns.set_campaigns(campaigns, _counts(characters))
        self.pane.show_count(len(characters))
        if self.library_gone:
            self.library_gone = False
            self.pane.notice.hide()
            self.statusBar().showMessage("The library is back.", 8000)
        if not self.library_ok:
            self.library_ok = self._say_place = True
            self.campaigns.setEnabled(True)
            self.pane.notice.hide()
        if not listing.quick:  # a quick listing's library is still opening
            self._say_place_once()
        self._shows += 1
        library_actions.update_enabled(self)

    def _say_place_once(self) -> None:
        """Say where the library is, once it has been opened."""
        if self._say_place:
            self._say_place = False
            self.statusBar().showMessage(library_place(self.context.database_url), 8000)

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
        """Select these characters (those still shown), the first one current and in view."""
        self.pane.keeper.select(ids)
        current = self.pane.table.currentIndex()
        if ids and current.isValid():
            self.pane.table.scrollTo(current)

    def campaign_for_new(self) -> str | None:
        """The campaign that new and imported characters go into: the chosen one, if any."""
        scope = self.campaigns.scope()
        return None if scope in (ALL, NO_CAMPAIGN) else scope

    def import_paths(self, paths: list[str]) -> None:
        """Import character files (from the dialog or a drop), with progress and a summary;
        campaign files each through their own preview."""
        from gui.library.import_files import import_with_progress

        campaigns = [p for p in paths if p.lower().endswith(CAMPAIGN_SUFFIX)]
        if campaigns:
            from gui.library.campaign_file_dialog import import_campaign_files

            import_campaign_files(self, campaigns)
        characters = [p for p in paths if p not in campaigns]
        if characters:
            import_with_progress(self, characters)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Accept dropped character and campaign files."""
        if dropped_paths(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        """Import the dropped character and campaign files."""
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
    """The local .json and .sheetwright-campaign files in a drag, or none."""
    if not mime.hasUrls():
        return []
    paths = [url.toLocalFile() for url in mime.urls() if url.isLocalFile()]
    return [p for p in paths if p.lower().endswith((".json", CAMPAIGN_SUFFIX))]


CAMPAIGN_SUFFIX = CAMPAIGN_FILE_SUFFIX  # model.campaign_format.SUFFIX, without loading the model


def _attempt(read: Callable[[], Listing]) -> Listing | Exception:
    """A read's listing, or the exception it raised (as the worker thread hands it over)."""
    try:
        return read()
    except Exception as error:
        return error


def _counts(characters: list[CharacterRecord]) -> dict[str, int]:
    """How many characters are in each campaign, in none, and in all."""
    counts = {ALL: len(characters)}
    for record in characters:
        key = record.campaign_id or NO_CAMPAIGN
        counts[key] = counts.get(key, 0) + 1
    return counts
