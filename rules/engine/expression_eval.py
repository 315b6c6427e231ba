# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The expression tree, its errors, and its evaluation with exact fractions."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Protocol, assert_never

MAX_MAGNITUDE = 10**15

type Value = Fraction | bool


class ExpressionError(ValueError):
    """A rules expression that cannot be parsed or evaluated, with where it went wrong."""

    def __init__(self, message: str, position: int | None = None) -> None:
        super().__init__(message, position)
        self.message = message
        self.position = position

    def __str__(self) -> str:
        if self.position is None:
            return self.message
        return f"{self.message} (at character {self.position})"


class Environment(Protocol):
    """What an expression can ask of the character it is evaluated against."""

    def value(self, name: str) -> int | Fraction:
        """The current value of a declared name."""
        ...

    def has(self, entry_id: str) -> bool:
        """Whether the character owns the entry."""
        ...

    def rank(self, entry_id: str) -> int:
        """The rank the character holds in the entry (0 if none)."""
        ...


@dataclass(frozen=True, slots=True)
class Const:
    """A number literal (exact) or `true` / `false`."""

    value: Fraction | bool
    pos: int


@dataclass(frozen=True, slots=True)
class Name:
    """A declared name whose value comes from the environment."""

    name: str
    pos: int


@dataclass(frozen=True, slots=True)
class Unary:
    """A prefix operator: `-`, `+` or `not`."""

    op: str
    operand: Node
    pos: int


@dataclass(frozen=True, slots=True)
class Link:
    """One `op operand` step of a chain."""

    op: str
    operand: Node
    pos: int


@dataclass(frozen=True, slots=True)
class Chain:
    """A flat run of one precedence level's operators: `a + b - c`, `1 < x <= 5`, `p and q`."""

    first: Node
    rest: tuple[Link, ...]


@dataclass(frozen=True, slots=True)
class Cond:
    """`then if cond else other`."""

    then: Node
    cond: Node
    other: Node
    pos: int


@dataclass(frozen=True, slots=True)
class Call:
    """A call to one of the fixed numeric functions."""

    func: str
    args: tuple[Node, ...]
    pos: int


@dataclass(frozen=True, slots=True)
class Lookup:
    """`has("id")` or `rank("id")`, answered by the environment."""

    func: str
    entry_id: str
    pos: int


Node = Const | Name | Unary | Chain | Cond | Call | Lookup


def evaluate_tree(node: Node, env: Environment) -> Value:
    """Evaluate a tree; raises ExpressionError for every failure it can detect."""
    match node:
        case Const():
            return node.value
        case Name():
            return _variable(node, env)
        case Unary():
            return _unary(node, env)
        case Chain():
            return _chain(node, env)
        case Cond():
            branch = node.then if truth_of(evaluate_tree(node.cond, env)) else node.other
            return evaluate_tree(branch, env)
        case Call():
            return _call(node, env)
        case Lookup():
            return _lookup(node, env)
        case _:
            assert_never(node)


def truth_of(value: Value) -> bool:
    """A bool as is; a number is true when nonzero."""
    return value if isinstance(value, bool) else value != 0


def number_of(value: Value, pos: int | None) -> Fraction:
    """The value as a number, refusing true/false."""
    if isinstance(value, bool):
        raise ExpressionError("cannot do arithmetic on true/false", pos)
    return value


def _checked(value: Fraction, pos: int | None) -> Fraction:
    if abs(value) > MAX_MAGNITUDE:
        raise ExpressionError("number too large", pos)
    return value


def _unary(node: Unary, env: Environment) -> Value:
    operand = evaluate_tree(node.operand, env)
    if node.op == "not":
        return not truth_of(operand)
    number = number_of(operand, node.pos)
    return -number if node.op == "-" else number


def _chain(node: Chain, env: Environment) -> Value:
    op = node.rest[0].op
    if op in ("and", "or"):
        operands = (node.first, *(link.operand for link in node.rest))
        results = (truth_of(evaluate_tree(operand, env)) for operand in operands)
        return all(results) if op == "and" else any(results)
    return _comparison(node, env) if op in _COMPARE else _arithmetic(node, env)


