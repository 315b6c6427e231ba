# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The app's export says which characters no font of the computer prints (issue 15, item 18):
in the status bar and in a warning that does not block; a name every font prints says nothing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from model.document import new_document
from model.pdf.font_fallback import missing_warning
from tests.gui.character.conftest import Windows

NO_FONT = "\U0010fffd"  # plane 16 private use: no font has it


def warnings_of(window: object) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox) if box.isVisible()]  # type: ignore[attr-defined]


def test_export_names_the_characters_no_font_prints(windows: Windows, tmp_path: Path) -> None:
    document = new_document("gravedust", f"Vex {NO_FONT}")
    window = windows.open(windows.context.library.add_character(document).id)
    path = tmp_path / "Vex.pdf"
    assert window.export_to("sheet", path, "a4")
    assert path.stat().st_size > 0
    warning = missing_warning([NO_FONT])
    assert window.statusBar().currentMessage() == f"Saved the sheet to {path}. {warning}"
    [box] = warnings_of(window)
    assert box.text().startswith(warning)
    box.close()


def test_a_printable_name_exports_without_a_warning(windows: Windows, tmp_path: Path) -> None:
    window = windows.open(
        windows.context.library.add_character(new_document("gravedust", "Vex")).id
    )
    assert window.export_to("sheet", tmp_path / "Vex.pdf", "a4")
    assert window.statusBar().currentMessage() == f"Saved the sheet to {tmp_path / 'Vex.pdf'}."
    assert warnings_of(window) == []
