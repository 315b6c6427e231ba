# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A shared PostgreSQL library's roles and row-level security: who may read and change what,
enforced by the database for every connection, hand-written SQL included.

The library's owner (the role owning the tables, which row security never restricts) runs
`set_up` once and again after an upgrade; everyone else is a member of `USERS` and sees:
characters they own or that are in a campaign they play in or run; they change their own, a GM
every character of their campaigns, the campaign itself, its packs and party actions. Who runs
and plays in a campaign (campaigns.gm, campaign_players) only the owner changes, with `grant`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import Connection, Engine, inspect, text, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.exc import DBAPIError

from model.errors import INSUFFICIENT_PRIVILEGE, LibraryError
from model.tables import Campaign, campaign_players

USERS = "sheetwright_users"  # the group role every player and GM is granted
ME = "current_user::text"
# SECURITY DEFINER, so that the policies of campaigns and campaign_players, which read each
# other, do not recurse; `who` is passed in, as current_user inside them is their owner.
_FUNCTIONS = {
    "sheetwright_runs": "SELECT EXISTS (SELECT 1 FROM campaigns WHERE id = $1 AND gm = $2)",
    "sheetwright_plays_in": (
        "SELECT EXISTS (SELECT 1 FROM campaign_players WHERE campaign_id = $1 AND role = $2)"
    ),
}


def _runs(campaign: str) -> str:
    return f"sheetwright_runs({campaign}, {ME})"


def _in(campaign: str) -> str:
    return f"({_runs(campaign)} OR sheetwright_plays_in({campaign}, {ME}))"


_MAY_CHANGE = f"(owner = {ME} OR {_runs('campaign_id')})"
# A character stays in no campaign or in one its new owner plays in: nobody moves theirs
# into a campaign they have no part in, nor gives it away (except the campaign's GM).
_STAYS = (
    f"({_runs('campaign_id')} OR (owner = {ME} AND (campaign_id IS NULL OR {_in('campaign_id')})))"
)
_ITS_CHARACTER = "EXISTS (SELECT 1 FROM characters c WHERE c.id = character_id{})"
_ITS_ACTION = "EXISTS (SELECT 1 FROM party_actions a WHERE a.id = action_id{})"
_GMS_ACTION = _ITS_ACTION.format(f" AND {_runs('a.campaign_id')}")
_BY_GM = (f"FOR ALL USING ({_runs('campaign_id')}) WITH CHECK ({_runs('campaign_id')})",)
_SHARED = ("FOR SELECT USING (true)", "FOR INSERT WITH CHECK (true)")
# Per table, its policies (each names one command); a table not here has none, so row
# security shows its rows to nobody but the owner.
POLICIES: dict[str, tuple[str, ...]] = {
    "characters": (
        f"FOR SELECT USING (owner = {ME} OR {_in('campaign_id')})",
        f"FOR INSERT WITH CHECK (owner = {ME} AND (campaign_id IS NULL OR {_in('campaign_id')}))",
        f"FOR UPDATE USING {_MAY_CHANGE} WITH CHECK {_STAYS}",
        f"FOR DELETE USING {_MAY_CHANGE}",
    ),
    "character_revisions": (
        f"FOR SELECT USING ({_ITS_CHARACTER.format('')})",
        "FOR INSERT WITH CHECK ("
        + _ITS_CHARACTER.format(f" AND (c.owner = {ME} OR {_runs('c.campaign_id')})")
        + ")",
    ),
    "campaigns": (
        f"FOR SELECT USING (gm = {ME} OR sheetwright_plays_in(id, {ME}))",
        f"FOR ALL USING (gm = {ME}) WITH CHECK (gm = {ME})",
    ),
    "campaign_players": (f"FOR SELECT USING {_in('campaign_id')}",),
    "campaign_packs": (f"FOR SELECT USING {_in('campaign_id')}", *_BY_GM),
    "party_actions": (f"FOR SELECT USING {_in('campaign_id')}", *_BY_GM),
    "party_action_characters": (
        f"FOR SELECT USING ({_ITS_ACTION.format('')})",
        f"FOR ALL USING ({_GMS_ACTION}) WITH CHECK ({_GMS_ACTION})",
    ),
    "homebrew_packs": _SHARED,
    # A kept pack text must be the text its fingerprint names (its sha256), or a player could
    # plant other rules under a fingerprint a character pins.
    "content_versions": (
        _SHARED[0],
        "FOR INSERT WITH CHECK (kind <> 'pack' OR "
        "fingerprint = encode(sha256(convert_to(text, 'UTF8')), 'hex'))",
    ),
    "alembic_version": ("FOR SELECT USING (true)",),
}
# What USERS may do to each table (row security narrows it to rows); others: SELECT only.
_GRANTS = {
    **dict.fromkeys(
        ("characters", "campaigns", "campaign_packs", "party_actions", "party_action_characters"),
        "SELECT, INSERT, UPDATE, DELETE",
    ),
    "character_revisions": "SELECT, INSERT",  # a history is only ever added to
    "homebrew_packs": "SELECT, INSERT",
    "content_versions": "SELECT, INSERT",
}  # fmt: skip


def set_up(engine: Engine) -> list[str]:
    """Create USERS if missing, grant it the tables, turn row security on and (re)create the
    policies, in one transaction; the tables it covered. Safe to run again."""
    if engine.dialect.name != "postgresql":
        raise LibraryError("A file library (SQLite) is single-user: it needs no setup.")
    with _as_owner(engine) as connection:
        _create_group(connection)
        return apply(connection)


