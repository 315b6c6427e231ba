# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Values and errors of the rules expression language, table by table."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

import pytest

from rules.engine.expression import (
    FUNCTIONS,
    MAX_DEPTH,
    Expression,
    ExpressionError,
    MappingEnvironment,
    parse,
)

VALUES: Mapping[str, int | Fraction] = {
    "max_strength": 23,
    "max_speed": 19,
    "end": 3,
    "level": 5,
    "agi": 2,
    "dex": 4,
    "zero": 0,
    "half": Fraction(1, 2),
    "f": 1,
}
OWNED = {"melee-boost": 2, "power-attack": 1, "lapsed": 0}
ENV = MappingEnvironment(VALUES, OWNED)
NAMES = frozenset(VALUES)


def outcome(text: str, env: MappingEnvironment = ENV) -> int | Fraction | bool | str:
    """The value of text, or `error: <str(err)>` — the one helper every table goes through."""
    try:
        return parse(text, env.values.keys()).evaluate(env)
    except ExpressionError as err:
        return f"error: {err}"


def check_value(text: str, expected: int | Fraction | bool) -> None:
    """Assert the value and its exact type (so True is not mistaken for 1, nor 3 for 3.0)."""
    result = outcome(text)
    assert result == expected, f"{text!r} gave {result!r}"
    assert type(result) is type(expected), f"{text!r} gave {type(result).__name__}"


VALUE_CASES: list[tuple[str, int | Fraction | bool]] = [
    # numbers and arithmetic
    ("42", 42),
    ("1.5", Fraction(3, 2)),
    ("0.1 + 0.2", Fraction(3, 10)),
    ("999999999999999", 999999999999999),
    ("5 + 5 * end", 20),
    ("floor((max_strength + max_speed) / 10)", 4),
    ("7 // 2", 3),
    ("-7 // 2", -4),
    ("7 / 2", Fraction(7, 2)),
    ("7 % 3", 1),
    ("-7 % 3", 2),
    ("7 % -3", -2),
    ("half * 4", 2),
    ("half // 1", 0),
    ("--3", 3),
    ("+end", 3),
    ("- end * 2", -6),
    # functions
    ("floor(7 / 2)", 3),
    ("floor(-7 / 2)", -4),
    ("ceil(7 / 2)", 4),
    ("abs(-half)", Fraction(1, 2)),
    ("min(3)", 3),
    ("min(agi, dex, end)", 2),
    ("max(agi, dex, end)", 4),
    ("clamp(level, 1, 3)", 3),
    ("max(1, min(5, floor(max_strength / 2)))", 5),
    # booleans, comparisons, logic
    ("true", True),
    ("level >= 5", True),
    ("level == 5", True),
    ("half < 1", True),
    ("1 < end < 5", True),
    ("1 < end < 3", False),
    ("5 > end >= 3 == end", True),
    ("true == true", True),
    ("not true", False),
    ("not zero", True),
    ("end and dex", True),
    ("zero or false", False),
    ("true and false or true", True),
    ("not level < 3", True),
    ("false and 1 / 0", False),
    ("true or 1 / 0", True),
    # conditionals
    ("3 if level >= 5 else 1", 3),
    ("3 if level > 5 else 1", 1),
    ("1 if false else 2 if false else 3", 3),
    ("1 + 1 if true else 5", 2),
    ("(1 if zero else 7 / 2) * 2", 7),
    ("1 if false else 1 / 0 if false else 4", 4),
    # has / rank
    ('has("power-attack")', True),
    ('has("lapsed")', False),
    ('has("unknown-thing")', False),
    ('rank("melee-boost")', 2),
    ('rank("nothing-here")', 0),
    ('rank("melee-boost") >= 1 and has("power-attack")', True),
    ('rank("melee-boost") * 5 + end', 13),
    # whitespace
    (" \t1 +\n2\r\n", 3),
]


@pytest.mark.parametrize(("text", "expected"), VALUE_CASES)
def test_values(text: str, expected: int | Fraction | bool) -> None:
    check_value(text, expected)


