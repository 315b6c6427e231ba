# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Miridon windows: character window, spend and dual-class dialogs, editors and the wizard."""
