# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A character window's size and place: restored from the last session or made to show the whole
sheet beside its side panels, always within the screen (frame included), remembered on close."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QStyle

from gui.character.dock_room import make_room
from gui.widgets.screen_fit import available_geometry, fit_once_framed, fit_to_screen

if TYPE_CHECKING:
    from gui.character.window import CharacterWindow

DEFAULT_HEIGHT = 900


class WindowFit:
    """Restores the window before it is shown, fits it once shown, saves it when closed."""

    def __init__(self, window: CharacterWindow) -> None:
        self.window = window
        self._default_size = False
        self._fitted = False

    def _key(self, kind: str) -> str:
        window = self.window
        chosen = window.GEOMETRY_KEY if kind == "geometry" else window.STATE_KEY
        return chosen or f"{window.session.record.system}_window/{kind}"

    def restore(self) -> None:
        """The saved geometry and dock layout, or the sheet's size beside the side panels."""
        window, settings = self.window, self.window.context.settings
        geometry = settings.value(self._key("geometry"))
        if isinstance(geometry, QByteArray) and window.restoreGeometry(geometry):
            window.restoreState(settings.value(self._key("state"), QByteArray()))
            self._default_size = False
        else:
            hint = window.sheet.sizeHint()
            window.resize(hint.width() + window.SIDE_WIDTH, max(hint.height(), DEFAULT_HEIGHT))
            self._default_size = True
        fit_to_screen(window, available_geometry(window))
        self._fitted = False

    def first_show(self) -> None:
        """The first time shown, fit again: the sheet's size hint and the frame are only known now."""
        if self._fitted:
            return
        self._fitted = True
        if self._default_size:
            self._resize_to_sheet()
        fit_to_screen(self.window, available_geometry(self.window))
        self._make_room_for_sheet()
        fit_once_framed(self.window)

    def save(self) -> None:
        """Remember the geometry and the dock layout for the next window of this game."""
        settings = self.window.context.settings
        settings.setValue(self._key("geometry"), self.window.saveGeometry())
        settings.setValue(self._key("state"), self.window.saveState())

    def _resize_to_sheet(self) -> None:
        """The default size: the whole sheet beside the side panels as they are laid out."""
        window = self.window
        window.layout().activate()  # the docks' widths as laid out now
        central, hint = window.centralWidget(), window.sheet.sizeHint()
        width = window.width() - central.width() + self._sheet_width(hint.width())
        height = window.height() - central.height() + hint.height()
        window.resize(max(width, window.width()), max(height, window.height()))

    def _sheet_width(self, width: int) -> int:
        """The central width that shows a sheet this wide whole (its scroll bar and frame too)."""
        bar = self.window.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return width + bar + 2 * self.window.sheet_scroll.frameWidth()

    def _make_room_for_sheet(self) -> None:
        """On a narrow screen the side panels make room for the sheet's whole width (see
        `dock_room`); the sheet then only scrolls down."""
        window = self.window
        area = available_geometry(window)
        width = min(
            window.width(), area.width() - (window.frameGeometry().width() - window.width())
        )
        make_room(window, self._sheet_width(window.sheet.minimumSizeHint().width()), width)
        fit_to_screen(window, area)
