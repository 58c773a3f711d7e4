"""Signs of urgent legal or personal danger now: violence, threats, someone held, taken or followed.

A court hearing within hours, police or immigration at the door, sextortion with a deadline, a threat to kill, an armed
person, being followed or held, a child taken, an eviction tonight, a stalker outside. Seven languages where the words
differ. ``RULES`` lists them, one ``SignRule`` each; ``has_signs`` asks them.
"""

from __future__ import annotations

import re

from powerlever.routing.classify import DEPORT_WORD
from powerlever.routing.safety_harm import any_of
from powerlever.routing.signs import SignRule, first_rule
from powerlever.routing.signs.frames import FICTION, WRITER_IS_THE_ONE, sentences

LEGAL = any_of(
    r"\b(?:court|hearing(?! (?:tests?|aids?|loss|checks?|screening|protection))|trial|arraignment|sentencing)\b[^.?!\n]{0,40}"
    r"\b(?:in (?:an|one|two|three|a few|\d+) (?:hours?|minutes?|mins?)|"
    r"this (?:morning|afternoon)|starts? (?:soon|now|in))\b",
    r"\b(?:they|police|the police|cops|prosecutors?|the da) (?:just |have |'?ve )?charged me\b",
    r"\b(?:i['’]?ve been|i was|i got|i['’]?m being|i am being|i['’]?ve just been) charged with\b",
    # (after blind v275 also "Police banging on the farmhouse door": a word naming the door or the house between)
    r"\b(?:police|cops|officers?|detectives?|agents)\b[^.?!\n]{0,20}\b(?:at|outside|banging on|knocking on|hammering on|pounding "
    r"on) (?:my|the|our) (?:front |back |farmhouse |house |flat |apartment |cottage |caravan )?(?:door|house|flat|apartment)\b",
    # v201: "police at salon door with a warrant for me" (no article; the workplace's door)
    r"\b(?:police|cops|officers?|detectives?)\b[^.?!\n]{0,20}\bat (?:(?:my|the|our) )?(?:salon|shop|office|work|studio|garage|"
    r"front|back|site|store|gym) door\b",
    r"\b(?:a |an |the )?(?:arrest )?warrant (?:out )?for (?:me|my arrest)\b",
    r"\b(?:police|flics|gendarmes?)\b[^.?!\n]{0,30}\b(?:devant (?:chez moi|ma porte|la porte|la maison)|à (?:ma|la) porte|"
    r"chez moi)\b", r"\bveulent? entrer\b[^.?!\n]{0,40}\b(?:mandat|papiers?)\b",
    # (after blind v577 also "A GNR está à porta para levar o meu cão": the door "à porta", and the forces of each country named,
    # six languages)
    r"\b(?:polic[ií]a|guardia civil|mossos|ertzaintza)\b[^.?!\n]{0,30}\b(?:en (?:mi|la) (?:puerta|casa)|a (?:mi|la) puerta|frente a "
    r"mi casa|afuera de mi casa|quieren? entrar)\b",
    r"\b(?:polizei|polizisten)\b[^.?!\n]{0,30}\b(?:vor (?:meiner|der) (?:tür|haustür|wohnung)|vor meinem haus|(?:steht|stehen|klopft|klopfen|"
    r"klingelt|klingeln) an (?:meiner|der) (?:tür|haustür)|(?:will|wollen) (?:rein|herein|in die wohnung))\b",
    r"\b(?:polizia|carabinieri|guardia di finanza)\b[^.?!\n]{0,30}\b(?:alla (?:mia )?porta|davanti a casa|sotto casa|"
    r"vogliono entrare|vuole entrare)\b",
    r"\b(?:pol[ií]cia|gnr|psp)\b[^.?!\n]{0,30}\b(?:(?:na|à) (?:minha )?porta|em frente (?:à|a) minha casa|querem? entrar)\b",
    r"\b(?:politie|marechaussee|agenten)\b[^.?!\n]{0,30}\b(?:sta(?:at|an) (?:voor|aan) (?:de|mijn) deur|voor de deur|"
    r"wil(?:len)? (?:binnen|naar binnen))\b",
    # after blind v290: "De politie staat bij het geboortecentrum en wil een cliënte meenemen die net bevallen is" (police here
    # who want to take someone away), seven languages; not a statement or details taken
    r"\b(?:police|cops|politie|polizei|polic[ií]a|polizia|gendarmes?|flics)\b[^.?!\n]{0,60}\b(?:wants? to take (?:him|her|them|"
    r"my|our|a|the|one of)\b(?! (?:\w+ )?(?:statement|details|report|fingerprints|photos?|look)\b)|(?:wil|willen) (?:\w+ ){1,3}"
    r"meenemen|(?:will|wollen) (?:\w+ ){1,3}mitnehmen|veu(?:t|lent) (?:l['’]|la |le |les |une |un |mon |ma )?\w* ?emmener|"
    r"(?:quiere|quieren) llevarse|(?:vuole|vogliono) portare via|(?:quer|querem) levar)\b",
    r"\b(?:a été|j'ai été) (?:arrêtée?|interpellée?)\b", r"\b(?:arrestaron|detuvieron) a mi\b",
    r"\b(?:mi hanno arrestat[oa]|hanno arrestato (?:mio|mia))\b", r"\b(?:fui|foi) pres[oa]\b", r"\bprenderam (?:o meu|a minha|meu|minha)\b",
    r"\b(?:is|ben|werd) (?:net |vandaag |gisteren )?(?:gearresteerd|opgepakt)\b",
    r"\b(?:audience|procès)\b[^.?!\n]{0,30}\b(?:demain|dans (?:une|\d+) heures?|cet après-midi)\b",
    r"\b(?:juicio|audiencia)\b[^.?!\n]{0,30}\b(?:mañana|en una hora|hoy)\b",
    # after blind v507: "Je passe au tribunal demain matin ... mon avocat m'a lâché ce soir" (in court tomorrow), seven languages
    r"\bje passe (?:au tribunal|devant le juge) demain\b|\b(?:voy a juicio|tengo juicio|me juzgan) mañana\b|\bich muss morgen "
    r"(?:\w+ )?vor (?:gericht|den richter)\b|\b(?:vado|sono) in tribunale domani\b|\bvou (?:a|ao) tribunal amanhã\b|\bik moet "
    r"morgen (?:\w+ ){0,3}(?:voor|bij) de rechter(?:bank)?\b",  # ("morgen om 10 uur bij de rechter": after blind v550)
    r"\b(?:gerichtstermin|verhandlung|anhörung)\b[^.?!\n]{0,30}\b(?:morgen|heute|in einer stunde)\b",
    r"\budienza\b[^.?!\n]{0,30}\b(?:domani|oggi|tra un['’]ora)\b",
    r"\baudiência\b[^.?!\n]{0,30}\b(?:amanhã|hoje|daqui a uma hora)\b",
    r"\b(?:zitting|rechtszaak)\b[^.?!\n]{0,30}\b(?:morgen|vandaag|over een uur)\b",
    # after blind v488: "Domattina ho l'udienza per l'eredità ... e stasera l'avvocato mi ha mollato" (the day before the hearing),
    # seven languages
    # (after blind v503 also an hour between: "Mañana a las 10 tengo el juicio", and the English "tomorrow at 10 I have the trial")
    r"\b(?:domani(?: mattina)?|domattina)(?: alle \d{1,2}(?:[:.]\d\d)?)?,? (?:ho|avrò|c['’]è|è) (?:l['’]udienza|il processo|il mio "
    r"processo|un['’]udienza|un processo)\b|\bdemain(?: matin)?(?: à \d{1,2} ?h(?:\d\d)?)?,? (?:j['’]ai|c['’]est) (?:l['’]audience|mon procès|une audience|un procès)\b|\bmañana(?: por la "
    r"mañana)?(?: a las \d{1,2}(?:[:.]\d\d)?)?,? (?:tengo|es) (?:el juicio|la audiencia|mi juicio|un juicio|una audiencia)\b|\bmorgen(?: früh)?(?: um \d{1,2}"
    r"(?:[:.]\d\d)?(?: uhr)?)?,? (?:habe ich|hab ich|ist) (?:den|meinen|die|meine|einen|eine) (?:gerichtstermin|verhandlung|anhörung)\b|"
    r"\bamanhã(?: de manhã)?(?: às \d{1,2}(?:h\d\d|[:.]\d\d)?h?)?,? (?:tenho|é) (?:a audiência|o julgamento|a minha audiência|uma audiência|um julgamento)\b|"
    # (after blind v603 also "Mañana a las 9 tengo juicio por la demanda del ayuntamiento ... no tengo abogado": the bare word, beside
    # a lawyer, a lawsuit or a court; not "juicio de cocina" at a contest)
    r"\b(?:mañana(?: por la mañana)?(?: a las \d{1,2}(?:[:.]\d\d)?)?,? tengo juicio|amanhã(?: de manhã)?(?: às \d{1,2}(?:h\d\d|[:.]\d\d)?h?)?,? "
    r"tenho (?:audiência|julgamento))\b(?=[\s\S]{0,200}\b(?:abogad\w*|advogad\w*|demanda\w*|tribunal|juzgado|fiscal|denuncia\w*|"
    r"acusad\w*|processo|réu|defensor\w*|r[aá]pido)\b)|"
    r"\bmorgen(?:ochtend|vroeg)?(?: om \d{1,2}(?:[:.]\d\d)?(?: uur)?)?,? (?:heb ik|is) (?:de|mijn|een) (?:zitting|rechtszaak)\b|"
    r"\btomorrow(?: morning)?(?: at \d{1,2}(?:[:.]\d\d)?(?: ?[ap]\.?m\.?)?)?,? (?:i have|i['’]ve got|i got|is) (?:the|my|our|a) (?:trial|"
    r"hearing|court (?:date|case|hearing))\b(?! (?:tests?|aids?|checks?|appointments?|screening|exams?)\b)",  # (not a hearing test)
    # violence against the writer, past tense, and threats to finish it
    r"\b(?:grabbed|held|squeezed|pinned) me (?:up )?by the (?:throat|neck)\b", r"\b(?:choked|strangled) me\b",
    r"\b(?:said|says|threatened|swore|told me|promised) (?:that )?(?:he|she|they)(?:['’]ll| will|['’]d| would| is going to| was going to|"
    r" was gonna|['’]s gonna| is gonna) (?:finish (?:it|me|the job|what he started|what she started)|kill me|hurt me)\b",
    r"\bm['’]a (?:étranglée?|serrée? le cou|frappée?)\b", r"\bme (?:estrangul[oó]|ahorc[oó]|agarr[oó] del cuello|golpe[oó])\b",
    r"\bhat mich (?:gewürgt|geschlagen|am hals gepackt)\b", r"\bmi ha (?:strangolat[oa]|picchiat[oa]|preso per il collo)\b",
    r"\bme (?:enforcou|estrangulou|agarrou pelo pescoço)\b", r"\bheeft me (?:gewurgd|geslagen|bij de keel gegrepen)\b",
)


# urgent legal: extortion with a deadline or a threat to publish intimate images
BLACKMAIL = any_of(r"\b(?:blackmail\w*|sextort\w*|extort\w*|chantaj\w*|chantag\w*|erpress\w*|ricatt\w*|afpers\w*|extors\w*|"
                   r"chanteer\w*|gechanteerd)\b")  # (Dutch "chanteert": after blind v614)


PAY_IF = any_of(
    r"\b(?:if i don['’]?t pay|unless i pay|pay (?:\d+|them|up|him|her)\b[^.?!\n]{0,30}\b(?:by|before|or)|si no pago|"
    r"si je ne (?:paie|paye) pas|wenn ich nicht(?: [^.?!\n]{0,30})? (?:zahle|bezahle)|se non pago|se (?:eu )?não pagar|als ik "
    r"niet(?: [^.?!\n]{0,30})? betaal)\b")  # ("wenn ich nicht bis heute Abend zahle": after blind v602's probes; "als ik niet vóór
# morgen 12 uur betaal": after blind v606)
# after blind v602: "Jemand droht, Fotos vom Kabaddi-Trainer zu veröffentlichen, wenn der Verein nicht bis morgen 12 Uhr 3000 Euro
# zahlt" (a club or team that must pay, read with PUBLISH and DEADLINE), seven languages; not a club's rent due
PAY_IF_CLUB = any_of(
    r"\b(?:unless (?:the|our) (?:club|team|school|company) pays|if (?:the|our) (?:club|team|school|company) (?:doesn['’]?t|does not) "
    r"pay|si (?:el|nuestro) (?:club|equipo) no paga|si (?:le|notre) (?:club|équipe) ne (?:paie|paye) pas|wenn (?:der|unser) "
    r"(?:verein|klub|club)\b[^.?!\n]{0,10}\bnicht\b[^.?!\n]{0,40}\b(?:zahlt|bezahlt)|se (?:la|il) (?:società|squadra|club) non paga|"
    r"se o (?:clube|time) não pagar|se a equipa não pagar|als de (?:club|vereniging) niet betaalt)\b")


# after blind v582: "sports centre manager says unless we pay £1,200 for damages by 5pm today he'll report the whole team to the police
# for criminal damage. can he do that" (paying by a deadline, or being reported), seven languages
PAY_IF_WE = any_of(r"\b(?:unless we pay|if we (?:don['’]?t|do not) pay|si no pagamos|si (?:on ne paie|nous ne payons) pas|wenn wir nicht "
                   r"(?:zahlen|bezahlen)|se non paghiamo|se (?:nós )?não pagarmos|als we niet betalen)\b")
REPORTED_IF_NOT = any_of(r"\b(?:he|she|they)(?:['’]ll| will| would|['’]d|['’]s going to| is going to|['’]re going to| are going to) "
                         r"(?:report|call the (?:police|cops) on|go to the police (?:about|with)) (?:me|us|the (?:whole )?\w+|my \w+|our \w+)\b",
                         r"\b(?:nos|me) (?:va a )?denunci(?:a|ará|ar)\b|\b(?:nous|me) (?:dénonce|dénoncera|va (?:nous|me) dénoncer)\b|"
                         r"\b(?:zeigt|wird) (?:uns|mich) (?:an|anzeigen)\b|\b(?:zeigt|wird) (?:er|sie) (?:uns|mich) (?:an|anzeigen)\b|"
                         r"\b(?:ci|mi) (?:denuncia|denuncerà)\b|\b(?:nos|me) (?:vai )?"
                         r"denunci(?:a|ar|ará)\b|\b(?:geeft|zal) (?:ons|me|mij) (?:aan|aangeven)\b")


PUBLISH = any_of(
    r"\b(?:send|post|share|leak|publish|release|upload|show)\w* (?:it|them|the (?:video|photos?|pictures?|pics|nudes)|my "
    r"(?:photos?|pictures?|pics|nudes|video)) (?:to|on|online)\b",
    r"\b(?:publi\w+|diffus\w+|envoyer|enviar|veröffentlich\w*|verschick\w*|pubblic\w*|mandare|verspreid\w*|online zetten)\b"
    r"[^.?!\n]{0,30}\b(?:photos?|fotos?|vidéo|video|vídeo|bilder|foto['’]?s|immagini)\b",
    # (after blind v613 also "ils publient les données des jeunes athlètes": data published or leaked, seven languages)
    r"\b(?:publi\w+|leak\w*|diffus\w+|release\w*|dump\w*|filtr\w*|veröffentlich\w*|lek\w*)\b[^.?!\n]{0,20}\b(?:the |our |their |les |"
    r"des |los |die |i |os |de )?(?:data|données|datos|daten|dati|dados|gegevens|personal details|records)\b",
    # (after blind v602 also "droht, Fotos vom Kabaddi-Trainer zu veröffentlichen": the photos first)
    r"\b(?:fotos?|bilder|videos?)\b[^.?!\n]{0,30}\bzu (?:veröffentlichen|verschicken|verbreiten)\b",
)


INTIMATE = any_of(r"\b(?:nudes?|intimate|naked|explicit|webcam|íntimas?|intimes?|nackt\w*|intim\w*|nud[eo]s?|naakt\w*|sexual\w*)\b")


DEADLINE = any_of(
    # (after blind v597 also a weekday: "unless I promote him to black belt by friday", seven languages)
    r"\b(?:by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend)|antes del (?:lunes|martes|miércoles|jueves|"
    r"viernes|sábado|domingo)|avant (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|bis (?:montag|dienstag|mittwoch|donnerstag|"
    r"freitag|samstag|sonntag)|entro (?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)|até (?:segunda|terça|quarta|quinta|"
    r"sexta|sábado|domingo)|voor (?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag))\b",
    r"\b(?:by (?:midnight|tonight|tomorrow|\d{1,2}(?::\d\d)? ?(?:am|pm)?)|within (?:\d+|an?|one|two|24|48) (?:hours?|minutes?)|"
    r"antes de (?:las|la|medianoche|mañana)|avant (?:minuit|ce soir|demain|\d+ ?h)|bis (?:mitternacht|heute abend|morgen)|"
    r"entro (?:stasera|domani|mezzanotte|le)|até (?:à meia-noite|amanhã|hoje|às)|v[oó][oó]r (?:middernacht|vanavond|"
    r"morgen(?:ochtend|middag|avond|vroeg)?)|before (?:midnight|tonight|tomorrow(?: morning| night| evening)?))\b")  # (v629)


# after blind v597: "a student secretly filmed me in the changing room and says he'll send it to my wife and the federation unless I
# promote him to black belt by friday" (a threat to send or show something to one's family or others unless the writer does
# something, read with DEADLINE), seven languages
EXPOSE_UNLESS = any_of(
    r"\b(?:he|she|they)(?:['’]ll| will| would|['’]d|['’]s going to| is going to|['’]re going to| are going to| threatens? to| "
    r"threatened to) (?:send|post|share|leak|show|publish|forward)\w* (?:it|them|this|the (?:video|videos|clip|footage|recording|"
    r"photos?|pictures?|pics|screenshots?|messages|texts|nudes|tape)) (?:to|with) (?:my (?:wife|husband|partner|boss|family|parents|mum|"
    r"mom|dad|kids|girlfriend|boyfriend|employer|school|club|coach|church)|the (?:federation|club|press|police|board|school|whole \w+|"
    r"papers|media|internet|committee)|everyone|everybody|all)\b[^.?!\n]{0,80}\b(?:unless i|if i (?:don['’]?t|do not|refuse to))\b",
    r"\b(?:l[oa]s?|me) (?:va a )?(?:enviar|mandar|publicar|enseñar)\w*\b[^.?!\n]{0,30}\ba (?:mi|la|el|todos)\b[^.?!\n]{0,80}"
    r"\b(?:si no|a menos que)\b",
    r"\b(?:va|menace de) (?:l['’]|les )?(?:envoyer|montrer|publier|diffuser)\b[^.?!\n]{0,40}\b(?:à ma|à mon|à la|au|à tout)\b"
    r"[^.?!\n]{0,80}\b(?:si je ne|sauf si je|à moins que je)\b",
    r"\b(?:schickt|zeigt|schicken|zeigen|veröffentlicht|veröffentlichen|verschickt|verschicken)\b (?:es|sie|das video|die fotos|die "
    r"bilder)\b[^.?!\n]{0,30}\b(?:an|meiner|meinem|dem|der|allen)\b[^.?!\n]{0,80}\b(?:wenn ich nicht|es sei denn)\b",
    r"\b(?:l[oaie]|me l[oaie]) (?:manda|mandarà|invia|invierà|pubblica|pubblicherà|mostra|mostrerà|farà vedere) a (?:mia|mio|tutti|"
    r"la|il)\b[^.?!\n]{0,80}\b(?:se non|a meno che)\b",
    r"\b(?:manda|mandar|envia|enviar|publica|publicar|mostra|mostrar)\w*(?:-o|-a|-los|-las)?\b[^.?!\n]{0,30}\b(?:à|ao|para a|para o|"
    r"a toda)\b[^.?!\n]{0,80}\b(?:se (?:eu )?não|a não ser que)\b",
    r"\b(?:stuurt|deelt|publiceert|sturen|delen|laat)\b[^.?!\n]{0,30}\b(?:naar|aan) (?:mijn|de|iedereen|het)\b[^.?!\n]{0,80}"
    r"\b(?:als ik niet|tenzij ik)\b")


# (not banter: "he'll show the video to the whole club unless I apologise by friday lol it's the karaoke one"; "joking" is left out,
# since "he's not joking" is said of a real threat)
BANTER = any_of(r"\b(?:lol|lmao|haha\w*|karaoke|banter)\b|😂|🤣")


SEND_IF = any_of(r"\bif i (?:don['’]?t|do not|refuse to) (?:send|give|show)\b[^.?!\n]{0,30}\b(?:pictures?|pics|photos?|"
                 r"nudes|videos?)\b")


SEND_THREAT = any_of(r"\b(?:send|post|share|leak|show)\w* (?:it|them|the (?:\w+ )?(?:ones|pictures?|pics|photos?|videos?|nudes))\b"
                     r"[^.?!\n]{0,15}\b(?:to|with) (?:my|all|everyone|everybody|the whole)\b")


THREAT_KILL = any_of(
    # (after blind v106's paraphrases also "would" and the contractions: "said he'd stab me if I report him")
    r"\b(?:says?|said|scream\w*|shout\w*|yell\w*|threaten\w*|swear\w*|texted|keeps? saying)\b[^.?!\n]{0,20}\b(?:he|she|they)"
    r"(?:(?:['’]s|['’]re| is| are)? (?:going to|gonna|is coming to)| will| would|['’]ll|['’]d) (?:kill|hurt|get|shoot|stab) "
    r"(?:me|us|my \w+)\b(?! (?:a|an|some|the|one|coffee|lunch|home|there|back|in|out|up)\b)",
    r"\b(?:he|she|they)(?:['’]s|['’]re| is| are) (?:going to|gonna) (?:kill|shoot|stab) (?:me|us)\b",
    # after blind v291: "Someone posted on the band's Facebook that they'll shoot our conductor at tomorrow's parade" (a threat
    # posted or written, against the writer's own people)
    r"\b(?:posted|wrote|commented|messaged|tweeted|texted|said)\b[^.?!\n]{0,40}\b(?:he|she|they|someone)(?:['’]ll| will|"
    r"(?:['’]s|['’]re| is| are)? (?:going to|gonna)) (?:kill|shoot|stab|bomb) (?:me|us|(?:my|our) (?!(?:wedding|video|film|"
    r"photos?|pictures?|gig|concert|session|scene|promo|album|portraits?|headshots?|event|band|show|music video)\b)\w+)\b",
    r"\b(?:il|elle) (?:dit|crie|menace)\b[^.?!\n]{0,25}\b(?:va me tuer|de me tuer|me tuer)\b",
    r"\b(?:dice|grita|amenaza)\b[^.?!\n]{0,25}\b(?:me va a matar|matarme|va a matarme)\b",
    r"\b(?:sagt|schreit|droht)\b[^.?!\n]{0,25}\b(?:mich (?:umbringt|umbringen|töten|tötet|abstechen))\b",
    r"\b(?:dice|urla|minaccia)\b[^.?!\n]{0,25}\b(?:mi (?:ammazza|uccide|ammazzerà|ucciderà)|di uccidermi|di ammazzarmi)\b",
    r"\b(?:diz|grita|ameaç\w*)\b[^.?!\n]{0,25}\b(?:me matar|matar-me|vai me matar)\b",
    r"\b(?:zegt|schreeuwt|dreigt)\b[^.?!\n]{0,25}\b(?:me (?:gaat )?(?:vermoorden|doodmaken|komt halen)|me te vermoorden)\b",
)


ARMED = any_of(
    r"\b(?:pulled|drew|pointing|pointed|waving|holding|has|with|carrying) (?:a |an )?(?:knife|gun|pistol|machete|bat|rifle|axe)\b"
    r"[^.?!\n]{0,60}\b(?:on me|at me|at us|outside|at (?:my|the|our) door|still (?:here|there|outside)|in the (?:car park|parking|street|house))\b",
    r"\b(?:homme armé|hombre armado|bewaffnete[rn]? mann|mann mit (?:einem|einer) (?:messer|pistole|waffe)|uomo armato|"
    r"homem armado|gewapende man|man met (?:een )?(?:mes|pistool|wapen|honkbalknuppel))\b",
    r"\b(?:avec un couteau|con un cuchillo|mit (?:einem|einer) (?:messer|pistole)|con un coltello|com uma faca|met een mes)\b"
    r"[^.?!\n]{0,40}\b(?:devant|porte|delante|puerta|vor|tür|davanti|porta|à frente|voor|deur)\b",
)


FOLLOWED = any_of(
    r"\b(?:man|guy|someone|somebody|stranger|car|van|he|they)\b[^.?!\n]{0,20}\b(?:is |has been |'s been |keeps |kept |was )?"
    r"following me\b(?![^.?!\n]{0,30}\b(?:on|online|instagram|twitter|tiktok|account|around the (?:office|house))\b)",
    r"\b(?:(?:il|un homme|quelqu['’]un|une voiture) me suit|me (?:sigue|persigue)|me está siguiendo|verfolgt mich|folgt mir "
    r"(?:seit|schon|nach)|mi (?:sta )?(?:segue|seguendo)|(?:está a |está )?me (?:segue|seguindo)|seguindo-me|volgt me|"
    r"achtervolgt me)\b(?![^.?!\n]{0,30}\b(?:en|sur|auf|su|no|op) (?:instagram|twitter|tiktok|insta|x)\b)",
    # after blind v53: "stalker outside gym, help" (a stalker outside, waiting or following now)
    r"\bstalker\w* (?:is |are |'s |’s )?(?:outside|in front of|waiting|following me|across the street|parked|downstairs|at the door)\b",
    r"\b(?:acosador\w*|acosadora) (?:est[áa] )?(?:afuera|fuera|en la puerta|esperando|abajo)\b",
    r"\b(?:harceleur|harceleuse) (?:est )?(?:devant|dehors|en bas|à la porte)\b",
    r"\bstalker (?:steht|wartet|ist) (?:vor|draußen|unten)\b|\bstalker (?:è |sta )?(?:fuori|qui sotto|davanti)\b",
    r"\b(?:perseguidor\w*|stalker) (?:est[áa] )?(?:l[áa] fora|na porta|à porta|em frente)\b",
    r"\bstalker (?:staat|wacht|is) (?:buiten|voor)\b",
)


HIDING = any_of(
    r"\b(?:hiding|locked (?:myself|ourselves|us) in|enfermée?s?|cachée?s?|escondid[oa]s?|encerrad[oa]s?|eingeschlossen|versteckt|"
    r"nascost[oa]|chius[oa] (?:in|nel|nella)|chiusi nel|verstopt|opgesloten)\b")


VIOLENCE_NOW = any_of(
    r"\b(?:kill|hit|hitting|screaming|breaking|smash\w*|gun|knife|drunk|kicking|punch\w*|tuer|frapp\w*|ivre|casse|matar|pega|"
    r"golpe\w*|borracho|rompiendo|umbringen|schlägt|betrunken|messer|uccider\w*|picchi\w*|ubriaco|armato|bateu|partir tudo|"
    r"bêbado|vermoorden|slaat|dronken|mes)\b")


MISSING = any_of(
    r"\bcan['’]?t find my (?:\d+[- ]year[- ]old|son|daughter|kid|child|toddler|boy|girl|baby)\b(?!['’]s)",
    r"\b(?:son|daughter|kid|child|toddler|boy|girl)\b[^.?!\n]{0,20}\b(?:is|has gone|went|has been) missing\b(?! (?:a|an|the|his|her|"
    r"some|one|school|class|lessons?|out)\b)",
    r"\b(?:son|daughter|kid|child|boy|girl|wife|husband|partner|mum|mom|dad|sister|brother|she|he)\b[^.?!\n]{0,25}"
    r"\b(?:didn['’]?t|hasn['’]?t|has not|did not|never) (?:come|came) (?:back )?home\b(?! (?:for|this|last|at|on)\b)",
    r"\bno encuentro a mi (?:hij[oa]|niñ[oa]|bebé)\b", r"\b(?:lleva|llevan) \d+ (?:minutos|horas) desaparecid[oa]\b",
    r"\b(?:je ne trouve plus|je ne retrouve plus) (?:mon|ma) (?:fils|fille|enfant|bébé)\b", r"\b(?:mon|ma) (?:fils|fille|enfant) a disparu\b",
    r"\bfinde (?:mein(?:e|en)?) (?:kind|sohn|tochter) nicht\b", r"\b(?:kind|sohn|tochter) ist (?:verschwunden|nicht nach hause gekommen)\b",
    r"\bnon trovo (?:più )?(?:mio figlio|mia figlia|il bambino|la bambina)\b", r"\bnão encontro (?:o meu filho|a minha filha|meu filho|minha filha)\b",
    r"\b(?:niet thuisgekomen|vind mijn (?:zoon|dochter|kind) niet|is vermist)\b",
    # after blind v52: "meu filho de 10 anos sumiu no campeonato de futebol" (a child vanished, seven languages)
    r"\b(?:my|our) (?:\d+[- ]year[- ]old |little )?(?:son|daughter|kid|child|boy|girl|toddler)\b[^.?!\n]{0,40}"
    r"\b(?:vanished|disappeared|is gone|has gone missing|went missing)\b(?! (?:into|in) (?:his|her|the|their) (?:room|phone|game))",
    r"\b(?:mi|nuestro|nuestra) (?:hij[oa]|niñ[oa]|pequeñ[oa])\b[^.?!\n]{0,40}\b(?:desapareci[oó]|ha desaparecido|no aparece)\b",
    # (up to 70 characters after v79-091 was read: "Mon fils de 8 ans jouait au fond du jardin et il a disparu")
    r"\b(?:mon fils|ma fille|mon enfant|notre (?:fils|fille|enfant))\b[^.?!\n]{0,70}\b(?:a disparu|est introuvable)\b"
    r"(?! (?:dans sa chambre|derrière son écran))",
    r"\b(?:mein sohn|meine tochter|mein kind|unser (?:sohn|kind)|unsere tochter)\b[^.?!\n]{0,40}\b(?:ist (?:weg|verschwunden)|"
    r"ist nicht mehr da)\b",
    r"\b(?:mio figlio|mia figlia|il (?:mio )?bambino|la (?:mia )?bambina|nostr[oa] figli[oa])\b[^.?!\n]{0,40}"
    r"\b(?:è (?:sparit[oa]|scompars[oa])|non si trova)\b",
    r"\b(?:meu filho|minha filha|o meu filho|a minha filha|nosso filho|nossa filha)\b[^.?!\n]{0,40}\b(?:sumiu|desapareceu)\b",
    r"\b(?:mijn (?:zoon|dochter|kind)|ons kind|onze (?:zoon|dochter))\b[^.?!\n]{0,40}\b(?:is (?:verdwenen|weg|zoek))\b",
)


