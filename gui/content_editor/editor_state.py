# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What the content editor has loaded and has on show: packs, drafts, the pack and entry chosen."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from gui.content_editor.pack_files import draft_of_record
from gui.content_editor.pack_list_model import PackRow
from gui.content_editor.pack_text import PackDraft
from gui.content_editor.shipped_content import shipped_packs
from model.library import Library
from model.records import CampaignRecord, PackRecord


@dataclass
class EditorState:
    """The editor's packs of one system and the current choices (no widgets, no Qt)."""

    system_id: str = ""
    records: dict[str, PackRecord] = field(default_factory=dict)
    drafts: dict[str, PackDraft] = field(default_factory=dict)
    shipped: dict[str, PackDraft] = field(default_factory=dict)
    pack_id: str | None = None
    entry_index: int | None = None
    """Index of the entry on show in its kind's list; None for a new entry or none."""
    kind: str = ""
    saving: bool = False
    """True while this window announces its own change (so it does not reload twice)."""
    busy: bool = False
    """True while the window moves a chooser itself (so it is not taken as the user's choice)."""

    @contextmanager
    def quietly(self) -> Iterator[None]:
        """Mark changes made inside as the window's own, not the user's."""
        before, self.busy = self.busy, True
        try:
            yield
        finally:
            self.busy = before

    def load(self, library: Library, system_id: str) -> None:
        """Read the system's homebrew packs from the library and its shipped packs."""
        self.system_id = system_id
        self.records = {r.id: r for r in library.list_packs(system_id)}
        self.drafts = {pack_id: draft_of_record(r) for pack_id, r in self.records.items()}
        self.shipped = {p.id: p for p in shipped_packs(system_id)}

    def rows(self) -> list[PackRow]:
        """Rows of the pack list: shipped packs first, then homebrew packs by name."""
        rows = [
            PackRow(p.id, p.name, p.version, p.count(), True, True) for p in self.shipped.values()
        ]
        for pack_id, record in self.records.items():
            count = self.drafts[pack_id].count()
            rows.append(PackRow(pack_id, record.name, record.version, count, record.enabled))
        return rows

    def first_homebrew_row(self) -> int:
        """The row of the first homebrew pack (else the first row; -1 if there is none)."""
        if self.records:
            return len(self.shipped)
        return 0 if self.shipped else -1

    def draft(self) -> PackDraft | None:
        """The pack on show."""
        if self.pack_id is None:
            return None
        return self.drafts.get(self.pack_id) or self.shipped.get(self.pack_id)

    def is_shipped(self) -> bool:
        """Whether the pack on show is rulebook content (read-only)."""
        return self.pack_id is not None and self.pack_id not in self.drafts

    def taken_pack_ids(self, library: Library) -> set[str]:
        """Ids no new pack may take: every homebrew pack (of any system) and shipped pack."""
        return {record.id for record in library.list_packs()} | set(self.shipped)

    def homebrew(self) -> list[PackDraft]:
        """The homebrew packs, by name."""
        return list(self.drafts.values())

    def campaigns_using(self, library: Library) -> tuple[list[CampaignRecord], set[str]]:
        """Campaigns of this system (or of none) and the ids of those using the pack on show."""
        campaigns = [c for c in library.list_campaigns() if c.system in (None, "", self.system_id)]
        if self.pack_id is None or self.is_shipped():
            return campaigns, set()
        using = {
            c.id
            for c in campaigns
            if any(p.id == self.pack_id for p in library.campaign_packs(c.id))
        }
        return campaigns, using
