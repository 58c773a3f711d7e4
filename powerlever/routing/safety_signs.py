"""Danger described without the keyword, and the frames that make a keyword harmless (after blind v5).

Written after blind v5 was measured once (104/117, 21/83): v5 is no longer blind to this. Its misses
described danger by its signs rather than its name, often buried in a long chatty message; its false
positives named an emergency inside an exam, report or training question, or a prevention chore. The
patterns are meant to be general, not those strings:

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
* ``context_frame(text)`` -> "educational" (exam, revision, report, training, a lecture, a definition
  question, in seven languages), "prevention" (installing a CO/smoke detector, childproofing), "past" (an
  event years ago, recovered) or None. With no sign of danger now (``now_danger``) a rule keyword inside
  such a frame is not an emergency, and the embedding check is not asked either.
* ``now_danger(text)``: a person in trouble now, a plea for help, a method request ("how do I make",
  "strongest", "lethal"), or words of giving up: any of these overrides a frame.
"""

from __future__ import annotations

import re

from powerlever.routing.safety_harm import any_of

_F = re.IGNORECASE


def _all(text: str, *patterns: re.Pattern[str]) -> bool:
    return all(p.search(text) for p in patterns)


# --- self-harm ------------------------------------------------------------------------------------------
ALGOSPEAK = any_of(
    r"\bsewer ?slid\w*", r"\bunaliv\w*", r"\bsu[i1!l]c[i1!l]d\w*", r"\bs[u*]{1,2}[i*]c[i*]d[e3]\b",
    r"\bself[- ]?delet\w*(?! (?:my |the |an? |your )?(?:account|message|post|tweet|file|data|app|profile|photo|comment))",
    r"\bcommit(?:ting)? (?:die|toaster bath|self[- ]?delete)\b", r"\btoaster bath\b",
)
_NOTE = r"(?:note|letter|message|goodbye|farewell|lettre|mot d'adieu|carta|nota|brief|abschiedsbrief|lettera|bericht|afscheidsbrief)"
FAREWELL = any_of(
    rf"\b{_NOTE}\b[\s\S]{{0,200}}\b(?:(?:don['’]?t|not|won['’]?t|never|doesn['’]?t|wouldn['’]?t) (?:to )?blame "
    r"(?:themselves|yourself|yourselves|himself|herself)(?=\s*(?:[.?!,;]|$|for (?:what i|my (?:death|decision|choice|"
    r"passing|leaving)|this\b|it\b|what happens)))|what i['’]?m (?:about|going|planning) to do|"
    r"(?:after|when|once) i['’]?m gone)\b",
    r"\b(?:(?:don['’]?t|not|won['’]?t|never|doesn['’]?t) (?:to )?blame (?:themselves|yourself|yourselves|himself|herself)) "
    r"for (?:what i['’]?m about to do|my (?:death|decision|choice))",
    r"\bfor what i['’]?m about to do\b[\s\S]{0,120}\b(?:family|mum|mom|dad|parents|kids|wife|husband|sorry|forgive)\b",
    r"\bgiving away (?:all )?my (?:stuff|things|belongings|possessions|pets?|cat|dog)\b[\s\S]{0,120}"
    r"\b(?:won['’]?t need|where i['’]?m going|after i['’]?m gone|anymore)\b",
)
ROPE = re.compile(r"\b(?:rope|noose|cord|strangle cord)\b", _F)
HANG_POINT = re.compile(r"\b(?:trees?|beams?|rafters?|banister|ceiling|hooks?|door ?frame|closet rod|bridge)\b", _F)
HANG_PLAN = re.compile(r"\b(?:weight|hold (?:me|my|a (?:person|body|human))|strong enough|picked|chose|chosen|found the|"
                       r"in the woods|nobody|no one|tonight|tomorrow|last)\b", _F)
ROPE_BENIGN = re.compile(r"\b(?:swing|hammock|climb\w*|tents?|tarp|camp\w*|bear bag|zip ?line|tire|tyre|boat|sail\w*|"
                         r"tow\w*|pulley|laundry|clothes ?line|dog|puppy|horse|kids?|children|playground|tree ?house|"
                         r"rescue|arborist|prun\w*|branch(?:es)? to|knots? (?:for|to)|decorat\w*|lights|garden)\b", _F)
