# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Campaign ▸ House Rules…: the GM sets a game's house rules once for the whole campaign.

The values are edited in the same form as a character's house rules; then every character of
that game is shown with what the change does to its sheet (the history's diff). Characters that
keep their own value are listed; "Also change characters with their own value" gives it to them
too. Applying saves the campaign's rules and every character's new values at once, or nothing
when it breaks a rule for one of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QInputDialog,
    QLabel,
    QMessageBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.character.house_rules_dialog import HouseRulesDialog
from gui.library.diff_rows import add_diff_lines, first_change, show_verdict
from gui.widgets.sheet_style import warning_colour
from model.campaign_rules import (
    RulesPlan,
    campaign_systems,
    effective,
    make_house_rules,
    plan_house_rules,
)
from model.library import Library
from model.records import CampaignRecord
from rules.engine.setting_words import setting_title
from rules.systems import get_system, title_of

if TYPE_CHECKING:
    from gui.library.window import LibraryWindow


class CampaignRulesPreview(QDialog):
    """What a campaign's new house rules do to each of its characters of that game."""

    def __init__(
        self,
        parent: QWidget | None,
        library: Library,
        campaign: CampaignRecord,
        system_id: str,
        changes: dict[str, Any],
    ) -> None:
        super().__init__(parent)
        self._library, self._campaign = library, campaign
        self._system_id, self._changes = system_id, changes
        self.setWindowTitle(f"House Rules of {campaign.name} — {title_of(system_id)}")
        self.plan: RulesPlan | None = None
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.everyone = QCheckBox("Also change characters that &keep their own value")
        self.everyone.toggled.connect(self.preview)
        self.outcome = QTreeWidget()
        self.outcome.setHeaderLabels(["Character", "What changes"])
        self.outcome.setAccessibleName("What the house rules do to each character")
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText("&Apply House Rules")
        self.buttons.accepted.connect(self._apply)
        self.buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        for widget in (self.intro, self.everyone):
            column.addWidget(widget)
        column.addWidget(self.outcome, 1)
        column.addWidget(self.verdict)
        column.addWidget(self.buttons)
        em = self.fontMetrics().horizontalAdvance("M")
        self.resize(em * 56, em * 36)
        self.preview()

    def preview(self) -> None:
        """Plan the change and show, for each character, what it would do."""
        everyone = self.everyone.isChecked()
        plan = plan_house_rules(
            self._library, self._campaign.id, self._system_id, self._changes, everyone=everyone
        )
        self.plan = plan
        self.intro.setText(f"The campaign's new house rules: {plan.words}.")
        self.outcome.clear()
        warn = QBrush(warning_colour(self.palette()))
        fields = get_system(self._system_id).settings.model_fields
        for change in plan.changes:
            lines = change.diff.lines()
            head = "Refused: it breaks a rule (below)" if change.refusal else first_change(lines)
            item = QTreeWidgetItem([change.record.name, head])
            if change.refusal:
                item.setForeground(1, warn)
            add_diff_lines(item, lines)
            if change.kept:
                titles = ", ".join(setting_title(key, fields[key]) for key in change.kept)
                item.addChild(QTreeWidgetItem(["", f"Keeps its own value: {titles}."]))
            self.outcome.addTopLevelItem(item)
            item.setExpanded(True)
        for record, kept in plan.keeping:
            if any(c.record.id == record.id for c in plan.changes):
                continue
            titles = ", ".join(setting_title(key, fields[key]) for key in kept)
            item = QTreeWidgetItem([record.name, f"Keeps its own value: {titles}."])
            item.setDisabled(True)
            self.outcome.addTopLevelItem(item)
        self.outcome.resizeColumnToContents(0)
        self.everyone.setVisible(bool(plan.keeping) or everyone)
        if plan.refused:
            reasons = "\n".join(f"{c.record.name}: {c.refusal}" for c in plan.refused)
            self._verdict(f"Nothing can change, because it breaks a rule:\n{reasons}", ok=False)
        elif plan.changes:
            count = len(plan.changes)
            self._verdict(
                f"{count} character{'' if count == 1 else 's'} will follow the new house rules.",
                ok=True,
            )
        else:
            self._verdict("No character's values change; the campaign keeps the new rules.", True)

    def _verdict(self, text: str, ok: bool) -> None:
        show_verdict(self.verdict, self.ok_button, text, ok=ok)

    def _apply(self) -> None:
        plan = self.plan
        if plan is None or not self.ok_button.isEnabled():
            return
        from gui.widgets.error_dialog import show_error
        from model.errors import LibraryError

        try:
            make_house_rules(self._library, plan)
        except LibraryError as error:
            show_error(self, "Cannot change the house rules", str(error))
            self.preview()
            return
        self.accept()


def campaign_house_rules(window: LibraryWindow) -> None:
    """Campaign ▸ House Rules…: choose the game (when the campaign plays several), edit its
    values, see what they do to each character, and apply them."""
    campaign_id, library = window.campaign_for_new(), window.library()
    if campaign_id is None or library is None:
        return
    campaign = library.get_campaign(campaign_id)
    games = campaign_systems(library, campaign_id)
    if not games:
        QMessageBox.information(
            window,
            "Campaign House Rules",
            f"{campaign.name} has no characters yet: its house rules are set per game, for "
            "the games its characters play.",
        )
        return
    game = games[0]
    if len(games) > 1:
        titles = [title_of(g) for g in games]
        chosen, ok = QInputDialog.getItem(
            window, "Campaign House Rules", "House rules of which game?", titles, 0, False
        )
        if not ok:
            return
        game = games[titles.index(chosen)]
    model = get_system(game).settings
    rules = library.campaign_house_rules(campaign_id)
    before = dict(rules.get(game, {}))
    form = HouseRulesDialog(
        model, before, f"House Rules of {campaign.name} — {title_of(game)}", window
    )
    form.set_intro(
        f"The GM's values where the {title_of(game)} rulebook leaves a number open, for every "
        f"{title_of(game)} character of {campaign.name}. A character may keep its own value; "
        "its sheet then marks it as a house rule of that character."
    )
    if form.exec() != QDialog.DialogCode.Accepted:
        return
    after = form.values()
    old, new = effective(game, before), effective(game, after)
    changes = {key: after.get(key) for key in model.model_fields if old[key] != new[key]}
    if not changes:
        return
    preview = CampaignRulesPreview(window, library, campaign, game, changes)
    if preview.exec() == QDialog.DialogCode.Accepted and preview.plan is not None:
        window.context.library_changed.emit()
        window.statusBar().showMessage(
            f"House rules of {campaign.name}: {preview.plan.words}.", 8000
        )