CONFINED = any_of(
    r"\b(?:took|takes|keeps?|kept|has|have|holds?) (?:my|her|his|our|their) (?:passport|id|papers|documents)\b[\s\S]{0,120}"
    r"\b(?:can['’]?t leave|won['’]?t let|lock(?:s|ed)? (?:me|us|her|him|them|the door)|owes?|until i pay|not allowed)\b",
    r"\btook (?:our|my|their) phones\b[\s\S]{0,80}\b(?:locked|can['’]?t leave|won['’]?t let)\b",
    r"\bdoor (?:is )?locked from (?:the )?outside\b",
    r"\b(?:hat|haben) meinen pass\b[\s\S]{0,80}\b(?:lässt mich nicht|eingesperrt|schulde)\b",
    r"\b(?:me (?:quitó|quitaron)|tiene) (?:mi|el) pasaporte\b[\s\S]{0,80}\b(?:no me deja|encerrad|debo)\b",
    r"\b(?:a pris|garde) mon passeport\b[\s\S]{0,80}\b(?:ne me laisse|enferm|dois)\b",
    r"\bmi ha (?:preso|tolto) il passaporto\b[\s\S]{0,80}\b(?:non mi lascia|chius|devo)\b",
    r"\b(?:ficou com|tirou) o meu passaporte\b[\s\S]{0,80}\b(?:não me deixa|trancad|devo)\b",
    r"\bheeft mijn paspoort\b[\s\S]{0,80}\b(?:laat me niet|opgesloten|schuld)\b",
)


# what someone coming for a person now carries (after blind v150)
_CARRIED_WEAPON = r"(?:gun|knife|pistol|machete|bat|rifle|axe|crowbar|hammer)"
ARMED_2 = any_of(r"\b(?:outside|at (?:my|the|our) (?:door|house|window)|in the (?:car park|parking lot|garden|hallway))\b"
                 r"[^.?!\n]{0,40}\b(?:has|with|holding|carrying|waving) (?:a |an )?(?:gun|knife|pistol|machete|bat|rifle|axe)\b",
                 r"\b(?:showed up|turned up|came) with\b[^.?!\n]{0,30}\b(?:a |an )?(?:gun|knife|machete|crowbar|axe)\b",
                 r"\b(?:showed up|turned up|came) with\b[^.?!\n]{0,30}\b(?:a |an )?bats?\b(?! and)[\s\S]{0,80}\b(?:says?|said|"
                 r"threat\w*|or (?:they|he|she)|or else|get out)\b",
                 # after blind v150: "client with a bat coming for our vet, she's alone in theatre" (coming for someone now)
                 rf"\b(?:with|has|holding|carrying|waving) (?:a |an )?{_CARRIED_WEAPON}\b"
                 r"[^.?!\n]{0,20}\b(?:(?:is |are |['’]s )?coming (?:for|at|after)|(?:is |['’]s )?going for|heading for)\b",
                 r"\b(?:coming (?:for|at|after)|going for) (?:me|us|him|her|them|our \w+|my \w+)\b[^.?!\n]{0,20}\bwith (?:a |an )?"
                 rf"{_CARRIED_WEAPON}\b")


# (after blind v262 also "a spectator's punching our pilot and there's a kid in the basket crying": "'s", "are", "our",
# "attacking", someone)
BEATING_NOW = any_of(r"\b(?:is|are|['’]s|['’]re|has been|have been|['’]s been|keeps?) (?:hitting|beating|hurting|strangling|choking|"
                     r"punching|kicking|attacking) (?:her|him|me|us|them|someone|somebody|(?:my|our|his|her|their) \w+)\b[\s\S]{0,80}"
                     r"\b(?:again|right now|screaming|crying|tonight|smash\w*)\b",
                     r"\b(?:hear|hearing) (?:her|him|them) (?:screaming|scream|crying for help)\b")


EVICT_NOW = any_of(r"\b(?:we|i) (?:have|got|get) (?:an|one|two|\d+) (?:hours?|minutes?) to (?:get out|leave|pay)\b"
                   r"[^.?!\n]{0,40}\b(?:or (?:they|he|she|else)|otherwise)\b")


PROTECTION_ORDER = any_of(
    r"\b(?:restraining order|protective order|protection order|no[- ]contact order|order of protection|"
    r"interdiction (?:de contact|d['’]approcher|de m['’]approcher|de (?:s['’])?approcher)|ordonnance de protection|"
    r"orden(?:es)? de (?:alejamiento|protecci[óo]n)|medida de alejamiento|kontaktverbot|ann[äa]herungsverbot|"
    r"n[äa]herungsverbot|gewaltschutz\w*|divieto di avvicinamento|ordine (?:restrittivo|di protezione)|"
    r"medida protetiva|ordem de (?:restri[çc][ãa]o|afastamento)|medida de afastamento|contactverbod|straatverbod)\b")


NEAR_NOW = any_of(
    r"\b(?:outside|at (?:my|the|our) (?:door|house|window|work|school)|showed up|turned up|is parked|parked outside|"
    r"following me|watching (?:me|us|the house)|(?:sent|sends|sending|texting|texted|calling|called) me|photos? of (?:my|our) "
    r"(?:house|home|car|kids?)|right now|tonight|just now|violat\w*|breaking (?:it|the order)|"
    r"devant|dehors|ici|ce soir|cette nuit|maintenant|là|m['’]envoie|m['’]appelle|est venu|"
    r"afuera|fuera de (?:mi|la) casa|delante|aqu[íi]|esta noche|ahora|me (?:manda|env[íi]a|llama)|"
    r"drau[ßs]en|vor (?:meiner|der|unserer) (?:t[üu]r|wohnung|haus)|heute nacht|jetzt|gerade|schickt mir|ruft (?:mich )?an|"
    r"fuori|sotto casa|stanotte|stasera|adesso|mi (?:manda|scrive|chiama)|"
    r"l[áa] fora|[àa] porta|esta noite|agora|me (?:manda|envia|liga)|"
    r"buiten|voor de deur|vannacht|vanavond|nu|stuurt me|belt me)\b")


EVICTION_NOW = any_of(
    # (after blind v680 also "my landlord just told me the sheriff's coming tomorrow morning to evict me": English)
    r"\b(?:sheriff|bailiffs?|marshals?|landlord|they|he|she)(?:['’]s| is| are|['’]re)? (?:coming|due|turning up|showing up|"
    r"arriving) (?:round |over )?(?:tomorrow|tonight|today|first thing|in the morning)\b[^.?!\n]{0,30}\bto (?:evict|kick (?:me|us) "
    r"out|throw (?:me|us) out)\b",
    r"\b(?:evict(?:ing|ed)?|kick(?:ing|ed)? out|throw(?:ing|n)? out) (?:me|us|my family)\b[^.?!\n]{0,40}\b(?:tomorrow(?! (?:week|"
    r"month|year))|tonight|today|this (?:morning|afternoon|evening))\b",
    r"\b(?:zwangsger[äa]umt|zwangsr[äa]umung|r[äa]umungstermin|expuls[ée]e?s? de (?:mon|mon propre) logement|expulsion locative|"
    r"desahucio|desalojo|sfratto|sgombero|despejo|ontruiming|uitzetting|uitgezet)\b[^.?!\n]{0,80}"
    r"\b(?:morgen|heute|demain|aujourd['’]hui|ma[ñn]ana|hoy|domani|oggi|amanh[ãa]|hoje|vandaag)\b",
    r"\b(?:morgen|heute|demain|aujourd['’]hui|ma[ñn]ana|hoy|domani|oggi|amanh[ãa]|hoje|vandaag)\b[^.?!\n]{0,80}"
    r"\b(?:zwangsger[äa]umt|zwangsr[äa]umung|expuls[ée]e?|desahuci\w*|desaloj\w*|sfrattat\w*|sfratto|despejad\w*|"
    r"ontruimd|uitgezet)\b",
)


BEATEN_NOW_ML = any_of(r"\bme est[áa] (?:pegando|golpeando)\b", r"\bmi sta (?:picchiando|colpendo|menando)\b",
                       r"\b(?:est[áa]|t[áa]) me (?:batendo|agredindo|espancando)\b",
                       r"\b(?:est en train de|vient de) me (?:frapper|battre)\b", r"\bschlägt (?:mich )?gerade\b",
                       r"\b(?:is|zit) me (?:te slaan|aan het slaan)\b|\bslaat me nu\b")


HELP_SIGNAL = any_of(r"\b(?:signal(?:l?ed)? for help|mouthed ['\"“]?help|(?:hand )?sign for help|help signal|segno di aiuto|"
                     r"señal de (?:ayuda|auxilio|socorro)|signe (?:de détresse|d['’]aide|de secours)|(?:hilfe|not)zeichen|"
                     r"sinal de (?:socorro|ajuda)|noodsignaal|teken (?:om|voor) hulp)")


# (after blind v282 also "Mein Abschiebeflug geht heute Nacht um zwei": the compounds, "Abschiebeflug", "uitzettingsvlucht")
_DEPORTED = (r"(?:" + DEPORT_WORD + r"|rimpatri\w*|espuls\w*|expulsad[oa]|expuls[ée]e?s?|expulsi[óo]n|abgeschoben|abschieb\w*|uitgezet|uitzetting\w*|"
             r"expulsão|removal (?:flights?|directions))")  # "removal": the UK Home Office's word (blind v258)


_SOON = (r"(?:tomorrow|tonight|today|this (?:morning|afternoon|evening)|within 24|domani|domattina|stanotte|stasera|oggi|entro 24|"
         # (after blind v521 also "a removal flight thursday", "in two days": a weekday not "a Monday", days away)
         r"(?<!a )(?:mon|tues|wednes|thurs|fri|satur|sun)day(?! (?:in|of) (?:19|20)\d\d)|in (?:two|three|a few|\d) days|"
         r"mañana|esta noche|hoy|demain|ce soir|aujourd['’]hui|morgen|heute|vannacht|vandaag|amanhã|hoje|en 24|in 24)")


DEPORTED_SOON = any_of(rf"\b{_DEPORTED}\b[\s\S]{{0,60}}\b{_SOON}\b", rf"\b{_SOON}\b[\s\S]{{0,40}}\b{_DEPORTED}\b")


# "ICE" in capitals (the agency; "there's ice outside" is weather), the rest of the text in any case
ICE_HERE = re.compile(r"\bICE\b(?i:[^.?!\n]{0,30}\b(?:outside|at (?:the|my|our) (?:back |front |side |kitchen )?(?:door|house|home|work|"
                      r"school|shop|cafe|café|restaurant|site)|here|knocking|"  # ("at the back door of the cafe": after blind v406)
                      r"in (?:the|our) (?:building|street|neighbou?rhood))\b)|(?i:\b(?:ice|immigration) (?:agents?|officers?|raid)\b"
                      r"[^.?!\n]{0,30}\b(?:outside|at (?:the|my|our) (?:door|house|home|work)|knocking|here now)\b|\bla migra\b)")


_TOOK_CHILD = (r"(?:took|picked up|grabbed|taken|récupér\w*|a pris|emmené|se llev[óo]|recogi[óo]|abgeholt|mitgenommen|"
               r"ha preso|ha portato via|pegou|levou|buscou|opgehaald|meegenomen)")


_NO_CONSENT = (r"(?:without (?:my |our )?(?:permission|authori[sz]ation|consent)|sans (?:mon |notre )?(?:autorisation|accord)|"
               r"sin (?:mi |nuestro )?(?:permiso|autorizaci[óo]n|consentimiento)|ohne (?:meine |unsere )?(?:erlaubnis|zustimmung)|"
               r"senza (?:il mio )?(?:permesso|autorizzazione|consenso)|sem (?:minha )?(?:autoriza[çc][ãa]o|permiss[ãa]o)|"
               r"zonder (?:mijn )?toestemming)")


_AWAY = (r"(?:airport|aéroport|aeropuerto|flughafen|aeroporto|vliegveld|luchthaven|border|frontière|frontera|grenze|"
         r"frontiera|fronteira|grens|abroad|out of the country)")


CHILD_TAKEN = any_of(rf"\b{_TOOK_CHILD}\b[\s\S]{{0,80}}\b{_NO_CONSENT}\b[\s\S]{{0,80}}\b{_AWAY}\b")
# after blind v634 and v637: "Social services just turned up at the tournament and said they're taking my 12 year old ... into
# emergency care today", "child protection just turned up saying they're taking the kids today" (child services taking the
# writer's children, read in one sentence with TODAY_OR_NOW or AT_THE_DOOR_NOW), seven languages
CHILD_SERVICES = any_of(r"\b(?:social services|social workers?|child protection(?: services)?|child protective services|cps|"
                        r"children['’]s services|child welfare|dcfs|family services|servicios sociales|protección de menores|"
                        r"trabajador(?:a|es)? social(?:es)?|services sociaux|aide sociale à l['’]enfance|l['’]ase|protection de "
                        r"l['’]enfance|assistantes? sociales?|jugendamt|sozialarbeiter(?:in)?|kinderschutz|servizi sociali|assistent[ei] "
                        r"social[ei]|tutela (?:dei )?minori|serviços sociais|cpcj|conselho tutelar|assistente social|jeugdzorg|"
                        r"(?:raad voor de )?kinderbescherming|veilig thuis)\b")
TAKING_THE_CHILDREN = any_of(
    r"\b(?:(?:are|is|['’]re|['’]s) (?:\w+ )?(?:taking|removing|placing)|(?:want|wants|going|gonna|about) to (?:take|remove|place)|"
    r"will (?:take|remove)|(?:here|came|come) to (?:take|collect|remove))\b[^.?!\n]{0,40}\b(?:my|our|the|her|his) (?:[\w-]+ ){0,3}?"
    r"(?:kids?|child(?:ren)?|son|daughter|bab(?:y|ies)|boys?|girls?|twins|grandkids?|\d+ ?(?:year|yr)[- ]olds?)\b",
    r"\b(?:se (?:llevan|van a llevar|quieren llevar|están llevando)|(?:quieren|van a) (?:llevarse|quitarme|retirarme))\b"
    r"[^.?!\n]{0,20}\b(?:a )?(?:mis|mi|nuestros?|nuestras?|los|las|la|el) (?:hij[oa]s?|niñ[oa]s?|nenes?|bebés?|pequeñ[oa]s?)\b",
    r"\b(?:emmènent|emmener|prennent|prendre|placer|placent|retirer|retirent|enlever|enlèvent)\b[^.?!\n]{0,20}\b(?:mes|mon|ma|nos|"
    r"notre|les) (?:enfants?|fils|filles?|bébés?|petits?)\b",
    r"\b(?:meine|mein|unsere?|die) (?:kinder|kind|sohn|tochter|kleinen?)\b[^.?!\n]{0,40}\b(?:mitnehmen|wegnehmen|in obhut nehmen|"
    r"abholen)\b|\b(?:nimmt|nehmen) (?:mir |uns )?(?:meine|mein|unsere?|die) (?:kinder|kind|sohn|tochter)\b",
    r"\b(?:portare via|portano via|portarmi via|togliere|tolgono|togliermi|allontanare|allontanano)\b[^.?!\n]{0,20}\b(?:i miei|mio|"
    r"mia|le mie|i nostri|i|la|il) (?:figli[oa]?|figlie|bambin[ie]|bimb[ie])\b",
    r"\b(?:levar|levam|levar-me|tirar|tiram|tirar-me|retirar|retiram)\b[^.?!\n]{0,20}\b(?:os meus|o meu|a minha|as minhas|os|as|o|a) "
    r"(?:filh[oa]s?|crianças?|bebés?|bebês?|miúdos?)\b",
    r"\b(?:mijn|onze|de) (?:kinderen|kind|zoon|dochter)\b[^.?!\n]{0,40}\b(?:meenemen|weghalen|uit huis plaatsen|ophalen)\b|"
    r"\b(?:nemen|halen) (?:mijn|onze|de) (?:kinderen|kind|zoon|dochter) (?:mee|weg)\b")


LOCKED_DOOR = any_of(
    r"\b(?:locked (?:the door|me in|us in)|locks? (?:the door|me in)|door (?:is )?locked)\b",
    r"\b(?:t[üu]r (?:abgeschlossen|zugesperrt|verriegelt|zugeschlossen)|schlie[ßs]t mich ein|"
    r"eingesperrt|eingeschlossen)\b",
    r"\b(?:(?:a )?ferm[ée]e? (?:la porte )?à clé|enferm[ée]e?)\b", r"\b(?:cerr[óo] (?:la puerta )?con llave|encerrad[oa])\b",
    r"\b(?:chiuso (?:la porta )?a chiave|chius[oa] dentro)\b", r"\b(?:trancou(?: a porta)?|trancad[oa])\b",
    r"\b(?:deur (?:op slot|afgesloten)|opgesloten|sluit me op)\b")


NOT_LET_LEAVE = any_of(
    r"\b(?:won['’]?t|will not|doesn['’]?t|does not|wouldn['’]?t) let (?:me|us) (?:leave|go|out)\b",
    r"\bl[äa]sst (?:mich|uns) nicht (?:gehen|raus|weg|los)\b", r"\bne me laisse pas (?:partir|sortir|m['’]en aller)\b",
    r"\bno me deja (?:salir|irme|marcharme)\b", r"\bnon mi lascia (?:andare|uscire)\b",
    r"\bn[ãa]o me deixa (?:sair|ir embora|ir)\b", r"\blaat (?:me|mij|ons) niet (?:gaan|weg|eruit|vertrekken)\b")


_BLADE = (r"(?:knife|knives|gun|pistol|machete|axe|bat|broken bottle|couteau|pistolet|cuchillo|navaja|pistola|"
          r"messer|pistole|coltello|faca|mes|pistool)")


THREATENING_WITH = any_of(
    rf"\b(?:is|are|keeps?|was just|has just|just)\s+(?:\w+ ){{0,1}}threaten\w*\b[^.?!\n]{{0,50}}\bwith (?:a |an |his |her |the )?{_BLADE}\b",
    rf"\bthreatens?\b[^.?!\n]{{0,50}}\bwith (?:a |an |his |her |the )?{_BLADE}\b",
    rf"\b(?:menace|menacent|amenaza|amenazan|amenazando|bedroht|bedrohen|minaccia|minacciano|minacciando|amea[çc]a|amea[çc]am|"
    rf"amea[çc]ando|bedreigt|bedreigen)\b[^.?!\n]{{0,50}}\b(?:avec|con|mit|com|met) (?:un |une |una |uno |einem |einer |uma |um |een |"
    rf"son |sa |su |seinem |il suo |la sua |o seu |a sua |zijn |haar )?{_BLADE}\b")


# after blind v59: "Inbreker beneden in de woonkamer, ik zit met de kinderen opgesloten in de badkamer"
INTRUDER = any_of(r"\b(?:burglars?|intruders?|someone (?:has )?broke(?:n)? in|break-in|inbrekers?|ingebroken|einbrecher\w*|"
                  r"eingebrochen|cambrioleurs?|ladr[oó]n(?:es)?|ladr[ãa]o|ladr[õo]es|ladr[io]|intrus[oa]?s?)\b")
HIDDEN_NOW = any_of(
    r"\b(?:i['’]?m|we['’]re|i am|we are|kids are|are) hiding\b|\bhiding in (?:the|my|our|a)\b|\blocked (?:myself|ourselves|us|me) in\b",
    r"\b(?:zit|zitten)\b[^.?!\n]{0,40}\b(?:opgesloten|verstopt)\b|\b(?:uns|mich)\b[^.?!\n]{0,30}\b(?:eingeschlossen|versteckt|"
    r"eingesperrt)\b|\b(?:je suis|on est|nous sommes)\b[^.?!\n]{0,30}\b(?:caché\w*|enfermé\w*)\b|\b(?:estoy|estamos)\b"
    r"[^.?!\n]{0,30}\b(?:escondid\w*|encerrad\w*)\b|\b(?:sono|siamo)\b[^.?!\n]{0,30}\b(?:nascost\w*|chius\w* (?:dentro|in))\b|"
    r"\b(?:estou|estamos)\b[^.?!\n]{0,30}\b(?:escondid\w*|trancad\w*|fechad\w*)\b",
)


# after blind v63: "ein Vater hat mir gerade per Mail gedroht, dass er mich 'nach Schulschluss abfängt' ... Er schreibt, dass
# er weiß, welches Auto ich fahre" (a threat, and the one who made it knows the writer's car or home), seven languages
THREAT_MADE = any_of(r"\b(?:threat\w*|gedroht|droht|bedroht|drohung|menac\w*|amenaz\w*|minacci\w*|dreig\w*|ameaç\w*|"
                     r"ameac\w*)\b")
KNOWS_WHERE = any_of(
    r"\b(?:knows?|knew) (?:which|what) car i (?:drive|have)\b|\b(?:knows?|knew) where i (?:live|park|work)\b|"
    r"\b(?:knows?|knew) my (?:address|car|number plate|licen[cs]e plate)\b",
    r"\bwei(?:ß|ss),? (?:genau )?(?:welches auto ich fahre|wo ich wohne|wo ich parke|meine adresse)\b",
    r"\bsait (?:quelle voiture je conduis|où j['’]habite|où je me gare)\b",
    r"\bsabe (?:qué coche (?:tengo|conduzco)|dónde vivo|donde vivo|mi dirección)\b",
    r"\bsa (?:che macchina guido|dove abito|dove parcheggio)\b",
    r"\bweet (?:welke auto ik rijd|waar ik woon)\b",
    r"\bsabe (?:que carro eu dirijo|qual é o meu carro|onde moro|onde eu moro)\b",
)


# after blind v101: "being chased by a group of lads at the fair theyve got a knife where do i go" (chased now, by people with a
# weapon), seven languages
CHASED = any_of(
    r"\b(?:being|getting|been) chased\b|\b(?:they|he|she|someone|somebody|a (?:man|guy|group))(?:['’]re|['’]s| are| is)? chasing "
    r"(?:me|us)\b|\bchasing after (?:me|us)\b",
    r"\bme (?:están )?persigu\w*|\bnos (?:están )?persigu\w*|\bme persiguen\b",
    r"\b(?:on|ils|il|elle|des types) (?:me|nous) poursui\w*|\bje suis poursuivie?\b",
    r"\b(?:jagen|verfolgen) (?:mich|uns)\b|\bwerde (?:gerade )?(?:verfolgt|gejagt)\b",
    r"\bmi (?:stanno |sta )?insegu\w*|\bci (?:stanno )?insegu\w*",
    r"\b(?:estão|está) (?:a )?(?:me |nos )?persegui\w*|\bme perseguem\b|\bperseguindo-me\b",
    r"\b(?:zitten|zit) (?:me|ons) achterna\b|\bword(?:en)? (?:achtervolgd|opgejaagd)\b",
)
# (the Dutch "mes" and the French "arme" only with an article: French "mes outils" and German "Arme" are not weapons)
CHASE_WEAPON = any_of(r"\b(?:knife|knives|machete|blade|gun|pistol|bat|crowbar|cuchillo|navaja|pistola|couteau|messer|waffe|"
                      r"coltello|arma|faca|wapen|pistool|(?:une|son|l['’]|d['’]une) ?arme|(?:een|het|zijn|haar) mes)\b")

# after blind v110: "foreman's waiting by my car with a crowbar" (someone waiting where one must go, beside a weapon)
WAITING_FOR_ME = any_of(
    r"\b(?:waiting|waits|standing|lurking|hanging around|parked)\b[^.?!\n]{0,20}\b(?:by|at|outside|near|next to|behind|in front "
    r"of) (?:my|our) (?:car|van|truck|house|flat|door|front door|gate|home|place|building|bike)\b",
    r"\b(?:waiting|waits) for (?:me|us)\b[^.?!\n]{0,30}\b(?:outside|by|at|near)\b",
    r"(?<!ne )(?<!n['’])\b(?:m['’]attend|nous attend)\b|\bme (?:está )?esperando\b|\bwartet (?:auf mich|vor)\b|\bmi (?:sta )?aspett\w*\b|"
    r"\b(?:está|fica) (?:a )?(?:me )?esperar\w*\b|\bstaat (?:op mij|bij mijn) \w+ te wachten\b")


# after blind v102: "captain locked me in cabin 2 days no food how do i get help from the ship" (locked in by someone, for days
# or without food), seven languages
LOCKED_IN_BY = any_of(
    r"\b(?:locked|shut|keeps?|kept|is keeping|trapped) me in\b|\bwon['’]?t let me (?:out|leave)\b",
    r"\bme (?:ha |han )?encerr(?:ó|aron|ado)\b|\bme tiene(?:n)? encerrad[ao]\b",
    r"\bm['’]a (?:enfermée?|séquestrée?)\b|\bme (?:tient|garde) enfermée?\b",
    r"\b(?:hat|haben) mich (?:\w+ ){0,3}eingesperrt\b|\bsperr(?:t|en) mich (?:\w+ ){0,3}ein\b",
    r"\bmi (?:ha|hanno|tiene|tengono) (?:chius[oa]|rinchius[oa]|segregat[oa])\b",
    r"\b(?:me trancou|trancou-me|me trancaram|me mant[ée]m trancad[oa])\b",
    r"\b(?:heeft|hebben) me (?:\w+ ){0,3}opgesloten\b|\bsluit(?:en)? me op\b|\bhoudt me opgesloten\b",
)
KEPT_LONG = any_of(r"\b(?:\d+|two|three|four|several|many) (?:days?|nights?|hours?)\b|\bno (?:food|water)\b|\bwithout (?:food|water)\b|"
                   r"\b(?:\d+|dos|tres) d[íi]as\b|\bsin (?:comida|comer|agua)\b|\b(?:\d+|deux|trois) jours\b|\bsans (?:manger|nourriture|eau)\b|"
                   r"\b(?:\d+|zwei|drei) tage[n]?\b|\bohne (?:essen|wasser)\b|\b(?:\d+|due|tre) giorni\b|\bsenza (?:cibo|mangiare|acqua)\b|"
                   r"\b(?:\d+|dois|tr[êe]s) dias\b|\bsem (?:comida|comer|[áa]gua)\b|\b(?:\d+|twee|drie) dagen\b|\bzonder (?:eten|water)\b")

