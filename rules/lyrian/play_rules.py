# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Lyrian Chronicles' rules of play in words, with the character's numbers ("At the table").

The rules a player looks up during an encounter or on the road: skill checks and their challenge
ratings, initiative and surprise, AP and RP, moving, attacking and defending, cover, damage,
the basic, downed, start and conclusion actions, stealthy travel, rest and food. Each is the
rulebook's sentence with this character's value filled in where the rule uses one (`Move, 1 AP:
up to 20 ft (Speed)`). Nothing here is a new number: every figure is either the rulebook's own or
one of the character's sheet values."""

from __future__ import annotations

from collections.abc import Mapping

from rules.engine.play_rule import PlayRule
from rules.engine.sheet_value import SheetValue
from rules.lyrian.numbers import BURDEN_LIMIT, src

_GENERAL = src("General Rules (l. 17-22); Buffs, Debuffs and Conditions (l. 203-207)")
_SKILL_USE = src("Skills — How To Use Skills (l. 257-283); Skill cap (l. 295)")
_SKILL_ENCOUNTER = src("Skill Encounters — Individual Turns, Events, Actions (l. 401-427)")
_SKILL_ENGAGE = src("Skill Encounters — Skill Encounters In Combat (l. 464-484)")
_ROUNDS = src("Combat — What is an encounter?, Individual turns, AP and RP (l. 494-550)")
_INITIATIVE = src("Combat — Initiative (l. 502-510)")
_SURPRISE = src("Combat — Surprise, First Shot (l. 512-522); Skill Encounters (l. 387-395)")
_START = src(
    "Combat — Encounter Start Abilities (l. 524-526); Encounter Start actions (l. 957-961)"
)
_REACTIONS = src("Combat — Reactions (l. 554-560)")
_MOVEMENT = src("Combat — Movement (l. 562-574)")
_JUMP = src("Combat — Jumping & Falling (l. 576-582)")
_DRAGGING = src("Combat — Dragging (l. 584-588); Actions in combat, Grab Ally (l. 890)")
_STEALTH = src("Combat — Stealth (l. 604-610); Hidden Attacker (l. 745-751)")
_ESCAPE = src("Combat — Escaping the battle (l. 612-622)")
_ABILITIES = src("Abilities (l. 187-195); Secret Arts (l. 243-245); Using abilities (l. 626-628)")
_POTENCY = src("Abilities — Potency (l. 197-201); Derived Stats (l. 90-92)")
_ACCURACY = src("Combat — Accuracy Checks (l. 649-657); Resolving the attack (l. 683-689)")
_ACTIONS = src("Combat — Actions in combat (l. 872-920)")
_DUAL = src("Items & Equipment — One-Handed Weapons (l. 1325-1331); Thrown Attack (l. 918)")
_RANGED = src("Combat — Area attacks (l. 643-647); Ranged Attacks (l. 719-725)")
_DEFENDING = src("Combat — Dodge, Block (l. 659-681); Actions in combat, Defend (l. 882)")
_SHIELD = src("Items & Equipment — Armor, Shields (l. 1429-1433)")
_DAMAGE = src(
    "Combat — Resolving the attack, Temporary HP, True damage (l. 683-717); Guard (l. 84)"
)
_DAMAGE_TYPES = src("Combat — Damage Types (l. 771-809); Enemies — Astra corruption (l. 1845-1847)")
_CRITICAL = src("Combat — Critical Hits (l. 705-711)")
_COVER = src("Combat — Cover (l. 727-743); Actions in combat, Hunker Down (l. 896)")
_ON_HIT = src("Combat — On hit and On damage (l. 763-769)")
_DOWNED = src("Combat — Downed (l. 753-761); Downed Actions (l. 923-933)")
_CONCLUSION = src("Encounter Conclusion (l. 963-993)")
_CONCLUSION_ACTIONS = src("Combat — Encounter Conclusion actions (l. 943-955)")
_TRAVEL = src("Adventuring — Traveling Stealthily (l. 1656-1664)")
_REST = src("Adventuring — Food and Rest (l. 1666-1687); Starvation (l. 1691-1697)")
_BURDEN = src("Burden — Combat items, Non-combat items, Kits (l. 1505-1540)")
_AIRSHIPS = src("Items & Equipment — Airships, Aerial Staff (l. 1481-1502)")
_TEACHER = src("Classes — Unlocking new classes (l. 167-173)")


