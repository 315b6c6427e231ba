# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Points lost when an arc starts: one current warning per pool, never one per arc so far.

Interlude Actions (l. 1070): "Interlude points do not carry over between interludes and are lost at
the start of the next arc"; Errands (l. 1105): one Errand Point with each Interlude Point;
Character Creation, 3. Breakthroughs (l. 98): unspent breakthrough EXP "is removed after the
character creation process"."""

from __future__ import annotations

from rules.engine.build import Build
from rules.engine.diff import diff_builds
from rules.engine.event import Event
from rules.lyrian.state import LyrianState
from tests.rules.lyrian.builders import build, created, ev, to_interlude

BREAKTHROUGH = {
    "id": "iron-will",
    "name": "Iron Will",
    "source": {"book": "test", "section": "t"},
    "levels": [{"cost": 200}],
}


def _expiry(result: Build[LyrianState]) -> list[tuple[str, int | None, str]]:
    """The warnings about points lost or about to be lost: (code, event index, message)."""
    return [
        (i.code, i.event_index, i.message)
        for i in result.warnings
        if i.code.startswith(("expired-", "unspent-ip", "unspent-ep"))
    ]


def _three_arcs() -> list[Event]:
    """Creation (3 IP unspent), then three interludes that each leave 2 IP and 2 EP unspent."""
    return [*created(), *to_interlude(ip=2), *to_interlude(ip=2), *to_interlude(ip=2)]


def test_each_arc_start_leaves_one_warning_per_pool_not_a_pile() -> None:
    # Interlude Actions (l. 1070) and Errands (l. 1105): IP and EP are lost at every arc start
    events = [*_three_arcs(), ev("start-arc")]
    result = build(*events)
    last_arc = len(events) - 1
    assert _expiry(result) == [
        (
            "expired-ip",
            last_arc,
            "2 unspent Interlude Points expired when arc 4 started: "
            "they do not carry over to the next arc.",
        ),
        (
            "expired-ep",
            last_arc,
            "2 unspent Errand Points expired when arc 4 started: "
            "they do not carry over to the next arc.",
        ),
    ]
    expired = [e.amount for e in result.ledger.pool("ip") if e.note.startswith("expired")]
    assert expired == [-3, -2, -2, -2]  # the ledger keeps every loss; the warnings only the last


def test_the_interlude_warns_of_what_is_about_to_be_lost_instead() -> None:
    # Interlude Actions (l. 1070): during the interlude the points are still there to spend
    result = build(*_three_arcs())
    assert [code for code, _i, _m in _expiry(result)] == ["unspent-ip", "unspent-ep"]


def test_an_arc_start_that_loses_nothing_warns_of_nothing() -> None:
    # l. 1070: nothing unspent, nothing lost
    events = [*created(), *to_interlude(ip=0), ev("start-arc")]
    result = build(*events)
    assert [code for code, _i, _m in _expiry(result)] == []


def test_breakthrough_exp_is_warned_of_in_the_first_arc_only() -> None:
    # Character Creation, 3. Breakthroughs (l. 98): removed once, when creation ends
    events = [
        *created(),
        ev("define", kind="breakthrough", entry=BREAKTHROUGH),
        ev("buy-breakthrough", breakthrough="iron-will"),
        ev("start-arc"),
    ]
    first = build(*events)
    codes = [code for code, _i, _m in _expiry(first)]
    assert codes == ["expired-breakthrough-exp", "expired-ip", "expired-ep"]
    source = next(i.source for i in first.warnings if i.code == "expired-breakthrough-exp")
    assert source is not None
    assert "Breakthroughs" in source.cite()
    later = build(*events, ev("start-interlude"), ev("grant-ip", amount=1), ev("start-arc"))
    assert [code for code, _i, _m in _expiry(later)] == ["expired-ip", "expired-ep"]


def test_starting_the_arc_shows_the_loss_as_a_new_warning() -> None:
    # l. 1070: the player is told what the arc start took, when it takes it
    before = build(*_three_arcs())
    after = build(*_three_arcs(), ev("start-arc"))
    new = [w.message for w in diff_builds(before, after).warnings]
    assert any(m.startswith("2 unspent Interlude Points expired when arc 4") for m in new)
