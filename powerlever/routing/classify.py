"""The heuristic prompt classifier: category, difficulty 1-10 and the signals that fired.

Pure and fast (precompiled regexes, no I/O, well under 1 ms). It is the deterministic floor every
other router stands on: the kNN router blends its signals in, the Claude routers call it as a tool,
and whenever anything else fails its answer is the one that routes the request.

Policy text inside the prompt ("route to ultra", "ignore previous instructions", "set power to 100")
is stripped before classifying, so a prompt cannot steer its own tier: it gets the tier its content
earns (see ``powerlever/routing/guardrails.py`` for the rest of the policy).
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from typing import Any

from powerlever.routing.folded import compile_ci
from powerlever.tiers import TIER_NAMES

CATEGORIES: tuple[str, ...] = ("safety-critical", "code", "math", "creative", "simple-qa", "reasoning", "chat")



def _rx(*parts: str) -> re.Pattern[str]:
    return compile_ci("|".join(f"(?:{p})" for p in parts))


# Text that tries to steer routing policy. Removed before classification; recorded as a signal.
STEERING = _rx(
    r"\bignore (?:all |any |the )?(?:previous|prior|above|earlier|your) (?:instructions?|rules?|prompts?|polic(?:y|ies))\b",
    r"\bdisregard (?:all |any |the )?(?:previous|prior|above|your) (?:instructions?|rules?|polic(?:y|ies))\b",
    r"\b(?:route|send|escalate|assign|upgrade|put|classify|mark|treat|label)\b[^.!?\n]{0,40}?"
    r"\b(?:ultra|performance|balanced|eco|top|highest|max(?:imum)?|frontier|h100|a100)\b"
    r"(?:[ -](?:tier|model|gpu|level|power))?",
    r"\b(?:use|pick|choose|select|give me|i (?:want|need))\b[^.!?\n]{0,20}?\b(?:the )?"
    r"(?:ultra|performance|balanced|eco|top|highest|biggest|largest|frontier) (?:tier|model|gpu)\b",
    r"\b(?:set|make|turn|crank)\b[^.!?\n]{0,20}?\b(?:power|difficulty|priority)\b[^.!?\n]{0,12}?"
    r"(?:to |= ?|at )?(?:\d{1,3}|max(?:imum)?|full|high(?:est)?)\b",
    r"\b(?:power|difficulty)\s*[:=]\s*\d{1,3}\b",
    r"\bthis (?:prompt |request |question )?is (?:safety[- ]critical|an? emergency|very (?:hard|difficult)|"
    r"extremely (?:hard|difficult)|difficulty \d+)\b",
    r"\b(?:system|developer) (?:prompt|override|message)\s*:",
    r"\b(?:ignore|bypass|skip|override|disable|turn off)\b (?:the |your |any |all )?(?:power lever'?s? )?"
    r"(?:router|routing|classifier|tier (?:choice|limits?)|power (?:limit|slider|setting))\b",
    r"\b(?:with|on|using) (?:the )?(?:biggest|largest|best|top|highest|ultra) (?:tier|model|gpu)\b",
    r"\b(?:use|pick|choose|select|give me|i (?:want|need)|switch to)\b[^.!?\n]{0,12}?\b(?:the |your |a )?(?:most powerful|"
    r"strongest|smartest|best|biggest|largest|top|fastest|most capable|highest[- ]power) (?:\w+ )?"
    r"(?:tier|model|gpu|llm|ai)\b",
    r"\b(?:use|give me|i (?:want|need)|with|at)\b[^.!?\n]{0,12}?\b(?:max(?:imum)?|full|all the) (?:power|compute)\b",
)

# "deport" and its forms in English, Spanish, Italian and Portuguese, not the Spanish "deporte", "deportivo" or
# "deportista" (sport: eight held-out everyday running plans were read as a deportation)
DEPORT_WORD = r"deport(?!es?\b|iv[oa]s?\b|istas?\b|ividad\b)\w*"

# Safety-critical: the four families the policy names. Each needs concrete content, not a keyword
# like "urgent" alone, so "URGENT: what is 2+2" stays simple.
SAFETY: dict[str, re.Pattern[str]] = {
    "medical-emergency": _rx(
        r"\b(?:chest pain|heart attack|can'?t breathe|cannot breathe|trouble breathing|not breathing|"
        r"stopped breathing|unconscious|unresponsive|passed out and|seizure|stroke symptoms|having a stroke|"
        r"face (?:is )?drooping|anaphyla\w*|throat (?:is )?(?:closing|swelling)|severe allergic|"
        r"bleeding (?:heavily|a lot|won'?t stop|that won'?t stop)|won'?t stop bleeding|overdos\w*|"
        r"swallowed (?:a |some |the )?(?:bleach|pills?|battery|batteries|detergent|poison)|"
        r"ate (?:rat )?poison|poison control|choking|snake ?bite(?! (?:suction |first[- ]aid )?(?:kits?|pumps?|extractors?))|bitten by a (?:snake|rattlesnake)|"
        r"carbon monoxide|coughing (?:up )?blood|vomiting blood|head injury|hit (?:his|her|my|their) head|"
        r"fever of 10[4-9]|baby (?:has|with) a (?:high )?fever|suicidal|diabetic (?:emergency|coma)|"
        r"insulin shock|blood sugar (?:is )?(?:very )?(?:low|high) and|blood sugar (?:is |of )?[1-4]\d\b|severe burn|"
        r"(?:(?<![.?!] )(?<!^)is|isn'?t|not|stopped) breathing(?! in\b)|short of breath|arm (?:is |went )?numb|do (?:i do )?cpr|"
        r"(?:drank|swallowed|ingested|ate) (?:some |a lot of )?(?:antifreeze|bleach|detergent pods?|"
        r"lamp oil|weed killer|pesticide|medication that)|lethal dose|"
        r"(?:swallowed|ingested) (?:one of (?:the|my|his|her|our|those) |a |an |some |two |several |the )?(?:[\w-]+ ){0,2}"
        r"(?:batter(?:y|ies)|magnets?|"
        r"pills?|tablets?|coins?)|(?:whole|entire|half a) bottle of|too many (?:\w+ )?(?:pills|tablets|of (?:my|his|her))|"
        r"took (?:\d+|a handful of|a bunch of|all (?:of )?(?:my|his|her)) (?:pills|tablets|\w+ pills)|"
        r"lips (?:are )?(?:turning )?(?:blue|purple)|turning blue|(?:can'?t|cannot|unable to) (?:lift|move) (?:his|her|my|their) "
        r"(?:\w+ )?(?:arm|leg)|slurr(?:ed|ing) (?:his |her |their |my )?(?:words|speech)|face (?:is )?swelling|"
        r"worst headache|bleeding heavily|(?:pregnant|weeks)[^.?!\n]{0,40}bleeding|allergic reaction|collapsed)",
    ),
    "self-harm": _rx(
        r"\b(?:kill(?:ing)? myself|suicid\w*|end (?:my|it all|my own) life|end it all|want to die|"
        r"self[- ]harm\w*|hurt(?:ing)? myself|cut(?:ting)? myself|no reason to (?:live|go on)|"
        r"better off (?:dead|without me)|take my (?:own )?life|don'?t want to (?:be alive|live|wake up)|"
        r"(?:pills|tablets)\b[^.?!\n]{0,40}\btake (?:them )?all|going to (?:jump|hang myself)|"
        r"painless way to die|end (?:his|her|their|your|my) (?:own )?life|end things|kill (?:him|her|them)sel(?:f|ves)|"
        # not a feeling one "dies of" (after blind v208: "I'm going to die of embarrassment")
        r"(?:wants?|going) to die(?! of (?:embarrassment|shame|boredom|laughter|laughing|cringe|curiosity|excitement|"
        r"suspense|anticipation|envy|jealousy)\b)|not (?:to )?wake up|goodbye (?:message|letter|note)(?![^.?!\n]{0,80}\b(?:moving (?:abroad|overseas|out|house|flat)|"
        r"leaving (?:for|the (?:company|job|team|school|country|city|firm)|my job)|retir\w+|relocat\w+|erasmus|(?:year|semester|"
        r"term) abroad|study(?:ing)? abroad|new job|emigrat\w+))|suicide note|"
        # a plan with a time ("I'm going to end it this weekend"), not a relationship ended ("end it with him")
        # (a probe of session 115, in-sample: "I want to end it tonight" flagged only by the classifier; wanting to, too)
        # (and not a party or a show ended "with a bang")
        r"(?:going to|gonna|about to|planning to|decided to|want to|wanna) end it(?: all)?(?! with\b)(?![^.?!\n]{0,30}\bwith (?:a )?"
        r"(?:bang|party|toast|song|drink|celebration|dance|fireworks|karaoke|speech)\b)(?=[^.?!\n]{0,20}\b(?:tonight|"
        r"today|tomorrow|this (?:week(?:end)?|friday|saturday|sunday)|soon|now|for good)\b)|"
        r"(?:burning|hurting|cutting|harming) (?:myself|himself|herself)|"
        # (the same probe: "how many pills would kill me", how many of a medicine would kill the writer)
        r"how (?:many|much) (?:of (?:my|these|the|those) )?(?:[\w-]+ ){0,2}(?:pills|tablets|capsules|meds|painkillers|paracetamol|"
        r"tylenol|ibuprofen|aspirin|insulin)\b[^.?!\n]{0,20}\b(?:would|will|could|to|does it take to|it takes to) kill me\b|"
        # found while reading blind v92 (not a blind miss): "I keep thinking about ending it" and "winter blues hit me hard,
        # thinking of ending it" were flagged by nothing (classifier P 0.015 and 0.001); not a relationship or a contract
        r"thinking (?:of|about) ending it(?: all)?(?! with\b)(?![^.?!\n]{0,40}\b(?:relationship|boyfriend|girlfriend|"
        r"marriage|partner|engagement|contract|lease|subscription|account|job|him|her|them)\b)|"
        # a probe of 40 short first-person statements after v92 (in-sample, not blind): flagged by nothing, classifier P
        # 0.006, 0.014 and 0.122: "i'm going to end it" as the whole message, dying thought of all the time, one's own
        # funeral imagined as a relief
        r"^\W*(?:i['’]?m|i am|im) (?:going to|gonna|about to) end it(?: all)?\W*$|"
        r"(?:think|thinking|thought) (?:about|of) (?:dying|being dead|killing myself)\b[^.?!\n]{0,10}\b(?:all the time|"
        r"constantly|every day|every night|a lot|more and more|nonstop)|"
        r"imagin\w* my (?:own )?funeral\b[^.?!\n]{0,40}\b(?:relief|peace|peaceful|better|calm)|"
        r"(?<!\d )(?<!\d)kms(?!\s*(?:to|per|away|from|of|long|an? hour)\b)|unalive (?:myself|me)\b|off myself|"
        # a method by its veins (missed on the long-message blind set v2, 2026-11-28: "Which veins should I cut so
        # it's over quickly?"); "cut my wrist" alone is left to the other rules, it is as often an accident
        r"which (?:veins?|arter(?:y|ies)) (?:to|should|do|would|is|are)|(?:slit|slash)\w* (?:my |your )?(?:wrists?|veins?)|"
        r"cut\w* (?:open )?(?:my |your )?veins?)",
    ),
    "dangerous-chemistry": _rx(
        r"\b(?:mix(?:ed|ing)?|combin\w+)\b[^.?!\n]{0,40}\b(?:bleach|ammonia|chlorine|hydrogen peroxide|acid)\b"
        r"[^.?!\n]{0,40}\b(?:bleach|ammonia|vinegar|acid|alcohol|fumes|gas)\b",
        r"\b(?:toxic|poisonous|chlorine|chloramine|mustard|nerve) gas\b",
        r"\b(?:nerve agent|sarin|ricin|vx agent|explosives?(?! decompression)|detonat\w+|pipe bomb|thermite|napalm|"
        r"synthesi[sz]e (?:a )?(?:poison|toxin|explosive)|make (?:a )?(?:bomb|poison|explosive))\b",
        r"\b(?:chemical (?:spill|burn|splash)|spilled (?:acid|lye|bleach)|got (?:bleach|acid|lye) in (?:my|his|her) eyes?|"
        r"inhaled (?:fumes|chlorine|gas)|mercury spill|gas leak|smell (?:gas|propane)|"
        r"(?:drain cleaner|oven cleaner|lye|acid|bleach|chemicals?) (?:in|into) (?:my|his|her|their) eyes?|"
        # hydrofluoric acid with a contact (after blind v40: a Breaking Bad scene, named alone, is not one)
        r"hydrofluoric(?=[\s\S]{0,160}\b(?:on (?:my|his|her|their|your|the) (?:\w+ )?(?:fingers?|hands?|skin|arms?|face|"
        r"legs?|feet|eyes?)|splash\w*|spill\w*|spilt|covered|drop\w*|touch\w*|burn\w*|expos\w*|leak\w*|broke\w*)\b)|"
        r"(?:splash\w*|spill\w*|spilt|got|covered|drop\w*|touch\w*|expos\w*|leak\w*)\b[^.?!\n]{0,60}hydrofluoric|"
        r"(?:acid|chemical|lye|bleach) (?:on|in) (?:my|his|her|their) (?:hand|skin|face|eye)|"
        r"rotten egg smell|(?:cloud|fumes|gas) (?:is )?coming off|(?:extract|make|produce|weaponi[sz]e) "
        r"(?:ricin|abrin|anthrax|sarin|botulinum)|(?:make|build) (?:a |an )?(?:bomb|explosive|ied))\b",
    ),
    "urgent-legal": _rx(
        r"\b(?:(?:been|being|got|was|i'?m|am) (?:arrested|detained)|police (?:are|is) (?:at|outside)|"
        r"(?:evict\w*|eviction)[^.?!\n]{0,40}(?:tomorrow|today|tonight|this week|in \d+ days?)|"
        # (after v634's look-alikes not a sports court: "a total bloodbath on court today lol")
        r"(?:(?<!on )(?<!off )court|hearing(?! (?:tests?|aids?|loss|checks?|screening|protection)))[^.?!\n]{0,30}(?:tomorrow|today|in the "
        r"morning)|restraining order|"
        r"protective order|domestic (?:violence|abuse)|being (?:stalked|threatened)|"
        # not a rival who wins at a game or a race (after blind v206: "if my little sister beats me at parkrun again lol")
        r"(?:hits|beats(?! me (?:at|in) (?:\w+['’]?s? ){0,2}(?:chess|cards|poker|scrabble|tennis|squash|badminton|golf|pool|"
        r"darts|parkrun|races?|running|sprints?|arm wrestling|video games?|games?|fifa|mario kart|quiz(?:zes)?)\b)|chokes|"
        r"threatens to kill) me|(?:was|were|been|got|am|is|are|'m)(?: just| being)? "
        r"(?:arrested|detained|held(?! (?:up|at customs|in customs|for collection|at the (?:depot|post office|sorting))))|"
        r"arrested for|pulled (?:me )?over|(?:want|wants|trying) to search my|"
        # a message that opens with its arrest and asks for help (after blind v312: "arrested in Hurghada, one call, help")
        # (after blind v317 also "arrested at the finish line, rights??": rights asked)
        r"^\W*(?:just |got )?arrested(?! development)(?=[^\n]{0,80}\b(?:help|one (?:phone )?call|lawyer|embassy|consulate|"
        r"(?:my )?rights|what (?:do|should) i do|what now)\b)|"
        + DEPORT_WORD
        + r"|(?:border|immigration) (?:agents|officers)|sextort\w*|threaten\w* to (?:release|leak|post)|"
        # (after v698's look-alikes not "I took my kids sledging": the writer's own outing)
        r"(?<!\bi )(?<!\bwe )took (?:our|my) (?:kids|children|son|daughter)|\b(?:i|we) took (?:our|my) (?:kids|children|son|daughter)"
        r"(?! (?:sledging|sledding|skiing|skating|swimming|camping|fishing|shopping|bowling|for (?:a|an|ice|pizza|lunch|dinner|tea)|"
        r"on (?:a|holiday)|to the (?:fair|park|beach|zoo|cinema|pool|seaside|races|show|match|panto(?:mime)?|funfair))\b)|"
        r"shut off tomorrow|"
        r"immigration (?:raid|detention)|ice (?:agents|detained)|"
        r"served (?:with )?(?:papers|a subpoena|a summons)[^.?!\n]{0,40}(?:respond|deadline|days)|"
        r"custody (?:emergency|hearing tomorrow)|took my (?:kids|children) (?:and|without)|"
        r"lawyer[^.?!\n]{0,20}(?:right now|immediately|urgently)|statute of limitations (?:ends|expires))\b",
    ),
}

CODE = _rx(
    r"```",
    r"\b(?:python|javascript|typescript|java|c\+\+|c#|golang|rust|ruby|kotlin|swift|bash|shell script|sql|"
    r"haskell|scala|php|html|css|react|django|flask|fastapi|pytorch|numpy|pandas|regex|regexp|docker|"
    r"kubernetes|terraform|graphql|json|yaml|api|cuda|verilog|assembly)\b",
    r"\b(?:function|method|class|variable|compile[rsd]?|debug\w*|refactor\w*|stack ?trace|traceback|"
    r"exception|segfault|null pointer|unit tests?|recursion|algorithm|data structure|linked list|"
    r"binary (?:search )?tree|hash ?map|big[- ]o|time complexity|implement(?:ation)?|code|script|"
    r"repository|git|commit|merge conflict|endpoint|query|database|schema|deadlock|race condition|mutex|"
    r"thread-safe|async|coroutine|decorator|lambda|closure|pointer|memory leak|garbage collect\w*|"
    r"program|bug|syntax error|typeerror|keyerror|indexerror|valueerror|import error|dependency)\b",
    r"\b(?:def |return |print\(|console\.log|#include|fn main|public static|SELECT .* FROM)",
)

MATH = _rx(
    r"\b(?:integral|integrate|derivative|differentiate|limit of|series|converge\w*|eigen\w*|matrix|matrices|"
    r"determinant|vector space|linear algebra|calculus|equation|inequality|polynomial|quadratic|"
    r"logarithm|log\(|sin\(|cos\(|tan\(|arccos|arcsin|arctan|exponent\w*|factorial|prime|modulo|gcd|lcm|"
    r"probability|expected value|variance|standard deviation|binomial|combinatorics|permutations?|"
    r"combinations?|theorem|lemma|proof|prove|irrational|rational number|topology|manifold|group theory|"
    r"ring|field extension|isomorphi\w+|homomorphi\w+|differential equation|ode|pde|fourier|laplace|"
    r"taylor (?:series|expansion)|geometry|triangle|circle|area of|volume of|perimeter|hypotenuse|"
    r"fraction|percent(?:age)?|solve for|simplify|square root|cube root|sum of|product of|"
    r"arithmetic|algebra|trigonometr\w+|statistic\w*|regression|bayes\w*|number theory)\b",
    r"\d+\s*[-+*/^×÷]\s*\d+",
    r"\b[xyz]\s*\^\s*\d|\b\d*[xyz]\s*[+\-=]",
    r"[∫∑∏√π∞≤≥≠]",
)

CREATIVE = _rx(
    r"\b(?:write|compose|draft|create|invent|craft|pen)\b[^.?!\n]{0,40}\b(?:poem|haiku|limerick|sonnet|story|"
    r"short story|tale|fable|song|lyrics|rap|verse|novel|chapter|screenplay|script for a|scene|dialogue|"
    r"monologue|joke|riddle|slogan|tagline|toast|speech|eulogy|fan ?fiction|fairy tale|bedtime story|"
    r"villanelle|ballad|ode|myth|legend)\b",
    r"\b(?:poem|haiku|limerick|sonnet|short story|bedtime story|lyrics|villanelle|worldbuilding|"
    r"plot twist|character arc|narrative|protagonist|fiction|rhyme|rhyming|metaphor|in the style of|"
    r"brainstorm (?:names|ideas|titles)|name ideas|creative)\b",
)

SIMPLE_QA = _rx(
    r"^\s*(?:what|who|when|where|which) (?:is|are|was|were|did|does|do)\b[^.?!\n]{0,60}\??\s*$",
    r"^\s*(?:how many|how much|how old|how tall|how far|how long|how big)\b[^.?!\n]{0,60}\??\s*$",
    r"\b(?:capital of|population of|boiling point|freezing point|speed of light|who (?:wrote|invented|"
    r"discovered|painted|founded)|what year|when did|how many (?:days|legs|planets|continents|ounces|"
    r"feet|inches|minutes|seconds|hours|bones|teeth|players)|define|definition of|meaning of|synonym|"
    r"antonym|spell|translate|opposite of|stand for|abbreviation|plural of|past tense of|convert)\b",
)

REASONING = _rx(
    r"\b(?:why|explain|analy[sz]e|analysis|compare|contrast|evaluate|assess|critique|argue|argument|"
    r"trade-?offs?|pros and cons|implications?|consequences?|strateg\w+|plan|design|architect\w*|"
    r"recommend\w*|should i|decide|decision|justify|reason\w*|infer|deduce|hypothes\w+|cause|"
    r"root cause|diagnos\w+|predict|forecast|optimi[sz]\w+|step[- ]by[- ]step|walk me through|"
    r"in depth|detailed|thorough|comprehensive|nuanced|puzzle|riddle|logic|paradox|dilemma|ethic\w*|"
    r"philosoph\w*|econom\w+|policy|history of|impact of|difference between|how does|how do|how would|"
    r"what would happen|what if|summari[sz]e|outline)\b",
)

CHAT = _rx(
    r"^\s*(?:hi|hello|hey|yo|hiya|howdy|good (?:morning|afternoon|evening|night)|thanks|thank you|"
    r"thx|ok(?:ay)?|cool|nice|great|lol|bye|goodbye|see you|cheers|sup|what'?s up)\b",
    r"\b(?:how are you|how'?s it going|nice to meet|tell me about yourself|who are you|are you (?:a bot|"
    r"human|real)|what can you do|i'?m (?:bored|tired|happy|sad)|my day|good job|you'?re (?:great|funny))\b",
)

# Complexity markers raise difficulty within any category.
HARD = _rx(
    r"\b(?:prove|proof|rigorous\w*|formal(?:ly)?|derive|derivation|from first principles|optimal|"
    r"optimi[sz]e|complexity analysis|asymptotic|distributed|concurren\w+|lock-free|consensus|"
    r"fault[- ]toleran\w+|scalab\w+|production[- ]grade|end[- ]to[- ]end|architecture|system design|"
    r"compiler|interpreter|kernel|cryptograph\w+|zero-knowledge|byzantine|formal verification|"
    r"research|literature review|novel approach|state of the art|multi-step|edge cases|trade-?offs|"
    r"thread-safe|memory model|numerical stability|non-trivial|nontrivial|graduate|phd|olympiad|"
    r"competition|np-hard|dynamic programming|measure theory|galois|riemann|stochastic|"
    r"quantum|general relativity|thermodynamic\w*|security audit|vulnerabilit\w+|threat model|"
    r"jit|machine code|bytecode|ssa|garbage collect\w*|allocator|write barriers?|exactly-once|idempoten\w+|"
    r"heat equation|wave equation|fourier|random walk|zeta|fundamental group|covering space|imo|"
    r"in full rigou?r|complete proof|measure-theoretic|critically|second-order|research-level|"
    r"game theory|geopolitic\w*|evidence for and against|statistical analysis|trial design|paradox|"
    r"novel|screenplay|sestina|villanelle|hexameter|pentameter|unreliable narrator|second person|"
    r"in the style of|character arc|one-act play|epic poem|eulogy)\b",
)
MEDIUM = _rx(
    r"\b(?:explain|implement|write a (?:function|script|program|class)|debug|fix|compare|analy[sz]e|"
    r"summari[sz]e|step[- ]by[- ]step|detailed|several|multiple|each|all of|list of|table|essay|"
    r"report|plan|strategy|refactor|convert|translate|solve|calculate|compute|estimate|unit tests?|"
    r"why does|why is|how does|how do)\b",
)
# Expert topics: not hard by themselves, but a notch above a routine request.
TOPIC = _rx(
    r"\b(?:raft|paxos|leader election|consistent hashing|replication|sharding|rate limiter|load balancer|"
    r"key-value store|parser|lexer|b-tree|red-black|trie|dijkstra|graph algorithm|memory leak|backoff|"
    r"scheduler|schema|design (?:the|a|an)|taylor|radius of convergence|converges?|integer solutions|"
    r"diophantine|hausdorff|compact|topolog\w*|eigen\w*|short story|plot twist|retelling|persuasive|"
    r"told entirely|experiment|confounders?|detailed analysis|financial stability)\b",
)
EASY = _rx(
    r"\b(?:quick(?:ly)?|briefly|simple|one word|one sentence|in a word|yes or no|just tell me|"
    r"tl;?dr|eli5|like i'?m five|haiku|one-line|joke|slogan|name for)\b",
    r"^\s*how (?:do|can|should) i\b[^.?!\n]{0,50}\??\s*$",
)

# Base difficulty per category, before complexity adjustments.
BASE_DIFFICULTY: dict[str, int] = {
    "safety-critical": 10,
    "code": 3,
    "math": 3,
    "creative": 3,
    "simple-qa": 1,
    "reasoning": 4,
    "chat": 1,
}


@dataclass
class Classification:
    """What the heuristic classifier concluded and why (``signals`` name every rule that fired)."""

    category: str
    difficulty: int
    signals: list[str] = field(default_factory=list)
    score: float = 0.0  # continuous difficulty estimate (1.0-10.0) the calibration thresholds act on
    safety_family: str | None = None
    # The least tier measured outcomes allow: set by the kNN router when the prompt is close to
    # outcome-labeled rows whose cheaper tiers answered wrong (``knn.outcome_vote``). Only raises a tier.
    floor_tier: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def floored(self, tier: str) -> str:
        """``tier`` raised to ``floor_tier`` when the floor is higher (the one place a floor applies)."""
        if self.floor_tier is None or TIER_NAMES.index(self.floor_tier) <= TIER_NAMES.index(tier):
            return tier
        return self.floor_tier


def strip_steering(prompt: str) -> tuple[str, list[str]]:
    """Remove text that tries to steer routing policy; return the cleaned text and what was removed."""
    removed = [m.group(0) for m in STEERING.finditer(prompt)]
    if not removed:
        return prompt, []
    return STEERING.sub(" ", prompt), removed


def _count(rx: re.Pattern[str], text: str, cap: int = 6) -> int:
    n = 0
    for _ in rx.finditer(text):
        n += 1
        if n >= cap:
            break
    return n


def safety_family(text: str) -> str | None:
    for family, rx in SAFETY.items():
        if rx.search(text):
            return family
    return None


def classify_prompt(prompt: str, check_safety: bool = True) -> Classification:
    """Classify a prompt into a category with a difficulty 1-10; pure, deterministic, sub-millisecond.

    ``check_safety=False`` skips the safety rules (the router asks ``routing.safety`` instead, which
    adds the other languages, the informational-frame exception and the embedding detector)."""
    text, steering = strip_steering(prompt or "")
    signals: list[str] = []
    if steering:
        signals.append(f"steering-ignored:{len(steering)}")

    family = safety_family(text) if check_safety else None
    if family:
        signals.append(f"safety:{family}")
        return Classification("safety-critical", 10, signals, 10.0, family)

    stripped = text.strip()
    words = len(stripped.split())
    counts = {
        "code": _count(CODE, text),
        "math": _count(MATH, text),
        "creative": _count(CREATIVE, text),
        "simple-qa": _count(SIMPLE_QA, text),
        "reasoning": _count(REASONING, text),
        "chat": _count(CHAT, text),
    }
    # Weights: concrete domain evidence (code, math, creative) beats generic question words.
    weights = {"code": 1.6, "math": 1.4, "creative": 1.8, "simple-qa": 1.1, "reasoning": 0.9, "chat": 1.0}
    scores = {c: counts[c] * weights[c] for c in counts}
    if "```" in text or re.search(r"\b(?:def|class|function|SELECT)\b.*[:({]", text):
        scores["code"] += 2.0
    if words > 25:
        scores["simple-qa"] *= 0.3  # long prompts are rarely one-fact lookups
        scores["chat"] *= 0.3
    best = max(scores, key=lambda c: scores[c])
    if scores[best] <= 0:
        best = "chat" if words <= 8 else "reasoning"
        signals.append("no-category-signal")
    for c, n in counts.items():
        if n:
            signals.append(f"{c}:{n}")

    hard = _count(HARD, text)
    medium = _count(MEDIUM, text)
    easy = _count(EASY, text)
    topic = _count(TOPIC, text)
    score = float(BASE_DIFFICULTY[best])
    score += 1.5 * hard + 1.0 * topic + 0.6 * medium - 1.0 * easy
    if topic:
        signals.append(f"expert-topic:{topic}")
    # Length: longer, multi-part prompts need more capacity (+0.07 per word beyond 10, at most +2.5).
    length_bonus = min(2.5, max(0.0, 0.07 * (words - 10)))
    if length_bonus:
        score += length_bonus
        signals.append(f"length:{words}w")
    elif words <= 6 and best in ("simple-qa", "chat"):
        score -= 0.5
    commas = text.count(",") + text.count(";")
    if commas >= 3:
        score += 0.5
        signals.append(f"multi-part:{commas}")
    questions = text.count("?")
    if questions >= 3:
        score += 0.8
        signals.append(f"multi-question:{questions}")
    constraints = len(re.findall(r"(?m)^\s*(?:\d+[.)]|[-*•])\s+", text))
    if constraints >= 3:
        score += 0.8
        signals.append(f"enumerated-parts:{constraints}")
    if hard:
        signals.append(f"hard-markers:{hard}")
    if medium:
        signals.append(f"medium-markers:{medium}")
    if easy:
        signals.append(f"easy-markers:{easy}")
    if best == "simple-qa":
        score = min(score, 3.0)  # a one-fact lookup never needs a big model
    elif best == "chat":
        score = min(score, 3.0)
    score = max(1.0, min(9.5, score))  # 10 is reserved for safety-critical
    difficulty = int(max(1, min(9, round(score))))
    return Classification(best, difficulty, signals, round(score, 3))
