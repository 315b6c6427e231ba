# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Which content a character is replayed against: shipped, example packs it asked for, homebrew."""

from __future__ import annotations

from model.character_build import build_character, example_packs
from model.document import new_document


def test_example_packs_are_off_unless_a_character_asks_for_them() -> None:
    # issue 5: the example pack "is off by default"; a character records the packs it uses
    assert [p.id for p in example_packs("lyrian")] == ["lyrian-example-classes"]
    plain = build_character(new_document("lyrian", "Sera"))
    assert plain.build.content.get("class", "example-sellsword") is None
    assert plain.content_problems == ()
    document = new_document("lyrian", "Sera") | {
        "packs": [{"id": "lyrian-example-classes", "version": "1"}]
    }
    with_examples = build_character(document)
    assert with_examples.build.content.get("class", "example-sellsword") is not None
    assert with_examples.content_problems == ()


def test_a_missing_homebrew_pack_is_reported_not_fatal() -> None:
    document = new_document("gravedust", "Vex") | {"packs": [{"id": "our-races", "version": "2"}]}
    built = build_character(document)
    assert built.content_problems == (
        "This character uses homebrew pack 'our-races', which is not in your library.",
    )
    assert built.build.valid
