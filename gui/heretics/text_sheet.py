# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Glorious Heretics sheet as text: Exp and hit points, skills, one block per ability, feats,
resources — the sections of the rulebook's card sheet, top to bottom."""

from __future__ import annotations

from typing import Any

from rules.engine.build import Build
from rules.heretics.inflicts_text import inflicts_line

Json = dict[str, Any]


def sheet_lines(built: Build[Any]) -> list[str]:
    """The whole sheet as text lines."""
    sheet = built.sheet
    lines = [f"  {sheet[key].breakdown()}" for key in ("exp-total", "exp-spent", "exp-available")]
    lines.append(f"  {sheet['hit-points'].breakdown()}")
    if "movement" in sheet.values:
        lines.append(
            f"  Movement {sheet.value('movement')} squares per move action (1 action point)"
        )
    lines += ["", "Skills (* proficient; next rank costs rank + 1):"]
    lines += _skill_lines(sheet.sections["skills"])
    for ability in sheet.sections["abilities"]:
        lines += ["", *ability_lines(ability)]
    lines += ["", "Feats:", *_feat_lines(sheet.sections["feats"])]
    lines += ["", "Resources:", *_resource_lines(sheet.sections["resources"])]
    return lines


def _skill_lines(skills: list[Json]) -> list[str]:
    cells = [f"{'*' if s['proficient'] else ' '} {s['name']:<16} {s['rank']:>2}" for s in skills]
    return ["  " + "    ".join(cells[i : i + 3]) for i in range(0, len(cells), 3)]


def ability_lines(card: Json) -> list[str]:
    """One ability: name, template and action; its numbers; effect; modifiers; ranks."""
    kind = card["type_name"] or (f"defends {card['defends']}" if card["defends"] else "")
    head = f"{card['name']} ({card['template_name']}) — {card['action']}"
    lines = [head + (f", {kind}" if kind else "")]
    if card["flavour"]:
        lines.append(f"  “{card['flavour']}”")
    numbers = [f"{p['label']} {p['text']}" for p in card["properties"] if p["property"] != "range"]
    if card["range"]:
        numbers.append(f"Range {card['range']['text']}")
    lines.append("  " + " · ".join(numbers))
    if card["areas"]:
        lines.append("  Area: " + "; ".join(f"{a['name']} {a['text']}" for a in card["areas"]))
    lines.append(f"  {card['effect']}")
    line = inflicts_line(card.get("inflicts"))
    if line:
        lines.append(f"  {line}")
    for imp in card["improvements"]:
        number = f" — {imp['number']['text']}" if imp.get("number") else ""
        lines.append(
            f"  + {imp['name']} ×{imp['ranks']} ({imp['cost']} rank(s)){number}: {imp['effect']}"
        )
    for res in card["restrictions"]:
        named = f" [{res['choice_name']}]" if res["choice_name"] else ""
        hurt = f" [{res['hit_points']} HP]" if res["hit_points"] else ""
        lines.append(f"  − {res['name']}{named}{hurt} (+{res['gain']} free): {res['effect']}")
    ranks = card["ranks"]
    lines.append(
        f"  Ranks: {ranks['paid']} paid + {ranks['free']} free, {ranks['unassigned']} unassigned; "
        f"next rank {ranks['next_price']} Exp"
    )
    lines += [f"  ! {problem}" for problem in card["problems"]]
    return lines


def _feat_lines(feats: list[Json]) -> list[str]:
    if not feats:
        return ["  none"]
    lines = []
    for feat in feats:
        most = f"/{feat['max_rank']}" if feat["max_rank"] else ""
        named = f" [{feat['choice_name']}{': ' + feat['detail'] if feat['detail'] else ''}]"
        numbers = "; ".join(n["text"] for n in feat.get("numbers") or [])
        lines.append(
            f"  {feat['name']} rank {feat['rank']}{most}{named if feat['choice'] else ''}"
            + (f" — {numbers}" if numbers else "")
        )
    return lines


def _resource_lines(resources: Json) -> list[str]:
    if resources["max"] is None:
        head = "  Resource points: maximum not set (the GM decides; sheetwright house-rules)"
    else:
        head = f"  Resource points {resources['left']} of {resources['max']}"
    lines = [head]
    lines += [f"  obtained: {o['note']} ({o['amount']})" for o in resources["obtained"]]
    lines += [f"  equipment: {text}" for text in resources["equipment"]]
    return lines
