# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tokenizer and recursive-descent parser for the closed rules expression language."""

from __future__ import annotations

import difflib
import keyword
import re
import string
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

MAX_LENGTH = 1000
MAX_DEPTH = 40
MAX_TOKENS = 500
MAX_DIGITS = 16
MAX_MAGNITUDE = 10**15
MAX_ID_LENGTH = 64

KEYWORDS = frozenset({"and", "or", "not", "if", "else", "true", "false"})
ARITY: dict[str, tuple[int, int | None]] = {
    "floor": (1, 1),
    "ceil": (1, 1),
    "abs": (1, 1),
    "min": (1, None),
    "max": (1, None),
    "clamp": (3, 3),
    "has": (1, 1),
    "rank": (1, 1),
}
FUNCTIONS = frozenset(ARITY)
LOOKUPS = frozenset({"has", "rank"})
COMPARISONS = ("<", "<=", ">", ">=", "==", "!=")

_DIGITS = frozenset(string.digits)
_IDENT_START = frozenset(string.ascii_letters + "_")
_IDENT_CHARS = _IDENT_START | _DIGITS
_SPACE = frozenset(" \t\r\n")
_ID_PATTERN = re.compile(r"[a-z0-9][a-z0-9-]*")
# Ordered so two-character symbols win; a message means the symbol is refused.
_SYMBOLS: tuple[tuple[str, str | None], ...] = (
    ("**", "'**' (power) is not allowed"),
    (":=", "assignment (':=') is not allowed"),
    ("//", None),
    ("<=", None),
    (">=", None),
    ("==", None),
    ("!=", None),
    *((op, None) for op in "+-*/%<>(),"),
    (".", "attribute access ('.') is not allowed"),
    ("[", "subscripts and lists ('[') are not allowed"),
    ("]", "subscripts and lists (']') are not allowed"),
    ("{", "braces ('{') are not allowed"),
    ("}", "braces ('}') are not allowed"),
    (";", "';' is not allowed: write a single expression"),
    (":", "':' is not allowed (no lambdas, slices or ':=')"),
    ("=", "assignment ('=') is not allowed; use '==' to compare"),
    ("!", "'!' is not allowed; use 'not'"),
    ("&", "'&' is not allowed; use 'and'"),
    ("|", "'|' is not allowed; use 'or'"),
    ("#", "comments ('#') are not allowed"),
)
_PYTHON_WORDS = {
    **{w: f"'{w}' is not part of the rules language" for w in keyword.kwlist},
    "lambda": "lambda is not allowed",
    "for": "loops and comprehensions ('for') are not allowed",
    "in": "'in' is not allowed",
    "is": "'is' is not allowed; use '=='",
    "True": "'True' is not allowed; write 'true'",
    "False": "'False' is not allowed; write 'false'",
}


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


@dataclass(frozen=True, slots=True)
class Token:
    """One lexical unit: a number, name, quoted id, operator/keyword, or the end marker."""

    kind: Literal["number", "name", "string", "op", "end"]
    text: str
    pos: int


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
    """A flat left-to-right chain `first op operand op operand …` (never deeply nested)."""

    first: Node
    rest: tuple[Link, ...]


class Arith(Chain):
    """Arithmetic at one precedence level: `a + b - c`, `a * b // c`."""

    __slots__ = ()


class Compare(Chain):
    """A comparison, chained with Python semantics: `1 < x <= 5`."""

    __slots__ = ()


class Logic(Chain):
    """A short-circuiting run of `and` (or of `or`)."""

    __slots__ = ()


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


Node = Const | Name | Unary | Arith | Compare | Logic | Cond | Call | Lookup
# Binary precedence levels, loosest first; `not` sits between `and` and comparisons.
_LEVELS: tuple[tuple[tuple[str, ...], type[Chain]], ...] = (
    (("or",), Logic),
    (("and",), Logic),
    ((), Logic),
    (COMPARISONS, Compare),
    (("+", "-"), Arith),
    (("*", "/", "//", "%"), Arith),
)


def tokenize(text: str) -> list[Token]:
    """Split text into tokens, refusing anything outside the grammar or over the caps."""
    if len(text) > MAX_LENGTH:
        raise ExpressionError(f"expression is too long ({len(text)} characters, max {MAX_LENGTH})")
    tokens: list[Token] = []
    pos = 0
    while pos < len(text):
        if text[pos] in _SPACE:
            pos += 1
            continue
        token = _next_token(text, pos)
        tokens.append(token)
        if len(tokens) > MAX_TOKENS:
            raise ExpressionError(f"expression has too many parts (max {MAX_TOKENS})", pos)
        pos += len(token.text)
    tokens.append(Token("end", "", len(text)))
    return tokens


