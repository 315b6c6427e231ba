# SPDX-License-Identifier: LicenseRef-Sheetwright
"""This user's signing key: what proves a cache file was written by this user's Sheetwright.

The key is random, kept in the user's data directory and readable by the user alone; a key file
others could read is replaced. Light on purpose (no pydantic): a command reads its caches with
it before the rules are imported.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import stat
from functools import cache
from pathlib import Path

from model.data_paths import data_dir

KEY_FILE = "pack-cache.key"
KEY_BYTES = 32
TAG_BYTES = hashlib.sha256().digest_size


class Refused(ValueError):
    """A signed file that is not ours or not readable as one, or a key that cannot be used."""


def tag(payload: bytes) -> bytes:
    """The HMAC-SHA256 of `payload` under this user's key; Refused if there is no usable key."""
    return hmac.new(user_key(), payload, hashlib.sha256).digest()


def user_key() -> bytes:
    """This user's signing key, made on first use; Refused if it cannot be read or made."""
    return key_at(data_dir() / KEY_FILE)


@cache
def key_at(path: Path) -> bytes:
    """The key kept in `path`, made if there is none."""
    try:
        return _read_key(path)
    except FileNotFoundError:
        return _new_key(path, exclusive=True)
    except Refused:
        return _new_key(path, exclusive=False)  # others could read it: replace it
    except OSError as error:
        raise Refused(f"no signing key ({error.strerror})") from None


def _read_key(path: Path) -> bytes:
    """The key in the file, if only this user can read it and it has the right length."""
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    with os.fdopen(descriptor, "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise Refused("the signing key is not a file")
        if os.name == "posix" and (info.st_mode & 0o077 or info.st_uid != os.getuid()):
            raise Refused("others could read or change the signing key")
        key = handle.read(KEY_BYTES + 1)
    if len(key) != KEY_BYTES:
        raise Refused("the signing key has the wrong length")
    return key


def _new_key(path: Path, *, exclusive: bool) -> bytes:
    """A fresh random key written to `path` (readable by this user only)."""
    key = secrets.token_bytes(KEY_BYTES)
    target = path if exclusive else path.with_name(f"{KEY_FILE}.{secrets.token_hex(4)}")
    try:
        descriptor = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(key)
        if not exclusive:
            os.replace(target, path)
    except FileExistsError:  # another Sheetwright made it just now: use that one
        return _read_key(path)
    except OSError as error:
        raise Refused(f"no signing key ({error.strerror})") from None
    return key