def _comparison(node: Chain, env: Environment) -> bool:
    left = evaluate_tree(node.first, env)
    for link in node.rest:
        right = evaluate_tree(link.operand, env)
        if not _compare(link.op, left, right, link.pos):
            return False
        left = right
    return True


def _arithmetic(node: Chain, env: Environment) -> Fraction:
    result = evaluate_tree(node.first, env)
    for link in node.rest:
        right = number_of(evaluate_tree(link.operand, env), link.pos)
        result = _checked(_arith(link.op, number_of(result, link.pos), right, link.pos), link.pos)
    return number_of(result, None)


def _arith(op: str, left: Fraction, right: Fraction, pos: int) -> Fraction:
    if op in ("/", "//", "%") and right == 0:
        raise ExpressionError("division by zero", pos)
    match op:
        case "+":
            return left + right
        case "-":
            return left - right
        case "*":
            return left * right
        case "/":
            return left / right
        case "//":
            return Fraction(left // right)
        case "%":
            return left % right
    raise ExpressionError(f"unknown operator {op!r}", pos)


_COMPARE: dict[str, Callable[[Fraction, Fraction], bool]] = {
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
}


def _compare(op: str, left: Value, right: Value, pos: int) -> bool:
    if isinstance(left, bool) and isinstance(right, bool) and op in ("==", "!="):
        return (left == right) == (op == "==")
    if isinstance(left, bool) or isinstance(right, bool):
        raise ExpressionError(f"cannot compare true/false with '{op}' against a number", pos)
    return _COMPARE[op](left, right)


def _call(node: Call, env: Environment) -> Value:
    numbers: list[Fraction] = []
    for arg in node.args:
        value = evaluate_tree(arg, env)
        if isinstance(value, bool):
            raise ExpressionError(f"{node.func}() needs numbers, not true/false", node.pos)
        numbers.append(value)
    match node.func:
        case "floor":
            return Fraction(math.floor(numbers[0]))
        case "ceil":
            return Fraction(math.ceil(numbers[0]))
        case "abs":
            return abs(numbers[0])
        case "min":
            return min(numbers)
        case "max":
            return max(numbers)
        case "clamp":
            return _clamp(numbers[0], numbers[1], numbers[2], node.pos)
    raise ExpressionError(f"unknown function '{node.func}'", node.pos)


def _clamp(value: Fraction, low: Fraction, high: Fraction, pos: int) -> Fraction:
    if low > high:
        raise ExpressionError("clamp() lower bound is greater than its upper bound", pos)
    return min(max(value, low), high)


def _variable(node: Name, env: Environment) -> Fraction:
    try:
        raw: object = env.value(node.name)
    except LookupError:
        raise ExpressionError(f"no value for '{node.name}'", node.pos) from None
    return _from_env(raw, f"value of '{node.name}'", node.pos)


def _lookup(node: Lookup, env: Environment) -> Value:
    try:
        raw: object = env.has(node.entry_id) if node.func == "has" else env.rank(node.entry_id)
    except LookupError:
        raise ExpressionError(f"cannot look up '{node.entry_id}'", node.pos) from None
    if node.func == "rank":
        return _from_env(raw, f"rank of '{node.entry_id}'", node.pos)
    if not isinstance(raw, bool):
        raise ExpressionError(f"has('{node.entry_id}') did not give true/false", node.pos)
    return raw


def _from_env(raw: object, what: str, pos: int) -> Fraction:
    if isinstance(raw, bool) or not isinstance(raw, int | Fraction):
        raise ExpressionError(f"{what} is not a whole number or fraction", pos)
    return _checked(Fraction(raw), pos)


def public_value(value: Value) -> int | Fraction | bool:
    """Integral fractions become int; everything else is returned as is."""
    if isinstance(value, Fraction) and value.denominator == 1:
        return int(value)
    return value