def _next_token(text: str, pos: int) -> Token:
    char = text[pos]
    if char in _DIGITS:
        return _number(text, pos)
    if char in _IDENT_START:
        return _word(text, pos)
    if char in "'\"":
        return _string(text, pos)
    for symbol, refusal in _SYMBOLS:
        if text.startswith(symbol, pos):
            if refusal is not None:
                raise ExpressionError(refusal, pos)
            return Token("op", symbol, pos)
    raise ExpressionError(f"unexpected character {char!r} (U+{ord(char):04X})", pos)


def _scan(text: str, pos: int, allowed: frozenset[str]) -> int:
    while pos < len(text) and text[pos] in allowed:
        pos += 1
    return pos


def _number(text: str, pos: int) -> Token:
    end = _scan(text, pos, _DIGITS)
    if text.startswith(".", end):
        if end + 1 >= len(text) or text[end + 1] not in _DIGITS:
            raise ExpressionError("a decimal point must be followed by digits", end)
        end = _scan(text, end + 1, _DIGITS)
    if end < len(text) and text[end] in _IDENT_CHARS:
        raise ExpressionError("malformed number (only plain decimals like 12 or 1.5)", pos)
    literal = text[pos:end]
    if len(literal.replace(".", "")) > MAX_DIGITS:
        raise ExpressionError(f"number has too many digits (max {MAX_DIGITS})", pos)
    return Token("number", literal, pos)


def _word(text: str, pos: int) -> Token:
    word = text[pos : _scan(text, pos, _IDENT_CHARS)]
    if word in KEYWORDS:
        return Token("op", word, pos)
    if word in _PYTHON_WORDS:
        raise ExpressionError(_PYTHON_WORDS[word], pos)
    return Token("name", word, pos)


def _string(text: str, pos: int) -> Token:
    end = text.find(text[pos], pos + 1)
    if end < 0:
        raise ExpressionError("unterminated quoted id", pos)
    content = text[pos + 1 : end]
    if len(content) > MAX_ID_LENGTH or not _ID_PATTERN.fullmatch(content):
        raise ExpressionError(
            f"invalid id {_clip(content)!r}: use lowercase letters, digits and '-' "
            f"(max {MAX_ID_LENGTH} characters)",
            pos,
        )
    return Token("string", text[pos : end + 1], pos)


def _clip(text: str, limit: int = 30) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


def unknown_name_message(name: str, names: frozenset[str]) -> str:
    """`unknown name 'strenght' (known: strength, agi, …)`, closest matches first."""
    if not names:
        return f"unknown name '{_clip(name)}' (no names can be used here)"
    close = difflib.get_close_matches(name[:64], sorted(names), n=3)
    shown = (close + sorted(names - set(close)))[:5]
    more = ", …" if len(names) > len(shown) else ""
    return f"unknown name '{_clip(name)}' (known: {', '.join(shown)}{more})"


@dataclass(frozen=True, slots=True)
class Parsed:
    """A syntax tree plus the declared names and entry ids it refers to."""

    tree: Node
    names: frozenset[str]
    ids: frozenset[str]


def parse_tree(text: str, names: frozenset[str]) -> Parsed:
    """Parse text into a syntax tree, checking every name against the declared set."""
    parser = _Parser(tokenize(text), names)
    tree = parser.conditional()
    end = parser.peek
    if end.kind != "end":
        message = "unmatched ')'" if end.text == ")" else f"unexpected {_describe(end)}"
        raise ExpressionError(message, end.pos)
    return Parsed(tree, frozenset(parser.used), frozenset(parser.ids))


def _describe(token: Token) -> str:
    if token.kind == "end":
        return "end of expression"
    label = {"number": "number ", "name": "name ", "string": "quoted id "}.get(token.kind, "")
    return f"{label}'{_clip(token.text)}'"


