# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The session log: phases, classes and abilities, IP expiry, interlude actions and errands."""

from __future__ import annotations

from tests.rules.lyrian.builders import build, created, errors, ev, master, to_interlude, values


def test_class_unlock_outside_an_interlude_is_refused() -> None:
    # Unlocking new classes (l. 169): "choose the Unlock Class option during an interlude phase"
    result = build(
        *created(), ev("start-arc"), ev("rest"), ev("unlock-class", class_="example-sellsword")
    )
    assert errors(result) == [
        "A class can be unlocked only during character creation or an interlude (now: a rest)."
    ]


def test_abilities_strictly_in_order() -> None:
    # Choose Classes (l. 104): "must be purchased in order"
    result = build(
        *created(),
        ev("unlock-class", class_="example-sellsword"),
        ev("buy-ability", class_="example-sellsword", ability=2),
    )
    assert errors(result) == [
        "Abilities are learned in order: the next in Sellsword (example) is ability 1."
    ]


def test_abilities_during_a_rest_but_not_in_conflict_resolution() -> None:
    # Unlocking more abilities (l. 179): outside an interlude "only when taking a rest"
    base = [
        *created(),
        ev("unlock-class", class_="example-sellsword"),
        ev("start-arc"),
        ev("award-exp", amount=100),
    ]
    refused = build(*base, ev("buy-ability", class_="example-sellsword", ability=1))
    assert "only during character creation or a rest or an interlude" in errors(refused)[0]
    rested = build(*base, ev("rest"), ev("buy-ability", class_="example-sellsword", ability=1))
    assert values(rested, "spirit-core") == (200,)


def test_passive_increases_of_abilities_2_4_6() -> None:
    # l. 177: "The second, fourth and sixth abilities are instead passive increases"
    result = build(*created(), *master("example-sellsword"))
    assert values(result, "hp", "toughness", "skill:athletics") == (75, 5, 7)  # 20+50+5; 5+2


def test_duplicate_ability_is_refunded() -> None:
    # l. 181: duplicate ability → EXP refunded; half when it only partly matches (declared)
    dup = {
        "id": "copycat",
        "name": "Copycat",
        "source": {"book": "test"},
        "tier": 1,
        "key_abilities": ["example-hired-blade"],
    }
    events = [
        *created(),
        ev("unlock-class", class_="example-sellsword"),
        ev("define", kind="class", entry=dup),
    ]
    full = build(*events, ev("unlock-class", class_="copycat"))
    assert values(full, "exp", "ip", "spirit-core", "power-level") == (900, 1, 100, 1000)
    half = build(*events, ev("buy-ability", class_="example-sellsword", ability=1, refund="half"))
    assert values(half, "exp", "spirit-core") == (850, 150)


def test_ip_expire_when_the_next_arc_starts() -> None:
    # Interlude Actions (l. 1070): "lost at the start of the next arc"
    interlude = build(*created(), *to_interlude(ip=2))
    assert [w.code for w in interlude.warnings if w.code] == ["unspent-ip", "unspent-ep"]
    assert "2 Interlude Points unspent: they are lost when the next arc starts." in [
        w.message for w in interlude.warnings
    ]
    result = build(*created(), *to_interlude(ip=2), ev("start-arc"))
    assert values(result, "ip", "ep") == (0, 0)
    expired = [e for e in result.ledger.pool("ip") if e.note.startswith("expired")]
    assert [e.amount for e in expired] == [-3, -2]  # creation IP at arc 1, then the interlude's


def test_train_and_job() -> None:
    # Train (l. 1101): +25 EXP; Job (l. 1086-1089): 300 Clim, +300 with a crafting class mastered
    events = [*created(), *to_interlude(ip=3)]
    result = build(
        *events, ev("interlude-action", action="train"), ev("interlude-action", action="job")
    )
    assert values(result, "exp", "power-level", "clim", "ip") == (1025, 1025, 3300, 1)
    crafter = build(
        *created(),
        *master("example-tinker"),
        *to_interlude(ip=1),
        ev("interlude-action", action="job"),
    )
    assert values(crafter, "clim") == (3600,)


def test_learn_class_in_an_interlude_costs_ip_and_exp() -> None:
    # Learn Class (l. 1091): 1 IP + 100 EXP per class tier
    result = build(
        *created(),
        *to_interlude(ip=1),
        ev("interlude-action", action="learn-class", class_="example-hedge-mage"),
    )
    assert values(result, "ip", "exp") == (0, 900)


def test_errands_cost_ep_then_ip() -> None:
    # Errands (l. 1105): 1 EP per IP gained; an errand beyond them costs 1 IP
    events = [*created(), *to_interlude(ip=1), ev("injury", roll=5), ev("injury", roll=10)]
    events = [
        ev(
            "define",
            kind="errand",
            entry={"id": "odd-job", "name": "Odd job", "source": {"book": "test"}},
        ),
        *events,
    ]
    result = build(*events, ev("errand", errand="odd-job"), ev("errand", errand="odd-job"))
    assert values(result, "ep", "ip") == (0, 0)


def test_recover_removes_an_injury() -> None:
    # Resolve Character Injuries (l. 1016): removed by a Recover action; Leg Injury −10 speed
    hurt = build(*created(), ev("start-arc"), ev("injury", roll=5))
    assert values(hurt, "speed") == (10,)
    healed = build(
        *created(),
        ev("start-arc"),
        ev("injury", roll=5),
        ev("start-interlude"),
        ev("grant-ip", amount=1),
        ev("interlude-action", action="recover"),
    )
    assert values(healed, "speed", "ip") == (20, 0)


def test_rest_action_gives_temporary_hp_and_mana() -> None:
    # Rest (l. 1099): +20 % HP and Mana as temporary at the next adventure; does not stack
    result = build(*created(), *to_interlude(ip=2), ev("interlude-action", action="rest"))
    assert values(result, "temporary-hp", "temporary-mana") == (12, 2)  # 20 % of 60 and 10
    again = build(*created(), *to_interlude(ip=2), *[ev("interlude-action", action="rest")] * 2)
    assert "Rest does not stack" in errors(again)[0]
