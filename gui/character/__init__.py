# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What every system's character window builds on: saving, undo, history, issues, export."""
