# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A small JSON Schema (2020-12) checker for the keywords our published schemas use.

A command on a file character checks its document on every run, and the full validator costs
more to import than the rest of the command; this one knows only the keywords in
`resources/schema/` (an unknown keyword is refused when the checker is made, so a schema edit
cannot be silently ignored) and reports problems in the order jsonschema does.
`tests/model/test_schema_check.py` holds it to jsonschema's verdicts.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

Path = tuple[str | int, ...]
Schema = Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class SchemaError:
    """One violation: the keyword broken, its value in the schema, and where the value is.

    For `required`, `expected` is the one missing key; `schema` is the schema holding the keyword.
    """

    keyword: str
    expected: Any
    instance: Any
    path: Path
    schema: Schema
    message: str


Errors = Iterator[SchemaError]
Keyword = Callable[["SchemaChecker", Any, Any, Schema, Path], Errors]

ANNOTATIONS = frozenset(
    {"$comment", "$schema", "$id", "$defs", "title", "description", "contentEncoding", "default"}
)


def _is_number(instance: Any) -> bool:
    return isinstance(instance, int | float) and not isinstance(instance, bool)


_TYPES: dict[str, Callable[[Any], bool]] = {
    "object": lambda value: isinstance(value, dict),
    "array": lambda value: isinstance(value, list),
    "string": lambda value: isinstance(value, str),
    "boolean": lambda value: isinstance(value, bool),
    "null": lambda value: value is None,
    "number": _is_number,
    "integer": lambda value: _is_number(value) and (isinstance(value, int) or value.is_integer()),
}


def _is_type(instance: Any, name: str) -> bool:
    """jsonschema's type check: booleans are no numbers, 1.0 is an integer."""
    return _TYPES[name](instance)


def _equal(one: Any, two: Any) -> bool:
    """JSON equality as jsonschema has it: true is not 1, 1.0 is 1."""
    if isinstance(one, str) or isinstance(two, str):
        return bool(one == two)
    if isinstance(one, list) and isinstance(two, list):
        return len(one) == len(two) and all(map(_equal, one, two))
    if isinstance(one, dict) and isinstance(two, dict):
        return one.keys() == two.keys() and all(_equal(one[k], two[k]) for k in one)
    if isinstance(one, bool) or isinstance(two, bool):
        return one is two
    return bool(one == two)


def _type(_: SchemaChecker, types: Any, instance: Any, schema: Schema, path: Path) -> Errors:
    names = [types] if isinstance(types, str) else list(types)
    if not any(_is_type(instance, name) for name in names):
        shown = ", ".join(repr(name) for name in names)
        yield SchemaError(
            "type", types, instance, path, schema, f"{instance!r} is not of type {shown}"
        )


def _properties(
    checker: SchemaChecker, properties: Any, instance: Any, _: Schema, path: Path
) -> Errors:
    if isinstance(instance, dict):
        for key, subschema in properties.items():
            if key in instance:
                yield from checker.errors(instance[key], subschema, (*path, key))


def _required(_: SchemaChecker, keys: Any, instance: Any, schema: Schema, path: Path) -> Errors:
    if isinstance(instance, dict):
        for key in keys:
            if key not in instance:
                message = f"{key!r} is a required property"
                yield SchemaError("required", key, instance, path, schema, message)


def _additional(
    checker: SchemaChecker, extra: Any, instance: Any, schema: Schema, path: Path
) -> Errors:
    if not isinstance(instance, dict):
        return
    known = schema.get("properties", {})
    extras = [key for key in instance if key not in known]
    if isinstance(extra, dict):
        for key in extras:
            yield from checker.errors(instance[key], extra, (*path, key))
    elif extra is False and extras:
        message = (
            f"Additional properties are not allowed ({', '.join(map(repr, extras))} unexpected)"
        )
        yield SchemaError("additionalProperties", extra, instance, path, schema, message)


def _property_names(
    checker: SchemaChecker, names: Any, instance: Any, _: Schema, path: Path
) -> Errors:
    if isinstance(instance, dict):
        for key in instance:
            yield from checker.errors(key, names, path)


def _items(checker: SchemaChecker, items: Any, instance: Any, _: Schema, path: Path) -> Errors:
    if isinstance(instance, list):
        for index, item in enumerate(instance):
            yield from checker.errors(item, items, (*path, index))


def _min_length(_: SchemaChecker, least: Any, instance: Any, schema: Schema, path: Path) -> Errors:
    if isinstance(instance, str) and len(instance) < least:
        words = "should be non-empty" if least == 1 else "is too short"
        yield SchemaError("minLength", least, instance, path, schema, f"{instance!r} {words}")


