# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Miridon character the wizard is creating: the shared wizard draft on Miridon's packs."""

from __future__ import annotations

from PySide6.QtCore import QObject

from gui.wizard.wizard_draft import WizardDraft, _pack_refs
from model.character_session import DraftCharacter
from model.document import new_document
from model.library import Library
from model.records import PackRecord

SYSTEM = "miridon"


def enabled_packs(library: Library) -> list[PackRecord]:
    """The library's enabled homebrew packs for Miridon."""
    return [p for p in library.list_packs(SYSTEM) if p.enabled]


class MiridonDraft(WizardDraft):
    """A WizardDraft whose document is a Miridon character (the base class is Gravedust's)."""

    def __init__(self, library: Library, parent: QObject | None = None) -> None:
        QObject.__init__(self, parent)
        self._library = library
        self._batch = 0
        self._dirty = False
        self._use_packs(new_document(SYSTEM, ""))

    def _use_packs(self, document: dict[str, object]) -> None:
        packs = enabled_packs(self._library)
        self._history = DraftCharacter(document | {"packs": _pack_refs(packs)}, packs)
        self._packs = packs

    def reload_packs(self) -> None:
        """Pick up Miridon packs added or changed in the library since the wizard opened."""
        self._use_packs(self._history.document)
        self._announce()
