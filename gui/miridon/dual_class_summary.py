# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What taking Dual-Class with a class would do, for the dialog: cost, refunds, the new specials."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from gui.miridon import operations as ops
from model.character_build import CharacterBuild
from rules.engine.build import Build
from rules.engine.event import Event
from rules.engine.option import Option
from rules.miridon.dual_class import refunds

Preview = Callable[[Sequence[Event]], CharacterBuild]


@dataclass(frozen=True)
class DualClassSummary:
    """The price, the skill point balance, each refund and the specials the character would gain."""

    class_name: str
    cost: int
    balance: int
    refunds: tuple[tuple[str, int, int], ...]
    """(skill name, its rank, points refunded)."""
    specials: tuple[dict[str, Any], ...]
    problems: tuple[str, ...]
    """Why the rules would refuse it (empty when it is allowed)."""

    @property
    def refund_total(self) -> int:
        """All refunds together."""
        return sum(points for _name, _rank, points in self.refunds)


def summarize(build: Build[Any], preview: Preview, option: Option) -> DualClassSummary:
    """Preview Dual-Class with the option's class: the rules give refunds, specials and refusals."""
    content = build.content
    operation = ops.take_dual_class(content, option.id)
    refunded = refunds(build.state, content, option.id)
    rows = tuple(
        (ops.name_of(content, "skill", skill), build.state.rank("skill", skill), points)
        for skill, points in refunded.items()
    )
    after = preview(operation.events).build
    start = len(build.events)
    problems = tuple(
        i.message for i in after.errors if i.event_index is not None and i.event_index >= start
    )
    had = {s["id"] for s in build.sheet.sections.get("specials") or []}
    gained = tuple(s for s in after.sheet.sections.get("specials") or [] if s["id"] not in had)
    balance = (
        build.sheet.values["skill-points"].value if "skill-points" in build.sheet.values else 0
    )
    return DualClassSummary(option.name, option.cost or 0, balance, rows, gained, problems)


def summary_html(summary: DualClassSummary) -> str:
    """The summary as rich text: cost, refunds per skill, new specials with rank and effect."""
    esc = html.escape
    parts = [
        f"<h3>Dual-Class: {esc(summary.class_name)}</h3>",
        f"<p><b>Cost:</b> {summary.cost} skill points (you have {summary.balance}).</p>",
        "<p><b>Refunds</b> (r(r+1)/2 for each skill that becomes a class skill):</p>",
    ]
    if summary.refunds:
        rows = "".join(
            f"<li>{esc(name)} (rank {rank}): +{points} points</li>"
            for name, rank, points in summary.refunds
        )
        parts.append(f"<ul>{rows}</ul><p>Refunds in all: +{summary.refund_total} points.</p>")
    else:
        parts.append("<p>None: no skill you have ranks in becomes a class skill.</p>")
    parts.append("<p><b>New special abilities:</b></p>")
    specials = "".join(
        f"<li><b>{esc(s['name'])}</b> — rank {s['rank']}"
        f" ({'dual-class' if s.get('kind') == 'dual' else 'class'} special): {esc(s.get('effect', ''))}</li>"
        for s in summary.specials
    )
    parts.append(f"<ul>{specials}</ul>" if specials else "<p>None.</p>")
    if summary.problems:
        parts.append(f"<p><b>Not possible:</b> {esc(' '.join(summary.problems))}</p>")
    return "".join(parts)