def _max_length(_: SchemaChecker, most: Any, instance: Any, schema: Schema, path: Path) -> Errors:
    if isinstance(instance, str) and len(instance) > most:
        words = "is expected to be empty" if most == 0 else "is too long"
        yield SchemaError("maxLength", most, instance, path, schema, f"{instance!r} {words}")


def _pattern(_: SchemaChecker, pattern: Any, instance: Any, schema: Schema, path: Path) -> Errors:
    if isinstance(instance, str) and not re.search(pattern, instance):
        message = f"{instance!r} does not match {pattern!r}"
        yield SchemaError("pattern", pattern, instance, path, schema, message)


def _minimum(_: SchemaChecker, least: Any, instance: Any, schema: Schema, path: Path) -> Errors:
    if _is_number(instance) and instance < least:
        message = f"{instance!r} is less than the minimum of {least!r}"
        yield SchemaError("minimum", least, instance, path, schema, message)


def _const(_: SchemaChecker, value: Any, instance: Any, schema: Schema, path: Path) -> Errors:
    if not _equal(instance, value):
        yield SchemaError("const", value, instance, path, schema, f"{value!r} was expected")


def _enum(_: SchemaChecker, values: Any, instance: Any, schema: Schema, path: Path) -> Errors:
    if not any(_equal(value, instance) for value in values):
        message = f"{instance!r} is not one of {values!r}"
        yield SchemaError("enum", values, instance, path, schema, message)


def _ref(checker: SchemaChecker, ref: Any, instance: Any, _: Schema, path: Path) -> Errors:
    yield from checker.errors(instance, checker.resolve(ref), path)


KEYWORDS: dict[str, Keyword] = {
    "type": _type,
    "properties": _properties,
    "required": _required,
    "additionalProperties": _additional,
    "propertyNames": _property_names,
    "items": _items,
    "minLength": _min_length,
    "maxLength": _max_length,
    "pattern": _pattern,
    "minimum": _minimum,
    "const": _const,
    "enum": _enum,
    "$ref": _ref,
}


class SchemaChecker:
    """Checks instances against one schema; ValueError up front if it uses a keyword we lack."""

    def __init__(self, schema: Schema) -> None:
        self._root = schema
        _known_keywords(schema, "")
        for ref in _refs(schema):
            self.resolve(ref)

    @property
    def root(self) -> Schema:
        """The whole schema this checker checks against."""
        return self._root

    def resolve(self, ref: str) -> Schema:
        """The subschema a local reference (`#/$defs/value`) names."""
        if not ref.startswith("#"):
            raise ValueError(f"only local references are supported, not {ref!r}")
        found: Any = self._root
        for part in filter(None, ref[1:].split("/")):
            found = found[part.replace("~1", "/").replace("~0", "~")]
        if not isinstance(found, dict):
            raise ValueError(f"{ref!r} names no schema")
        return found

    def iter_errors(self, instance: Any) -> Errors:
        """Every violation of the whole schema, in jsonschema's order."""
        return self.errors(instance, self._root, ())

    def errors(self, instance: Any, schema: Schema, path: Path) -> Errors:
        """Every violation of `schema` by `instance`, which sits at `path`."""
        if isinstance(schema, bool):  # `true` allows anything, `false` nothing
            if not schema:
                yield SchemaError(
                    "false", False, instance, path, {}, "False schema does not allow it"
                )
            return
        for keyword, value in schema.items():
            check = KEYWORDS.get(keyword)
            if check is not None:
                yield from check(self, value, instance, schema, path)


def _subschemas(schema: Schema) -> Iterator[Schema]:
    """The schemas directly inside this one."""
    for keyword in ("additionalProperties", "propertyNames", "items"):
        if isinstance(schema.get(keyword), dict):
            yield schema[keyword]
    for keyword in ("properties", "$defs"):
        yield from schema.get(keyword, {}).values()


def _known_keywords(schema: Schema, where: str) -> None:
    """ValueError if the schema, or one inside it, uses a keyword this checker does not know."""
    if isinstance(schema, bool):
        return
    unknown = set(schema) - set(KEYWORDS) - ANNOTATIONS
    types = schema.get("type", [])
    unknown |= {f"type {name}" for name in ([types] if isinstance(types, str) else types)} - {
        f"type {name}" for name in _TYPES
    }
    if unknown:
        raise ValueError(
            f"schema keyword {sorted(unknown)[0]!r} at {where or '/'} is not supported"
        )
    for sub in _subschemas(schema):
        _known_keywords(sub, f"{where}/…")


def _refs(schema: Schema) -> Iterator[str]:
    """Every `$ref` in the schema."""
    if isinstance(schema, bool):
        return
    if "$ref" in schema:
        yield schema["$ref"]
    for sub in _subschemas(schema):
        yield from _refs(sub)
