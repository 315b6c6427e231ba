# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Glorious Heretics sheet sections as titled rows and paragraphs, for the cards and the page."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from model.pdf.card_layout import Part, Row, Text
from model.pdf.sections import section_dict, section_list
from model.pdf.sheet_meta import SheetMeta
from rules.engine.build import Build

Json = dict[str, Any]
PROFICIENT, NOT_PROFICIENT = "●", "○"
DEFAULTS = ("guard", "endure", "inhibit")
SKILL_NOTE = f"{PROFICIENT} proficient: draw from the choice pile. Rank r → r+1 costs r+1."


@dataclass(frozen=True, slots=True)
class Section:
    """One section of the sheet: a title, a subtitle and its rows and paragraphs."""

    title: str
    subtitle: str
    parts: tuple[Part, ...]


def value(build: Build[Any], key: str) -> str:
    """A sheet value's number as text, "–" when the sheet does not have it."""
    found = build.sheet.values.get(key)
    return "–" if found is None else str(found.value)


def explained(build: Build[Any], key: str) -> str:
    """What a value is made of: the part of its breakdown after "="."""
    found = build.sheet.values.get(key)
    text = found.breakdown() if found is not None else ""
    return text.split("=", 1)[1].strip() if "=" in text else ""


def identity(build: Build[Any], meta: SheetMeta) -> Section:
    """Hit points with their breakdown, Exp total/spent/available, proficiencies and problems."""
    parts: list[Part] = [Row("Hit points", value(build, "hit-points"))]
    if explained(build, "hit-points"):
        parts.append(Text(explained(build, "hit-points")))
    parts.append(Row("Move action", f"{value(build, 'movement')} squares"))
    parts += [
        Text("Exp", bold=True),
        Row("Total", value(build, "exp-total")),
        Row("Spent", value(build, "exp-spent")),
        Row("Available", value(build, "exp-available")),
    ]
    parts += [Text("Proficient in", bold=True), Text(proficiencies(build))]
    if build.errors:
        parts.append(Text("Problems", bold=True))
        parts += [Text(f"! {issue.message}") for issue in build.errors]
    return Section(meta.name or "Unnamed", meta.system_title, tuple(parts))


def proficiencies(build: Build[Any]) -> str:
    """The proficient skills by name, `not chosen yet` before the five are chosen."""
    skills = {s.get("id"): s.get("name") for s in section_list(build, "skills")}
    found = build.sheet.sections.get("proficiencies")
    chosen = found if isinstance(found, list) else []
    return ", ".join(str(skills.get(p, p)) for p in chosen) or "not chosen yet"


def skills(build: Build[Any]) -> Section:
    """All fifteen skills with their rank, the proficient ones marked."""
    parts: list[Part] = []
    for skill in section_list(build, "skills"):
        mark = PROFICIENT if skill.get("proficient") else NOT_PROFICIENT
        parts.append(Row(f"{mark} {skill.get('name', '')}", str(skill.get("rank", 0))))
    parts.append(Text(SKILL_NOTE))
    return Section("Skills", "Rank of each skill", tuple(parts))


def is_plain_default(ability: Json) -> bool:
    """A default defense nobody has touched: rank 0, no flavour, improvements or restrictions."""
    ranks = ability.get("ranks") or {}
    return bool(
        ability.get("default")
        and not ranks.get("paid")
        and not ranks.get("free")
        and not ability.get("improvements")
        and not ability.get("restrictions")
        and not ability.get("flavour")
        and not ability.get("problems")
        and ability.get("name") == ability.get("template_name")
    )


def defenses(plain: list[Json]) -> Section:
    """The untouched default defenses together: what each defends and its power."""
    parts: list[Part] = []
    for ability in plain:
        props: list[Json] = ability.get("properties") or []
        power: Json = next((p for p in props if p.get("property") == "power"), {})
        parts += [
            Text(f"{ability.get('name')} — defends {ability.get('defends') or '–'}", bold=True),
            Row("Action", str(ability.get("action") or "Defend")),
            Row("Power", str(power.get("text", power.get("value", 0)))),
            Text(f"{power.get('printed', '')}. {ability.get('effect', '')}.".strip(". ") + "."),
        ]
    return Section("Defenses", "Default abilities, rank 0", tuple(parts))


