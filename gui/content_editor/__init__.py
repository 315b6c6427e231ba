# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The homebrew content editor: packs, entries and forms built from the content schemas."""
