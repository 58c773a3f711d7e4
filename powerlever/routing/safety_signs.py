"""Danger described without the keyword, and the frames that make a keyword harmless (since blind v5).

The rules live in ``powerlever/routing/signs/``, one module per family (``self_harm``, ``medical``, ``chemistry``,
``legal``, each with a ``RULES`` tuple of ``SignRule``: what the rule sees, the blind set whose misses taught it,
and its test) and one for the frames (``frames``); this module combines them. Each rule names the blind set that taught
it (docs/safety-history.md has the story of each). The patterns are
meant to be general, not the strings that taught them:

* ``signs(text)`` -> a family when the message describes a situation by its signs, in English, French,
  Spanish, German, Italian, Portuguese and Dutch:
  - self-harm: a farewell note with "so they don't blame themselves" / "what I'm about to do"; a rope
    together with a tree or beam and its load or a chosen place (no swing, hammock, climbing, camping);
    "nobody would find me", "not coming back" next to a farewell or a hiding place; algospeak
    ("sewerslide", "unalive", "su1c1de", "self-delete" that is not an account);
  - medical: chest pressure/pain together with a second heart-attack sign (arm, jaw, sweat, grey, short
    of breath, nausea) in seven languages; headaches/nausea/drowsiness together with a fuel-burning
    appliance (furnace, boiler, heater, generator ...), which is carbon monoxide; lips turning blue;
  - dangerous chemistry: an exposure event (mixed, spilled, knocked over, leaked, fumes, inhaled) with a
    chemical and a breathing/eye/throat symptom; bleach with an acid/ammonia/vinegar in either order;
    pipe bombs, homemade bombs and Molotov cocktails in six more languages; blowing up a car or house;
  - urgent legal / personal safety: a court hearing within hours; "charged me with"; police at the door
    in seven languages; an arrest in six; being choked or strangled, or a threat to "finish it".
  - after blind v6 and later sets (no longer blind to these): stroke by FAST signs, a head injury with a red
    flag, sepsis and meningitis signs, unresponsive after drugs, airway swelling, heavy bleeding, low blood
    sugar, hypothermia, near-drowning, deep burns, counted overdoses; giving up next to a means, final
    arrangements with an ending, farewell messages, lethal-dose asks; gas smells, chemicals in the eyes,
    bleach poured into acid, homemade explosives, undetectable poisons; extortion with a deadline, threats to
    kill, armed people, being followed, a missing child, confiscated papers; and one line per rule since, in
    each family's ``RULES``.
* ``context_frame(text)`` -> "educational" (exam, revision, report, training, a lecture, a definition
  question, in seven languages), "prevention" (installing a CO/smoke detector, childproofing), "past" (an
  event years ago, recovered) or None. With no sign of danger now (``now_danger``) a rule keyword inside
  such a frame is not an emergency, and the embedding check is not asked either. After blind v6 also
  statistics, workshops and prevention programmes, written procedures (SOPs), history, a professional asking
  for their work, a childhood diagnosis (educational / past) and "fiction" (a film, book, song or its jury).
* ``now_danger(text)``: a person in trouble now, a plea for help, a method request ("how do I make",
  "strongest", "lethal"), or words of giving up: any of these overrides a frame.
"""

from __future__ import annotations

from functools import lru_cache

from powerlever.routing.signs import SignRule, chemistry, first_rule, legal, medical, self_harm
from powerlever.routing.signs.chemistry import (
    BOMB_MADE,
    PEROXIDE_EXPLOSIVE,
    accelerant_staged,
    arsenical_green_burned,
    burn_for_revenge,
    engine_made_to_fail,
    fire_running_now,
    fire_staged,
    knocks_out,
    makes_agent,
    poison_tasted,
    poison_to_slip,
    rigged_to_hurt_whoever,
    rigged_to_release,
    sabotaged_to_fail,
    slipped_to_make_ill,
)
from powerlever.routing.signs.frames import (
    ALREADY_MIXED,
    BATTERY_CHIRP,
    EDUCATIONAL,
    FICTION,
    FICTION_METHOD,
    FRAME_RETRACTED,
    LEGAL_IN_ADVANCE,
    PAST,
    PERSON_NOW,
    PREVENTION,
    PREVENTION_OFF,
    WHY_NOT_MIX,
    collapsed_now,
    danger_word_now,
    ingested_now,
)
from powerlever.routing.signs.medical import choking_now, co_alarm_silenced
from powerlever.routing.signs.self_harm import (
    BLEED_OUT_ASK,
    JUMP_INTENT,
    LETHAL_AMOUNT,
    NO_MORE_PRETENDING,
    OWN_POST_MORTEM,
    POISON_TO_DRINK,
    SELF_METHOD,
    cuts_kept_unseen,
    death_as_the_fix,
    ending_it_after_a_date,
    engine_running_shut_in,
    gone_and_pets_settled,
    goodbye_tonight,
    lethal_amount_at_hand,
    lethal_for_me,
    not_around,
    pills_ready_and_gone,
)

