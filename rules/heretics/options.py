# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What a Glorious Heretics character can choose next, and why not where it cannot."""

from __future__ import annotations

from collections.abc import Callable

from rules.engine.check import ALLOWED, Check, all_of, refuse
from rules.engine.ledger import Ledger
from rules.engine.option import Option
from rules.engine.ruleset import Ruleset
from rules.engine.system import OptionProvider
from rules.heretics.ability_design import rank_price
from rules.heretics.content import AbilityTemplate, Feat, Skill
from rules.heretics.design import Design, design_of, improvement_options, restriction_options
from rules.heretics.numbers import PROFICIENCIES, SKILLS_SRC
from rules.heretics.ops_exp import available_exp
from rules.heretics.ops_skills import skill_price
from rules.heretics.state import HereticsState

ModifierSource = Callable[[Design, AbilityTemplate, Ruleset], list[Option]]


def _afford(state: HereticsState, ledger: Ledger, cost: int) -> Check:
    have = available_exp(state, ledger)
    return ALLOWED if have >= cost else refuse(f"needs {cost} Exp, you have {have}")


def skill_options(state: HereticsState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Every skill with the price of its next rank (r → r + 1 costs r + 1, l. 53)."""
    out = []
    for skill in content.entries("skill"):
        assert isinstance(skill, Skill)
        rank = state.skills.get(skill.id, 0)
        price = skill_price(rank)
        mark = "proficient · " if skill.id in state.proficiencies else ""
        detail = f"{mark}rank {rank} → {rank + 1}"
        out.append(Option(skill.id, skill.name, _afford(state, ledger, price), price, detail))
    return out


def proficiency_options(state: HereticsState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Skills to be proficient in: chosen once, 5 of them, at creation (l. 53)."""
    done = refuse("proficiencies were chosen at creation", SKILLS_SRC)
    check = done if state.proficiencies else ALLOWED
    detail = f"choose {PROFICIENCIES}"
    return [Option(s.id, s.name, check, None, detail) for s in content.entries("skill")]


def template_options(state: HereticsState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Ability templates to design a new ability from; the first rank costs 1 Exp."""
    out = []
    for template in content.entries("ability"):
        assert isinstance(template, AbilityTemplate)
        check = refuse("every character has it already") if template.default else ALLOWED
        if check.ok:
            check = _afford(state, ledger, rank_price(0))
        detail = f"{template.category} · {template.action.kind}"
        out.append(Option(template.id, template.name, check, rank_price(0), detail))
    return out


def feat_options(state: HereticsState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Feats with their cost per rank; a feat at its maximum says so."""
    out = []
    for feat in content.entries("feat"):
        assert isinstance(feat, Feat)
        rank = state.feats.get(feat.id, 0)
        most = feat.max_rank if feat.per_rank else 1
        checks = [_afford(state, ledger, feat.cost)]
        if most is not None and rank >= most:
            checks.append(refuse(f"already at its maximum rank {most}", feat.source))
        limit = f" of {most}" if most is not None else ""
        detail = f"rank {rank}{limit}" + (" · per rank" if feat.per_rank else "")
        out.append(Option(feat.id, feat.name, all_of(checks), feat.cost, detail))
    return out


def improvement_choices(state: HereticsState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """For every ability: each improvement it may take now, or why not (`ability:improvement`)."""
    return _per_ability(state, content, improvement_options)


def restriction_choices(state: HereticsState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """For every ability: each restriction whose Type line it matches, or why not."""
    return _per_ability(state, content, restriction_options)


def _per_ability(state: HereticsState, content: Ruleset, source: ModifierSource) -> list[Option]:
    out = []
    for ability in state.abilities:
        template = content.typed("ability", ability.template, AbilityTemplate)
        if template is None:
            continue
        for option in source(design_of(ability), template, content):
            out.append(
                Option(
                    f"{ability.id}:{option.id}",
                    f"{ability.name}: {option.name}",
                    option.check,
                    option.cost,
                    option.detail,
                )
            )
    return out


OPTIONS: dict[str, OptionProvider[HereticsState]] = {
    "skill": skill_options,
    "proficiency": proficiency_options,
    "template": template_options,
    "feat": feat_options,
    "improvement": improvement_choices,
    "restriction": restriction_choices,
}
