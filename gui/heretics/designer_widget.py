# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The ability designer: template, name, ranks, properties, type, modifiers and the live card.

The widget never computes rules (STYLE.md lesson 5): every change becomes a `design-ability`
event, `preview` replays it, and what the build says (errors, the card) is shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from gui.character.operation import event
from gui.heretics.designer_layout import DesignerParts
from gui.heretics.designer_verdict import Verdict, judge
from model.character_build import CharacterBuild
from rules.engine.event import Event
from rules.engine.option import Option
from rules.engine.ruleset import Ruleset
from rules.heretics.content import AbilityTemplate, Restriction
from rules.heretics.design import (
    Design,
    design_problems,
    improvement_options,
    paid_price,
    restriction_options,
    with_restriction,
)
from rules.heretics.state import bump

Preview = Callable[[Event], CharacterBuild]


def design_event(ability_id: str, design: Design) -> Event:
    """The `design-ability` event recording a whole design."""
    return event("design-ability", **design.fields(ability_id))


class DesignerWidget(QWidget):
    """Edits one `Design`; re-previews on every change and shows the rules' verdict."""

    verdict_changed = Signal()

    def __init__(
        self, content: Ruleset, preview: Preview, ability_id: str, design: Design,
        min_paid: int = 0, templates: Sequence[Option] = (), parent: QWidget | None = None,
    ) -> None:  # fmt: skip
        super().__init__(parent)
        self.content, self._preview, self.ability_id = content, preview, ability_id
        self.min_paid, self._design = min_paid, design
        self.parts = DesignerParts(self, templates)
        self.verdict = Verdict([], {}, 0)
        before = preview(design_event(ability_id, replace(design, paid=min_paid))).build
        exp = before.sheet.values.get("exp-available")
        self.available = int(exp.value) if exp else 0
        self.parts.name.setText(design.name)
        self.parts.flavour.setPlainText(design.flavour)
        self._connect()
        self._template_changed()

    def _connect(self) -> None:
        parts = self.parts
        parts.template.activated.connect(lambda: self.choose_template(parts.template.currentData()))
        parts.name.textEdited.connect(lambda text: self._set(replace(self._design, name=text)))
        parts.flavour.textChanged.connect(self._flavour_changed)
        parts.ranks.paid_step.connect(self.step_paid)
        parts.properties.ranks_step.connect(self.step_property)
        parts.properties.type.type_chosen.connect(self.choose_type)
        parts.improvements.added.connect(self.add_improvement)
        parts.improvements.removed.connect(self.remove_improvement)
        parts.restrictions.added.connect(self.add_restriction)
        parts.restrictions.removed.connect(self.remove_restriction)
        parts.restrictions.selected.connect(self._restriction_selected)
        parts.choice.edited.connect(self._choice_edited)

    @property
    def template(self) -> AbilityTemplate:
        """The template of the design."""
        entry = self.content.typed("ability", self._design.template, AbilityTemplate)
        assert entry is not None, self._design.template
        return entry

    def design(self) -> Design:
        """The design as it stands."""
        return self._design

    def design_event(self) -> Event:
        """The `design-ability` event for the design."""
        return design_event(self.ability_id, self._design)

    def errors(self) -> list[str]:
        """Why the design cannot be kept yet (empty when the rules accept it)."""
        return list(self.verdict.errors)

    def cost(self) -> int:
        """Exp the design costs on top of the paid ranks already owned."""
        return paid_price(self.min_paid, self._design.paid)

    def choose_template(self, template_id: str) -> None:
        """Start over on another template (a new ability only); the name follows if untouched."""
        old = self.content.get("ability", self._design.template)
        name = self._design.name
        if old is not None and name in ("", old.name):
            entry = self.content.get("ability", template_id)
            name = entry.name if entry is not None else name
        self._design = Design(template_id, name, self._design.flavour, self._design.paid)
        self.parts.name.setText(name)
        self._template_changed()

    def step_paid(self, delta: int) -> None:
        """Buy (+1) or sell back (-1) a paid rank; never below the ranks already owned."""
        paid = max(self.min_paid, self._design.paid + delta)
        self._set(replace(self._design, paid=paid))

    def step_property(self, prop: str, delta: int) -> None:
        """Assign one more rank to a property, or take one back."""
        if self._design.properties.get(prop, 0) + delta >= 0:
            self._set(replace(self._design, properties=bump(self._design.properties, prop, delta)))

    def choose_type(self, type_id: str | None) -> None:
        """Change the Type (None: the template's own)."""
        self._set(replace(self._design, type=type_id))

    def add_improvement(self, improvement_id: str) -> None:
        """Take an improvement (one more rank of one bought per rank)."""
        improvements = bump(self._design.improvements, improvement_id, 1)
        self._set(replace(self._design, improvements=improvements))

    def remove_improvement(self, improvement_id: str) -> None:
        """Drop one rank of an improvement."""
        if self._design.improvements.get(improvement_id, 0):
            improvements = bump(self._design.improvements, improvement_id, -1)
            self._set(replace(self._design, improvements=improvements))

    def add_restriction(self, restriction_id: str) -> None:
        """Take a restriction with the debuff, shape or hit points entered for it."""
        self._set(with_restriction(self._design, self.parts.choice.applied(restriction_id)))

    def remove_restriction(self, restriction_id: str) -> None:
        """Drop a restriction."""
        kept = tuple(r for r in self._design.restrictions if r.id != restriction_id)
        self._set(replace(self._design, restrictions=kept))

    def _flavour_changed(self) -> None:
        text = self.parts.flavour.toPlainText()
        if text != self._design.flavour:
            self._set(replace(self._design, flavour=text))

    def _restriction_selected(self, restriction_id: str) -> None:
        entry = self.content.typed("restriction", restriction_id, Restriction)
        applied = next((r for r in self._design.restrictions if r.id == restriction_id), None)
        self.parts.choice.set_for(self.content, entry, applied)

    def _choice_edited(self) -> None:
        chosen = self.parts.restrictions.current_id()
        if chosen and any(r.id == chosen for r in self._design.restrictions):
            self.add_restriction(chosen)

    def _template_changed(self) -> None:
        self.parts.show_template(self.content, self.template, self._design)
        self._update()

    def _set(self, design: Design) -> None:
        self._design = design
        self._update()

    def _update(self) -> None:
        build = self._preview(self.design_event()).build
        self.verdict = judge(build, self.ability_id, self._design, self.template, self.content)
        self._show(self.verdict.card)
        self.verdict_changed.emit()

    def _show(self, card: dict[str, Any]) -> None:
        design, template, content = self._design, self.template, self.content
        parts = self.parts
        parts.ranks.show_ranks(card["ranks"], self.min_paid, self.cost(), self.available)
        parts.properties.show_card(card)
        problems = design_problems(design, template, content)
        parts.improvements.set_rows(
            improvement_options(design, template, content), design.improvements,
            _named_problems(content, "improvement", design.improvements, problems),
        )  # fmt: skip
        taken = {r.id: 1 for r in design.restrictions}
        parts.restrictions.set_rows(
            restriction_options(design, template, content), taken,
            _named_problems(content, "restriction", taken, problems),
        )  # fmt: skip
        parts.card.show_card(card, self.verdict.problems)


def _named_problems(
    content: Ruleset, kind: str, taken: dict[str, int] | Any, problems: list[str]
) -> dict[str, str]:
    """The design's problem that names each taken modifier (`Locked Range needs …`)."""
    out = {}
    for entry_id in taken:
        entry = content.get(kind, entry_id)
        name = entry.name if entry is not None else entry_id
        found = next((p for p in problems if p.startswith(f"{name} ")), None)
        if found:
            out[entry_id] = found.removeprefix(f"{name} ").rstrip(".")
    return out