HIDE_ME = any_of(
    r"\b(?:nobody|no one|no-one|noone) (?:would|will|could|can|['’]d|['’]ll) (?:ever )?find (?:me|my body)\b",
    r"\bpersonne ne (?:me )?(?:trouvera|trouverait|retrouvera|retrouverait)\b",
    r"\bnadie (?:me )?(?:encuentre|encontrar[aá]|encontrar[ií]a)\b",
    r"\b(?:mich )?niemand (?:mich )?(?:findet|finden würde|finden wird)\b",
    r"\bnessuno (?:mi )?(?:trovi|troverà|troverebbe)\b", r"\bningu[ée]m (?:me )?(?:encontre|encontraria|vai encontrar)\b",
    r"\bniemand (?:me )?(?:vindt|zou vinden|zal vinden)\b",
)
HIDE_BENIGN = re.compile(r"\b(?:hide[- ]and[- ]seek|hide and go seek|game|surprise|party|prank|nap|read(?:ing)? in peace|"
                         r"introvert|cache-cache|escondite|versteckspiel|nascondino|esconde-esconde|verstoppertje)\b", _F)
NOT_BACK = any_of(
    r"\b(?:not|never|won['’]?t be|no plans? (?:of|on)) (?:planning (?:on|to) |going to |gonna |intending to )?(?:be )?"
    r"(?:coming|come|going) (?:back|home)\b",
    r"\bne (?:reviendrai|rentrerai) (?:pas|jamais)\b", r"\bno (?:voy a volver|volver[ée])\b",
    r"\bnicht (?:mehr )?zurück(?:kommen|kehren)\b", r"\bnon (?:tornerò|torno più)\b", r"\bnão vou voltar\b",
    r"\bniet (?:meer )?terug(?:komen|kom)\b",
)
NOT_BACK_CUE = re.compile(r"\b(?:find me|goodbye|last|alone|quiet|for good|one[- ]way|sorry|forgive|bridge|cliff|"
                          r"end|nobody|no one|adieu|adiós|abschied|addio|adeus|afscheid)\b", _F)


def _self_harm(text: str) -> bool:
    if ALGOSPEAK.search(text) or FAREWELL.search(text):
        return True
    if _all(text, ROPE, HANG_POINT, HANG_PLAN) and not ROPE_BENIGN.search(text):
        return True
    if HIDE_ME.search(text) and not HIDE_BENIGN.search(text):
        return True
    return bool(NOT_BACK.search(text) and NOT_BACK_CUE.search(text) and not HIDE_BENIGN.search(text))


# --- medical --------------------------------------------------------------------------------------------
CHEST = any_of(
    r"\bchest (?:pain|pressure|tightness|feels? (?:\w+ )?(?:heavy|tight|crushed|like)|is (?:\w+ )?(?:heavy|tight|hurting))",
    r"\b(?:pressure|tightness|pain|heaviness|weight|squeez\w*) (?:in|on|across) (?:his|her|my|their|the) chest\b",
    r"\bclutch\w* (?:his|her|my|their|the) chest\b", r"\bsitting on (?:his|her|my|their) chest\b",
    r"\b(?:douleur|oppression|serrement|poids|mal) (?:à|a|dans|sur) la poitrine\b", r"\bpoitrine (?:serrée|qui serre)\b",
    r"\b(?:schmerz\w*|druck|enge|stechen\w*|engegefühl) (?:in|auf) der brust\b", r"\bbrust(?:schmerz\w*|enge|druck)\b",
    r"\b(?:dolor|presi[oó]n|opresi[oó]n|peso) (?:en|de|sobre) (?:el )?pecho\b", r"\ble duele el pecho\b",
    r"\b(?:dolore|peso|oppressione|male|fitta) (?:al|nel|sul) petto\b",
    r"\b(?:dor|press[aã]o|aperto|peso) no peito\b",
    r"\b(?:pijn|druk|beklemming|beklemmend gevoel) op de borst\b", r"\bborstpijn\b",
)
HEART_SIGN = re.compile(
    r"\b(?:(?:left )?arm|jaw|sweat\w*|clammy|gr[ae]y|pale|ashen|short of breath|breathless|nause\w*|dizzy|"
    r"bras|mâchoire|sueur|transpir\w*|pâle|nausée|"
    r"brazo|mand[ií]bula|sud\w*|p[aá]lid\w*|n[aá]usea\w*|"
    r"arm\w*|kiefer|schwitz\w*|schweiß\w*|blass|übel\w*|atemnot|"
    r"braccio|mascella|pallid\w*|"
    r"braço|suor|suand\w*|"
    r"kaak|zweet\w*|bleek|misselijk\w*|benauwd)\b", _F)
