# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The bar over a character's sheet about its place in a campaign and a shared library.

It says when the character may only be read here (a shared library where someone else owns it,
and why: "Only Ilse's owner (ilse) or the GM of The Drowned Keep (gm) may change Ilse."), and
which of its values are its own house rules rather than its campaign's ("House rule of this
character: Starting Exp 30 (the campaign: 60)"). Hidden when there is nothing to say.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QLabel, QStyle, QWidget
from sqlalchemy.exc import SQLAlchemyError

from gui.widgets.banner_row import banner_row
from gui.widgets.sheet_style import boxed, fill, tint
from model.errors import LibraryError
from model.library import Library
from model.records import CharacterRecord

BANNER_TINT = "#d8c8f0"


class CampaignBanner(QFrame):
    """Read-only and own-house-rule notes of one character; `check` updates them."""

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._library = library
        self.read_only: str | None = None
        """Why this character may not be changed here, or None when it may."""
        boxed(self)
        fill(self, tint(self.palette(), BANNER_TINT, 0.55, 0.35))
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setAccessibleName("About this character's campaign")
        banner_row(
            self, QStyle.StandardPixmap.SP_MessageBoxInformation, self.text, (), text_fills=True
        )
        self.hide()

    def check(self, record: CharacterRecord, document: dict[str, object]) -> None:
        """Say what applies to the character as it is now (nothing: the bar hides)."""
        from model.campaign_rules import own_house_rules, own_rules_words

        try:
            self.read_only = self._library.may_change(record)
            own: dict[str, object] = {}
            if record.campaign_id is not None:
                rules = self._library.campaign_house_rules(record.campaign_id)
                own = own_house_rules(record, document, rules)
        except (LibraryError, SQLAlchemyError, OSError):  # unreachable: say nothing new
            return
        lines = []
        if self.read_only:
            lines.append(f"Read only: {self.read_only}")
        if own:
            words = own_rules_words(record.system, own, document)
            lines.append(words[:1].upper() + words[1:] + ".")
        self.text.setText("\n".join(lines))
        self.setVisible(bool(lines))
