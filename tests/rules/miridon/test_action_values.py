# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The character's own action numbers: Second/Third attack costs, moves, Charge and Power Attack
per weapon, grapple damage, Dragon Breath, Flying, Fast Gather Mist, Teleport's Ghost Power and
the reach of Healing Word and Guidance."""

from __future__ import annotations

from functools import cache
from typing import Any, cast

from rules.engine.build import Build
from rules.engine.event import Event
from rules.miridon.state import MiridonState
from tests.rules.miridon.builders import build, character, errors, ev


def flairs(*ids: str) -> list[Event]:
    """Buy flairs in order."""
    return [ev("buy-flair", flair=f) for f in ids]


@cache
def fighter() -> Build[MiridonState]:
    """A 25/25 Vessel / Ghost Hunter Dragon with attack, Flying and Gather Mist flairs, wielding
    a Longsword and a Gauntlet, Grapple Boost 1."""
    result = build(
        *character("vessel", points=5000, strength=25, speed=25),
        ev("take-dual-class", class_="ghost-hunter"),
        ev("assign-mutation", mutation="dragon"),
        *flairs("dragon-elemental-affinity", "dragon-breath"),
        *flairs("selective-gale-burst", "multi-directional-gale-burst", "aerial-gale-burst"),
        *flairs("flying", "advanced-flying", "fast-gather-mist"),
        *flairs("second-attack", "advanced-second-attack", "greater-second-attack"),
        *flairs("third-attack", "true-strike", "power-attack"),
        ev("buy-talent-rank", talent="grapple-boost"),
        ev("wield", weapon="longsword"),
        ev("wield", weapon="gauntlet"),
    )
    assert result.valid, errors(result)
    return result


def value(result: Build[MiridonState], key: str) -> int:
    return result.sheet.values[key].value


def line_of(result: Build[MiridonState], key: str) -> str | None:
    source = result.sheet.values[key].source
    return source.line() if source else None


def actions(result: Build[MiridonState]) -> dict[str, str]:
    listed = cast(list[dict[str, Any]], result.sheet.sections["actions"])
    return {a["name"]: a["text"] for a in listed}


def test_second_attack_costs_by_flair_level() -> None:
    # miridon.txt, Chapter 5, Greater Second Attack, l. 702-706: Second Melee 1/0, Gun 0/0,
    # Aimed 0/1 (Strength/Speed)
    result = fighter()
    assert value(result, "action:second-melee-attack:strength-cost") == 1
    assert value(result, "action:second-melee-attack:speed-cost") == 0
    assert value(result, "action:second-gun-attack:speed-cost") == 0
    assert value(result, "action:second-aimed-attack:speed-cost") == 1
    assert line_of(result, "action:second-aimed-attack:speed-cost") == "702-706"
    # l. 732-736 (Advanced Third Attack's "Normal:"): with Third Attack, Melee 1/2, Gun 0/2,
    # Aimed 0/3
    assert value(result, "action:third-melee-attack:speed-cost") == 2
    assert value(result, "action:third-gun-attack:speed-cost") == 2
    assert value(result, "action:third-aimed-attack:speed-cost") == 3
    assert line_of(result, "action:third-aimed-attack:speed-cost") == "732-736"


def test_second_attack_base_and_advanced_costs() -> None:
    # l. 692-696: with Second Attack, Second Melee 1/2, Gun 0/2, Aimed 0/3;
    # l. 686-690: Advanced Second Attack, Melee 1/1, Gun 0/1, Aimed 0/2
    base = build(*character("duelist", points=100), *flairs("second-attack"))
    assert value(base, "action:second-melee-attack:speed-cost") == 2
    assert value(base, "action:second-aimed-attack:speed-cost") == 3
    advanced = build(
        *character("duelist", points=100), *flairs("second-attack", "advanced-second-attack")
    )
    assert value(advanced, "action:second-melee-attack:speed-cost") == 1
    assert value(advanced, "action:second-gun-attack:speed-cost") == 1
    assert value(advanced, "action:second-aimed-attack:speed-cost") == 2
    assert "action:third-melee-attack:speed-cost" not in advanced.sheet.values


def test_movement_distances() -> None:
    # l. 1927 Sidestep 5 ft; l. 1937 Fast Sidestep 10 ft; l. 1947 Charge 10 ft;
    # l. 1959 Fast Charge 20 ft
    result = build(*character("duelist"))
    assert value(result, "action:sidestep:distance") == 5
    assert value(result, "action:fast-sidestep:distance") == 10
    assert value(result, "action:charge:distance") == 10
    assert value(result, "action:fast-charge:distance") == 20
    assert line_of(result, "action:fast-charge:distance") == "1959"


def test_charge_and_power_attack_per_weapon() -> None:
    # l. 1953: Charge adds the weapon's weight (Longsword 2, Gauntlet 3);
    # l. 1965: Fast Charge twice it; l. 2580: Power Attack up to the weapon's To Hit Bonus (+1)
    result = fighter()
    assert value(result, "weapon:1:charge-damage") == 2
    assert value(result, "weapon:1:fast-charge-damage") == 4
    assert value(result, "weapon:2:charge-damage") == 3
    assert value(result, "weapon:2:fast-charge-damage") == 6
    assert value(result, "weapon:1:power-attack") == 1
    assert line_of(result, "weapon:1:power-attack") == "2580-2582"
    assert "Power Attack: up to −1 To Hit for +1d6" in actions(result)["Longsword (1)"]


def test_no_charge_values_for_guns_and_no_power_attack_without_the_flair() -> None:
    # Charge and Fast Charge add to a Melee Attack only (l. 1953, 1965)
    result = build(*character("ghost-hunter"), ev("wield", weapon="revolver"))
    assert "weapon:1:charge-damage" not in result.sheet.values
    melee = build(*character("duelist"), ev("wield", weapon="longsword"))
    assert "weapon:1:power-attack" not in melee.sheet.values


def test_grapple_damage_and_speed_loss() -> None:
    # l. 2987: twice the Grapple Attack: Grapple Boost 1 (1d6) + Gauntlet 2d6 = 3d6, doubled 6d6;
    # l. 2985: 1 Speed Point the first Action Block + the Gauntlet's Grapple Speed Damage 4
    result = fighter()
    assert value(result, "grapple-damage") == 6
    assert line_of(result, "grapple-damage") == "2987"
    grapple = cast(dict[str, Any], result.sheet.sections["grapple"])
    assert grapple["grapple_damage"] == "6d6"
    assert value(result, "grapple-speed-loss") == 5
    assert line_of(result, "grapple-speed-loss") == "2985"


def test_dragon_breath_and_flying() -> None:
    # l. 1394: 1d6 per Maximum Speed Point (25); l. 1396: 3 Strength and 3 Speed Cost
    result = fighter()
    assert value(result, "flair:dragon-breath:damage") == 25
    assert value(result, "flair:dragon-breath:strength-cost") == 3
    assert value(result, "flair:dragon-breath:speed-cost") == 3
    assert "25d6 Damage Dealt" in actions(result)["Dragon Breath"]
    # l. 1995 Fly 10 ft; l. 2008 Advanced Fly 15 ft
    assert value(result, "flair:flying:fly-distance") == 10
    assert value(result, "flair:advanced-flying:fly-distance") == 15
    assert "flair:greater-flying:fly-distance" not in result.sheet.values


def test_fast_gather_mist() -> None:
    # l. 2953: Gather Mist's cast time (2 Action Blocks) − 1; l. 2955: 2 Insanity Rolls
    result = fighter()
    assert value(result, "spell:gather-mist:fast-cast-time") == 1
    assert value(result, "spell:gather-mist:fast-insanity-rolls") == 2
    spells = cast(list[dict[str, Any]], result.sheet.sections["spells"])
    mist = next(s for s in spells if s["id"] == "gather-mist")
    assert mist["cast_time"] == "2 [Action Blocks] (1 [Action Blocks] with Fast Gather Mist)"


def test_teleport_ghost_power() -> None:
    # l. 1978: 5 ft per rank (rank 5 → 25 ft); l. 1984: 1 Current Ghost Power per foot → 25
    result = fighter()
    assert value(result, "special:teleport:ghost-power") == 25
    assert line_of(result, "special:teleport:ghost-power") == "1984"


def test_healing_word_and_guidance_reach() -> None:
    # l. 2125: Healing Word, any target within 30 feet; l. 2136: Guidance, within 30 feet
    healer = build(
        *character("skiffmaster", points=200, strength=20, speed=20),
        ev("take-dual-class", class_="vessel"),
    )
    assert value(healer, "special:healing-word:reach") == 30
    assert line_of(healer, "special:healing-word:reach") == "2125"
    guide = build(
        *character("skiffmaster", points=200, strength=20, speed=20),
        ev("take-dual-class", class_="ghost-hunter"),
    )
    assert value(guide, "special:guidance:reach") == 30
    assert line_of(guide, "special:guidance:reach") == "2136"


def test_crew_values_cite_their_line() -> None:
    # l. 75: Caravan Master, at most rank crew members
    result = build(*character("skiffmaster", strength=20, speed=20))
    assert line_of(result, "crew-limit") == "75"
    assert line_of(result, "crew-count") == "75"
