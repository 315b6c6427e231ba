# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Pickles only this user's Sheetwright wrote: signed with a per-user key, read back restricted.

A cache of validated content is read on every command, and validating it again builds every
content schema of the system; a pickle skips that, but a pickle can run code. So each one is
signed (HMAC-SHA256) with a random key kept in the user's data directory, readable by the user
alone (`model.user_key`); a file signed with another key (copied from elsewhere, edited,
truncated) is refused before a byte of it is unpickled. As a second wall, unpickling may only make the rules' own
content classes (pydantic models, enums and dataclasses of `rules.*`).
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import hmac
import io
import pickle
from typing import Any

from pydantic import BaseModel

from model.user_key import KEY_BYTES, KEY_FILE, Refused, user_key

__all__ = ["KEY_BYTES", "KEY_FILE", "Refused", "dumps", "loads"]

MAGIC = b"sheetwright-signed-pickle-1\n"
_TAG_BYTES = hashlib.sha256().digest_size


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
    return user_key()