def feats(build: Build[Any]) -> Section:
    """Each feat: rank of its maximum, cost, choice and detail, effect and rank effects."""
    parts: list[Part] = []
    for feat in section_list(build, "feats"):
        parts.append(Row(str(feat.get("name", "")), f"rank {feat_rank(feat)}"))
        parts += [Text(line, bold=True) for line in feat_numbers(feat)]
        parts.append(Row("Cost", feat_cost(feat)))
        if feat.get("choice_name") or feat.get("choice"):
            parts.append(Row("Choice", str(feat.get("choice_name") or feat.get("choice"))))
        if feat.get("detail"):
            parts.append(Row("Detail", str(feat["detail"])))
        parts += _effects(feat)
        if feat.get("note"):
            parts.append(Text(f"Note: {feat['note']}"))
    return Section("Feats", "Rank, cost and effect", tuple(parts or [Text("No feats yet.")]))


def feat_rank(feat: Json) -> str:
    """`1 / 4`: the rank bought and the feat's maximum, when it has one."""
    most = feat.get("max_rank")
    return f"{feat.get('rank')}" + (f" / {most}" if most else "")


def feat_numbers(feat: Json) -> list[str]:
    """What the feat's rank gives the character, one sentence each: `Fly 4 squares per move
    action`."""
    return [sentence(str(n.get("text", ""))) for n in feat.get("numbers") or [] if n.get("text")]


def improvement_number(item: Json) -> str:
    """What an improvement's ranks give this ability: `Defend an ally up to 6 squares away`."""
    found = item.get("number")
    return sentence(str(found.get("text", ""))) if isinstance(found, dict) else ""


def sentence(text: str) -> str:
    """The text with a capital first letter."""
    return text[:1].upper() + text[1:]


def feat_cost(feat: Json) -> str:
    """`15 Exp per rank`, `(no maximum)` after a feat without a maximum rank."""
    cost = f"{feat.get('cost')} Exp" + (" per rank" if feat.get("per_rank") else "")
    return cost + ("" if feat.get("max_rank") else " (no maximum)")


def effect_lines(entry: Json) -> list[str]:
    """An entry's effect, then its per-rank lines ("Rank 4+: …")."""
    lines = [str(entry["effect"])] if entry.get("effect") else []
    for line in entry.get("rank_effects") or []:
        plus = "+" if line.get("and_above") else ""
        lines.append(f"Rank {line.get('rank')}{plus}: {line.get('text', '')}")
    return lines


def _effects(entry: Json) -> list[Part]:
    return [Text(line) for line in effect_lines(entry)]


def resources(build: Build[Any]) -> Section:
    """Resource points left of the maximum (or that the GM has not set one), items, equipment."""
    found = section_dict(build, "resources")
    most = found.get("max")
    parts: list[Part] = [Row("Maximum", "not set (GM)" if most is None else str(most))]
    if most is not None:
        parts.append(Row("Left", str(found.get("left", most))))
    obtained = found.get("obtained") or []
    parts.append(Text("Obtained items" if obtained else "No items obtained", bold=True))
    parts += [Row(str(o.get("note") or "item"), str(o.get("amount", ""))) for o in obtained]
    equipment = found.get("equipment") or []
    parts.append(Text("Equipment" if equipment else "No equipment notes", bold=True))
    parts += [Text(f"• {line}") for line in equipment]
    return Section("Resources & equipment", "Restock: items go, points refill", tuple(parts))


def debuff(entry: Json) -> Section:
    """A debuff reference: power per rank, limit for normal attacks, effect and rank lines."""
    parts: list[Part] = [Row("Power", debuff_power(entry))]
    reach = debuff_reach_text(entry)
    if reach:
        parts.append(Row("Normal attacks", reach))
    if entry.get("requires_melee"):
        parts.append(Row("Requires", "a melee attack"))
    return Section(str(entry.get("name", "Debuff")), "Debuff reference", (*parts, *_effects(entry)))


def debuff_reach_text(entry: Json) -> str:
    """`up to rank 2`, or `no limit (Debuff Specialization)` when a feat lifts it; "" if none."""
    if entry.get("limit_lifted_by"):
        return f"no limit ({entry['limit_lifted_by']})"
    if entry.get("limit_rank") is not None:
        return f"up to rank {entry['limit_rank']}"
    return ""


def debuff_power(entry: Json) -> str:
    """A debuff's power per rank: `1+4 per rank`."""
    return str(entry.get("power", "")).rstrip(".")
