# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A legality check that carries its own explanation (STYLE.md lesson 3)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from rules.engine.source_ref import Source


@dataclass(frozen=True, slots=True)
class Check:
    """Whether something is allowed, and if not, why — in the user's words."""

    ok: bool
    reasons: tuple[str, ...] = ()
    source: Source | None = None

    def __bool__(self) -> bool:
        return self.ok

    @property
    def reason(self) -> str:
        """All reasons joined for a single line of text (a full stop only at the very end)."""
        if not self.reasons:
            return ""
        *first, last = self.reasons
        return "; ".join([*(r.rstrip(".") for r in first), last])


ALLOWED = Check(ok=True)


def refuse(reason: str, source: Source | None = None) -> Check:
    """A failed check with one reason."""
    return Check(ok=False, reasons=(reason,), source=source)


def all_of(checks: Iterable[Check]) -> Check:
    """Passes when every check passes; otherwise carries every failing reason."""
    failed = [c for c in checks if not c.ok]
    if not failed:
        return ALLOWED
    reasons = tuple(r for c in failed for r in c.reasons)
    return Check(ok=False, reasons=reasons, source=failed[0].source)


def any_of(checks: Iterable[Check], summary: str = "needs one of") -> Check:
    """Passes when one check passes; otherwise one reason listing the alternatives."""
    checks = list(checks)
    if not checks or any(c.ok for c in checks):
        return ALLOWED
    alternatives = " or ".join(c.reason for c in checks)
    return Check(ok=False, reasons=(f"{summary}: {alternatives}",), source=checks[0].source)