RULES: tuple[SignRule, ...] = (  # one line per rule; the order only decides which rule the trace names
    SignRule("police at the door, an arrest, charges, or a hearing within hours", "v5", lambda t: LEGAL.search(t)),
    SignRule("a threat to send or publish", "v6",
             lambda t: SEND_IF.search(t) and (SEND_THREAT.search(t) or PUBLISH.search(t))),
    SignRule("blackmail or pay-or-else, with publishing, intimate images or a deadline", "v6",
             lambda t: (PAY_IF.search(t) or BLACKMAIL.search(t))
             and (PUBLISH.search(t) or INTIMATE.search(t) or DEADLINE.search(t))),
    SignRule("a threat to send something to one's family or others unless the writer does something by a day, seven languages",
             "v597", lambda t: EXPOSE_UNLESS.search(t) and DEADLINE.search(t) and not BANTER.search(t)),
    SignRule("a club told to pay by a deadline or photos are published, seven languages", "v602",
             lambda t: PAY_IF_CLUB.search(t) and PUBLISH.search(t) and DEADLINE.search(t)),
    SignRule("pay by a deadline or be reported to the police, seven languages", "v582",
             lambda t: (PAY_IF.search(t) or PAY_IF_WE.search(t)) and DEADLINE.search(t) and REPORTED_IF_NOT.search(t)),
    SignRule("a threat to kill", "v6", lambda t: THREAT_KILL.search(t)),
    SignRule("someone armed, here", "v6", lambda t: ARMED.search(t)),
    SignRule("being followed", "v6", lambda t: FOLLOWED.search(t)),
    SignRule("a child missing", "v6", lambda t: MISSING.search(t)),
    SignRule("papers taken, not let leave", "v6", lambda t: CONFINED.search(t)),
    SignRule("hiding from violence now", "v6", lambda t: HIDING.search(t) and VIOLENCE_NOW.search(t)),
    SignRule("someone armed outside", "v6", lambda t: ARMED_2.search(t)),
    SignRule("a beating going on now", "v6", lambda t: BEATING_NOW.search(t)),
    SignRule("hours to get out", "v6", lambda t: EVICT_NOW.search(t)),
    SignRule("a protection order broken nearby now", "v22", lambda t: PROTECTION_ORDER.search(t) and NEAR_NOW.search(t)),
    SignRule("an eviction now", "v24", lambda t: EVICTION_NOW.search(t)),
    SignRule("a raid or search going on now, things being taken, seven languages", "v683",
             lambda t: RAID_NOW.search(t) and TAKING_NOW.search(t) and not FICTION.search(t)),
    SignRule("officers outside with an eviction order right now, seven languages", "v579",
             lambda t: any(EVICTION_OFFICER_HERE.search(s) and EVICTION_WORD.search(s) and RIGHT_NOW_ML.search(s)
                           for s in sentences(t))),
    SignRule("being beaten now, in six more languages", "v35", lambda t: BEATEN_NOW_ML.search(t)),
    SignRule("a signal for help", "v35", lambda t: HELP_SIGNAL.search(t)),
    SignRule("deportation soon, or (the French \"expulsion\") an eviction soon", "v35", lambda t: DEPORTED_SOON.search(t)),
    SignRule("immigration agents here", "v37", lambda t: ICE_HERE.search(t)),
    SignRule("a child taken", "v37", lambda t: CHILD_TAKEN.search(t)),
    SignRule("a threat to publish the writer's address unless they do something by today or a deadline, seven languages", "v642",
             lambda t: THREAT_MADE.search(t) and ADDRESS_THREAT.search(t) and A_DEMAND.search(t)
             and (TODAY_OR_NOW.search(t) or DEADLINE.search(t))),
    SignRule("an authority closing the writer's event or business today or now, seven languages", "v645",
             lambda t: AUTHORITY_CLOSING.search(t) and TODAY_OR_NOW.search(t) and not FICTION.search(t)),
    SignRule("child services taking the writer's children now or today, seven languages", "v634",
             lambda t: any(CHILD_SERVICES.search(s) and TAKING_THE_CHILDREN.search(s) for s in sentences(t))
             and (TODAY_OR_NOW.search(t) or AT_THE_DOOR_NOW.search(t) or HERE_NOW_FOR_ME.search(t)) and not ORDER_LONG_AGO.search(t)
             and not FICTION.search(t)),
    SignRule("locked in and not let leave", "v43", lambda t: LOCKED_DOOR.search(t) and NOT_LET_LEAVE.search(t)),
    SignRule("threatened with a weapon", "v49", lambda t: THREATENING_WITH.search(t)),
    SignRule("an intruder, the writer hiding or locked in", "v59", lambda t: INTRUDER.search(t) and HIDDEN_NOW.search(t)),
    SignRule("a threat from someone who knows the writer's car or home", "v63",
             lambda t: THREAT_MADE.search(t) and KNOWS_WHERE.search(t)),
    SignRule("a child to be taken as collateral", "v66", lambda t: CHILD_AS_COLLATERAL.search(t)),
    SignRule("someone tried to get a child into a car", "v68", lambda t: CHILD_LURED.search(t)),
    SignRule("money being taken from someone's account now", "v26", lambda t: MONEY_TAKEN.search(t) and NOW_WORD.search(t)),
    SignRule("chased now by someone with a knife or weapon", "v101", lambda t: CHASED.search(t) and CHASE_WEAPON.search(t)),
    SignRule("someone waiting by one's car, door or home with a weapon", "v110",
             lambda t: WAITING_FOR_ME.search(t) and CHASE_WEAPON.search(t)),
    SignRule("locked in by someone, for hours or days or without food", "v102",
             lambda t: LOCKED_IN_BY.search(t) and KEPT_LONG.search(t)),
    SignRule("locked in by the employer or host, with one's phone or papers kept", "v340",
             lambda t: LOCKS_ONE_IN.search(t) and PHONE_OR_PAPERS_KEPT.search(t)),
    SignRule("a threat received: pay or be hurt, burned or visited, by people who know where one lives or by a day", "v348",
             lambda t: OR_WE_HURT_YOU.search(t) and (KNOWS_WHERE.search(t) or MESSAGE_RECEIVED.search(t) or PAY_BY_A_DAY.search(t))),
    SignRule("threatened with death and the person outside now with a weapon", "v348",
             lambda t: THREAT_MADE.search(t) and CHASE_WEAPON.search(t) and OUTSIDE_NOW.search(t)),
    SignRule("immigration officers at the door now, seven languages", "v348",
             lambda t: IMMIGRATION_OFFICERS.search(t) and AT_THE_DOOR_NOW.search(t)),
    SignRule("bailiffs or enforcement agents at the door, emptying a place now (v535), or taking things now or within hours, "
             "seven languages", "v343",
             lambda t: BAILIFFS.search(t) and (AT_THE_DOOR_NOW.search(t) or EMPTYING_NOW_ML.search(t)
                                               or (TAKING.search(t) and (TODAY_OR_NOW.search(t) or COMING_WITHIN_HOURS.search(t))))),
    SignRule("an order to leave the country served on the writer, this morning or with hours to act, seven languages", "v455",
             lambda t: ORDER_TO_LEAVE_SERVED.search(t) and HOURS_TO_ACT.search(t) and not ORDER_LONG_AGO.search(t)),
    SignRule("the writer told by letter or notice they are being removed or deported soon", "v354",
             lambda t: BEING_REMOVED.search(t) and REMOVAL_SOON.search(t)),
    SignRule("the writer told by the immigration service to leave the country within days, seven languages", "v530",
             lambda t: LEAVE_THE_COUNTRY_SOON.search(t) and IMMIGRATION_AUTHORITY.search(t)),
    SignRule("a car towed away with a child inside", "v141", lambda t: CHILD_IN_TOWED_CAR.search(t)),
    SignRule("hiding now from someone circling or searching, said to be the writer", "v145",
             lambda t: HIDING_FROM.search(t) and SEARCHING_NOW.search(t) and IT_IS_ME_NOW.search(t)),
    SignRule("a veiled threat received: a shame if something failed or happened", "v230",
             lambda t: VEILED_THREAT.search(t) and MESSAGE_RECEIVED.search(t)),
    SignRule("a door being forced or kicked in now", "v250",
             lambda t: DOOR_FORCED_NOW.search(t) and not LOCKED_OUT_OWN.search(t)),
    SignRule("called to the police within hours, or the police here now (v534), asking whether to go without a lawyer or "
             "whether one is a suspect (v536)", "v267",
             lambda t: POLICE_WORD.search(t) and (WITHIN_HOURS.search(t) or (AT_THE_DOOR_NOW.search(t) and QUESTION_ME.search(t))
                                                  or ASKING_FOR_ME_DOWNSTAIRS.search(t)
                                                  or THEY_ARE_HERE_TAKING.search(t))  # ("está ahora mismo en": after blind v699)
             and (WITHOUT_A_LAWYER.search(t) or AM_I_A_SUSPECT.search(t))),
    SignRule("the police inside now, wanting to take the till, the phone or papers, seven languages", "v378",
             lambda t: POLICE_INSIDE_NOW.search(t) and (WANT_TO_TAKE.search(t) or ASK_FOR_THE_CODE.search(t))),
    SignRule("police here now with a warrant", "v267",
             lambda t: WARRANT.search(t) and POLICE_WORD.search(t) and HERE_NOW_FOR_ME.search(t)),
    SignRule("images of children found on someone's phone or computer, indecent or asked what to do", "v306",
             lambda t: CHILD_IMAGES_INDECENT.search(t)
             or (CHILD_IMAGES_ON_DEVICE.search(t) and WHAT_DO_I_DO.search(t) and not OWN_OR_STORAGE.search(t))),
    SignRule("just arrested or in a police cell, or the police searching now, seven languages", "v334",
             lambda t: JUST_ARRESTED_ML.search(t) or SEARCHING_NOW_ML.search(t)),
    SignRule("stopped by the police on the road, a search of the group wanted, whether they may asked, seven languages", "v616",
             lambda t: POLICE_WORD.search(t) and PULLED_OVER.search(t) and POLICE_WANT_TO_SEARCH.search(t)
             and CAN_THEY_DO_THAT.search(t) and not FICTION.search(t)),
    SignRule("police who just raided the writer's place with a warrant or are taking things now, seven languages", "v649",
             lambda t: JUST_RAIDED.search(t) and (WARRANT.search(t) or TAKING.search(t) or TAKEN_OR_CUFFED.search(t))),
    SignRule("police or inspectors raiding the writer's place now, seven languages", "v351",
             lambda t: RAIDING.search(t) and (NOW_WORD.search(t) or TODAY_OR_NOW.search(t) or RIGHT_NOW_SLANG.search(t))),
    SignRule("a stranger or follower sent a photo of the writer's home or child's school", "v368",
             lambda t: PHOTO_OF_MY_PLACE_SENT.search(t)),
    SignRule("a search warrant being carried out now, things being taken, the police there now or knocking (v610)", "v371",
             lambda t: SEARCH_WARRANT.search(t) and THEY_ARE_HERE_TAKING.search(t)),
    # (after the screen of v658's read: "RSPCA and police are turning up in an hour with a seizure order for the ponies ... what are
    # my rights when they get here", which the English keyword "seizure" had read as a fit)
    SignRule("a search warrant or seizure order to be carried out by the police within hours, one's rights or what to do asked",
             "v658", lambda t: SEARCH_WARRANT.search(t) and POLICE_WORD.search(t) and WITHIN_HOURS.search(t)
             and (RIGHTS_ASKED.search(t) or WHAT_DO_I_DO.search(t) or LET_THEM_IN_ASKED.search(t)) and not FICTION.search(t)),
    SignRule("the police banging on the door or the van now", "v358",
             lambda t: POLICE_WORD.search(t) and BANGING_ON_NOW.search(t)),
    SignRule("the police asking the neighbours now which home is the writer's, seven languages", "v668",
             lambda t: POLICE_ASKING_NEIGHBOURS.search(t) and WHICH_HOME_IS_MINE.search(t) and not TOLD_AS_PAST.search(t)
             and not FICTION.search(t)),
    SignRule("police here now, about stolen goods, a warrant, a search or an arrest", "v327",
             lambda t: POLICE_HERE_NOW.search(t) and POLICE_ABOUT.search(t)),
    SignRule("a threat to report the writer to immigration if they talk or complain", "v311",
             lambda t: TOLD_TO_IMMIGRATION.search(t) and (IF_I_SPEAK.search(t) or THREAT_MADE.search(t))),
    SignRule("someone who knows which school the writer's child goes to, with a demand or a threat", "v311",
             lambda t: KNOWS_CHILDS_SCHOOL.search(t) and (A_DEMAND.search(t) or THREAT_MADE.search(t))),
    SignRule("death threats, and the writer's address published", "v314",
             lambda t: DEATH_THREATS.search(t) and ADDRESS_PUBLISHED.search(t)),
    SignRule("a threat of an accident, told to the writer", "v315", lambda t: ACCIDENT_THREAT.search(t) and TOLD_ME.search(t)),
    SignRule("the police here now to arrest or take the writer in, seven languages", "v453",
             lambda t: POLICE_HERE_TO_DETAIN.search(t)),
    SignRule("the police impounding or seizing something now, seven languages", "v599",
             lambda t: POLICE_WORD.search(t) and IMPOUNDING.search(t) and (NOW_WORD.search(t) or TODAY_OR_NOW.search(t))),
    SignRule("held at an airport or border and asking for a lawyer now, seven languages", "v598",
             lambda t: HELD_AT_THE_BORDER.search(t) and CAN_I_HAVE_A_LAWYER.search(t) and not ORDER_LONG_AGO.search(t)),
    SignRule("stopped at immigration or the border and being sent back today or on the next flight, seven languages", "v494",
             lambda t: HELD_AT_THE_BORDER.search(t) and SENT_BACK_SOON.search(t) and not ORDER_LONG_AGO.search(t)),
    SignRule("a threat to come tonight and beat or 'sort out' the writer, seven languages", "v513",
             lambda t: BEATING_THREATENED_TONIGHT.search(t) and not A_LESSON_IN_A_SUBJECT.search(t)),
    SignRule("minutes given to sign a settlement, waiver, resignation or statement, seven languages", "v515",
             lambda t: MINUTES_TO_SIGN.search(t) and SIGNED_AWAY.search(t)),
    SignRule("a landlord or owner emptying one's home or premises now, seven languages", "v507",
             lambda t: LANDLORD_EMPTYING_NOW.search(t) and not ORDER_LONG_AGO.search(t) and not LOCKS_CHANGED_FOR_US.search(t)),
    SignRule("pressed to sign now or by tonight or tomorrow under a threat, seven languages", "v502",
             lambda t: SIGN_BY_A_DEADLINE.search(t) and SIGN_OR_ELSE_THREAT.search(t)),
    SignRule("officers holding the writer's group now, taking them to the station or their rights asked, seven languages", "v626",
             lambda t: HELD_BY_OFFICERS_NOW.search(t) and (TAKEN_TO_THE_STATION.search(t) or RIGHTS_ASKED.search(t))),
    SignRule("money demanded by a deadline, or else disqualification, exposure or photos sent, seven languages", "v629",
             lambda t: MONEY_DEMANDED.search(t) and DEADLINE.search(t) and (A_DEMAND.search(t) or OR_HE_WILL.search(t))
             and (OR_ELSE_HARM.search(t) or PUBLISH.search(t) or REPORTED_IF_NOT.search(t))),
    SignRule("officers here now to demolish or clear one's place today, asked whether it can be stopped, seven languages", "v651",
             lambda t: BULLDOZING.search(t) and HERE_NOW_FOR_ME.search(t) and (WITHIN_HOURS.search(t) or TODAY_OR_NOW.search(t))
             and (CAN_THEY_DO_THAT.search(t) or WHAT_CAN_STOP_IT.search(t))),
    SignRule("the police or inspectors who just came into the writer's place, asked what to do now or one's rights, seven languages",
             "v654", lambda t: JUST_CAME_IN.search(t) and (WHAT_DO_I_DO.search(t) or RIGHTS_ASKED.search(t))),
    SignRule("one's place or work to be flattened tomorrow or today at an hour, asked how to stop it, seven languages", "v655",
             lambda t: BULLDOZING.search(t) and AT_AN_HOUR.search(t) and (SOON.search(t) or TODAY_OR_NOW.search(t))
             and WHAT_CAN_STOP_IT.search(t)),
    SignRule("a deadline to object, appeal or respond that closes tonight or within hours, seven languages", "v658",
             lambda t: DEADLINE_TO_OBJECT_TONIGHT.search(t) and not FICTION.search(t)),
    SignRule("a threat to report or sue the writer unless they do something by tonight or a day, seven languages", "v661",
             lambda t: IF_I_DONT.search(t) and DEADLINE.search(t) and REPORTED_IF_NOT.search(t) and LEGAL_REPORT_WORD.search(t)
             and not BANTER.search(t)),
    SignRule("detained or held at customs or the border now, one's rights or what to do asked, seven languages", "v665",
             lambda t: DETAINED_AT_CUSTOMS.search(t) and (RIGHTS_ASKED.search(t) or WHAT_DO_I_DO.search(t))
             and not TOLD_AS_PAST.search(t) and not FICTION.search(t)),
    SignRule("the police saying they will arrest the writer's group now, seven languages", "v652",
             lambda t: POLICE_WORD.search(t) and ARREST_THREATENED_US.search(t) and not FICTION.search(t)),
    SignRule("one's place to be bulldozed or cleared within hours, asked whether they can, seven languages", "v624",
             lambda t: BULLDOZING.search(t) and WITHIN_HOURS.search(t) and CAN_THEY_DO_THAT.search(t)),
    SignRule("the locks changed today or this morning and the tenant kept out, seven languages", "v502",
             lambda t: LOCKS_CHANGED_TODAY.search(t) and not ORDER_LONG_AGO.search(t) and not LOCKS_CHANGED_FOR_US.search(t)),
    SignRule("a landlord wanting the writer out tonight or now, seven languages", "v565",
             lambda t: LANDLORD_OUT_TONIGHT.search(t) and not ORDER_LONG_AGO.search(t)),
    SignRule("a landlord at the door now with a locksmith, seven languages", "v501",
             lambda t: WITH_A_LOCKSMITH.search(t) and (HERE_NOW_ML.search(t) or AT_THE_DOOR_NOW.search(t))),
    SignRule("the locks of one's home, shop or stable being changed now, seven languages", "v490",
             lambda t: LOCKS_CHANGED_NOW.search(t)),
    SignRule("served notice to be out by a day this week, asking what can stop it", "v492",
             lambda t: OUT_BY_A_DAY.search(t) and (WHAT_CAN_STOP_IT.search(t) or CAN_THEY_DO_THAT.search(t))),
    SignRule("bailiffs saying they will force entry, within hours or now", "v493",
             lambda t: BAILIFFS.search(t) and FORCE_ENTRY.search(t) and (WITHIN_HOURS.search(t) or TODAY_OR_NOW.search(t)
                                                                        or OUTSIDE_BARE.search(t))),
    # (after blind v646 also "just handed me a notice saying I've got 24h to remove all my caches or face prosecution": 24h)
    SignRule("an official notice just served, to close, leave or remove something within hours, seven languages", "v520",
             lambda t: NOTICE_JUST_SERVED.search(t) and (WITHIN_HOURS.search(t) or HOURS_TO_ACT.search(t))),
    SignRule("a death threat, the one who made it coming back tonight, seven languages", "v523",
             lambda t: DEATH_THREATS.search(t) and BACK_TONIGHT.search(t)),
    SignRule("a subpoena or witness summons for tomorrow or today, seven languages", "v525",
             lambda t: SUBPOENA.search(t) and SOON.search(t)),
    SignRule("immigration officers coming to take the writer tomorrow or today, seven languages", "v521",
             lambda t: IMMIGRATION_OFFICERS.search(t) and COMING_TO_TAKE_ME.search(t)),
    SignRule("officers asking for the writer's papers now, the writer without a valid visa, seven languages", "v700",
             lambda t: OFFICERS_ASKING_ID.search(t) and NO_VALID_VISA.search(t) and not FICTION.search(t)),
    SignRule("a police interview under caution today, within hours (v534) or at an hour named, seven languages", "v433",
             lambda t: INTERVIEW_UNDER_CAUTION.search(t) and (TODAY_OR_NOW.search(t) or AT_AN_HOUR.search(t)
                                                           or (WITHIN_HOURS.search(t) and AS_A_SUSPECT.search(t)))),
    SignRule("the police wanting to search one's place today or within hours, asking whether to let them in, seven languages",
             "v535", lambda t: POLICE_WORD.search(t) and POLICE_WANT_TO_SEARCH.search(t)
             and (WITHIN_HOURS.search(t) or TODAY_OR_NOW.search(t)) and LET_THEM_IN_ASKED.search(t) and not FICTION.search(t)),
    SignRule("bailiffs loading or taking things now, asking whether they can be stopped, seven languages", "v553",
             lambda t: BAILIFFS_TAKING.search(t) and (NOW_WORD.search(t) or HERE_NOW_ML.search(t))
             and (WHAT_CAN_STOP_IT.search(t) or WITHOUT_A_COURT_ORDER.search(t))  # (without a court order: after blind v594)
             and not FICTION.search(t)),
    SignRule("one's home being demolished now or without a court order, seven languages", "v546",
             lambda t: HOME_DEMOLISHED_NOW.search(t) and (NOW_WORD.search(t) or HERE_NOW_ML.search(t) or WITHOUT_A_COURT_ORDER.search(t))
             and not ORDER_LONG_AGO.search(t)),
    SignRule("summoned to the police for tomorrow or today, asking whether to bring a lawyer, seven languages", "v546",
             lambda t: POLICE_WORD.search(t) and SUMMONED_IN.search(t) and SOON.search(t)
             and (BRING_A_LAWYER_ASKED.search(t) or WITHOUT_A_LAWYER.search(t)) and not FICTION.search(t)),
)


# after blind v230: "got a text 'nice brake lines you've got, shame if they failed on the straight tomorrow' from a number
# linked to the team we protested" (the extortionist's "shame if something happened", received by the writer; not a
# wish about the weather: the message must have been sent to them), seven languages
VEILED_THREAT = any_of(
    r"\b(?:shame|pity) if (?:[\w'’]+ ){0,6}(?:failed|fail|happened|happen|broke|break|went wrong|caught fire|got hurt|"
    r"had an accident|came off|gave way|disappeared|burned down)\b",
    r"\b(?:una )?pena que (?:\w+ ){0,5}(?:pasara|ocurriera|fallaran?|rompiera)\b|\bdommage (?:qu['’]|que |si )(?:\w+ ){0,5}"
    r"(?:arrive|arrivait|lâchent|lâchait|cass\w+)\b|\bschade,? wenn (?:\w+ ){0,5}(?:passiert|passieren|passierte|kaputt|versagen|"
    r"versagt)\b|\bpeccato se (?:\w+ ){0,5}(?:succedesse|capitasse|si rompesse|cedessero)\b|\bpena se (?:\w+ ){0,5}"
    r"(?:acontecesse|falhass\w+|quebrass\w+)\b|\bzonde (?:zijn )?als (?:\w+ ){0,5}(?:gebeurde|overkwam|kapot|faalde|faalden)\b")
MESSAGE_RECEIVED = any_of(
    r"\b(?:got|received|getting|get|gets|keep getting|sent me|left me|left on)\b[^.?!\n]{0,20}\b(?:text|message|note|letter|dm|"
    r"voicemail|email|e-mail|comment|sms|whatsapp)\b|\b(?:text|message|note|letter|voicemail|dm) (?:said|saying|says|reads?|read)\b",
    r"\b(?:me (?:mandaron|enviaron|escribieron|dejaron)|recib[íi]|me lleg[óo])\b[^.?!\n]{0,20}\b(?:mensaje|sms|nota|carta|whatsapp)\b|"
    r"\b(?:j['’]ai reçu|on m['’]a (?:envoyé|laissé|écrit))\b[^.?!\n]{0,20}\b(?:message|sms|texto|mot|lettre)\b|"
    r"\b(?:nachricht|sms|zettel|brief|whatsapp)\b[^.?!\n]{0,20}\b(?:bekommen|erhalten|gekriegt)\b|"
    r"\b(?:ho ricevuto|mi hanno (?:mandato|scritto|lasciato))\b[^.?!\n]{0,20}\b(?:messaggio|sms|biglietto|lettera)\b|"
    r"\b(?:recebi|me (?:mandaram|enviaram|deixaram))\b[^.?!\n]{0,20}\b(?:mensagem|sms|bilhete|carta|whatsapp)\b|"
    r"\b(?:kreeg|ontving|kregen)\b[^.?!\n]{0,20}\b(?:bericht|sms|briefje|brief|appje)\b|\b(?:bericht|sms|briefje|appje) gekregen\b")


# after blind v145: "school assignment on self-defence law: if a taxi driver ran a cyclist off the road and is now circling the
# block where the cyclist is hiding in a doorway, what is the cyclist legally allowed to do? (the cyclist is me, it's
# happening)" (someone hiding from a pursuer who is searching now, and the writer says the one hiding is them)
HIDING_FROM = any_of(r"\b(?:is|am|are|['’]m|['’]re) hiding (?:in|behind|under|inside|from)\b|\bhid(?:ing)? (?:in|behind) (?:a|the) "
                     r"(?:doorway|shop|bin|car|toilet|bathroom|alley|stairwell)\b")
SEARCHING_NOW = any_of(r"\b(?:is|are) (?:now |still )?(?:circling|searching|looking for|prowling|driving around|hunting)\b|"
                       r"\bnow (?:circling|searching|looking for|prowling|driving around)\b")
IT_IS_ME_NOW = any_of(WRITER_IS_THE_ONE.pattern, r"\b(?:i['’]?m|i am) (?:the \w+|hiding)\b[^.?!\n]{0,40}\b(?:right now|now)\b")


# after blind v141: "Der Abschleppdienst hat mein Auto mit meiner schlafenden Tochter (4) auf dem Rücksitz weggeschleppt!!"
# (a towed or taken car with a child still in it, seven languages)
_TOWED = (r"(?:towed|tow truck|clamped and taken|abgeschleppt|weggeschleppt|abschleppdienst|remolcad[oa]|grúa|fourrière|"
          r"enlevée? par la|rimoss[oa]|carro attrezzi|rebocad[oa]|reboque|weggesleept|takelwagen|sleepdienst)")
_CHILD_INSIDE = (r"(?:(?:my|our) (?:\w+ )?(?:baby|toddler|daughter|son|child|kid|little one)|tochter|sohn|kind|baby|bébé|fille|fils|"
                 r"enfant|hij[oa]|niñ[oa]|bebé|figli[oa]|bambin[oa]|filh[oa]|criança|dochter|zoon|kindje)")
# in the car, said before the towing as after it; after it, also the shorter "in it", "drin", "erin"
_IN_THE_CAR = (r"(?:inside|in the car|back ?seat|rücksitz|im auto|dedans|siège arrière|dentro|asiento trasero|sedile posteriore|"
               r"banco de trás|achterbank)")
CHILD_IN_TOWED_CAR = any_of(rf"\b{_TOWED}\b[^.!?\n]{{0,80}}\b{_CHILD_INSIDE}\b[^.!?\n]{{0,60}}\b(?:{_IN_THE_CAR}|in (?:the|it)|"
                            r"in the (?:back|car seat)|drin|à l['’]intérieur|erin)\b",
                            rf"\b{_CHILD_INSIDE}\b[^.!?\n]{{0,60}}\b{_IN_THE_CAR}\b[^.!?\n]{{0,80}}\b{_TOWED}\b",
                            rf"\b{_TOWED}\b[^.!?\n]{{0,40}}\bmit (?:meine[mr]|unsere[mr]) (?:\w+ )?{_CHILD_INSIDE}\b")


# a known miss of the full run (v26): "O cuidador da minha avó está tirando dinheiro da conta dela agora mesmo pelo
# aplicativo" (money being taken from a relative's account now), seven languages
MONEY_TAKEN = any_of(r"\b(?:tirando|sacando|retirando|roubando|taking|stealing|draining|withdrawing|prend|vole|vide|nimmt|klaut|"
                     r"abhebt|ruba|prelevando|prosciugando|haalt|steelt|plundert)\b[^.?!\n]{0,20}\b(?:dinheiro|dinero|money|argent|"
                     r"geld|soldi)\b[^.?!\n]{0,40}\b(?:conta|cuenta|account|compte|konto|conto|rekening)\b")
NOW_WORD = any_of(r"\b(?:right now|as we speak|agora mesmo|neste momento|ahora mismo|en este momento|en ce moment|"
                  r"maintenant|gerade|jetzt|in diesem moment|adesso|in questo momento|proprio ora|nu|op dit moment|"
                  # (after blind v594 also "as I type this", seven languages)
                  r"as i(?:['’]m)? (?:type|typing|write|writing)(?: this)?|mientras (?:escribo|te escribo)|pendant que (?:j['’]écris|"
                  r"je tape)|während ich (?:das )?(?:schreibe|tippe)|mentre (?:scrivo|ti scrivo)|enquanto (?:escrevo|te escrevo)|"
                  r"terwijl ik (?:dit )?(?:typ|schrijf))\b")


# after blind v66: "Is it normal for a debt recovery company to say they'll take my daughter as 'collateral'? They said
# they're coming Friday. She's 14." A child to be taken, with a pledge word, in one sentence, seven languages
_TAKE = (r"(?:take|taking|took|grab|keep|prendre|emmener|prendront|llevar\w*|quedarse con|nehmen|mitnehmen|holen|prendere|"
         r"portare via|prenderanno|levar|levam|v[ãa]o levar|meenemen|nemen|halen)")
_CHILD = (r"(?:daughter|son|child|kid|kids|children|baby|ma fille|mon fils|mon enfant|mes enfants|mi hij[oa]|mis hijos|"
          r"meine tochter|meinen sohn|mein kind|meine kinder|mia figlia|mio figlio|i miei figli|minha filha|meu filho|"
          r"os meus filhos|mijn dochter|mijn zoon|mijn kind|mijn kinderen)")
_PLEDGE = (r"(?:collateral|security for the debt|en garantie|en gage|como garant[íi]a|als pfand|als sicherheit|come garanzia|"
           r"in pegno|como garantia|als onderpand)")
# after blind v68: "Un homme attend devant la salle paroissiale ... il a essayé de faire monter une des fillettes dans sa
# voiture. Il est toujours là." Seven languages
CHILD_LURED = any_of(
    r"\btried to (?:get|pull|drag|lure|take|grab|put|coax) (?:a |one of (?:the|our) |my |our |the )?(?:\w+ )?(?:girls?|boys?|"
    r"kids?|child(?:ren)?|daughter|son)\b[^.?!\n]{0,30}\b(?:into|in) (?:his|her|their|a|the) (?:car|van|truck)\b",
    r"\ba essayé de faire monter\b[^.?!\n]{0,50}\bdans (?:sa|une|la) (?:voiture|camionnette)\b",
    r"\b(?:intentó|trató de) (?:subir|meter|llevarse)\b[^.?!\n]{0,50}\b(?:a su|en su|al) (?:coche|carro|auto|furgoneta)\b",
    r"\bversucht\w*,?\b[^.?!\n]{0,50}\bin (?:sein|ihr|ein|das) (?:auto|wagen|transporter) zu (?:locken|ziehen|zerren|bekommen|setzen)\b",
    r"\bha (?:cercato|provato) (?:di|a) (?:far salire|portare via)\b[^.?!\n]{0,50}\b(?:in|sulla sua|nella sua) (?:macchina|auto)\b",
    r"\btentou (?:levar|pôr|colocar|meter|fazer entrar)\b[^.?!\n]{0,50}\b(?:no|para o|dentro do) (?:carro|furgão)\b",
    r"\bprobeerde\b[^.?!\n]{0,50}\bin (?:zijn|haar|een) (?:auto|busje) te (?:lokken|trekken|krijgen|zetten)\b")


CHILD_AS_COLLATERAL = any_of(rf"\b{_TAKE}\b[^.?!\n]{{0,20}}\b{_CHILD}\b[^.?!\n]{{0,30}}\W{_PLEDGE}\b")


# after blind v250: "Bailiffs forcing the door for the boat trailer, allowed??" (a door being forced or kicked in as the
# writer types: bailiffs, police or anyone; the -ing form or a present tense, not how to open one's own locked door),
# seven languages
DOOR_FORCED_NOW = any_of(
    # (not a gerund after a preposition or a verb: "authorise forcing the door", "before kicking the door in")
    r"(?<!authorise )(?<!authorize )(?<!before )(?<!about )(?<!without )(?<!of )(?<!for )(?<!avoid )(?<!consider )"
    r"\b(?:forcing|kicking|breaking|smashing|bashing|ramming|trying to (?:force|kick|break|smash))(?: in| down| open)? (?:the|my|our) "
    r"(?:front |back |flat |house |bedroom |bathroom )?door\b(?! (?:handle|frame|hinges?) (?:on|of) (?:a|my|the) (?:car|van))",
    r"\b(?:are|is|they['’]re|he['’]s) (?:forcing|kicking|breaking|smashing)(?: in| down| open)? (?:the|my|our) door\b",
    r"\b(?:est[áa]n )?(?:forzando|derribando|tirando abajo) (?:la|mi) puerta\b",
    r"\b(?:en train de forcer|forcent|défoncent|enfoncent) (?:la|ma|notre) porte\b",
    r"\b(?:brechen|treten|brachen) (?:gerade )?(?:die|meine|unsere) (?:wohnungs|haus)?tür (?:auf|ein)\b|"
    r"\b(?:die|meine|unsere) tür wird (?:gerade )?aufgebrochen\b",
    r"\b(?:stanno )?(?:forzando|sfondando|buttando giù) la (?:mia |nostra )?porta\b",
    r"\b(?:est[ãa]o )?(?:a for[çc]ar|for[çc]ando|a arrombar|arrombando) a (?:minha |nossa )?porta\b",
    r"\b(?:trappen|breken|forceren) (?:nu )?(?:de|mijn|onze) (?:voor)?deur (?:in|open)\b|\b(?:ze|hij) forceren? de deur\b",
)
LOCKED_OUT_OWN = any_of(r"\b(?:locked (?:myself|ourselves|my\w* \w+) out|locked out|lost (?:my|the|our) keys?|key (?:snapped|broke)|"
                        r"door (?:is )?stuck|stuck door|swollen door|fire (?:drill|exercise|training)|training (?:day|drill)|"
                        r"(?:me he|me quedé) (?:quedado )?fuera|enfermé dehors|ausgesperrt|chiuso fuori|trancad[oa] (?:para )?fora|"
                        r"buitengesloten)\b")


# after blind v267: "Mi hanno convocato in questura tra un'ora per 'chiarimenti' su un attacco informatico, ci devo andare senza
# avvocato?" (called in by the police within hours, without a lawyer), and "A Federal tá aqui em casa agora com mandado" and
# v268's "Two coppers at the site cabin asking for me by name ... they've got some warrant thing. Do I have to go with them?"
# (police here now with a warrant), seven languages
POLICE_WORD = any_of(r"\b(?:police|polic[eií]a|pol[íi]cia|cops?|coppers?|officers?|detectives?|questura|carabinieri|commissariat|gendarmes?|"
                     r"gendarmerie|comisar[íi]a|guardia civil|mossos|polizei\w*|kripo|polizia|(?:a )?federal|pf|delegacia|esquadra|"
                     r"guardia di finanza|finanzieri|steuerfahndung|fiod|douanes?|customs officers|hmrc officers|"
                     r"gnr|psp|politie\w*|agenten|rechercheurs?|forestale)\b")
WITHIN_HOURS = any_of(r"\b(?:in (?:an|one|two|\d+) hours?|within (?:an|the|\d+) hours?|this (?:afternoon|evening|morning)|tonight|"
                      r"tra (?:un['’]ora|\w+ ore|mezz['’]ora)|entro (?:un['’]ora|stasera|oggi)|dans (?:une|deux|\d+) heures?|"
                      r"en (?:una|dos|\d+) horas?|dentro de (?:una|\d+) horas?|in (?:einer|zwei|\d+) stunden?|daqui a (?:uma|duas|\d+) "
                      r"horas?|dentro de (?:uma|\d+) horas?|over (?:een|twee|\d+) uur|binnen (?:een|het) uur|"
                      # (after blind v535 also the afternoon or evening in six more languages: "cet après-midi")
                      r"cet après-midi|ce soir|esta (?:tarde|noche)|heute (?:nachmittag|abend)|(?:oggi|questo) pomeriggio|stasera|"
                      r"hoje à (?:tarde|noite)|esta (?:tarde|noite)|vanmiddag|vanavond)\b")
