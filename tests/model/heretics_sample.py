# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A rich Glorious Heretics character for the PDF tests and tools/render_heretics_pdf.py."""

from __future__ import annotations

from io import BytesIO
from typing import Any

from PIL import Image

from rules.engine.build import Build
from rules.engine.event import Event
from rules.engine.replay import replay
from rules.heretics.system import SYSTEM
from tests.rules.heretics.builders import ev, exp, shipped

LONG_FLAVOUR = (
    "Ysmay learned the bolt from the lighthouse keepers of Orrin, who kept the lamp burning with "
    "nothing but their own anger through the storm winter. Every time she calls it the smell of "
    "salt and hot iron fills the air, her hair lifts, and the flame leaves her palm as a spear of "
    "white light that hisses when it crosses water. She has never once managed to call it "
    "quietly, and the keepers said she never would: anger does not whisper. "
) * 3


def bolt_design() -> Event:
    """An elemental Attack with 4 paid ranks, Ignore Walls and five restrictions (9 free ranks)."""
    return ev(
        "design-ability",
        ability="bolt",
        template="attack",
        name="Lighthouse Bolt",
        flavour=LONG_FLAVOUR,
        paid=4,
        properties={"range": 2, "accuracy": 3, "power": 1, "area-of-effect": 1},
        type="elemental",
        improvements={"ignore-walls": 1},
        restrictions=[
            {"restriction": "locked-range"},
            {"restriction": "damage-only"},
            {"restriction": "self-debuff", "choice": "blinded"},
            {"restriction": "self-damage", "hit_points": 4},
            {"restriction": "locked-area-of-effect-shape", "choice": "cone"},
        ],
    )


def rich(resource_max: int | None = 10) -> Build[Any]:
    """An elementalist with a heavily restricted bolt, a buff, feats, items and equipment."""
    events = [
        exp(200),
        ev("choose-proficiencies", skills=["strength", "stealth", "logic", "insight", "deception"]),
        ev("raise-skill", skill="stealth"),
        ev("raise-skill", skill="stealth"),
        ev("buy-hit-points", exp=4),
        bolt_design(),
        ev(
            "design-ability",
            ability="cry",
            template="damage-boost",
            name="War Cry",
            paid=3,
            properties={"duration": 2, "cr": 1},
        ),
        ev(
            "design-ability",
            ability="guard",
            template="guard",
            name="Guard",
            paid=3,
            properties={"power": 2},
            improvements={"riposte": 1},
        ),
        ev("buy-feat-rank", feat="multi-attack"),
        ev("buy-feat-rank", feat="skill-specialization", choice="stealth", detail="Lock picking"),
        ev("add-equipment", text="Storm lantern with a cracked lens"),
    ]
    if resource_max is not None:
        events.append(ev("spend-resources", amount=2, note="Climbing rope"))
    settings: dict[str, Any] = {"starting_exp": 0, "resource_max": resource_max}
    return replay(SYSTEM, shipped(), events, settings)


def portrait() -> bytes:
    """A small generated picture standing in for a portrait."""
    image = Image.new("RGB", (60, 80))
    image.putdata([(40 + x * 3, 60 + y * 2, 150) for y in range(80) for x in range(60)])
    out = BytesIO()
    image.save(out, "PNG")
    return out.getvalue()