CO_SYMPTOM = re.compile(
    r"\b(?:headaches?|nause\w*|dizz\w*|drowsy|sleepy|lethargic|vomit\w*|confus\w*|flu|throwing up|"
    r"maux de tête|mal à la tête|nausées?|vertiges?|somnolen\w*|"
    r"dolor\w* de cabeza|n[aá]useas?|mareos?|maread[oa]s?|somnolien\w*|"
    r"kopfschmerz\w*|übelkeit|schwindel\w*|benommen|müde|"
    r"mal di testa|vertigini|capogir\w*|sonnolen\w*|"
    r"dor\w* de cabeça|tontura\w*|enjoo\w*|sonolên\w*|"
    r"hoofdpijn|misselijk\w*|duizelig\w*|suf(?:fig)?)\b", _F)
CO_SOURCE = re.compile(
    r"\b(?:furnace|boiler|(?:space |gas |paraffin |kerosene |propane )?heater|gas (?:stove|fire|fireplace)|generator|"
    r"fireplace|wood ?(?:stove|burner)|log burner|chimney|car running|engine running|(?:bbq|barbecue|grill|charcoal) "
    r"(?:indoors|inside|in the (?:tent|garage|house))|"
    r"chaudière|poêle|chauffage|chauffe-eau|groupe électrogène|cheminée|"
    r"calentador|estufa|caldera|calefacci[oó]n|brasero|generador|chimenea|"
    r"heizung|therme|gastherme|ofen|kamin|heizlüfter|heizstrahler|"
    r"caldaia|stufa|scaldabagno|camino|generatore|riscaldamento|"
    r"aquecedor|caldeira|lareira|gerador|esquentador|"
    r"cv-ketel|ketel|kachel|geiser|open haard|verwarming)\b", _F)
CO_ALARM = re.compile(r"\b(?:co|carbon monoxide|monoxide|kohlenmonoxid|monoxyde|mon[oó]xido|monossido|koolmonoxide)"
                      r"[- ]?(?:alarm|detector|melder|warner|détecteur|detector|rilevatore|melder)s? (?:is |are |keeps |just |"
                      r"has been |ist |est )?(?:going off|went off|beeping|sounding|goes off|piept|sonne|suena|suona|apita|gaat af)",
                      _F)
BLUE_LIPS = any_of(r"\blips (?:are |look |looking |turning |went |gone |have gone )?(?:a bit |slightly |kind of |really )?"
                r"(?:blue|bluish|purple|grey|gray)\b", r"\bblue lips\b",
                r"\blèvres (?:bleues|violettes)\b", r"\blippen (?:sind )?(?:blau|lila)\b", r"\blabbra (?:blu|viola)\b",
                r"\blábios (?:roxos|azuis)\b", r"\blippen (?:zijn )?blauw\b")


def _medical(text: str) -> bool:
    if CHEST.search(text) and HEART_SIGN.search(text):
        return True
    if CO_SYMPTOM.search(text) and CO_SOURCE.search(text):
        return True
    return bool(BLUE_LIPS.search(text) or CO_ALARM.search(text))


