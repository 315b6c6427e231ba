# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The printed Lyrian Chronicles sheet (its cards are the shared generic ones)."""
