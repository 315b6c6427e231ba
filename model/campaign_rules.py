# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A campaign's house rules: the GM sets a value once, for every character of that game.

The campaign keeps its house rules per game (`Library.campaign_house_rules`). Each character's
document keeps the values it is built with (`document["settings"]`), so a character is complete
on its own (exported, printed, opened anywhere). A character *follows* a campaign rule when its
value is the campaign's; a value of its own is its *own house rule*, marked as such on its sheet
and in its house rules.

Changing a campaign rule is planned first: each character that followed the old value gets the
new one, previewed as a diff of its sheet; a character with its own value keeps it (unless
`everyone`). It is made for all of them in one transaction, or for none when it breaks a rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from model.character_build import CharacterBuild
from model.errors import LibraryError
from model.library import Library
from model.party_actions import library_history
from model.party_store import PartySave
from model.records import CampaignRecord, CharacterRecord, PackRecord
from rules.engine.diff import Diff
from rules.engine.setting_words import setting_title, value_words
from rules.engine.validation_text import describe as validation_problems
from rules.systems import get_system

Rules = dict[str, dict[str, Any]]
"""House rules per game: {system id: {setting: value}}; a setting left out is the rulebook's."""


class CampaignRulesRefused(LibraryError):
    """House rules that would break a rule for some character: nothing was changed."""


@dataclass(frozen=True)
class RuleChange:
    """What a campaign's change does to one character: its new document and the diff."""

    record: CharacterRecord
    built: CharacterBuild
    diff: Diff
    kept: tuple[str, ...] = ()
    """The settings this character keeps as its own house rules (not changed)."""

    @property
    def document(self) -> dict[str, Any]:
        """The document the change would save."""
        return self.built.document

    @property
    def refusal(self) -> str | None:
        """The first rule the change breaks for this character, or None."""
        return self.diff.errors[0].line() if self.diff.breaks else None


@dataclass(frozen=True)
class RulesPlan:
    """A change of a campaign's house rules, before anything is saved."""

    campaign: CampaignRecord
    system: str
    rules: Rules
    """The campaign's house rules once the change is made."""
    words: str
    """The change in words: `Starting Exp 60`."""
    changes: tuple[RuleChange, ...]
    """The characters whose values change."""
    keeping: tuple[tuple[CharacterRecord, tuple[str, ...]], ...]
    """The characters that keep their own value of a setting changed (and which settings)."""

    @property
    def refused(self) -> tuple[RuleChange, ...]:
        """The characters for whom the change breaks a rule (then nobody gets it)."""
        return tuple(c for c in self.changes if c.refusal is not None)


def effective(system_id: str, settings: Mapping[str, Any]) -> dict[str, Any]:
    """Every house rule of a game with the value these settings give it (the rulebook's for one
    left out)."""
    parsed = get_system(system_id).parse_settings(settings)
    return {name: getattr(parsed, name) for name in type(parsed).model_fields}


def own_house_rules(
    record: CharacterRecord, document: Mapping[str, Any], rules: Rules
) -> dict[str, Any]:
    """The character's own house rules in its campaign: each setting whose value differs from
    the campaign's, with the campaign's value. Empty outside a campaign."""
    if record.campaign_id is None:
        return {}
    system = str(document["system"])
    mine = effective(system, document.get("settings") or {})
    theirs = effective(system, rules.get(system, {}))
    return {name: theirs[name] for name in mine if mine[name] != theirs[name]}


def own_rules_words(system_id: str, own: Mapping[str, Any], document: Mapping[str, Any]) -> str:
    """`house rule of this character: Starting Exp 60 (the campaign: 40)`, or "" for none."""
    if not own:
        return ""
    fields = get_system(system_id).settings.model_fields
    mine = effective(system_id, document.get("settings") or {})
    parts = [
        f"{setting_title(name, fields[name])} {value_words(mine[name])} "
        f"(the campaign: {value_words(theirs)})"
        for name, theirs in own.items()
    ]
    kind = "house rule" if len(parts) == 1 else "house rules"
    return f"{kind} of this character: {'; '.join(parts)}"


def campaign_systems(library: Library, campaign_id: str) -> list[str]:
    """The games the campaign's characters play (outside the trash), by id."""
    return sorted({r.system for r in library.list_characters(campaign_id=campaign_id)})


