# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Model fixtures: a library on SQLite always, and on PostgreSQL when a server is given."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from sqlalchemy import Engine, create_engine, text
from sqlalchemy.engine import make_url

from model.database import open_engine
from model.library import Library

POSTGRES_ENV = "SHEETWRIGHT_TEST_POSTGRES_URL"

BACKENDS = [
    pytest.param("sqlite", id="sqlite"),
    pytest.param("postgresql", id="postgresql", marks=pytest.mark.postgres),
]


def postgres_server_url() -> str:
    """The test server's URL; in CI its absence is a failure, elsewhere a skip."""
    url = os.environ.get(POSTGRES_ENV)
    if url:
        return url
    if os.environ.get("CI") == "true":
        pytest.fail(
            f"{POSTGRES_ENV} is not set, but CI=true: the PostgreSQL tests must run in CI. "
            "Run the suite through .ci/run, which starts a temporary server.",
            pytrace=False,
        )
    pytest.skip(f"no PostgreSQL: set {POSTGRES_ENV} or run .ci/run")


@contextmanager
def postgres_schema() -> Iterator[str]:
    """A URL whose connections use a fresh, empty schema, dropped afterwards."""
    server = make_url(postgres_server_url())
    schema = f"sw_test_{uuid.uuid4().hex[:16]}"
    admin = create_engine(server)
    with admin.begin() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    try:
        scoped = server.update_query_dict({"options": f"-csearch_path={schema}"})
        yield scoped.render_as_string(hide_password=False)
    finally:
        with admin.begin() as connection:
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


@pytest.fixture(params=BACKENDS)
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An empty database of each backend, as a URL."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'library.sqlite3'}"
        return
    with postgres_schema() as url:
        yield url


@pytest.fixture
def engine(database_url: str) -> Iterator[Engine]:
    """An engine on the migrated test database."""
    opened = open_engine(database_url)
    yield opened
    opened.dispose()


@pytest.fixture
def library(engine: Engine) -> Library:
    """The library on the test database."""
    return Library(engine)


@pytest.fixture
def other_library(database_url: str, engine: Engine) -> Iterator[Library]:
    """A second library on the same database, as another Sheetwright would have."""
    opened = open_engine(database_url)
    yield Library(opened)
    opened.dispose()
