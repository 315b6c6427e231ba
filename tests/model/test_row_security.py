# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A shared PostgreSQL library refuses, in the database itself, what a role may not change:
a GM and two players, each connected as their own role, try the Library and hand-written SQL.

Runs against the real server of `.ci/run` (SHEETWRIGHT_TEST_POSTGRES_URL); the roles are made
with unique names for the run and dropped afterwards (roles belong to the whole server)."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pytest
from sqlalchemy import Engine, create_engine, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError

from model.database import NEEDS_UPGRADE, alembic_config, open_engine
from model.errors import LibraryError, NotAllowedError, NotFoundError
from model.library import Library
from model.party_store import PartySave
from model.row_security import grant, set_up
from tests.model.conftest import postgres_schema, postgres_server_url
from tests.model.documents import vex

pytestmark = pytest.mark.postgres
KEEP = "The Drowned Keep"
BRAM_REFUSED = "Only Bram's owner ({pb}) or the GM of The Drowned Keep ({gm}) may change Bram."
KEEP_REFUSED = (
    "Only the GM of The Drowned Keep ({gm}) may change it, its packs and its party actions."
)


@dataclass
class World:
    """The shared library: its owner's, the GM's and the two players' libraries, and the ids."""

    url: str
    owner: Library
    gm: Library
    a: Library
    b: Library
    roles: dict[str, str]
    keep: str
    elsewhere: str
    ilse: str
    bram: str
    stranger: str

    def words(self, sentence: str) -> str:
        """The sentence with this run's role names."""
        return sentence.format(**self.roles)


def _as(url: str, role: str) -> Engine:
    return open_engine(make_url(url).set(username=role).render_as_string(hide_password=False))


@pytest.fixture(scope="module")
def world() -> Iterator[World]:
    """A set-up library: GM `gm` and players `pa` (Ilse) and `pb` (Bram) in The Drowned Keep;
    a Stranger in a campaign none of them is in."""
    postgres_server_url()
    suffix = uuid.uuid4().hex[:8]
    roles = {key: f"sw_{key}_{suffix}" for key in ("gm", "pa", "pb")}
    with _login_roles(list(roles.values())), postgres_schema() as url:
        owner = Library(open_engine(url))
        set_up(owner.engine)
        keep = owner.add_campaign(KEEP).id
        elsewhere = owner.add_campaign("Elsewhere").id
        grant(owner.engine, roles["gm"], keep, as_gm=True)
        for player in ("pa", "pb"):
            grant(owner.engine, roles[player], keep, as_gm=False)
        gm, a, b = (Library(_as(url, roles[key])) for key in ("gm", "pa", "pb"))
        ilse = a.add_character(_doc("Ilse"), keep).id
        bram = b.add_character(_doc("Bram"), keep).id
        stranger = owner.add_character(_doc("Stranger"), elsewhere).id
        try:
            yield World(url, owner, gm, a, b, roles, keep, elsewhere, ilse, bram, stranger)
        finally:
            for library in (owner, gm, a, b):
                library.engine.dispose()


def _doc(name: str) -> dict[str, Any]:
    return vex(id=str(uuid.uuid4()), name=name, packs=[])


@contextmanager
def _login_roles(names: list[str]) -> Iterator[None]:
    """LOGIN roles for the run, dropped afterwards."""
    admin = create_engine(postgres_server_url())
    with admin.begin() as connection:
        for name in names:
            connection.execute(text(f'CREATE ROLE "{name}" LOGIN'))
    try:
        yield
    finally:
        with admin.begin() as connection:
            for name in names:
                connection.execute(text(f'DROP ROLE IF EXISTS "{name}"'))
        admin.dispose()


def _refused(library: Library, sql: str, **params: Any) -> bool:
    """Whether the database refuses the statement to the library's role: an error of
    permission or policy, or no row touched."""
    try:
        with library.engine.begin() as connection:
            return connection.execute(text(sql), params).rowcount == 0
    except DBAPIError as error:
        refusal = error
    return getattr(refusal.orig, "sqlstate", None) == "42501"


def _count(library: Library, sql: str, **params: Any) -> int:
    with library.engine.connect() as connection:
        return int(connection.execute(text(sql), params).scalar_one())


def test_a_player_reads_and_changes_their_own_character(world: World) -> None:
    renamed = world.a.rename_character(world.ilse, "Ilse the Bold")
    assert world.a.get_character(world.ilse).name == "Ilse the Bold"
    assert world.a.may_change(renamed) is None
    world.a.rename_character(world.ilse, "Ilse")
    with world.owner.engine.connect() as connection:
        owner = connection.execute(
            text("SELECT owner FROM characters WHERE id = :id"), {"id": world.ilse}
        )
        assert owner.scalar_one() == world.roles["pa"]