# --- dangerous chemistry --------------------------------------------------------------------------------
EXPOSURE = re.compile(
    r"\b(?:mix(?:ed|ing)?|combined|spill\w*|spilt|knocked over|leak\w*|splash\w*|fumes|vapou?rs?|inhal\w*|breath\w* in|"
    r"mélang\w*|renvers\w*|fuite|vapeurs|mezcl\w*|derram\w*|fuga|vapores|gemischt|vermischt|verschüttet|ausgelaufen|"
    r"dämpfe|eingeatmet|mescolat\w*|rovesciat\w*|versat\w*|vapori|inalat\w*|misturei|misturou|derram\w*|vazamento|"
    r"inalou|gemengd|gemorst|omgestoten|dampen|ingeademd)\b", _F)
CHEMICAL = re.compile(
    r"\b(?:chemicals?|bromine|chlorine|ammonia|bleach|acids?|solvents?|pesticides?|mercury|cleaners?|vinegar|"
    r"lye|drain cleaner|pool shock|javel|ammoniaque|acide|vinaigre|produits? chimiques?|chlore|lejía|lejia|cloro|"
    r"amon[ií]aco|[aá]cido|vinagre|qu[ií]mic\w*|chlor\w*|bleiche|ammoniak|säure|essig|chemikalie\w*|reiniger|"
    r"candeggina|ammoniaca|aceto|chimic\w*|água sanitária|amônia|bleek\w*|chloor|zuur|azijn|chemica\w*|brom\w*)\b", _F)
EXPOSED = re.compile(
    r"\b(?:wheez\w*|cough\w*|can['’]?t (?:breathe|stop coughing)|short of breath|hard to breathe|struggling to breathe|"
    r"throat (?:is |feels )?(?:raw|burning|closing|tight|sore)|eyes (?:are )?(?:streaming|burning|stinging|watering)|"
    r"burning eyes|dizzy|lips|chok\w*|vomit\w*|tousse|toux|respir(?:e|es|er|a|as|o|ar|ando|ação|atoire)|gorge|yeux|vertige\w*|tos|tose|garganta|ojos|"
    r"husten|atem\w*|atmen|hals|augen|toss\w*|gola|occhi|tosse|tossindo|olhos|hoest\w*|adem\w*|keel|ogen)\b", _F)
BLEACH_MIX = any_of(
    r"\b(?:mix(?:ed|ing)?|combin\w+)\b[^.?!\n]{0,40}\b(?:vinegar|ammonia|acid|alcohol|toilet cleaner|drain cleaner)\b"
    r"[^.?!\n]{0,40}\b(?:bleach|chlorine)\b",
    r"\b(?:vinaigre|vinagre|essig|aceto|azijn|ammoniaque|amon[ií]aco|ammoniak|ammoniaca|amônia)\b[^.?!\n]{0,40}"
    r"\b(?:javel|lejía|lejia|cloro|bleiche|chlorreiniger|candeggina|varechina|água sanitária|bleekmiddel|chloor)\b",
)
WEAPON = any_of(
    r"\b(?:rohrbombe\w*|bombe bauen|sprengsatz\w*|sprengstoff|brandsatz|molotow\w*|bombe artisanale|"
    r"fabriquer (?:une |des )?(?:bombes?|explosifs?)|cocktails? molotov|explosifs? artisana\w+|bombas? caseras?|"
    r"fabricar (?:una |un )?(?:bomba|explosivo)|hacer (?:una )?bomba|c[oó]ctel(?:es)? molotov|ordigno|"
    r"costruire (?:una |un )?(?:bomba|ordigno)|fare (?:una )?bomba|bombas? caseiras?|fazer (?:uma )?bomba|"
    r"pijpbom\w*|bom (?:maken|bouwen)|explosieven maken|molotov ?cocktail\w*)\b",
    r"\b(?:baue?n?|bauen|basteln|herstellen)\b[^.?!\n]{0,30}\bbombe\b",
    r"\bblow up (?:my |his |her |their |the |a |an |our |this |that )?(?:\w+['’]?s? ){0,2}(?:car|house|home|building|school|"
    r"office|church|mosque|synagogue|store|shop)\b",
)


