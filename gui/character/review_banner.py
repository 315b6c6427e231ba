# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The bar over a character's sheet when its rules or packs have a newer version to review.

"Rules updated: 3 values change — Review…": the character keeps the rules it was last reviewed
against until the player accepts; Review… shows the diff with Accept and Keep the Old Rules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFrame,
    QLabel,
    QPushButton,
    QStyle,
    QWidget,
)
from sqlalchemy.exc import SQLAlchemyError

from gui.widgets.banner_row import banner_row
from gui.widgets.diff_view import DiffDialog
from gui.widgets.popups import open_dialog
from gui.widgets.sheet_style import boxed, fill, scaled_font, tint
from model.content_review import ContentChange, Review, pending_review, review_diff
from model.errors import LibraryError
from model.library import Library
from model.records import CharacterRecord
from rules.engine.diff import Diff

BANNER_TINT = "#9ec3ef"


class ReviewBanner(QFrame):
    """Shown while newer content waits for the character's review; hidden otherwise."""

    def __init__(
        self, library: Library, accept: Callable[[], object], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._library, self._accept = library, accept
        self._review: Review | None = None
        self._diff = Diff()
        self._kept: tuple[ContentChange, ...] = ()  # what the player chose to keep the old rules of
        self.dialog: DiffDialog | None = None
        boxed(self)
        fill(self, tint(self.palette(), BANNER_TINT, 0.55, 0.35))
        self.text = QLabel()
        self.text.setFont(scaled_font(self.text, 1.0, bold=True))
        self.review_button = QPushButton("Revie&w…")
        self.review_button.clicked.connect(self.review)
        self._lay_out()
        self.hide()

    def _lay_out(self) -> None:
        icon = QStyle.StandardPixmap.SP_MessageBoxInformation
        banner_row(self, icon, self.text, (self.review_button,), text_fills=False)

    def check(self, record: CharacterRecord | dict[str, Any]) -> None:
        """Show the bar when newer content waits for the character's review (of its stored record,
        or of the document an open window builds), else hide it."""
        try:
            review = pending_review(self._library, record)
        except (LibraryError, SQLAlchemyError, OSError):  # unreachable: shown as it is
            review = None
        if review is None or review.changes == self._kept:
            self._review = None
            self.hide()
            return
        self._review, self._diff = review, review_diff(self._library, record)
        self.text.setText(f"{Review.banner(self._diff)} —")
        self.review_button.setToolTip(_sentence(review.describe()))
        self.show()

    def review(self) -> DiffDialog | None:
        """The diff of the newer content, with Accept and Keep the Old Rules."""
        if self._review is None:
            return None
        review = self._review
        intro = (
            f"{_sentence(review.describe())} Accept to build the character from the new "
            "version; Keep the Old Rules to go on with the version it has now."
        )
        dialog = DiffDialog(self.window(), "Rules Updated", intro, self._diff, "&Accept")
        cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText("&Keep the Old Rules")
        dialog.accepted.connect(self._accept)
        dialog.rejected.connect(lambda: self._keep(review))
        self.dialog = dialog
        open_dialog(dialog)
        return dialog

    def _keep(self, review: Review) -> None:
        """Hide the bar until the content changes again (the review stays open in the library)."""
        self._kept = review.changes
        self.hide()


def _sentence(text: str) -> str:
    """`pack 'Grim Gear' changed` → `Pack 'Grim Gear' changed.`"""
    text = text.strip()
    return f"{text[:1].upper()}{text[1:]}{'' if text.endswith('.') else '.'}"
