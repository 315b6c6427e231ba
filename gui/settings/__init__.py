# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The settings dialog: paper size, where the library is kept, house rules."""
