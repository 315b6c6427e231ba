# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Prerequisites and formulas in rules content: a small, closed expression language.

`parse(text, names)` checks the text once (syntax, declared names, function arity, caps)
and gives an `Expression` that can be evaluated against any `Environment`. Homebrew
packs are untrusted, so nothing but `ExpressionError` ever escapes.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache

from rules.engine.expression_eval import (
    MAX_MAGNITUDE,
    Environment,
    ExpressionError,
    Node,
    evaluate_tree,
    public_value,
)
from rules.engine.expression_syntax import (
    FUNCTIONS,
    MAX_DEPTH,
    MAX_DIGITS,
    MAX_LENGTH,
    MAX_TOKENS,
    parse_tree,
)

__all__ = [
    "FUNCTIONS",
    "MAX_DEPTH",
    "MAX_DIGITS",
    "MAX_LENGTH",
    "MAX_MAGNITUDE",
    "MAX_TOKENS",
    "Environment",
    "Expression",
    "ExpressionError",
    "MappingEnvironment",
    "parse",
]


@dataclass(frozen=True)
class MappingEnvironment:
    """An environment from plain mappings: name -> value, and owned entry id -> rank."""

    values: Mapping[str, int | Fraction]
    owned: Mapping[str, int] = field(default_factory=dict)

    def value(self, name: str) -> int | Fraction:
        """The value of a name; KeyError if it has none."""
        return self.values[name]

    def has(self, entry_id: str) -> bool:
        """Owned means present with a rank above zero."""
        return self.owned.get(entry_id, 0) > 0

    def rank(self, entry_id: str) -> int:
        """The rank held in the entry, 0 if not owned."""
        return self.owned.get(entry_id, 0)


@dataclass(frozen=True)
class Expression:
    """A parsed expression: its text, the declared names and entry ids it uses."""

    text: str
    names: frozenset[str]
    ids: frozenset[str]
    tree: Node = field(repr=False, compare=False)

    def evaluate(self, env: Environment) -> int | Fraction | bool:
        """The value: int when whole, Fraction otherwise, or bool; raises ExpressionError."""
        try:
            return public_value(evaluate_tree(self.tree, env))
        except (RecursionError, MemoryError):
            raise ExpressionError("expression is too complex to evaluate") from None

    def number(self, env: Environment) -> int:
        """The value as a number, fractions rounded down as rulebooks do."""
        value = self.evaluate(env)
        if isinstance(value, bool):
            raise ExpressionError(f"expected a number, but this gives {str(value).lower()}")
        return math.floor(value)

    def truth(self, env: Environment) -> bool:
        """The value as a condition: true/false, or a number that is true when nonzero."""
        value = self.evaluate(env)
        return value if isinstance(value, bool) else value != 0


def parse(text: str, names: Collection[str]) -> Expression:
    """Parse rules text against the declared names; raises ExpressionError only.

    Parsed expressions are immutable, so the same text is parsed once (derivation asks for the
    same formulas after every event)."""
    if not isinstance(text, str):
        raise ExpressionError(f"an expression must be text, not {type(text).__name__}")
    return _parse(text, names if isinstance(names, frozenset) else frozenset(names))


@lru_cache(maxsize=2048)
def _parse(text: str, names: frozenset[str]) -> Expression:
    try:
        tree, used, ids = parse_tree(text, names)
    except (RecursionError, MemoryError):
        raise ExpressionError("expression is too complex") from None
    return Expression(text, used, ids, tree)
