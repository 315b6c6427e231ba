# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The numbers the character's feats change, computed from the rulebook sentences (l. 319-360).

Movement comes first: the Move action gains 4 squares (l. 23), and Flying, Burrowing, Heavy
Digger and Dash speak of it. Each feat's numbers are sheet values keyed `feat.<id>.<number>`
(stable whatever their amount) with a breakdown and the line that gives them; `feat_numbers_json`
adds the same numbers, in words, to the feats section the text sheet, the PDF and the cards print.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.engine.source_ref import Source, cite
from rules.heretics.content import Skill
from rules.heretics.numbers import BOOK
from rules.heretics.state import HereticsState

Json = dict[str, Any]

MOVE_SRC = cite(BOOK, "Movement, l. 23")
HOSTILE_SRC = cite(BOOK, "Actions, l. 26")
MOVE_SQUARES = 4
"""Move: 1 action point. You gain 4 squares of movement (l. 23)."""
HOSTILE_PENALTY = -4
"""Every additional hostile action takes a cumulative -4 accuracy penalty (l. 26)."""
MULTI_ATTACK_PER_RANK = 1
"""Multi-Attack: reduce the penalty for each additional attack by 1 (l. 322)."""
FEINT_DIFFERENCE = 6
"""Feint: your card's value is at least 6 less than the defender's card (l. 329)."""
FEINT_PER_RANK = 2
"""Feint: for each additional rank the required difference decreases by 2 (l. 329)."""
VERSATILE_MOST = 4
"""Versatile Attack: to a maximum of 4 debuffs or 3 debuffs and leftover damage (l. 335)."""
SPECIALIZATION_PER_RANK = 1
"""Skill Specialization: a +1 bonus for each rank in this feat (l. 353)."""
DASH_SQUARES = 2
"""Dash: your first move action grants you 2 extra movement points (l. 357)."""


@dataclass(frozen=True, slots=True)
class Speed:
    """One rank line of a speed feat: `times`/`per` of a speed, rounded up when printed so."""

    line: int
    times: int
    per: int
    words: str
    rounded_up: bool = False

    def of(self, speed: int) -> int:
        """The speed this line gives; a half of an odd speed the book does not round is rounded
        down (it never happens with 4 squares of movement)."""
        if self.rounded_up:
            return math.ceil(speed * self.times / self.per)
        return speed * self.times // self.per


FLYING = {
    1: Speed(338, 1, 2, "half of", rounded_up=True),
    2: Speed(339, 1, 1, "equal to"),
    3: Speed(340, 2, 1, "twice"),
}
"""Flying: half the normal movement speed rounded up; equal to it; twice it (l. 338-340)."""
BURROWING = {
    1: Speed(343, 1, 3, "a third of", rounded_up=True),
    2: Speed(344, 1, 2, "half of"),
    3: Speed(345, 1, 1, "equal to"),
}
"""Burrowing (soft material): a third rounded up; half; equal to movement (l. 343-345)."""
HEAVY_DIGGER = {1: Speed(348, 1, 2, "half of"), 2: Speed(349, 1, 1, "equal to")}
"""Heavy Digger (tough material): half the burrow speed; equal to it (l. 348-349)."""


@dataclass(frozen=True, slots=True)
class FeatNumber:
    """A number a feat changes, and how a sheet prints it beside the feat."""

    feat: str
    value: SheetValue
    text: str

    def as_json(self) -> Json:
        return {"key": self.value.key, "label": self.value.label, "value": self.value.value,
                "text": self.text, "source": self.value.source.cite() if self.value.source
                else None, "source_line": self.value.source.line() if self.value.source
                else None}  # fmt: skip


def movement() -> SheetValue:
    """Squares of movement one Move action gains (l. 23): every speed is computed from it."""
    terms = [Term("Move action, 1 action point", MOVE_SQUARES, MOVE_SRC)]
    return total("movement", "Movement per move action", terms, MOVE_SRC)


