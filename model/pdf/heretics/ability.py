# SPDX-License-Identifier: LicenseRef-Sheetwright
"""One Glorious Heretics ability with all its numbers, as rows and paragraphs."""

from __future__ import annotations

from model.pdf.card_layout import Part, Row, Text
from model.pdf.heretics.parts import Json, Section, improvement_number
from rules.heretics.inflicts_text import inflicts_line


def ability(entry: Json) -> Section:
    """Action, type, every property, range, areas, effect, flavour, improvements, restrictions."""
    parts: list[Part] = [Text(f"! {p}", bold=True) for p in entry.get("problems") or []]
    parts += basics(entry) + properties(entry)
    if entry.get("effect"):
        parts.append(Text(str(entry["effect"])))
    line = inflicts_line(entry.get("inflicts"))
    if line:
        parts.append(Text(line))
    if entry.get("notes"):
        parts.append(Text(f"Notes: {entry['notes']}"))
    parts += _improvements(entry) + _restrictions(entry) + _ranks(entry)
    if entry.get("flavour"):  # last: on a long card the numbers come first
        parts.append(Text(f"“{entry['flavour']}”"))
    subtitle = " · ".join(
        s for s in (str(entry.get("template_name") or ""), kind(entry)) if s and s != "None"
    )
    return Section(str(entry.get("name") or "Ability"), subtitle, tuple(parts))


def kind(entry: Json) -> str:
    """The ability's category, `(default)` after one of the three default defenses."""
    category = str(entry.get("category") or "")
    return f"{category}{' (default)' if entry.get('default') else ''}"


def basics(entry: Json) -> list[Part]:
    """The action, and the type it targets or the type it defends against."""
    parts: list[Part] = [Row("Action", str(entry.get("action") or "–"))]
    if entry.get("type_name"):
        parts.append(Row("Type", str(entry["type_name"])))
    if entry.get("defends"):
        parts.append(Row("Defends against", str(entry["defends"])))
    return parts


def _ranks_label(label: str, ranks: object) -> str:
    return f"{label} ({ranks} rank{'s' if ranks != 1 else ''})" if ranks else label


def properties(entry: Json) -> list[Part]:
    """Each property's value with the ranks in it; range in squares; each area by shape."""
    parts: list[Part] = []
    reach = entry.get("range") or {}
    areas: list[Json] = entry.get("areas") or []
    for prop in entry.get("properties") or []:
        label = _ranks_label(str(prop.get("label", "")), prop.get("ranks"))
        if prop.get("property") == "range" and reach:
            parts.append(Row(label, str(reach.get("text", ""))))
            continue
        if prop.get("property") == "area-of-effect":
            parts.append(Row(label, f"rank {prop.get('value', 0)}"))
            parts += [Row(f"  {a.get('name', '')}", str(a.get("text", ""))) for a in areas]
            continue
        parts.append(Row(label, str(prop.get("text", prop.get("value", "")))))
    return parts


def _improvements(entry: Json) -> list[Part]:
    """Each improvement with its ranks and rank cost, then its effect."""
    found = entry.get("improvements") or []
    parts: list[Part] = [Text("Improvements", bold=True)] if found else []
    for item in found:
        parts += [Row(improvement_label(item), improvement_cost(item))]
        number = improvement_number(item)
        parts += [Text(number, bold=True)] if number else []
        parts += [Text(str(item.get("effect", "")))]
    return parts


def improvement_label(item: Json) -> str:
    """`Riposte`, or `Sharper × 2` for an improvement bought per rank."""
    return f"{item.get('name', '')}" + (f" × {item['ranks']}" if item.get("per_rank") else "")


def improvement_cost(item: Json) -> str:
    """`2 rank(s)`, or `4 rank(s), 2 per rank` (`cost` is what all its ranks cost)."""
    cost, ranks = item.get("cost"), item.get("ranks")
    if item.get("per_rank") and isinstance(cost, int) and isinstance(ranks, int) and ranks > 0:
        return f"{cost} rank(s), {cost // ranks} per rank"
    return f"{cost} rank(s)"


def _restrictions(entry: Json) -> list[Part]:
    """Each restriction with what was chosen (debuff, shape, hit points) and the free ranks."""
    found = entry.get("restrictions") or []
    parts: list[Part] = [Text("Restrictions", bold=True)] if found else []
    for item in found:
        parts += [Row(restriction_label(item), restriction_gain(item))]
        parts += [Text(str(item.get("effect", "")))]
    return parts


def restriction_label(item: Json) -> str:
    """The restriction with what was chosen: `Self Debuff: Blinded`, `Self Damage (4 HP)`."""
    label = str(item.get("name", ""))
    if item.get("choice_name") or item.get("choice"):
        label += f": {item.get('choice_name') or item.get('choice')}"
    if item.get("hit_points"):
        label += f" ({item['hit_points']} HP)"
    return label


def restriction_gain(item: Json) -> str:
    """The free ranks a restriction gives: `+4 free`."""
    return f"+{item.get('gain', 0)} free"


def _ranks(entry: Json) -> list[Part]:
    """Paid, free, used and unassigned ranks, the Exp they cost and the next rank's price."""
    ranks = entry.get("ranks") or {}
    return [
        Text("Ranks", bold=True),
        Row(
            "Paid · free · unassigned",
            f"{ranks.get('paid', 0)} · {ranks.get('free', 0)} · {ranks.get('unassigned', 0)}",
        ),
        Row(
            "Exp spent · next rank", f"{ranks.get('exp_spent', 0)} · {ranks.get('next_price', '–')}"
        ),
    ]
