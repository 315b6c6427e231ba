# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A schema compiled once into small yes/no checks: is a document valid, without error lists.

Every file read asks this first; only a document that fails goes through `SchemaChecker` for
its errors, so the wording and order of what a user reads come from one place. The checks test
what the checker's keywords test (`tests/model/test_schema_verdict.py` holds the two together).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from model.schema_check import _TYPES, SchemaChecker, _equal, _is_number

Check = Callable[[Any], bool]
Schema = Mapping[str, Any]


def compile_verdict(checker: SchemaChecker) -> Check:
    """One check of the checker's whole schema: True exactly when it finds no error."""
    return _Compiler(checker).node(checker.root)


def _always(_: Any) -> bool:
    return True


def _never(_: Any) -> bool:
    return False


def _all_of(checks: list[Check]) -> Check:
    """One check that passes when every one of `checks` does, asked in order."""
    if not checks:
        return _always
    first, rest = checks[0], _all_of(checks[1:])
    if rest is _always:
        return first
    return lambda value: first(value) and rest(value)


class _Compiler:
    """Turns each schema (by identity) into one check; `$ref`s look theirs up when called."""

    def __init__(self, checker: SchemaChecker) -> None:
        self._checker = checker
        self._done: dict[int, Check] = {}

    def node(self, schema: Any) -> Check:
        """The check of one schema (`true`, `false` or an object of keywords)."""
        if isinstance(schema, bool):
            return _always if schema else _never
        found = self._done.get(id(schema))
        if found is None:
            checks = [self._keyword(key, value, schema) for key, value in schema.items()]
            found = _all_of([check for check in checks if check is not _always])
            self._done[id(schema)] = found
        return found

    def _keyword(self, keyword: str, value: Any, schema: Schema) -> Check:
        """The check of one keyword; annotations check nothing."""
        make = _MAKERS.get(keyword)
        return make(self, value, schema) if make is not None else _always

    def ref(self, ref: str, _: Schema) -> Check:
        target = self._checker.resolve(ref)
        return lambda value: self.node(target)(value)


def _type(_: _Compiler, types: Any, __: Schema) -> Check:
    tests = tuple(_TYPES[name] for name in ([types] if isinstance(types, str) else types))
    if len(tests) == 1:
        return tests[0]
    return lambda value: any(test(value) for test in tests)


def _properties(compiler: _Compiler, properties: Any, _: Schema) -> Check:
    pairs = tuple((key, compiler.node(sub)) for key, sub in properties.items())

    def check(value: Any) -> bool:
        if isinstance(value, dict):
            for key, sub in pairs:
                if key in value and not sub(value[key]):
                    return False
        return True

    return check


def _required(_: _Compiler, keys: Any, __: Schema) -> Check:
    needed = tuple(keys)
    return lambda value: not isinstance(value, dict) or all(key in value for key in needed)


def _additional(compiler: _Compiler, extra: Any, schema: Schema) -> Check:
    known = frozenset(schema.get("properties", {}))
    if extra is False:
        return lambda value: not isinstance(value, dict) or known.issuperset(value)
    if not isinstance(extra, dict):
        return _always
    sub = compiler.node(extra)
    return lambda value: (
        not isinstance(value, dict) or all(sub(value[key]) for key in value if key not in known)
    )


def _property_names(compiler: _Compiler, names: Any, _: Schema) -> Check:
    sub = compiler.node(names)
    return lambda value: not isinstance(value, dict) or all(map(sub, value))


def _items(compiler: _Compiler, items: Any, _: Schema) -> Check:
    sub = compiler.node(items)
    return lambda value: not isinstance(value, list) or all(map(sub, value))


def _min_length(_: _Compiler, least: Any, __: Schema) -> Check:
    return lambda value: not isinstance(value, str) or not len(value) < least


def _max_length(_: _Compiler, most: Any, __: Schema) -> Check:
    return lambda value: not isinstance(value, str) or not len(value) > most


def _pattern(_: _Compiler, pattern: Any, __: Schema) -> Check:
    search = re.compile(pattern).search
    return lambda value: not isinstance(value, str) or search(value) is not None


def _minimum(_: _Compiler, least: Any, __: Schema) -> Check:
    return lambda value: not (_is_number(value) and value < least)


def _const(_: _Compiler, expected: Any, __: Schema) -> Check:
    return lambda value: _equal(value, expected)


def _enum(_: _Compiler, values: Any, __: Schema) -> Check:
    return lambda value: any(_equal(one, value) for one in values)


_MAKERS: dict[str, Callable[[_Compiler, Any, Schema], Check]] = {
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
    "$ref": _Compiler.ref,
}