def test_a_player_cannot_read_another_campaigns_characters(world: World) -> None:
    listed = {record.id for record in world.a.list_characters()}
    assert {world.ilse, world.bram} <= listed
    assert world.stranger not in listed
    assert _count(world.a, "SELECT count(*) FROM characters WHERE id = :id", id=world.stranger) == 0
    assert _count(world.a, "SELECT count(*) FROM campaigns WHERE id = :id", id=world.elsewhere) == 0
    with pytest.raises(NotFoundError):
        world.a.get_character(world.stranger)


def test_hand_written_sql_cannot_change_another_players_character(world: World) -> None:
    bram = {"id": world.bram}
    assert _refused(world.a, "UPDATE characters SET name = 'x' WHERE id = :id", **bram)
    assert _refused(world.a, "DELETE FROM characters WHERE id = :id", **bram)
    assert _refused(
        world.a, "UPDATE character_revisions SET summary = 'x' WHERE character_id = :id", **bram
    )
    assert _refused(
        world.a,
        "INSERT INTO character_revisions (character_id, number, document, created_at, summary, "
        "kind, redo) VALUES (:id, 99, '{}', now(), 'x', 'change', '[]')",
        **bram,
    )
    assert world.owner.get_character(world.bram).name == "Bram"


def test_a_player_cannot_give_their_character_away_or_move_it_out_of_reach(world: World) -> None:
    ilse = {"id": world.ilse}
    assert _refused(
        world.a, f"UPDATE characters SET owner = '{world.roles['pb']}' WHERE id = :id", **ilse
    )
    assert _refused(
        world.a, "UPDATE characters SET campaign_id = :c WHERE id = :id", c=world.elsewhere, **ilse
    )
    assert world.owner.get_character(world.ilse).campaign_id == world.keep


def test_a_player_cannot_add_a_character_owned_by_someone_else(world: World) -> None:
    insert = (
        "INSERT INTO characters (id, name, system, ruleset_version, document, version, "
        "created_at, updated_at, owner, campaign_id) "
        "VALUES (:id, 'Forged', 'gravedust', '1', '{}', 1, now(), now(), :owner, :campaign)"
    )
    who = world.roles
    assert _refused(world.a, insert, id=str(uuid.uuid4()), owner=who["pb"], campaign=world.keep)
    assert _refused(world.a, insert, id=str(uuid.uuid4()), owner=None, campaign=None)
    assert _refused(
        world.a, insert, id=str(uuid.uuid4()), owner=who["pa"], campaign=world.elsewhere
    )


def test_a_player_cannot_change_the_campaign_its_packs_or_party_actions(world: World) -> None:
    keep = {"c": world.keep}
    assert _refused(world.a, "UPDATE campaigns SET name = 'x' WHERE id = :c", **keep)
    assert _refused(world.a, "DELETE FROM campaigns WHERE id = :c", **keep)
    assert _refused(
        world.a,
        "INSERT INTO campaigns (id, name, notes, created_at, updated_at, gm) "
        "VALUES (:id, 'Mine', '', now(), now(), :gm)",
        id=str(uuid.uuid4()),
        gm=world.roles["gm"],
    )
    world.owner.add_pack("house-pack", "gravedust", "House pack", "1", "entries: []")
    assert _refused(world.a, "INSERT INTO campaign_packs VALUES (:c, 'house-pack')", **keep)
    assert _refused(world.a, "UPDATE homebrew_packs SET name = 'x'")
    assert _refused(world.a, "DELETE FROM homebrew_packs")
    assert _refused(
        world.a,
        "INSERT INTO party_actions (id, campaign_id, summary, created_at) "
        "VALUES (:id, :c, 'x', now())",
        id=str(uuid.uuid4()),
        **keep,
    )
    assert world.owner.get_campaign(world.keep).name == KEEP
    forged = (
        "INSERT INTO content_versions (fingerprint, kind, system, name, version, text, "
        "created_at) VALUES (:f, 'pack', 'gravedust', 'x', '1', 'entries: []', now())"
    )
    assert _refused(world.a, forged, f="0" * 64)
    world.a.add_pack("players-pack", "gravedust", "Ilse's pack", "1", "entries: [1]")
    assert world.owner.get_pack("players-pack").name == "Ilse's pack"


def test_nobody_but_the_owner_changes_who_plays(world: World) -> None:
    for library in (world.gm, world.a):
        assert _refused(
            library, "INSERT INTO campaign_players VALUES (:c, 'someone')", c=world.keep
        )
        assert _refused(library, "DELETE FROM campaign_players")
        assert _refused(library, "UPDATE campaigns SET gm = 'someone' WHERE id = :c", c=world.keep)
    # Reading them works, without the policies of campaigns and players recursing.
    players = "SELECT count(*) FROM campaign_players WHERE campaign_id = :c"
    assert _count(world.a, players, c=world.keep) == 2
    assert _count(world.gm, "SELECT count(*) FROM campaigns") == 1


