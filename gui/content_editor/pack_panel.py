# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The selected pack's details: name, version, description, enabled, and the campaigns using it."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.content_editor.pack_text import PackDraft
from gui.content_editor.shipped_content import READ_ONLY_NOTE
from model.records import CampaignRecord

CAMPAIGN_ROLE = Qt.ItemDataRole.UserRole + 1
ENABLED_TIP = "Enabled packs are offered to new characters; a character keeps the packs it lists."


class PackPanel(QGroupBox):
    """Details of one pack; the homebrew-only controls hide for rulebook content."""

    enabled_toggled = Signal(bool)
    campaign_toggled = Signal(str, bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Pack", parent)
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.enabled = QCheckBox("Ena&bled for new characters")
        self.enabled.setToolTip(ENABLED_TIP)
        self.enabled.toggled.connect(self.enabled_toggled)
        self.campaigns_label = QLabel("Used in &campaigns:")
        self.campaigns = QListWidget()
        self.campaigns.setAccessibleName("Campaigns using this pack")
        self.campaigns_label.setBuddy(self.campaigns)
        self.campaigns.itemChanged.connect(self._campaign_changed)
        self.details_button = QPushButton("Edit &details…")
        self.export_button = QPushButton("E&xport…")
        self.delete_button = QPushButton("De&lete…")
        buttons = QHBoxLayout()
        for button in (self.details_button, self.export_button, self.delete_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        for widget in (self.title, self.description, self.enabled, self.campaigns_label):
            layout.addWidget(widget)
        layout.addWidget(self.campaigns)
        layout.addLayout(buttons)
        self._homebrew_widgets = (
            self.enabled, self.campaigns_label, self.campaigns,
            self.details_button, self.delete_button,
        )  # fmt: skip

    def show_pack(
        self, draft: PackDraft | None, shipped: bool, enabled: bool,
        campaigns: list[CampaignRecord], using: set[str],
    ) -> None:  # fmt: skip
        """Show a pack (None: nothing selected) and the campaigns that use it."""
        self.setEnabled(draft is not None)
        if draft is None:
            self.title.setText("No pack selected")
            self.description.setText("Create a pack with Pack ▸ New pack (Ctrl+Shift+N).")
            return
        self.title.setText(f"{draft.name} — version {draft.version}")
        text = READ_ONLY_NOTE if shipped else (draft.description or "No description.")
        self.description.setText(text)
        for widget in self._homebrew_widgets:
            widget.setVisible(not shipped)
        self.enabled.blockSignals(True)
        self.enabled.setChecked(enabled)
        self.enabled.blockSignals(False)
        self._fill_campaigns(campaigns, using)
        self.campaigns.setMaximumHeight(self.fontMetrics().lineSpacing() * 4 + 8)

    def _fill_campaigns(self, campaigns: list[CampaignRecord], using: set[str]) -> None:
        self.campaigns.blockSignals(True)
        self.campaigns.clear()
        for campaign in campaigns:
            item = QListWidgetItem(campaign.name)
            item.setData(CAMPAIGN_ROLE, campaign.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = campaign.id in using
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            self.campaigns.addItem(item)
        if not campaigns:
            item = QListWidgetItem("(no campaigns yet — create one in the library window)")
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.campaigns.addItem(item)
        self.campaigns.blockSignals(False)

    def _campaign_changed(self, item: QListWidgetItem) -> None:
        campaign_id = item.data(CAMPAIGN_ROLE)
        if campaign_id:
            checked = item.checkState() == Qt.CheckState.Checked
            self.campaign_toggled.emit(str(campaign_id), checked)

    def campaign_item(self, campaign_id: str) -> QListWidgetItem | None:
        """The list item of a campaign, if listed."""
        for row in range(self.campaigns.count()):
            item = self.campaigns.item(row)
            if item.data(CAMPAIGN_ROLE) == campaign_id:
                return item
        return None
