# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Class and breakthrough requirements: expressions over the declared names (Tiers & Requirements)."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from rules.engine.check import ALLOWED, Check, refuse
from rules.engine.expression import ExpressionError, parse
from rules.engine.expression_words import Vocabulary, requirement_words
from rules.engine.ledger import Ledger
from rules.engine.ruleset import Ruleset
from rules.engine.source_ref import Source
from rules.lyrian.class_progress import owned_abilities, passives
from rules.lyrian.content import CLASS_STEPS, EXPRESSION_NAMES, skill_name
from rules.lyrian.derived_stats import derived_values
from rules.lyrian.experience import power_level, spirit_core
from rules.lyrian.stat_values import stat_values
from rules.lyrian.state import LyrianState


@dataclass(frozen=True)
class LyrianEnvironment:
    """Names → numbers; `has(id)` for owned classes, abilities, breakthroughs; `rank(id)` levels."""

    values: dict[str, int]
    owned: frozenset[str]
    ranks: dict[str, int] = field(default_factory=dict)

    def value(self, name: str) -> int | Fraction:
        """The value of a declared name (0 for a skill never raised)."""
        return self.values.get(name, 0)

    def has(self, entry_id: str) -> bool:
        """Whether the character has the class, ability or breakthrough."""
        return entry_id in self.owned

    def rank(self, entry_id: str) -> int:
        """Abilities learned in a class, or the level of a breakthrough."""
        return self.ranks.get(entry_id, 0)


def environment(state: LyrianState, ledger: Ledger, content: Ruleset) -> LyrianEnvironment:
    """The character as a requirement sees it."""
    stats = {k: v.value for k, v in stat_values(state, content).items()}
    values = dict(stats)
    for key, value in derived_values(state, content, stats).items():
        values[key.replace("-", "_")] = value.value
    for skill_id, points in state.skills.items():
        values[skill_name(skill_id)] = points
    for passive in passives(state, content):
        if passive.increase.skill:
            name = skill_name(passive.increase.skill)
            values[name] = values.get(name, 0) + passive.increase.amount
    values["spirit_core"] = spirit_core(state, ledger)
    values["power_level"] = power_level(state, ledger)
    ranks = {**state.classes, **state.breakthroughs}
    owned = frozenset(owned_abilities(state, content) | set(ranks))
    return LyrianEnvironment(
        {k: v for k, v in values.items() if k in EXPRESSION_NAMES}, owned, ranks
    )


def requirement_check(
    text: str | None, state: LyrianState, ledger: Ledger, content: Ruleset, source: Source
) -> Check:
    """Whether a requirement expression holds, with the expression as the reason when not."""
    if not text:
        return ALLOWED
    try:
        ok = parse(text, EXPRESSION_NAMES).truth(environment(state, ledger, content))
    except ExpressionError as err:
        return refuse(f"its requirement cannot be checked: {err.message}", source)
    return ALLOWED if ok else refuse(f"needs {requirement_text(text, content)}", source)


_LABELS = {"hp": "HP", "rp": "RP", "save_bonus": "Save bonus", "spirit_core": "Spirit Core"}
_LABELS["power_level"] = "Power level"
_OWNED_KINDS = ("class", "ability", "breakthrough")


def requirement_text(text: str, content: Ruleset) -> str:
    """A requirement in words: `the Sellsword (example) class, Toughness 4 and Spirit Core 1,000`
    (the expression as written if it cannot be parsed)."""
    try:
        expression = parse(text, EXPRESSION_NAMES)
    except ExpressionError:
        return text
    return requirement_words(expression, vocabulary(content))


def vocabulary(content: Ruleset) -> Vocabulary:
    """Stats, skills and owned entries by the names the sheet gives them."""

    def label(name: str) -> str:
        skill = content.get("skill", name.replace("_", "-"))
        return skill.name if skill is not None else _LABELS.get(name, name.capitalize())

    def kind_of(entry_id: str) -> str | None:
        return next((k for k in _OWNED_KINDS if content.get(k, entry_id) is not None), None)

    def entry(entry_id: str) -> str:
        kind = kind_of(entry_id)
        return content.name_of(kind, entry_id) if kind else entry_id

    def owned(entry_id: str) -> str:
        return f"the {entry(entry_id)} class" if kind_of(entry_id) == "class" else entry(entry_id)

    def ranked(entry_id: str, at_least: str) -> str:
        if kind_of(entry_id) != "class":
            return f"{entry(entry_id)} level {at_least}"
        if at_least == str(CLASS_STEPS):
            return f"{entry(entry_id)} mastered"
        return f"{at_least} {entry(entry_id)} abilities"

    return Vocabulary(label, entry, owned, ranked)
