# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tests of the content editor (gui/content_editor/)."""
