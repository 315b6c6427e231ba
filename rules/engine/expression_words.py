# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A requirement expression as a player reads it: `has("example-sellsword") and toughness >= 4`
→ `the Sellsword (example) class and Toughness 4` (a caller says "needs …")."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from rules.engine.expression import Expression
from rules.engine.expression_eval import Call, Chain, Cond, Const, Link, Lookup, Name, Node, Unary


def plain_label(name: str) -> str:
    """`spirit_core` → `Spirit Core`: a declared name when the system gives it no label."""
    return name.replace("_", " ").title()


@dataclass(frozen=True)
class Vocabulary:
    """How one system names what its expressions refer to.

    label: a declared name (`toughness` → `Toughness`). entry: an entry id's display name.
    owned: `has(id)` as a phrase (`the Sellsword class`; default: the entry's name). ranked:
    `rank(id) >= n` from the id and the number in words (default `Sellsword rank 3`)."""

    label: Callable[[str], str] = plain_label
    entry: Callable[[str], str] = str
    owned: Callable[[str], str] | None = None
    ranked: Callable[[str, str], str] | None = None

    def has(self, entry_id: str) -> str:
        """`has(id)` in words."""
        return self.owned(entry_id) if self.owned else self.entry(entry_id)

    def rank(self, entry_id: str, at_least: str) -> str:
        """`rank(id) >= n` in words."""
        if self.ranked:
            return self.ranked(entry_id, at_least)
        return f"{self.entry(entry_id)} rank {at_least}"


_AT_LEAST = {">=": "{} {}", ">": "{} above {}", "<=": "{} {} or less", "<": "{} below {}"}
_AT_LEAST |= {"==": "{} exactly {}", "!=": "{} other than {}"}
_FLIPPED = {">=": "<=", ">": "<", "<=": ">=", "<": ">", "==": "==", "!=": "!="}
_ARITHMETIC = {"+": "plus", "-": "minus", "*": "times", "/": "divided by", "%": "modulo"}
_ARITHMETIC["//"] = "divided by (rounded down)"


def requirement_words(expression: Expression, vocabulary: Vocabulary | None = None) -> str:
    """The requirement in words: `the Sellsword (example) class, Toughness 4 and Spirit Core 1,000`."""
    return _condition(expression.tree, vocabulary or Vocabulary())


def number_words(value: Fraction | int) -> str:
    """`1000` → `1,000`, `3/2` → `1.5`."""
    if isinstance(value, int) or value.denominator == 1:
        return f"{int(value):,}"
    return f"{float(value):,g}"


def listed(parts: Sequence[str], conjunction: str = "and") -> str:
    """`a`, `a and b`, `a, b and c`."""
    if len(parts) < 2:
        return "".join(parts)
    return f"{', '.join(parts[:-1])} {conjunction} {parts[-1]}"


def _condition(node: Node, words: Vocabulary) -> str:
    match node:
        case Chain(first, rest) if rest[0].op in ("and", "or"):
            return _logic(node, words)
        case Chain(first, rest) if rest[0].op in _FLIPPED:
            return _comparisons(first, rest, words)
        case Unary("not", operand):
            return _negated(operand, words)
        case Lookup("has", entry_id):
            return words.has(entry_id)
        case Const(value) if isinstance(value, bool):
            return "nothing" if value else "something no character has"
        case Cond(then, cond, other):
            then_text, other_text = _condition(then, words), _condition(other, words)
            return f"{then_text} when {_condition(cond, words)}, otherwise {other_text}"
        case _:
            return _compare(node, ">", Const(Fraction(0), 0), words)


def _logic(node: Chain, words: Vocabulary) -> str:
    op = node.rest[0].op
    parts = [_grouped(n, op, words) for n in (node.first, *(link.operand for link in node.rest))]
    if op == "and":
        return listed(parts)
    if len(parts) == 2 and not any(p.startswith(("both ", "all of ")) for p in parts):
        return listed(parts, "or")
    return f"{', '.join(parts[:-1])}, or {parts[-1]}"


def _grouped(node: Node, outer: str, words: Vocabulary) -> str:
    """A nested `or` inside an `and` reads `either a or b`, a nested `and` inside an `or`
    `both a and b` (`all of a, b and c`); other parts as they are."""
    text = _condition(node, words)
    if not isinstance(node, Chain) or node.rest[0].op not in ("and", "or"):
        return text
    if outer == "and" and node.rest[0].op == "or":
        return f"either {text}"
    if outer == "or" and node.rest[0].op == "and":
        return f"both {text}" if len(node.rest) == 1 else f"all of {text}"
    return text


