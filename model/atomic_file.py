# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Writing a file so that it is either entirely the new content or still the old one."""

from __future__ import annotations

import os
import secrets
from contextlib import suppress
from pathlib import Path

from model.errors import SaveFailed


def write_atomic(path: str | os.PathLike[str], data: bytes, mode: int = 0o666) -> None:
    """Write `data` to `path` via a temporary file and a rename; SaveFailed if that fails.

    `mode` is the new file's permission bits (before the umask): 0o600 for a secret."""
    target = Path(path)
    existed = target.exists()
    temporary = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
    try:
        _write_synced(temporary, data, mode)
        os.replace(temporary, target)
    except OSError as error:
        with suppress(OSError):
            temporary.unlink()
        raise SaveFailed(_failure_message(target, error, existed)) from error
    except BaseException:
        with suppress(OSError):
            temporary.unlink()
        raise
    _sync_directory(target.parent)


def _write_synced(path: Path, data: bytes, mode: int = 0o666) -> None:
    """Create `path` (it must not exist), write everything, and flush it to the disk."""
    descriptor = os.open(
        path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), mode
    )
    with os.fdopen(descriptor, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())


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