def plan_house_rules(
    library: Library,
    campaign_id: str,
    system_id: str,
    changes: Mapping[str, Any],
    *,
    everyone: bool = False,
) -> RulesPlan:
    """The campaign's house rules of one game with `changes` (a value None: the rulebook's
    again), and what that does to each of the campaign's characters of that game.

    LibraryError (one sentence) for a setting the game does not have or a value it refuses."""
    campaign = library.get_campaign(campaign_id)
    system = get_system(system_id)
    fields = system.settings.model_fields
    unknown = [key for key in changes if key not in fields]
    if unknown:
        known = ", ".join(fields) or "none"
        raise LibraryError(
            f"{system.title} has no house rule '{unknown[0]}' (its house rules: {known})."
        )
    rules = library.campaign_house_rules(campaign_id)
    old = dict(rules.get(system_id, {}))
    new = {k: v for k, v in {**old, **changes}.items() if v is not None}
    try:
        parsed = system.settings.model_validate(new)
    except ValidationError as error:
        problems = "; ".join(f"{where}: {what}" for where, what in validation_problems(error))
        raise LibraryError(f"Nothing was changed: {problems}.") from None
    new = {key: getattr(parsed, key) for key in new}  # `yes` is stored as true
    before, after = effective(system_id, old), effective(system_id, new)
    changed = [key for key in changes if before[key] != after[key]]
    words = "; ".join(
        f"{setting_title(key, fields[key])} {value_words(after[key])}" for key in changes
    )
    plan_changes, keeping = [], []
    for record in _members(library, campaign_id, system_id):
        document = library.get_character(record.id).document
        settings = dict(document.get("settings") or {})
        mine = effective(system_id, settings)
        follows = [key for key in changed if everyone or mine[key] == before[key]]
        kept = tuple(key for key in changed if key not in follows)
        if kept:
            keeping.append((record, kept))
        if not follows:
            continue
        settings = {**settings, **{key: after[key] for key in follows}}
        if settings == dict(document.get("settings") or {}):
            continue
        history = library_history(library, document)
        built, diff = history.preview_document({**document, "settings": settings})
        plan_changes.append(RuleChange(record, built, diff, kept))
    return RulesPlan(
        campaign,
        system_id,
        {**rules, system_id: new},
        words,
        tuple(plan_changes),
        tuple(keeping),
    )


def make_house_rules(library: Library, plan: RulesPlan) -> None:
    """Save the campaign's new house rules and every character's new values, all or nothing.

    CampaignRulesRefused if it breaks a rule for any of them; ConflictError if a character
    changed since the plan."""
    if plan.refused:
        names = ", ".join(c.record.name for c in plan.refused)
        raise CampaignRulesRefused(f"{plan.words} was refused for {names}, so nothing changed.")
    told = f"House rules of {plan.campaign.name}: {plan.words}"
    saves = [PartySave(c.record.id, c.document, c.record.version, told) for c in plan.changes]
    library.save_campaign_change(plan.campaign.id, saves, house_rules=plan.rules)


def _members(library: Library, campaign_id: str, system_id: str) -> Sequence[CharacterRecord]:
    records = library.list_characters(system=system_id, campaign_id=campaign_id)
    return sorted(records, key=lambda r: (r.name.casefold(), r.id))


def campaign_note(library: Library, record: CharacterRecord, document: Mapping[str, Any]) -> str:
    """What a printed sheet says of the character's campaign: its name, and the character's own
    house rules there (`The Drowned Keep · house rule of this character: …`); "" outside one."""
    if record.campaign_id is None:
        return ""
    campaign = library.get_campaign(record.campaign_id)
    own = own_house_rules(record, document, library.campaign_house_rules(campaign.id))
    words = own_rules_words(str(document["system"]), own, document)
    return f"{campaign.name} · {words}" if words else campaign.name


@dataclass(frozen=True)
class ReviewChange:
    """One campaign character waiting for a review: what the new content is and does."""

    record: CharacterRecord
    words: str
    """The newer content in one sentence (`Grim Gear 1.0 → 1.1`)."""
    diff: Diff
    document: dict[str, Any]
    """The document pinned to the current content (what accepting saves)."""