_INVERSE = {">=": "<", ">": "<=", "<=": ">", "<": ">=", "==": "!=", "!=": "=="}


def _negated(node: Node, words: Vocabulary) -> str:
    """`not x >= 4` → `X below 4`; `not has(id)` → `not to have …`; otherwise `not …`."""
    if isinstance(node, Chain) and len(node.rest) == 1 and node.rest[0].op in _INVERSE:
        return _compare(node.first, _INVERSE[node.rest[0].op], node.rest[0].operand, words)
    if isinstance(node, Lookup) and node.func == "has":
        return f"not to have {words.has(node.entry_id)}"
    if isinstance(node, Unary) and node.op == "not":
        return _condition(node.operand, words)
    if isinstance(node, Chain) and node.rest[0].op in ("and", "or"):
        parts = [_condition(n, words) for n in (node.first, *(link.operand for link in node.rest))]
        if node.rest[0].op == "or":
            return (
                f"neither {parts[0]} nor {parts[1]}"
                if len(parts) == 2
                else f"none of {listed(parts, 'or')}"
            )
        return f"not both {listed(parts)}" if len(parts) == 2 else f"not all of {listed(parts)}"
    return f"not {_condition(node, words)}"


def _comparisons(first: Node, rest: tuple[Link, ...], words: Vocabulary) -> str:
    """`x >= 4` → `X 4`; `2 <= x <= 5` → `X from 2 to 5`; longer chains pair by pair."""
    if len(rest) == 2 and {rest[0].op, rest[1].op} <= {"<=", "<"} and isinstance(first, Const):
        low, high = _bound(first, rest[0].op, 1), _bound(rest[1].operand, rest[1].op, -1)
        if low is not None and high is not None:
            return f"{_value(rest[0].operand, words)} from {low} to {high}"
    pairs, left = [], first
    for link in rest:
        pairs.append(_compare(left, link.op, link.operand, words))
        left = link.operand
    return listed(pairs)


def _bound(node: Node, op: str, step: int) -> str | None:
    """A whole-number bound of a range, made inclusive (`1 <` → from 2)."""
    if not isinstance(node, Const) or isinstance(node.value, bool) or node.value.denominator != 1:
        return None
    return number_words(node.value + (step if op == "<" else 0))


def _compare(left: Node, op: str, right: Node, words: Vocabulary) -> str:
    if _is_number(left) and not _is_number(right):
        left, op, right = right, _FLIPPED[op], left
    if isinstance(left, Lookup) and left.func == "rank" and op == ">=" and _is_number(right):
        return words.rank(left.entry_id, _value(right, words))
    template = _AT_LEAST[op]
    if not isinstance(left, Name | Lookup) and op == ">=":
        template = "{} of at least {}"
    return template.format(_value(left, words), _value(right, words))


def _is_number(node: Node) -> bool:
    return isinstance(node, Const) and not isinstance(node.value, bool)


def _value(node: Node, words: Vocabulary) -> str:
    """A number-valued part in words: `Toughness`, `1,000`, `Power plus Focus`."""
    match node:
        case Const(value) if not isinstance(value, bool):
            return number_words(value)
        case Name(name):
            return words.label(name)
        case Lookup("rank", entry_id):
            return f"the rank of {words.entry(entry_id)}"
        case Unary("-", operand):
            return f"minus {_value(operand, words)}"
        case Unary(_, operand):
            return _value(operand, words)
        case Chain(first, rest) if rest[0].op in _ARITHMETIC:
            steps = " ".join(
                f"{_ARITHMETIC[link.op]} {_value(link.operand, words)}" for link in rest
            )
            return f"{_value(first, words)} {steps}"
        case Call(func, args):
            return _call(func, [_value(a, words) for a in args])
        case _:
            return _condition(node, words)


def _call(func: str, args: list[str]) -> str:
    if func == "floor":
        return f"{args[0]} rounded down"
    if func == "ceil":
        return f"{args[0]} rounded up"
    if func == "abs":
        return f"{args[0]} (ignoring its sign)"
    if func == "clamp":
        return f"{args[0]} kept between {args[1]} and {args[2]}"
    return f"the {'lowest' if func == 'min' else 'highest'} of {listed(args)}"
