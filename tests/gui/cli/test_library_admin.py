# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright library setup | grant | revoke`: a file library needs none of it; a shared
PostgreSQL one is set up by its owner, and a player's refused change is one line."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from gui.cli import target as cli_target
from tests.gui.cli.test_cli import sw
from tests.model.conftest import postgres_schema, postgres_server_url


def test_a_file_library_needs_no_setup(capsys: pytest.CaptureFixture[str]) -> None:
    assert sw("library", "setup") == 0
    assert capsys.readouterr().out == "A file library (SQLite) is single-user: it needs no setup.\n"
    assert sw("library", "grant", "ilse", "--player", "Keep") == 2
    assert capsys.readouterr().err == (
        "sheetwright: A file library (SQLite) is single-user: there is nobody to let in.\n"
    )


@pytest.fixture
def shared(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[str, str]]:
    """A shared library (its owner's address) and a LOGIN role made for the test."""
    server = postgres_server_url()
    role = f"sw_cli_{uuid.uuid4().hex[:8]}"
    admin = create_engine(server)
    with admin.begin() as connection:
        connection.execute(text(f'CREATE ROLE "{role}" LOGIN'))
    try:
        with postgres_schema() as url:
            monkeypatch.setenv("SHEETWRIGHT_DATABASE_URL", url)
            yield url, role
            cli_target.library().engine.dispose()
            cli_target.library.cache_clear()
    finally:
        with admin.begin() as connection:
            connection.execute(text(f'DROP ROLE IF EXISTS "{role}"'))
        admin.dispose()


@pytest.mark.postgres
def test_the_owner_sets_up_and_lets_a_player_in(
    shared: tuple[str, str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    url, role = shared
    assert sw("campaign", "new", "Keep") == 0
    assert sw("library", "grant", role, "--player", "Keep") == 2
    assert "run `sheetwright library setup` first" in capsys.readouterr().err
    assert sw("library", "setup") == 0
    assert sw("library", "setup") == 0  # again, after an upgrade: nothing breaks
    assert "row-level security on its" in capsys.readouterr().out
    assert sw("library", "grant", "sw_nobody_at_all", "--gm", "Keep") == 2
    assert capsys.readouterr().err.startswith(
        "sheetwright: There is no database role 'sw_nobody_at_all' on this server"
    )
    assert sw("library", "grant", role, "--player", "Keep") == 0
    assert capsys.readouterr().out == f"{role} now plays in Keep.\n"
    # The player, on their own connection, may read the campaign but not rename it.
    cli_target.library().engine.dispose()
    cli_target.library.cache_clear()
    monkeypatch.setenv(
        "SHEETWRIGHT_DATABASE_URL",
        make_url(url).set(username=role).render_as_string(hide_password=False),
    )
    assert sw("campaign", "show", "Keep") == 0
    capsys.readouterr()
    assert sw("campaign", "rename", "Keep", "Mine") == 2
    err = capsys.readouterr().err
    assert err.startswith("sheetwright: Only the GM of Keep (")
    assert err.count("\n") == 1
    cli_target.library().engine.dispose()
    cli_target.library.cache_clear()
    monkeypatch.setenv("SHEETWRIGHT_DATABASE_URL", url)
    assert sw("library", "revoke", role, "Keep") == 0
    assert sw("library", "revoke", role, "Keep") == 0
    assert capsys.readouterr().out.splitlines() == [
        f"{role} no longer plays in or runs Keep.",
        f"{role} had no part in Keep; nothing was changed.",
    ]
