# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright review`: content that changed under a character, what it changes, and accepting it."""

from __future__ import annotations

import argparse
import json
import shlex

from gui.cli.errors import CliError
from gui.cli.target import Target, library, open_target
from model.content_review import (
    Review,
    accept_review,
    accepted_document,
    pending_review,
    pending_reviews,
    review_diff,
)
from rules.engine.diff import Diff


def run(args: argparse.Namespace) -> int:
    """Show a character's pending review (or accept it), or list every character waiting."""
    if args.all:
        if args.character or args.accept:
            raise CliError(
                "--all lists the characters waiting for a review: name no character and leave "
                "out --accept."
            )
        return _list_all(args.json)
    if not args.character:
        raise CliError("Name the character to review, or use --all to list every one waiting.")
    target = open_target(args.character, writing=bool(args.accept))
    review = pending_review(library(), target.document)
    diff = review_diff(library(), target.document)
    if not args.accept:
        if args.json:
            print(json.dumps(_review_json(review, diff, None), ensure_ascii=False, indent=2))
        else:
            _print_review(target, review, diff)
        return 0
    saved, lines = _accept(target, review, diff)
    if args.json:
        print(json.dumps(_review_json(review, diff, saved), ensure_ascii=False, indent=2))
    else:
        print("\n".join(lines))
    return 0


def _print_review(target: Target, review: Review | None, diff: Diff) -> None:
    name, again = target.document["name"], _reference(target)
    if review is None:
        print(f"{name} is up to date with its rules and packs.")
        if accepted_document(library(), target.document) != target.document:
            print(
                "It follows the current versions as they change; "
                f"`sheetwright review {again} --accept` keeps it to these ones."
            )
        return
    print(f"{name} waits for a review of its content:")
    for change in review.changes:
        print(f"  {change.describe()}")
    print("If you accept:")
    for line in diff.lines():
        print(f"  {line}")
    print(f"Accept with: sheetwright review {again} --accept")


def _accept(target: Target, review: Review | None, diff: Diff) -> tuple[bool, list[str]]:
    """Re-pin the character to the current content: whether anything was saved, and what to say."""
    name = target.document["name"]
    document = accepted_document(library(), target.document)
    if document == target.document:
        return False, [f"{name} is up to date with its rules and packs."]
    if target.record is not None:
        accept_review(library(), target.record.id, target.record.version)
    else:
        target.save(document)
    if review is None:
        return True, [f"Accepted: {name} now keeps to the current rules and packs."]
    return True, [
        f"Accepted: {review.describe()}; {_sheet_summary(diff)}.",
        f"{name} now uses the current rules and packs.",
    ]


def _list_all(as_json: bool) -> int:
    rows = [
        (record, review, review_diff(library(), record))
        for record, review in pending_reviews(library())
    ]
    if as_json:
        characters = [
            {"id": r.id, "name": r.name, **_review_json(review, diff, None)}
            for r, review, diff in rows
        ]
        print(json.dumps({"characters": characters}, ensure_ascii=False, indent=2))
        return 0
    if not rows:
        print("No character is waiting for a review.")
    for record, review, diff in rows:
        print(f"{record.name} ({record.id[:8]}): {review.describe()}; {_sheet_summary(diff)}")
    return 0


def _review_json(review: Review | None, diff: Diff, accepted: bool | None) -> dict[str, object]:
    data: dict[str, object] = {
        "pending": review is not None,
        "content": [c.as_json() for c in review.changes] if review else [],
        "diff": diff.as_json(),
    }
    return data if accepted is None else {**data, "accepted": accepted}


def _sheet_summary(diff: Diff) -> str:
    """`3 values change`, or `nothing on the sheet changes`."""
    return "nothing on the sheet changes" if diff.empty else diff.summary()


def _reference(target: Target) -> str:
    """How to name the character again on the command line."""
    if target.path is not None:
        return shlex.quote(str(target.path))
    return target.document["id"][:8]