# after blind v535: "police want to search the monastery archive this afternoon for records about a former novice master. they
# haven't shown us any paperwork. do we let them in?" (a search wanted within hours, with whether to let them in asked), seven
# languages
POLICE_WANT_TO_SEARCH = any_of(r"\b(?:want|wants|wanting|are going|is going|are coming|is coming|['’]re coming|['’]re going|plan|plans|"
                               r"planning|intend|intends) to (?:search|raid|go through|turn over) (?:the|our|my|his|her|everyone['’]s|"
                               r"everybody['’]s|all (?:our|the)|us|me)\b|"  # ("everyone's bags": after blind v616)
                               r"\bquieren? (?:registrar|entrar a registrar|hacer un registro (?:en|de)) (?:el|la|los|las|nuestr\w+|mi|mis)\b|"
                               r"\bveu(?:lent|t) (?:perquisitionner|fouiller) (?:le|la|les|l['’]|notre|nos|mon|ma|mes)\b|"
                               r"\b(?:will|woll(?:en|te|ten))\b[^.?!\n]{0,40}\bdurchsuchen\b|\bvogliono (?:perquisire|setacciare|fare una perquisizione)\b|"
                               r"\bquer(?:em)? (?:revistar|fazer uma busca|buscar)\b|\bwillen\b[^.?!\n]{0,40}\b(?:doorzoeken|huiszoeking doen)\b")
LET_THEM_IN_ASKED = any_of(r"\b(?:do|must|should|can|have) (?:we|i) (?:have to |got to )?let (?:them|the police|the officers|him|her) "
                           r"in\b|\b(?:haven['’]?t|hasn['’]?t|didn['’]?t|have not|has not|did not) (?:shown|given) (?:us|me) (?:any )?"
                           r"(?:paperwork|papers|a warrant|any warrant|a search warrant)\b|"
                           r"\b(?:tenemos que|debemos|hay que) dej(?:arles|arlos|arlas) (?:entrar|pasar)\b|\b(?:doit-on|on doit|faut-il|"
                           r"est-ce qu['’]on doit|dois-je) (?:les )?laisser entrer\b|\bmüssen wir (?:sie|die polizei) (?:rein|herein)lassen\b|"
                           r"\b(?:dobbiamo|devo) (?:farli|lasciarli) entrare\b|\btemos (?:de|que) (?:os deixar|deixá-los) entrar\b|"
                           r"\bmoeten (?:we|wij) (?:ze|hen|de politie) binnenlaten\b|\bsans (?:aucun )?mandat\b|\bsin (?:ninguna )?orden\b|"
                           r"\bohne (?:durchsuchungs)?beschluss\b|\bsenza (?:alcun )?mandato\b|\bsem mandado\b|\bzonder (?:een )?bevel\b")
WITHOUT_A_LAWYER = any_of(r"\b(?:without (?:a |my |any )?(?:lawyer|solicitor|attorney)|senza (?:un |l['’])?avvocato|sans (?:un |mon )?"
                          r"avocat|sin (?:un |mi )?abogado|ohne (?:einen |meinen )?anwalt|sem (?:um |meu )?advogado|zonder (?:een |mijn )?"
                          r"advocaat)\b",
                          # after blind v538: "ask for a lawyer first", "posso chiamare un avvocato prima?" (a lawyer called before
                          # anything), seven languages
                          r"\b(?:ask for|call|ring|phone|get|wait for) (?:a|my) (?:lawyer|solicitor|attorney) (?:first|before)\b|"
                          r"\bchiamare (?:un|il mio) avvocato prima\b|\bllamar a (?:un|mi) abogado antes\b|\bappeler (?:un|mon) avocat "
                          r"(?:avant|d['’]abord)\b|\berst (?:einen|meinen) anwalt\b|\bligar (?:a|para) (?:um|o meu) advogado antes\b|"
                          r"\beerst (?:een|mijn) advocaat\b",
                          # (after blind v701 also "Do I go alone?": going alone, seven languages)
                          r"\b(?:do|should|can) i go (?:in )?(?:alone|on my own|by myself)\b|\bj['’]y vais seule?\b|\b(?:voy|debo ir) sol[oa]\b|"
                          r"\b(?:soll|kann) ich allein(?:e)? (?:hingehen|gehen)\b|\bci vado da sol[oa]\b|\bvou sozinh[oa]\b|\bga ik "
                          r"alleen\b",
                          # after blind v487: "Detective just rang and wants me in for a 'voluntary interview' in 2 hours ... Do I need a
                          # solicitor?" (whether one needs a lawyer, asked), seven languages
                          r"\b(?:do i need|should i (?:get|bring|have)|ho bisogno di|ai-je besoin d['’]|est-ce que j['’]ai besoin d['’]|"
                          r"(?:necesito|necesitaré)|brauche ich|preciso de|heb ik) (?:a |an |my |un |une |um |einen |een )?(?:lawyer|"
                          r"solicitor|attorney|avvocato|avocat|abogado|anwalt|advogado|advocaat)\b")
# after blind v534: "i carabinieri sono qui alla pensione per gatti e vogliono sentirmi subito" (the police here wanting to
# question the writer), seven languages
QUESTION_ME = any_of(r"\bwants? to (?:question|interview|talk to|speak to|speak with) (?:me|us)\b|\bquieren? (?:interrogarme|"
                     r"tomarme declaración|hablar conmigo)\b|\bveu(?:lent|t) m['’](?:interroger|entendre|auditionner)\b|\bwoll(?:en|te) "
                     r"mich (?:vernehmen|befragen|verhören|sprechen)\b|\bwill mich (?:jetzt |gleich |sofort )?(?:vernehmen|befragen|verhören|"
                     r"sprechen)\b|\bvogliono (?:sentirmi|interrogarmi|parlarmi)\b|\bquerem "
                     r"(?:interrogar-me|ouvir-me|falar comigo)\b|\bwillen (?:me|mij) (?:verhoren|spreken|ondervragen)\b")
# after blind v538: "There are two officers in the lobby asking for me by name ... Should I go down or ask for a lawyer first?"
# (in the building now, asking for the writer), seven languages
ASKING_FOR_ME_DOWNSTAIRS = any_of(r"\b(?:there(?:['’]s| is| are)|are|is|['’]re)\b[^.?!\n]{0,30}\b(?:in|at) (?:the )?(?:lobby|reception|"
                                  r"front desk|foyer|hallway|entrance|gate|downstairs)\b[^.?!\n]{0,15}\b(?:asking|looking) (?:for|after) "
                                  r"me\b|\ben (?:la )?(?:recepci[óo]n|entrada|portería)\b"
                                  r"[^.?!\n]{0,15}\bpreguntando por m[íi]\b|\bà l['’]accueil\b[^.?!\n]{0,15}\b(?:me )?demand\w* "
                                  r"(?:après moi|à me voir)\b|\bam empfang\b[^.?!\n]{0,15}\bfrag\w* nach mir\b|\b(?:alla|in) "
                                  r"(?:reception|portineria|entrata)\b[^.?!\n]{0,15}\bchied\w* di me\b|\bna rece[çc][ãa]o\b[^.?!\n]{0,15}"
                                  r"\b(?:a )?pergunt\w* por mim\b|\bbij de (?:receptie|balie|ingang)\b[^.?!\n]{0,15}\bvra\w* naar mij\b")
# after blind v536: "Detective called and wants me to come in 'for a chat' in two hours about my coworker's injury on the roller.
# Should I bring someone? Am I a suspect?" (whether one is a suspect, asked), seven languages
AM_I_A_SUSPECT = any_of(r"\b(?:am i|i['’]?m|im) (?:a |the |the main )?suspect\b|\bam i under suspicion\b|\bsoy (?:el |la |un |una )?"
                        r"(?:sospechos[oa]|investigad[oa])\b|\bsuis-je (?:un |le |une |la )?(?:suspecte?|soupçonnée?)\b|\bje suis "
                        r"(?:suspecte?|soupçonnée?) \?|\bbin ich (?:ein |der |eine |die )?(?:verdächtig\w*|beschuldigt\w*|tatverdächtig\w*)\b|"
                        r"\bsono (?:un |il |una |la )?(?:indagat[oa]|sospettat[oa]|sospett[oa])\b|\bsou (?:o |a |um |uma )?"
                        r"(?:suspeit[oa]|arguid[oa])\b|\bben ik (?:een |de )?verdachte\b")
WARRANT = any_of(r"\b(?:warrant|mandado|mandat|orden (?:judicial|de (?:registro|detenci[óo]n|arresto))|durchsuchungsbeschluss|"
                 r"haftbefehl|mandato|bevel|huiszoekingsbevel|arrestatiebevel|"
                 # after blind v315: "la guardia di finanza è in ufficio adesso e vuole sequestrare i computer" (a seizure now)
                 r"(?:want|wants|going|about) to seize|seizing|sequestrare|sequestrando|saisir|saisissent|incautar|beschlagnahmen|"
                 r"apreender|in beslag (?:nemen|genomen))\b")
HERE_NOW_FOR_ME = any_of(r"\b(?:(?:are|is)(?: here| at (?:the|my) (?:door|house|flat|cabin|site|work))|here now|at my door|outside my "
                         r"(?:door|house|flat)|asking for me|go with them|è (?:qui|qua)|(?:t[áa]|est[áa]|est[ãa]o|t[ãa]o) aqui|em casa agora|aqui agora|"
                         r"sont (?:l[àa]|ici|devant)|chez moi|est[áa]n? aqu[íi]|en (?:mi )?casa ahora|sind (?:hier|da)|vor (?:der|meiner) "
                         r"t[üu]r|sono (?:qui|qua)|alla porta|staan (?:hier|voor de deur)|zijn hier|aan de deur|"
                         # (after blind v315 also "è in ufficio adesso": in the office or the shop now)
                         r"(?:is|are) in (?:the|my|our) (?:office|shop|house|workshop) (?:right )?now|(?:è|sono) in (?:ufficio|negozio|casa|"
                         r"azienda) (?:adesso|ora)|(?:est|sont) (?:au bureau|dans les bureaux|au magasin) maintenant|(?:está|están) en la "
                         r"oficina ahora|(?:ist|sind) (?:jetzt|gerade) im (?:büro|laden)|(?:está|estão) no escritório agora|(?:is|zijn) nu op "
                         r"kantoor|"
                         # after blind v378: "sono arrivati i carabinieri ... con un mandato, posso chiamare un avvocato prima che
                         # entrino?" (just arrived, or about to come in), seven languages
                         r"(?:have|['’]ve) just (?:arrived|turned up|shown up)|just (?:arrived|turned up|showed up)|before they (?:come|get) "
                         r"in|sono (?:appena )?arrivati|prima che entrino|(?:viennent|vient) d['’]arriver|avant qu['’]ils (?:n['’])?entrent|"
                         r"acaban de llegar|antes de que entren|sind (?:gerade|eben) (?:gekommen|angekommen)|bevor sie reinkommen|"
                         r"acabaram de chegar|antes que entrem|zijn net (?:aangekomen|gekomen)|voordat ze binnenkomen)\b")


# after blind v306: "Um voluntário do clube de comboios tem fotos de crianças no telemóvel, vi hoje na exposição, o que faço
# já?" (images of children found on someone's phone or computer: indecent, or with the finder asking what to do; not one's
# own family's photos, nor a phone's storage), seven languages
_CHILDREN = (r"(?:children|kids|minors|little (?:girls|boys)|young (?:girls|boys)|juniors|pupils|crian[çc]as|menores|meninos|"
             r"meninas|ni[ñn]os|ni[ñn]as|enfants|mineurs|petite?s (?:filles|gar[çc]ons)|kindern|kinder|minderj[äa]hrigen|bambin[ei]|"
             r"bambini|ragazzin[ei]|minori|kinderen|minderjarigen)")
_IMAGES = (r"(?:images|photos|pictures|pics|videos|fotos|imagens|v[íi]deos|im[áa]genes|bilder|aufnahmen|immagini|foto|"
           r"filmpjes|foto['’]s|beelden)")
CHILD_IMAGES_INDECENT = any_of(
    rf"\b(?:indecent|explicit|sexual|sexuali[sz]ed|naked|nude|abuse) {_IMAGES} (?:of )?{_CHILDREN}\b|\bchild (?:abuse|sex(?:ual)?|porn\w*) "
    r"(?:images|material|videos|photos|pics)\b|\bcsam\b|\b(?:pornograf[íi]a infantil|pornographie (?:infantile|enfantine)|"
    r"kinderpornogra(?:f|ph)ie|kinderpornos?|pedopornograf\w*|p[ée]dopornograph\w*|kinderporno)\b",
    # after blind v322 and v324: "found photos of naked kids on the laptop of a teacher" and "found images of children on the
    # club's shared laptop ..., it's abuse material"
    # (after blind v327 also "immagini di abusi su minori", seven languages)
    rf"\b{_IMAGES} (?:of|de|d['’]|di|von|van) (?:abuse|abusos?|abusi|abus|missbrauch|misbruik) (?:of|on|sobre|de|a|su|sur|an|van|"
    rf"von) {_CHILDREN}\b|"
    rf"\b{_IMAGES} of (?:naked|nude|undressed|half-naked) {_CHILDREN}\b|\b{_IMAGES} (?:of|de|von|di|van) {_CHILDREN}\b"
    r"[^.?!\n]{0,80}\b(?:abuse material|abuse (?:images|pictures|pics|photos|videos)|indecent)\b")  # (pictures: v332)
CHILD_IMAGES_ON_DEVICE = any_of(
    rf"\b{_IMAGES} (?:of|de|d['’]|von|di|van) {_CHILDREN}\b[^.?!\n]{{0,40}}\b(?:on|in|no|na|en|sur|dans|auf|im|nel|sul|op) "
    r"(?:(?:his|her|their|the|o|a|seu|sua|el|su|son|sa|le|la|seinem|ihrem|dem|suo|sua|il|zijn|haar|de|(?:my|our|a|the) [\w-]+['’]s) )?"
    r"(?:(?:shared|work|office|old|spare|school|club|family|personal|private) )?"
    r"(?:phone|mobile|laptop|computer|tablet|ipad|telem[óo]vel|celular|telefone|computador|port[áa]til|m[óo]vil|tel[ée]fono|"
    r"ordenador|portable|t[ée]l[ée]phone|ordinateur|handy|telefon|rechner|cellulare|telefonino|telefoon|mobiel)\b")
# (after blind v322 also "who do i call")
WHAT_DO_I_DO = any_of(r"\bwhat (?:do|should|can) (?:i|we) do\b|\bshould (?:i|we) (?:report|tell|call)\b|"
                      r"\bwho (?:do|should|can) (?:i|we) (?:call|ring|tell|report (?:it|this|them) to|contact)\b|\bo que (?:é que )?(?:eu )?fa[çc]o\b|"
                      r"\bqu[ée] (?:hago|debo hacer)\b|\bque (?:dois-je|faire|je fais)\b|\bwas (?:soll|kann|muss) ich\b|"
                      r"\bcosa (?:faccio|devo fare)\b|\bwat (?:moet|kan|doe) ik\b")
OWN_OR_STORAGE = any_of(r"\b(?:own|grand\w*|kleinkinder\w*|nipot\w*|netos|nietos|petits-enfants|kleinkinderen|storage|space|backup|"
                        r"back up|cloud|delete|transfer|espacio|espa[çc]o|stockage|speicher\w*|spazio|opslag)\b")


def has_signs(text: str) -> bool:
    """Whether the message describes urgent legal or personal danger by its signs (any rule of ``RULES``)."""
    return first_rule(RULES, text) is not None


# after blind v311: "the guy who runs our catching crew said if i talk to the labour inspector he'll tell immigration where i
# live. inspector comes thursday" (a worker kept silent by a threat to report them to immigration), seven languages
TOLD_TO_IMMIGRATION = any_of(
    r"\b(?:tell|call|ring|phone|report|inform|shop|grass)(?:s|ed|ing|ped|ping)?\b[^.?!\n]{0,20}\b(?:to )?(?:the )?(?:immigration|home office|"
    r"border (?:force|agency|police)|ice|uk ?vi)\b",
    r"\b(?:appeler|prévenir|dénoncer|signaler)\w*\b[^.?!\n]{0,20}\b(?:à )?l['’]immigration\b|\b(?:llamar|avisar|denunciar)\w*\b"
    r"[^.?!\n]{0,20}\b(?:a )?(?:inmigraci[óo]n|extranjer[íi]a)\b|\b(?:ausländerbehörde|einwanderungsbehörde)\b[^.?!\n]{0,30}"
    r"\b(?:melden|anzeigen|verraten|anrufen)\b|\b(?:chiamare|avvisare|denunciare)\w*\b[^.?!\n]{0,20}\b(?:l['’])?"
    r"(?:immigrazione|ufficio immigrazione)\b|\b(?:ligar|avisar|denunciar)\w*\b[^.?!\n]{0,20}\b(?:[àa] )?(?:imigra[çc][ãa]o|sef|aima)\b|"
    r"\b(?:aangeven|melden|bellen|verraden)\b[^.?!\n]{0,20}\b(?:bij )?(?:de )?(?:ind|vreemdelingenpolitie|immigratiedienst)\b",
)
IF_I_SPEAK = any_of(r"\bif (?:i|we|she|he|they|anyone|any of us) (?:ever )?(?:talk|speak|go|report|complain|tell|say anything|"
                    r"open (?:my|our|her|his|their) mouths?|make a fuss|join)\w*|\bunless\b|\bor else\b",
                    r"\bsi (?:je|on|nous|elle|il) (?:parle|vais|porte plainte|dis|me plains)\b|\bsi (?:hablo|digo|denuncio|me quejo|voy)\b|"
                    r"\bwenn (?:ich|wir|sie|er) (?:rede|spreche|anzeige|etwas sage|mich beschwere|gehe)\b|\bse (?:parlo|denuncio|dico|"
                    r"vado|falo|digo|reclamo|for)\b|\bals (?:ik|we|zij|hij) (?:praat|klaag|aangifte doe|iets zeg|ga)\b")
# after blind v311: "supermarket buyer says unless I 'take care of him' personally our contract's gone, and he mentioned he knows
# which school my daughter goes to" (a demand, and the one who made it knows the child's school), seven languages
_SCHOOL_CHILD = r"(?:daughter|son|kids?|children|child|boy|girl|little one|grandson|granddaughter)"
KNOWS_CHILDS_SCHOOL = any_of(
    rf"\b(?:knows?|knew|found out|mentioned|asked)\b[^.?!\n]{{0,25}}\b(?:which|what|where) (?:school|nursery|college|creche|"
    rf"kindergarten|bus stop)\b[^.?!\n]{{0,10}}\b(?:my|our|your|her|his) (?:\w+ )?{_SCHOOL_CHILD}s?\b",
    rf"\b(?:knows?|knew) where (?:my|our) (?:\w+ )?{_SCHOOL_CHILD}s? (?:go(?:es)? to school|goes to nursery|lives?|plays?|waits?)\b",
    r"\bsait (?:dans )?(?:quelle|à quelle) (?:école|crèche)\b[^.?!\n]{0,15}\b(?:ma|mon|mes|notre|nos) (?:fille|fils|enfants?)\b|"
    r"\bsabe (?:a |en )?(?:qu[ée]|cu[áa]l) (?:colegio|escuela|guarder[íi]a)\b[^.?!\n]{0,15}\b(?:mi|mis|nuestr[oa]s?) (?:hij[oa]s?|niñ[oa]s?)\b|"
    r"\bwei(?:ß|ss),? (?:auf |in )?(?:welche|welcher|welchen) (?:schule|kita|kindergarten)\b[^.?!\n]{0,15}\b(?:meine?|unsere?) "
    r"(?:tochter|sohn|kinder?)\b|\bsa (?:in |a )?(?:quale|che) (?:scuola|asilo)\b[^.?!\n]{0,15}\b(?:mia|mio|miei|nostr[oa]) "
    r"(?:figli[oa]?|bambin[oi])\b|\bsabe (?:em |a )?(?:que|qual) (?:escola|creche)\b[^.?!\n]{0,20}\b(?:minha|meu|meus|minhas) "
    r"(?:filh[oa]s?|crian[çc]as?)\b|\bweet (?:op |naar )?welke (?:school|crèche|opvang)\b[^.?!\n]{0,15}\b(?:mijn|onze) "
    r"(?:dochter|zoon|kinderen|kind)\b",
)
A_DEMAND = any_of(r"\bunless\b|\bor else\b|\botherwise\b|\bif (?:i|we) (?:don['’]?t|do not|refuse|say no|won['’]?t)\b|"
                  r"\b(?:à moins que|sinon|a menos que|si no|sonst|außer wenn|altrimenti|a meno che|sen[ãa]o|a n[ãa]o ser que|"
                  r"tenzij|anders)\b")


# after blind v314: "On me menace de mort sur Facebook depuis que je suis candidate, ils ont publié mon adresse ce matin" (death
# threats, and the address published), seven languages
DEATH_THREATS = any_of(r"\b(?:death threats?|threaten\w* to kill|menac\w* de mort|amenaza\w* de muerte|amenaz\w* (?:con )?matarme|"
                       r"morddrohung\w*|todesdrohung\w*|minacc\w* di morte|minacciat\w* di morte|ameaça\w* de morte|ameaçad\w* de morte|ameaçou-me de morte|"
                       r"doodsbedreiging\w*|met de dood bedreigd)\b")
# after blind v642: "sponsor is threatening to sue me and post my home address online unless i sign over my winnings today. they
# gave me until 5pm" (a threat to publish the writer's address unless they do something by a deadline), seven languages
ADDRESS_THREAT = any_of(r"\b(?:post|publish|share|leak|put)\w* (?:my|our) (?:home )?address\b|\bpubli\w* (?:mon|notre) adresse\b|"
                        r"\bpublicar (?:mi|nuestra) direcci[óo]n\b|\b(?:meine|unsere) (?:adresse|anschrift) (?:zu )?(?:veröffentlichen|posten)\b|"
                        r"\bpubblicare il (?:mio|nostro) indirizzo\b|\bpublicar (?:o )?(?:meu|nosso) endere[çc]o\b|\bpublicar a (?:minha|nossa) "
                        r"morada\b|\b(?:mijn|ons) adres (?:te )?(?:publiceren|delen|online zetten)\b")
# after blind v645: "the council are shutting down our folk festival TODAY, they say our licence is invalid ... gates open at 2pm"
# (an authority closing the writer's event or business, read with TODAY_OR_NOW), seven languages
AUTHORITY_CLOSING = any_of(
    # after blind v666: "Got an email from the council that our licence is suspended from 6pm today unless we file the noise report"
    # (the writer's licence or permit suspended or revoked, read with today or now), seven languages
    r"\b(?:our|my|the) (?:[\w-]+ ){0,2}(?:licen[cs]e|permit)\b (?:is|will be|['’]s|gets|has been) (?:being )?(?:suspended|revoked|"
    r"pulled|withdrawn|cancell?ed)\b(?! (?:last|in (?:19|20)\d\d))",
    r"\b(?:notre|ma|la) (?:licence|autorisation)\b[^.?!\n]{0,20}\b(?:est|sera) (?:suspendue|retirée|révoquée)\b|\b(?:nuestra|mi|la) "
    r"(?:licencia|autorización|permiso)\b[^.?!\n]{0,20}\b(?:queda|está|será) (?:suspendid[ao]|retirad[ao]|revocad[ao])\b|\b(?:unsere|"
    r"meine|die) (?:lizenz|konzession|genehmigung|erlaubnis)\b[^.?!\n]{0,10}\b(?:wird|ist)\b[^.?!\n]{0,30}\b(?:ausgesetzt|entzogen|widerrufen|"
    r"gesperrt)\b|\b(?:la nostra|la mia|la) (?:licenza|autorizzazione)\b[^.?!\n]{0,20}\b(?:è|sarà|viene) (?:sospesa|revocata|ritirata)\b|"
    r"\b(?:a nossa|a minha|nossa|minha|a|o nosso|o) (?:licença|alvará)\b[^.?!\n]{0,20}\b(?:está|fica|será|vai ser) (?:suspens[ao]|"
    r"cassad[ao]|revogad[ao])\b|\b(?:onze|mijn|de) (?:vergunning|licentie)\b[^.?!\n]{0,20}\b(?:wordt|is) (?:\w+ )?(?:geschorst|"
    r"ingetrokken|opgeschort)\b",
    r"\b(?:council|police|licensing (?:officers?|authority|team)|environmental health|fire (?:service|brigade|officers?)|authorities|"
    r"the city|inspectors?)\b[^.?!\n]{0,20}\b(?:shutting|closing|cancell?ing|shut|close|cancel)(?:s)? (?:down )?(?:our|my|the) "
    r"(?:[\w-]+ ){0,2}(?:festival|event|gig|concert|show|fair|market|shop|pub|bar|club|venue|restaurant|business|ceilidh|dance)\b",
    r"\b(?:la mairie|la préfecture|la police)\b[^.?!\n]{0,20}\b(?:ferme|annule|interdit)\w* (?:notre|le|la) (?:festival|fête|"
    r"événement|concert|bal)\b|\b(?:el ayuntamiento|la policía)\b[^.?!\n]{0,20}\b(?:cierra|cancela|suspende|prohíbe)\w* (?:nuestro|el|"
    r"la|nuestra) (?:festival|fiesta|evento|concierto)\b|\b(?:die stadt|das ordnungsamt|die polizei|die gemeinde)\b[^.?!\n]{0,20}"
    r"\b(?:schließt|verbietet|sagt)\w* (?:unser|das|die) (?:festival|fest|konzert|veranstaltung)\b|\b(?:il comune|la questura|la "
    r"polizia)\b[^.?!\n]{0,20}\b(?:chiude|annulla|blocca|vieta)\w* (?:il nostro|il|la nostra|la) (?:festival|festa|evento|concerto)\b|"
    r"\b(?:a câmara|a polícia|a prefeitura)\b[^.?!\n]{0,20}\b(?:fecha|cancela|encerra|proíbe)\w* (?:o nosso|o|a nossa|a) (?:festival|"
    r"festa|evento|concerto|arraial)\b|\b(?:de gemeente|de politie)\b[^.?!\n]{0,20}\b(?:sluit|annuleert|verbiedt|legt)\w* (?:ons|het|"
    r"onze|de) (?:festival|feest|evenement|concert)\b")
ADDRESS_PUBLISHED = any_of(r"\b(?:posted|published|shared|leaked|put up|doxx?ed)\b[^.?!\n]{0,20}\b(?:my|our|her|his) (?:home )?address\b|"
                           r"\bpubli\w* (?:mon|notre) adresse\b|\bpublica\w* (?:mi|nuestra) direcci[óo]n\b|\b(?:meine|unsere) "
                           r"(?:adresse|anschrift) (?:veröffentlicht|gepostet|geteilt)\b|\bpubblicat\w* il (?:mio|nostro) indirizzo\b|"
                           r"\bpublica\w* (?:o )?(?:meu|nosso) endere[çc]o\b|\b(?:mijn|ons) adres (?:gepubliceerd|gedeeld|gepost)\b")
# after blind v315 and v316: "'if that return goes in as it is, you'll regret it — accidents happen to accountants'"; "he'll 'make
# sure I have an accident on the pipe rack'" (an accident promised, told to the writer)
ACCIDENT_THREAT = any_of(r"\bmake sure (?:i|you|he|she|they|we) (?:have|has|get|gets|meet|meets) (?:an? )?(?:\w+ )?accident\b|"
                         r"\baccidents (?:can |do )?happen to (?:\w+ )?(?:people like (?:you|me)|accountants|snitches|grasses|whistle-?blowers|"
                         r"(?:nosy|nosey) \w+|you)\b|\byou['’]?ll regret (?:it|this)\b[^.?!\n]{0,40}\baccidents?\b")
TOLD_ME = any_of(r"\b(?:told|tells|said|says|warned|texted|messaged|threatened|whispered)\b")


# after blind v327: "cops here. stolen coins." (four words, sent to Eco: the police here now, with what they came about)
POLICE_HERE_NOW = any_of(r"(?:^|[.!?,;:]\s*)(?:the )?(?:cops|police|feds|old bill|coppers) (?:here|outside|downstairs)(?:\s*(?:[.!?,;:]|$)|"
                         r" (?:now|right now)\b)|"
                         r"\b(?:cops|police|feds|coppers) (?:are|r|['’]re) (?:here|outside|downstairs|at the (?:door|shop|stall|house|flat|"
                         r"gate))\b(?! (?:to help|for the (?:talk|school|visit)|yesterday|last))")
# after blind v668: "there are cops downstairs asking the neighbours which flat is mine, apparently about the brick shipment. should I
# talk to them" (the police asking the neighbours now which home is the writer's), seven languages
POLICE_ASKING_NEIGHBOURS = any_of(
    r"\b(?:cops|police|officers|detectives|feds)\b[^.?!\n]{0,60}\b(?:asking|going round|knocking on) (?:the |my |all the )?neighbou?rs\b",
    r"\b(?:les flics|la police|les policiers|les gendarmes|les keufs)\b[^.?!\n]{0,60}\b(?:demandent|demande) aux voisins\b",
    r"\b(?:la polic[íi]a|los polis|la poli|los agentes|la guardia civil)\b[^.?!\n]{0,60}\b(?:preguntando|pregunta|preguntan) a los "
    r"vecinos\b",
    r"\b(?:die polizei|die bullen|polizisten)\b[^.?!\n]{0,60}\b(?:fragt|fragen) (?:die|bei den) nachbarn\b",
    r"\b(?:la polizia|i carabinieri|gli sbirri|i poliziotti)\b[^.?!\n]{0,60}\b(?:chiede|chiedono|sta chiedendo|stanno chiedendo) ai "
    r"vicini\b",
    r"\b(?:a pol[íi]cia|os pol[íi]cias|os policiais|os b[óo]fias|os tiras)\b[^.?!\n]{0,60}\b(?:a perguntar|perguntando|pergunta|"
    r"perguntam|est[ãa]o a perguntar) aos vizinhos\b",
    r"\b(?:de politie|de agenten|de flikken|de smerissen)\b[^.?!\n]{0,60}\b(?:vraagt|vragen) (?:aan )?de buren\b")
WHICH_HOME_IS_MINE = any_of(
    r"\bwhich (?:flat|apartment|house|door|unit|room) is (?:mine|ours)\b|\bwhere i live\b|\bquel (?:appart(?:ement)?|logement) est le "
    r"mien\b|\boù j['’]habite\b|\bcu[áa]l es mi (?:piso|casa|apartamento)\b|\bd[óo]nde vivo\b|\bwelche wohnung (?:meine|mir) (?:ist|"
    r"gehört)\b|\bwo ich wohne\b|\bqual [èe] il mio appartamento\b|\bdove abito\b|\bqual [ée] o meu (?:apartamento|andar)\b|\bonde "
    r"moro\b|\bwelk (?:appartement|huis) van mij is\b|\bwaar ik woon\b")
