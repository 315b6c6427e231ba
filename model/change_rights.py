# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Who may change what in a shared PostgreSQL library, in words: the database role a library
connects as, whether row security restricts it, and the sentence for a change it may not make.

The database enforces the rules (see `model.row_security`); this module only explains them, so
the app can show read-only what the user may not change, and a refused write says who may."""

from __future__ import annotations

import re
import weakref
from dataclasses import dataclass

from sqlalchemy import Engine, text
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session

from model.errors import INSUFFICIENT_PRIVILEGE
from model.tables import Campaign, Character


@dataclass(frozen=True)
class Identity:
    """Who a library's connections are: the role (None on SQLite) and whether row security
    applies to it (the owner of the tables, a superuser and SQLite are never restricted)."""

    role: str | None
    restricted: bool


_UNRESTRICTED = Identity(None, False)
_identities: weakref.WeakKeyDictionary[Engine, Identity] = weakref.WeakKeyDictionary()
_IDENTITY = text(
    "SELECT current_user::text, "
    "COALESCE((SELECT c.relrowsecurity AND NOT pg_has_role(c.relowner, 'USAGE') "
    "FROM pg_class c WHERE c.oid = to_regclass('characters')), false) "
    "AND NOT (SELECT r.rolsuper OR r.rolbypassrls FROM pg_roles r WHERE r.rolname = current_user)"
)


def identity(engine: Engine) -> Identity:
    """The engine's role and restriction, asked once per engine."""
    if engine.dialect.name != "postgresql":
        return _UNRESTRICTED
    known = _identities.get(engine)
    if known is None:
        with engine.connect() as connection:
            role, restricted = connection.execute(_IDENTITY).one()
        known = _identities[engine] = Identity(str(role), bool(restricted))
    return known


def character_refusal(session: Session, row: Character, role: str | None) -> str | None:
    """None if `role` may change the character (its owner, or its campaign's GM); else who may."""
    if role is None or row.owner == role:
        return None
    campaign = session.get(Campaign, row.campaign_id) if row.campaign_id is not None else None
    if campaign is not None and campaign.gm == role:
        return None
    who = [f"{row.name}'s owner ({row.owner})"] if row.owner else []
    if campaign is not None and campaign.gm:
        who.append(f"the GM of {campaign.name} ({campaign.gm})")
    if not who:
        return f"Only the library's owner may change {row.name}."
    return f"Only {' or '.join(who)} may change {row.name}."


def campaign_refusal(row: Campaign, role: str | None) -> str | None:
    """None if `role` is the campaign's GM; else who may change it."""
    if role is None or row.gm == role:
        return None
    if not row.gm:
        return f"Only the library's owner may change {row.name}; it has no GM yet."
    return f"Only the GM of {row.name} ({row.gm}) may change it, its packs and its party actions."


# What a refused write to each table was about, for the sentence of `refused_write`.
_ABOUT = {
    "characters": "that character: a player changes the characters they own, the GM of a "
    "campaign every character in it",
    "campaigns": "that campaign: only its GM changes it, its packs and its party actions",
    "campaign_players": "who plays in a campaign: the library's owner decides that "
    "(sheetwright library grant)",
    "homebrew_packs": "homebrew packs: anyone adds them, only the library's owner changes them",
}
_ABOUT |= {
    "character_revisions": _ABOUT["characters"],
    "campaign_packs": _ABOUT["campaigns"],
    "party_actions": _ABOUT["campaigns"],
    "party_action_characters": _ABOUT["campaigns"],
    "content_versions": _ABOUT["homebrew_packs"],
}
_TABLE = re.compile(r'(?:table|relation) "?([A-Za-z_][A-Za-z0-9_]*)"?')


def refused_write(error: BaseException) -> str | None:
    """The sentence for a write the database refused to this role (a permission or a row
    security policy), or None if the error is something else."""
    if not isinstance(error, DBAPIError):
        return None
    if getattr(error.orig, "sqlstate", None) != INSUFFICIENT_PRIVILEGE:
        return None
    found = _TABLE.search(str(error.orig))
    about = _ABOUT.get(found[1] if found else "", "that")
    return f"The shared library does not let you change {about}. Nothing was changed."
