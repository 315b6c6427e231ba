# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Code Python compiles while classes are made, kept between commands in a signed file.

Making a dataclass compiles the source of each method it writes (`__init__`, `__repr__`,
`__eq__`, `__hash__`, a frozen class's `__setattr__` and `__delattr__`), about a millisecond a
class; reading a class's annotations compiles each one written as text (`str | None`). With the
rules' and pydantic's classes that is a third of a command's start, done again on every run:
Python caches the code of modules (.pyc files), not this. So a command keeps it: the code of
each exact source, in one file in the cache directory, for this Python alone, signed with this
user's key like the content cache (a file of code is code that runs). The same source compiled
with the same flags is the same code, so every class is exactly what Python makes without the
cache. Anything wrong with the file (missing, another key, another Python, too big) only means
compiling as usual; a full disk only means no file.
"""

from __future__ import annotations

import atexit
import builtins
import dataclasses
import hmac
import marshal
import sys
import types
import typing
from contextlib import suppress
from pathlib import Path
from typing import Any

from model.atomic_file import write_atomic
from model.data_paths import cache_dir
from model.errors import SaveFailed
from model.regular_file import read_regular
from model.user_key import TAG_BYTES, Refused, tag

FORMAT = b"sheetwright-code-cache-1\n"
MAX_BYTES = 8 * 1024 * 1024  # the shipped rules and pydantic need about 0.7 MB
_PYTHON = f"{sys.version}\n".encode()
_Key = tuple[str, str]  # the compile mode ("exec", "eval") and the source


class CodeCache:
    """The compiled code of each source seen, read from `file` and saved back to it."""

    def __init__(self, file: Path) -> None:
        self.file = file
        self.codes = _read(file)
        self.used: dict[_Key, types.CodeType] = {}
        self.compiled = 0

    def code(self, source: str, mode: str) -> types.CodeType:
        """The code of `source`, compiled as dataclasses and typing compile (no __future__
        flags: neither module has any), or as compiled before."""
        key = (mode, source)
        code = self.codes.get(key)
        if code is None:
            code = self.codes[key] = builtins.compile(source, "<string>", mode, dont_inherit=True)
            self.compiled += 1
        self.used[key] = code
        return code

    def exec(self, source: object, globals: Any = None, locals: Any = None, /) -> None:
        """`exec` as dataclasses calls it (with the text of the methods it writes)."""
        if isinstance(source, str):
            source = self.code(source, "exec")
        builtins.exec(source, globals, locals)  # type: ignore[arg-type]

    def compile(self, source: object, filename: str, mode: str, *rest: Any) -> Any:
        """`compile` as typing calls it (with the text of an annotation)."""
        if isinstance(source, str) and filename == "<string>" and not rest:
            return self.code(source, mode)
        return builtins.compile(source, filename, mode, *rest)  # type: ignore[call-overload]

    def save(self) -> None:
        """Write the cache if this run compiled anything new; a failed write is no error."""
        if not self.compiled:
            return
        payload = marshal.dumps(self.codes)
        if len(payload) > MAX_BYTES // 2:  # sources of older releases pile up: keep this run's
            payload = marshal.dumps(self.used)
        with suppress(OSError, SaveFailed, Refused):
            write_atomic(self.file, FORMAT + _PYTHON + tag(_PYTHON + payload) + payload, 0o600)


_installed: list[CodeCache] = []


def install(file: Path | None = None) -> CodeCache:
    """Make dataclasses and typing reuse the cached code from now on; save new code at exit."""
    if _installed:
        return _installed[0]
    cache = CodeCache(file or cache_dir() / f"code-{sys.implementation.cache_tag}.bin")
    dataclasses.exec = cache.exec  # type: ignore[attr-defined]
    typing.compile = cache.compile  # type: ignore[attr-defined]
    atexit.register(cache.save)
    _installed.append(cache)
    return cache


def uninstall() -> None:
    """Compile as usual again (the installed cache is saved first)."""
    if not _installed:
        return
    cache = _installed.pop()
    atexit.unregister(cache.save)
    del dataclasses.exec  # type: ignore[attr-defined]
    del typing.compile  # type: ignore[attr-defined]
    cache.save()


def _read(file: Path) -> dict[_Key, types.CodeType]:
    """The codes in `file`; none if it is missing, not ours, for another Python or unreadable."""
    try:
        data = read_regular(file, MAX_BYTES)
        head = FORMAT + _PYTHON
        if not data.startswith(head):
            return {}
        signature, payload = data[len(head) : len(head) + TAG_BYTES], data[len(head) + TAG_BYTES :]
        if not hmac.compare_digest(signature, tag(_PYTHON + payload)):
            return {}
        codes = marshal.loads(payload)
    except (OSError, Refused, ValueError, EOFError, TypeError):
        return {}
    if not isinstance(codes, dict):
        return {}
    return {
        key: code
        for key, code in codes.items()
        if isinstance(key, tuple) and isinstance(code, types.CodeType)
    }
