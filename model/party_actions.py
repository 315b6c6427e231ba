# SPDX-License-Identifier: LicenseRef-Sheetwright
"""One event for a campaign's whole party: an award, an arc or interlude started.

`plan_party_event` previews the event on every character of the campaign whose game has that
action (the others are skipped, and named); `make_party_event` saves it to all of them in one
transaction, or to none when any would break a rule. The library remembers it as one party
action, so `Library.undo_party_action` takes it back from all of them at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from model.character_session import History, Preview
from model.content_pins import needs_library
from model.errors import LibraryError
from model.library import Library
from model.party_store import PartySave
from model.records import CampaignRecord, CharacterRecord, PartyActionRecord
from rules.engine.change import Append
from rules.engine.event import Event
from rules.engine.event_words import summary
from rules.systems import get_system, title_of


class PartyRefused(LibraryError):
    """A party event that would break a rule for some character: nothing was saved."""


@dataclass(frozen=True)
class PartyMember:
    """One character's part of a party event: the character and what the event would do."""

    record: CharacterRecord
    preview: Preview

    @property
    def refusal(self) -> str | None:
        """Why the event is refused for this character, in the player's words; None if it may."""
        refusal = self.preview.refusal()
        return refusal.message if refusal is not None else None


@dataclass(frozen=True)
class PartyPlan:
    """What one event would do to a campaign's party, before anything is saved."""

    campaign: CampaignRecord
    event: Event
    members: tuple[PartyMember, ...]
    skipped: tuple[CharacterRecord, ...]
    """The campaign's characters whose game has no such action."""

    @property
    def refused(self) -> tuple[PartyMember, ...]:
        """The members for whom the event breaks a rule (then it is made for nobody)."""
        return tuple(m for m in self.members if m.refusal is not None)

    @property
    def words(self) -> str:
        """The event in words, with its note: `Award XP: 300 (Session 12: the Drowned Keep)`."""
        told = _told(self.event, self.members[0]) if self.members else self.event.op
        return f"{told} ({self.event.note})" if self.event.note else told

    def refusal_lines(self) -> list[str]:
        """One line per refused character: `Sable: needs …`."""
        return [
            f"{m.record.name}: {' '.join((m.refusal or '').splitlines())}" for m in self.refused
        ]


def library_history(library: Library, document: dict[str, object]) -> History:
    """A library character's history, with the packs and pinned content it is built with."""
    if not needs_library(document):
        return History(document)
    system = str(document["system"])
    return History(document, library.list_packs(system), library.pinned_content(document))


def plan_party_event(library: Library, campaign_id: str, event: Event) -> PartyPlan:
    """Preview `event` on each character of the campaign (not in the trash) whose game has its
    action, in name order; nothing is saved."""
    campaign = library.get_campaign(campaign_id)
    records = sorted(
        library.list_characters(campaign_id=campaign_id),
        key=lambda r: (r.name.casefold(), r.id),
    )
    members, skipped = [], []
    for record in records:
        if get_system(record.system).ops.get(event.op) is None:
            skipped.append(record)
            continue
        history = library_history(library, library.get_character(record.id).document)
        members.append(PartyMember(record, history.preview_change(Append((event,)))))
    return PartyPlan(campaign, event, tuple(members), tuple(skipped))


def make_party_event(library: Library, plan: PartyPlan) -> PartyActionRecord:
    """Save the planned event to every member, all or nothing, as one undoable party action.

    PartyRefused (nothing saved) if it breaks a rule for any of them; LibraryError when no
    character's game has the action; ConflictError if one changed since the plan."""
    if not plan.members:
        raise LibraryError(no_member_words(plan))
    if plan.refused:
        raise PartyRefused(
            f"{plan.words} was refused for {_names([m.record for m in plan.refused])}, "
            "so nobody got it."
        )
    told = f"Party, {plan.campaign.name}: {plan.words}"
    saves = [
        PartySave(m.record.id, m.preview.document, m.record.version, told) for m in plan.members
    ]
    return library.save_party_change(plan.campaign.id, f"{plan.words}", saves)


def no_member_words(plan: PartyPlan) -> str:
    """Why a plan has nobody to change: an empty campaign, or no game with that action."""
    if not plan.skipped:
        return f"{plan.campaign.name} has no characters (in the trash ones do not count)."
    games = sorted({title_of(r.system) for r in plan.skipped})
    return (
        f"No character in {plan.campaign.name} plays a game with the action {plan.event.op} "
        f"(the campaign plays {_names_of(games)}; `sheetwright ops GAME` lists each game's)."
    )


def skipped_words(plan: PartyPlan) -> str | None:
    """`Skipped Sable (Miridon has no such action).`, or None when nobody was skipped."""
    if not plan.skipped:
        return None
    by_game: dict[str, list[str]] = {}
    for record in plan.skipped:
        by_game.setdefault(title_of(record.system), []).append(record.name)
    parts = [
        f"{_names_of(names)} ({game} has no such action)" for game, names in sorted(by_game.items())
    ]
    return f"Skipped {'; '.join(parts)}."


def _told(event: Event, member: PartyMember) -> str:
    build = member.preview.built.build
    return summary(event, build.content, build.system)


def _names(records: Sequence[CharacterRecord]) -> str:
    return _names_of([r.name for r in records])


def _names_of(names: Sequence[str]) -> str:
    """`Vex`, `Vex and Sable`, `Vex, Sable and Maren`."""
    names = list(names)
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