ERROR_CASES: list[tuple[str, str]] = [
    # names and functions
    ("strenght + 1", "unknown name 'strenght' (known: "),
    ("__import__", "unknown name '__import__'"),
    ("foo(1)", "unknown function 'foo' (known: abs, ceil, clamp"),
    ("end(1)", "'end' is not a function"),
    ("(f)(1)", "only the built-in functions can be called"),
    ("floor(1)(2)", "only the built-in functions can be called"),
    ("floor + 1", "'floor' is a function; call it like floor("),
    ("floor()", "floor() takes exactly 1 argument (got 0)"),
    ("floor(1, 2)", "floor() takes exactly 1 argument (got 2)"),
    ("min()", "min() takes at least 1 argument (got 0)"),
    ("clamp(1, 2)", "clamp() takes exactly 3 arguments (got 2)"),
    ("min(1,)", "unexpected ')'"),
    ("has()", 'has() takes one quoted id, like has("power-attack")'),
    ("has(end)", "has() takes one quoted id"),
    ('has("a", "b")', "has() takes one quoted id"),
    ('rank("a" + "b")', "rank() takes one quoted id"),
    ('has("Power")', "invalid id 'Power'"),
    ('has("-x")', "invalid id '-x'"),
    ('has("")', "invalid id ''"),
    ('has("a b")', "invalid id 'a b'"),
    (f'has("{"a" * 65}")', "max 64 characters"),
    ('has("abc)', "unterminated quoted id"),
    ('"abc" + 1', "quoted ids are only allowed inside has() or rank()"),
    ("'abc'", "quoted ids are only allowed inside has() or rank()"),
    # refused constructs
    ("a.b", "attribute access ('.') is not allowed"),
    (".5", "attribute access"),
    ("end[0]", "subscripts and lists ('[') are not allowed"),
    ("{1}", "braces ('{') are not allowed"),
    ("2 ** 3", "'**' (power) is not allowed"),
    ("lambda: 1", "'lambda' is not part of the rules language"),
    ("[x for x in ()]", "subscripts and lists"),
    ("x for x in y", "loops and comprehensions ('for') are not allowed"),
    ("end is 3", "'is' is not allowed; use '=='"),
    ("import os", "'import' is not part of the rules language"),
    ("True", "write 'true'"),
    ("None", "'None' is not part of the rules language"),
    ("end = 3", "assignment ('=') is not allowed; use '==' to compare"),
    ("(end := 3)", "assignment (':=') is not allowed"),
    ("1; 2", "';' is not allowed"),
    ("end: 3", "':' is not allowed"),
    ("!true", "'!' is not allowed; use 'not'"),
    ("true && false", "'&' is not allowed; use 'and'"),
    ("true || false", "'|' is not allowed; use 'or'"),
    ("1 # note", "unexpected character '#'"),
    ("1 ^ 2", "unexpected character '^'"),
    ("1 @ 2", "unexpected character '@'"),
    ("1\x00", "unexpected character '\\x00' (U+0000)"),
    ("\u0661\u0662", "unexpected character '\u0661' (U+0661)"),
    ("end\u00a0+ 1", "U+00A0"),
    # numbers
    ("1e3", "malformed number"),
    ("0x10", "malformed number"),
    ("1_000", "malformed number"),
    ("1.", "malformed number"),
    ("1.2.3", "malformed number"),
    ("12345678901234567", "too many digits (max 16)"),
    ("1.2345678901234567", "too many digits"),
    ("1000000000000001", "number too large"),
    ("999999999999999 * 999999999999999", "number too large"),
    ("999999999999999 + 2", "number too large"),
    ("999999999999999 + 1 + 1 - 1", "number too large"),
    ("max_strength * 100000000000000", "number too large"),
    # structure
    ("", "unexpected end of expression"),
    ("   ", "unexpected end of expression"),
    ("1 2", "unexpected number '2'"),
    ("end end", "unexpected name 'end'"),
    ("(1", "expected ')' to close '(', found end of expression"),
    ("1)", "unmatched ')'"),
    ("1 +", "unexpected end of expression"),
    ("* 2", "unexpected '*'"),
    ("1 if true", "expected 'else' after the condition of 'if'"),
    ("if true else 1", "unexpected 'if'"),
    ("not", "unexpected end of expression"),
    ("1 < < 2", "unexpected '<'"),
    # evaluation
    ("1 / 0", "division by zero"),
    ("5 % (end - 3)", "division by zero"),
    ("true + 1", "cannot do arithmetic on true/false"),
    ("-true", "cannot do arithmetic on true/false"),
    ("(end > 1) * 2", "cannot do arithmetic on true/false"),
    ("floor(true)", "floor() needs numbers, not true/false"),
    ("max(1, level > 1)", "max() needs numbers"),
    ("true < 1", "cannot compare true/false"),
    ("true == 1", "cannot compare true/false"),
    ("clamp(1, 3, 2)", "clamp() lower bound is greater than its upper bound"),
    # caps
    ("(" * (MAX_DEPTH + 1) + "1" + ")" * (MAX_DEPTH + 1), "nested more than 40 levels deep"),
    ("-" * (MAX_DEPTH + 1) + "1", "nested more than 40 levels"),
    ("not " * (MAX_DEPTH + 1) + "true", "nested more than 40 levels"),
    ("floor(" * (MAX_DEPTH + 1) + "1" + ")" * (MAX_DEPTH + 1), "nested more than 40 levels"),
    ("0 if false else " * (MAX_DEPTH + 1) + "1", "nested more than 40 levels"),
    ("1" + "+1" * 250, "more than 500 tokens"),
    ("1" + " " * 1000, "expression is too long (1001 characters, max 1000)"),
]


