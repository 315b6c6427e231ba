# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The ops a system understands, registered explicitly with a decorator (STYLE.md lesson 4)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict

from rules.engine.source_words import without_lines
from rules.engine.step import Outcome, Step

S = TypeVar("S")
F = TypeVar("F", bound="OpFields")


class OpFields(BaseModel):
    """Base class for the fields of one op; unknown fields are refused."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


Handler = Callable[[Step[S], Any], Outcome[S]]


@dataclass(frozen=True, slots=True)
class OpSpec[S]:
    """An op's name, the schema of its fields, and the function that applies it."""

    name: str
    fields: type[OpFields]
    apply: Handler[S]
    summary: str


class OpRegistry[S]:
    """All ops of one system, by name."""

    def __init__(self) -> None:
        self._ops: dict[str, OpSpec[S]] = {}

    def op(
        self, name: str, fields: type[F]
    ) -> Callable[[Callable[[Step[S], F], Outcome[S]]], Callable[[Step[S], F], Outcome[S]]]:
        """Register the decorated function as the handler of `name`."""

        def register(
            func: Callable[[Step[S], F], Outcome[S]],
        ) -> Callable[[Step[S], F], Outcome[S]]:
            if name in self._ops:
                raise ValueError(f"op {name!r} registered twice")
            first = (func.__doc__ or "").strip().splitlines()[0] if func.__doc__ else ""
            summary = without_lines(first)  # a player reads it: line numbers stay in the code
            self._ops[name] = OpSpec(name, fields, func, summary)
            return func

        return register

    def get(self, name: str) -> OpSpec[S] | None:
        """The op with that name, or None."""
        return self._ops.get(name)

    def __iter__(self) -> Iterator[OpSpec[S]]:
        return iter(self._ops.values())

    def names(self) -> list[str]:
        """Every registered op name."""
        return list(self._ops)