def feat_numbers(state: HereticsState, content: Ruleset) -> list[FeatNumber]:
    """Every number the character's feats change, in the order the feats were bought."""
    move = movement().value
    out: list[FeatNumber] = []
    for feat_id, rank in state.feats.items():
        make = _MAKERS.get(feat_id)
        if make is not None and rank > 0:
            out += make(rank, move, state, content)
    return out


def feat_values(state: HereticsState, content: Ruleset) -> list[SheetValue]:
    """Movement and every feat number as sheet values."""
    return [movement(), *(n.value for n in feat_numbers(state, content))]


def feat_numbers_json(state: HereticsState, content: Ruleset) -> dict[str, list[Json]]:
    """The feat numbers by feat id, for the feats section."""
    out: dict[str, list[Json]] = {}
    for number in feat_numbers(state, content):
        out.setdefault(number.feat, []).append(number.as_json())
    return out


def _src(feat: str, line: int | str) -> Source:
    return cite(BOOK, f"Feats — {feat}, l. {line}")


def _multi_attack(rank: int, move: int, state: HereticsState, content: Ruleset) -> list[FeatNumber]:
    """-4 per additional hostile action (l. 26), 1 less per Multi-Attack rank (l. 322)."""
    terms = [
        Term("each additional hostile action", HOSTILE_PENALTY, HOSTILE_SRC),
        Term(
            f"Multi-Attack rank {rank} × 1", MULTI_ATTACK_PER_RANK * rank, _src("Multi-Attack", 322)
        ),
    ]
    value = total("feat.multi-attack.penalty", "Penalty per additional hostile action",
                  terms, _src("Multi-Attack", 322),
                  note="cumulative: the second hostile action takes it once, the third twice")  # fmt: skip
    n = value.value
    text = (
        f"{_signed(n)} accuracy on the second hostile action, {_signed(2 * n)} on the third"
        if n < 0
        else "no penalty for additional hostile actions"
    )
    return [FeatNumber("multi-attack", value, text)]


def _signed(n: int) -> str:
    """`−3`, `+2`: a number with its sign, the minus as a typographic minus."""
    return f"−{-n}" if n < 0 else f"+{n}"


def _feint(rank: int, move: int, state: HereticsState, content: Ruleset) -> list[FeatNumber]:
    """The required difference is 6, 2 less for each additional rank (l. 329)."""
    terms = [Term("required difference", FEINT_DIFFERENCE)]
    if rank > 1:
        terms.append(Term(f"{rank - 1} additional rank(s) × 2", -FEINT_PER_RANK * (rank - 1)))
    value = total("feat.feint.difference", "Feint: card difference needed", terms,
                  _src("Feint", 329))  # fmt: skip
    text = f"works when your attack card is at least {value.value} below the defense card"
    return [FeatNumber("feint", value, text)]


def _versatile(rank: int, move: int, state: HereticsState, content: Ruleset) -> list[FeatNumber]:
    """One debuff, +1 per rank (the first rank's "additional debuff"), at most 4 (l. 335)."""
    terms = [Term("the debuff the power inflicts", 1), Term(f"rank {rank} × 1 additional", rank)]
    if 1 + rank > VERSATILE_MOST:
        terms.append(Term(f"at most {VERSATILE_MOST} debuffs", VERSATILE_MOST - 1 - rank))
    value = total("feat.versatile-attack.debuffs", "Debuffs per hit", terms,
                  _src("Versatile Attack", 335))  # fmt: skip
    n = value.value
    text = f"up to {n} debuffs per hit, or {n - 1} debuff{'s' if n > 2 else ''} and leftover damage"
    return [FeatNumber("versatile-attack", value, text)]


def _speed_line(lines: dict[int, Speed], rank: int) -> tuple[Speed, str]:
    """The rank's line; above the last printed rank, the last one and a note saying so."""
    top = max(lines)
    if rank <= top:
        return lines[rank], ""
    return lines[top], f"the rulebook prints no rank {rank} line: rank {top}'s speed"


def _speed(name: str, key: str, label: str, lines: dict[int, Speed], rank: int,
           base: int, base_words: str) -> SheetValue:  # fmt: skip
    line, note = _speed_line(lines, rank)
    rounded = ", rounded up" if line.rounded_up else ""
    term = Term(f"{line.words} {base_words} {base}{rounded} (rank {min(rank, max(lines))})",
                line.of(base))  # fmt: skip
    return total(key, label, [term], _src(name, line.line), note=note)


