# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Classes, abilities in order and breakthroughs, bought with EXP (Classes, Abilities & Breakthroughs)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Annotated, Literal

from pydantic import Field

from rules.engine.check import Check, all_of, refuse
from rules.engine.ledger import Entry, Ledger
from rules.engine.op_registry import OpFields
from rules.engine.ruleset import Ruleset
from rules.engine.step import Outcome, Step
from rules.lyrian import numbers as n
from rules.lyrian.class_progress import class_of, owned_abilities, race_entries
from rules.lyrian.content import CLASS_STEPS, Ability, Breakthrough, LyrianClass
from rules.lyrian.op_table import OPS
from rules.lyrian.phases import ability_phase, class_phase, started
from rules.lyrian.requirements import requirement_check
from rules.lyrian.state import LyrianState, Phase, bumped

Step_ = Step[LyrianState]
Refund = Literal["auto", "none", "half", "full"]


class UnlockClass(OpFields):
    """Fields of `unlock-class`; `refund` declares a partial duplicate the content cannot see."""

    class_: str = Field(alias="class")
    refund: Refund = "auto"


class BuyAbility(OpFields):
    """Fields of `buy-ability`: the class and the number (1-7) of the ability learned."""

    class_: str = Field(alias="class")
    ability: Annotated[int, Field(ge=1, le=CLASS_STEPS)]
    refund: Refund = "auto"


class BuyBreakthrough(OpFields):
    """Fields of `buy-breakthrough`."""

    breakthrough: str


def unlock_check(
    state: LyrianState, ledger: Ledger, content: Ruleset, cls: LyrianClass | None, class_id: str
) -> Check:
    """Whether a class can be unlocked now (phase, tier known, not owned, requirements)."""
    if cls is None:
        return refuse(f"There is no class '{class_id}'.", n.UNLOCK_SRC)
    if class_id in state.classes:
        return refuse(f"{cls.name} is already unlocked.", n.UNLOCK_SRC)
    if cls.tier is None:
        return refuse(f"{cls.name} has no tier yet: to be filled in by your GM.", n.UNLOCK_SRC)
    req = requirement_check(cls.requires, state, ledger, content, n.UNLOCK_SRC)
    return all_of([class_phase(state), req])


@dataclass(frozen=True, slots=True)
class Refunded:
    """The refund of one purchase: its ledger entries and amounts (all, and cannot-use part)."""

    entries: list[Entry]
    amount: int = 0
    unusable: int = 0

    def applied(self, state: LyrianState) -> LyrianState:
        """The state with this refund counted."""
        return replace(
            state,
            exp_refunded=state.exp_refunded + self.amount,
            exp_refunded_unusable=state.exp_refunded_unusable + self.unusable,
        )


def _article(name: str) -> str:
    return f"an {name}" if name[:1].lower() in "aeiou" else f"a {name}"


def cannot_use(state: LyrianState, content: Ruleset, ability_id: str) -> str | None:
    """The race, subrace or clan of the character that cannot use an ability (l. 183-185)."""
    ability = content.typed("ability", ability_id, Ability)
    if ability is None:
        return None
    return next((e.name for e in race_entries(state, content) if e.id in ability.unusable_by), None)


def _unusable_note(content: Ruleset, unusable: dict[str, str]) -> str:
    parts = [
        f"{content.name_of('ability', a)} cannot be used by {_article(who)}"
        for a, who in unusable.items()
    ]
    return f"refund: {'; '.join(parts)} ({n.UNUSABLE_SRC.cite()})"


