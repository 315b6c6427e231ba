# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Glorious Heretics cards: the rulebook's own playing-card sheet (l. 41) and debuff references."""

from __future__ import annotations

from typing import Any

from model.pdf.card_layout import Card
from model.pdf.heretics.ability import ability
from model.pdf.heretics.parts import (
    Section,
    debuff,
    defenses,
    feats,
    identity,
    is_plain_default,
    resources,
    skills,
)
from model.pdf.portrait import load_image
from model.pdf.sections import section_list
from model.pdf.sheet_meta import SheetMeta
from rules.engine.build import Build


def sections(build: Build[Any], meta: SheetMeta) -> list[Section]:
    """Every section of the sheet in order; untouched default defenses share one section."""
    abilities = section_list(build, "abilities")
    plain = [a for a in abilities if is_plain_default(a)]
    out = [identity(build, meta), skills(build)]
    out += [defenses(plain)] if plain else []
    out += [ability(a) for a in abilities if a not in plain]
    out += [feats(build), resources(build)]
    return out + [debuff(d) for d in section_list(build, "debuffs")]


def cards(build: Build[Any], meta: SheetMeta) -> list[Card]:
    """A card per section; the identity card carries the portrait when it can be read."""
    found = [Card(s.title, s.subtitle, s.parts) for s in sections(build, meta)]
    if found and load_image(meta.portrait) is not None:
        first = found[0]
        found[0] = Card(first.title, first.subtitle, first.body, image=meta.portrait)
    return found
