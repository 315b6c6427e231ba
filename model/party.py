# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A campaign's party side by side: each character's headline, unspent points, issues and review.

The characters are those of the campaign outside the trash, each built from the content it
pins (as the character window builds it), grouped by game and listed by name."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from model.campaign_rules import campaign_note
from model.character_build import CharacterBuild, build_character
from model.content_pins import needs_library
from model.content_review import pending_review
from model.identifiers import CharacterId
from rules.systems import title_of

if TYPE_CHECKING:
    from model.library import Library
    from model.records import CampaignRecord, CharacterRecord, PackRecord


@dataclass(frozen=True)
class Unspent:
    """The balance of one of a character's pools: "12 XP"."""

    pool: str
    label: str
    balance: int

    def describe(self) -> str:
        """`12 XP`, in the system's own words for the pool."""
        return f"{self.balance} {self.label}"


@dataclass(frozen=True)
class PartyMember:
    """One character of the party as the party view shows it, and its build (to print it)."""

    id: CharacterId
    name: str
    system: str
    game: str
    headline: str
    unspent: tuple[Unspent, ...]
    errors: int
    warnings: int
    waiting_for_review: bool
    built: CharacterBuild
    campaign_note: str = ""
    """The campaign and the character's own house rules there, as its printed sheet says."""

    def unspent_words(self) -> str:
        """`12 XP, 3 attribute points`; `none` when every pool is spent."""
        left = [u.describe() for u in self.unspent if u.balance]
        return ", ".join(left) if left else "none"

    def issue_words(self) -> str:
        """`1 error, 2 warnings`; `none` when there are neither."""
        parts = [_count(self.errors, "error"), _count(self.warnings, "warning")]
        found = [part for part in parts if part]
        return ", ".join(found) if found else "none"


@dataclass(frozen=True)
class PartyGroup:
    """The party's characters of one game, by name."""

    system: str
    game: str
    members: tuple[PartyMember, ...]


@dataclass(frozen=True)
class Party:
    """A campaign's live characters, grouped by game (games in title order)."""

    campaign: CampaignRecord
    groups: tuple[PartyGroup, ...]

    @property
    def members(self) -> list[PartyMember]:
        """Every character of the party, group after group."""
        return [member for group in self.groups for member in group.members]


def party_of(library: Library, campaign_id: str) -> Party:
    """The party of a campaign: its characters outside the trash, each built and summarised.

    Unspent points are the balances of the system's bounded pools only (those that may never go
    below zero); a pool that may go negative, such as an Exp pool spent ahead, is left out."""
    campaign = library.get_campaign(campaign_id)
    records = library.list_characters(campaign_id=campaign_id)
    packs: dict[str, Sequence[PackRecord]] = {}
    members = [_member(library, record, packs) for record in records]
    return Party(campaign, _grouped(members))


def build_stored(
    library: Library, document: dict[str, Any], packs: Sequence[PackRecord] | None = None
) -> CharacterBuild:
    """A library character's build from the content it pins: its homebrew packs (the library's,
    or `packs` when the caller has them) and the kept versions it was last reviewed against."""
    if not needs_library(document):
        return build_character(document)
    if packs is None:
        packs = library.list_packs(str(document["system"]))
    return build_character(document, packs, library.pinned_content(document))


def _member(
    library: Library, record: CharacterRecord, packs: dict[str, Sequence[PackRecord]]
) -> PartyMember:
    document = record.document
    if needs_library(document) and record.system not in packs:
        packs[record.system] = library.list_packs(record.system)
    built = build_stored(library, document, packs.get(record.system, ()))
    build = built.build
    headline = build.system.headline(build.sheet) if build.system.headline else record.headline
    return PartyMember(
        id=record.id,
        name=record.name,
        system=record.system,
        game=build.system.title,
        headline=headline,
        unspent=_unspent(built),
        errors=len(build.errors),
        warnings=len(build.warnings),
        waiting_for_review=pending_review(library, record) is not None,
        built=built,
        campaign_note=campaign_note(library, record, document),
    )


def _unspent(built: CharacterBuild) -> tuple[Unspent, ...]:
    """The balance of each bounded pool of the character's system, in the system's order."""
    build = built.build
    return tuple(
        Unspent(pool.id, build.system.pool_label(pool.id), build.ledger.balance(pool.id))
        for pool in build.system.pools.values()
        if pool.bounded
    )


def _grouped(members: Sequence[PartyMember]) -> tuple[PartyGroup, ...]:
    """The members grouped by game (by title), each group in name order."""
    systems = sorted({m.system for m in members}, key=lambda s: (title_of(s).casefold(), s))
    return tuple(
        PartyGroup(
            system,
            title_of(system),
            tuple(
                sorted(
                    (m for m in members if m.system == system),
                    key=lambda m: (m.name.casefold(), m.id),
                )
            ),
        )
        for system in systems
    )


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}" if n else ""


__all__ = ["Party", "PartyGroup", "PartyMember", "Unspent", "build_stored", "party_of"]
