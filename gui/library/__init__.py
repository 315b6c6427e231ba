# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The library window: campaigns and characters, search, import, export and the trash."""
