# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Glorious Heretics ability designer: in the wizard's Abilities page and the character panel.

Rule values cite glorious-heretics.txt by line.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QWizard

from gui.app_context import AppContext
from gui.character.operation import Operation
from gui.character.undo_commands import RevisionStack
from gui.heretics.abilities_page import AbilitiesPage
from gui.heretics.abilities_panel import AbilitiesPanel
from gui.heretics.designer_dialog import AbilityDesignerDialog
from gui.heretics.designer_widget import DesignerWidget
from gui.wizard.wizard_draft import WizardDraft
from model.character_session import CharacterSession
from model.document import new_document
from model.errors import LibraryError
from rules.engine.change import Append

LEFT = Qt.MouseButton.LeftButton


def click(qtbot: Any, button: QAbstractButton, times: int = 1) -> None:
    """Click an enabled button."""
    for _ in range(times):
        assert button.isEnabled(), button.toolTip()
        qtbot.mouseClick(button, LEFT)


def buy(qtbot: Any, designer: DesignerWidget, ranks: int) -> None:
    """Press the paid-rank + button."""
    click(qtbot, designer.parts.ranks.buy, ranks)


def assign(qtbot: Any, designer: DesignerWidget, prop: str, ranks: int) -> None:
    """Press a property's + button."""
    click(qtbot, designer.parts.properties.rows[prop][3], ranks)


def take(qtbot: Any, designer: DesignerWidget, restriction: str) -> None:
    """Select a restriction and press Add Restriction."""
    designer.parts.restrictions.select(restriction)
    click(qtbot, designer.parts.restrictions.add_button)


def status(designer: DesignerWidget, kind: str, entry_id: str) -> str:
    """The status text of an improvement or restriction row."""
    picker = designer.parts.improvements if kind == "improvement" else designer.parts.restrictions
    return picker.model.status(picker.model.row_of(entry_id))


@pytest.fixture
def page(context: AppContext, qtbot: Any) -> Iterator[AbilitiesPage]:
    """The Abilities page alone in a wizard, on a draft with 40 starting Exp (house rule)."""
    draft = WizardDraft(context.library, "heretics")
    draft.edit(settings={"starting_exp": 40})
    abilities = AbilitiesPage(draft)
    wizard = QWizard()
    wizard.addPage(abilities)
    qtbot.addWidget(wizard)
    wizard.show()
    yield abilities
    wizard.close()


def test_design_an_attack_in_the_wizard(page: AbilitiesPage, qtbot: Any) -> None:
    """Buy ranks, assign them, take Damage Only, see what Locked Range needs, then OK."""
    assert page.list.model.row_total() == 3  # Guard, Endure, Inhibit (l. 157-171)
    dialog = page.new_ability("attack")
    designer = dialog.designer
    buy(qtbot, designer, 1)
    buy(qtbot, designer, 4)  # l. 89: "increasing an ability from rank 1 to 5 will cost 14 points"
    assert designer.cost() == 1 + 14
    assert designer.parts.ranks.next_price.text() == "costs 6 Exp"
    click(qtbot, designer.parts.ranks.sell, 2)
    assert "costs 6 of 40 available" in designer.parts.ranks.cost.text()
    assign(qtbot, designer, "accuracy", 3)  # l. 145: "Accuracy = 0 (2 per rank)"
    assert designer.parts.properties.value_text("accuracy") == "6 → 8"
    assert "+6" in designer.parts.card.text()
    take(qtbot, designer, "damage-only")  # l. 275: Gain 4
    assert designer.parts.ranks.free.text().startswith("4")
    assert designer.cost() == 6  # free ranks do not raise the price (l. 117)
    assert designer.parts.ranks.next_price.text() == "costs 4 Exp"
    assign(qtbot, designer, "range", 1)
    locked = status(designer, "restriction", "locked-range")  # l. 263: at least a rank 2 range
    assert locked == "Not available: needs Attack with at least a rank 2 range (range rank is 1)"
    row = designer.parts.restrictions.model.row_of("locked-range")
    flags = designer.parts.restrictions.model.flags(designer.parts.restrictions.model.index(row, 0))
    assert not flags & Qt.ItemFlag.ItemIsEnabled
    designer.parts.name.selectAll()
    qtbot.keyClicks(designer.parts.name, "Fire Bolt")
    click(qtbot, dialog.ok_button())
    cards = page.draft.build.sheet.sections["abilities"]
    assert [c["name"] for c in cards][-1] == "Fire Bolt"
    assert page.list.exp.text() == "Exp available: 34"
    assert page.isComplete()


def test_redesigning_in_the_wizard_replaces_the_design(page: AbilitiesPage, qtbot: Any) -> None:
    """A second design of the same ability replaces the first: paid ranks may go down."""
    dialog = page.new_ability("attack")
    buy(qtbot, dialog.designer, 4)
    click(qtbot, dialog.ok_button())
    assert page.list.exp.text() == "Exp available: 30"
    ability_id = page.draft.build.sheet.sections["abilities"][-1]["id"]
    again = page.design_ability(ability_id)
    assert again is not None
    click(qtbot, again.designer.parts.ranks.sell, 3)
    click(qtbot, again.ok_button())
    assert len(page.events.operations) == 1
    assert page.list.exp.text() == "Exp available: 39"
    page.list.select(ability_id)
    click(qtbot, page.list.remove_button)
    assert page.list.model.row_total() == 3
    assert page.list.exp.text() == "Exp available: 40"


