# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The errors of the library and the file format, each carrying a message for the user."""

from __future__ import annotations


class LibraryError(Exception):
    """Base of every storage error; `str(error)` is a sentence the user can read."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class NotFoundError(LibraryError):
    """A character, campaign or pack that is not in the library."""


class ConflictError(LibraryError):
    """A change refused because someone else changed the same thing first."""


class NewerDatabaseError(LibraryError):
    """The database was written by a newer Sheetwright; nothing was changed."""


class ImportRefused(LibraryError):
    """A character file that cannot be imported, with the reason in one line."""


class SaveFailed(LibraryError):
    """A file that could not be written; the previous file is unchanged."""


INSUFFICIENT_PRIVILEGE = "42501"  # PostgreSQL's SQLSTATE for a permission or policy refusal


class NotAllowedError(LibraryError):
    """A change the shared library's row security refuses to this database role, saying who may
    make it."""