def plan_campaign_review(library: Library, campaign_id: str) -> tuple[ReviewChange, ...]:
    """Every character of the campaign (outside the trash) waiting for a review of changed
    content (a new pack version, a new release's rules), by name, with what accepting does."""
    from model.content_review import accepted_document, pending_review, review_diff

    records = sorted(
        library.list_characters(campaign_id=campaign_id),
        key=lambda r: (r.name.casefold(), r.id),
    )
    found = []
    for record in records:
        stored = library.get_character(record.id)
        review = pending_review(library, stored)
        if review is None:
            continue
        document = accepted_document(library, stored)
        library.keep_pinned_shipped(document)
        found.append(
            ReviewChange(stored, review.describe(), review_diff(library, stored), document)
        )
    return tuple(found)


def accept_campaign_review(
    library: Library, campaign_id: str, reviews: Sequence[ReviewChange]
) -> None:
    """Accept every review at once, in one transaction: each character's own review, as
    `review --accept` makes it (ConflictError if one changed since, and nothing is accepted)."""
    saves = [
        PartySave(r.record.id, r.document, r.record.version, f"Accepted updated rules: {r.words}")
        for r in reviews
    ]
    if saves:
        library.save_campaign_change(campaign_id, saves)


@dataclass(frozen=True)
class PacksPlan:
    """A campaign's homebrew packs set anew, and what taking them up does to each character."""

    campaign: CampaignRecord
    pack_ids: tuple[str, ...]
    words: str
    """The packs in words: `Grim Gear 1.1 (Gravedust)`."""
    changes: tuple[RuleChange, ...]
    """The characters that take up a pack they did not use, each with its diff."""

    @property
    def refused(self) -> tuple[RuleChange, ...]:
        """The characters for whom a pack breaks a rule (then nothing changes)."""
        return tuple(c for c in self.changes if c.refusal is not None)


def plan_campaign_packs(library: Library, campaign_id: str, pack_ids: Sequence[str]) -> PacksPlan:
    """The campaign using exactly these homebrew packs (by id), and each of its characters of a
    pack's game that does not use it yet taking it up, at its current version (pinned).

    A character keeps a pack the campaign stops using (its sheet is built from it)."""
    from model.content_pins import pack_pins, with_pack
    from model.content_versions import pack_fingerprint

    campaign = library.get_campaign(campaign_id)
    known: dict[str, PackRecord] = {p.id: p for p in library.list_packs()}
    missing_ids = [pack_id for pack_id in pack_ids if pack_id not in known]
    if missing_ids:
        raise LibraryError(
            f"No homebrew pack '{missing_ids[0]}' in the library (`sheetwright content` lists "
            "each game's packs)."
        )
    packs = [known[pack_id] for pack_id in dict.fromkeys(pack_ids)]
    changes = []
    for record in sorted(
        library.list_characters(campaign_id=campaign_id), key=lambda r: (r.name.casefold(), r.id)
    ):
        wanted = [p for p in packs if p.system == record.system]
        stored = library.get_character(record.id)
        missing = [p for p in wanted if p.id not in pack_pins(stored.document)]
        if not missing:
            continue
        document = stored.document
        for pack in missing:
            document = with_pack(document, pack.id, pack.version, pack_fingerprint(pack.text))
        built, diff = library_history(library, stored.document).preview_document(document)
        changes.append(RuleChange(stored, built, diff))
    words = ", ".join(f"{p.name} {p.version}" for p in packs) or "no homebrew packs"
    return PacksPlan(campaign, tuple(p.id for p in packs), words, tuple(changes))


def make_campaign_packs(library: Library, plan: PacksPlan) -> None:
    """Save the campaign's packs and every character's new document, all or nothing."""
    if plan.refused:
        names = ", ".join(c.record.name for c in plan.refused)
        raise CampaignRulesRefused(f"{plan.words} was refused for {names}, so nothing changed.")
    told = f"Packs of {plan.campaign.name}: {plan.words}"
    saves = [PartySave(c.record.id, c.document, c.record.version, told) for c in plan.changes]
    library.save_campaign_change(plan.campaign.id, saves, pack_ids=list(plan.pack_ids))
