# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Remembering the last answer of a pure function of immutable values (state, content).

Deriving a sheet asks the same questions of the same state many times ("which specials does this
character hold?" comes up in a dozen values). States and rulesets never change once made, so the
answer for the very same objects can be given again; the last arguments are kept alive with the
answer, so their identities cannot be reused by other objects while it is remembered.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Hashable, Iterator, Mapping
from functools import wraps
from operator import is_
from typing import Any, Concatenate, TypeVar

T = TypeVar("T")


_REMEMBERED: list[list[Any] | dict[Any, Any]] = []
"""The memory of every remembering function, so that `forget_all` can empty it."""

_BY_VALUE = frozenset((str, int, bool, float, frozenset, type(None)))
"""Argument types `recent_answers` compares by value; any other argument by identity."""
_CHANGEABLE = frozenset((list, dict, set, bytearray))
"""Argument types `recent_answers` never remembers for: the same object may hold other values."""


def forget_all() -> None:
    """Forget every remembered answer (tests compare a remembered derivation with a fresh one)."""
    for memory in _REMEMBERED:
        if isinstance(memory, dict):
            memory.clear()
        else:
            memory[:] = [None] * len(memory)


def recent_answers[**P, T](size: int) -> Callable[[Callable[P, T]], Callable[P, T]]:
    """A pure function of immutable values answering again from memory for any of the last `size`
    argument lists it was called with. An argument is the same when it is the very same object,
    or, for a string, number or frozenset, an equal one (a call with a list, dict or set is not
    remembered); the arguments are kept alive with the
    answer, so their identities cannot be reused while it is remembered. The result (a list or
    dict) is copied for each caller; what it holds is shared.

    For what is derived once per entry of a state (a Heretics ability's card): an event changes
    one entry, the others keep their identity and their answers."""

    def decorate(function: Callable[P, T]) -> Callable[P, T]:
        answers: dict[tuple[object, ...], tuple[tuple[object, ...], T]] = {}
        _REMEMBERED.append(answers)

        @wraps(function)
        def remembered(*args: P.args, **kwargs: P.kwargs) -> T:
            if kwargs or any(type(a) in _CHANGEABLE for a in args):
                return function(*args, **kwargs)
            key = tuple(a if type(a) in _BY_VALUE else id(a) for a in args)
            found = answers.get(key)
            if found is None:
                if len(answers) >= size:
                    del answers[next(iter(answers))]
                found = answers[key] = (args, function(*args, **kwargs))
            return _copy(found[1])

        return remembered

    return decorate


def same_arguments[T](function: Callable[..., T]) -> Callable[..., T]:
    """`function` answering again from memory when called with the very same objects as last time.

    The result (a list, set or dict) is copied for each caller, so changing it changes nothing
    here."""
    last: list[Any] = [(), None]
    _REMEMBERED.append(last)

    @wraps(function)
    def remembered(*args: Any) -> T:
        kept, answer = last
        if kept is None or len(kept) != len(args) or not all(map(is_, kept, args)):
            answer = function(*args)
            last[:] = [args, answer]
        return _copy(answer)  # type: ignore[no-any-return]

    return remembered


def same_content_and[S, **P, T](
    key: Callable[[S], Hashable],
) -> Callable[[Callable[Concatenate[S, Any, P], T]], Callable[Concatenate[S, Any, P], T]]:
    """A function of (state, content, …) answering again from memory when the content is the very
    same object as last time, `key(state)` — the part of the state the answer depends on — is
    equal, and so are any further arguments. The result (a list or dict) is copied for each
    caller; what it holds is shared, as a derived sheet's contents are never changed.

    `key` must name every part of the state the function reads, through any function it calls:
    tests/rules/engine/test_remembered_sheets.py derives every step of long histories both
    ways."""

    def decorate(
        function: Callable[Concatenate[S, Any, P], T],
    ) -> Callable[Concatenate[S, Any, P], T]:
        last: list[Any] = [None, None, None]
        _REMEMBERED.append(last)

        @wraps(function)
        def remembered(state: S, content: Any, /, *args: P.args, **kwargs: P.kwargs) -> T:
            wanted = (key(state), args, kwargs) if args or kwargs else key(state)
            if last[0] is not content or last[1] != wanted:
                last[:] = [content, wanted, function(state, content, *args, **kwargs)]
            return _copy(last[2])  # type: ignore[no-any-return]

        return remembered

    return decorate


_MISSING = object()
"""What a read of a key a mapping does not hold found."""


class _Reads(Mapping[str, Any]):
    """A read-only view of a mapping that notes every key read through it, and what was there;
    `whole` once something went through all of it (iteration or its length)."""

    __slots__ = ("_values", "seen", "whole")

    def __init__(self, values: Mapping[str, Any]) -> None:
        self._values = values
        self.seen: dict[str, Any] = {}
        self.whole = False

    def _read(self, key: str) -> Any:
        found = self._values.get(key, _MISSING)
        self.seen[key] = found
        return found

    def __getitem__(self, key: str) -> Any:
        found = self._read(key)
        if found is _MISSING:
            raise KeyError(key)
        return found

    def get(self, key: str, default: Any = None) -> Any:
        found = self._read(key)
        return default if found is _MISSING else found

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self._read(key) is not _MISSING

    def __iter__(self) -> Iterator[str]:
        self.whole = True
        return iter(self._values)

    def __len__(self) -> int:
        self.whole = True
        return len(self._values)


def _same_reads(values: Mapping[str, Any], seen: Mapping[str, Any]) -> bool:
    """Whether `values` holds what was read before: each key read, the very same or an equal
    value (or, as then, nothing)."""
    for key, found in seen.items():
        now = values.get(key, _MISSING)
        if now is not found and now != found:
            return False
    return True


def same_reads[T](function: Callable[..., T]) -> Callable[..., T]:
    """A pure function of a mapping (and further arguments) answering again from memory when every
    key it read last time holds the same value, and the further arguments are equal: what it did
    not read cannot have changed its answer. The result (a list or dict) is copied for each
    caller; what it holds is shared.

    For what a sheet says in words with a few of its numbers (the play rules): most events change
    none of the numbers it reads."""
    last: list[Any] = [None, None, None, None]
    _REMEMBERED.append(last)

    @wraps(function)
    def remembered(values: Mapping[str, Any], *rest: Any) -> T:
        seen, whole, kept_rest, answer = last
        if (
            seen is None
            or kept_rest != rest
            or not (dict(values) == whole if whole is not None else _same_reads(values, seen))
        ):
            reads = _Reads(values)
            answer = function(reads, *rest)
            whole = dict(values) if reads.whole else None
            last[:] = [reads.seen, whole, rest, answer]
        return _copy(answer)  # type: ignore[no-any-return]

    return remembered


def _copy[T](answer: T) -> T:
    """A shallow copy of an answer for one caller (lists, sets and dicts the quick way); a tuple
    cannot be changed, so it is given as it is."""
    if type(answer) is tuple:
        return answer
    if type(answer) in (list, dict, set):
        return answer.copy()  # type: ignore[attr-defined, no-any-return]
    return copy.copy(answer)
