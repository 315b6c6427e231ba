# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The wizard's questions about a draft: discard it?, continue a saved one?, start anew?
Each is a window-modal box the caller shows with `open()`; Escape picks the safe answer."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from gui.wizard.draft_file import SavedDraft, remove_draft

Role = QMessageBox.ButtonRole
Answered = Callable[[str | None], None]
"""Gets the key of the button pressed (None when the box was closed otherwise)."""
Ask = Callable[["Question", Answered], None]
"""Shows a question without blocking and passes the answer on."""


class Question(QMessageBox):
    """A question with named buttons; `answer` is the name of the one pressed (or None)."""

    def __init__(self, parent: QWidget, title: str, text: str, detail: str) -> None:
        super().__init__(
            QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent
        )
        self.setInformativeText(detail)
        self.buttons: dict[str, QPushButton] = {}
        self.answer: str | None = None
        self.buttonClicked.connect(self._clicked)

    def add(self, key: str, text: str, role: Role, safe: bool = False) -> QPushButton:
        """A button; the safe one is the default and what Escape presses."""
        button = self.addButton(text, role)
        self.buttons[key] = button
        if safe:
            self.setDefaultButton(button)
            self.setEscapeButton(button)
        return button

    def _clicked(self, button: object) -> None:
        self.answer = next((k for k, b in self.buttons.items() if b is button), None)


def discard_question(parent: QWidget, game: str) -> Question:
    """Cancel, Escape or closing a wizard with work in it: Keep Editing, Save Draft or Discard."""
    box = Question(
        parent,
        "Discard This Character?",
        "Discard the character you are creating?",
        f"Save Draft keeps it for later: the next time you create a {game} character, "
        "you can continue where you left off.",
    )
    box.add("keep", "&Keep Editing", Role.RejectRole, safe=True)
    box.add("save", "&Save Draft", Role.AcceptRole)
    box.add("discard", "&Discard", Role.DestructiveRole)
    return box


def continue_question(parent: QWidget, saved: SavedDraft, now: datetime | None = None) -> Question:
    """A saved draft of this game exists: Continue it or Start New."""
    box = Question(
        parent,
        "Continue Your Character?",
        f"Continue the character you were creating ({draft_summary(saved, now)})?",
        "Start New throws it away; you will be asked to confirm.",
    )
    box.add("continue", "&Continue", Role.AcceptRole, safe=True)
    box.add("new", "Start &New", Role.DestructiveRole)
    return box


def start_new_question(parent: QWidget, saved: SavedDraft) -> Question:
    """Start New on a saved draft: it is thrown away, so ask once more."""
    who = saved.name or "the character you were creating"
    box = Question(
        parent,
        "Start a New Character?",
        f"Throw away {who} and start a new character?",
        f"{_choices(saved.choices).capitalize()} will be lost; this cannot be undone.",
    )
    box.add("back", "&Go Back", Role.RejectRole, safe=True)
    box.add("discard", "&Discard and Start New", Role.DestructiveRole)
    return box


def offer_draft(
    parent: QWidget, saved: SavedDraft, ask: Ask, continue_draft: Callable[[SavedDraft], None]
) -> None:
    """Offer a saved draft: Continue it, or Start New, which throws it away after asking again
    (Go Back returns to the offer)."""

    def offered(answer: str | None) -> None:
        if answer == "new":
            ask(start_new_question(parent, saved), confirmed)
        else:
            continue_draft(saved)

    def confirmed(answer: str | None) -> None:
        if answer == "discard":
            remove_draft(saved.id)
        else:
            ask(continue_question(parent, saved), offered)

    ask(continue_question(parent, saved), offered)


def draft_summary(saved: SavedDraft, now: datetime | None = None) -> str:
    """`Vex, 6 choices, saved 14:02` (an older draft shows its date too)."""
    name = saved.name or "no name yet"
    return f"{name}, {_choices(saved.choices)}, saved {_when(saved.saved, now)}"


def _choices(count: int) -> str:
    return "no choices yet" if not count else f"{count} choice{'s' * (count != 1)}"


def _when(saved: datetime, now: datetime | None = None) -> str:
    local = saved.astimezone()
    today = (now or datetime.now().astimezone()).astimezone().date()
    clock = local.strftime("%H:%M")
    return clock if local.date() == today else f"{local.day} {local.strftime('%B %Y')}, {clock}"