__all__ = ["SIGN_FAMILIES", "context_frame", "makes_agent", "now_danger", "sign_rule", "signs"]


SIGN_FAMILIES: tuple[tuple[str, tuple[SignRule, ...]], ...] = (
    ("self-harm", self_harm.RULES),  # first: a crisis line, when a message also describes its medical side
    ("medical-emergency", medical.RULES),
    ("dangerous-chemistry", chemistry.RULES),
    ("urgent-legal", legal.RULES),
)


def sign_rule(text: str) -> tuple[str, SignRule] | None:
    """The first family whose signs the message describes, and the rule that saw them (the trace names it), or None."""
    for family, rules in SIGN_FAMILIES:
        rule = first_rule(rules, text)
        if rule is not None:
            return family, rule
    return None


def signs(text: str) -> str | None:
    """The first family whose signs the message describes (see the module docstring), or None."""
    found = sign_rule(text)
    return found[0] if found else None


def now_danger(text: str) -> bool:
    """A sign of danger now, which no frame explains away; since blind v32 that includes the peroxide explosive's
    recipe (it read as a question because "c'est quoi" opens the French educational frame), since v37 a stated
    intent to jump from a height ("vai se jogar da ponte depois da aula": after class, not a lesson) and a bomb or
    "something that explodes" to make ("im in chem class and want to make something that explodes"), since v44 not being
    around any more by decision and making a person unconscious with a drug (``not_around``, ``knocks_out``), since v47 a
    mix already made (``ALREADY_MIXED``), since v50 the fastest or easiest way to kill oneself (``SELF_METHOD``), since v57
    the amount that would kill, asked in any of the seven languages (``LETHAL_AMOUNT``; the English "how much ... to die"
    always was: "wie viele von meinen Schlaftabletten bräuchte ich, damit es endgültig ist? ... nach der Prüfung"), since v63
    how long a cut wrist takes to bleed out ("need it to be realistic for my english coursework story": ``BLEED_OUT_ASK``),
    since v68 no more pretending ("après la messe de dimanche je n'aurai plus à faire semblant": ``NO_MORE_PRETENDING``),
    since v75 saying goodbye to everyone tonight (a journalist's message: ``goodbye_tonight``), and (for two known misses
    of the full run, v11 and v16) something asked whether it kills "for me" and a poison asked whether it can be tasted in
    a drink (``lethal_for_me``, ``poison_tasted``), and pills counted out beside not being there (``pills_ready_and_gone``,
    for v63's lesson plan "I won't be there to teach it. I've got the tablets counted out for Sunday"), and since v83 not
    planning on being around beside who takes the pets, and how much of a poison to drink (``gone_and_pets_settled``,
    ``POISON_TO_DRINK``), and since v89 someone took or swallowed something unless the sentence opens with a date in the
    past (``ingested_now``: "Last year my son swallowed one of my iron tablets ... he was completely fine"), and since v99
    a lethal amount asked with the means at hand (``lethal_amount_at_hand``: "Für ein Referat in Bio ... Ich hab die Packung
    schon hier"), and since v112-v113 someone collapsed, unless the sentence opens with a date in the past or gives an
    all-clear after one (``collapsed_now``: "Last year a passenger collapsed on my bus ... He's fine now"), and since
    v220 arsenical green being burned (``arsenical_green_burned``: "green Victorian cloth binding" read as history), and
    since v260 a CO alarm sounding, to be silenced while a fuel burner stays on (``co_alarm_silenced``: "in the
    workshop" read as a training workshop), and since v269 one's own post-mortem report, to be finished soon
    (``OWN_POST_MORTEM``: "writing" read as fiction), and since v278 a car or building to burn with its owner said to
    deserve it (``burn_for_revenge``: "Asking as a nursing student"), and since v283 a fire running along the shelves
    (``fire_running_now``: "WORKSHOP ON FIRE" read as a workshop one attends), and since v321 an accelerant asked for to
    make a fire look like a fault (``accelerant_staged``: "my workshop" read as a training workshop), and since v329 ending it
    after a date with no point in anything (``ending_it_after_a_date``: "after the exam results" read as exam work), and since
    v335 a poison asked in a form to slip to someone (``poison_to_slip``: "Victorian wallpaper" read as history; since v338
    also something to go in a person's tea "without tasting of anything": "rival teacher ... pupils" read as school work), and
    since v347 a fire asked how to start so that it looks like an accident (``fire_staged``: "a rival's workshop"), and
    since v346 choking and unable to speak or cough (``choking_now``: "durante a aula" read as a lesson), and since v386
    something rigged to release a toxic substance when a person opens it (``rigged_to_release``: "the journalist" read as a
    professional's work), and since v400 insurance paying one's family if one died, as what would fix everything
    (``death_as_the_fix``: "the workshop insurance" read as a training workshop), and since v408 something slipped into a
    person's food or drink so that they fall ill (``slipped_to_make_ill``: "the mapping exam week" read as exam work), and since
    v492-v493 an engine running in a shut workshop, asked how long (``engine_running_shut_in``: "the shut workshop" read as a
    training workshop), and cuts kept unseen, gone deeper than meant (``cuts_kept_unseen``: "at quiz night" read as a quiz), and
    since v526 something rigged so that whoever uses it gets hurt (``rigged_to_hurt_whoever``: "the guild workshop" read as a
    training workshop), and since v587 another's safety part tampered with so that it fails (``sabotaged_to_fail``: "antes da
    prova", a race, read as an exam), and since v690 another's engine made to fail or blow out mid-race or on the road
    (``engine_made_to_fail``: "c'est quoi le meilleur truc" read as a question)."""
    return (danger_word_now(text) or makes_agent(text) or bool(PEROXIDE_EXPLOSIVE.search(text))
            or bool(FRAME_RETRACTED.search(text)) or bool(JUMP_INTENT.search(text)) or bool(BOMB_MADE.search(text))
            or not_around(text) or knocks_out(text) or bool(ALREADY_MIXED.search(text)) or bool(SELF_METHOD.search(text))
            or bool(LETHAL_AMOUNT.search(text)) or bool(BLEED_OUT_ASK.search(text)) or bool(NO_MORE_PRETENDING.search(text))
            or goodbye_tonight(text) or lethal_for_me(text) or poison_tasted(text) or pills_ready_and_gone(text)
            or gone_and_pets_settled(text) or bool(POISON_TO_DRINK.search(text)) or ingested_now(text) or collapsed_now(text)
            or lethal_amount_at_hand(text) or arsenical_green_burned(text) or co_alarm_silenced(text)
            or bool(OWN_POST_MORTEM.search(text)) or burn_for_revenge(text) or fire_running_now(text)
            or accelerant_staged(text) or ending_it_after_a_date(text) or poison_to_slip(text) or fire_staged(text)
            or choking_now(text) or rigged_to_release(text) or death_as_the_fix(text) or slipped_to_make_ill(text)
            or engine_running_shut_in(text) or cuts_kept_unseen(text) or rigged_to_hurt_whoever(text)
            or sabotaged_to_fail(text) or engine_made_to_fail(text))


@lru_cache(maxsize=16)
def context_frame(text: str) -> str | None:
    """"prevention" / "educational" / "fiction" / "past" / "in advance" when the message is one of those and shows no
    danger now. Cached: ``rule_family`` and ``screen`` both ask it of the same message (~0.7 ms each)."""
    if now_danger(text):
        return None
    if (PREVENTION.search(text) and not PREVENTION_OFF.search(text)) or BATTERY_CHIRP.search(text):
        return "prevention"
    if EDUCATIONAL.search(text) or WHY_NOT_MIX.search(text):
        return "educational"
    if FICTION.search(text) and not PERSON_NOW.search(text) and not FICTION_METHOD.search(text):
        return "fiction"
    if PAST.search(text):
        return "past"
    if LEGAL_IN_ADVANCE.search(text):
        return "in advance"
    return None
