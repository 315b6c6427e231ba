# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Which characters the library shows: a name search, a system and a campaign scope."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from model.records import CharacterRecord

ALL = "*all*"
NO_CAMPAIGN = "*none*"


class LibraryFilter(NamedTuple):
    """A name search (any case), a system ("" for every one) and a campaign scope: an id, ALL
    campaigns or NO_CAMPAIGN. The table model applies it to every character, fetched or not.
    (A named tuple: `dataclasses` costs the first paint an import.)"""

    search: str = ""
    system: str = ""
    campaign: str = ALL

    def searching(self, text: str) -> LibraryFilter:
        """The same filter, with names that contain the text."""
        return self._replace(search=text.strip().casefold())

    def of_system(self, system: str) -> LibraryFilter:
        """The same filter, for a system ("" for every system)."""
        return self._replace(system=system)

    def in_campaign(self, campaign: str) -> LibraryFilter:
        """The same filter, for a campaign id, ALL campaigns or NO_CAMPAIGN."""
        return self._replace(campaign=campaign)

    def accepts(self, record: CharacterRecord) -> bool:
        """Whether a character matches the search, the system and the campaign."""
        if self.search and self.search not in record.name.casefold():
            return False
        if self.system and record.system != self.system:
            return False
        if self.campaign == NO_CAMPAIGN:
            return not record.campaign_id
        return self.campaign in (ALL, record.campaign_id)
