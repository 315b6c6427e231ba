# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A change shown before it is made: values old → new, pools, and events that break or mend.

`DiffDialog` is the one preview of every change a player accepts or cancels: an edit of the
history, a revision to go back to, a house rule, a pack's new version, another release's rules.
Open it with `open()` (or `gui.widgets.popups.open_dialog`) and act on `accepted`; when the
diff breaks events, Apply reads "Apply Anyway" and Cancel is the default button.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from rules.engine.diff import Diff, EventProblem

EventName = Callable[[int], str]
"""The wording of an event by its number (1-based) after the change, e.g. `Buy flair: Parry`."""

NOTHING = "Nothing on the sheet changes."
BREAKS_NOTE = (
    "This change leaves errors the character did not have. Apply Anyway makes it all the same; "
    "the errors stay in the Issues panel until they are mended."
)
ICONS = {
    "Breaks": QStyle.StandardPixmap.SP_MessageBoxWarning,
    "Mends": QStyle.StandardPixmap.SP_DialogApplyButton,
    "New warnings": QStyle.StandardPixmap.SP_MessageBoxInformation,
}
"""A warning on what breaks, a tick on what mends, a note on new warnings."""
ICON_SIZE = 16
MOST_LINES_SHOWN = 16  # a longer diff scrolls


def _problem(problem: EventProblem, name: EventName | None) -> str:
    """`Event 5 (Buy flair: Parry): Not enough skill points …`."""
    if problem.event is None:
        return problem.message
    worded = name(problem.event) if name is not None else ""
    where = f"Event {problem.event} ({worded})" if worded else f"Event {problem.event}"
    return f"{where}: {problem.message}"


def sections(diff: Diff, name: EventName | None = None) -> list[tuple[str, list[str]]]:
    """The diff's headings and lines, in the order shown (headings without lines left out)."""
    groups = [
        ("Values", [c.line() for c in diff.changed]),
        ("Pools", [p.line() for p in diff.pools]),
        ("Breaks", [_problem(e, name) for e in diff.errors]),
        # numbered as the events are after the change (a removed event: its number before it)
        ("Mends", [_problem(e, None) for e in diff.resolved]),
        ("New warnings", [_problem(w, name) for w in diff.warnings]),
    ]
    return [(heading, lines) for heading, lines in groups if lines]


def _html(groups: list[tuple[str, list[str]]]) -> str:
    """Each heading in bold, its lines below it; problems marked with their icon."""
    out = []
    for heading, lines in groups:
        out.append(f"<p style='margin-top:6px; margin-bottom:2px'><b>{heading}</b></p><table>")
        for line in lines:
            icon = f"<img src='icon:{heading}' width={ICON_SIZE}>" if heading in ICONS else ""
            out.append(
                f"<tr><td width={ICON_SIZE + 8} align=right>{icon}</td>"
                f"<td>{html.escape(line)}</td></tr>"
            )
        out.append("</table>")
    return "".join(out)


class DiffDialog(QDialog):
    """The preview of one change with Apply (Apply Anyway when it breaks events) and Cancel.

    `intro` is the question in a sentence ("Remove event 4: Buy flair: Parry?"); `apply_text`
    the accepting button ("&Apply"); `event_name` words the events under Breaks and warnings.
    """

    def __init__(
        self,
        parent: QWidget | None,
        title: str,
        intro: str,
        diff: Diff,
        apply_text: str = "&Apply",
        event_name: EventName | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.diff = diff
        self.sections = sections(diff, event_name)
        self.intro = QLabel(intro)
        self.intro.setWordWrap(True)
        self.intro.setTextFormat(Qt.TextFormat.PlainText)
        self.text = self._text()
        self.nothing = QLabel(NOTHING)
        self.nothing.setVisible(diff.empty)
        self.text.setVisible(not diff.empty)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        label = f"{apply_text.replace('&', '')} &Anyway" if diff.breaks else apply_text
        self.apply_button = self.buttons.addButton(label, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._lay_out()
        self._choose_default()

    def _text(self) -> QTextBrowser:
        text = QTextBrowser()
        text.setAccessibleName("What changes")
        text.setOpenLinks(False)
        # As tall as `_fit_text` makes it for the diff, not a text box's usual fixed size hint.
        text.setSizeAdjustPolicy(QTextBrowser.SizeAdjustPolicy.AdjustToContents)
        document = text.document()
        for heading, pixmap in ICONS.items():
            image = self.style().standardIcon(pixmap).pixmap(ICON_SIZE, ICON_SIZE)
            document.addResource(
                QTextDocument.ResourceType.ImageResource, QUrl(f"icon:{heading}"), image
            )
        text.setHtml(_html(self.sections))
        return text

    def _lay_out(self) -> None:
        em = self.fontMetrics().horizontalAdvance("M")
        column = QVBoxLayout(self)
        column.addWidget(self.intro)
        column.addWidget(self.text, 1)
        column.addWidget(self.nothing)
        if self.diff.breaks:
            column.addSpacing(self.fontMetrics().height() // 2)
            column.addLayout(self._warning())
        column.addWidget(self.buttons)
        self.setMinimumWidth(em * 36)
        width = em * 46
        self._fit_text(width - 2 * column.contentsMargins().left())
        self.resize(width, max(column.heightForWidth(width), self.minimumSizeHint().height()))

    def _fit_text(self, width: int) -> None:
        """Tall enough for the whole diff at the dialog's width (up to MOST_LINES_SHOWN lines)."""
        document = self.text.document()
        document.setTextWidth(width - 2 * self.text.frameWidth() - 4)
        cap = self.fontMetrics().lineSpacing() * MOST_LINES_SHOWN * 1.4
        height = min(document.size().height(), cap)
        self.text.setMinimumHeight(int(height) + 2 * self.text.frameWidth() + 4)

    def _warning(self) -> QHBoxLayout:
        row = QHBoxLayout()
        icon = QLabel()
        image = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        icon.setPixmap(image.pixmap(ICON_SIZE, ICON_SIZE))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.breaks_note = QLabel(BREAKS_NOTE)
        self.breaks_note.setWordWrap(True)
        row.addWidget(icon)
        row.addWidget(self.breaks_note, 1)
        return row

    def _choose_default(self) -> None:
        """Apply is the default, unless the change breaks events: then Cancel is."""
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        default: QPushButton = cancel if self.diff.breaks else self.apply_button
        for button in (cancel, self.apply_button):
            button.setAutoDefault(button is default)
            button.setDefault(button is default)
        default.setFocus()

    def lines(self, heading: str) -> list[str]:
        """The lines shown under a heading ("Values", "Pools", "Breaks", "Mends", "New warnings")."""
        return next((lines for shown, lines in self.sections if shown == heading), [])
