# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Hostile input to the rules expression language: only Expression or ExpressionError comes out."""

from __future__ import annotations

import sys
from collections.abc import Callable
from fractions import Fraction
from types import FrameType

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.engine import expression as expression_module
from rules.engine.expression import (
    MAX_DEPTH,
    MAX_MAGNITUDE,
    Expression,
    ExpressionError,
    MappingEnvironment,
    parse,
)

NAMES = ("end", "agi", "level", "zero", "half")
ENV = MappingEnvironment(
    {"end": 3, "agi": 2, "level": 5, "zero": 0, "half": Fraction(1, 2)},
    {"power-attack": 1, "melee-boost": 3},
)
MODEST = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

ATOMS = [
    *NAMES,
    "0",
    "1",
    "7",
    "2.5",
    "999999999999999",
    "1e308",
    "0x1f",
    "true",
    "false",
    "strenght",
    "__import__",
    "__class__",
    "os",
    "self",
]
SYMBOLS = [
    *"+-*/%<>(),.[]{}:;=!&|^~@'\"\\",
    "//",
    "**",
    "<=",
    ">=",
    "==",
    "!=",
    ":=",
    "and",
    "or",
    "not",
    "if",
    "else",
    "lambda",
    "for",
    "in",
    *["floor(", "ceil(", "min(", "max(", "abs(", "clamp(", "has(", "rank("],
    '"power-attack"',
    "'melee-boost'",
    '"Bad Id"',
    "\x00",
    "\u0661",
    "\u00a0",
]
TOKENS = st.sampled_from(ATOMS + SYMBOLS)


def _parse_or_error(text: str) -> Expression | ExpressionError:
    try:
        return parse(text, NAMES)
    except ExpressionError as err:
        return err


def contained(text: str) -> None:
    """Parse and evaluate; anything but a value or ExpressionError propagates and fails."""
    expr = _parse_or_error(text)
    if isinstance(expr, ExpressionError):
        assert isinstance(expr.message, str)
        assert expr.position is None or 0 <= expr.position <= len(text)
        return
    assert isinstance(expr, Expression)
    methods: list[Callable[[MappingEnvironment], object]] = [expr.evaluate, expr.number, expr.truth]
    for method in methods:
        try:
            value = method(ENV)
        except ExpressionError:
            continue
        if not isinstance(value, bool):
            assert isinstance(value, int | Fraction)
            assert abs(Fraction(value)) <= MAX_MAGNITUDE


@MODEST
@given(st.text(max_size=300))
def test_any_text_is_contained(text: str) -> None:
    contained(text)


@MODEST
@given(st.lists(TOKENS, max_size=60), st.sampled_from(["", " "]))
def test_token_soup_is_contained(tokens: list[str], glue: str) -> None:
    contained(glue.join(tokens))