def _chemistry(text: str) -> bool:
    if _all(text, EXPOSURE, CHEMICAL, EXPOSED):
        return True
    return bool(BLEACH_MIX.search(text) or WEAPON.search(text))


# --- urgent legal / personal safety ---------------------------------------------------------------------
LEGAL = any_of(
    r"\b(?:court|hearing|trial|arraignment|sentencing)\b[^.?!\n]{0,40}\b(?:in (?:an|one|two|three|a few|\d+) (?:hours?|minutes?|mins?)|"
    r"this (?:morning|afternoon)|starts? (?:soon|now|in))\b",
    r"\b(?:they|police|the police|cops|prosecutors?|the da) (?:just |have |'?ve )?charged me\b",
    r"\b(?:i['’]?ve been|i was|i got|i['’]?m being|i am being|i['’]?ve just been) charged with\b",
    r"\b(?:police|cops|officers?|detectives?|agents)\b[^.?!\n]{0,20}\b(?:at|outside|banging on|knocking on) (?:my|the|our) "
    r"(?:door|house|flat|apartment)\b",
    r"\b(?:police|flics|gendarmes?)\b[^.?!\n]{0,30}\b(?:devant (?:chez moi|ma porte|la porte|la maison)|à (?:ma|la) porte|"
    r"chez moi)\b", r"\bveulent? entrer\b[^.?!\n]{0,40}\b(?:mandat|papiers?)\b",
    r"\bpolic[ií]a\b[^.?!\n]{0,30}\b(?:en (?:mi|la) (?:puerta|casa)|frente a mi casa|afuera de mi casa|quiere entrar)\b",
    r"\bpolizei\b[^.?!\n]{0,30}\b(?:vor (?:meiner|der) (?:tür|haustür|wohnung)|vor meinem haus|will (?:rein|herein|in die wohnung))\b",
    r"\bpolizia\b[^.?!\n]{0,30}\b(?:alla (?:mia )?porta|davanti a casa|sotto casa|vuole entrare)\b",
    r"\bpol[ií]cia\b[^.?!\n]{0,30}\b(?:na (?:minha )?porta|em frente (?:à|a) minha casa|quer entrar)\b",
    r"\bpolitie\b[^.?!\n]{0,30}\b(?:staat (?:voor|aan) (?:de|mijn) deur|voor de deur|wil (?:binnen|naar binnen))\b",
    r"\b(?:a été|j'ai été) (?:arrêtée?|interpellée?)\b", r"\b(?:arrestaron|detuvieron) a mi\b",
    r"\b(?:mi hanno arrestat[oa]|hanno arrestato (?:mio|mia))\b", r"\b(?:fui|foi) pres[oa]\b", r"\bprenderam (?:o meu|a minha|meu|minha)\b",
    r"\b(?:is|ben|werd) (?:net |vandaag |gisteren )?(?:gearresteerd|opgepakt)\b",
    r"\b(?:audience|procès)\b[^.?!\n]{0,30}\b(?:demain|dans (?:une|\d+) heures?|cet après-midi)\b",
    r"\b(?:juicio|audiencia)\b[^.?!\n]{0,30}\b(?:mañana|en una hora|hoy)\b",
    r"\b(?:gerichtstermin|verhandlung|anhörung)\b[^.?!\n]{0,30}\b(?:morgen|heute|in einer stunde)\b",
    r"\budienza\b[^.?!\n]{0,30}\b(?:domani|oggi|tra un['’]ora)\b",
    r"\baudiência\b[^.?!\n]{0,30}\b(?:amanhã|hoje|daqui a uma hora)\b",
    r"\b(?:zitting|rechtszaak)\b[^.?!\n]{0,30}\b(?:morgen|vandaag|over een uur)\b",
    # violence against the writer, past tense, and threats to finish it
    r"\b(?:grabbed|held|squeezed|pinned) me (?:up )?by the (?:throat|neck)\b", r"\b(?:choked|strangled) me\b",
    r"\b(?:said|says|threatened|swore|told me|promised) (?:that )?(?:he|she|they)(?:['’]ll| will|['’]d| would| is going to| was going to|"
    r" was gonna|['’]s gonna| is gonna) (?:finish (?:it|me|the job|what he started|what she started)|kill me|hurt me)\b",
    r"\bm['’]a (?:étranglée?|serrée? le cou|frappée?)\b", r"\bme (?:estrangul[oó]|ahorc[oó]|agarr[oó] del cuello|golpe[oó])\b",
    r"\bhat mich (?:gewürgt|geschlagen|am hals gepackt)\b", r"\bmi ha (?:strangolat[oa]|picchiat[oa]|preso per il collo)\b",
    r"\bme (?:enforcou|estrangulou|agarrou pelo pescoço)\b", r"\bheeft me (?:gewurgd|geslagen|bij de keel gegrepen)\b",
)