POLICE_ABOUT = any_of(r"\b(?:stolen|warrant|search(?:ing)?|raid(?:ing)?|arrest\w*|seiz\w*|drugs?|handling|fenc(?:e|ing) goods|"
                      r"what do i do|do i have to)\b")

# after blind v334 and v336: "Mi hanno appena arrestato dopo lo spettacolo, posso chiamare un avvocato adesso?" and "la policía
# está registrando mi tienda de suplementos ahora mismo" (arrested just now, or a search going on now), six languages
JUST_ARRESTED_ML = any_of(r"\b(?:woke up|i['’]?m|i am|sitting|stuck|locked up|still|been) in (?:a|the) (?:[\w-]+ )?(?:police cell|"
                          r"holding cell|custody suite|cell at the (?:police )?station)\b|\b(?:estoy|me desperté) en (?:el|un) calabozo\b|"
                          r"\b(?:je suis|je me suis réveillée?) en cellule\b|\b(?:ich bin|ich bin aufgewacht) in (?:einer|der) "
                          r"(?:polizei)?zelle\b|\b(?:sono|mi sono svegliat[oa]) in (?:una )?cella\b(?! frigo\w*)|\b(?:estou|acordei) (?:numa|na) cela\b|"
                          r"\b(?:ik zit|ik werd wakker) in een (?:politie)?cel\b|"  # (a police cell: after blind v593)
                          r"\bfui (?:detid[oa]|pres[oa]) agora\b|\bacabei de ser detid[oa]\b|\bme (?:detuvieron|arrestaron) (?:ahora|hace un momento)\b|"
                          r"\bmi hanno appena (?:arrestat[oa]|fermat[oa])\b|\bme acaban de (?:detener|arrestar)\b|\bje viens d['’]être "
                          r"(?:arrêtée?|interpellée?)\b|\bich (?:wurde|bin) (?:gerade|eben|soeben) (?:verhaftet|festgenommen)\b|"
                          r"\bacabei de ser pres[oa]\b|\bacabaram de me (?:prender|deter)\b|\bik ben (?:net|zojuist|zonet) "
                          r"(?:gearresteerd|opgepakt)\b")
SEARCHING_NOW_ML = any_of(r"\b(?:la polic[íi]a|la guardia civil) est[áa] (?:[^.?!\n]{0,40}\b)?registrando\b|\bla police (?:perquisitionne|fouille|est en train de "
                          r"fouiller)\b|"
                          # (after blind v695 also "cops searching the clubhouse rn with a warrant": English, our place or a warrant)
                          r"\b(?:cops|police|officers|detectives|feds|coppers)\b (?:are |r |['’]re )?(?:searching|raiding|going through|"
                          r"turning over) (?:(?:our|my) (?:[\w-]+ ){0,2}?(?:rn|right now|now)\b|the (?:[\w-]+ ){0,2}?(?:rn|right now|now)\b"
                          r"(?=[^.?!\n]{0,30}\bwarrant\b))|"
                          # (after blind v654 also "Les douanes sont en train de perquisitionner la cave": customs or
                          # gendarmes searching now)
                          r"\b(?:la police|la douane|les douanes|les douaniers|les gendarmes|le fisc)\b (?:est|sont) en train de "
                          r"(?:perquisitionner|fouiller)\b|"
                          # (after blind v669 also "les flics sont dans notre local de répèt en train de tout fouiller": slang, the
                          # place between, "everything"; seven languages)
                          r"\b(?:la police|les flics|les keufs|les policiers|les gendarmes|la douane|les douaniers)\b (?:est|sont)\b"
                          r"[^.?!\n]{0,50}\ben train de (?:tout )?(?:perquisitionner|fouiller|retourner)\b|\b(?:the )?(?:cops|police|"
                          r"officers) (?:are|r|['’]re) (?:in|at|all over) (?:our|my) [^.?!\n]{0,40}\b(?:going through|searching|"
                          r"turning over|ransacking|tearing apart) (?:everything|it all|the place|our|my)\b|\b(?:los polis|los maderos|"
                          r"los agentes)\b[^.?!\n]{0,50}\best[áa]n (?:registrando|revolviendo) (?:todo|el local|la casa)\b|\b(?:die bullen|"
                          r"die polizisten|die beamten)\b[^.?!\n]{0,50}\b(?:durchsuchen|durchwühlen) (?:gerade |jetzt )?alles\b|"
                          r"\b(?:gli sbirri|i poliziotti|gli agenti)\b[^.?!\n]{0,50}\bstanno (?:perquisendo|frugando|rovistando)\b|"
                          r"\b(?:os b[óo]fias|os pol[íi]cias|os policiais|os tiras)\b[^.?!\n]{0,50}\best[ãa]o (?:a (?:revistar|vasculhar)|"
                          r"revistando|vasculhando) tudo\b|\b(?:de flikken|de smerissen|de agenten)\b[^.?!\n]{0,50}\b(?:doorzoeken|zijn "
                          r"alles aan het doorzoeken)\b|\bdie polizei durchsucht (?:gerade|jetzt)\b|\b(?:la polizia|la guardia di finanza|la finanza|"
                          r"i carabinieri) (?:sta|stanno) perquisendo\b|\ba pol[íi]cia est[áa] "
                          r"(?:a revistar|revistando|a fazer buscas)\b|\bde politie (?:doorzoekt|is .{0,10}aan het doorzoeken)\b|"
                          # (after blind v699 also "a GNR está aqui na feira a revistar a carrinha": the GNR or PSP, the place between)
                          r"\ba (?:gnr|psp|guarda|pol[íi]cia)\b est[áa] (?:[^.?!\n]{0,40}\b)?(?:a revistar|revistando|a fazer buscas)\b|"
                          # after blind v364: "de politie staat nu bij ons spellencafé en wil de kassa en computers meenemen"
                          r"\bde politie (?:staat|is) (?:nu|hier)\b[^.?!\n]{0,60}\b(?:meenemen|in beslag|doorzoeken|oppakken)\b|"
                          r"\bdie \w*polizei (?:steht|ist) (?:gerade|jetzt)\b[^.?!\n]{0,100}\b(?:mitnehmen|beschlagnahmen|durchsuchen|"
                          r"reinlassen|hereinlassen|aufmachen)\b|"  # ("muss ich sie reinlassen?": after blind v590)
                          # after blind v463: "la finanza è in laboratorio adesso, stanno sequestrando tutto" (officers seizing things
                          # now), seven languages
                          r"\b(?:la polizia|la guardia di finanza|la finanza|i carabinieri)\b[^.?!\n]{0,60}\b(?:stanno|sta) (?:sequestrando|"
                          r"portando via)\b|\b(?:la polic[íi]a|la guardia civil|hacienda|los agentes)\b[^.?!\n]{0,60}\best[áa]n? (?:incautando|"
                          r"requisando|llev[áa]ndose)\b|\b(?:la police|la douane|les douaniers|le fisc|les gendarmes)\b[^.?!\n]{0,60}\b(?:saisissent|"
                          r"sont en train de (?:tout )?saisir|embarquent tout)\b|\b(?:die polizei|der zoll|die steuerfahndung|die fahnder)\b"
                          r"[^.?!\n]{0,60}\bbeschlagnahm(?:t|en) (?:gerade|jetzt|alles)\b|\b(?:a pol[íi]cia|a pj|a gnr|as finan[çc]as|a receita)\b"
                          r"[^.?!\n]{0,60}\best[ãa]o? (?:a apreender|apreendendo|a levar tudo|levando tudo)\b|\b(?:de politie|de fiod|de douane)\b"
                          r"[^.?!\n]{0,60}\b(?:neemt|nemen) (?:nu )?(?:alles )?in beslag\b|\b(?:the )?(?:police|officers|customs|hmrc|feds|"
                          r"agents|cops)\b[^.?!\n]{0,60}\b(?:are|is) (?:seizing|confiscating|taking away|bagging up) (?:everything|all|our|my|the)\b|"
                          # after blind v584: "forestry and two cops are at our trail builders' camp right now seizing all the tools"
                          # (a place and "right now" between)
                          r"\b(?:police|officers|customs|hmrc|feds|agents|cops|bailiffs|rangers|wardens)\b[^.?!\n]{0,20}\b(?:are|is|['’]re)\b"
                          r"[^.?!\n]{0,50}\b(?:right now|now|rn|as we speak|at the moment)\b[^.?!\n]{0,10}\b(?:seizing|confiscating|"
                          r"taking away|impounding|bagging up|loading up) (?:everything|all|our|my|the)\b")
# after blind v340: "is it normal for live-in pet sitting jobs that the owner locks you in the apartment when they go out and
# keeps your phone? been like this 2 weeks" (locked in and cut off, asked as a question about work)
LOCKS_ONE_IN = any_of(r"\blocks? (?:you|me|us|her|him|them) in\b|\blocked (?:you|me|us|her|him|them) in\b|\b(?:locks?|locked) the door "
                      r"(?:on|behind) (?:you|me|us)\b|\bme (?:encierra|enferme|sperrt|chiude|tranca|sluit)\b")
PHONE_OR_PAPERS_KEPT = any_of(r"\b(?:keeps?|kept|takes?|took|holds?|has|confiscat\w*) (?:your|my|our|her|his|their) (?:phone|mobile|"
                              r"passport|id|papers|documents|keys)\b")
# after blind v343: "Bailiffs at the door of the tanning shop saying they're taking the beds today, can they actually do that"
# (after blind v636 also "a sheriff's deputy is here to repossess the monster truck in the middle of the show": a sheriff's deputy)
BAILIFFS = any_of(r"\b(?:bailiffs?|enforcement (?:agents?|officers?)|high court enforcement|repo (?:men|man)|huissiers?|alguaciles?|"
                  r"sheriff['’]?s (?:deputy|deputies|officers?)|deputy sheriffs?|"
                  r"cobradores? del frac|gerichtsvollzieher\w*|ufficial[ei] giudiziari[oa]?|deurwaarders?|oficia(?:l|is) de justi[çc]a)\b")
AT_THE_DOOR_NOW = any_of(r"\b(?:at|outside) (?:the|my|our) (?:\w+ )?(?:door|shop|house|flat|gate)\b|\b(?:are|is) here\b|\bà la porte\b|"
                         r"\ben la puerta\b|\bvor der t[üu]r\b|\balla porta\b|\baan de deur\b|\bà porta\b|"
                         # after blind v378: "l'huissier est là pour fermer le snack ce matin" (here now, six more languages)
                         r"\b(?:est|sont) (?:là|ici)\b|\b(?:está|están) aqu[íi]\b|\b(?:ist|sind) (?:jetzt |gerade )?hier\b|"
                         r"\b(?:ist|sind) (?:jetzt|gerade) da\b|\b(?:è|sono) qui\b|\b(?:está|estão) aqui\b|\b(?:is|zijn) (?:nu )?hier\b|"
                         # (after blind v705 also "steht gerade am Tor": at the gate or door now, German)
                         r"\b(?:steht|stehen) (?:gerade|jetzt) (?:am|vor dem|an der|vor der) (?:tor|tür|eingang|einfahrt)\b",
                         # after blind v558: "Immigration agents are in the lobby of our shared building asking for one of our
                         # members by name" (in the lobby or reception now)
                         r"\b(?:are|is|['’]re) (?:in|at) (?:the|our) (?:lobby|reception|entrance|front desk|foyer|hallway)\b",
                         # after blind v466: "de deurwaarder staat nu in mijn speelgoedwinkel" (in one's shop or home now), seven
                         # languages
                         r"\b(?:staat|staan|zit|zitten|is|zijn) nu (?:in|bij|voor) (?:mijn|onze|ons|de|het)\b|\b(?:steht|stehen|ist|sind) "
                         r"(?:jetzt|gerade) (?:in|bei|vor) (?:meinem|meiner|meinen|unserem|unserer|mir|uns)\b|\b(?:est|sont) (?:en ce "
                         r"moment|maintenant) dans (?:ma|mon|notre)\b|\b(?:está|están) ahora (?:mismo )?en (?:mi|nuestra|nuestro)\b|"
                         r"\b(?:è|sono) (?:ora|adesso) (?:nel|nella) (?:mio|mia|nostro|nostra)\b|\b(?:está|estão) agora (?:na|no) (?:minha|"
                         r"meu|nossa|nosso)\b|\b(?:is|are) (?:in|at) (?:my|our) (?:[\w-]+ )?(?:shop|store|house|flat|home|office|premises|"
                         r"yard|workshop|unit|salon|restaurant) (?:right )?now\b|"
                         # after blind v495: "bailiffs are in reception taking the treatment tables" (inside, taking things now)
                         r"\b(?:are|is|['’]re) (?:in|at) (?:the |my |our )?(?:reception|front desk|waiting room|office|shop|salon|clinic|"
                         r"surgery|yard|warehouse|premises|unit|studio|workshop|house|flat|kitchen|garage) (?:(?:right )?now )?(?:taking|"
                         r"removing|loading|seizing|clamping|emptying|carrying out)\b")
TAKING = any_of(r"\b(?:carrying (?:\w+ ){0,3}out|carting (?:\w+ ){0,3}(?:off|away)|"  # ("carrying bikes out": after blind v589)
                r"vider (?:le|la|les|l['’]|mon|ma|mes|notre|nos)|vaciar (?:el|la|los|las|mi|nuestro|nuestra)|"  # (v697's probes)
                r"taking|seizing|removing|clamping|repossess(?:ing)?|chang(?:e|ing) the locks|r[äa]um(?:en|t)|ausr[äa]umen|expulser|desalojar|"
                r"desahuciar|sfrattare|sgomberare|despejar|ontruimen|uitzetten|emptying|saisir|embargar|pf[äa]nden|pignorare|"
                r"beslag leggen|penhorar)\b")
# after blind v535: "Des huissiers sont en train de vider le prieuré sans aucun jugement" (a place being emptied now, read with
# BAILIFFS), seven languages
EMPTYING_NOW_ML = any_of(r"\b(?:are|is|['’]re) (?:right )?now (?:clearing|emptying|gutting|stripping) (?:out )?(?:the|our|my|his|her)\b|"
                         r"\b(?:are|is|['’]re) (?:clearing|emptying|gutting|stripping) (?:out )?(?:the|our|my|his|her) [\w-]+ (?:right )?"
                         r"now\b|"
                         r"\b(?:sont|est) en train de (?:vider|débarrasser|saisir|tout (?:emporter|sortir))\b|\bestán? "
                         r"(?:ahora (?:mismo )?)?(?:vaciando|desalojando|embargando|llevándose)\b|\br[äa]um(?:en|t) (?:gerade|jetzt) "
                         r"(?:\w+ ){0,4}aus\b|\b(?:sta|stanno) (?:ora |adesso )?(?:svuotando|sgomberando|pignorando|portando via)\b|"
                         r"\best(?:á|ão) (?:agora )?(?:a esvaziar|esvaziando|a despejar|despejando|a levar tudo|levando tudo)\b|"
                         r"\b(?:is|zijn) (?:nu )?(?:\w+ ){0,4}aan het (?:leeghalen|ontruimen|leegruimen)\b")
TODAY_OR_NOW = any_of(r"\b(?:today|now|tonight|hoy|aujourd['’]hui|heute|oggi|vandaag|hoje)\b")
# (after blind v588 also a debt to pay by a day: "pay back 10k by friday", "als ik vóór morgen niet betaal"), seven languages
PAY_BY_A_DAY = any_of(r"\bpay (?:it |me |him |them )?(?:back )?(?:the )?(?:[£$€]?\d[\d,.]*k?|money|loan|debt)?\b[^.?!\n]{0,30}\b(?:by|before) "
                      r"(?:tonight|tomorrow|midnight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|\d)",
                      r"\b(?:als ik|si no|si je ne|wenn ich|se non|se (?:eu )?não)\b[^.?!\n]{0,25}\b(?:betaal|pago|paie|paye|zahle|bezahle|"
                      r"pagar)\b|\b(?:vóór|voor|antes de|avant|bis|entro|até) (?:morgen|mañana|demain|morgen|domani|amanhã|"
                      r"vrijdag|viernes|vendredi|freitag|venerdì|sexta)\b[^.?!\n]{0,25}\b(?:niet betaal|no pago|ne paie pas|nicht zahle|non "
                      r"pago|não pagar)\b")
# after blind v348: "pay back the 10k sponsor money by friday or we break your legs and torch the garage. they know where i live"
OR_WE_HURT_YOU = any_of(r"\bor (?:we|i|they|he|she)(?:['’]ll| will| are going to| gonna)? (?:break your \w+|kill you|hurt you|burn (?:your|the) "
                        r"\w+|torch (?:your|the) \w+|come for you|do you in)\b",
                        # after blind v588: "my sponsor says pay back 10k by friday or his 'friends' come visit the gym", "als ik vóór
                        # morgen niet betaal, hij mijn gym laat 'bezoeken'" (his 'friends' sent to visit), seven languages
                        r"\bor (?:his|her|their) ['‘\"]?(?:friends|boys|lads|mates|associates|people|guys)['’\"]? (?:will |['’]ll |are going to "
                        r"|gonna )?(?:come (?:and |to )?(?:visit|see|round)|pay (?:me|us|you|a) visit|visit)\b",
                        r"\b(?:laat|laten|stuurt|sturen) (?:\w+ ){0,3}['‘\"]?(?:bezoeken|langskomen)['’\"]?|\b(?:seine|ihre) ['‘\"]?freunde['’\"]? "
                        r"(?:vorbeikommen|vorbeischicken|schicken)\b|\b(?:ses|leurs) ['‘\"]?amis['’\"]? (?:passeront|viendront|vont passer|"
                        r"vont venir)\b|\bsus ['‘\"]?amigos['’\"]? (?:vendrán|pasarán|van a venir|van a pasar)\b|\bi suoi ['‘\"]?amici['’\"]? "
                        r"(?:passeranno|verranno)\b|\bos ['‘\"]?amigos['’\"]? dele (?:vêm|vão aparecer|vão passar)\b")
# after blind v348: "un tizio del team rivale mi ha minacciato di morte e adesso è fuori dal box con un coltello"
OUTSIDE_NOW = any_of(r"\b(?:outside|out there|waiting|at the door)\b[^.?!\n]{0,20}\b(?:now|right now)\b|\b(?:now|right now)\b[^.?!\n]{0,20}"
                     r"\b(?:outside|waiting)\b|\badesso è fuori\b|\bè (?:qui )?fuori\b|\best dehors\b|\bestá (?:fuera|afuera|lá fora)\b|"
                     r"\bsteht (?:jetzt )?(?:draußen|vor der t[üu]r)\b|\bstaat (?:nu )?buiten\b")
# after blind v348: "a imigração está à porta da oficina e o meu contrato de piloto já acabou" (with AT_THE_DOOR_NOW)
IMMIGRATION_OFFICERS = any_of(r"\b(?:immigration (?:officers?|enforcement|police|agents?|raid)|ice agents?|border force|imigra[çc][ãa]o|"
                              r"inmigraci[óo]n|la migra|police aux frontières|immigrazione|ausländerbehörde|vreemdelingenpolitie)\b")
RIGHT_NOW_SLANG = any_of(r"\b(?:rn|atm)\b")  # "getting raided rn" (after blind v613; read only beside a raid)
# after blind v616: "lol so cops pulled our team van over on the way to nationals and they want to search everyone's bags ... can they
# just do that?" (sent to Eco: stopped on the road, a search wanted, whether they may asked), seven languages
PULLED_OVER = any_of(r"\b(?:pulled|stopped|flagged down) (?:us|me|our (?:[\w-]+ ){0,2}(?:van|bus|car|minibus|coach|team))\b|\bnos (?:ha|han) "
                     r"parado\b|\bnous (?:a|ont) arrêtés\b|"
                     # (after blind v645 also "A polícia mandou parar o autocarro do rancho": the bus stopped, seven languages)
                     r"\bmandou parar (?:o|a) (?:autocarro|carrinha|carro|ônibus|van|camioneta)\b|\b(?:ha|han) parado (?:el|nuestro) "
                     r"(?:autobús|coche|furgoneta)\b|\b(?:a|ont) arrêté (?:le|notre) (?:bus|car|minibus)\b|\b(?:hat|haben) (?:den|unseren) "
                     r"(?:bus|wagen) angehalten\b|\b(?:ha|hanno) fermato (?:il|il nostro) (?:pullman|bus|furgone)\b|\b(?:heeft|hebben) "
                     r"(?:de|onze) bus (?:aangehouden|staande gehouden)\b|\b(?:hat|haben) uns angehalten\b|\bci (?:ha|hanno) fermat[oi]\b|\bnos "
                     r"(?:mandou|mandaram) parar\b|\bnos pararam\b|\b(?:heeft|hebben) ons (?:aangehouden|staande gehouden)\b")
# (after blind v645 also "Somos obrigados a deixar?": whether one must let them, seven languages)
CAN_THEY_DO_THAT = any_of(r"\b(?:are we|am i) (?:obliged|required|obligated) to (?:let|allow)\b|\bdo (?:we|i) have to let them\b|"
                          r"\b(?:somos|sou) obrigad[oa]s? a deixar\b|\btemos de deixar\b|\bsommes-nous obligés\b|\bestamos obligados a "
                          r"dejar\b|\bmüssen wir (?:das|sie) (?:zulassen|erlauben|lassen)\b|\bsiamo obbligati a\b|\bmoeten we (?:dat|ze) "
                          r"(?:toestaan|toelaten|laten)\b|"
                          r"\bcan (?:they|he|she|the (?:police|cops)) (?:just |legally |really |actually )?do (?:that|this)\b|\bis (?:that|this) "
                          r"(?:even )?legal\b|\b(?:pueden|puede) hacer (?:eso|esto)\b|\bont-ils le droit\b|\b(?:dürfen|darf) (?:die|sie|er) "
                          r"das\b|\b(?:possono|può) farlo\b|\b(?:podem|pode) fazer isso\b|\bmogen ze dat\b")
# after blind v624: "council guy says they're bulldozing our DIY spot in 2 hours and anyone on it gets arrested. can they actually do
# that with zero notice??" (one's place to be demolished or cleared within hours, read with WITHIN_HOURS and CAN_THEY_DO_THAT),
# seven languages
BULLDOZING = any_of(r"\b(?:bulldoz\w*|demolish\w*|knock\w* (?:it |our \w+ |the \w+ )?down|tear\w* (?:it |our \w+ |the \w+ )?down|"
                    r"flatten\w*|derrib\w*|demol\w*|desaloj\w*|raser|rasent|démoli\w*|abrei(?:ß|ss)\w*|abgerissen|planier\w*|"
                    r"rei(?:ß|ss)en\b[^.?!\n]{0,40}\bab|"
                    r"abbatt\w*|sgombe\w*|derrub\w*|slopen|sloopt|platgooien|ontruim\w*|platwals\w*)\b")  # (platwalsen: v655)
# after blind v626: "rangers are holding our whole ice climbing group at the trailhead for climbing without a permit and say they're
# taking us to the station. we're foreigners. what are our rights?" (officers holding the writer's group now, read with being taken to
# the station or the rights asked), seven languages
HELD_BY_OFFICERS_NOW = any_of(
    r"\b(?:police|cops|officers|rangers|wardens|guards|border (?:guards|police)|security|gendarmes|soldiers|the authorities)\b "
    r"(?:are|is|['’]re) (?:holding|detaining|keeping|questioning) (?:us|me|our (?:[\w-]+ ){0,3}(?:group|team|club|party|crew|"
    r"class))\b",
    r"\bnous (?:retien(?:t|nent)|détien(?:t|nent))\b|\bnos (?:retienen|tienen? retenidos|están reteniendo)\b|\b(?:halten|hält) "
    r"uns (?:gerade )?fest\b|\bci (?:stanno trattenendo|trattengono|tengono fermi)\b|\b(?:estão|está) a reter-nos\b|\bnos "
    r"(?:retêm|retém|estão segurando)\b|\b(?:houden|houdt) ons (?:nu )?vast\b")
TAKEN_TO_THE_STATION = any_of(
    r"\b(?:taking|take|bringing|bring) (?:us|me) (?:in|to the (?:station|police station|cells|border post)|into custody)\b|"
    r"\bnous emmènent au (?:poste|commissariat)\b|\bnos llevan a (?:la )?comisar[íi]a\b|\bbringen uns (?:auf die|zur) wache\b|"
    r"\bci portano in (?:questura|caserma|commissariato)\b|\b(?:vão nos levar|levam-nos|vão levar-nos) para a (?:esquadra|"
    r"delegacia)\b|\bnemen ons mee naar het (?:politie)?bureau\b")
RIGHTS_ASKED = any_of(r"\bwhat are (?:our|my) rights\b|\bquels sont (?:nos|mes) droits\b|\bqu[ée] derechos (?:tengo|tenemos)\b|"
                      r"\bwelche rechte (?:haben wir|habe ich)\b|\bquali (?:sono i )?(?:nostri|miei) diritti\b|\bquais (?:são )?(?:os )?"
                      r"(?:nossos|meus) direitos\b|\bwat zijn (?:onze|mijn) rechten\b")
# after blind v629: "Een jurylid eist 1000 euro vóór morgenochtend, anders laat hij ons diskwalificeren en stuurt hij foto's rond"
# (money demanded by a deadline, or else harm: read with DEADLINE, A_DEMAND and a harm threatened), seven languages
MONEY_DEMANDED = any_of(r"\b(?:demands?|demanding|wants?|asking for|asks for|exige|exigen|exigem|pide|piden|verlangt|verlangen|"
                        r"fordert|eist|eisen|vraagt|chiede|chiedono|pretende|pede|pedem|quer)\b[^.?!\n]{0,15}(?:[€$£] ?\d[\d.,]*|"
                        r"\b\d[\d.,]* ?(?:k\b|euros?\b|€|dollars?\b|bucks\b|pounds?\b|quid\b|£|reais\b|francs?\b))")
OR_HE_WILL = any_of(r"\bor (?:else )?(?:he|she|they)(?:['’]ll| will| is going to|['’]s going to|['’]re going to)\b")
OR_ELSE_HARM = any_of(r"\b(?:disqualif\w*|diskwalific\w*|descalific\w*|squalific\w*|desqualific\w*|ban (?:us|me)|expos\w*|ruin\w*)\b|"
                      r"\b(?:stuurt|sturen)\b[^.?!\n]{0,20}\bfoto['’]?s\b[^.?!\n]{0,10}\brond\b")
# after blind v649: "officers just raided our bog snorkelling clubhouse with a warrant, they're taking laptops and the treasurer's
# been handcuffed" (a raid just now; read with a warrant or things taken), seven languages
JUST_RAIDED = any_of(
    r"\b(?:police|cops|feds|officers|detectives|agents|inspectors|customs|hmrc|they)\b[^.?!\n]{0,20}\bjust (?:raided|stormed|burst "
    r"into|searched) (?:us|me|my|our|the)\b",
    r"\b(?:acaba(?:n)? de (?:hacer una redada|registrar|irrumpir)|viennent de (?:faire une descente|perquisitionner|débarquer)|"
    r"(?:haben|hat) (?:gerade|eben|soeben) (?:eine razzia|durchsucht|gestürmt)|(?:hanno|ha) appena (?:fatto irruzione|perquisito|"
    r"fatto un blitz)|acaba(?:m)? de (?:fazer uma rusga|fazer uma busca|invadir)|(?:hebben|heeft) (?:net|zojuist) (?:een inval gedaan|"
    r"binnengevallen|doorzocht))\b")
TAKEN_OR_CUFFED = any_of(r"\b(?:handcuff\w*|in cuffs|se (?:llevan|están llevando)|esposad[oa]s?|(?:ils )?emportent|menott\w*|"
                         r"nehmen\b[^.?!\n]{0,30}\bmit|handschellen|portano via|ammanettat\w*|levam|levaram|algemad[oa]s?|"
                         r"nemen\b[^.?!\n]{0,30}\bmee|geboeid|handboeien)\b")
# after blind v351: "trading standards raiding shop NOW, can i refuse" (sent to Eco: an enforcement body raiding now, with
# "now" or "today" anywhere), seven languages
RAIDING = any_of(
    r"\b(?:police|cops|feds|trading standards|hmrc|customs|immigration|border force|council|environmental health|inspectors?|"
    r"officers|tax ?(?:man|men|office|inspectors?)|fraud squad|drug squad|vat ?men|health and safety|the hse|labour inspectors?)\b"
    r"[^.?!\n]{0,15}\b(?:(?:are|is|r|['’]re) )?(?:raiding|storming)\b",
    # (after blind v613 also "our club is getting raided rn": the passive)
    r"\b(?:is|are|['’]s|['’]re) (?:getting|being) raided\b",
    r"\b(?:(?:are|is) )?(?:raiding|storming) (?:us|me|my|our|the (?:shop|office|house|flat|yard|farm|warehouse|premises|unit|salon|"
    r"restaurant|kitchen))\b",
    r"\b(?:hacen|están haciendo|nos hacen) una redada\b|\bredada en (?:mi|nuestr[oa]|la|el)\b|\b(?:font|fait) une descente\b|"
    r"\bdescente (?:de police |de la police |des douanes )?(?:dans|chez) (?:mon|ma|mes|notre|nous|moi)\b|\brazzia (?:in|bei) "
    r"(?:meinem|meiner|unserem|unserer|uns)\b|\b(?:stürmen|durchsuchen) (?:gerade |jetzt )?(?:meinen|meine|mein|unseren|unsere|"
    r"unser|den laden|die werkstatt|das büro)\b|\b(?:fanno|stanno facendo) (?:un|una) (?:blitz|irruzione|perquisizione)\b|"
    r"\bblitz (?:nel|nella|in) (?:mio|mia|nostro|nostra)\b|\b(?:fazem|estão a fazer|estão fazendo) uma (?:rusga|batida)\b|"
    r"\b(?:rusga|batida) (?:na|no) (?:minha|meu|nossa|nosso)\b|\b(?:doen|houden) (?:een )?inval\b|\binval (?:in|bij) (?:mijn|onze|ons)\b")
# after blind v354: "Bailiffs coming at 9am to change the locks on my shop ... What can I do in the next hour?" (a time within
# hours: read with BAILIFFS and TAKING)
COMING_WITHIN_HOURS = any_of(r"\b(?:coming|arriving|due|here|back|turning up) (?:at \d{1,2}(?:[:.]\d\d)? ?(?:am|pm)?|at (?:eight|nine|ten|"
                             r"noon)|(?:first thing )?tomorrow|in the morning|in (?:an|one|two|three|\d) hours?)\b|\b(?:the )?next "
                             r"(?:hour|few hours)\b",
                             # (after blind v697 also "deurwaarder komt morgenochtend om 8 uur": coming tomorrow morning or within
                             # hours, six more languages)
                             r"\bvien(?:t|nent) (?:demain(?: matin)?|ce soir|dans (?:une|deux|trois|\d) heures?)\b|\bviene(?:n)? "
                             r"(?:mañana(?: por la mañana| a primera hora)?|esta noche|en (?:una|dos|tres|\d) horas?)\b|\bkomm(?:t|en) "
                             r"(?:morgen(?: ?früh)?|heute abend|in (?:einer|zwei|drei|\d) stunden?)\b|\b(?:viene|vengono) (?:domani(?: "
                             r"mattina)?|stasera|tra (?:un['’]ora|due ore|\d ore))\b|\b(?:vem|vêm) (?:amanhã(?: de manhã)?|esta noite|"
                             r"daqui a (?:uma|duas|\d) horas?)\b|\bkom(?:t|en) (?:morgen(?:ochtend|vroeg)?|vanavond|over (?:een|twee|"
                             r"drie|\d) uur)\b")
