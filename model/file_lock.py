# SPDX-License-Identifier: LicenseRef-Sheetwright
"""One writer at a time for a file: an exclusive lock on `.NAME.lock` beside it.

Sheetwright processes (and threads) that change the same character file take its lock before
they read it and keep it until they have saved, so two `add`s run one after the other and both
land. The lock file stays beside the character (empty, hidden); it is what is locked, not the
character itself, so the character file can be replaced by an atomic rename while locked.
A symlinked file is locked beside its target, which every name for it shares.

Where the system has no `flock` (Windows) or the folder cannot hold the lock file, the lock is
skipped: the save then succeeds or fails exactly as it did without one.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from model.errors import LibraryError

WAIT_SECONDS = 30.0
_POLL_SECONDS = 0.05


class FileBusy(LibraryError):
    """Another writer kept the file's lock longer than we wait; nothing was changed."""


@dataclass
class _Held:
    descriptor: int
    owner: int
    count: int


_held: dict[str, _Held] = {}
_guard = threading.Lock()


def lock_file_of(path: str | os.PathLike[str]) -> Path:
    """Where the lock of `path` lives: `.NAME.lock` beside the file its name leads to."""
    real = Path(os.path.realpath(path))
    return real.with_name(f".{real.name}.lock")


class FileLock:
    """The exclusive lock of one file; re-entrant within a thread, exclusive across threads."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.lock_file = lock_file_of(path)
        self._key = str(self.lock_file)
        self._acquired = False

    def acquire(
        self, timeout: float | None = None, on_wait: Callable[[], None] | None = None
    ) -> None:
        """Take the lock, waiting up to `timeout` seconds (WAIT_SECONDS by default).

        `on_wait` is called once when the lock is taken by someone else, before waiting.
        FileBusy when it is still taken after the timeout."""
        if self._acquired:
            return
        me = threading.get_ident()
        with _guard:
            held = _held.get(self._key)
            if held is not None and held.owner == me:
                held.count += 1
                self._acquired = True
                return
        descriptor = _open_lock_file(self.lock_file)
        if descriptor is None:
            self._acquired = True  # no lock possible here: carry on as before
            return
        limit = WAIT_SECONDS if timeout is None else timeout
        deadline = time.monotonic() + limit
        told = False
        while not _try_lock(descriptor):
            if not told and on_wait is not None:
                on_wait()
            told = True
            if time.monotonic() >= deadline:
                os.close(descriptor)
                raise FileBusy(
                    f"Another Sheetwright has been saving {self.path.name} for more than "
                    f"{limit:g} s; try again once it is done. Nothing was changed."
                )
            time.sleep(_POLL_SECONDS)
        with _guard:
            _held[self._key] = _Held(descriptor, me, 1)
        self._acquired = True

    def release(self) -> None:
        """Give the lock back (the outermost release of a thread unlocks the file)."""
        if not self._acquired:
            return
        self._acquired = False
        with _guard:
            held = _held.get(self._key)
            if held is None or held.owner != threading.get_ident():
                return
            held.count -= 1
            if held.count:
                return
            del _held[self._key]
        os.close(held.descriptor)  # closing the descriptor releases the flock

    def __enter__(self) -> FileLock:
        self.acquire()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.release()


def is_locked_by_this_thread(path: str | os.PathLike[str]) -> bool:
    """Whether the current thread holds the lock of `path`."""
    with _guard:
        held = _held.get(str(lock_file_of(path)))
        return held is not None and held.owner == threading.get_ident()


def _open_lock_file(lock_file: Path) -> int | None:
    """A descriptor of the lock file (created if needed), or None where none can be made."""
    if sys.platform == "win32":
        return None
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        return os.open(lock_file, flags, 0o666)
    except OSError:
        return None


def _try_lock(descriptor: int) -> bool:
    """Take the flock without waiting: True when taken (or when the system cannot lock)."""
    if sys.platform == "win32":
        return True
    import fcntl

    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError:
        return True  # a filesystem without locks (ENOLCK, EOPNOTSUPP): behave as before
    return True