@pytest.mark.parametrize(("text", "fragment"), ERROR_CASES)
def test_errors(text: str, fragment: str) -> None:
    result = outcome(text)
    assert isinstance(result, str), f"{text!r} gave {result!r}, expected an error"
    assert fragment in result


def test_nesting_up_to_the_cap_is_fine() -> None:
    check_value("(" * MAX_DEPTH + "1" + ")" * MAX_DEPTH, 1)
    check_value("-" * MAX_DEPTH + "1", 1)
    check_value("not " * MAX_DEPTH + "true", True)
    check_value("1" + " + 1" * 249, 250)
    check_value("999999999999999 + 1", 10**15)
    check_value("-999999999999999 - 1", -(10**15))


def test_error_carries_message_and_position() -> None:
    with pytest.raises(ExpressionError) as caught:
        parse("end + strenght", NAMES)
    err = caught.value
    assert err.position == 6
    assert err.message.startswith("unknown name 'strenght'")
    assert str(err) == f"{err.message} (at character 6)"
    assert isinstance(err, ValueError)
    assert str(ExpressionError("plain")) == "plain"
    assert ExpressionError("plain").position is None


def test_unknown_name_lists_close_matches_first_and_truncates() -> None:
    names = ["agi", "dex", "end", "strength", "wit", "will", "luck"]
    with pytest.raises(ExpressionError, match=r"known: strength, agi, dex, end, luck, …\)"):
        parse("strenght", names)
    with pytest.raises(ExpressionError, match="no names can be used here"):
        parse("x", [])


def test_expression_records_names_and_ids() -> None:
    expr = parse("rank(\"melee-boost\") + end + end if has('power-attack') else agi", NAMES)
    assert isinstance(expr, Expression)
    assert expr.names == {"end", "agi"}
    assert expr.ids == {"melee-boost", "power-attack"}
    assert expr.text.startswith("rank(")
    assert expr == parse(expr.text, ["end", "agi"])


def test_number_floors_and_refuses_booleans() -> None:
    assert parse("7 / 2", NAMES).number(ENV) == 3
    assert parse("-7 / 2", NAMES).number(ENV) == -4
    assert type(parse("half * 4", NAMES).number(ENV)) is int
    with pytest.raises(ExpressionError, match="expected a number"):
        parse("level > 1", NAMES).number(ENV)


@pytest.mark.parametrize(
    ("text", "expected"),
    [("level >= 5", True), ("zero", False), ("half", True), ("end - 3", False), ("false", False)],
)
def test_truth(text: str, expected: bool) -> None:
    assert parse(text, NAMES).truth(ENV) is expected


def test_missing_value_becomes_expression_error() -> None:
    expr = parse("end + level", NAMES)
    with pytest.raises(ExpressionError, match="no value for 'level'"):
        expr.evaluate(MappingEnvironment({"end": 1}))


def test_function_table_is_fixed() -> None:
    assert frozenset({"floor", "ceil", "min", "max", "abs", "clamp", "has", "rank"}) == FUNCTIONS


def test_mapping_environment_defaults() -> None:
    env = MappingEnvironment({"a": 1})
    assert env.value("a") == 1
    assert not env.has("x")
    assert env.rank("x") == 0
    assert MappingEnvironment({}, {"x": 3}).has("x")