def _signed(amount: int) -> str:
    """A bonus as a player reads it: `+5`, `−1`, `+0`."""
    return f"−{-amount}" if amount < 0 else f"+{amount}"


def _hp(amount: int) -> str:
    """An HP figure as a player reads it: `−60`, `0`."""
    return f"−{-amount}" if amount < 0 else str(amount)


def play_rules(values: Mapping[str, SheetValue]) -> list[PlayRule]:
    """The rules a Lyrian Chronicles player looks up during play, with this character's numbers."""

    def n(key: str, default: int = 0) -> int:
        found = values.get(key)
        return found.value if found is not None else default

    def roll(key: str) -> str:
        """A skill check with the character's bonus: ` (1d20 + 5)` ('' without the skill)."""
        return f" (1d20 + {n(key)})" if key in values else ""

    power, focus, toughness = n("power"), n("focus"), n("toughness")
    speed, initiative, evasion, guard = n("speed", 20), n("initiative"), n("evasion"), n("guard")
    hp = n("hp")
    mortal = n("mortal-wound-at", -hp)
    accuracy, precise = n("accuracy", focus), n("precise-accuracy", 2 * focus)
    light_word = "Focus" if accuracy == focus else "your accuracy"
    precise_word = "Focus × 2" if precise == 2 * focus else "your precise accuracy"
    taken = n("damage-taken")
    stealth = f"; yours is {_signed(n('skill:stealth'))}" if "skill:stealth" in values else ""
    extra = f" Each time you take damage you take {taken} more (injury)." if taken > 0 else ""
    return [
        PlayRule("general", "Rounding and stacking", (
            "Always round down, and apply flat effects before doubling or halving. Effects from "
            "the same source or with the same name do not stack: only the highest applies (two "
            "of the same name giving +2 and +1 Power give +2). Unnamed effects giving the same "
            "bonus do not stack either (+1 Power and +1 Power give +1)."
        ), _GENERAL),
        PlayRule("skill-check", "Skill checks", (
            "Roll d20 + sub stat + main skill + your highest expertise (only one applies) "
            "against the challenge rating the GM sets: 10 Initiate, 15 Professional, 20 Expert, "
            "25 Specialist, 30 Master task. Meeting or beating it clears the challenge; in a "
            "pressured task each total is subtracted from the Challenge HP and the task is "
            "cleared at 0. Bonuses from items and abilities are not limited by the skill cap."
        ), _SKILL_USE),
        PlayRule("skill-encounter", "Skill encounters", (
            "One action on your turn. Skill Check: explain how a skill helps, then roll 1d20 + "
            "the skill (or expertise) bonus against the GM's DC; success deals 1 damage to the "
            "Event, and that skill is exhausted against it."
        ), _SKILL_ENCOUNTER),
        PlayRule("skill-engage", "Skill Engage", (
            "Use one of your abilities against an Event: the GM decides whether it is valid and "
            "whether it needs a roll; pay its mana cost as normal, and success deals 1 damage. "
            "In combat Skill Engage costs 2 AP: a skill used this way is exhausted against the "
            "Event, and an ability costs its AP and mana as normal."
        ), _SKILL_ENGAGE),
        PlayRule("rounds", "Rounds, AP and RP", (
            "A round is 10 seconds, with one turn for each character. At the start of combat "
            f"and of each of your turns you regain AP up to {n('ap', 4)}; RP (up to "
            f"{n('rp')}) is regained only at the start of combat."
        ), _ROUNDS),
        PlayRule("initiative", "Initiative", (
            f"At the start of a combat roll 1d4 + {initiative} (Initiative); the highest acts "
            "first. A player character tied with an enemy acts first; tied player characters "
            "choose among themselves, or each rolls a die and the higher acts first."
        ), _INITIATIVE),
        PlayRule("surprise", "Surprise and first shot", (
            f"If you are not surprised, your initiative gains +1 ({initiative} becomes "
            f"{initiative + 1}); whoever triggers the fight (or makes the first move in a "
            "standoff) goes to the top of the order. A surprised character has 0 RP until its "
            "first turn or until it is attacked once. The same holds in skill encounters."
        ), _SURPRISE),
        PlayRule("encounter-start", "Encounter start", (
            "Once initiative is set, you may use one Encounter Start ability, only then; "
            "conflicting ones go in initiative order. Delay: lower your initiative to any number "
            f"from 0 to {initiative}. Unsheathe: draw up to two weapons, shields or other items."
        ), _START),
        PlayRule("reactions", "Reactions", (
            "An ability that uses only RP is a reaction, usable at any time in answer to an "
            "action or reaction. First in, last out: the one activated last resolves first, and "
            "an action no longer valid (its target moved out of range) is refunded as if unused."
        ), _REACTIONS),
        PlayRule("movement", "Moving", (
            f"Move, 1 AP: up to {speed} ft (Speed) in one go, as often as you pay; unused "
            "movement is lost. Difficult terrain costs double (5 ft counts as 10 ft). While "
            "prone you can only Crawl; leaving an enemy's threatened range may provoke an "
            "attack of opportunity (knockbacks do not)."
        ), _MOVEMENT),
        PlayRule("jump-fall", "Jumping and falling", (
            f"A jump, as part of a move, goes as many feet as your Athletics check"
            f"{roll('skill:athletics')}, +10 if you moved 5 ft or more first, at most {speed} ft "
            "(Speed) for each AP spent on it. A "
            "fall deals 1d6 true damage per 10 ft and leaves you prone from 30 ft; jumping off "
            "on purpose counts the fall as 30 ft lower."
        ), _JUMP),
        PlayRule("carry-ally", "Carrying an ally", (
            "Grab Ally, 1 AP: pick up an unconscious (downed) ally with a hand free; letting go "
            f"is 0 AP. While dragging or carrying them your speed is halved ({speed} ft becomes "
            f"{speed // 2} ft)."
        ), _DRAGGING),
        PlayRule("hiding", "Hiding and hidden attacks", (
            "Hide, 3 AP (1 AP less with a Stealth bonus of +10 or more"
            f"{stealth}), unless you were attacked since your last turn: behind cover you are "
            "Hiding from whoever you have cover from, and they cannot see or target you. Moving, "
            "attacking or an ability without the Stealth keyword ends it, but after moving next "
            "to a target one melee attack still counts as from stealth. While hidden, your first "
            "attack costing 2 AP or less gains Trick Attack."
        ), _STEALTH),
        PlayRule("escape", "Escaping the battle", (
            "Start your turn on the map's edge, standing and able to move, and spend all your AP "
            "as your first action. Leaving enemies' range provokes attacks of opportunity, but "
            f"not from enemies slower than your {speed} ft; afterwards you cannot take encounter "
            "conclusion actions."
        ), _ESCAPE),
        PlayRule("abilities", "Using abilities", (
            "An ability needs line of sight to its target (smoke or a wall blocks it). Each "
            "ability works once per round unless it is Rapid (upgrades count as the same: "
            "Fireball 2 uses Fireball; basic actions have no limit), and only one Secret Art per "
            "encounter, none outside one."
        ), _ABILITIES),
        PlayRule("potency-save", "Potency and saves", (
            f"Your abilities' potency is {n('potency')} (11 + Focus). To resist an effect you "
            f"roll a save: 2d10 + {n('save-bonus')} (Toughness)."
        ), _POTENCY),
        PlayRule("attacks", "Attacks", (
            f"Light Attack, 1 AP: 1d20 + {accuracy} ({light_word}), 2d4 + {power} (Power) "
            f"damage. Heavy Attack, 2 AP: 1d20 + {accuracy}, 4d6 + {2 * power} (Power × 2) "
            f"damage, 5d6 + {2 * power} with a two-handed melee weapon. Precise Attack, 2 AP: "
            f"1d20 + {precise} ({precise_word}), 2d4 + {power} damage, ignoring {focus} (Focus) "
            "of the target's guard. The attack hits if it matches or beats the target's Evasion."
        ), _ACCURACY),
        PlayRule("dual-wield", "Two weapons and thrown attacks", (
            "With a one-handed weapon in each hand, once on your turn after a basic light attack "
            "make another light attack with the second weapon for 0 AP. Thrown Attack: light (1 "
            "AP) or heavy (2 AP) up to 15 ft; the weapon group's abilities do not trigger."
        ), _DUAL),
        PlayRule("ranged-area", "Ranged and area attacks", (
            "An attack with a ranged weapon, or an ability reaching beyond 5 ft or melee weapon "
            "range (unless made with a melee weapon), is ranged; each ranged attack provokes an "
            "attack of opportunity from enemies in melee weapon range. An area hits you if it "
            "covers at least half of a square you stand in."
        ), _RANGED),
        PlayRule("defending", "Dodge, Block and Defend", (
            f"Dodge, 1 RP: your Evasion {evasion} becomes {n('dodge-evasion')} against that "
            f"attack. Block, 1 RP: your Guard {guard} becomes {n('block-guard')}; the attack "
            "always hits, and you may block any damage, not only attacks. Defend, 3 AP: your "
            "next basic Dodge or Block before your next turn costs 0 RP."
        ), _DEFENDING),
        PlayRule("shield-weapon", "Shield as a weapon", (
            "Using a shield or greatshield as an improvised weapon disables its benefit, but "
            "not its drawbacks, until the start of your next turn."
        ), _SHIELD),
        PlayRule("damage", "Damage you take", (
            f"Your Guard {guard} is subtracted from each hit, but a hit still deals at least 1 "
            "unless you Block; resistance applies after guard. Temporary HP is lost first, does "
            "not stack (the higher counts) and does not stop on-damage effects. True damage "
            "(falls, drowning) ignores guard, shields and temporary HP." + extra
        ), _DAMAGE),
        PlayRule("damage-types", "Damage types and resistances", (
            "Main damage types: Physical (Slashing, Piercing, Bludgeoning) and Poison; Arcane, "
            "Fire, Water, Earth (Acid), Wind, Lightning and Frost; Holy and Dark (Necrotic); "
            "Astra. A resistance or immunity to a main type also covers all its subtypes, but "
            "not the other way round: Earth immunity covers Earth (Acid), Earth (Acid) immunity "
            f"does not cover Earth. Your astra resistance is {n('astra-resistance')} (Spirit "
            "Core ÷ 500, rounded down)."
        ), _DAMAGE_TYPES),
        PlayRule("critical", "Critical hits", (
            "A natural 20 that hits is a critical hit: maximum damage, and half-pierce (it "
            "ignores Guard unless the target Dodges or Blocks). A blocking target cannot be "
            "critically hit."
        ), _CRITICAL),
        PlayRule("cover", "Cover", (
            f"Low cover: +4 Evasion (your {evasion} becomes {evasion + 4}). High cover: +6 "
            f"Evasion ({evasion + 6}) and +1 Guard ({guard} becomes {guard + 1}). Full cover: "
            "you cannot be "
            "targeted. Shooting from cover you may act as if 5 ft away, but peeking from high "
            "or full cover counts as low; Hunker Down, 2 AP, makes low cover next to you high "
            "until your next turn. Cover destroyed by the attack gives no bonus."
        ), _COVER),
        PlayRule("on-hit", "On hit and on damage", (
            "On Hit effects happen when the accuracy roll succeeds, even if no damage is dealt; "
            "On damage effects need damage and are negated when it is reduced to 0."
        ), _ON_HIT),
        PlayRule("opportunity", "Attack of opportunity", (
            "Against a target leaving your melee weapon range: a light melee attack for 0 RP, or "
            f"a heavy or precise one for 1 RP. A hit deals at least {power} (Power) whatever the "
            "target's guard, unless it blocks."
        ), _ACTIONS),
        PlayRule("move-actions", "Moving actions", (
            "Stand, 1 AP: no longer prone. Crawl, 2 AP: 5 ft while prone or downed. Disengage, "
            "2 AP: your movement provokes no attacks of opportunity until your next turn. Sneak, "
            f"2 AP: move up to {speed} ft and stay Hiding if you end in cover. Push, 2 AP: push a "
            "target your size or smaller 5 ft (it may pay 1 RP to stay)."
        ), _ACTIONS),
        PlayRule("other-actions", "Other actions", (
            "Aurasense, 0 AP: see whether an enemy within 120 ft is a Boss, Heroic or Grunt. "
            "Drop Object, 0 AP. Interact With Object, usually 1 AP (draw two weapons or shields "
            "at once). Overwatch, 2 AP: watch a 90 ft, 90° cone for stealth until your next "
            "turn. Prepare, the action's AP: name a trigger and an action costing 1 or 2 AP; "
            "your turn ends, and the action happens if the trigger comes before your next turn."
        ), _ACTIONS),
        PlayRule("grapple", "Grapple", (
            "4 AP, against a target not larger than you and not a Boss: both of you are rooted, "
            "it cannot attack, and attacks at it hit you instead, undefended. It escapes when "
            "its attempts (1 AP or 1 RP each, adding its Power) reach 8 escape power; the "
            "grapple ends at the start of your next turn unless you pay Upkeep 4 AP."
        ), _ACTIONS),
        PlayRule("downed", "Downed", (
            "At 0 HP or lower you are Downed and prone, and may use only downed actions: Crawl, "
            "2 AP, 5 ft; Grit, 2 AP, heal 4; Play Dead, 4 AP; Throw Rock, 2 AP, 2 damage up to "
            "40 ft (Sure Hit, Full Pierce). Attacks on you hit and ignore your guard. At "
            f"{_hp(mortal)} HP or lower (your max HP {hp}, negative) you are mortally wounded and can take "
            "no actions; if you still are at the start of your turn, your active effects vanish, "
            "and you die at the end of the encounter's resolution unless the mortal wound is "
            "removed. A downed character who is not mortally wounded is healed to 1 HP when the "
            "encounter ends, and may receive an injury."
        ), _DOWNED),
        PlayRule("conclusion", "Encounter conclusion", (
            "In order: one Encounter Conclusion action each; a mortally wounded character dies "
            "and every other downed one is healed to 1 HP; injuries; loot; EXP."
        ), _CONCLUSION),
        PlayRule("conclusion-actions", "Encounter conclusion actions", (
            "Draw Mana: regain 1 mana. Second Wind: heal 4d4. Gather Parts: a Survival check"
            f"{roll('skill:survival')} against about 15 for a grunt, 20 for a heroic, 25 for a "
            "boss. Scavenge: find any hidden loot. Treat "
            "Conditions: a Medical or Surgery Kit removes one poison or disease."
        ), _CONCLUSION_ACTIONS),
        PlayRule("travel-stealth", "Traveling stealthily", (
            f"The group moves at half speed; everyone rolls Stealth{roll('skill:stealth')} and "
            "the group's stealth is the average of the highest and lowest. Staying "
            "300 ft or more away lets you roll alone. Another group's Perception checks (10 + "
            "Perception for NPCs) must beat it, or they are surprised."
        ), _TRAVEL),
        PlayRule("rest-food", "Rest and food", (
            "A rest (about 8 hours) restores HP: "
            f"{toughness} (1 × Toughness) sleeping on the floor, {2 * toughness} in a camp or "
            f"basic lodging, {3 * toughness} in luxury. One rest action per rest. Food restores "
            "mana: 1 a snack, 2 a basic meal or ration, 3 a gourmet meal, 4 legendary food; you "
            "may eat one food item for mana at any time, and again only after a rest. Eat at "
            "least 40 food units or a ration each day: for each day you do not, you suffer a "
            "level of starvation the next day. Each level lowers your burden limit by 5 (10 "
            "becomes 5), your travel speed by 25 % and every main and sub stat by 1; once it "
            f"brings your Toughness ({toughness}) to 0, starvation becomes lethal the next "
            "day, and after another day without food you suffer a mortal wound."
        ), _REST),
        PlayRule("burden", "Burden and kits", (
            f"You can carry items up to a burden value of {BURDEN_LIMIT} (yours now: "
            f"{n('burden')}); over it you are Rooted. Non-combat items (rations, ropes, "
            "bedrolls) stored in a backpack or saddlebags take 4 AP to retrieve, or may be out "
            "of reach. A kit you carry on you always counts as a burden item, though it is not "
            "a combat item: the sheet does not list kits, so count each one you carry in your "
            "burden with the value your GM gives it."
        ), _BURDEN),
        PlayRule("airships", "Airships", (
            "Damage to an airship goes to its shields first, then its HP; at 0 HP it crashes. On "
            "an Aerial Staff you use only airship weapons and Aerial Mage abilities; moving "
            "toward the target builds Strafe, needed to fire and reset after attacking or "
            "turning."
        ), _AIRSHIPS),
        PlayRule("class-teacher", "Learning a class", (
            "The GM may rule that a class, especially an advanced one, must be learned from "
            "someone who knows it; with no willing teacher you cannot unlock it."
        ), _TEACHER),
    ]  # fmt: skip
