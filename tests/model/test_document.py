# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The character file format: what parses, what is refused and why, and how it is written."""

from __future__ import annotations

import base64
import json
import uuid

import jsonschema
import pytest

from model.content_versions import shipped_fingerprint
from model.document import (
    MAX_FILE_BYTES,
    dump_document,
    event_list,
    new_document,
    parse_document,
    text_problem,
)
from model.errors import ImportRefused
from model.schema_text import schema_path
from tests.model.documents import BAD_FILES, PNG, VEX, vex, vex_json


def refusal(data: str | bytes) -> str:
    """The message parse_document gives for data it must refuse."""
    with pytest.raises(ImportRefused) as caught:
        parse_document(data, "vex.sheetwright.json")
    return str(caught.value)


@pytest.mark.parametrize(
    ("data", "reason"), [c[1:] for c in BAD_FILES], ids=[c[0] for c in BAD_FILES]
)
def test_bad_file_is_refused_with_a_clear_reason(data: str | bytes, reason: str) -> None:
    message = refusal(data)
    assert reason in message
    assert message.startswith("vex.sheetwright.json")
    assert "\n" not in message
    assert "Traceback" not in message


def test_a_file_over_the_size_limit_is_refused_before_parsing() -> None:
    data = b" " * (MAX_FILE_BYTES + 1)
    assert refusal(data) == (
        "vex.sheetwright.json is too large: 5,242,881 bytes; "
        "a character file is at most 5,242,880 bytes (5 MiB)."
    )


def test_the_example_document_parses_unchanged() -> None:
    assert parse_document(vex_json(), "vex.sheetwright.json") == VEX


def test_bytes_with_a_byte_order_mark_parse() -> None:
    data = b"\xef\xbb\xbf" + vex_json().encode("utf-8")
    assert parse_document(data, "vex.sheetwright.json")["name"] == "Vex"


def test_optional_keys_are_filled_in() -> None:
    doc = vex()
    for key in ("packs", "settings", "notes", "portrait"):
        del doc[key]
    parsed = parse_document(json.dumps(doc), "vex.sheetwright.json")
    assert (parsed["packs"], parsed["settings"], parsed["notes"], parsed["portrait"]) == (
        [],
        {},
        "",
        None,
    )


def test_shared_define_op_and_a_valid_portrait_are_accepted() -> None:
    portrait = {"media_type": "image/png", "data": base64.b64encode(PNG).decode()}
    doc = vex(portrait=portrait, events=[{"op": "define", "kind": "skill", "id": "x"}])
    assert parse_document(json.dumps(doc), "vex.sheetwright.json")["portrait"] == portrait


def test_several_schema_problems_are_named_together() -> None:
    message = refusal(vex_json(name=5, notes=[], settings=1))
    assert "name must be text" in message
    assert "notes must be text" in message
    assert "settings must be an object" in message


def test_the_published_schema_accepts_the_example_and_is_valid_2020_12() -> None:
    with open(schema_path(), encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.Draft202012Validator(schema).validate(VEX)
    assert schema["additionalProperties"] is False


def test_new_document_is_valid_and_fresh() -> None:
    first = new_document("gravedust", "Vex")
    second = new_document("gravedust", "Vex")
    assert first["id"] != second["id"]
    assert uuid.UUID(first["id"]).version == 4
    fingerprint = shipped_fingerprint("gravedust")  # pinned to this release's shipped rules
    assert first["ruleset"] == {"id": "gravedust", "version": "1", "fingerprint": fingerprint}
    assert parse_document(dump_document(first), "new.sheetwright.json") == first


def test_new_document_refuses_an_unknown_system() -> None:
    with pytest.raises(ValueError, match="unknown game system 'foo'"):
        new_document("foo", "Vex")


def test_dump_is_stable_whatever_the_key_order() -> None:
    shuffled = dict(reversed(list(vex().items())))
    shuffled["events"] = [dict(reversed(list(e.items()))) for e in shuffled["events"]]
    assert dump_document(shuffled) == dump_document(vex())
    text = dump_document(vex())
    assert text.startswith('{\n  "format": "sheetwright-character",\n  "format_version": 1,')
    assert '"op": "award-xp",\n      "amount": 12,\n      "at":' in text
    assert "Ratcatcher — née «Vexille»" in text


def test_event_list_splits_op_fields_from_at_and_note() -> None:
    first = event_list(vex())[0]
    assert (first.op, dict(first.fields), first.note) == ("award-xp", {"amount": 12}, "Ratlin nest")
    assert first.at == "2026-11-29T20:15:00+00:00"
    assert len(event_list(vex())) == 4


def test_a_float_format_version_2_0_is_refused_as_a_newer_version() -> None:
    message = refusal(vex_json(format_version=2.0))
    assert "written by a newer version of Sheetwright (format version 2.0)" in message


def test_a_float_format_version_1_0_is_refused_as_not_a_whole_number() -> None:
    assert refusal(vex_json(format_version=1.0)) == (
        "vex.sheetwright.json is not a valid character file: format_version must be a whole "
        "number like 1, not 1.0."
    )


def test_a_whole_number_too_long_to_read_is_refused_in_words() -> None:
    # issue 15, item 16: a 5,000-digit number said "use sys.set_int_max_str_digits()".
    from model.safe_json import UnsafeJSON, loads_strict

    with pytest.raises(
        UnsafeJSON, match=r"holds a number that is too long \(5,000 digits; at most 4,300\)"
    ):
        loads_strict('{"amount": ' + "9" * 5000 + "}")
    assert loads_strict('{"amount": ' + "9" * 4300 + "}")["amount"] == int("9" * 4300)


def test_a_portrait_that_is_not_an_object_is_refused_with_a_reason() -> None:
    from model.document import decode_portrait

    with pytest.raises(ValueError, match="media_type of image/png or image/jpeg"):
        decode_portrait(["not", "an", "object"])


def test_text_that_only_looks_like_an_escaped_nul_is_stored() -> None:
    """The quick check of every string sees `\\u0000` in the JSON text; a literal backslash
    before u0000 (a player's note about escapes) is plain text and must still be accepted."""
    note = "type \\u0000 to see a NUL"
    assert text_problem(vex(notes=note)) is None
    assert parse_document(vex_json(notes=note), "f")["notes"] == note


def test_a_nul_deep_in_an_event_is_found_and_named() -> None:
    """The precise search names where the bad string is, however deep it sits."""
    document = vex()
    document["events"][0]["deep"] = {"list": ["fine", {"key": "a\u0000b"}]}
    assert text_problem(document) == (
        "event 1 (" + document["events"][0]["op"] + "): its field 'deep' contains a NUL "
        "character (\\u0000), which Sheetwright cannot store"
    )
    document["events"][0]["deep"] = "V\ud800x"
    assert "lone" in (text_problem(document) or "")
