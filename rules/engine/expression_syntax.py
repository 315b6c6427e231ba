# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Text to tree: the tokenizer and recursive-descent parser of the rules expression language."""

from __future__ import annotations

import keyword
import re
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from rules.engine import expression_eval as tree
from rules.engine.expression_eval import MAX_MAGNITUDE, ExpressionError, Node

MAX_LENGTH = 1000
MAX_DEPTH = 40
MAX_TOKENS = 500
MAX_DIGITS = 16
MAX_ID_LENGTH = 64

KEYWORDS = frozenset({"and", "or", "not", "if", "else", "true", "false"})
ARITY: dict[str, tuple[int, int | None]] = dict.fromkeys(
    ("floor", "ceil", "abs", "has", "rank"), (1, 1)
)
ARITY.update(min=(1, None), max=(1, None), clamp=(3, 3))
FUNCTIONS = frozenset(ARITY)
LOOKUPS = frozenset({"has", "rank"})
COMPARISONS = ("<", "<=", ">", ">=", "==", "!=")

_TOKEN = re.compile(
    r"(?P<space>[ \t\r\n]+)|(?P<number>[0-9][0-9A-Za-z_.]*)|(?P<name>[A-Za-z_][A-Za-z0-9_]*)"
    r"|(?P<string>\"[^\"]*\"?|'[^']*'?)|(?P<op>\*\*|:=|//|<=|>=|==|!=|.)",
    re.DOTALL,
)
_NUMBER = re.compile(r"[0-9]+(\.[0-9]+)?")
_ID = re.compile(r"[a-z0-9][a-z0-9-]*")
_OPERATORS = frozenset({"//", "<=", ">=", "==", "!=", *"+-*/%<>(),"})
_REFUSED = {
    "**": "'**' (power) is not allowed",
    ":=": "assignment (':=') is not allowed",
    ".": "attribute access ('.') is not allowed",
    **{c: f"subscripts and lists ('{c}') are not allowed" for c in "[]"},
    **{c: f"braces ('{c}') are not allowed" for c in "{}"},
    ";": "';' is not allowed: write a single expression",
    ":": "':' is not allowed (no lambdas, slices or ':=')",
    "=": "assignment ('=') is not allowed; use '==' to compare",
    "!": "'!' is not allowed; use 'not'",
    "&": "'&' is not allowed; use 'and'",
    "|": "'|' is not allowed; use 'or'",
}
_PYTHON_WORDS = {
    **{w: f"'{w}' is not part of the rules language" for w in keyword.kwlist},
    "for": "loops and comprehensions ('for') are not allowed",
    "is": "'is' is not allowed; use '=='",
    "True": "'True' is not allowed; write 'true'",
    "False": "'False' is not allowed; write 'false'",
}


@dataclass(frozen=True, slots=True)
class Token:
    """One lexical unit: a number, name, quoted id, operator/keyword, or the end marker."""

    kind: Literal["number", "name", "string", "op", "end"]
    text: str
    pos: int


# Binary precedence levels, loosest first; () marks where prefix `not` sits.
_LEVELS = (("or",), ("and",), (), COMPARISONS, ("+", "-"), ("*", "/", "//", "%"))


def tokenize(text: str) -> list[Token]:
    """Split text into tokens, refusing anything outside the grammar or over the caps."""
    if len(text) > MAX_LENGTH:
        raise ExpressionError(f"expression is too long ({len(text)} characters, max {MAX_LENGTH})")
    tokens: list[Token] = []
    for match in _TOKEN.finditer(text):
        if match.lastgroup == "space":
            continue
        if len(tokens) == MAX_TOKENS:
            raise ExpressionError(f"more than {MAX_TOKENS} tokens", match.start())
        tokens.append(_token(match.lastgroup or "", match.group(), match.start()))
    tokens.append(Token("end", "", len(text)))
    return tokens


def _token(kind: str, text: str, pos: int) -> Token:
    if kind == "number":
        if not _NUMBER.fullmatch(text):
            raise ExpressionError("malformed number (write plain decimals like 12 or 1.5)", pos)
        if len(text.replace(".", "")) > MAX_DIGITS:
            raise ExpressionError(f"number has too many digits (max {MAX_DIGITS})", pos)
        return Token("number", text, pos)
    if kind == "name":
        if text in _PYTHON_WORDS and text not in KEYWORDS:
            raise ExpressionError(_PYTHON_WORDS[text], pos)
        return Token("op" if text in KEYWORDS else "name", text, pos)
    if kind == "string":
        return _string(text, pos)
    if text in _OPERATORS:
        return Token("op", text, pos)
    if text in _REFUSED:
        raise ExpressionError(_REFUSED[text], pos)
    raise ExpressionError(f"unexpected character {text!r} (U+{ord(text):04X})", pos)


