# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Alembic environment: runs on the connection `model.database` hands over, no alembic.ini."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection, create_engine

from model.data_paths import database_url
from model.tables import Base


def _run(connection: Connection) -> None:
    """Apply the pending migrations on one connection, in its transaction."""
    context.configure(
        connection=connection,
        target_metadata=Base.metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations() -> None:
    """Use the connection from `config.attributes`, else connect to the configured database."""
    connection = context.config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    url = context.config.get_main_option("sqlalchemy.url") or database_url()
    engine = create_engine(url)
    try:
        with engine.begin() as fresh:
            _run(fresh)
    finally:
        engine.dispose()


run_migrations()
