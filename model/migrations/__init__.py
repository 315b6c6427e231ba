# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Alembic migrations of the library schema, one numbered file per migration in versions/."""