def _string(text: str, pos: int) -> Token:
    if len(text) < 2 or text[-1] != text[0]:
        raise ExpressionError("unterminated quoted id", pos)
    content = text[1:-1]
    if len(content) > MAX_ID_LENGTH or not _ID.fullmatch(content):
        raise ExpressionError(
            f"invalid id {_clip(content)!r}: use lowercase letters, digits and '-' "
            f"(max {MAX_ID_LENGTH} characters)",
            pos,
        )
    return Token("string", text, pos)


def _clip(text: str, limit: int = 30) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


def unknown_name_message(name: str, names: frozenset[str]) -> str:
    """`unknown name 'strenght' (known: strength, agi, …)`, closest matches first."""
    if not names:
        return f"unknown name '{_clip(name)}' (no names can be used here)"
    import difflib  # only a mistyped name needs it: not loaded on every command

    close = difflib.get_close_matches(name[:64], sorted(names), n=3)
    shown = (close + sorted(names - set(close)))[:5]
    more = ", …" if len(names) > len(shown) else ""
    return f"unknown name '{_clip(name)}' (known: {', '.join(shown)}{more})"


def parse_tree(text: str, names: frozenset[str]) -> tuple[Node, frozenset[str], frozenset[str]]:
    """Parse text into a tree plus the names and ids it uses, checking names are declared."""
    parser = _Parser(tokenize(text), names)
    root = parser.conditional()
    end = parser.peek
    if end.kind != "end":
        message = "unmatched ')'" if end.text == ")" else f"unexpected {_describe(end)}"
        raise ExpressionError(message, end.pos)
    return root, frozenset(parser.used), frozenset(parser.ids)


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
            raise ExpressionError(f"nested more than {MAX_DEPTH} levels deep", self.peek.pos)
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
        return tree.Cond(then, cond, self._nested(self.conditional), pos)

    def _binary(self, level: int) -> Node:
        if level == len(_LEVELS):
            return self._factor()
        ops = _LEVELS[level]
        if not ops:
            return self._inversion(level)
        first = self._binary(level + 1)
        links: list[tree.Link] = []
        while self._at(*ops):
            token = self._advance()
            links.append(tree.Link(token.text, self._binary(level + 1), token.pos))
        return tree.Chain(first, tuple(links)) if links else first

    def _inversion(self, level: int) -> Node:
        if not self._at("not"):
            return self._binary(level + 1)
        pos = self._advance().pos
        return tree.Unary("not", self._nested(lambda: self._inversion(level)), pos)

    def _factor(self) -> Node:
        if self._at("-", "+"):
            token = self._advance()
            return tree.Unary(token.text, self._nested(self._factor), token.pos)
        node = self._primary()
        if self._at("("):
            raise ExpressionError("only the built-in functions can be called", self.peek.pos)
        return node

    def _primary(self) -> Node:
        token = self.peek
        if token.kind == "number":
            return tree.Const(_literal(self._advance()), token.pos)
        if token.kind == "name":
            return self._name_or_call()
        if token.kind == "string":
            raise ExpressionError("quoted ids are only allowed inside has() or rank()", token.pos)
        if self._at("true", "false"):
            return tree.Const(self._advance().text == "true", token.pos)
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
        return tree.Name(name, token.pos)

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
        return tree.Call(func.text, tuple(args), func.pos)

    def _lookup(self, func: Token) -> Node:
        arg = self.peek
        if arg.kind != "string" or self._tokens[self._index + 1].text != ")":
            usage = f'{func.text}() takes one quoted id, like {func.text}("power-attack")'
            raise ExpressionError(usage, arg.pos)
        self._advance()
        self._advance()
        entry_id = arg.text[1:-1]
        self.ids.add(entry_id)
        return tree.Lookup(func.text, entry_id, func.pos)


def _literal(token: Token) -> Fraction:
    value = Fraction(token.text)
    if value > MAX_MAGNITUDE:
        raise ExpressionError("number too large", token.pos)
    return value