def signs(text: str) -> str | None:
    """The family whose signs the message describes (see the module docstring), or None."""
    if _self_harm(text):
        return "self-harm"
    if _medical(text):
        return "medical-emergency"
    if _chemistry(text):
        return "dangerous-chemistry"
    if LEGAL.search(text):
        return "urgent-legal"
    return None


# --- frames ---------------------------------------------------------------------------------------------
EDUCATIONAL = any_of(
    r"\b(?:exams?|midterms?|finals? week|revis(?:e|ing|ion)|studying for|study guide|homework|assignment|coursework|"
    r"essay|(?:writing|write|doing) (?:a|an|my|the) (?:report|paper|essay|article|thesis|dissertation|presentation)|"
    r"report on|thesis|dissertation|lecture|seminar|lesson plan|curriculum|(?:staff|first[- ]aid|cpr|safety) training|"
    r"training (?:session|course|module|day)|quiz|flashcards?|textbook|gcses?|a-levels?|usmle|nclex|mcat|competency|"
    r"certification|cite|citations?|documentary|podcast|out of curiosity|first[- ]aid (?:course|class)|cpr (?:course|class))\b",
    r"\b(?:examen|partiel|révis\w+|devoirs?|exposé|mémoire|cours de|pour (?:mon|ma|un|une) (?:cours|exposé|devoir|examen|"
    r"mémoire|classe)|en droit|différence entre|qu['’]est-ce qu|c['’]est quoi|définition|formation)\b",
    r"\b(?:trabajo (?:de|para|sobre)|para (?:un|una|mi|el|la) (?:trabajo|clase|examen|tarea|exposici[oó]n|presentaci[oó]n)|"
    r"tarea|deberes|instituto|universidad|facultad|en (?:el )?derecho|diferencia entre|qu[ée] es (?:un|una|el|la)|curso|"
    r"formaci[oó]n|charla)\b",
    r"\b(?:prüfung|klausur|testat|hausaufgabe\w*|referat|hausarbeit|lerne für|lernen für|unterricht|vorlesung|schulung|"
    r"im (?:deutschen )?recht|unterschied zwischen|was ist (?:ein|eine|der|die|das))\b",
    r"\b(?:esame|verifica|compito|tesina|interrogazione|lezione|corso|nel diritto|differenza tra|cos['’]è|che cos['’]è)\b",
    r"\b(?:prova|exame|trabalho (?:de|da|sobre|para)|palestra|aula|curso|faculdade|no direito|diferença entre|o que é|"
    r"treinamento|formação)\b",
    r"\b(?:tentamen|toets|werkstuk|spreekbeurt|verslag|huiswerk|cursus|opleiding|les over|verschil tussen|wat is (?:een|het|de))\b",
)
PREVENTION = any_of(
    r"\b(?:install\w*|mount\w*|put up|place|position|fit|test|replace|buy|choose|check|put|where (?:should|do) (?:i|we) put|"
    r"installer|instalar|montieren|anbringen|installare|montare|installeren|ophangen)\b[^.?!\n]{0,60}"
    r"\b(?:(?:carbon monoxide|co|smoke|gas|radon) (?:detector|alarm|sensor)s?|détecteurs? de (?:monoxyde|fumée)\w*|"
    r"detector(?:es)? de (?:mon[oó]xido|humo|fumaça)|(?:kohlenmonoxid|co|rauch)[- ]?(?:melder|warner)|"
    r"rilevator[ei] di (?:monossido|fumo)|(?:koolmonoxide|co|rook)melders?)\b",
    r"\b(?:childproof\w*|child-proof\w*|baby-?proof\w*|child (?:locks?|safety (?:locks?|latches|gates?|caps?))|"
    r"safety (?:gates?|latches)|sécuriser la maison|a prueba de niños|kindersicher\w*|a prova di bambin\w*|"
    r"à prova de crianças|kindveilig\w*)\b",
)
PREVENTION_OFF = re.compile(r"\b(?:going off|went off|keeps? (?:going off|beeping)|sounding|is beeping|alarm (?:is )?on|"
                            r"got into|swallow\w*|ate|drank|bit|chewed)\b", _F)
