# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Support for the Miridon GUI tests (no tests here): characters in the library, open windows."""

from __future__ import annotations

from typing import Any

from gui.app_context import AppContext
from gui.miridon.character_window import MiridonWindow
from model.character_session import CharacterSession
from model.document import new_document

VESSEL = {
    "id": "vessel", "name": "The Vessel", "source": {"book": "homebrew: test table"},
    "special": "concentration", "class_skills": ["stealth"],
}  # fmt: skip
"""The Vessel with Stealth as a class skill, so dual-classing into it refunds Stealth ranks."""


def ev(op: str, note: str | None = None, **fields: Any) -> dict[str, Any]:
    """An event as stored in a document (`class_` for the `class` field)."""
    if "class_" in fields:
        fields["class"] = fields.pop("class_")
    return {"op": op, **fields, **({"note": note} if note else {})}


def add_character(context: AppContext, name: str, events: list[dict[str, Any]]) -> str:
    """A Miridon character in the library; its id."""
    document = new_document("miridon", name) | {"events": events}
    return context.library.add_character(document).id


def open_window(context: AppContext, qtbot: Any, character_id: str) -> MiridonWindow:
    """The character's window, shown, PDF files not opened."""
    window = MiridonWindow(context, CharacterSession(context.library, character_id))
    window.open_after_export = False
    qtbot.addWidget(window)
    window.show()
    return window
