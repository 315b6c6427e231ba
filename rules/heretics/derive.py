# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Glorious Heretics sheet: Exp, hit points, skills, feats, resources and every ability."""

from __future__ import annotations

from typing import Any

from rules.engine.ledger import Ledger
from rules.engine.play_rule import AT_THE_TABLE, section_from
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import Sheet, SheetValue, Term, total
from rules.heretics.content import AbilityTemplate, Debuff, Feat, RankEffect, Skill
from rules.heretics.derive_ability import ability_card, ability_values
from rules.heretics.feat_numbers import feat_numbers_json, feat_values
from rules.heretics.improvement_numbers import improvement_values
from rules.heretics.numbers import (
    BASE_HIT_POINTS,
    DEBUFFS_SRC,
    EXP_PER_HIT_POINT,
    EXP_POOL,
    EXP_SRC,
    FEATS_SRC,
    HIT_POINTS_SRC,
    RESOURCE_MAX_SRC,
    RESOURCES_SRC,
    SKILLS_SRC,
    STARTING_EXP_SRC,
)
from rules.heretics.ops_skills import skill_price
from rules.heretics.play_rules import play_rules
from rules.heretics.state import HereticsState

Json = dict[str, Any]


_AT_THE_TABLE = section_from(play_rules)
"""The play rules section, said again from memory while the numbers it reads are the same."""


def derive(state: HereticsState, ledger: Ledger, content: Ruleset) -> Sheet:
    """Every derived value of the character, with its breakdown, and the sections cards print."""
    values = [*exp_values(state, ledger), _hit_points(state), *_skills(state, content)]
    values += _feat_ranks(state, content)
    values += feat_values(state, content)
    values += _resources(state)
    cards = []
    specialised = frozenset(_specialised_debuffs(state, content))
    for ability in state.abilities:
        template = content.typed("ability", ability.template, AbilityTemplate)
        if template is not None:
            values += ability_values(ability, template, content)
            values += improvement_values(ability, content)
            cards.append(ability_card(ability, template, content, specialised))
    sections: dict[str, object] = {
        "proficiencies": list(state.proficiencies),
        "skills": _skills_json(state, content),
        "abilities": cards,
        "feats": _feats_json(state, content),
        "resources": _resources_json(state),
        "debuffs": _debuffs_json(content, specialised),
    }
    by_key = {v.key: v for v in values}
    sections[AT_THE_TABLE] = _AT_THE_TABLE(by_key)
    return Sheet(by_key, sections)


def _feat_ranks(state: HereticsState, content: Ruleset) -> list[SheetValue]:
    """Each feat's rank, labelled with its name and cited where the feat is printed."""
    out = []
    for feat_id, rank in state.feats.items():
        feat = content.typed("feat", feat_id, Feat)
        name, source = (feat.name, feat.source) if feat is not None else (feat_id, FEATS_SRC)
        out.append(SheetValue(f"feat.{feat_id}", name, rank, source=source))
    return out


def _specialised_debuffs(state: HereticsState, content: Ruleset) -> set[str]:
    """Debuffs whose limit a feat lifts for all the character's attacks (l. 358-359)."""
    out = set()
    for feat_id, (choice, _detail) in state.feat_choices.items():
        feat = content.typed("feat", feat_id, Feat)
        if feat is not None and feat.lifts_debuff_limit and choice:
            out.add(choice)
    return out


def exp_values(state: HereticsState, ledger: Ledger) -> list[SheetValue]:
    """Total, spent and available Exp (starting Exp is the GM's setting)."""
    starting = state.settings.starting_exp
    start = Term("starting Exp (house rule)", starting, STARTING_EXP_SRC)
    awarded = Term("awarded", ledger.credited(EXP_POOL) - starting)
    gained = total("exp-total", "Exp", [start, awarded], EXP_SRC)
    spent = SheetValue("exp-spent", "Exp spent", ledger.debited(EXP_POOL), source=EXP_SRC)
    left = total(
        "exp-available",
        "Exp available",
        [Term("Exp", gained.value), Term("spent", -spent.value)],
        EXP_SRC,
    )
    return [gained, spent, left]


def _hit_points(state: HereticsState) -> SheetValue:
    """10 + 1 per 2 Exp spent on hit points (l. 44)."""
    bought = state.hit_point_exp // EXP_PER_HIT_POINT
    terms = [Term("base", BASE_HIT_POINTS), Term(f"{state.hit_point_exp} Exp ÷ 2", bought)]
    return total("hit-points", "Hit points", terms, HIT_POINTS_SRC)


