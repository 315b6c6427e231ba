# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The printed Gravedust sheet and its cards."""
