# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The example pack: labelled as not from the rulebook, off by default, a complete flow to try."""

from __future__ import annotations

from rules.engine.content_loader import load_pack_dir, resources_dir
from rules.lyrian.content import LyrianClass
from tests.rules.lyrian.content_system import content_only_system, entries, shipped

EXAMPLES = resources_dir() / "rulesets" / "lyrian" / "examples"


def test_example_pack_is_labelled() -> None:
    pack = load_pack_dir(EXAMPLES, content_only_system())
    assert pack.info.example
    assert pack.info.id == "lyrian-example-classes"
    assert pack.info.name == "Example classes — not from the rulebook"
    assert "NOT FROM THE RULEBOOK" in pack.description
    for kind, found in pack.entries.items():
        for entry in found.values():
            assert entry.id.startswith("example-"), (kind, entry.id)
            assert entry.name.endswith("(example)"), (kind, entry.id)
            assert entry.source.book == "Sheetwright examples (not from the rulebook)"
            assert entry.description.startswith("Example content, not from the rulebook")


def test_example_pack_is_not_loaded_by_default() -> None:
    load = shipped()
    assert [p.id for p in load.ruleset.packs] == ["lyrian-rulebook"]
    assert not any(i.startswith("example-") for kind in load.ruleset.content.values() for i in kind)


def test_example_pack_loads_with_the_rulebook_and_adds_only() -> None:
    plain = {kind: set(entries(kind)) for kind in ("race", "class", "ability", "breakthrough")}
    with_examples = {k: set(entries(k, examples=True)) for k in plain}
    for kind, ids in plain.items():
        assert ids < with_examples[kind], kind


def test_example_classes_have_seven_ordered_abilities() -> None:
    classes: dict[str, LyrianClass] = entries("class", examples=True)
    examples = [c for c in classes.values() if c.id.startswith("example-")]
    assert len(examples) == 4
    for cls in examples:
        assert cls.tier is not None
        assert len(cls.abilities) == 7
        passive = [n for n, step in enumerate(cls.abilities, 1) if step.increases is not None]
        assert passive == [2, 4, 6], cls.id
    assert classes["example-warden"].tier == 2
    assert classes["example-warden"].requires is not None
    assert classes["example-tinker"].artisan == "crafting"
