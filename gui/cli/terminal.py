# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Everything the command line prints, made safe for a terminal: control characters escaped."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TextIO, cast

# C0 controls but tab and newline, DEL, C1 controls, lone surrogates (undecodable bytes) and the
# bidirectional overrides: a name holding them could clear the screen, retitle the window or
# reorder what the line seems to say.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def _visible(match: re.Match[str]) -> str:
    code = ord(match.group())
    # C0 never reaches here inside JSON (json.dumps escapes it); the \\u form of the others is
    # also a valid JSON escape of the same character, so JSON output stays JSON.
    return f"\\x{code:02x}" if code < 0x20 else f"\\u{code:04x}"


def terminal_safe(text: str) -> str:
    """The text with every control character shown as an escape (`\\x1b`); newlines and tabs
    are kept, so multi-line output keeps its lines."""
    return _UNSAFE.sub(_visible, text)


class EscapingStream:
    """A text stream that writes through `terminal_safe`; everything else is the wrapped one's."""

    def __init__(self, inner: TextIO) -> None:
        self._inner = inner

    def write(self, text: str) -> int:
        self._inner.write(terminal_safe(text))
        return len(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


@contextmanager
def escaped_output() -> Iterator[None]:
    """Within the block, standard output and standard error escape control characters."""
    out, err = sys.stdout, sys.stderr
    sys.stdout = cast(TextIO, EscapingStream(out))
    sys.stderr = cast(TextIO, EscapingStream(err))
    try:
        yield
    finally:
        sys.stdout, sys.stderr = out, err