class _Parser:
    """Recursive descent over the token list, counting nesting so Python never recurses deeply."""

    def __init__(self, tokens: list[Token], names: frozenset[str]) -> None:
        self._tokens = tokens
        self._index = 0
        self._depth = 0
        self._names = names
        self.used: set[str] = set()
        self.ids: set[str] = set()

    @property
    def peek(self) -> Token:
        """The next token, not consumed."""
        return self._tokens[self._index]

    def _at(self, *texts: str) -> bool:
        return self.peek.kind == "op" and self.peek.text in texts

    def _advance(self) -> Token:
        token = self.peek
        self._index = min(self._index + 1, len(self._tokens) - 1)
        return token

    def _expect(self, text: str, context: str) -> None:
        if not self._at(text):
            found = _describe(self.peek)
            raise ExpressionError(f"expected '{text}' {context}, found {found}", self.peek.pos)
        self._advance()

    def _nested(self, rule: Callable[[], Node]) -> Node:
        self._depth += 1
        if self._depth > MAX_DEPTH:
            raise ExpressionError(
                f"expression is nested too deeply (max {MAX_DEPTH})", self.peek.pos
            )
        try:
            return rule()
        finally:
            self._depth -= 1

    def conditional(self) -> Node:
        """`then if cond else other`, or a plain binary expression."""
        then = self._binary(0)
        if not self._at("if"):
            return then
        pos = self._advance().pos
        cond = self._binary(0)
        self._expect("else", "after the condition of 'if'")
        return Cond(then, cond, self._nested(self.conditional), pos)

    def _binary(self, level: int) -> Node:
        if level == len(_LEVELS):
            return self._factor()
        ops, kind = _LEVELS[level]
        if not ops:
            return self._inversion(level)
        first = self._binary(level + 1)
        links: list[Link] = []
        while self._at(*ops):
            token = self._advance()
            links.append(Link(token.text, self._binary(level + 1), token.pos))
        return kind(first, tuple(links)) if links else first

    def _inversion(self, level: int) -> Node:
        if not self._at("not"):
            return self._binary(level + 1)
        pos = self._advance().pos
        return Unary("not", self._nested(lambda: self._inversion(level)), pos)

    def _factor(self) -> Node:
        if not self._at("-", "+"):
            return self._postfix()
        token = self._advance()
        return Unary(token.text, self._nested(self._factor), token.pos)

    def _postfix(self) -> Node:
        node = self._primary()
        if self._at("("):
            raise ExpressionError("only the built-in functions can be called", self.peek.pos)
        return node

    def _primary(self) -> Node:
        token = self.peek
        if token.kind == "number":
            return Const(_literal(self._advance()), token.pos)
        if token.kind == "name":
            return self._name_or_call()
        if token.kind == "string":
            raise ExpressionError("quoted ids are only allowed inside has() or rank()", token.pos)
        if self._at("true", "false"):
            return Const(self._advance().text == "true", token.pos)
        if self._at("("):
            self._advance()
            inner = self._nested(self.conditional)
            self._expect(")", "to close '('")
            return inner
        raise ExpressionError(f"unexpected {_describe(token)}", token.pos)

    def _name_or_call(self) -> Node:
        token = self._advance()
        name = token.text
        if name in FUNCTIONS:
            if not self._at("("):
                raise ExpressionError(f"'{name}' is a function; call it like {name}(…)", token.pos)
            self._advance()
            return self._lookup(token) if name in LOOKUPS else self._call(token)
        if self._at("("):
            if name in self._names:
                raise ExpressionError(f"'{name}' is not a function", token.pos)
            known = ", ".join(sorted(FUNCTIONS))
            raise ExpressionError(f"unknown function '{_clip(name)}' (known: {known})", token.pos)
        if name not in self._names:
            raise ExpressionError(unknown_name_message(name, self._names), token.pos)
        self.used.add(name)
        return Name(name, token.pos)

    def _call(self, func: Token) -> Node:
        args: list[Node] = []
        if not self._at(")"):
            args.append(self._nested(self.conditional))
            while self._at(","):
                self._advance()
                args.append(self._nested(self.conditional))
        self._expect(")", f"to close {func.text}(")
        low, high = ARITY[func.text]
        if len(args) < low or (high is not None and len(args) > high):
            wanted = f"exactly {low}" if low == high else f"at least {low}"
            plural = "" if low == 1 else "s"
            message = f"{func.text}() takes {wanted} argument{plural} (got {len(args)})"
            raise ExpressionError(message, func.pos)
        return Call(func.text, tuple(args), func.pos)

    def _lookup(self, func: Token) -> Node:
        arg = self.peek
        if arg.kind != "string" or self._tokens[self._index + 1].text != ")":
            example = f'{func.text}("power-attack")'
            raise ExpressionError(
                f"{func.text}() takes exactly one quoted id, like {example}", arg.pos
            )
        self._advance()
        self._advance()
        entry_id = arg.text[1:-1]
        self.ids.add(entry_id)
        return Lookup(func.text, entry_id, func.pos)


def _literal(token: Token) -> Fraction:
    value = Fraction(token.text)
    if value > MAX_MAGNITUDE:
        raise ExpressionError("number too large", token.pos)
    return value