def _skills(state: HereticsState, content: Ruleset) -> list[SheetValue]:
    """Every skill's rank (0 when never raised)."""
    return [
        SheetValue(f"skill.{s.id}", s.name, state.skills.get(s.id, 0), source=SKILLS_SRC)
        for s in content.entries("skill")
    ]


def _resources(state: HereticsState) -> list[SheetValue]:
    """The GM's maximum and what is left since the last restock (only once a maximum is set)."""
    most = state.settings.resource_max
    if most is None:
        return []
    left = [Term("maximum (GM)", most, RESOURCE_MAX_SRC), Term("spent", -state.resources_spent)]
    return [
        SheetValue("resources-max", "Resource maximum", most, source=RESOURCE_MAX_SRC),
        total("resources-left", "Resource points", left, RESOURCES_SRC),
    ]


def _skills_json(state: HereticsState, content: Ruleset) -> list[Json]:
    out = []
    for skill in content.entries("skill"):
        assert isinstance(skill, Skill)
        rank = state.skills.get(skill.id, 0)
        out.append({"id": skill.id, "name": skill.name, "rank": rank,
                    "proficient": skill.id in state.proficiencies,
                    "next_price": skill_price(rank), "effect": skill.effect})  # fmt: skip
    return out


def _feats_json(state: HereticsState, content: Ruleset) -> list[Json]:
    numbers = feat_numbers_json(state, content)
    out = []
    for feat_id, rank in state.feats.items():
        feat = content.typed("feat", feat_id, Feat)
        if feat is None:
            continue
        choice, detail = state.feat_choices.get(feat_id, (None, ""))
        named = content.get(feat.names.value, choice) if feat.names and choice else None
        out.append({"id": feat.id, "name": feat.name, "rank": rank, "max_rank": feat_maximum(feat),
                    "cost": feat.cost, "per_rank": feat.per_rank, "effect": feat.effect,
                    "rank_effects": _rank_texts(feat.rank_effects, rank), "note": feat.note,
                    "choice": choice, "choice_name": named.name if named else choice,
                    "detail": detail, "numbers": numbers.get(feat.id, [])})  # fmt: skip
    return out


def _rank_texts(effects: list[RankEffect], rank: int | None) -> list[Json]:
    """Rank lines up to `rank` (all of them when `rank` is None)."""
    return [
        {"rank": e.rank, "and_above": e.and_above, "text": e.text}
        for e in effects
        if rank is None or e.rank <= rank
    ]


def _resources_json(state: HereticsState) -> Json:
    return {
        "max": state.settings.resource_max,
        "left": state.resources_left(),
        "obtained": [{"amount": o.amount, "note": o.note} for o in state.obtained],
        "equipment": list(state.equipment),
    }


def feat_maximum(feat: Feat) -> int | None:
    """The highest rank a feat can reach: 1 when bought once, None when unlimited (l. 319-360)."""
    return feat.max_rank if feat.per_rank else 1


def _debuffs_json(content: Ruleset, specialised: frozenset[str]) -> list[Json]:
    """Every debuff for the reference cards: power per rank, the normal-attack limit, effects.

    A debuff the character's Debuff Specialization names has no limit (l. 359): `limit_rank` is
    None and `limit_lifted_by` names the feat.
    """
    lifter = _lifting_feat(content)
    out = []
    for debuff in content.entries("debuff"):
        assert isinstance(debuff, Debuff)
        lifted = debuff.id in specialised
        out.append({"id": debuff.id, "name": debuff.name, "power": debuff.power_printed,
                    "limit_rank": None if lifted else debuff.limit_rank,
                    "limit": debuff.limit_printed,
                    "limit_lifted_by": lifter if lifted and debuff.limit_rank else None,
                    "requires_melee": debuff.requires_melee, "effect": debuff.effect,
                    "rank_effects": _rank_texts(debuff.rank_effects, None),
                    "source": DEBUFFS_SRC.cite()})  # fmt: skip
    return out


def _lifting_feat(content: Ruleset) -> str:
    """The name of the feat that lifts a debuff's limit (Debuff Specialization)."""
    names = [
        f.name for f in content.entries("feat") if isinstance(f, Feat) and f.lifts_debuff_limit
    ]
    return names[0] if names else "a feat"
