# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The readers of outside input, fuzzed (issue 15): a character file, a one-file homebrew pack, an
expression and a portrait. Each may refuse with its documented error and nothing else; any other
exception fails the test, its input saved under tests/fuzz/crashes/."""

from __future__ import annotations

import base64
import io
import json
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st
from PIL import Image

from model.character_build import build_character
from model.document import decode_portrait, encode_portrait, parse_document
from model.errors import ImportRefused
from model.pdf.portrait import load_image
from rules.engine.content_error import ContentError
from rules.engine.content_pack import load_pack_text
from rules.engine.expression import ExpressionError, MappingEnvironment, parse
from rules.systems import get_system
from tests.fuzz.budget import fuzz_settings
from tests.fuzz.crashes import allowed_errors, save_crash

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"
SYSTEM_IDS = ("gravedust", "lyrian", "miridon", "heretics")
# docs/format.md, "a homebrew pack in one file"
PACK = """\
format: sheetwright-pack
format_version: 1
id: our-races
name: Our races
system: gravedust
version: "2"
homebrew: true
content:
  race:
    - {id: dwarf, name: Dwarf, source: {book: "homebrew: our races"}, adjustments: {end: 2, agi: -1}, leveling_bonus: str}
  item:
    - {id: arrow, name: Arrow, source: {book: "homebrew: our races"}, type: ammunition, stack_size: 20}
"""
JSON_LEAF = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**30), 10**30),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=20),
)
JSON_VALUE = st.recursive(
    JSON_LEAF,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


@cache
def sample_bytes(system_id: str) -> bytes:
    return (SAMPLES / f"{system_id}.sheetwright.json").read_bytes()


@st.composite
def mutated(draw: st.DrawFn, original: bytes) -> bytes:
    """The bytes with a few random cuts, insertions and overwrites."""
    data = bytearray(original)
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(data)))
        how = draw(st.sampled_from(("cut", "insert", "overwrite", "truncate")))
        chunk = draw(
            st.binary(min_size=1, max_size=8)
            | st.sampled_from(
                [b"\x00", b"\xff", b"[", b"{", b'"', b"1e999", b"\\u0000", b"\\ud800"]
            )
        )
        if how == "cut":
            del data[at : at + len(chunk)]
        elif how == "insert":
            data[at:at] = chunk
        elif how == "overwrite":
            data[at : at + len(chunk)] = chunk
        else:
            del data[at:]
    return bytes(data)


@st.composite
def replaced_field(draw: st.DrawFn, system_id: str) -> bytes:
    """The sample with one field (top level, ruleset, or of an event) set to any JSON value."""
    document: dict[str, Any] = json.loads(sample_bytes(system_id))
    where = draw(st.sampled_from(("top", "ruleset", "event")))
    if where == "event" and document["events"]:
        target = document["events"][draw(st.integers(0, len(document["events"]) - 1))]
        keys = [*target, "extra"]
    elif where == "ruleset":
        target, keys = document["ruleset"], ["id", "version", "fingerprint", "extra"]
    else:
        target, keys = document, [*document, "extra"]
    target[draw(st.sampled_from(keys))] = draw(JSON_VALUE)
    return json.dumps(document, ensure_ascii=draw(st.booleans())).encode("utf-8")


def character_file() -> st.SearchStrategy[bytes]:
    systems = st.sampled_from(SYSTEM_IDS)
    return st.one_of(
        systems.flatmap(lambda s: mutated(sample_bytes(s))),
        systems.flatmap(replaced_field),
        st.binary(max_size=64),
    )


@fuzz_settings(150)
@given(character_file())
def test_a_character_file_is_read_or_refused_in_words(data: bytes) -> None:
    document = None
    with allowed_errors("character", data, ImportRefused):
        document = parse_document(data, "fuzz.sheetwright.json")
    if document is not None:
        try:
            build_character(document)
        except Exception as error:  # an imported character must replay
            save_crash("character-replay", data, error)
            raise


@st.composite
def pack_text(draw: st.DrawFn) -> bytes:
    """The documented pack, mutated as text, with a part replaced by any value, or random."""
    how = draw(st.sampled_from(("mutate", "replace", "random")))
    if how == "mutate":
        return draw(mutated(PACK.encode("utf-8")))
    if how == "random":
        return draw(st.binary(max_size=80))
    lines = PACK.splitlines()
    index = draw(st.integers(0, len(lines) - 1))
    key, _, _ = lines[index].partition(":")
    lines[index] = f"{key}: {json.dumps(draw(JSON_VALUE))}"
    return "\n".join(lines).encode("utf-8")


@fuzz_settings(150)
@given(pack_text(), st.sampled_from(SYSTEM_IDS))
def test_a_homebrew_pack_is_loaded_or_refused_in_words(data: bytes, system_id: str) -> None:
    with allowed_errors("pack", data, ContentError):
        load_pack_text(data, "fuzz.yaml", get_system(system_id))


NAMES = ("toughness", "level", "str", "x")
WORDS = (
    *NAMES, "has", "rank", "min", "max", "floor", "ceil", "abs", "if", "then", "else", "and",
    "or", "not", "(", ")", ",", "+", "-", "*", "/", "//", "%", "**", "<", "<=", "==", "!=",
    ">=", ">", "'dwarf'", '"x"', "0", "1", "7", "1.5", "1e9", "9" * 40, "__import__", "lambda",
    ".", "[", "]", "?", ":", "\x00", "é", " ",
)  # fmt: skip


@fuzz_settings(300)
@given(
    st.lists(st.sampled_from(WORDS), max_size=20).map(" ".join) | st.text(max_size=30),
    st.dictionaries(st.sampled_from(NAMES), st.integers(-(10**6), 10**6)),
)
def test_an_expression_is_evaluated_or_refused_in_words(text: str, values: dict[str, int]) -> None:
    data = text.encode("utf-8", "surrogatepass")
    with allowed_errors("expression", data, ExpressionError):
        expression = parse(text, NAMES)
        environment = MappingEnvironment({n: values.get(n, 0) for n in NAMES}, {"dwarf": 1})
        expression.evaluate(environment)
        expression.truth(environment)


@st.composite
def image_bytes(draw: st.DrawFn) -> bytes:
    """A small PNG or JPEG, maybe with a few bytes changed."""
    size = (draw(st.integers(1, 24)), draw(st.integers(1, 24)))
    mode = draw(st.sampled_from(("RGB", "RGBA", "L", "P", "1")))
    kind = draw(st.sampled_from(("PNG", "JPEG")))
    out = io.BytesIO()
    Image.new(mode if kind == "PNG" or mode in ("RGB", "L") else "RGB", size, 7).save(out, kind)
    raw = out.getvalue()
    return draw(mutated(raw)) if draw(st.booleans()) else raw


@fuzz_settings(80)
@given(
    image_bytes() | st.binary(max_size=40),
    st.sampled_from(("image/png", "image/jpeg", "image/gif", None, 3)),
    st.booleans(),
)
def test_a_portrait_is_decoded_or_refused_in_words(raw: bytes, media_type: Any, pad: bool) -> None:
    data = base64.b64encode(raw).decode("ascii") + ("=" if pad else "")
    portrait = {"media_type": media_type, "data": data}
    decoded = None
    with allowed_errors("portrait", raw, ValueError):
        encode_portrait(raw)
        decoded = decode_portrait(portrait)
    try:
        load_image(decoded)  # the PDF's reader: None for what it cannot draw, never an error
    except Exception as error:
        save_crash("portrait-image", raw, error)
        raise
