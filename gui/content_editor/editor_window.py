# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The homebrew content editor: packs on the left, their entries, and a form for one entry."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gui.app_context import AppContext
from gui.content_editor.editor_menus import build_menus
from gui.content_editor.editor_state import EditorState
from gui.content_editor.entry_browser import EntryBrowser, select_row
from gui.content_editor.entry_commands import EntryCommands
from gui.content_editor.entry_panel import EntryPanel
from gui.content_editor.pack_commands import PackCommands
from gui.content_editor.pack_list_model import PackListModel
from gui.content_editor.pack_panel import PackPanel
from gui.widgets.error_dialog import show_error
from rules.systems import all_parts, get_system


class ContentEditorWindow(PackCommands, EntryCommands, QMainWindow):
    """Create and edit homebrew packs; every change is stored in the library at once."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.state = EditorState()
        self.setWindowTitle("Homebrew content — Sheetwright")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._build()
        build_menus(self)
        self._restore_geometry()
        context.library_changed.connect(self._library_changed)
        self.system_combo.currentIndexChanged.connect(self._system_changed)
        self._system_changed()

    def _build(self) -> None:
        self.system_combo = QComboBox()
        for parts in all_parts():
            self.system_combo.addItem(parts.title, parts.id)
        self.pack_model = PackListModel(self)
        self.pack_view = self._pack_view()
        self.new_pack_button = QPushButton("Ne&w pack…")
        self.import_button = QPushButton("&Import…")
        self.pack_panel = PackPanel()
        self.browser = EntryBrowser()
        self.entry_panel = EntryPanel()
        splitter = QSplitter()
        splitter.addWidget(self._left_column())
        middle = QWidget()
        middle_layout = QVBoxLayout(middle)
        middle_layout.addWidget(self.pack_panel)
        middle_layout.addWidget(self.browser, 1)
        splitter.addWidget(middle)
        splitter.addWidget(self.entry_panel)
        splitter.setStretchFactor(2, 1)
        splitter.setChildrenCollapsible(False)
        em = self.fontMetrics().averageCharWidth()
        splitter.setSizes([em * 52, em * 44, em * 90])
        self.pack_panel.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.setCentralWidget(splitter)
        self._connect()

    def _pack_view(self) -> QTableView:
        view = QTableView()
        view.setModel(self.pack_model)
        view.setAccessibleName("Packs")
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setTabKeyNavigation(False)
        view.verticalHeader().hide()
        view.setShowGrid(False)
        view.setWordWrap(False)
        header = view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        return view

    def _left_column(self) -> QWidget:
        left = QWidget()
        layout = QVBoxLayout(left)
        system_row = QHBoxLayout()
        label = QLabel("S&ystem:")
        label.setBuddy(self.system_combo)
        system_row.addWidget(label)
        system_row.addWidget(self.system_combo, 1)
        packs_label = QLabel("P&acks:")
        packs_label.setBuddy(self.pack_view)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_pack_button)
        buttons.addWidget(self.import_button)
        layout.addLayout(system_row)
        layout.addWidget(packs_label)
        layout.addWidget(self.pack_view, 1)
        layout.addLayout(buttons)
        return left

    def _connect(self) -> None:
        self.pack_view.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self._pack_chosen(current.row())
        )
        self.pack_model.enabled_changed.connect(self.set_pack_enabled)
        self.pack_panel.enabled_toggled.connect(
            lambda on: self.set_pack_enabled(self.state.pack_id or "", on)
        )
        self.pack_panel.campaign_toggled.connect(self.set_campaign_use)
        self.pack_panel.details_button.clicked.connect(self.edit_pack_details)
        self.pack_panel.export_button.clicked.connect(self.choose_export_file)
        self.pack_panel.delete_button.clicked.connect(self.delete_pack)
        self.new_pack_button.clicked.connect(self.new_pack)
        self.import_button.clicked.connect(self.choose_import_file)
        self.browser.kind_changed.connect(self._kind_chosen)
        self.browser.entry_chosen.connect(self._entry_chosen)
        self.browser.new_button.clicked.connect(self.new_entry)
        self.browser.duplicate_button.clicked.connect(self.duplicate_entry)
        self.browser.delete_button.clicked.connect(self.delete_entry)
        self.entry_panel.save_requested.connect(self.save_entry)

    # — loading and showing (no questions asked) ——————————————————————————

    def system_id(self) -> str:
        """The game system whose packs are shown."""
        return str(self.system_combo.currentData())

    def show_kind(self, system: str, kind: str | None = None) -> None:
        """Show a system's packs and one kind of their content, as choosing them would."""
        self.system_combo.setCurrentIndex(max(self.system_combo.findData(system), 0))
        if kind is not None:
            self.browser.set_kind(kind)

    def _system_changed(self) -> None:
        if not self.state.busy and not self.leave_entry():
            self._resync()
            return
        system = get_system(self.system_id())
        names = " ".join(sorted(system.expression_names))
        self.entry_panel.set_formula_hint(f"none — e.g. level >= 2 (names: {names})")
        with self.state.quietly():
            self.browser.set_kinds(list(system.content_kinds))
        self.state.kind = self.browser.kind()
        self.state.pack_id = None
        self.reload()

    def reload(self, entry_id: str | None = None) -> None:
        """Read the packs of the system again; show the same pack and entry (or `entry_id`)."""
        keep_entry = entry_id or self.current_entry_id()
        self.state.load(self.context.library, self.system_id())
        with self.state.quietly():
            self.pack_model.set_rows(self.state.rows())
        pack_id = self.state.pack_id
        if pack_id is None or self.pack_model.row_of(pack_id) < 0:
            first = self.pack_model.pack(self.state.first_homebrew_row())
            pack_id = first.id if first else None
        self.show_pack(pack_id, keep_entry)

    def show_pack(self, pack_id: str | None, entry_id: str | None = None) -> None:
        """Show a pack (and one of its entries, by id; else its first)."""
        self.state.pack_id = pack_id
        row = self.pack_model.row_of(pack_id) if pack_id else -1
        with self.state.quietly():
            select_row(self.pack_view, self.pack_model.index(row, 0))
        pack = self.pack_model.pack(row)
        campaigns, using = self.state.campaigns_using(self.context.library)
        self.pack_panel.show_pack(
            self.state.draft(), self.state.is_shipped(), bool(pack and pack.enabled),
            campaigns, using,
        )  # fmt: skip
        with self.state.quietly():
            self.browser.show_pack(self.state.draft(), self.state.is_shipped())
        found = self.browser.model.row_of(entry_id) if entry_id else -1
        self.show_row(found if found >= 0 else (0 if self.browser.model.rowCount() else -1))

    def current_entry_id(self) -> str | None:
        """The id of the saved entry on show (None for a new entry or none)."""
        index = self.state.entry_index
        entry = self.browser.model.entry(index) if index is not None else None
        return str(entry.get("id")) if entry else None

    def _resync(self) -> None:
        """Put the choosers back to what is on show (after the user chose to stay)."""
        with self.state.quietly():
            self.system_combo.setCurrentIndex(self.system_combo.findData(self.state.system_id))
            select_row(
                self.pack_view,
                self.pack_model.index(self.pack_model.row_of(self.state.pack_id or ""), 0),
            )
            self.browser.set_kind(self.state.kind)
            self.browser.select_row(
                -1 if self.state.entry_index is None else self.state.entry_index
            )

    # — the user choosing (unsaved edits are saved, or discarded after asking) ——————

    def _pack_chosen(self, row: int) -> None:
        pack = self.pack_model.pack(row)
        if self.state.busy or pack is None or pack.id == self.state.pack_id:
            return
        if self.leave_entry():
            self.show_pack(pack.id)
        else:
            self._resync()

    def _kind_chosen(self, kind: str) -> None:
        if self.state.busy:
            return
        if not self.leave_entry():
            self._resync()
            return
        self.state.kind = kind
        self.show_pack(self.state.pack_id)

    # — small dialogs, replaceable in tests ———————————————————————————————

    def report_error(self, title: str, message: str) -> None:
        """Tell the user something could not be done, in plain words."""
        show_error(self, title, message)

    def confirm(self, title: str, question: str) -> bool:
        """Ask a yes/no question; No is the default."""
        answer = QMessageBox.question(
            self, title, question, defaultButton=QMessageBox.StandardButton.No
        )
        return answer == QMessageBox.StandardButton.Yes

    def _library_changed(self) -> None:
        if not self.state.saving:
            self.reload()

    def _restore_geometry(self) -> None:
        geometry = self.context.settings.value("content_editor/geometry")
        if geometry is None or not self.restoreGeometry(geometry):  # type: ignore[arg-type]
            self.resize(1100, 680)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Keep unsaved valid edits, remember the window geometry, then close."""
        if not self.leave_entry():
            event.ignore()
            return
        self.context.settings.setValue("content_editor/geometry", self.saveGeometry())
        super().closeEvent(event)
