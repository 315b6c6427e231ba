# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Remembering the last answer of a pure function of immutable values (state, content).

Deriving a sheet asks the same questions of the same state many times ("which specials does this
character hold?" comes up in a dozen values). States and rulesets never change once made, so the
answer for the very same objects can be given again; the last arguments are kept alive with the
answer, so their identities cannot be reused by other objects while it is remembered.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Hashable
from functools import wraps
from operator import is_
from typing import Any, TypeVar

T = TypeVar("T")


def same_arguments[T](function: Callable[..., T]) -> Callable[..., T]:
    """`function` answering again from memory when called with the very same objects as last time.

    The result (a list, set or dict) is copied for each caller, so changing it changes nothing
    here."""
    last: list[Any] = [(), None]

    @wraps(function)
    def remembered(*args: Any) -> T:
        kept, answer = last
        if len(kept) != len(args) or not all(map(is_, kept, args)):
            answer = function(*args)
            last[:] = [args, answer]
        return _copy(answer)  # type: ignore[no-any-return]

    return remembered


def same_content_and[S, T](
    key: Callable[[S], Hashable],
) -> Callable[[Callable[[S, Any], T]], Callable[[S, Any], T]]:
    """A function of (state, content) answering again from memory when the content is the very
    same object as last time and `key(state)` — the part of the state the answer depends on —
    is equal. The result (a list or dict) is copied for each caller."""

    def decorate(function: Callable[[S, Any], T]) -> Callable[[S, Any], T]:
        last: list[Any] = [None, None, None]

        @wraps(function)
        def remembered(state: S, content: Any) -> T:
            wanted = key(state)
            if last[0] is not content or last[1] != wanted:
                last[:] = [content, wanted, function(state, content)]
            return _copy(last[2])  # type: ignore[no-any-return]

        return remembered

    return decorate


def _copy[T](answer: T) -> T:
    """A shallow copy of an answer for one caller (lists, sets and dicts the quick way); a tuple
    cannot be changed, so it is given as it is."""
    if type(answer) is tuple:
        return answer
    if type(answer) in (list, dict, set):
        return answer.copy()  # type: ignore[attr-defined, no-any-return]
    return copy.copy(answer)
