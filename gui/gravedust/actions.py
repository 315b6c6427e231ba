# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The character window's actions besides gear: XP, attributes, gold, items, abilities, buffs."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QFormLayout, QMenu, QSpinBox

from gui.character.option_dialog import OptionDialog
from gui.gravedust import operations as ops
from gui.gravedust.award_xp_dialog import AwardXpDialog
from gui.gravedust.buff_dialog import BuffDialog, GoldDialog
from gui.widgets.popups import open_dialog, popup
from rules.engine.option import Option

if TYPE_CHECKING:
    from gui.gravedust.character_window import GravedustWindow


class CharacterActions:
    """Each method opens a dialog (returned, for tests) or appends an operation at once."""

    def __init__(self, window: GravedustWindow) -> None:
        self.window = window

    def award_xp(self) -> AwardXpDialog:
        """Award XP or kill XP."""
        dialog = AwardXpDialog(self.window.build, self.window.session.preview, self.window)
        dialog.accepted.connect(lambda: self.window.apply(dialog.operation()))
        open_dialog(dialog)
        return dialog

    def raise_attribute(self, attribute: str) -> bool:
        """Spend one level-up point on an attribute."""
        return self.window.apply(ops.raise_attribute(attribute))

    def choose_attribute(self) -> OptionDialog:
        """Raise Attribute…: the six attributes, those that cannot be raised now with the rules'
        reason under the list (as `sheetwright options CHARACTER attribute` says it)."""
        dialog = OptionDialog(
            "Raise Attribute",
            "Spend an attribute point on:",
            self.window.build.options("attribute"),
            self.window,
        )
        dialog.accepted.connect(lambda: self._raise_chosen(dialog.chosen()))
        open_dialog(dialog)
        return dialog

    def _raise_chosen(self, attribute: object) -> None:
        if isinstance(attribute, str):
            self.raise_attribute(attribute)

    def gold(self) -> GoldDialog:
        """Gain or spend gold."""
        balance = self.window.build.ledger.balance("gold")
        dialog = GoldDialog(balance, self.window)
        dialog.accepted.connect(lambda: self.window.apply(dialog.operation()))
        open_dialog(dialog)
        return dialog

    def add_buff(self) -> BuffDialog:
        """Put a buff or debuff on the sheet."""
        dialog = BuffDialog(self.window)
        dialog.accepted.connect(lambda: self.window.apply(dialog.operation()))
        open_dialog(dialog)
        return dialog

    def remove_buff(self, name: str) -> bool:
        """Take a buff or debuff off."""
        return self.window.apply(ops.remove_buff(name))

    def add_item(self) -> OptionDialog:
        """Choose an item from the content and how many."""
        dialog = OptionDialog(
            "Add Item",
            "Choose an item:",
            self.window.build.options("item"),
            self.window,
            empty="No items are defined: add some in the content editor.",
        )
        count = QSpinBox()
        count.setRange(1, 999)
        form = QFormLayout()
        form.addRow("&How many:", count)
        dialog.body.insertLayout(2, form)
        dialog.accepted.connect(lambda: self._add_item(dialog.chosen(), count.value()))
        open_dialog(dialog)
        return dialog

    def _add_item(self, item: object, count: int) -> None:
        if isinstance(item, str):
            self.window.apply(ops.add_item(self.window.build.content, item, count))

    def remove_item(self, item: str, count: int = 1) -> bool:
        """Use up or drop items."""
        return self.window.apply(ops.remove_item(self.window.build.content, item, count))

    def item_menu(self, content: dict[str, Any]) -> QMenu:
        """What can be done with an item box: remove items, or equip or drop carried gear."""
        menu = QMenu(self.window)
        name, key, count = content.get("name", ""), content.get("id", ""), content.get("count", 1)
        if content.get("kind") == "gear":
            menu.addAction(f"&Equip {name}", lambda: self.window.apply(ops.equip(name, key)))
            menu.addAction(f"&Drop {name}", lambda: self.window.apply(ops.drop_gear(name, key)))
        else:
            menu.addAction("&Remove one", lambda: self.remove_item(key, 1))
            if count > 1:
                menu.addAction(f"Remove &all {count}", lambda: self.remove_item(key, count))
        return popup(menu)

    def _abilities(self, learned: bool) -> list[Option]:
        """Skills and spells that are known (to equip) or not yet (to learn), ids `kind:id`."""
        build, out = self.window.build, []
        for kind in ("skill", "spell"):
            for option in build.options(kind):
                if (option.detail == "known") == learned:
                    detail = f"{kind}, {option.detail}"
                    out.append(
                        Option(f"{kind}:{option.id}", option.name, option.check, detail=detail)
                    )
        return out

    def learn(self) -> OptionDialog:
        """Learn a skill or spell."""
        return self._ability_dialog(
            "Learn Skill or Spell", self._abilities(False), ops.learn, "Nothing left to learn."
        )

    def equip_ability(self) -> OptionDialog:
        """Put a known skill or spell in a skill slot."""
        return self._ability_dialog(
            "Equip Skill or Spell",
            self._abilities(True),
            ops.equip_ability,
            "No known skill or spell: learn one first.",
        )

    def _ability_dialog(
        self, title: str, options: list[Option], make: Any, empty: str
    ) -> OptionDialog:
        dialog = OptionDialog(title, "Choose:", options, self.window, empty=empty)
        dialog.accepted.connect(lambda: self._ability(make, dialog.chosen()))
        open_dialog(dialog)
        return dialog

    def _ability(self, make: Any, chosen: object) -> None:
        if isinstance(chosen, str):
            kind, _, entry = chosen.partition(":")
            self.window.apply(make(self.window.build.content, kind, entry))

    def ability_menu(self, kind: str, entry: str) -> QMenu:
        """The menu of a filled skill box."""
        menu = QMenu(self.window)
        content = self.window.build.content
        operation = ops.unequip_ability(content, kind, entry)
        menu.addAction(f"&{operation.label}", lambda: self.window.apply(operation))
        return popup(menu)
