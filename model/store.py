# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The base of the repository: short transactions on an engine, and lookups that say what is missing."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TypeVar

from sqlalchemy import Engine
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session, sessionmaker

from model.change_rights import campaign_refusal, identity, refused_write
from model.errors import LibraryError, NotAllowedError, NotFoundError
from model.tables import Base, Campaign

T = TypeVar("T", bound=Base)


class Store:
    """Owns the session factory; every public method runs in its own short transaction."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._sessions = sessionmaker(engine, expire_on_commit=False)

    @contextmanager
    def _transaction(self) -> Iterator[Session]:
        """One transaction: committed when the block ends, rolled back if it raises; a write
        a shared library's row security refuses raises NotAllowedError."""
        try:
            with self._sessions.begin() as session:
                yield session
        except DBAPIError as error:
            refusal = refused_write(error)
            if refusal is None:
                raise
            raise NotAllowedError(refusal) from None

    @staticmethod
    def _get(session: Session, model: type[T], key: str, what: str) -> T:
        """The row with that primary key, or NotFoundError naming what was looked for."""
        row = session.get(model, key)
        if row is None:
            raise NotFoundError(f"There is no {what} with id '{key}' in the library.")
        return row

    def _changeable_campaign(self, session: Session, campaign_id: str) -> Campaign:
        """The campaign, if this role may change it (in a shared library, its GM); else
        NotAllowedError saying who may (the database refuses it anyway)."""
        row = self._get(session, Campaign, campaign_id, "campaign")
        who = identity(self.engine)
        refusal = campaign_refusal(row, who.role) if who.restricted else None
        if refusal is not None:
            raise NotAllowedError(refusal)
        return row


def clean_name(name: str, what: str) -> str:
    """The name without surrounding spaces; LibraryError if nothing is left."""
    cleaned = name.strip()
    if not cleaned:
        raise LibraryError(f"A {what} needs a name.")
    if len(cleaned) > 200:
        raise LibraryError(f"A {what} name can be at most 200 characters long.")
    return cleaned
