# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The shape of an event's words: a function of its fields and the content."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rules.engine.ruleset import Ruleset

Fields = Mapping[str, Any]
Words = Callable[[Fields, Ruleset], str]