def refund_entries(step: Step_, cost: int, abilities: list[str], refund: Refund) -> Refunded:
    """The refund of the abilities bought (l. 181-185), applied by itself (`auto`) when each is
    already owned (a duplicate) or cannot be used by the character's race; `half`/`full` declare a
    partial duplicate the content cannot see."""
    owned = owned_abilities(step.state, step.content)
    unusable = {
        a: who for a in abilities if (who := cannot_use(step.state, step.content, a)) is not None
    }
    if refund == "auto":
        covered = bool(abilities) and all(a in owned or a in unusable for a in abilities)
        refund = "full" if covered else "none"
    amount = {"none": 0, "half": cost // 2, "full": cost}[refund]
    if not amount:
        return Refunded([])
    if refund == "full" and unusable:
        note = _unusable_note(step.content, unusable)
        return Refunded([step.credit("exp", amount, note)], amount, amount)
    return Refunded([step.credit("exp", amount, f"refund ({refund}): duplicate ability")], amount)


def unlock_class(step: Step_, class_id: str, refund: Refund, ip: bool) -> Outcome[LyrianState]:
    """Unlock a class for 100 EXP per tier (and 1 IP when `ip`), learning its key abilities."""
    cls = class_of(step.content, class_id)
    check = all_of(
        [started(step.state), unlock_check(step.state, step.ledger, step.content, cls, class_id)]
    )
    if not check or cls is None or cls.tier is None:
        return step.refuse(check.reason, check.source)
    cost = n.EXP_PER_TIER * cls.tier
    entries = [step.debit("exp", cost, f"unlock {cls.name} (tier {cls.tier})")]
    if ip:
        entries.append(step.debit("ip", n.UNLOCK_IP, f"unlock {cls.name}"))
    refunded = refund_entries(step, cost, list(cls.key_abilities), refund)
    state = refunded.applied(step.state.with_class_step(class_id, 0))
    return step.done(state, *entries, *refunded.entries)


@OPS.op("unlock-class", UnlockClass)
def unlock(step: Step_, f: UnlockClass) -> Outcome[LyrianState]:
    """Unlock a class (Learn Class): 1 IP + 100 EXP × tier, at creation or during an interlude."""
    return unlock_class(step, f.class_, f.refund, ip=True)


def _next_ability(step: Step_, f: BuyAbility) -> tuple[LyrianClass | None, Check]:
    cls = class_of(step.content, f.class_)
    if cls is None or f.class_ not in step.state.classes:
        name = cls.name if cls else f.class_
        return None, refuse(f"{name} is not unlocked.", n.ABILITY_SRC)
    if not cls.abilities:
        return None, refuse(
            f"{cls.name}'s abilities are not filled in yet (ask your GM).", n.ABILITY_SRC
        )
    learned = step.state.classes[f.class_]
    if learned >= CLASS_STEPS:
        return None, refuse(f"{cls.name} is already mastered.", n.ABILITY_SRC)
    if f.ability != learned + 1:
        return None, refuse(
            f"Abilities are learned in order: the next in {cls.name} is ability {learned + 1}.",
            n.ABILITY_SRC,
        )
    return cls, ability_phase(step.state)


@OPS.op("buy-ability", BuyAbility)
def buy_ability(step: Step_, f: BuyAbility) -> Outcome[LyrianState]:
    """Learn a class's next ability for 100 EXP (2nd, 4th, 6th: passive increases); 7 = mastered."""
    cls, check = _next_ability(step, f)
    if cls is None or not check:
        return step.refuse(check.reason, check.source)
    entries = [step.debit("exp", n.ABILITY_EXP, f"{cls.name} ability {f.ability}")]
    ability = cls.abilities[f.ability - 1].ability
    refunded = refund_entries(step, n.ABILITY_EXP, [ability] if ability else [], f.refund)
    state = refunded.applied(step.state.with_class_step(f.class_, f.ability))
    return step.done(state, *entries, *refunded.entries)


def _breakthrough_cost(step: Step_, bt: Breakthrough) -> tuple[int, Check]:
    level = step.state.breakthroughs.get(bt.id, 0)
    if not bt.levels:
        return 0, refuse(
            f"{bt.name} has no cost yet: to be filled in by your GM.", n.BREAKTHROUGHS_SRC
        )
    if level >= len(bt.levels) and not bt.repeatable:
        return 0, refuse(
            f"{bt.name} can only be taken once (at each of its levels).", n.BREAKTHROUGHS_SRC
        )
    cost = bt.levels[min(level, len(bt.levels) - 1)].cost
    req = requirement_check(bt.requires, step.state, step.ledger, step.content, n.BREAKTHROUGHS_SRC)
    return cost, all_of([ability_phase(step.state), req])


@OPS.op("buy-breakthrough", BuyBreakthrough)
def buy_breakthrough(step: Step_, f: BuyBreakthrough) -> Outcome[LyrianState]:
    """Buy a breakthrough's next level at its listed cost (at creation: from the 300 breakthrough EXP)."""
    bt = step.content.typed("breakthrough", f.breakthrough, Breakthrough)
    if bt is None:
        return step.refuse(f"There is no breakthrough '{f.breakthrough}'.", n.BREAKTHROUGHS_SRC)
    cost, check = _breakthrough_cost(step, bt)
    if not check:
        return step.refuse(check.reason, check.source)
    creation = step.state.phase is Phase.CREATION
    pool = "breakthrough-exp" if creation else "exp"
    entry = step.debit(pool, cost, f"breakthrough {bt.name}")
    return step.done(
        replace(step.state, breakthroughs=bumped(step.state.breakthroughs, bt.id, 1)), entry
    )
