# SPDX-License-Identifier: LicenseRef-Sheetwright
"""How an unavailable choice explains itself: the rules' reasons and the rulebook section."""

from __future__ import annotations

from gui.widgets.sheet_style import plain_tooltip
from rules.engine.option import Option


def why_not(option: Option) -> str:
    """The reasons an option cannot be chosen now, with the rulebook section, as a tooltip."""
    cite = option.check.source.detail() if option.check.source else ""
    return plain_tooltip(f"Not available: {'; '.join(option.check.reasons)}", cite)