def _squares(n: int) -> str:
    return f"{n} square{'' if n == 1 else 's'}"


def _flying(rank: int, move: int, state: HereticsState, content: Ruleset) -> list[FeatNumber]:
    value = _speed("Flying", "feat.flying.speed", "Flying speed", FLYING, rank, move,
                   "movement")  # fmt: skip
    return [FeatNumber("flying", value, f"fly {_squares(value.value)} per move action")]


def _burrow_speed(state: HereticsState, move: int) -> SheetValue | None:
    rank = state.feats.get("burrowing", 0)
    if rank <= 0:
        return None
    return _speed("Burrowing", "feat.burrowing.speed", "Burrow speed (soft material)",
                  BURROWING, rank, move, "movement")  # fmt: skip


def _burrowing(rank: int, move: int, state: HereticsState, content: Ruleset) -> list[FeatNumber]:
    value = _burrow_speed(state, move)
    assert value is not None
    text = f"burrow through soft material {_squares(value.value)} per move action"
    return [FeatNumber("burrowing", value, text)]


def _heavy_digger(rank: int, move: int, state: HereticsState, content: Ruleset) -> list[FeatNumber]:
    """Half the burrow speed, then equal to it (l. 348-349); no burrow speed without Burrowing."""
    burrow = _burrow_speed(state, move)
    key, label = "feat.heavy-digger.speed", "Burrow speed (tough material)"
    if burrow is None:
        line, _ = _speed_line(HEAVY_DIGGER, rank)
        value = SheetValue(key, label, 0, source=_src("Heavy Digger", line.line),
                           note="no burrow speed: it needs Burrowing")  # fmt: skip
        return [FeatNumber("heavy-digger", value, "no burrow speed without Burrowing")]
    value = _speed("Heavy Digger", key, label, HEAVY_DIGGER, rank, burrow.value,
                   "burrow speed")  # fmt: skip
    text = f"burrow through tough material {_squares(value.value)} per move action"
    return [FeatNumber("heavy-digger", value, text)]


def _specialization(
    rank: int, move: int, state: HereticsState, content: Ruleset
) -> list[FeatNumber]:
    """+1 per rank on checks where the specialization helps (l. 353)."""
    choice, detail = state.feat_choices.get("skill-specialization", (None, ""))
    skill = content.typed("skill", choice, Skill) if choice else None
    name = skill.name if skill is not None else (choice or "a skill not chosen yet")
    label = f"{name} ({detail})" if detail else f"{name} (specialization not named)"
    terms = [Term(f"rank {rank} × +1", SPECIALIZATION_PER_RANK * rank)]
    value = total("feat.skill-specialization.bonus", label, terms,
                  _src("Skill Specialization", 353),
                  note="on every check where the specialization would help")  # fmt: skip
    return [FeatNumber("skill-specialization", value, f"{label} {_signed(value.value)}")]


def _dash(rank: int, move: int, state: HereticsState, content: Ruleset) -> list[FeatNumber]:
    """The first move action gains 2 extra squares (l. 357)."""
    terms = [Term("Move action", move, MOVE_SRC), Term("Dash", DASH_SQUARES, _src("Dash", 357))]
    value = total("feat.dash.first-move", "First move action", terms, _src("Dash", 357),
                  note=f"later move actions gain {_squares(move)}")  # fmt: skip
    return [FeatNumber("dash", value, f"first move action {_squares(value.value)}")]


_Maker = Callable[[int, int, HereticsState, Ruleset], list[FeatNumber]]
_MAKERS: dict[str, _Maker] = {
    "multi-attack": _multi_attack,
    "feint": _feint,
    "versatile-attack": _versatile,
    "flying": _flying,
    "burrowing": _burrowing,
    "heavy-digger": _heavy_digger,
    "skill-specialization": _specialization,
    "dash": _dash,
}
"""The feats whose numbers are computed, by their shipped id (feats.yaml)."""
