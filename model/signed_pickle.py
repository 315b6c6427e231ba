# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Pickles only this user's Sheetwright wrote: signed with a per-user key, read back restricted.

A cache of validated content is read on every command, and validating it again builds every
content schema of the system; a pickle skips that, but a pickle can run code. So each one is
signed (HMAC-SHA256) with a random key kept in the user's data directory, readable by the user
alone; a file signed with another key (copied from elsewhere, edited, truncated) is refused
before a byte of it is unpickled. As a second wall, unpickling may only make the rules' own
content classes (pydantic models, enums and dataclasses of `rules.*`).
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import hmac
import io
import os
import pickle
import secrets
import stat
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from model.data_paths import data_dir

MAGIC = b"sheetwright-signed-pickle-1\n"
KEY_FILE = "pack-cache.key"
KEY_BYTES = 32
_TAG_BYTES = hashlib.sha256().digest_size


class Refused(ValueError):
    """A signed pickle that is not ours, or not readable as one."""


def dumps(value: Any) -> bytes:
    """The value pickled and signed; Refused if this user has no usable key."""
    payload = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    return MAGIC + _tag(payload) + payload


def loads(data: bytes) -> Any:
    """The value of a signed pickle of ours; Refused if the signature or a class is wrong."""
    if not data.startswith(MAGIC):
        raise Refused("not a signed pickle")
    body = data[len(MAGIC) :]
    tag, payload = body[:_TAG_BYTES], body[_TAG_BYTES:]
    if not hmac.compare_digest(tag, _tag(payload)):
        raise Refused("signed with another key, or changed since")
    try:
        return _Restricted(io.BytesIO(payload)).load()
    except Refused:
        raise
    except Exception as error:  # a signed file of ours that this release cannot read
        raise Refused(f"unreadable ({type(error).__name__})") from None


def _tag(payload: bytes) -> bytes:
    return hmac.new(_key(), payload, hashlib.sha256).digest()


class _Restricted(pickle.Unpickler):
    """Makes only the rules' content classes: pydantic models, enums and dataclasses."""

    def find_class(self, module: str, name: str) -> Any:
        """The class if it is one of those; Refused for anything else (a function, `os`…)."""
        if module != "rules" and not module.startswith("rules."):
            raise Refused(f"{module}.{name} is not allowed")
        found = super().find_class(module, name)
        if not isinstance(found, type) or not (
            issubclass(found, BaseModel | enum.Enum) or dataclasses.is_dataclass(found)
        ):
            raise Refused(f"{module}.{name} is not allowed")
        return found


def _key() -> bytes:
    """This user's signing key, made on first use; Refused if it cannot be read or made."""
    return _key_at(data_dir() / KEY_FILE)


@cache
def _key_at(path: Path) -> bytes:
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
