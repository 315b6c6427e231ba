# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The words of a campaign import: what it adds, what conflicts, what stays, and the choices."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.systems import title_of

if TYPE_CHECKING:
    from model.campaign_file import CampaignImportPlan, CharacterStep, PackStep

CHOICES = {
    "keep-both": "Keep Both: the file's version of each conflicting character comes in as a "
    "copy named “… (imported)”; a conflicting pack stays as this library has it and the file's "
    "text is kept for the characters pinned to it; a conflicting campaign comes in as a new "
    "campaign “… (imported)”.",
    "keep-mine": "Keep Mine: this library's side of every conflict stays; the rest comes in.",
    "take-theirs": "Take Theirs: the file's side replaces this library's: a character gets the "
    "file's version as a new revision (undo takes it back), a pack the file's text, the "
    "campaign its name, notes and house rules.",
}


def add_lines(plan: CampaignImportPlan) -> list[str]:
    """What the import adds, one line each."""
    lines = []
    if plan.campaign is None:
        lines.append(f"The campaign {plan.name}{_rules_words(plan.data.campaign['house_rules'])}")
    lines += [line for step in plan.packs if (line := _pack_added(step))]
    lines += [line for step in plan.characters if (line := _character_added(step))]
    return lines


def conflict_lines(plan: CampaignImportPlan) -> list[str]:
    """What conflicts, one line each."""
    lines = []
    here = plan.campaign
    if plan.campaign_conflict and here is not None:
        renamed = f" as {here.name}" if here.name != plan.name else ""
        rules = "" if renamed else " with other house rules"
        lines.append(f"The campaign {plan.name} is in this library{renamed or rules}")
    for pack in plan.packs:
        if pack.kind == "conflict" and pack.here is not None:
            lines.append(
                f"The homebrew pack {pack.here.name}: this library has version "
                f"{pack.here.version}, the file {pack.pack.version}, with another text"
            )
        elif pack.kind == "other-game" and pack.here is not None:
            lines.append(
                f"The pack id {pack.pack.id} is a {title_of(pack.here.system)} pack here and a "
                f"{title_of(pack.pack.system)} pack in the file; this library's stays whatever "
                "you choose, as a library holds one pack of an id"
            )
    lines += [f"{_who(s)} differs here and in the file" for s in plan.characters if _clash(s)]
    return lines


def note_lines(plan: CampaignImportPlan) -> list[str]:
    """What stays as this library has it, without a conflict."""
    lines = []
    if plan.campaign is not None and not plan.campaign_conflict:
        lines.append(f"The campaign {plan.name} is in this library already; its characters join it")
    for pack in plan.packs:
        if pack.kind == "same":
            lines.append(f"The homebrew pack {pack.pack.name} {pack.pack.version} is here already")
        elif pack.kind == "newer-here" and pack.here is not None:
            lines.append(
                f"The homebrew pack {pack.here.name}: this library has a newer text "
                f"({pack.here.version}); it stays"
            )
    for step in plan.characters:
        if step.kind == "same":
            lines.append(f"{_who(step)} is here already, unchanged")
        elif step.kind == "newer-here":
            lines.append(
                f"{_who(step)}: this library's is newer (the file has one of its earlier "
                "revisions); it stays"
            )
    return lines


def _rules_words(rules: dict[str, Any]) -> str:
    games = [title_of(game) for game, values in rules.items() if values]
    return f", with house rules for {' and '.join(games)}" if games else ""


def _pack_added(step: PackStep) -> str | None:
    pack = step.pack
    if step.kind == "new":
        return f"The homebrew pack {pack.name} {pack.version} ({title_of(pack.system)})"
    if step.kind == "earlier":
        return f"An earlier text of {pack.name} ({pack.version}), for the characters pinned to it"
    return None


def _character_added(step: CharacterStep) -> str | None:
    events = len(step.document.get("events") or [])
    if step.kind == "new":
        return f"{_who(step)}, {events} event{'' if events == 1 else 's'}"
    if step.kind == "copy":
        return f"{_who(step)}, as a copy: this library has it in the trash"
    if step.kind == "update" and step.here is not None:
        more = events - len(step.here.document.get("events") or [])
        return f"{_who(step)}: {more} more event{'' if more == 1 else 's'}, as a new revision"
    return None


def _clash(step: CharacterStep) -> bool:
    return step.kind == "conflict"


def _who(step: CharacterStep) -> str:
    return f"{step.document['name']} ({title_of(str(step.document['system']))})"
