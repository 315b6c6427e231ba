# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The operations one wizard page has appended: its events are the draft's tail while it is shown."""

from __future__ import annotations

from collections.abc import Sequence

from gui.character.operation import Operation
from gui.wizard.wizard_draft import WizardDraft
from model.character_session import Refusal

Dropped = list[tuple[Operation, Refusal]]


class PageEvents:
    """One page's operations, in order; withdrawn when the user goes Back, re-applied on Next."""

    def __init__(self, draft: WizardDraft) -> None:
        self._draft = draft
        self._ops: list[Operation] = []
        self._start = 0
        self._applied = False

    @property
    def operations(self) -> tuple[Operation, ...]:
        """The operations this page has applied."""
        return tuple(self._ops)

    @property
    def start(self) -> int:
        """The index of this page's first event (the draft's length when the page was shown)."""
        return self._start if self._applied else self._draft.event_count

    def indices(self) -> range:
        """The event indices this page's operations occupy in the draft."""
        if not self._applied:
            return range(0)
        return range(self._start, self._start + sum(len(op.events) for op in self._ops))

    def spans(self) -> list[tuple[Operation, range]]:
        """Each operation with the event indices it occupies."""
        out, index = [], self.start
        for operation in self._ops:
            out.append((operation, range(index, index + len(operation.events))))
            index += len(operation.events)
        return out

    def begin(self) -> Dropped:
        """The page is shown: re-apply what it had (earlier pages may now refuse some of it)."""
        self.withdraw()
        self._start = self._draft.event_count
        self._applied = True
        stashed, self._ops = self._ops, []
        return self._apply_all(stashed)

    def adopt(self, operations: Sequence[Operation]) -> None:
        """Operations restored from a saved draft: they are applied when the page is next shown."""
        self.withdraw()
        self._ops = list(operations)

    def withdraw(self) -> None:
        """The user went Back past this page: take its events out, remember the operations."""
        if self._applied:
            with self._draft.batch():
                self._draft.remove(self._start, len(self.indices()))
                self._applied = False

    def apply(self, operation: Operation) -> Refusal | None:
        """Append one operation; the refusal (nothing changed) if the rules do not allow it."""
        with self._draft.batch():  # announce once the operation is recorded here
            refusal = self._draft.apply(operation)
            if refusal is None:
                self._ops.append(operation)
        return refusal

    def replace(self, operations: Sequence[Operation]) -> Dropped:
        """Make this page's operations exactly these; the ones now refused are dropped and returned."""
        with self._draft.batch():
            self.withdraw()
            self._applied = True
            self._ops = []
            return self._apply_all(operations)

    def without(self, operation: Operation) -> Dropped:
        """Remove one operation (later ones that depended on it are dropped too, and returned)."""
        return self.replace([op for op in self._ops if op is not operation])

    def _apply_all(self, operations: Sequence[Operation]) -> Dropped:
        dropped: Dropped = []
        with self._draft.batch():
            for operation in operations:
                refusal = self.apply(operation)
                if refusal is not None:
                    dropped.append((operation, refusal))
        return dropped