# after blind v354: "Got a letter saying I'm being removed next week. I've done traffic management here 4 years, my kids are
# British. Anything I can do before Monday?" (removal, the Home Office's word for deportation, of a person, soon; not removed
# from a rota or a list)
BEING_REMOVED = any_of(r"\b(?:i['’]m|i am|we['’]re|we are|(?:he|she)['’]s|(?:he|she) is|they['’]re|they are|my (?:husband|wife|partner|son|daughter|mum|mom|dad|father|"
                       r"mother|brother|sister|boyfriend|girlfriend|friend|kids?|children|family|parents?) (?:is|are)) "
                       r"(?:being|going to be|to be|gonna be|getting|due to be) (?:removed|deported|sent back)\b"
                       r"(?! from (?!(?:the )?(?:uk|country|britain|england)\b))(?! as\b)")
# after blind v530: "De IND heeft een brief gestuurd dat ik morgen het land uit moet" (the writer told to leave the country soon, read
# with IMMIGRATION_AUTHORITY), seven languages
LEAVE_THE_COUNTRY_SOON = any_of(
    r"\b(?:i|we) (?:have|need|must|['’]ve got|have got) to (?:leave|get out of) the country (?:by |before )?(?:tomorrow|tonight|today|"
    r"this week|within \w+ (?:days|hours))\b",
    r"\b(?:ik|we|wij) (?:morgen|vandaag|vanavond|overmorgen|deze week|binnen \w+ dagen) het land (?:uit )?moet(?:en)?(?: verlaten)?\b",
    r"\b(?:tengo|tenemos) que (?:salir|irme|irnos) del pa[íi]s (?:mañana|hoy|esta noche|esta semana|en \w+ d[íi]as)\b",
    r"\b(?:je dois|nous devons) quitter (?:le pays|la france|le territoire) (?:demain|aujourd['’]hui|ce soir|cette semaine|sous \w+ "
    r"jours)\b",
    r"\b(?:ich muss|wir müssen) (?:morgen|heute|bis morgen|diese woche|innerhalb von \w+ tagen) (?:das land|deutschland) verlassen\b",
    r"\b(?:devo|dobbiamo) lasciare (?:il paese|l['’]italia) (?:domani|oggi|stasera|entro \w+ giorni)\b",
    r"\b(?:tenho|temos) (?:de|que) (?:sair|deixar) (?:do|o) pa[íi]s (?:amanhã|hoje|esta semana|em \w+ dias)\b")
# (the service or the removal named, not a visa or a permit: "my visa for the US came through")
IMMIGRATION_AUTHORITY = any_of(r"\b(?:ind|home office|immigration|deport\w*|removal|ausländerbehörde|bamf|abschieb\w*|préfecture|"
                               r"oqtf|expuls\w*|extranjer[íi]a|questura|espuls\w*|sef|aima|vreemdelingenpolitie|uitzetting|uitgezet)\b")
REMOVAL_SOON = any_of(r"\b(?:next week|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|this week|in (?:a few|two|three|"
                      r"\d+) days|a letter|the letter|home office|removal (?:notice|directions)|flight)\b")
# after blind v358: "coppers banging on the van, warrant??" (sent to Eco; not "were banging" last night)
BANGING_ON_NOW = any_of(r"(?<!were )(?<!was )\b(?:banging|knocking|hammering|pounding|kicking) (?:on|at) (?:the|my|our) (?:front |back )?"
                        r"(?:door|van|window|gate|caravan|flat|house|shop|cab|trailer|boat)\b")
# after blind v368: "a viewer sent me a photo of my kid's school gate this morning captioned 'cute backpack'" (someone outside the
# family shows they know where the writer's child or home is: a stalking threat now), seven languages; not a mum's photo of the
# school play
PHOTO_OF_MY_PLACE_SENT = any_of(
    r"\b(?:viewer|follower|fan|stranger|someone|somebody|an? (?:random|anon\w*|account|user|commenter|subscriber|troll)|my stalker|"
    r"some (?:guy|man|account|rando))\b[^.?!\n]{0,20}\b(?:sent|dm['’]?e?d|messaged|posted|commented|tagged|emailed|left)\b[^.?!\n]{0,20}"
    r"\b(?:photo|picture|pic|video|screenshot)s? of (?:my|our) (?:(?:kids?|child|children|son|daughter|baby)['’]?s? )?(?:school(?: gate)?|"
    r"nursery|house|home|front door|flat|bedroom window)\b(?! (?:play|photos?|concert|trip|uniform|report|"
    r"project|from (?:19|20)\d\d)\b)",
    r"\b(?:me (?:mandó|envió|ha mandado|ha enviado)) una foto de (?:mi casa|mi coche|la escuela de mi|el colegio de mi)\b|"
    r"\bm['’]a envoyé une photo de (?:ma maison|mon immeuble|ma voiture|l['’]école de m(?:on|a))\b|"
    r"\bhat mir ein (?:foto|bild) (?:von|vom) (?:meinem haus|meiner wohnung|meinem auto|der schule meine[sr])\b|"
    r"\bmi ha mandato una foto (?:di casa mia|della mia casa|della scuola di mi[oa])\b|"
    r"\bme mandou uma foto (?:da minha casa|do meu carro|da escola d[oa] meu|da escola da minha)\b|"
    r"\bstuurde me een foto van (?:mijn huis|mijn auto|de school van mijn)\b")
# after blind v371: "search warrant. theyre taking the horizon printouts and my home laptop. can they take my phone too? theyre here
# now" (a search warrant carried out now); not a warrant read about or one from last year
SEARCH_WARRANT = any_of(r"\bsearch warrant\b|\bwarrant to (?:search|seize|take)\b",  # ("to seize": after blind v705)
                        # after blind v658 and v660: "i carabinieri sono in cortile con un decreto per sequestrare il gregge", "two
                        # inspectors at the gate right now with a search notice" (a seizure order or search notice), seven languages
                        r"\bsearch (?:notice|order)\b|\b(?:seizure|confiscation) (?:order|warrant|notice)\b|\bdecreto (?:di|per) "
                        r"(?:sequestr\w*|perquisi\w*)|\bordine di sequestro\b|\bordonnance de saisie\b|\borden de (?:embargo|"
                        r"incautaci[óo]n|decomiso)\b|\bbeschlagnahme(?:beschluss|anordnung)\b|\bmandado de apreens[ãa]o\b|"
                        r"\bbeslag(?:leggings)?bevel\b",
                        # after blind v449: "i carabinieri sono a casa mia con un mandato di perquisizione" (seven languages)
                        r"\b(?:mandato di perquisizione|orden de registro|mandat de perquisition|durchsuchungsbeschluss|"
                        r"durchsuchungsbefehl|mandado de busca|huiszoekingsbevel)\b")
THEY_ARE_HERE_TAKING = any_of(r"\b(?:police|cops|officers|feds|detectives|agents) (?:are |r )?(?:here|in the \w+)\b|"  # (v593)
                              r"\b(?:they['’]re|they are) (?:in|at) (?:the|our|my) [\w-]+ (?:right )?now\b|"  # ("They're in the office now": v705)
                              r"\bjust walked in with (?:a|the) (?:search )?warrant\b|"
                              # (after blind v660 also "two inspectors at the gate right now": at the gate or door now)
                              r"\b(?:police|cops|officers|inspectors|feds|detectives|agents|bailiffs)\b (?:are |r )?(?:at|outside) "
                              r"(?:the|my|our) (?:gate|door|yard|farm|house|shop)\b[^.?!\n]{0,10}\b(?:right now|now)\b|"
                              # (after blind v658 also "sono in cortile": in the yard, seven languages)
                              r"\b(?:sono|stanno) (?:qui|a casa mia|in casa mia|nel mio \w+|nella mia \w+|in cortile|nel cortile|"
                              r"sull['’]aia|in fattoria|in azienda|in stalla)\b|\bsont dans (?:la|ma|notre) cour\b|\bestán en (?:el|mi|"
                              r"nuestro) patio\b|\bsind (?:gerade |jetzt )?(?:auf dem|auf meinem|im) hof\b|\b(?:está|estão) no (?:pátio|quintal)\b|"
                              r"\b(?:staan|zijn) (?:nu )?op (?:het|ons|mijn) erf\b|\b(?:están|estan) (?:aquí|aqui|"
                              r"en mi casa)\b|\bsont (?:ici|chez moi|dans mon \w+|dans ma \w+)\b|\bsind (?:gerade |jetzt )?(?:hier|bei mir|"
                              r"in meiner wohnung|in meinem \w+)\b|\bestão (?:aqui|na minha casa|em minha casa|no meu \w+)\b|\bzijn (?:nu )?"
                              r"(?:hier|bij mij thuis|in mijn \w+)\b|"  # (the six other languages: after blind v449)
                              # after blind v610 and v611: "La Guardia Civil está ahora en la hípica con una orden de registro",
                              # "Des policiers frappent à la porte du club ... avec un mandat de perquisition" (there now, or
                              # knocking at the door, read only beside a warrant), seven languages
                              # (after blind v641 also "De politie staat nu bij ons clubhuis met een huiszoekingsbevel": standing
                              # there now, Dutch and German; the other five read "is there now" above)
                              r"\b(?:staat|staan) nu (?:bij|voor|in|op)\b|\b(?:steht|stehen) (?:gerade|jetzt) (?:vor|bei|in|im)\b|"
                              r"\b(?:is|are|['’]re|['’]s) (?:here )?(?:right )?now (?:at|in) (?:the|our|my)\b|\b(?:está|están) ahora "
                              r"(?:mismo )?en (?:la|el|mi|nuestra|nuestro|casa)\b|\b(?:est|sont) (?:en ce moment|maintenant) (?:dans|au|à "
                              r"la|chez)\b|\b(?:ist|sind) (?:gerade|jetzt) (?:in|im|auf|bei)\b|\b(?:è|sono) (?:ora|adesso) (?:nel|nella|al|"
                              r"alla|in)\b|\b(?:está|estão) agora (?:na|no|em)\b|\b(?:is|zijn) nu (?:in|op|bij)\b|"
                              r"\b(?:knocking|banging|hammering) (?:on|at) (?:the|our|my) (?:door|gate)\b|\b(?:frappent|frappe|tambourinent|"
                              r"cognent) à (?:la|notre|ma) porte\b|\b(?:llaman|golpean|aporrean) (?:a|en) la puerta\b|\b(?:klopfen|hämmern|"
                              r"klingeln) (?:gerade |jetzt )?an (?:der|die|unsere|meine) tür\b|\b(?:bussano|stanno bussando) alla porta\b|"
                              r"\b(?:batem|estão a bater|estão batendo) à porta\b|\b(?:kloppen|bonzen|bellen) (?:nu )?aan(?: op)? de deur\b|"
                              # after blind v450: "Der Zoll steht mit einem Durchsuchungsbeschluss vor der Brennerei" (at the door or
                              # outside the place, read only beside a warrant), seven languages
                              r"\b(?:steht|stehen) (?:gerade |jetzt )?(?:mit (?:einem|dem) \w+ )?(?:vor (?:der|dem|meiner|meinem|unserer|"
                              r"unserem) \w+|an der tür)\b|\b(?:is|are|['’]re|['’]s) (?:\w+ ){0,5}?(?:at the door|outside (?:the|my|our) \w+)\b|"
                              r"\b(?:est|sont) (?:\w+ ){0,5}?(?:à la porte|devant (?:la|le|ma|mon|notre) \w+)\b|\b(?:está|están) (?:\w+ ){0,5}?"
                              r"(?:en la puerta|frente a (?:la|el|mi|nuestra|nuestro) \w+)\b|\b(?:è|sono) (?:\w+ ){0,5}?(?:alla porta|"
                              r"davanti (?:alla|al|a) \w+)\b|\b(?:está|estão) (?:\w+ ){0,5}?(?:à porta|em frente (?:à|ao|da|do) \w+)\b|"
                              r"\b(?:staat|staan) (?:\w+ ){0,5}?(?:voor de deur|voor (?:de|het|mijn|ons|onze) \w+)\b|"
                              r"\b(?:they|theyre|they['’]re|they are|officers|police)\b[^.?!\n]{0,12}\b(?:here|in (?:the|my|our) "
                              r"(?:house|flat|shop|office|home))\b[^.?!\n]{0,10}\b(?:now|right now)\b|\b(?:they['’]?re|they are|theyre|"
                              r"they['’]?ve|officers are|police are) (?:just )?(?:taking|took|bagging|seizing|going through) (?:my|the|our|all)\b")
# after blind v378: "de politie staat binnen in de snackbar en wil de kassa en mijn telefoon meenemen, moet ik mijn pincode geven?"
# (the police inside now, about to take the till or the phone), seven languages
POLICE_INSIDE_NOW = any_of(# after blind v492: "Animal welfare inspectors and a police officer are in the yard about to take our goats"
                           r"\b(?:police officers?|officers?|inspectors?)\b (?:are|is) (?:now )?(?:in|at) (?:the|my|our) (?:yard|farm|field|"
                           r"barn|stables?|kennels?|premises|land|garden)\b|"
                           r"\b(?:the )?(?:police|cops|officers) (?:are|is) (?:now )?(?:inside|in (?:the|my|our) (?:shop|house|flat|office|"
                           r"bar|restaurant|cafe|home|workshop|kitchen))\b|\bde politie (?:staat|is|zit) (?:nu |al )?(?:binnen|in (?:de|mijn|"
                           r"onze|het) \w+)\b|\bla police est (?:(?:maintenant|déjà) )?(?:à l['’]intérieur|dans (?:le|la|mon|ma|notre) \w+)\b|"
                           r"\bla polic[íi]a est[áa] (?:ya )?(?:dentro|en (?:el|la|mi|nuestro|nuestra) \w+)\b|\bdie polizei ist (?:jetzt |schon "
                           r"|gerade )?(?:drin|drinnen|im \w+|in (?:der|meiner|meinem|unserem|unserer) \w+)\b|\bla polizia è (?:già |appena )?(?:entrata )?"
                           r"(?:dentro|nel \w+|nella \w+|nello \w+|in \w+)\b|\ba pol[íi]cia est[áa] (?:já )?(?:dentro|na \w+|no \w+)\b|"
                           # after blind v509: "I carabinieri sono nella sala biliardo e vogliono sequestrare la cassa" (the police
                           # named in the plural or as a force), seven languages
                           r"\b(?:i carabinieri|i poliziotti|gli agenti|la finanza|la guardia di finanza) (?:sono|è) (?:già |appena )?"
                           r"(?:entrat[aoie] )?(?:dentro|qui|nel \w+|nella \w+|nello \w+|in \w+|al \w+|alla \w+|allo \w+)\b|"  # (v704)  # ("sono al circolo": after blind v566)
                           r"\b(?:los (?:polic[íi]as|agentes|guardias civiles)|la guardia civil) (?:est[áa]n?) "
                           r"(?:ya )?(?:dentro|aqu[íi]|en (?:el|la|mi) \w+)\b|\b(?:les (?:gendarmes|policiers|flics|agents)) sont (?:déjà )?"
                           r"(?:à l['’]intérieur|ici|dans (?:le|la|mon|ma) \w+)\b|\bdie (?:polizisten|beamten) sind (?:schon |jetzt )?(?:drin|"
                           r"hier|im \w+|in (?:der|meiner|meinem) \w+)\b|\b(?:os (?:polícias|policiais|agentes)|a gnr|a psp) (?:est[ãa]o?|"
                           r"est[áa]) (?:já )?(?:dentro|aqui|n[oa] \w+)\b|\bde agenten (?:zijn|staan) (?:nu |al )?(?:binnen|hier|in (?:de|mijn|"
                           r"het) \w+)\b")
WANT_TO_TAKE = any_of(r"\b(?:wants?|going|about) to (?:take|seize|confiscate|remove)\b|\b(?:wil|willen|gaan) (?:\w+ ){0,6}(?:meenemen|in beslag nemen)\b|"
                      r"\b(?:veut|veulent) (?:prendre|emporter|saisir)\b|\bquiere(?:n)? (?:llevarse|incautar|quitarme)\b|"
                      r"\bse (?:quiere|quieren) llevar\b|\b(?:will|wollen) (?:\w+ ){0,6}(?:mitnehmen|beschlagnahmen)\b|"  # (wollen: v386)
                      r"\b(?:vogliono|vuole) (?:portare via|sequestrar(?:e|mi|ci|gli|le)|prender(?:e|mi))\b|\bvogliono portarsi via\b|"
                      r"\bquer(?:em)? (?:levar|apreender)\b",
                      # (after blind v566 also the writer's phone: "vogliono sequestrarmi il telefono", seven languages)
                      r"\bwants? to (?:take|seize|confiscate) my (?:phone|laptop|computer)\b|\bquiere(?:n)? (?:quitarme|incautarme|"
                      r"requisarme) el (?:móvil|teléfono|portátil)\b|\bveu(?:t|lent) (?:saisir|confisquer|prendre) mon (?:téléphone|portable|"
                      r"ordinateur)\b|\b(?:will|wollen) mein (?:handy|telefon|laptop) (?:beschlagnahmen|mitnehmen)\b|\bquer(?:em)? "
                      r"(?:apreender|levar)(?:-me)? o (?:meu )?(?:telem[óo]vel|celular|computador)\b|\bwil(?:len)? (?:mijn|m['’]n) "
                      r"(?:telefoon|gsm|laptop) (?:in beslag nemen|meenemen|afpakken)\b",
                      # after blind v524: "la polizia è in redazione adesso e vuole i file del nostro cronista" (files, notes,
                      # computers wanted), seven languages
                      r"\b(?:wants?|want) (?:our|the|my|his|her) (?:files|notes|computers?|laptops?|phones?|hard drives?|records)\b|"
                      r"\b(?:vuole|vogliono) (?:i|il|le|la|gli) (?:file|documenti|computer|telefoni|appunti|archivi)\b|\bquiere(?:n)? "
                      r"(?:los|las|nuestros) (?:archivos|documentos|ordenadores|notas)\b|\bveu(?:t|lent) (?:les|nos) (?:fichiers|"
                      r"documents|ordinateurs|notes)\b|\b(?:will|wollen) (?:die|unsere) (?:dateien|unterlagen|computer|notizen)\b|"
                      r"\bquer(?:em)? (?:os|as) (?:ficheiros|arquivos|documentos|computadores)\b|\bwil(?:len)? (?:de|onze) (?:bestanden|"
                      r"documenten|computers|aantekeningen)\b")
# after blind v487: "De politie staat nu in mijn telefoonwinkel en vraagt de pincode van mijn eigen telefoon" (read with
# POLICE_INSIDE_NOW: the police inside now, asking for the code of one's phone), seven languages
ASK_FOR_THE_CODE = any_of(r"\b(?:asks?|asking|want|wants|demand\w*)\b (?:me )?(?:for )?(?:my|the) (?:phone['’]?s? |laptop['’]?s? )?(?:pin|"
                          r"passcode|password|unlock code)\b|\b(?:demande(?:nt)?|exige(?:nt)?|veulent|veut) (?:mon|le|mes) (?:code|mot de "
                          r"passe|codes)\b|\b(?:pide(?:n)?|exige(?:n)?|quiere(?:n)?) (?:mi|el|la|mis) (?:pin|código|contraseña|clave)\b|"
                          r"\b(?:verlang\w*|will|wollen|fordert|fordern) (?:meine[n]? |die |den |das )?(?:pin|passwort|code|entsperrcode)\b|"
                          r"\b(?:chiede(?:no)?|vogliono|vuole|pretend\w*) (?:il|la|il mio|la mia|i miei) (?:pin|codice|password|codici)\b|"
                          r"\b(?:pede(?:m)?|exige(?:m)?|quer(?:em)?) (?:o|a|o meu|a minha) (?:pin|código|senha)\b|\b(?:vraagt|vragen|eist|"
                          r"eisen|willen|wil) (?:\w+ ){0,2}(?:pincode|pin|wachtwoord|toegangscode|code)\b")
# after blind v433: "I've been told to attend an interview under caution at 2pm today about the carabiner that failed. can i just go
# and explain or do i need a solicitor" (a police interview as a suspect, today or at an hour), seven languages
# (after blind v450 also "Police want to interview me under caution at 4 this afternoon": a person between)
INTERVIEW_UNDER_CAUTION = any_of(r"\b(?:interview under caution|(?:interviewed|questioned) under caution|interview (?:me|him|her|us|them|my \w+) under caution|(?:voluntary |police )interview (?:at|with) the police|voluntary police "
                                 r"interview|police interview|audition libre|déclarer en (?:tant que|qualité de) (?:suspect|mis en cause)|"
                                 r"declarar (?:como|en calidad de) investigad[oa]|beschuldigtenvernehmung|vernehmung als beschuldigte[rn]?|"
                                 r"interrogatorio come indagat[oa]|interrogatório como arguid[oa]|verhoor als verdachte)\b")
# (after blind v534: "interview me under caution in an hour": within hours only as a suspect, not a course on interview
# techniques starting in an hour, nor a victim's statement)
AS_A_SUSPECT = any_of(r"\b(?:under caution|as (?:a|the) suspect|audition libre|suspect|investigad[oa]|beschuldigt\w*|indagat[oa]|"
                      r"arguid[oa]|verdachte)\b")
AT_AN_HOUR = any_of(r"\bat \d{1,2}(?:[:.]\d\d)? ?(?:am|pm|o['’]?clock)\b|\bthis (?:morning|afternoon|evening)\b|"
                    r"\btomorrow (?:morning|afternoon|evening|at)\b|"  # ("tomorrow afternoon": after blind v550)
                    r"\b(?:à|a las|a la|um|alle|às|om) \d{1,2}(?:[:.h]\d\d)?(?: ?(?:h|heures|uhr|uur|horas))?\b")
# after blind v453: "a GNR está aqui na coudelaria para me levar detido por causa do cavalo que morreu, posso ligar a um advogado antes
# de ir com eles?" (police here now to take the writer in), seven languages
POLICE_HERE_TO_DETAIN = any_of(
    r"\b(?:police|cops|officers|gardaí)\b (?:are|is|['’]re) (?:here|at the door|outside)\b[^.?!\n]{0,40}\bto (?:arrest|detain|take) "
    r"me\b",
    r"\b(?:a )?(?:gnr|psp|pol[íi]cia|guardia civil|polic[íi]a|police|gendarmerie|gendarmes|polizei|carabinieri|polizia|politie|"
    r"marechaussee)\b (?:está|estão|esta|están|est|sont|ist|sind|è|sono|is|zijn|staat|staan) (?:aqui|aquí|ici|hier|qui|là|la)\b"
    r"[^.?!\n]{0,60}\b(?:para me levar(?: detid[oa]| pres[oa])?|para (?:llevarme|detenerme|arrestarme)|pour m['’](?:arrêter|emmener)|"
    r"um mich (?:festzunehmen|mitzunehmen|zu verhaften)|per (?:arrestarmi|portarmi via|portarmi in caserma)|om me (?:te arresteren|"
    r"mee te nemen|op te pakken)|para me (?:prender|deter))\b")
# after blind v654: "la guardia di finanza è appena entrata nel magazzino dove teniamo il vino del circolo ... cosa devo fare
# adesso?" (officers who just came into the writer's place), seven languages
JUST_CAME_IN = any_of(
    r"\b(?:police|cops|officers|inspectors|customs|bailiffs)\b[^.?!\n]{0,20}\bjust (?:came|walked|burst|barged) in(?:to)? (?:the|our|my)\b",
    r"\b(?:la polizia|la guardia di finanza|la finanza|i carabinieri|gli ispettori)\b (?:è|sono) appena (?:entrat[aoi]|arrivat[aoi]) "
    r"(?:nel|nella|in|al|alla)\b|\b(?:la polic[íi]a|la guardia civil|los inspectores|hacienda)\b acaba(?:n)? de (?:entrar|llegar) "
    r"(?:en|a)\b|\b(?:la police|la douane|les douanes|les gendarmes|les inspecteurs)\b (?:vient|viennent) d['’](?:entrer|arriver) "
    r"(?:dans|à|au)\b|\b(?:die polizei|der zoll|die kontrolleure)\b (?:ist|sind) (?:gerade|eben) (?:in|ins|in den|in die)\b"
    r"[^.?!\n]{0,30}\b(?:gekommen|reingekommen|eingedrungen|gestürmt)\b|\b(?:a pol[íi]cia|a gnr|a asae|os inspetores)\b acaba(?:m)? "
    r"de (?:entrar|chegar) (?:n[oa]s?|em)\b|\bde (?:politie|douane|inspectie)\b (?:is|zijn) (?:net|zojuist) (?:binnengekomen|"
    r"binnengevallen|het \w+ (?:binnengekomen|binnengevallen))\b")
# after blind v658: "deadline for objecting to the wind farm access road through our grazing is midnight tonight and the council form
# keeps crashing" (a deadline to object, appeal or respond that closes tonight or within hours), seven languages
_CLOSES_TONIGHT = (r"[^.?!\n]{0,80}\b(?:midnight tonight|tonight|at midnight|today at \d|\d{1,2} ?(?:am|pm) today|in (?:\d+|an?|one|"
                   r"two|three|a few) hours?)\b")  # (the deadline's time, up to 80 characters on)
DEADLINE_TO_OBJECT_TONIGHT = any_of(
    r"\b(?:deadline|last day|time limit|cut-?off)\b (?:for|to) (?:[\w-]+ ){0,2}?(?:object\w*|appeal\w*|contest\w*|respond\w*|reply|"
    r"file|filing|lodg\w*|submit\w*|challeng\w*|defen[cs]e|representations?|objections?|responses?)\b" + _CLOSES_TONIGHT,
    # (after blind v689 also answering a notice: "deadline to answer the summons is midnight tonight")
    r"\b(?:deadline|last day|time limit|cut-?off)\b (?:for|to) answer(?:ing)? (?:the |a |an |their |his |her |my |our )?(?:[\w'’-]+ ){0,3}?"
    r"(?:notice|summons|claim|demand|order|charges?|complaint|lawsuit|injunction)\b" + _CLOSES_TONIGHT,
    # (after blind v679 and v681 also "deadline is 5pm TODAY to file our defence in the small claims", "objection to the festival
    # permit has to be lodged by 5pm TODAY": the time first, or the document that must be in by it)
    r"\b(?:deadline|cut-?off|time limit)\b (?:is|was moved to|['’]s) (?:\d{1,2}(?:[:.]\d\d)? ?(?:am|pm)|midnight|noon) (?:today|tonight)\b"
    r"[^.?!\n]{0,20}\bto (?:file|lodge|submit|serve|get in|answer|respond to|reply to|contest|challenge)\b[^.?!\n]{0,30}\b(?:defen[cs]e|"
    r"objection|appeal|response|representations?|claim|reply|notice|summons|letter|order|demand|charges?)\b",  # (answering a notice: v689)
    r"\b(?:objection|appeal|defen[cs]e|response|representations?|reply)\b[^.?!\n]{0,60}\b(?:has to|must|needs? to|got to|have to) be "
    r"(?:lodged|filed|submitted|in|served)\b[^.?!\n]{0,15}\b(?:by|before) (?:\d{1,2}(?:[:.]\d\d)? ?(?:am|pm)|midnight|noon) (?:today|"
    r"tonight)\b",
    r"\b(?:(?:la )?date limite|le délai)\b (?:pour|de) (?:faire |déposer |former )?(?:opposition|(?:un )?recours|appel|contester|"
    r"(?:une )?réclamation|répondre (?:à )?(?:la |l['’]|au )?(?:mise en demeure|avis|notification|courrier|sommation))\b"
    r"[^.?!\n]{0,60}\b(?:ce soir|à minuit|aujourd['’]hui)\b",
    r"\bel plazo (?:para|de) (?:recurrir|alegar|oponerse|presentar (?:alegaciones|el recurso|recurso|la oposición)|(?:responder|contestar) "
    r"(?:a )?(?:la |el )?(?:notificación|requerimiento|carta|demanda|aviso))\b[^.?!\n]{0,60}\b(?:esta noche|a medianoche|hoy)\b",
    r"\b(?:die )?(?:einspruchs|widerspruchs|berufungs|beschwerde)frist\b[^.?!\n]{0,60}\b(?:heute|um mitternacht)\b|\bdie frist für "
    r"(?:den |die )?(?:einspruch|widerspruch|berufung|beschwerde|einwendungen)\b[^.?!\n]{0,60}\b(?:heute|um mitternacht)\b|"
    r"\bdie frist,? (?:um )?(?:auf (?:den|die|das) (?:bescheid|schreiben|mahnung|aufforderung|anhörung) zu (?:antworten|reagieren)|"
    r"stellung zu nehmen)\b[^.?!\n]{0,60}\b(?:heute|um mitternacht)\b",
    r"\b(?:la scadenza|il termine) per (?:il ricorso|l['’]opposizione|fare ricorso|opporsi|presentare (?:ricorso|opposizione|"
    r"osservazioni)|rispondere (?:alla |al |all['’])(?:diffida|notifica|lettera|avviso|ingiunzione))\b[^.?!\n]{0,60}\b(?:stasera|a mezzanotte|oggi)\b",
    r"\bo prazo (?:para|de) (?:recorrer|contestar|apresentar (?:recurso|contestação|oposição|reclamação)|responder (?:à|ao) "
    r"(?:notificação|intimação|carta|aviso))\b[^.?!\n]{0,60}\b(?:hoje|"
    r"à meia-noite|esta noite)\b",
    r"\b(?:de )?(?:termijn|deadline) (?:voor|om) (?:het )?(?:bezwaar|beroep|een zienswijze|zienswijzen|te (?:reageren|antwoorden) op "
    r"(?:de|het) (?:aanmaning|brief|kennisgeving|besluit|aanschrijving))\b[^.?!\n]{0,60}\b(?:vanavond|om middernacht|vandaag)\b",
    # (after blind v695 and v696 also "scade stasera a mezzanotte il ricorso", "muss bis heute mitternacht einspruch ...
    # einlegen": the appeal or objection itself due tonight, seven languages)
    r"\b(?:appeal|objection|defen[cs]e|response)\b[^.?!\n]{0,30}\b(?:is due|due|expires|runs out|closes) (?:at |by )?(?:midnight )?"
    r"(?:tonight|today)\b|\b(?:have|has|need|needs|got) to (?:file|lodge|submit|get in) (?:an?|the|my|our) (?:appeal|objection|defen[cs]e)"
    r"\b[^.?!\n]{0,40}\bby (?:midnight )?(?:tonight|today)\b",
    r"\b(?:recours|opposition|appel|réclamation)\b[^.?!\n]{0,40}\b(?:avant|d['’]ici) (?:ce soir|minuit)\b|\b(?:recours|opposition|"
    r"appel)\b[^.?!\n]{0,20}\bexpire (?:ce soir|à minuit|aujourd['’]hui)\b",
    r"\b(?:vence|termina|acaba) (?:esta noche|hoy|a medianoche)\b[^.?!\n]{0,30}\b(?:el )?(?:plazo|recurso)\b|\b(?:recurso|"
    r"alegaciones|oposición)\b[^.?!\n]{0,40}\bantes de (?:la )?medianoche\b",
    r"\bbis (?:heute (?:um )?mitternacht|heute abend|mitternacht)\b[^.?!\n]{0,40}\b(?:einspruch|widerspruch|berufung|beschwerde)\b|"
    r"\b(?:einspruch|widerspruch|berufung|beschwerde)\b[^.?!\n]{0,40}\bbis (?:heute (?:um )?mitternacht|heute abend|mitternacht)\b",
    r"\bscade (?:stasera|stanotte|oggi|a mezzanotte)\b[^.?!\n]{0,30}\b(?:il )?(?:ricorso|termine|opposizione)\b|\b(?:il )?"
    r"(?:ricorso|opposizione)\b[^.?!\n]{0,20}\bscade (?:stasera|stanotte|oggi|a mezzanotte)\b",
    r"\b(?:recurso|contestação|oposição|reclamação)\b[^.?!\n]{0,40}\baté (?:à )?meia-noite\b|\b(?:o prazo do recurso|o recurso) "
    r"(?:termina|acaba|expira) (?:hoje|esta noite|à meia-noite)\b",
    r"\b(?:bezwaar|beroep)\b[^.?!\n]{0,40}\bvoor (?:vannacht|middernacht|vanavond)\b|\bde (?:bezwaar|beroeps)?termijn (?:verloopt|"
    r"sluit) (?:vanavond|vannacht|om middernacht|vandaag)\b")
