# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What the frozen `sheetwright` executable runs: the same entry point as the console script."""

from __future__ import annotations

import sys

from gui.main import main

if __name__ == "__main__":
    sys.exit(main())
