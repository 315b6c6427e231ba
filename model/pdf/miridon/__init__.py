# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The printed Miridon sheet and its cards."""