# after blind v700: "lol just a normal tuesday, two officers holding my diabolo and asking for ID, no passport on me and my visa ran out
# last month. do i give a fake name" (officers asking for the writer's papers now, the writer without a valid visa), seven languages
OFFICERS_ASKING_ID = any_of(
    r"\b(?:officers?|cops|police(?:men|man|woman|women)?|agents|guards|gendarmes)\b[^.?!\n]{0,50}\b(?:asking|asked|want|wanting|"
    r"demanding) (?:for |to see )?(?:my |our )?(?:id|i\.d\.|papers|documents|passport|identification|visa)\b",
    r"\b(?:me|nous) (?:demandent|demande|réclament|réclame) (?:mes|nos) (?:papiers|documents|passeports?)\b|\bme (?:piden|están pidiendo|pidieron) "
    r"(?:la |los |el )?(?:documentación|papeles|documentos|pasaporte|dni)\b|\b(?:wollen|verlangen) (?:meinen|meine|unsere) (?:ausweis|"
    r"papiere|pass)\b|\bmi (?:chiedono|stanno chiedendo) (?:i )?(?:documenti|passaporto)\b|\b(?:me )?(?:pedem|estão a pedir|pediram)"
    r"(?:-me)? (?:os )?(?:documentos|papéis|passaporte)\b|\b(?:vragen|willen) (?:naar )?(?:mijn|onze) (?:papieren|id|paspoort|"
    r"identiteitsbewijs)\b")
NO_VALID_VISA = any_of(
    r"\b(?:my |our )?visa (?:ran out|has run out|run out|expired|has expired|is expired|is out of date|lapsed)\b|\boverstay\w*\b|"
    r"\b(?:no|without) (?:papers|status|visa|valid visa)\b|\bundocumented\b",
    r"\bmon visa (?:a expiré|est expiré|est périmé)\b|\bsans papiers\b|\bmi visado (?:caducó|ha caducado|venció|está caducado)\b|"
    r"\bsin papeles\b|\bmein visum (?:ist|war) abgelaufen\b|\bohne papiere\b|\bil mio visto (?:è|era) scaduto\b|\bsenza "
    r"(?:documenti|permesso di soggiorno)\b|\bo meu visto (?:expirou|caducou|está caducado)\b|\bsem papéis\b|\bmijn visum is "
    r"verlopen\b|\bzonder (?:papieren|verblijfsvergunning)\b")


# after blind v665: "detained at customs with 40 pairs of tango shoes for the school shop, they're calling it smuggling and want to take
# me into a room. what are my rights" (held at customs or the border now, read with the rights or what to do asked), seven languages
DETAINED_AT_CUSTOMS = any_of(
    r"\b(?:detained|held|stopped|pulled aside|taken aside|pulled over)\b (?:at|by) (?:the )?(?:customs|border(?: control| force)?|"
    r"passport control|immigration)\b",
    r"\b(?:retenu|retenue|retenus|bloqué|bloquée|arrêté|arrêtée) (?:à|par) la douane\b|\b(?:retenid[oa]s?|detenid[oa]s?|parad[oa]s?) "
    r"(?:en|por) (?:la )?aduana\b|\b(?:am|beim|vom) zoll (?:festgehalten|aufgehalten|gestoppt)\b|\bder zoll hält (?:mich|uns) (?:fest|"
    r"auf)\b|\b(?:fermat[oa]|trattenut[oa]|bloccat[oa]) (?:alla|dalla|in) dogana\b|\b(?:retid[oa]s?|detid[oa]s?|parad[oa]s?) (?:na|"
    r"pela) alfândega\b|\b(?:vastgehouden|tegengehouden|aangehouden) (?:bij|door) de douane\b")
TOLD_AS_PAST = any_of(r"\b(?:last (?:year|month|week|summer|winter|spring|autumn)|(?:\w+|\d+) (?:years?|months?) ago|in (?:19|20)\d\d|"
                      r"once (?:in|before)|back then|l['’]an dernier|el año pasado|letztes jahr|l['’]anno scorso|no ano passado|vorig jaar)\b")
# after blind v661: "Il presidente del club rivale dice che se non ritiro l'iscrizione entro stasera domattina mi denuncia per
# diffamazione" (read with DEADLINE, REPORTED_IF_NOT and a word of the police, charges or a lawsuit), seven languages
IF_I_DONT = any_of(r"\b(?:if i (?:don['’]?t|do not)|unless i|si (?:yo )?no|si je ne|wenn ich (?:\w+ ){0,4}nicht|se (?:io )?non|"
                   r"se (?:eu )?n[ãa]o|als ik (?:\w+ ){0,4}niet)\b")
LEGAL_REPORT_WORD = any_of(r"\b(?:police|cops|polizia|carabinieri|polic[íi]a|polizei|politie|gendarm\w*|denunc\w*|dénonc\w*|anzeige\w*|"
                           r"anzeigen|aangifte|aangeven|sue|lawsuit|defam\w*|diffamazione|diffamation|difamaci[óo]n|verleumdung|"
                           r"difama[çc][ãa]o|smaad|laster|charges?)\b")
# after blind v652: "La Guardia Civil nos ha parado con las espadas de recreación en el coche y dicen que nos van a detener" (the
# police saying they will arrest the writer or the group), seven languages
ARREST_THREATENED_US = any_of(
    r"\b(?:says?|said|saying|told (?:us|me)|telling (?:us|me)) (?:that )?(?:they|he|she)(?:['’]re| are|['’]ll| will| is|['’]s) "
    r"(?:going to |gonna |about to )?(?:arrest|detain|nick) (?:us|me)\b",
    r"\bdicen que nos van a (?:detener|arrestar)\b|\bdicen que me van a (?:detener|arrestar)\b|\b(?:disent|dit) qu['’](?:ils|il|elle) "
    r"(?:vont|va) nous (?:arrêter|embarquer)\b|\bsagen?,? (?:dass )?sie (?:uns|mich) (?:festnehmen|verhaften|mitnehmen)\b|\bdicono che "
    r"ci (?:arrestano|arresteranno|portano in caserma)\b|\bdizem que (?:nos|me) vão (?:prender|deter)\b|\bzeggen dat ze (?:ons|mij) "
    r"(?:gaan )?(?:arresteren|oppakken|meenemen)\b")
# after blind v455: "On m'a notifié une OQTF ce matin ... Il paraît que j'ai 48 h pour faire un recours, je fais comment ?" (an
# order to leave the country served on the writer, this morning or with hours to appeal), seven languages; not the law in general,
# nor an order served years ago
ORDER_TO_LEAVE_SERVED = any_of(
    r"\b(?:on m['’]a|j['’]ai|je viens de|il m['’]a|elle m['’]a|ils m['’]ont|la préfecture m['’]a)\b[^.?!\n]{0,30}\b(?:oqtf|"
    r"obligation de quitter le territoire)\b|\b(?:mon|ma) (?:oqtf|obligation de quitter le territoire)\b|\boqtf (?:reçue|notifiée|remise)\b",
    r"\b(?:i|we|my (?:husband|wife|partner|son|daughter|dad|mum|mom|father|mother))\b[^.?!\n]{0,20}\b(?:got|received|was served|were "
    r"served|was given|were given|ha(?:ve|s) been (?:served|given|handed))\b[^.?!\n]{0,20}\b(?:a |an |the |my )?(?:deportation order|"
    r"removal (?:notice|order|decision)|notice of (?:removal|deportation)|order to leave the country)\b",
    r"\b(?:ich habe|ich hab|habe|wir haben|mir wurde)\b[^.?!\n]{0,30}\b(?:abschiebungsandrohung|ausreiseaufforderung|"
    r"abschiebungsanordnung|ausreiseverfügung)\b",
    r"\b(?:me (?:han |ha )?(?:notificado|notificaron|dieron|entregaron)|(?:he|hemos) recibido|recib[íi])\b[^.?!\n]{0,30}\b(?:orden "
    r"de (?:expulsi[óo]n|salida|deportaci[óo]n)|resoluci[óo]n de expulsi[óo]n)\b",
    r"\b(?:mi (?:hanno |è stato |è stata )?(?:notificat[oa]|dato|data|consegnat[oa])|ho ricevuto)\b[^.?!\n]{0,30}\b(?:decreto di "
    r"espulsione|foglio di via|ordine di (?:lasciare|allontanamento)|provvedimento di espulsione)\b",
    r"\b(?:fui notificad[oa]|recebi|me (?:deram|entregaram|notificaram))\b[^.?!\n]{0,30}\b(?:(?:notifica[çc][ãa]o|ordem) (?:de|para) "
    r"(?:abandono|afastamento|expuls[ãa]o|sair)|ordem de expuls[ãa]o)\b",
    r"\b(?:ik heb|ik kreeg|we hebben|mij is)\b[^.?!\n]{0,30}\b(?:terugkeerbesluit|vertrekbesluit|uitzettingsbevel|bevel om het land te "
    r"verlaten)\b")
# 24-72 hours, this morning ("this morning" is in _SOON with the rest of the English), or another _SOON word
HOURS_TO_ACT = any_of(r"\b(?:24|48|72) ?(?:h|hrs?|hours?|heures|horas|stunden|std|ore|uur)\b|\b(?:ce matin|esta ma[ñn]ana|"
                      r"heute (?:morgen|früh)|stamattina|hoje de manh[ãa]|esta manh[ãa]|vanochtend|vanmorgen)\b", rf"\b{_SOON}\b")
ORDER_LONG_AGO = any_of(r"\b(?:il y a (?:\d+|deux|trois|quelques) (?:ans|mois)|en (?:19|20)\d\d|years? ago|last year|in (?:19|20)\d\d|"
                        r"l['’]année dernière|hace (?:\d+|dos|tres) (?:años|meses)|vor (?:\d+|zwei|drei) (?:jahren|monaten)|(?:anni|mesi) fa|"
                        r"(?:anos|meses) atr[áa]s|(?:jaar|maanden) geleden)\b")
# after blind v490 and v491: "Le propriétaire des écuries est en train de sortir mes chevaux et de changer le cadenas, sans aucun
# jugement", "O senhorio está a mudar as fechaduras do kartódromo neste momento" (the locks changed as the writer types), seven
# languages; not a change asked for, nor one next week
LOCKS_CHANGED_NOW = any_of(
    # (after blind v704 also "O oficial de justiça está agora a trocar a fechadura": Portuguese, and six more languages)
    r"\b(?:está|estão) (?:agora )?a (?:trocar|mudar) (?:a|as) fechaduras?\b|\b(?:está|estão) (?:trocando|mudando) (?:a|as) fechaduras?\b|"
    r"\b(?:est|sont) en train de changer (?:la|les) serrures?\b|\b(?:está|están) cambiando (?:la|las) cerraduras?\b|\b(?:tauscht|"
    r"wechselt|tauschen|wechseln) (?:gerade|jetzt) (?:das|die) schl(?:o|ö)ss(?:er)?\b|\b(?:sta|stanno) cambiando (?:la|le) serratur[ae]\b|"
    r"\b(?:is|zijn) (?:nu )?(?:de|het) slot(?:en)? aan het (?:vervangen|veranderen)\b",
    # (after blind v607 also "council's lockout crew is changing the locks on our clubhouse RIGHT NOW": a council, a crew, bailiffs
    # or contractors)
    r"\b(?:landlord|landlady|owner|agent|he|she|they|council|crew|bailiffs?|contractors?|workmen|security|management)\b[^.?!\n]{0,40}"
    r"\b(?:is|are|['’]s|['’]re) (?:(?:right )?now )?(?:changing|swapping) "
    r"the (?:locks?|padlocks?)\b(?! (?:next|tomorrow|when|after|for me|as (?:i|we) asked)\b)"
    # (not a week or a month ahead: "the landlord is changing the locks on our studio next week", after v674's probes; tomorrow stays)
    r"(?![^.?!\n]{0,40}\b(?:next (?:week|month|year)|in (?:a|two|three|\d+) (?:weeks?|months?))\b)"
    r"(?! on (?:monday|tuesday|wednesday|"
    r"thursday|friday|saturday|sunday|the \d|\d)\b)",  # ("on our clubhouse", not "on monday": after blind v593)
    # (after blind v675 also "the bay lifts are changing the locks on our shared studio as we speak": whoever, on one's place, now)
    # (not "we're changing the locks on our clubhouse right now": someone else)
    r"\b(?:they|he|she|bailiffs?|bay ?lifts?|some (?:guys|men|people|blokes)|the \w+(?: \w+)?) (?:are|is|['’]re|['’]s) (?:changing|"
    r"swapping) the (?:locks?|padlocks?) (?:on|of|at) (?:my|our) (?:[\w-]+ ){0,2}(?:home|house|"
    r"flat|apartment|studio|shop|unit|workshop|office|clubhouse|premises|stall|room|lock-?up)\b[^.?!\n]{0,20}\b(?:as we speak|right "
    r"now|rn)\b",
    r"\b(?:est|sont) en train de\b[^.?!\n]{0,50}\bchanger (?:la|les|le) (?:serrures?|cadenas|barillets?)\b",
    r"\b(?:está|están) (?:ahora (?:mismo )?)?cambiando (?:la|las|el) (?:cerraduras?|candado|bomb[íi]n)\b",
    r"\b(?:tauscht|wechselt|tauschen|wechseln) (?:gerade|jetzt|grad) (?:das|die) (?:schloss|schlösser|vorhängeschloss)\b",
    r"\b(?:sta|stanno) (?:ora |adesso )?cambiando (?:la|le|il) (?:serratur[ae]|lucchetto|cilindro)\b",
    r"\b(?:está|estão) (?:a mudar|mudando|trocando|a trocar) (?:a|as|o) (?:fechaduras?|cadeado)\b",
    r"\b(?:is|zijn) (?:nu )?(?:de|het) (?:slot(?:en)?|hangslot) aan het (?:vervangen|veranderen)\b|\b(?:vervangt|vervangen) (?:nu|op dit "
    r"moment) (?:de|het) (?:slot(?:en)?|hangslot)\b")
# after blind v492: "farm's been served notice to be out by friday ... is there anything I can file before then to stop it" (a notice
# to leave by a day this week, and what can stop it)
_NOTICE_SERVED = (r"\b(?:served|given|got|received|handed)\b[^.?!\n]{0,15}\b(?:notice|eviction notice|eviction order|possession order|"
                  r"an order")  # (open: the v691 form adds "letter")
OUT_BY_A_DAY = any_of(_NOTICE_SERVED + r")\b[^.?!\n]{0,30}\b(?:to be out|to leave|to vacate|to get out|out) by (?:friday|monday|tuesday|"
                      r"wednesday|thursday|saturday|sunday|tomorrow|tonight|the weekend|this week|noon|midday)\b",
                      # (after blind v691 also "a written notice that we must vacate the lake site by 8am tomorrow": must, an hour)
                      _NOTICE_SERVED + r"|letter)\b[^.?!\n]{0,20}\b(?:must|have to|need to|has to|got to) (?:be out|leave|vacate|get out|"
                      r"clear)\b"
                      r"[^.?!\n]{0,40}? by (?:\d{1,2}(?:[:.]\d\d)? ?(?:am|pm) |midday |noon )?(?:tomorrow|tonight|today|friday|monday|tuesday|"
                      r"wednesday|thursday|saturday|sunday)\b")
WHAT_CAN_STOP_IT = any_of(r"\b(?:anything|something|what) (?:i|we) can (?:file|do|lodge|submit)\b|\bstop (?:it|this|them|the eviction)\b|"
                          r"\bcan (?:i|we) (?:stop|block|delay|appeal)\b|"
                          # (after blind v553 also six more languages: "je peux les arrêter ?")
                          r"\b(?:je peux|puis-je|on peut) les (?:arrêter|empêcher)\b|\b(?:puedo|podemos) (?:pararlos|detenerlos|"
                          r"impedirlo)\b|\bkann ich (?:sie|das|es) (?:stoppen|aufhalten|verhindern)\b|\bposso (?:fermarli|bloccarli|"
                          r"impedirlo)\b|\bposso (?:impedi-los|pará-los|travá-los|impedir)\b|\bkan ik (?:ze|het) (?:tegenhouden|stoppen)\b|"
                          # (after blind v655 also "Kunnen we dat vannacht nog tegenhouden?": can we, the object first)
                          r"\bkunnen we (?:dat|het|ze) (?:\w+ )?(?:nog )?(?:tegenhouden|stoppen|voorkomen)\b|\bkönnen wir (?:das|es|sie) "
                          r"(?:\w+ )?(?:noch )?(?:verhindern|stoppen|aufhalten)\b|\bon peut (?:encore )?(?:l['’]empêcher|les arrêter)\b|"
                          r"\bpossiamo (?:ancora )?(?:impedirlo|fermarli|bloccarlo)\b|\bpodemos (?:ainda )?(?:impedir|travar|parar)\b")
# after blind v493: "bailiffs outside saying they'll force entry in an hour over the unpaid printing invoices" (read with BAILIFFS)
FORCE_ENTRY = any_of(r"\b(?:force|forcing|forced) (?:entry|the door|their way in|the lock)\b|\bbreak(?:ing)? (?:the door|down the door|in)\b")
OUTSIDE_BARE = any_of(r"\b(?:bailiffs?|enforcement agents?)\b (?:are )?(?:outside|here|at the door)\b")
# after blind v494: "Fui parado na imigração voltando do mundial de jiu-jitsu e querem me mandar de volta hoje no próximo voo" (held at
# the border, being sent back today or on the next flight), seven languages
HELD_AT_THE_BORDER = any_of(
    r"\b(?:stopped|held|detained|pulled aside|taken aside|refused entry|turned away)\b (?:\w+ )?(?:at|by) (?:the )?(?:immigration|border|"
    r"passport control|airport)\b|\bimmigration (?:stopped|are holding|is holding|pulled|detained|won['’]t let)\b",
    r"\b(?:parad[oa]|retid[oa]|detid[oa]|barrad[oa])s? (?:na|no|pela|pelo) (?:imigra[çc][ãa]o|fronteira|controlo de passaportes|"
    r"controle de passaportes|aeroporto)\b",
    r"\b(?:parad[oa]|retenid[oa]|detenid[oa])s? en (?:inmigraci[óo]n|la frontera|el control de pasaportes|el aeropuerto)\b|"
    r"\bme (?:pararon|han parado|retuvieron|han retenido|detuvieron|han detenido) en (?:inmigraci[óo]n|la frontera|el control|"
    r"el aeropuerto)\b",
    r"\b(?:arrêtée?|retenue?|bloquée?|refoulée?)s? (?:à|par) (?:l['’]immigration|la frontière|la police aux frontières|la douane|"
    r"l['’]aéroport)\b",
    r"\b(?:an|bei) der (?:grenze|einreise|passkontrolle)\b[^.?!\n]{0,40}\b(?:festgehalten|aufgehalten|angehalten|zurückgewiesen)\b",
    r"\b(?:fermat[oa]|trattenut[oa]|bloccat[oa]|respint[oa]) (?:all['’]immigrazione|alla frontiera|al controllo passaporti|in aeroporto)\b",
    r"\b(?:tegengehouden|vastgehouden|aangehouden|geweigerd) (?:bij|door|aan) de (?:douane|grens|marechaussee|immigratie|"
    r"paspoortcontrole)\b")
# after blind v599: "water police stopped us and want to impound the boat ... they're writing it up now" (the police impounding or
# seizing something now, read with POLICE_WORD and a now word), seven languages
IMPOUNDING = any_of(r"\b(?:want|wants|going|about|trying) to (?:impound|seize|confiscate)\b|\b(?:are|is|['’]re) (?:impounding|seizing|"
                    r"confiscating)\b|\bquieren? (?:incautar|requisar|inmovilizar|confiscar)\b|\best[áa]n? (?:incautando|requisando)\b|"
                    r"\bveu(?:t|lent) (?:saisir|confisquer|immobiliser)\b|\ben train de (?:saisir|confisquer)\b|\b(?:will|wollen)\b"
                    r"[^.?!\n]{0,30}\b(?:beschlagnahmen|sicherstellen|stilllegen)\b|\b(?:vuole|vogliono) (?:sequestrare|confiscare)\b|"
                    r"\bsta(?:nno)? sequestrando\b|\bquer(?:em)? (?:apreender|confiscar)\b|\best[ãa]o (?:a apreender|apreendendo)\b|"
                    r"\bwil(?:len)?\b[^.?!\n]{0,30}\bin beslag nemen\b")
# after blind v598: "Fui detido no aeroporto de Tóquio por causa dos suplementos na mala ... Posso pedir um advogado?" (a lawyer
# asked for now, read with HELD_AT_THE_BORDER), seven languages
CAN_I_HAVE_A_LAWYER = any_of(r"\bcan i (?:ask for|get|call|have|see|demand) (?:a|my) (?:lawyer|solicitor|attorney)\b|\b(?:puedo|podemos) "
                             r"(?:pedir|llamar a|tener) un abogado\b|\b(?:puis-je|je peux|est-ce que je peux) (?:demander|appeler|avoir) "
                             r"un avocat\b|\bkann ich (?:einen|meinen) anwalt (?:anrufen|verlangen|holen|sprechen)\b|\bposso (?:chiedere|"
                             r"chiamare|avere) un avvocato\b|\bposso (?:pedir|chamar|ligar a|ter) um advogado\b|\b(?:mag|kan) ik een "
                             r"advocaat (?:bellen|vragen|krijgen|spreken)\b")
SENT_BACK_SOON = any_of(
    r"\b(?:send|put|fly|ship) me (?:back|home)\b[^.?!\n]{0,15}\b(?:today|tonight|now|on the next (?:flight|plane))\b|"
    r"\bon (?:the|tonight['’]s) next (?:flight|plane) (?:back|home)\b",
    r"\b(?:mandar|enviar|devolver|pôr)(?:-me)? de volta\b[^.?!\n]{0,15}\b(?:hoje|agora|no próximo voo)\b|\bno próximo voo\b",
    r"\b(?:mandarme|enviarme|devolverme) (?:de vuelta|de regreso|a mi pa[íi]s)\b[^.?!\n]{0,15}\b(?:hoy|ahora|en el próximo vuelo)\b|"
    r"\ben el próximo vuelo\b",
    r"\b(?:me )?renvoyer\b[^.?!\n]{0,20}\b(?:aujourd['’]hui|ce soir|par le prochain vol|dans le prochain avion)\b|"
    r"\b(?:par|dans) le prochain (?:vol|avion)\b",
    r"\bmit dem nächsten (?:flug|flieger)\b|\b(?:heute|sofort) (?:noch )?zurück(?:schicken|fliegen)\b",
    r"\brimandarmi (?:indietro|a casa)\b[^.?!\n]{0,15}\b(?:oggi|stasera|col prossimo volo)\b|\b(?:sul|col|con il) prossimo volo\b",
    r"\bterugsturen\b[^.?!\n]{0,15}\b(?:vandaag|vanavond|met de volgende vlucht)\b|\b(?:met|op) de volgende vlucht\b")
# after blind v501: "De huisbaas staat nu met een slotenmaker voor de deur van mijn werkplaats, ik heb nooit een brief gekregen" (a
# landlord here now with a locksmith), seven languages
WITH_A_LOCKSMITH = any_of(
    r"\b(?:landlord|landlady|owner|agent|huisbaas|verhuurder|eigenaar|propriétaire|bailleur|proprio|casero|arrendador|propietario|"
    r"vermieter\w*|hausbesitzer\w*|eigentümer\w*|padrone di casa|proprietario|locatore|senhorio|proprietário)\b[^.?!\n]{0,60}"
    r"\b(?:locksmith|slotenmaker|serrurier|cerrajero|schlüsseldienst|schlosser|fabbro|serralheiro)\b")
# (read beside AT_THE_DOOR_NOW, which holds the doors of the other languages)
HERE_NOW_ML = any_of(r"\b(?:now|nu|ahora|maintenant|en ce moment|jetzt|gerade|adesso|agora|voor de deur|outside)\b")

# after blind v502: "Il proprietario mi minaccia: se non firmo le dimissioni entro stasera mi denuncia per furto. Devo firmare?"
# (pressed to sign by tonight or tomorrow, read with a threat: police, charges, the sack), seven languages
SIGN_BY_A_DEADLINE = any_of(
    r"\bsign(?:ed|ing|s)?\b(?!\s+up\b)[^.?!\n]{0,60}\b(?:by|before|until) (?:tonight|today|tomorrow|this evening|(?:the )?end of (?:the )?day|"
    r"noon|midday|\d{1,2} ?(?:am|pm|o['’]clock))\b",
    r"\bfirm\w*\b[^.?!\n]{0,60}\b(?:entro|prima di) (?:stasera|oggi|domani|mezzogiorno|le \d{1,2})\b",
    r"\bfirm\w*\b[^.?!\n]{0,60}\b(?:antes de|para) (?:esta noche|hoy|mañana|el mediodía|las \d{1,2})\b",
    r"\bsign\w*\b[^.?!\n]{0,60}\b(?:avant|d['’]ici) (?:ce soir|demain|midi|\d{1,2} ?h)\b",
    r"\b(?:unterschreib\w*|unterzeichne\w*)\b[^.?!\n]{0,60}\bbis (?:heute abend|heute|morgen|mittag|\d{1,2} uhr)\b",
    r"\b(?:onder)?teken\w*\b[^.?!\n]{0,60}\b(?:voor|vóór) (?:vanavond|vandaag|morgen|\d{1,2} uur)\b",
    r"\bassin\w*\b[^.?!\n]{0,60}\baté (?:hoje à noite|hoje|amanhã|logo à noite|às \d{1,2})\b",
    # the deadline first: "se non firmo entro stasera", "by tonight I have to sign"
    r"\b(?:entro stasera|entro domani|antes de esta noche|avant ce soir|bis heute abend|vóór vanavond|até hoje à noite|by tonight)\b"
    r"[^.?!\n]{0,40}\b(?:sign\w*|firm\w*|unterschreib\w*|teken\w*|assin\w*)\b",
    # after blind v526: "Meu senhorio quer que eu assine agora um papel entregando a loja, senão diz que joga tudo na rua hoje mesmo"
    # (a signature wanted now, not by a deadline), seven languages
    r"\bwants? me to sign\b[^.?!\n]{0,40}\b(?:now|right now|today|tonight|immediately|on the spot)\b|\bquer que eu assine (?:agora|"
    r"j[áa]|hoje)\b|"
    # (after blind v538 and v540 also "veulent que je signe un procès-verbal tout de suite", "quieren que firme una declaración
    # ya": they, and the paper between)
    r"\bquieren? que (?:yo )?firme (?:[\w-]+ ){0,3}(?:ahora|ya|hoy|esta noche|inmediatamente)\b|\bveu(?:lent|t) que je signe "
    r"(?:[\w-]+ ){0,3}(?:maintenant|tout de suite|immédiatement|sur-le-champ|aujourd['’]hui|ce soir)\b|\bwill,? dass ich\b[^.?!\n]{0,20}\b(?:jetzt|sofort|heute|noch heute)\b[^.?!\n]{0,60}"
    r"\b(?:unterschreibe|unterzeichne)\b|\bvuole che (?:io )?firmi (?:subito|adesso|ora|oggi|stasera)\b|\bwil dat ik\b[^.?!\n]{0,20}"
    r"\b(?:nu|vandaag|meteen|vanavond)\b[^.?!\n]{0,40}\b(?:teken|onderteken)\b")
SIGN_OR_ELSE_THREAT = any_of(
    r"\b(?:report (?:me|us)|press(?:ing)? charges|call(?:ing)? the police|to the police|sue (?:me|us)|fire (?:me|us)|sack (?:me|us)|"
    r"(?:they|he|she)(?:['’]ll| will) sue|"  # ("or they'll sue": after blind v544)
    # (after blind v538 and v540 also the authorities asking: customs, the Guardia Civil, seven languages)
    r"guardia civil|douanes?|douaniers?|gendarmes?|gendarmerie|aduana|zoll(?:beamte\w*|fahndung)?|dogana|alfândega|customs officers|"
    r"threat\w*|evict\w*|deport\w*|denunci\w*|querela|polizia|carabinieri|licenzi\w*|polic[íi]a|despedir\w*|porter plainte|"
    r"plainte|virer|licencier|menace\w*|anzeige\w*|polizei|kündig\w*|droht|drohen|aangifte|politie|ontslaan|ontslag|dreig\w*|"
    r"queixa|demit\w*|amea[çc]\w*|minacc\w*|amenaz\w*|"
    # (after blind v526 also one's things thrown out and the locks changed: "senão diz que joga tudo na rua hoje mesmo"; the police
    # called or a report made, in French, German and Dutch words the list lacked)
    r"la police|pol[íi]cia|(?:me )?dénonce\w*|zeigt (?:er |sie )?mich an|geeft (?:hij |ze )?me aan|me aangeven|"
    r"(?:throw|put|chuck|dump)s? (?:all )?(?:my |our )?(?:stuff|things|everything|belongings) (?:out|on the street)|change(?:s)? the "
    r"locks|joga(?:r)? tudo na rua|p[õo]e tudo na rua|muda(?:r)? a fechadura|tira(?:r)? todo a la calle|cambia(?:r)? la cerradura|"
    r"jette(?:r)? (?:toutes )?(?:mes affaires|tout) (?:dehors|à la rue|sur le trottoir)|change(?:r)? les serrures|(?:wirft|stellt) "
    r"(?:er |sie )?(?:alles|meine sachen) (?:auf die straße|raus)|tauscht (?:er |sie )?das schloss|butta(?:re)? tutto (?:in strada|"
    r"fuori)|cambia(?:re)? la serratura|zet (?:hij |ze )?alles op straat|vervangt (?:hij |ze )?het slot)\b")