def test_the_gm_changes_every_character_and_the_campaign(world: World) -> None:
    world.gm.rename_character(world.bram, "Bram (GM)")
    world.gm.rename_character(world.bram, "Bram")
    world.gm.set_campaign_notes(world.keep, "Session 12 next week")
    world.gm.set_campaign_packs(world.keep, [])
    assert world.gm.may_change(world.gm.get_character(world.ilse)) is None
    assert world.gm.may_change(world.gm.get_campaign(world.keep)) is None
    assert _refused(world.gm, "UPDATE characters SET name = 'x' WHERE id = :id", id=world.stranger)


def test_the_library_says_who_may_change_what(world: World) -> None:
    bram = world.a.get_character(world.bram)
    sentence = world.words(BRAM_REFUSED)
    assert world.a.may_change(bram) == sentence
    for change in (
        lambda: world.a.rename_character(world.bram, "x"),
        lambda: world.a.save_character(world.bram, bram.document, bram.version),
        lambda: world.a.trash_character(world.bram),
        lambda: world.a.purge_character(world.bram),
    ):
        with pytest.raises(NotAllowedError) as refused:
            change()
        assert str(refused.value) == sentence
    keep = world.a.get_campaign(world.keep)
    assert world.a.may_change(keep) == world.words(KEEP_REFUSED)
    with pytest.raises(NotAllowedError, match="Only the GM of The Drowned Keep"):
        world.a.rename_campaign(world.keep, "Mine now")
    assert world.owner.may_change(bram) is None


def test_a_write_the_database_refuses_is_put_in_words(world: World) -> None:
    world.owner.add_pack("word-pack", "gravedust", "Word pack", "1", "entries: []")
    with pytest.raises(NotAllowedError, match="only the library's owner changes them"):
        world.a.set_pack_enabled("word-pack", False)


def test_a_players_party_action_on_others_is_refused_whole(world: World) -> None:
    saves = [
        PartySave(r.id, {**r.document, "notes": "awarded"}, r.version, "Session 12")
        for r in (world.a.get_character(world.ilse), world.a.get_character(world.bram))
    ]
    with pytest.raises(NotAllowedError, match="may change Bram"):
        world.a.save_party_change(world.keep, "Session 12", saves)
    assert world.owner.get_character(world.ilse).document.get("notes") != "awarded"


def test_the_gm_deleting_a_campaign_keeps_its_characters(world: World) -> None:
    short = world.gm.add_campaign("One-shot")
    pip = world.gm.add_character(_doc("Pip"), short.id)
    world.gm.delete_campaign(short.id)
    assert world.gm.get_character(pip.id).campaign_id is None


def test_setting_up_again_changes_nothing(world: World) -> None:
    policies = "SELECT count(*) FROM pg_policies WHERE schemaname = current_schema()"
    before = _count(world.owner, policies)
    set_up(world.owner.engine)
    assert _count(world.owner, policies) == before > 10


def test_a_player_never_migrates_a_library_behind() -> None:
    from alembic import command

    suffix = uuid.uuid4().hex[:8]
    player = f"sw_late_{suffix}"
    with _login_roles([player]), postgres_schema() as url:
        owner = create_engine(url)
        with owner.begin() as connection:
            command.upgrade(alembic_config(connection), "0006")
            schema = connection.execute(text("SELECT current_schema()")).scalar_one()
            connection.execute(text(f'GRANT USAGE ON SCHEMA "{schema}" TO "{player}"'))
            connection.execute(
                text(f'GRANT SELECT ON ALL TABLES IN SCHEMA "{schema}" TO "{player}"')
            )
        try:
            with pytest.raises(LibraryError) as refused:
                _as(url, player)
            assert str(refused.value) == NEEDS_UPGRADE
            with owner.connect() as connection:
                stored = connection.execute(text("SELECT version_num FROM alembic_version"))
                assert stored.scalars().all() == ["0006"]
        finally:
            owner.dispose()


def test_the_gms_party_action_is_saved_and_undone_for_everyone(world: World) -> None:
    records = [world.gm.get_character(cid) for cid in (world.ilse, world.bram)]
    saves = [
        PartySave(r.id, {**r.document, "notes": "Session 13"}, r.version, "XP") for r in records
    ]
    action = world.gm.save_party_change(world.keep, "Session 13", saves)
    assert world.a.last_party_action(world.keep) == action  # the players see it
    world.gm.undo_party_action(action.id)
    assert world.owner.get_character(world.bram).document["notes"] == records[1].document["notes"]


def test_only_the_gm_sets_the_campaigns_house_rules_and_packs(world: World) -> None:
    rules = {"heretics": {"starting_exp": 60}}
    with pytest.raises(NotAllowedError) as refused:
        world.a.save_campaign_change(world.keep, [], house_rules=rules)
    assert str(refused.value) == world.words(KEEP_REFUSED)
    with pytest.raises(NotAllowedError):
        world.a.save_campaign_change(world.keep, [], pack_ids=[])
    assert world.owner.campaign_house_rules(world.keep) == {}
    world.gm.save_campaign_change(world.keep, [], house_rules=rules)
    assert world.a.campaign_house_rules(world.keep) == rules
    world.gm.save_campaign_change(world.keep, [], house_rules={})