def test_a_restriction_that_stops_qualifying_is_shown(page: AbilitiesPage, qtbot: Any) -> None:
    """Taking a range rank back keeps Locked Range and says why it no longer fits (l. 263)."""
    dialog = page.new_ability("attack")
    designer = dialog.designer
    buy(qtbot, designer, 1)
    assign(qtbot, designer, "range", 1)
    assert "Not available" in status(designer, "restriction", "locked-range")
    buy(qtbot, designer, 1)
    assign(qtbot, designer, "range", 1)
    take(qtbot, designer, "locked-range")
    assert dialog.ok_button().isEnabled()
    click(qtbot, designer.parts.properties.rows["range"][2])
    assert status(designer, "restriction", "locked-range").startswith("Taken, but needs Attack")
    assert not dialog.ok_button().isEnabled()
    assert "Locked Range needs Attack" in dialog.verdict.text()
    assert any("Locked Range" in p for p in designer.parts.card.problems)


def test_riposte_is_unavailable_on_a_heal(page: AbilitiesPage) -> None:
    """Riposte's Type is Defenses (l. 242), so a Heal lists it as unavailable with the reason."""
    designer = page.new_ability("heal").designer
    assert status(designer, "improvement", "riposte").startswith("Not available: needs Defenses")
    assert "Heal is not a defense ability" in status(designer, "improvement", "riposte")


def test_damage_boost_duration_needs_two_ranks_per_step(page: AbilitiesPage, qtbot: Any) -> None:
    """Duration = 1 (1 per 2 ranks) (l. 186): one rank changes nothing, two add a turn."""
    designer = page.new_ability("damage-boost").designer
    buy(qtbot, designer, 2)
    assert designer.parts.properties.value_text("duration") == "1 → 2 at 2 ranks"
    assign(qtbot, designer, "duration", 1)
    assert designer.parts.properties.value_text("duration") == "1 → 2 at 2 ranks"
    assign(qtbot, designer, "duration", 1)
    assert designer.parts.properties.value_text("duration") == "2 → 3 at 4 ranks"
    assert "2 turns" in designer.parts.card.text()


def test_type_change_takes_a_rank(page: AbilitiesPage, qtbot: Any) -> None:
    """Changing Type to elemental or mind requires 1 rank (l. 94)."""
    designer = page.new_ability("attack").designer
    buy(qtbot, designer, 1)
    picker = designer.parts.properties.type
    picker.setCurrentIndex(picker.findData("mind"))
    picker.activated.emit(picker.currentIndex())
    assert designer.design().type == "mind"
    assert designer.parts.ranks.unassigned.text() == "0 rank(s) not assigned yet"
    assert "Mind" in designer.parts.card.text()


def _session(context: AppContext) -> CharacterSession:
    document = new_document("heretics", "Vex") | {"events": [{"op": "award-exp", "amount": 40}]}
    return CharacterSession(context.library, context.library.add_character(document).id)


def test_panel_designs_with_a_restriction_and_undo_takes_it_back(
    context: AppContext, qtbot: Any
) -> None:
    """A designed attack with Locked Range is one undoable step: undo gives the Exp back."""
    session = _session(context)
    panel: AbilitiesPanel

    def failed(error: LibraryError) -> None:
        raise error

    stack = RevisionStack(session, lambda: panel.refresh(), failed)

    def push(operation: Operation) -> bool:
        preview = session.preview_change(Append(operation.events))
        return preview.refusal() is None and stack.push(operation.label, preview.document)

    panel = AbilitiesPanel(session, push)
    qtbot.addWidget(panel)
    designer = panel.new_ability("attack").designer
    designer.parts.name.selectAll()
    qtbot.keyClicks(designer.parts.name, "Fire Bolt")
    buy(qtbot, designer, 3)
    assign(qtbot, designer, "range", 2)
    take(qtbot, designer, "locked-range")  # +1 free rank (l. 263)
    assign(qtbot, designer, "accuracy", 2)
    click(qtbot, panel.dialog.ok_button())
    assert stack.undo_text() == "Design Fire Bolt"
    assert panel.list.exp.text() == "Exp available: 34"
    assert "Fire Bolt" in [c["name"] for c in session.built.build.sheet.sections["abilities"]]
    stack.undo()
    reopened = CharacterSession(context.library, session.record.id).built.build
    assert "Fire Bolt" not in [c["name"] for c in reopened.sheet.sections["abilities"]]
    assert reopened.sheet.values["exp-available"].value == 40
    assert panel.list.exp.text() == "Exp available: 40"


def test_panel_keeps_bought_ranks(context: AppContext, qtbot: Any) -> None:
    """Improving an ability cannot sell the paid ranks it owns; the − button says why."""
    session = _session(context)
    panel = AbilitiesPanel(session, lambda op: session.append(op.events) is None)
    qtbot.addWidget(panel)
    buy(qtbot, panel.new_ability("attack").designer, 2)
    click(qtbot, panel.dialog.ok_button())
    dialog = panel.design_ability(panel.list.current_id() or "")
    assert isinstance(dialog, AbilityDesignerDialog)
    assert not dialog.designer.parts.ranks.sell.isEnabled()
    assert "Bought ranks stay" in dialog.designer.parts.ranks.sell.toolTip()
    buy(qtbot, dialog.designer, 1)
    assert dialog.designer.cost() == 3  # the 3rd paid rank costs 3 (l. 89)
    assert dialog.event().fields["paid"] == 3


def test_models_pass_the_model_tester(page: AbilitiesPage, qtmodeltester: Any) -> None:
    """The abilities list and the modifier tables are well-behaved Qt models."""
    designer = page.new_ability("summon").designer
    qtmodeltester.check(page.list.model)
    qtmodeltester.check(designer.parts.improvements.model)
    qtmodeltester.check(designer.parts.restrictions.model)