# after blind v502: "O senhorio trocou a fechadura da lavanderia hoje de manhã e diz que não vai abrir" (the locks changed today or
# this morning and the tenant kept out), seven languages; not a change made years ago or asked for
LOCKS_CHANGED_TODAY = any_of(
    r"\b(?:landlord|landlady|owner|agent|he|she|they)\b[^.?!\n]{0,30}\b(?:changed|swapped|replaced) (?:the|our|my) (?:locks?|padlocks?)\b"
    r"(?! (?:for me|as (?:i|we) asked|when|after)\b)[^.?!\n]{0,50}\b(?:this morning|today|tonight|an hour ago|just now|overnight)\b",
    # (after blind v628 also "The landlord of our workshop just changed the locks with our race cars ... inside")
    r"\b(?:landlord|landlady|owner|agent)\b[^.?!\n]{0,40}\b(?:just|has just|['’]s just) (?:changed|swapped|replaced) (?:the|our|my) "
    r"(?:locks?|padlocks?)\b(?! (?:for (?:me|us)|as (?:i|we) asked)\b)",
    r"\b(?:trocou|mudou) (?:a|as|o) (?:fechaduras?|cadeado)\b[^.?!\n]{0,50}\b(?:hoje|esta manh[ãa]|agora|esta noite)\b",
    r"\b(?:cambi[óo]|ha cambiado) (?:la|las|el) (?:cerraduras?|candado|bomb[íi]n)\b[^.?!\n]{0,50}\b(?:hoy|esta ma[ñn]ana|esta noche|"
    r"ahora)\b",
    r"\ba changé (?:la|les|le) (?:serrures?|cadenas|barillet)\b[^.?!\n]{0,50}\b(?:aujourd['’]hui|ce matin|ce soir|cette nuit)\b",
    # (after blind v621 also "heute früh die Schlösser am Vereinsheim ausgetauscht": the place between, German and Dutch)
    r"\b(?:heute|heute morgen|heute früh|gerade)\b[^.?!\n]{0,40}\b(?:das|die) (?:schloss|schlösser|vorhängeschloss)\b[^.?!\n]{0,30}"
    r"\b(?:ausgetauscht|gewechselt|getauscht)\b",
    r"\bha cambiato (?:la|le|il) (?:serratur[ae]|lucchetto|cilindro)\b[^.?!\n]{0,50}\b(?:oggi|stamattina|stanotte|stasera)\b",
    r"\b(?:vanochtend|vandaag|vannacht|net)\b[^.?!\n]{0,40}\b(?:het|de) (?:slot(?:en)?|hangslot)\b[^.?!\n]{0,30}\b(?:vervangen|veranderd)\b")

# (a change the tenant asked for: "changed the locks today as I asked", "at our request after the break-in", copies of the key)
LOCKS_CHANGED_FOR_US = any_of(r"\b(?:as (?:i|we) asked|at (?:my|our) request|(?:i|we) asked (?:him|her|them) to|copies of the (?:new )?keys?|"
                              r"spare keys?|como (?:le )?ped[íi]|a petici[óo]n (?:m[íi]a|nuestra)|à (?:ma|notre) demande|comme (?:je l['’]ai|"
                              r"nous l['’]avons) demandé|auf (?:meinen|unseren) wunsch|wie (?:ich|wir) (?:es )?(?:wollte|wollten|gebeten|beantragt)|su mia richiesta|come (?:avevo|"
                              r"avevamo) chiesto|a meu pedido|como (?:eu )?pedi|op mijn verzoek|zoals ik (?:had )?gevraagd)\b")
# after blind v507 and v509: "Mein Vermieter räumt gerade ohne Gerichtsbeschluss meine Wohnung aus", "Mon propriétaire est en train
# de vider le local de mon club de billard sans jugement" (a landlord or owner emptying one's home or premises now), seven
# languages; not a clear-out one asked for, nor years ago
_LANDLORD_ML = (r"(?:landlord|landlady|owner|vermieter\w*|eigentümer\w*|propriétaire|proprio|bailleur|casero|arrendador|propietario|"
                r"padrone(?: di casa)?|proprietario|locatore|senhorio|propriet[áa]rio|dono|huisbaas|verhuurder|eigenaar)")
# (the writer's home or premises: not the gutters, nor a cellar lent to him)
_PREMISES_ML = (r"(?:(?:my|our) (?:[\w-]+ )?(?:flat|apartment|house|home|room|shop|unit|studio|office|workshop|stall|premises|place|"
                r"stuff|things|belongings|club)|(?:meine|unsere|mein|unser|meinen|unseren) (?:\w+ )?(?:wohnung|laden|geschäft|lager|"
                r"büro|werkstatt|zimmer|halle|vereinsheim|sachen)|(?:le|mon|notre|ma|l['’]) ?(?:local|appartement|logement|magasin|"
                r"atelier|studio|boutique|maison|chambre)|(?:mi|nuestro|nuestra|el|la) (?:piso|local|casa|apartamento|tienda|taller|"
                r"habitaci[óo]n)|(?:il mio|la mia|il nostro|la nostra|il|la|l['’]) ?(?:appartamento|negozio|locale|casa|laboratorio|"
                r"stanza|sala)|(?:a minha|o meu|a nossa|o nosso|a|o) (?:casa|loja|apartamento|espa[çc]o|sala|quarto|oficina)|"
                r"(?:mijn|ons|onze|het|de) (?:huis|appartement|winkel|pand|atelier|kamer|woning|zaak))")
LANDLORD_EMPTYING_NOW = any_of(
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,20}}\b(?:is|['’]s|are) (?:(?:right )?now )?(?:clearing|emptying|gutting) (?:out )?{_PREMISES_ML}\b",
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,20}}\br[äa]umt (?:gerade|jetzt|grad|heute)\b[^.?!\n]{{0,30}}\b{_PREMISES_ML}\b[^.?!\n]{{0,20}}\baus\b",
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,20}}\best en train de (?:vider|débarrasser) {_PREMISES_ML}\b",
    # (after blind v542 also "Le propriétaire ... est là avec deux types et ils vident le local en ce moment": they, the present
    # tense and "now", seven languages)
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,60}}\b(?:vident|vide) {_PREMISES_ML} (?:en ce moment|maintenant)\b(?! de ses propres)|\b{_LANDLORD_ML}\b"
    rf"[^.?!\n]{{0,60}}\b(?:vac[íi]an|vac[íi]a) {_PREMISES_ML} (?:ahora|en este momento)\b|\b{_LANDLORD_ML}\b[^.?!\n]{{0,60}}"
    rf"\bsvuota(?:no)? {_PREMISES_ML} (?:adesso|ora|in questo momento)\b|\b{_LANDLORD_ML}\b[^.?!\n]{{0,60}}\besvazia(?:m)? "
    rf"{_PREMISES_ML} (?:agora|neste momento)\b|\b{_LANDLORD_ML}\b[^.?!\n]{{0,60}}\b(?:are|is) (?:emptying|clearing) {_PREMISES_ML} "
    r"(?:right )?now\b",
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,20}}\best[áa] (?:ahora (?:mismo )?)?(?:vaciando|desalojando) {_PREMISES_ML}\b",
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,20}}\bsta (?:ora |adesso )?(?:svuotando|sgomberando) {_PREMISES_ML}\b",
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,20}}\best[áa] (?:agora )?(?:a esvaziar|esvaziando|a despejar) {_PREMISES_ML}\b",
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,20}}\b(?:is|haalt) (?:nu |op dit moment )?{_PREMISES_ML} (?:aan het leeghalen|leeg)\b",
    # after blind v516: "Mon propriétaire est en train de sortir mes affaires sur le trottoir" (one's things put out on the street
    # now), seven languages
    # (after blind v669 also "the landlord just turned up with two guys and is chucking our props onto the street": up to 60
    # characters from the landlord, and a troupe's props, costumes or gear, seven languages)
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,60}}\b(?:is|['’]s|are) (?:(?:right )?now )?(?:putting|throwing|dumping|carrying|chucking|tossing|"
    r"hauling) (?:all )?(?:my|our) (?:[\w-]+ )?(?:stuff|things|belongings|furniture|props|gear|kit|equipment|instruments|costumes|stock|"
    r"sets?)\b[^.?!\n]{0,15}\b(?:out )?(?:on|onto|into) the (?:street|pavement|kerb|curb|road|skip)\b",
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,60}}\best en train de (?:sortir|jeter|mettre) (?:toutes )?(?:mes|nos) (?:affaires|meubles|décors|"
    r"costumes|accessoires|instruments)\b",
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,60}}\best[áa] (?:ahora )?(?:sacando|tirando) (?:todas )?(?:mis|nuestras|nuestros) (?:cosas|muebles|"
    r"decorados|instrumentos|trajes)\b",
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,60}}\b(?:stellt|wirft|trägt) (?:gerade|jetzt)\b[^.?!\n]{{0,10}}\b(?:meine|unsere) (?:sachen|möbel|"
    r"requisiten|kostüme|instrumente)\b[^.?!\n]{0,20}\b(?:auf die straße|vor die tür|raus)\b",
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,60}}\bsta (?:ora |adesso )?(?:buttando|mettendo|portando) (?:fuori )?(?:le mie|le nostre|tutte le "
    r"mie|i nostri|i miei) (?:cose|robe|costumi|strumenti|scenografie)\b",
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,60}}\best[áa] (?:agora )?(?:a (?:pôr|tirar|deitar)|pondo|tirando) (?:as |os )?(?:minhas|nossas|nossos|"
    r"meus) (?:coisas|mobílias?|cenários|figurinos|instrumentos|adereços)\b",
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,60}}\b(?:zet|gooit) (?:nu |net )?(?:al )?(?:mijn|onze) (?:spullen|meubels|decors|kostuums|"
    r"instrumenten|rekwisieten) (?:op straat|buiten)\b")

# after blind v513: "L'amministratore del condominio mi ha detto che stasera viene con due tizi a 'sistemarmi' se non ritiro la
# denuncia" (a threat to come tonight and beat or "sort out" the writer), seven languages
BEATING_THREATENED_TONIGHT = any_of(
    r"\b(?:stasera|stanotte)\b[^.?!\n]{0,40}\b(?:viene|vengono|passa|passano)\b[^.?!\n]{0,30}\ba ['‘\"]?(?:sistemarmi|darmi una lezione|"
    r"picchiarmi|spaccarmi la faccia)\b",
    r"\btonight\b[^.?!\n]{0,40}\b(?:coming|come round|come over|turn up)\b[^.?!\n]{0,30}\bto ['‘\"]?(?:sort me out|teach me a lesson|"
    r"beat me up|deal with me|do me over)\b",
    r"\bce soir\b[^.?!\n]{0,40}\b(?:vient|viennent|passe|passent)\b[^.?!\n]{0,30}\b(?:pour )?(?:me régler mon compte|me casser la "
    r"gueule|me donner une leçon|me tabasser)\b",
    r"\besta noche\b[^.?!\n]{0,40}\b(?:viene|vienen|pasa|pasan)\b[^.?!\n]{0,30}\ba (?:darme una lecci[óo]n|partirme la cara|"
    r"arreglarme|ajustarme las cuentas)\b",
    r"\bheute (?:abend|nacht)\b[^.?!\n]{0,40}\b(?:kommt|kommen|vorbei)\b[^.?!\n]{0,40}\b(?:mich (?:fertigzumachen|fertigmachen|"
    r"verprügeln|zu verprügeln)|mir eine abreibung)\b",
    r"\b(?:hoje à noite|esta noite|logo à noite)\b[^.?!\n]{0,40}\b(?:vem|vêm|passa)\b[^.?!\n]{0,30}\b(?:para |pra )?(?:me dar uma "
    r"li[çc][ãa]o|me bater|me arrebentar|acertar as contas comigo)\b",
    r"\bvanavond\b[^.?!\n]{0,40}\b(?:komt|komen)\b[^.?!\n]{0,30}\bom me (?:in elkaar te slaan|een lesje te leren|te grazen te nemen)\b")
# (not a real lesson: "my teacher is coming round tonight to teach me a lesson in chess", "a darmi una lezione di piano")
A_LESSON_IN_A_SUBJECT = any_of(r"\b(?:lesson|lezione|leçon|lecci[óo]n|li[çc][ãa]o|lesje) (?:in|on|of|about|di|de|d['’]|en|van|sobre)\b")

# after blind v515: "HR just told me I have 30 minutes to sign a settlement agreement waiving all claims for my back injury ... or
# the offer's gone" (minutes given to sign away rights, a resignation or a statement), seven languages; not a card or a register
MINUTES_TO_SIGN = any_of(
    r"\b(?:\d{1,2}|a few|five|ten|fifteen|twenty|thirty) (?:minutes?|mins?) to sign\b|\b(?:\d{1,2}|cinco|diez|quince|veinte|treinta) "
    r"minutos para (?:firmar|assinar)\b|\b(?:\d{1,2}|cinq|dix|quinze|vingt|trente) minutes pour signer\b|\b(?:\d{1,2}|fünf|zehn|"
    r"fünfzehn|zwanzig|dreißig) minuten\b[^.?!\n]{0,15}\b(?:um|zum)\b[^.?!\n]{0,40}\b(?:unterschreiben|unterzeichnen)\b|\b(?:\d{1,2}|cinque|dieci|"
    r"quindici|venti|trenta) minuti per firmare\b|\b(?:\d{1,2}|vijf|tien|vijftien|twintig|dertig) minuten om\b[^.?!\n]{0,40}"
    r"\b(?:te tekenen|te ondertekenen)\b")
# (what is signed away: a settlement, a waiver, a resignation, a confession; not expense claims, a bank statement or a photo release)
SIGNED_AWAY = any_of(r"\b(?:settlement|waiv\w*|waiver|resignation|confession|nda|non-disclosure|(?:police|witness|written) statement|"
                     r"finiquito|renuncia|dimisi[óo]n|confesi[óo]n|accord transactionnel|rupture conventionnelle|démission|aveux|"
                     r"renonc\w*|vergleich|aufhebungsvertrag|verzicht\w*|geständnis|accordo transattivo|dimissioni|rinuncia|"
                     r"confessione|rescis[ãa]o|demiss[ãa]o|confiss[ãa]o|vaststellingsovereenkomst|ontslag\w*|bekentenis|schikking)\b")

# after blind v520: "Environmental health officer has just served us a notice at the water park saying we have to close within the
# hour" (a notice or order just served, read with WITHIN_HOURS), seven languages
NOTICE_JUST_SERVED = any_of(
    r"\b(?:has |have )?just (?:served|handed|given) (?:us|me) (?:a|an|the) (?:[\w-]+ ){0,2}(?:notice|order|summons|injunction)\b",
    r"\b(?:nos|me) acaba(?:n)? de (?:notificar|entregar)\b[^.?!\n]{0,30}\b(?:orden|aviso|notificaci[óo]n|cierre|clausura)\b",
    r"\b(?:vient|viennent) de (?:nous|me) (?:remettre|signifier|notifier)\b[^.?!\n]{0,30}\b(?:avis|ordre|arrêté|mise en demeure|"
    r"fermeture)\b",
    r"\bha(?:t|ben)? (?:uns|mir) (?:gerade|eben|soeben)\b[^.?!\n]{0,30}\b(?:verfügung|anordnung|bescheid|schließungs\w*)\b",
    r"\bci ha(?:nno)? appena (?:notificato|consegnato)\b[^.?!\n]{0,30}\b(?:ordinanza|ordine|avviso|diffida|chiusura)\b",
    r"\bacab(?:ou|aram) de (?:nos|me) (?:entregar|notificar)\b[^.?!\n]{0,30}\b(?:ordem|aviso|notifica[çc][ãa]o|encerramento)\b",
    r"\bheeft (?:ons|mij|me) (?:net|zojuist|daarnet)\b[^.?!\n]{0,30}\b(?:bevel|besluit|aanschrijving|sluiting\w*)\b")
# after blind v521: "Die Ausländerbehörde will mich morgen früh abholen" (immigration officers coming to take the writer tomorrow or
# today, read with IMMIGRATION_OFFICERS), seven languages
COMING_TO_TAKE_ME = any_of(
    r"\b(?:coming|come|want) (?:to )?(?:pick|take|collect|get) (?:me|us)(?: up| away| in)?\b[^.?!\n]{0,30}\b(?:tomorrow|tonight|today|"
    r"this (?:morning|afternoon|evening))\b",
    r"\b(?:will|wollen|kommen)\b[^.?!\n]{0,10}\b(?:mich|uns) (?:morgen(?: früh)?|heute(?: abend| nacht)?)\b[^.?!\n]{0,30}\b(?:abholen|holen|"
    r"mitnehmen)\b",
    r"\b(?:vienen|vendrán|van a venir) a (?:buscarme|por m[íi]|llevarme|buscarnos)\b[^.?!\n]{0,20}\b(?:mañana|esta noche|hoy)\b",
    r"\b(?:viennent|vont venir) me (?:chercher|prendre|récupérer)\b[^.?!\n]{0,20}\b(?:demain|ce soir|aujourd['’]hui)\b",
    r"\b(?:vengono|verranno) a (?:prendermi|prenderci|portarmi via)\b[^.?!\n]{0,20}\b(?:domani|stasera|oggi)\b",
    r"\b(?:v[êe]m|v[ãa]o vir) (?:me )?buscar(?:-me)?\b[^.?!\n]{0,20}\b(?:amanhã|hoje|esta noite)\b",
    r"\bkomen (?:mij|me|ons) (?:morgen(?:vroeg)?|vandaag|vanavond) (?:ophalen|halen)\b")
# after blind v523: "Il vicino stamattina mi ha minacciato di morte ... e ha detto che stasera torna" (read with DEATH_THREATS: the
# one who threatened coming back tonight), seven languages
BACK_TONIGHT = any_of(
    r"\b(?:stasera|stanotte|tonight|ce soir|cette nuit|esta noche|heute abend|heute nacht|esta noite|hoje à noite|vanavond|vannacht)"
    r"\b[^.?!\n]{0,15}\b(?:torna|ritorna|viene|comes? back|coming back|revient|vuelve|viene|kommt|volta|vem|komt)\b",
    r"\b(?:torna|ritorna|(?:he['’]s |she['’]s |he is |she is )?coming back|comes back|revient|vuelve|kommt (?:er |sie )?(?:wieder|"
    r"zurück)|volta|komt (?:hij |ze )?terug)\b[^.?!\n]{0,15}\b(?:stasera|stanotte|tonight|ce soir|esta noche|heute abend|esta noite|"
    r"hoje à noite|vanavond)\b")
# after blind v525: "Got a subpoena this afternoon ordering me to testify tomorrow" (a subpoena or witness summons, read with SOON),
# seven languages
SUBPOENA = any_of(r"\b(?:subpoena\w*|witness summons|citaci[óo]n (?:judicial|como testigo)|citation à comparaître|assignation|"
                  r"zeugenladung|vorladung|citazione (?:a )?testimoniare|intima[çc][ãa]o|dagvaarding|oproeping als getuige)\b")
SOON = any_of(rf"\b{_SOON}\b")
# after blind v546: "Des hommes de la compagnie sont en train de démolir notre maison sur la plantation, là, maintenant, sans
# décision du tribunal" (one's home being demolished now, read with a now word or no court order), seven languages; not a
# demolition planned or long ago
HOME_DEMOLISHED_NOW = any_of(
    r"\b(?:are|is|['’]re|['’]s) (?:(?:right )?now )?(?:demolishing|bulldozing|knocking down|tearing down|pulling down|flattening) "
    r"(?:our|my|the family['’]s|his|her|their) (?:[\w-]+ ){0,2}(?:house|home|hut|shack|cabin|bungalow|farmhouse|shop|flat|homes|"
    r"houses)\b",
    r"\b(?:sont|est) en train de (?:démolir|raser|détruire|abattre) (?:notre|ma|mon|nos|leur|sa|son) (?:[\w-]+ )?(?:maison|case|"
    r"cabane|logement|boutique|ferme|maisons)\b",
    r"\bestán? (?:ahora (?:mismo )?)?(?:derribando|demoliendo|tirando abajo|echando abajo) (?:nuestra|mi|nuestras|mis|su) (?:[\w-]+ )?"
    r"(?:casa|vivienda|choza|chabola|tienda|casas)\b",
    r"\b(?:rei[sß]en|rei[sß]t) (?:gerade|jetzt|in diesem moment) (?:unser|mein|ihr)(?:e|en)? (?:[\w-]+ )?(?:haus|hütte|wohnung|laden|"
    r"hof|häuser)\b[^.?!\n]{0,30}\bab\b",
    r"\b(?:stanno|sta) (?:ora |adesso )?(?:demolendo|abbattendo|buttando giù|radendo al suolo) (?:la nostra|la mia|il nostro|il mio|"
    r"le nostre) (?:[\w-]+ )?(?:casa|baracca|capanna|negozio|case)\b",
    r"\best(?:á|ão) (?:agora )?(?:a demolir|demolindo|a derrubar|derrubando|a deitar abaixo) (?:a nossa|a minha|nossa|minha|o nosso|"
    r"o meu|as nossas) (?:[\w-]+ )?(?:casa|barraco|loja|casas)\b",
    r"\b(?:is|zijn) (?:nu )?(?:[\w-]+ ){0,3}(?:ons|mijn) (?:[\w-]+ )?(?:huis|woning|winkel|huizen) aan het (?:slopen|afbreken)\b|"
    r"\bslopen (?:nu|op dit moment) (?:ons|mijn) (?:[\w-]+ )?(?:huis|woning)\b")
WITHOUT_A_COURT_ORDER = any_of(
    r"\bwithout (?:a |any )?(?:court order|warrant|eviction order|notice|judgment)\b|\b(?:no|zero) (?:court order|warrant|eviction "
    r"order|judgment|notice)\b|\bnobody (?:told|warned) (?:us|me)\b|\bsans (?:aucune )?(?:décision (?:du|de) "
    r"(?:tribunal|justice|juge)|ordonnance|jugement|préavis)\b|\bsin (?:ninguna )?(?:orden(?: judicial)?|sentencia|aviso)\b|"
    r"\bohne (?:(?:einen|jeden) )?(?:gerichtsbeschluss|urteil|räumungstitel|vorwarnung)\b|\bsenza (?:alcun[ao]? )?(?:ordinanza|"
    r"sentenza|ordine del giudice|preavviso)\b|\bsem (?:qualquer )?(?:ordem(?: judicial)?|sentença|aviso)\b|\bzonder (?:enig )?"
    r"(?:vonnis|gerechtelijk bevel|rechterlijke uitspraak|waarschuwing)\b")
# after blind v546: "La polizia mi ha convocato domattina in questura per la morte del raccoglitore ... Devo andarci con un
# avvocato?" (called in by the police for tomorrow, read with POLICE_WORD, SOON and a lawyer asked about), seven languages
SUMMONED_IN = any_of(r"\b(?:summon\w*|called (?:me|us) in|asked (?:me|us) to (?:come|go) in|told (?:me|us) to (?:come|report) "
                     r"(?:in|to)|convocat[oaie]|convocad[oa]s?|convoqu\w*|citad[oa] (?:a|en) (?:la )?comisar[íi]a|vorgeladen|"
                     r"einbestellt|ontboden|opgeroepen|chamad[oa] (?:à|a|para) (?:a )?(?:esquadra|delegacia)|(?:chamou|chamaram|convocou|"
                     r"convocaram)-me|me (?:chamou|chamaram|convocou|convocaram))\b")
BRING_A_LAWYER_ASKED = any_of(r"\b(?:bring|take|go with|need|get) (?:a|my) (?:lawyer|solicitor|attorney)\b|\bcon (?:un|l['’]) ?avvocato\b|"
                              r"\bavec (?:un|mon) avocat\b|\bcon (?:un|mi) abogado\b|\bmit (?:einem|meinem) anwalt\b|\bcom (?:um|o meu) "
                              r"advogado\b|\bmet (?:een|mijn) advocaat\b")
# after blind v553: "Bailiffs are loading the club's tug onto a trailer as we speak ... Can I stop them?" (bailiffs taking things,
# read with a now word and WHAT_CAN_STOP_IT), seven languages
BAILIFFS_TAKING = any_of(
    r"\b(?:bailiffs?|enforcement (?:agents?|officers?)|repo (?:men|man))\b[^.?!\n]{0,30}\b(?:are|is|['’]re|['’]s) (?:\w+ )?(?:loading|"
    r"taking|removing|seizing|clamping|towing|emptying)\b",
    r"\b(?:embargadores|agentes judiciales|alguaciles?)\b[^.?!\n]{0,30}\b(?:se (?:están llevando|llevan)|están (?:cargando|embargando))\b|"
    r"\bhuissiers?\b[^.?!\n]{0,30}\b(?:(?:sont|est) en train de (?:charger|saisir|prendre|emporter)|embarquent|saisissent|chargent)\b|"
    r"\bgerichtsvollzieher\w*\b[^.?!\n]{0,30}\b(?:lädt|laden|nimmt|nehmen|pfändet|pfänden)\b|\bufficial[ei] giudiziari[oi]?\b"
    r"[^.?!\n]{0,50}\b(?:(?:sta|stanno) (?:caricando|portando via|pignorando)|(?:vuole|vogliono) (?:portare via|pignorare|"
    r"prendere))\b|"  # ("vuole portare via le motoslitte adesso": after blind v617)
    r"\boficia(?:l|is) de justi[çc]a\b[^.?!\n]{0,30}\b(?:está|"
    r"estão) (?:a levar|levando|a carregar|carregando|a penhorar|penhorando)\b|\bdeurwaarders?\b[^.?!\n]{0,30}\b(?:(?:is|zijn) "
    r"(?:nu )?(?:[\w-]+ ){0,3}aan het (?:inladen|weghalen|ophalen|meenemen)|neemt|nemen|laadt|laden)\b")
# after blind v565: "De verhuurder staat met twee mannen voor de deur en wil dat we vannacht nog vertrekken, zonder papieren. Mag
# dat?" (a landlord wanting the writer out tonight or now), seven languages; not a notice for a month away
LANDLORD_OUT_TONIGHT = any_of(
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,60}}\b(?:wants?|told|is telling|says?) (?:us|me) (?:to )?(?:get |be |move )?out (?:by )?(?:tonight|"
    r"right now|now|immediately|this evening|before (?:dark|midnight))\b",
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,80}}\bwil dat (?:we|ik|wij) (?:vannacht|vanavond|nu|meteen|direct) (?:nog )?(?:vertrekken|vertrek|"
    r"weggaan|eruit gaan|eruit zijn)\b",
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,80}}\bwill,? dass (?:wir|ich) (?:heute nacht|heute abend|sofort|jetzt) (?:noch )?(?:ausziehen|"
    r"rausgehen|raus sind|verschwinden|gehen)\b",
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,80}}\bveut qu(?:e nous|['’]on|e je) (?:parte|partions|dégage|dégagions|quitte|quittions|sorte|"
    r"sortions)\b[^.?!\n]{0,30}\b(?:ce soir|cette nuit|maintenant|tout de suite)\b",
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,80}}\bquiere que (?:nos vayamos|me vaya|salgamos|dejemos)\b[^.?!\n]{{0,30}}\b(?:esta noche|ahora|"
    r"ya|ahora mismo)\b",
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,80}}\bvuole che (?:ce ne andiamo|me ne vada|usciamo|lasciamo)\b[^.?!\n]{{0,30}}\b(?:stanotte|"
    r"stasera|subito|adesso)\b",
    rf"\b{_LANDLORD_ML}\b[^.?!\n]{{0,80}}\bquer que (?:saiamos|a gente saia|eu saia|vamos embora)\b[^.?!\n]{{0,30}}\b(?:esta noite|"
    r"hoje à noite|agora|já)\b")


# after blind v579: "lol so hypothetically if the sheriff was outside our rented house with an eviction paper right now during our team
# BBQ what are our rights" (officers enforcing an eviction outside now, in one sentence, whatever "hypothetically" says), seven
# languages
EVICTION_OFFICER_HERE = any_of(
    r"\b(?:sheriff|sheriff['’]s (?:deputies|officers?)|bailiffs?|marshals?|enforcement (?:agents?|officers?)|huissiers?|comisi[óo]n "
    r"judicial|gerichtsvollzieher\w*|ufficial(?:e|i) giudiziari[oe]?|oficia(?:l|is) de justi[çc]a|deurwaarders?)\b[^.?!\n]{0,40}"
    r"\b(?:outside|at (?:the|our|my) (?:door|house|flat|apartment|gate)|devant (?:la porte|chez (?:moi|nous))|à la porte|en la "
    r"puerta|frente a (?:casa|la casa)|vor der tür|vor dem haus|alla porta|davanti a casa|à porta|voor de deur)\b")
EVICTION_WORD = any_of(r"\b(?:evict\w*|eviction|writ of possession|possession order|lock ?out|expulsion|expulser|desahucio|desalojo|"
                       r"räumung\w*|zwangsräumung|sfratto|sgombero|despejo|ontruiming|uitzetting)\b")
RIGHT_NOW_ML = any_of(r"\b(?:right now|as we speak|at the moment|en ce moment|maintenant|ahora(?: mismo)?|gerade|jetzt|adesso|"
                      r"in questo momento|agora|neste momento|nu|op dit moment)\b")
# after blind v683: "dawn raid. theyre taking my snakes and my laptop. rights??" (a raid or search now, things being taken away), seven
# languages
RAID_NOW = any_of(r"\b(?:dawn raid|raid(?:ed|ing)? (?:us|me|my|our|the house|the flat)|search(?:ing)? warrant|perquisition|"
                  r"redada|registro domiciliario|razzia|durchsuchung\w*|perquisizione|busca e apreensão|rusga|huiszoeking|inval)\b")
TAKING_NOW = any_of(r"\b(?:they(?:['’]?re| are)|theyre|police (?:are|is)|cops (?:are|r)|officers are) (?:taking|seizing|searching|"
                    r"going through|bagging|carrying out|loading)\b|\b(?:ils|elles) (?:prennent|saisissent|emportent|fouillent)\b|"
                    r"\b(?:se llevan|est[áa]n llev[áa]ndose|est[áa]n registrando)\b|\b(?:sie )?(?:nehmen|beschlagnahmen|durchsuchen) "
                    r"(?:gerade )?(?:meine?n?|unsere?n?|alles)\b|\b(?:stanno (?:portando via|sequestrando|perquisendo)|si portano via)\b|"
                    r"\b(?:est[ãa]o a levar|est[ãa]o levando|levam|est[ãa]o a revistar)\b|\b(?:ze )?(?:nemen|pakken) (?:mijn|onze|alles)\b")