def _grammar() -> st.SearchStrategy[str]:
    """Mostly well-formed expressions, so the evaluator gets exercised, not just the parser."""
    leaves = st.sampled_from([*NAMES, "0", "1", "3", "0.5", "true", "false", 'rank("melee-boost")'])
    binary = st.sampled_from(["+", "-", "*", "/", "//", "%", "<", "<=", "==", "!=", "and", "or"])

    def extend(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
        return st.one_of(
            st.tuples(inner, binary, inner).map(" ".join),
            inner.map(lambda e: f"({e})"),
            inner.map(lambda e: f"-{e}"),
            inner.map(lambda e: f"not {e}"),
            st.tuples(inner, inner, inner).map(lambda t: f"{t[0]} if {t[1]} else {t[2]}"),
            st.tuples(st.sampled_from(["floor", "ceil", "abs"]), inner).map(
                "{0[0]}({0[1]})".format
            ),
            st.lists(inner, min_size=1, max_size=4).map(lambda a: f"max({', '.join(a)})"),
            st.tuples(inner, inner, inner).map(lambda t: f"clamp({', '.join(t)})"),
        )

    return st.recursive(leaves, extend, max_leaves=40)


@MODEST
@given(_grammar())
def test_grammar_expressions_are_contained(text: str) -> None:
    contained(text)


@MODEST
@given(_grammar())
def test_parentheses_do_not_change_the_value(text: str) -> None:
    def value(source: str) -> object:
        try:
            return parse(source, NAMES).evaluate(ENV)
        except ExpressionError as err:
            return err.message

    if len(text) < 990:
        assert value(f"({text})") == value(text)


HOSTILE: list[str] = [
    "__import__('os').system('x')",
    '__import__("os").system("rm -rf /")',
    "().__class__.__bases__",
    "().__class__.__bases__[0].__subclasses__()",
    "end.__class__",
    "9**9**9",
    "2**1000000",
    "'a'*10**9",
    "(" * 10000,
    ")" * 10000,
    "-" * 5000 + "1",
    "not " * 3000 + "true",
    "max(" * 100,
    "max(" * 100 + "1" + ")" * 100,
    "(" * 499 + ")" * 499,
    "1e308*1e308",
    "1e308",
    "float('inf')",
    "lambda: 1",
    "(lambda: 1)()",
    "[x for x in ()]",
    "{x: 1 for x in ()}",
    "x := 1",
    "end = 1",
    "exec('1')",
    "eval('1')",
    "open('/etc/passwd').read()",
    "getattr(end, 'real')",
    "has(__import__)",
    "has('a' + 'b')",
    'rank("x")("y")',
    "a" * 100_000,
    "1" * 100_000,
    "1 + " * 30_000 + "1",
    "0" * 20,
    "10**16",
    "10000000000000000",
    "999999999999999 * 999999999999999",
    "max(999999999999999) * 2",
    "1 / 0.0000000000000001",
    "1 / 3 / 3 / 3 / 3 / 3 / 3 / 3 / 3 / 3 / 3 / 3 / 3 / 3 / 3 / 3 / 3 / 3 / 3 / 3 / 3 / 3 / 0",
    "\x00",
    "1\x00+1",
    "end\x00",
    "\u0661\u0662",
    "\u0661 + 1",
    "\U0001d7d9",
    "\uff45\uff4e\uff44",
    "end\u200b",
    "\ufeff1",
    "\u202eend",
    '"' * 1000,
    "'" + "a" * 998 + "'",
    "has('" + "a" * 500 + "')",
    "\\x41",
    "`id`",
    "$HOME",
    "end if end if end",
    "else",
    ",",
    "()",
    "(,)",
]


@pytest.mark.parametrize("text", HOSTILE, ids=range(len(HOSTILE)))
def test_known_hostile_input_is_refused(text: str) -> None:
    with pytest.raises(ExpressionError):
        parse(text, NAMES).evaluate(ENV)


def test_tiny_fractions_stay_exact() -> None:
    text = "1/3" + "/3" * 120 + "*3" * 121
    assert parse(text, NAMES).evaluate(ENV) == 1


def test_deepest_allowed_nesting_still_evaluates() -> None:
    deep = "(0 or 1 and 1 < 1 + 1 * " * (MAX_DEPTH // 2) + "1" + ")" * (MAX_DEPTH // 2)
    for text in (deep, "floor(" * MAX_DEPTH + "1" + ")" * MAX_DEPTH, "-" * MAX_DEPTH + "1"):
        contained(text)


def _at_depth(depth: int, action: Callable[[], object]) -> object:
    """Call action with `depth` extra Python frames on the stack."""
    return action() if depth == 0 else _at_depth(depth - 1, action)


def _stack_depth() -> int:
    frame: FrameType | None = sys._getframe()
    depth = 0
    while frame is not None:
        frame, depth = frame.f_back, depth + 1
    return depth


def test_running_low_on_stack_is_still_an_expression_error() -> None:
    text = "floor(" * MAX_DEPTH + "1" + ")" * MAX_DEPTH
    spare = 100  # far fewer frames than this parse needs
    expression_module._parse.cache_clear()  # parse it for real, not from an earlier test's parse
    with pytest.raises(ExpressionError, match="too complex"):
        _at_depth(sys.getrecursionlimit() - _stack_depth() - spare, lambda: parse(text, NAMES))


class _OddEnvironment:
    """A buggy environment that answers with the wrong types."""

    def value(self, name: str) -> int | Fraction:
        return {"flag": True, "real": 1.5, "big": 10**20}[name]  # type: ignore[return-value]

    def has(self, entry_id: str) -> bool:
        return 1  # type: ignore[return-value]

    def rank(self, entry_id: str) -> int:
        raise KeyError(entry_id)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("flag", "value of 'flag' is not a whole number or fraction"),
        ("real", "value of 'real' is not a whole number or fraction"),
        ("big", "number too large"),
        ('has("a")', "did not give true/false"),
        ('rank("a")', "cannot look up 'a'"),
    ],
)
def test_bad_environment_answers_become_errors(text: str, fragment: str) -> None:
    with pytest.raises(ExpressionError, match=fragment):
        parse(text, ["flag", "real", "big"]).evaluate(_OddEnvironment())


def test_non_text_is_refused() -> None:
    with pytest.raises(ExpressionError, match="must be text"):
        parse(5, NAMES)  # type: ignore[arg-type]
