# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright library …`: who may change what in a shared PostgreSQL library.

`setup` is run by the library's owner (the database role that owns its tables), once and again
after an upgrade; `grant ROLE --gm|--player CAMPAIGN` lets someone's own role in. The database
itself then refuses every change a role may not make. A file library is single-user."""

from __future__ import annotations

import argparse

from gui.cli.campaign import find_campaign
from gui.cli.errors import CliError
from gui.cli.target import library

SINGLE_USER = "A file library (SQLite) is single-user: it needs no setup."


def run(args: argparse.Namespace) -> int:
    """Run `library ACTION …`."""
    return _ACTIONS[args.library_action](args)


def _setup(args: argparse.Namespace) -> int:
    if not _shared():
        print(SINGLE_USER)
        return 0
    from model.row_security import USERS, set_up

    tables = set_up(library().engine)  # opening it migrated it: only its owner may
    print(
        f"The shared library is set up: row-level security on its {len(tables)} tables, and "
        f"the role {USERS} for everyone you let in. Next: "
        "`sheetwright library grant ROLE --gm CAMPAIGN` (or --player)."
    )
    return 0


def _grant(args: argparse.Namespace) -> int:
    _require_shared()
    from model.row_security import grant

    as_gm = args.gm is not None
    campaign = find_campaign(args.gm if as_gm else args.player)
    grant(library().engine, args.role, campaign.id, as_gm=as_gm)
    if as_gm:
        print(f"{args.role} is now the GM of {campaign.name}.")
    else:
        print(f"{args.role} now plays in {campaign.name}.")
    return 0


def _revoke(args: argparse.Namespace) -> int:
    _require_shared()
    from model.row_security import revoke

    campaign = find_campaign(args.campaign)
    if revoke(library().engine, args.role, campaign.id):
        print(f"{args.role} no longer plays in or runs {campaign.name}.")
    else:
        print(f"{args.role} had no part in {campaign.name}; nothing was changed.")
    return 0


def _shared() -> bool:
    """Whether the library is a PostgreSQL database (read from its address, not opened)."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    from model.data_paths import database_url

    try:
        return make_url(database_url()).get_backend_name() == "postgresql"
    except ArgumentError:
        library()  # opening it says what is wrong with the address
        raise


def _require_shared() -> None:
    if not _shared():
        raise CliError("A file library (SQLite) is single-user: there is nobody to let in.")


_ACTIONS = {"setup": _setup, "grant": _grant, "revoke": _revoke}