@contextmanager
def _as_owner(engine: Engine) -> Iterator[Connection]:
    """A transaction for the owner's work; LibraryError saying so if this role may not."""
    try:
        with engine.begin() as connection:
            yield connection
    except DBAPIError as error:
        if getattr(error.orig, "sqlstate", None) != INSUFFICIENT_PRIVILEGE:
            raise
        raise LibraryError(_only_the_owner(engine)) from None


def is_set_up(connection: Connection) -> bool:
    """Whether row security is on in this library (so an upgrade must apply it again)."""
    query = text("SELECT relrowsecurity FROM pg_class WHERE oid = to_regclass('characters')")
    return bool(connection.execute(query).scalar())


def apply(connection: Connection) -> list[str]:
    """Grants, row security and policies on every table of the schema, USERS existing."""
    quote = connection.dialect.identifier_preparer.quote_identifier
    schema = connection.execute(text("SELECT current_schema()")).scalar_one()
    connection.execute(text(f"GRANT USAGE ON SCHEMA {quote(schema)} TO {USERS}"))
    for name, body in _FUNCTIONS.items():
        connection.execute(
            text(
                f"CREATE OR REPLACE FUNCTION {name}(text, text) RETURNS boolean LANGUAGE sql "
                f"STABLE SECURITY DEFINER SET search_path = {quote(schema)}, pg_temp "
                f"AS $$ {body} $$"
            )
        )
        connection.execute(text(f"REVOKE ALL ON FUNCTION {name}(text, text) FROM PUBLIC"))
        connection.execute(text(f"GRANT EXECUTE ON FUNCTION {name}(text, text) TO {USERS}"))
    tables = sorted(inspect(connection).get_table_names())
    for table in tables:
        _secure(connection, quote(table), table)
    return tables


def _secure(connection: Connection, quoted: str, table: str) -> None:
    """One table: USERS's grants, row security on, its policies made anew."""
    connection.execute(text(f"REVOKE ALL ON {quoted} FROM {USERS}"))
    connection.execute(text(f"GRANT {_GRANTS.get(table, 'SELECT')} ON {quoted} TO {USERS}"))
    connection.execute(text(f"ALTER TABLE {quoted} ENABLE ROW LEVEL SECURITY"))
    existing = connection.execute(
        text(
            "SELECT policyname FROM pg_policies WHERE schemaname = current_schema() AND tablename = :t"
        ),
        {"t": table},
    ).scalars()
    quote = connection.dialect.identifier_preparer.quote_identifier
    for policy in list(existing):
        connection.execute(text(f"DROP POLICY IF EXISTS {quote(policy)} ON {quoted}"))
    for number, policy in enumerate(POLICIES.get(table, ()), start=1):
        connection.execute(text(f"CREATE POLICY {quote(f'{table}_{number}')} ON {quoted} {policy}"))


def _create_group(connection: Connection) -> None:
    """USERS, unless it exists (another library on the server may have made it)."""
    exists = text("SELECT 1 FROM pg_roles WHERE rolname = :r")
    if connection.execute(exists, {"r": USERS}).first() is None:
        connection.execute(
            text(
                f"DO $$ BEGIN CREATE ROLE {USERS} NOLOGIN; "
                "EXCEPTION WHEN duplicate_object THEN NULL; END $$"
            )
        )


def _only_the_owner(engine: Engine) -> str:
    """Why the owner's work was refused: it takes the owner of the tables (and the right to
    manage roles)."""
    with engine.connect() as connection:
        owner, me = connection.execute(
            text(
                "SELECT pg_get_userbyid(relowner)::text, current_user::text FROM pg_class "
                "WHERE oid = to_regclass('characters')"
            )
        ).one()
    if owner != me:
        return (
            f"Only the library's owner ({owner}) may set it up and let people in; you are "
            f"connected as {me}."
        )
    return (
        f"Setting up the library and letting people in need a role allowed to manage roles; "
        f"{me} is not (ask the server's administrator for CREATEROLE)."
    )


def grant(engine: Engine, role: str, campaign_id: str, *, as_gm: bool) -> None:
    """Let a database role into the library, as the campaign's GM or as one of its players."""
    with _as_owner(engine) as connection:
        _require_role(connection, role)
        quote = connection.dialect.identifier_preparer.quote_identifier
        connection.execute(text(f"GRANT {USERS} TO {quote(role)}"))
        if as_gm:
            connection.execute(update(Campaign).where(Campaign.id == campaign_id).values(gm=role))
            return
        row = {"campaign_id": campaign_id, "role": role}
        connection.execute(insert(campaign_players).values(row).on_conflict_do_nothing())


def revoke(engine: Engine, role: str, campaign_id: str) -> bool:
    """Take a role out of a campaign (as GM and as player); whether it had a part in it."""
    columns = campaign_players.c
    with _as_owner(engine) as connection:
        played = connection.execute(
            campaign_players.delete().where(
                columns.campaign_id == campaign_id, columns.role == role
            )
        ).rowcount
        ran = connection.execute(
            update(Campaign).where(Campaign.id == campaign_id, Campaign.gm == role).values(gm=None)
        ).rowcount
    return bool(played or ran)


def _require_role(connection: Connection, role: str) -> None:
    """LibraryError unless the library is set up and the role exists on the server."""
    if not is_set_up(connection):
        raise LibraryError(
            "The shared library is not set up yet; run `sheetwright library setup` first."
        )
    exists = text("SELECT 1 FROM pg_roles WHERE rolname = :r")
    if connection.execute(exists, {"r": role}).first() is None:
        raise LibraryError(
            f"There is no database role '{role}' on this server; create it first "
            f"(CREATE ROLE {role} LOGIN PASSWORD '…')."
        )
