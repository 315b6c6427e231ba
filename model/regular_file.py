# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Reading a file someone named: regular files only, and never more than a limit.

A name can lead to a pipe (which never ends, or never starts), a device such as /dev/zero
(endless) or a folder. The file is opened without waiting (O_NONBLOCK, so a FIFO with no writer
does not hang), checked with fstat on the open descriptor (no race with a swapped name), and
read up to the limit plus one byte, so a file growing while read is caught too.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


class FileRefused(OSError):
    """A file that is not read: `reason` completes "NAME …" (e.g. "is a named pipe (FIFO), …")."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class FileTooLarge(FileRefused):
    """A regular file over the limit; `size` is what was found (at least limit + 1)."""

    def __init__(self, size: int, limit: int) -> None:
        super().__init__(f"is larger than the {limit} bytes this accepts")
        self.size = size
        self.limit = limit


def kind_of(mode: int) -> str:
    """What a non-regular file is, in words."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def not_regular(mode: int) -> str:
    """The reason to refuse a non-regular file: completes "NAME …"."""
    return f"is {kind_of(mode)}, not a regular file, so it was not read"


def read_regular(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes.

    FileTooLarge over the limit, FileRefused for a folder, pipe, device or socket, and the
    usual OSError (FileNotFoundError, PermissionError, …) when it cannot be opened."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    flags |= getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        descriptor = os.open(Path(path), flags)
    except IsADirectoryError:  # Windows cannot open folders
        raise FileRefused(not_regular(stat.S_IFDIR)) from None
    try:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            raise FileRefused(not_regular(status.st_mode))
        if status.st_size > limit:
            raise FileTooLarge(status.st_size, limit)
        chunks: list[bytes] = []
        got = 0
        size = status.st_size + 1  # the whole file and one byte more, unless it grows meanwhile
        while got <= limit:
            chunk = os.read(descriptor, min(size, limit + 1 - got))
            size = 1 << 16  # a read allocates its whole size first: never megabytes for nothing
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
        if got > limit:
            raise FileTooLarge(got, limit)
        return b"".join(chunks)
    finally:
        os.close(descriptor)