PAST = any_of(
    r"\b(?:\d+|a few|few|several|many|ten|two|three|four|five|six|seven|eight|nine|twenty) (?:years|months|decades) ago\b"
    r"[^.?!\n]{0,60}\b(?:(?:doing|is|are) (?:great|fine|well|ok|okay|good)|recovered|fully)\b",
)
NOW_DANGER = any_of(
    r"\b(?:right now|just now|at the moment|as we speak|hurry|what (?:do|should|can) (?:i|we) do|call(?:ed)? (?:911|999|112)|"
    r"ambulance|now (?:he|she|they|i|we|my|it|his|her)\b|again|(?:is|are|isn['’]?t|not|stopped) breathing|"
    r"can['’]?t (?:breathe|wake|move|feel|stop)|unconscious|unresponsive|collapsed|passed out|"
    r"(?:he|she|they|i|we|my \w+) (?:just )?(?:took|swallowed|drank|ate|inhaled|spilled|mixed|overdosed)|"
    r"(?:want|wants|going|about|plan(?:ning)?) to (?:die|kill)|kill (?:myself|me|him|her)|tonight|symptoms? since|"
    r"(?:if|when) i['’]?m gone|without me|miss me|goodbye|give up|no point|worthless|a burden|anymore|can['’]?t go on|"
    r"how (?:do|can|could|would|should) (?:i|we|you|one) (?:make|build|synthesi[sz]e|produce|brew|get hold of|buy)|"
    r"strongest|most (?:toxic|lethal|deadly|painless)|lethal|how much [^.?!\n]{0,30} (?:to kill|to die|would kill)|"
    r"without (?:anyone|them|him|her) (?:knowing|noticing)|swallowed|ingested|got into)\b",
    r"\b(?:a avalé|ont avalé|a bu|se tom[oó]|se trag[oó]|trag[oó]|bebi[oó]|ingiri[oó]|ha (?:ingoiato|inghiottito|bevuto)|"
    r"engoliu|tomou|bebeu|ingeriu|verschluckt|geschluckt|getrunken|ingeslikt|doorgeslikt)\b",
    r"\b(?:maintenant|tout de suite|en ce moment|au secours|aidez-moi|aide-moi|que (?:dois-je|faire)|ahora(?: mismo)?|ya mismo|"
    r"ayuda|qu[ée] hago|qu[ée] debo hacer|jetzt|sofort|gerade|hilfe|was soll ich|notarzt|adesso|subito|aiuto|"
    r"cosa (?:faccio|devo fare)|agora|socorro|o que (?:eu )?fa[çc]o|meteen|wat moet ik)\b",
)


def now_danger(text: str) -> bool:
    return bool(NOW_DANGER.search(text))


def context_frame(text: str) -> str | None:
    """"prevention" / "educational" / "past" when the message is one of those and shows no danger now."""
    if now_danger(text):
        return None
    if PREVENTION.search(text) and not PREVENTION_OFF.search(text):
        return "prevention"
    if EDUCATIONAL.search(text):
        return "educational"
    if PAST.search(text):
        return "past"
    return None
