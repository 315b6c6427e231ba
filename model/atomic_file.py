# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Writing a file so that it is either entirely the new content or still the old one.

The new content goes to a temporary file beside the file (`.NAME.xxxxxxxx.tmp`), is flushed to
the disk and renamed over the file. A name that is a symlink is saved through: the link's
target is replaced and the link stays. The file keeps its permission bits (and, where the
system allows it, its owner and group). Only a regular file is ever replaced: a folder, device,
pipe or socket under that name is refused and left alone.

While it writes, a save holds a flock on its temporary file, so a later save can tell a
temporary left by a killed save (not locked) from one being written now (locked) and sweeps
the former; where there are no locks, temporaries older than a minute are swept.
"""

from __future__ import annotations

import os
import re
import secrets
import stat
import sys
import time
from contextlib import suppress
from pathlib import Path

from model.errors import SaveFailed
from model.regular_file import kind_of

STALE_SECONDS = 60.0  # a temporary nobody can be writing any more, where locks cannot tell
_GRACE_SECONDS = 1.0  # a temporary this young may be a save that has not locked it yet


def write_atomic(path: str | os.PathLike[str], data: bytes, mode: int = 0o666) -> None:
    """Write `data` to `path` via a temporary file and a rename; SaveFailed if that fails.

    `mode` is a new file's permission bits (before the umask): 0o600 for a secret. An existing
    file keeps its own bits, less any read or write bit `mode` does not allow."""
    named = Path(path)
    target = Path(os.path.realpath(named))
    try:
        status: os.stat_result | None = os.stat(target)
    except OSError:
        status = None
    if status is not None and not stat.S_ISREG(status.st_mode):
        raise SaveFailed(
            f"Could not save {named.name}: it is {kind_of(status.st_mode)}, not a regular file, "
            "so it was left alone. No file was written."
        )
    sweep_stale_temporaries(target)
    temporary = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
    try:
        _write_synced(temporary, data, mode, status)
        os.replace(temporary, target)
    except OSError as error:
        with suppress(OSError):
            temporary.unlink()
        raise SaveFailed(_failure_message(named, error, status is not None)) from error
    except BaseException:
        with suppress(OSError):
            temporary.unlink()
        raise
    _sync_directory(target.parent)


def sweep_stale_temporaries(target: Path) -> list[Path]:
    """Remove the temporaries of `target` left by saves that were killed; the ones removed."""
    pattern = re.compile(rf"\.{re.escape(target.name)}\.[0-9a-f]{{8}}\.tmp")
    try:
        names = [entry.name for entry in os.scandir(target.parent)]
    except OSError:
        return []
    removed = []
    for name in names:
        if pattern.fullmatch(name) and _is_stale(target.parent / name):
            with suppress(OSError):
                (target.parent / name).unlink()
                removed.append(target.parent / name)
    return removed


def _is_stale(temporary: Path) -> bool:
    """Whether a temporary is a regular file no save is writing (not locked, or very old)."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        descriptor = os.open(temporary, flags)
    except OSError:
        return False
    try:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            return False
        age = time.time() - status.st_mtime
        if age >= STALE_SECONDS:
            return True
        return age >= _GRACE_SECONDS and _unlocked(descriptor)
    finally:
        os.close(descriptor)  # also drops the flock `_unlocked` may have taken


def _unlocked(descriptor: int) -> bool:
    """Whether no one holds a flock on the open file (False when the system cannot tell)."""
    if sys.platform == "win32":
        return False
    import fcntl

    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _write_synced(
    path: Path, data: bytes, mode: int = 0o666, previous: os.stat_result | None = None
) -> None:
    """Create `path` (it must not exist), write everything, and flush it to the disk.

    With `previous` (the file being replaced), the new file gets its mode and owner."""
    descriptor = os.open(
        path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), mode
    )
    with os.fdopen(descriptor, "wb") as handle:
        _lock(handle.fileno())
        if previous is not None:
            _keep_mode_and_owner(handle.fileno(), previous, mode)
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())


def _lock(descriptor: int) -> None:
    """Mark the temporary as being written (see `sweep_stale_temporaries`)."""
    if sys.platform == "win32":
        return
    import fcntl

    with suppress(OSError):
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)


def _keep_mode_and_owner(descriptor: int, previous: os.stat_result, mode: int) -> None:
    """Give the new file the old one's permission bits (within `mode`'s) and, if allowed, owner."""
    if sys.platform == "win32":
        return
    if (previous.st_uid, previous.st_gid) != (os.geteuid(), os.getegid()):
        with suppress(OSError):
            os.fchown(descriptor, previous.st_uid, previous.st_gid)
    with suppress(OSError):
        os.fchmod(descriptor, stat.S_IMODE(previous.st_mode) & (mode | 0o7111))


def _sync_directory(directory: Path) -> None:
    """Make the rename durable; directories cannot be opened for this on Windows."""
    if os.name == "nt":
        return
    with suppress(OSError):
        descriptor = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


def _failure_message(target: Path, error: OSError, existed: bool) -> str:
    """What went wrong, in the user's words, and what state the file is in."""
    reason = error.strerror or str(error)
    after = "The previous file is unchanged." if existed else "No file was written."
    return f"Could not save {target.name}: {reason}. {after}"
