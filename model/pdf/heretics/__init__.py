# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The printed Glorious Heretics sheets: the playing cards and the full page."""
