// The missing fact as a short question a colleague could answer, in the company's own voice ("Do we encrypt…?"),
// made from the buyer's requirement when it is a question or a shall/must statement, else from what is missing.
import { splitSentences } from '../text/sentences';
import { STOPWORDS, tokens } from '../text/words';

/** A question longer than this is no longer "short": it is cut to its first sentence, then phrased from the topic. */
const MAX_QUESTION = 220;

const PARTIES =
  '(?:the\\s+)?(?:vendor|contractor|offeror|proposer|bidder|supplier|provider|service provider|respondent|consultant|company|organization|organisation|csp|firm)s?';
/** The parties a buyer puts requirements to, never the buyer itself ("the organization" may be either). */
const AGENTS = '(?:the\\s+)?(?:vendor|contractor|offeror|proposer|bidder|supplier|service provider|respondent|consultant|csp)s?';
const THINGS = '(?:the\\s+)?(?:solution|system|application|platform|service|software|product|tool|offering|saas|hosted service)';

/** Second person to first person plural, for a buyer's question asked of "you". */
function ourVoice(question: string): string {
  return (
    theirsAsCustomer(question)
      .replace(/\b(do|are|have|can|will|would|could|should|did|were) you\b/gi, (_m, aux: string) => `${aux} we`)
      .replace(/\byou(?:'re| are)\b/gi, 'we are')
      .replace(/\byourselves\b/gi, 'ourselves')
      .replace(/\byours\b/gi, 'ours')
      .replace(/\byour\b/gi, 'our')
      // "hosted by you" is "hosted by us", not "by we" (new-user trial 24)
      .replace(/\b(by|for|to|with|from|of|about|against|than|between|among|like|via|through)\s+you\b/gi, '$1 us')
      .replace(/\byou\b/gi, 'we')
      .replace(/\b(?:usted|ustedes) (\p{L}+)/giu, '$1')
      .replace(
        /\b(?:su|sus) (empresa|organizaci[oó]n|compa[nñ][ií]a|soluci[oó]n|servicio|plataforma)\b/giu,
        (_m, noun: string) => `nuestra ${noun}`,
      )
  );
}

/**
 * In a question asked of "you", the buyer's own "us", "our" and "we" are the customer's: "Will you inform us before
 * you bring on a new subprocessor?" is "Will we inform the customer before we bring on…?", not "Will we inform us…"
 * (new-user trials 26 and 27). A question with no "you" is left as written ("Can we export our data?").
 */
function theirsAsCustomer(question: string): string {
  if (!/\b(?:you|your|yours)\b/i.test(question)) return question;
  return question
    .replace(/\b(?:our|ours)\b/gi, "the customer's")
    .replace(/\bus\b/g, 'the customer')
    .replace(/\bwe are\b/gi, 'the customer is')
    .replace(/\bwe have\b/gi, 'the customer has')
    .replace(/\bwe\b/gi, 'the customer');
}

/** People a "their" may stand for other than the party a requirement is put to ("users change their passwords"). */
const OTHER_PEOPLE =
  /\b(?:users|customers|clients|employees|staff|students|members|people|personnel|individuals|parents|patients|citizens|residents|agencies|subcontractors|partners|workers|applicants|recipients|participants|visitors|consumers|families|teachers|administrators)\b/i;

/**
 * The party a requirement is put to, named in the third person, said as "we": "the Contractor's staff" → "our staff",
 * "the Offeror will" → "we will", and "their" standing for that party → "our" (not when other people were named
 * before it: "users change their passwords" keeps "their").
 */
function partyAsUs(text: string, o: { afterParty?: boolean } = {}): string {
  const out = text
    .replace(new RegExp(`\\b${AGENTS}(?:'s|’s|s'|s’)`, 'gi'), 'our')
    // as a subject, with its verb made plural ("the Offeror certifies" → "we certify"); a party named otherwise
    // ("the performance of Contractor staff") is left as written
    .replace(new RegExp(`\\b${AGENTS}\\s+(${VERB_AFTER_PARTY})\\b`, 'gi'), (_m, verb: string) => `we ${pluralVerb(verb)}`);
  // (what follows "the Offeror confirms" speaks of the party from its first word: "their solution" is ours)
  const from = o.afterParty ? 0 : out.search(/\b(?:we|our)\b/i);
  if (from < 0) return out;
  const ours = out.replace(/\b(?:their|his or her|his\/her|her or his)\b/gi, (m, at: number) =>
    at >= from && !OTHER_PEOPLE.test(out.slice(from, at)) ? 'our' : m,
  );
  // "…the level of availability that they will deliver": the party again
  return o.afterParty ? ours.replace(/\bthey\b/gi, (m, at: number) => (OTHER_PEOPLE.test(ours.slice(0, at)) ? m : 'we')) : ours;
}

/** What may follow the party when it is the subject: a modal, a form of be/have/do, or a verb of commitment. */
const VERB_AFTER_PARTY =
  'shall|will|must|should|may|can|could|would|is|are|was|were|has|have|does|do|agrees?|certif(?:y|ies)|acknowledges?|confirms?|warrants?|represents?|understands?|provides?|maintains?|ensures?|uses?|employs?|proposes?|intends?|plans?|offers?|accepts?|assumes?';

/** "certifies" → "certify", "has" → "have", "is" → "are": the verb as "we" takes it. */
function pluralVerb(verb: string): string {
  const v = verb.toLowerCase();
  const irregular: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do' };
  if (irregular[v]) return irregular[v];
  if (/ies$/.test(v)) return v.replace(/ies$/, 'y');
  if (/(?:ss|sh|ch|x|o)es$/.test(v)) return v.replace(/es$/, '');
  if (/[^s]s$/.test(v) && !/^(?:shall|will|must|should|may|can|could|would|are|were|have|do)$/.test(v)) return v.slice(0, -1);
  return v;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Before the party: "All offerors", "The Successful Offeror", "each selected contractor". */
const PARTY_LEAD =
  '(?:(?:all|each|any|every)\\s+)?(?:the\\s+)?(?:(?:apparent\\s+)?successful\\s+|selected\\s+|awarded\\s+|prime\\s+)?';
/** The party's people, who a requirement may bind in its stead: "the Successful Offeror personnel shall…". */
const PARTY_PEOPLE =
  '(?:proposed\\s+)?(personnel|staff|employees|team|team members|resources?|resource\\(s\\)|key personnel|project managers?|representatives?|technicians?|consultants?)';
/** Verbs of obligation after a subject. */
const OBLIGED = '(?:shall|must|will|should|(?:is|are) required to|(?:is|are) to|agrees? to|(?:is|are) (responsible) for)';

/**
 * A list label or a run-in title in front of the sentence: "2) Identify…", "(b) The Contractor shall…",
 * "Exceptions to Terms & Conditions: Offeror shall…", "REPLACEMENT-Materials…".
 */
function withoutLead(sentence: string): string {
  return sentence
    .replace(/^\(?(?:\d{1,3}|[a-z]|[ivx]{1,4})[).]\s+/i, '')
    .replace(/^(?:[A-Z][\p{L}&/,'’-]*\s+){0,6}?[A-Z][\p{L}&/'’-]*:\s+(?=\S)/u, '')
    .replace(/^[A-Z][A-Z&/,'’ -]{2,60}?\s*[-–—]\s*(?=[A-Z])/u, '');
}

/** "The vendor shall maintain X" → "Do we maintain X?"; "The solution must support Y" → "Does our solution support Y?" */
function fromObligation(sentence: string): string | undefined {
  const s = withoutLead(sentence.trim()).replace(/[.;:]+$/, '');
  // "The Successful Offeror personnel shall cooperate…" → "Will our personnel cooperate…?"
  const people = new RegExp(
    `^${PARTY_LEAD}(?:vendor|contractor|offeror|proposer|bidder|supplier|service provider|respondent|consultant)s?(?:['’]s?)?\\s+${PARTY_PEOPLE}\\s+${OBLIGED}\\s+(not\\s+)?(.+)$`,
    'i',
  ).exec(s);
  if (people) {
    const [, who = '', responsible, not, said = ''] = people;
    const rest = partyAsUs(`the vendor will ${said}`).replace(/^we will /, '');
    const noun = who.toLowerCase().replace('resource(s)', 'resources');
    if (responsible) return `Are our ${noun} responsible for ${rest}?`;
    return `Will our ${noun} ${not ? 'not ' : ''}${rest}?`;
  }
  const party = new RegExp(
    `^${PARTY_LEAD}${PARTIES.replace('(?:the\\s+)?', '')}(?:'s)?\\s+${OBLIGED}\\s+(not\\s+)?(.+)$`,
    'i',
  ).exec(s);
  if (party) {
    const [, responsible, not, said = ''] = party;
    const rest = partyAsUs(`the vendor will ${said}`).replace(/^we will /, '');
    if (responsible) return `Are we responsible for ${rest}?`;
    const be = /^be\s+(.+)$/i.exec(rest);
    if (be) return `Are we ${not ? 'not ' : ''}${be[1]}?`;
    // "…required to have been in business for five years" → "Have we been in business…?"
    const done = /^have\s+((?:been|had|\p{L}+ed)\b.+)$/iu.exec(rest);
    if (done) return `Have we ${not ? 'not ' : ''}${done[1]}?`;
    const have = /^have\s+(.+)$/i.exec(rest);
    if (have) return `Do we ${not ? 'not ' : ''}have ${have[1]}?`;
    return `Do we ${not ? 'not ' : ''}${rest}?`;
  }
  const declares = new RegExp(
    `^${PARTIES}\\s+(certif(?:y|ies)|agrees?|acknowledges?|confirms?|warrants?|represents?|attests?|understands?)\\s+(.+)$`,
    'i',
  ).exec(s);
  const states = new RegExp(
    `^${PARTIES}\\s+(has|maintains|provides|uses|employs|holds|carries|offers|operates|performs|conducts)\\s+(.+)$`,
    'i',
  ).exec(s);
  if (states) {
    const [, verb = '', said = ''] = states;
    // "The offeror has not had any contracts terminated" → "Have we not had any contracts terminated?"
    if (/^has$/i.test(verb) && /^(?:not|never)\s+(?:had|been)\b/i.test(said))
      return `Have we ${partyAsUs(`the vendor will ${said}`).replace(/^we will /, '')}?`;
    return `Do we ${pluralVerb(verb)} ${partyAsUs(`the vendor will ${said}`).replace(/^we will /, '')}?`;
  }
  if (declares) {
    const [, verb = '', said = ''] = declares;
    const ours = partyAsUs(said, { afterParty: true })
      .replace(/\bit (has|is|was|does)\b/g, (_m, v: string) => `we ${pluralVerb(v)}`)
      .replace(/\b(?:it|its)\b/g, (w) => (w === 'it' ? 'we' : 'our'));
    return `Can we ${pluralVerb(verb)} ${ours}?`;
  }
  // "The offeror's solution will offer X" is the thing's, not the party's: "Does our solution offer X?"
  const owned = new RegExp(
    `^${PARTIES}['’]s\\s+(${THINGS.replace('(?:the\\s+)?', '')})\\s+(?:shall|must|will|should)\\s+(not\\s+)?(.+)$`,
    'i',
  ).exec(s);
  const thing = owned ?? new RegExp(`^(${THINGS})\\s+(?:shall|must|will|should)\\s+(not\\s+)?(.+)$`, 'i').exec(s);
  if (thing) {
    const [, noun = '', not, rest = ''] = thing;
    const name = noun.replace(/^the\s+/i, '').toLowerCase();
    const be = /^be\s+(.+)$/i.exec(rest);
    if (be) return `Is our ${name} ${not ? 'not ' : ''}${be[1]}?`;
    return `Does our ${name} ${not ? 'not ' : ''}${rest}?`;
  }
  return undefined;
}

const OPENERS =
  /^(?:what|which|who|where|when|how(?:\s+(?:many|much|often|long|frequently))?)\s+(?:is|are|was|were|do|does|did|will|would|can|should|has|have)\s+(?:the\s+|there\s+)?|^(?:do|does|did|is|are|can|will|have|has)\s+(?:we|you|there|our|your)\s+|^(?:please\s+)?(?:describe|explain|provide|list|state|specify|indicate|confirm)\s+(?:the\s+)?/i;

// "¿Cuenta con un seguro…?", "¿Cuál es el límite…?", "Indique la dirección…": what is asked about starts after them
const ES_OPENERS =
  /^(?:(?:cu[aá]l|qu[eé]) (?:es|son)|(?:la empresa |el oferente |usted )?(?:cuenta(?:n)? con|dispone(?:n)? de|tiene(?:n)?|posee(?:n)?|mantiene(?:n)?)|indique|señale|senale|especifique|informe|precise|mencione)\s+(?:(?:un|una|unos|unas|el|la|los|las|lo|su|sus)\s+)?/iu;

const HOW_MANY =
  /^how many ([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:do|does|did|will|can|are there|is there)(?:\s+(?:we|you|our company|your company|the company|our organi[sz]ation|your organi[sz]ation|our firm|your firm|[A-Z][\p{L}]+))?(?:\s+(?:have|employ|serve|support|run|operate|hold|count|use|manage))?$/iu;

/**
 * What a question is about, as a short phrase in the company's voice, to name a terse answer by: "What is the
 * per-claim limit of your cyber liability insurance?" → "per-claim limit of our cyber liability insurance".
 */
export function subjectPhrase(question: string): string {
  // "How many employees does our company have?" → "number of employees"; "How many sites do you run?" → "number of sites"
  const count = HOW_MANY.exec(question.trim().replace(/[?.!\s]+$/, ''));
  if (count) return `number of ${ourVoice(count[1] ?? '')}`;
  return ourVoice(question.trim().replace(/^¿/, '').replace(OPENERS, '').replace(ES_OPENERS, ''))
    .replace(/[?.!:;\s]+$/, '')
    .trim();
}

const PLACED =
  /^(where|when)\s+(is|are|was|were)\s+(.+?)\s+(located|based|situated|headquartered|hosted|stored|kept|held|founded|established|incorporated|registered|launched|started)$/i;

/**
 * A terse answer to "Where is your headquarters located?" ("Austin, Texas") said as the statement it completes:
 * "Our headquarters is located in Austin, Texas." Undefined for any other question.
 */
export function placedStatement(question: string, answer: string): string | undefined {
  const m = PLACED.exec(
    question
      .trim()
      .replace(/^¿/, '')
      .replace(/[?.!\s]+$/, ''),
  );
  if (!m) return undefined;
  const [, wh = '', aux = '', subject = '', participle = ''] = m;
  const said = answer.trim().replace(/[.\s]+$/, '');
  const hasPreposition = /^(?:in|at|on|near|since|from|within|en|desde)\b/i.test(said);
  const day = /\b\d{1,2}(?:st|nd|rd|th)?\b(?![.,/:-]?\d)/.test(said.replace(/\b\d{4}\b/g, ''));
  const preposition = hasPreposition ? '' : wh.toLowerCase() === 'when' && day ? 'on ' : 'in ';
  return `${capitalise(ourVoice(subject))} ${aux.toLowerCase()} ${participle.toLowerCase()} ${preposition}${said}.`;
}

/** Requests addressed to the vendor ("Describe your…", "Provide a copy of…") become "Can you describe our…?" */
const REQUEST_VERBS =
  /^(describe|explain|provide|list|state|detail|outline|specify|identify|indicate|confirm|submit|summarize|summarise|attach|include|demonstrate|discuss|define|name(?=\s+(?:the|your|a|an|all|each|any|every|our)\b))\b\s+(.+)$/i;

function fromRequest(sentence: string): string | undefined {
  // ("Please provide your organisation's registered legal name…" was asked as "What is our answer on legal name?")
  const m = REQUEST_VERBS.exec(
    sentence
      .trim()
      .replace(/[.;:]+$/, '')
      .replace(/^(?:please|kindly)\s+(?:(?:briefly|fully|clearly)\s+)?/i, ''),
  );
  if (!m) return undefined;
  return `Can you ${(m[1] ?? '').toLowerCase()} ${partyAsUs(ourVoice(m[2] ?? ''))}?`;
}

/** The parties a Spanish requirement is put to: "El oferente", "Los proponentes", "El proveedor adjudicado". */
const ES_AGENTS =
  '(?:el|la|los|las)\\s+(?:oferentes?|proponentes?|licitantes?|proveedor(?:es)?|contratistas?|adjudicatari[oa]s?|postulantes?|consultor(?:es|as?)?)(?:\\s+adjudicad[oa]s?)?';
const ES_MODAL = '(?:deber[aá]n?|deben?|tendr[aá]n? que|tienen? que|se compromete(?:n)? a|habr[aá]n? de)';
const ES_IRREGULAR: Record<string, string> = { ser: 'somos', ir: 'vamos' };

/** An infinitive said by "we": "contar" → "contamos", "cumplir" → "cumplimos", "comprometerse" → "nos comprometemos". */
function weForm(infinitive: string): string | undefined {
  const inf = infinitive.toLowerCase();
  if (ES_IRREGULAR[inf]) return ES_IRREGULAR[inf];
  const m = /^(\p{L}+?)(ar|er|ir)(se)?$/u.exec(inf);
  if (!m) return undefined;
  const [, stem = '', end = '', se] = m;
  const verb = ES_IRREGULAR[`${stem}${end}`] ?? `${stem}${end === 'ar' ? 'amos' : end === 'er' ? 'emos' : 'imos'}`;
  return se ? `nos ${verb}` : verb;
}

/** The party a Spanish requirement names, as "our company": "la casa matriz del oferente" → "…de nuestra empresa". */
function spanishOurs(text: string): string {
  return ourVoice(
    text
      .replace(
        /\bdel (?:oferente|proponente|licitante|proveedor|contratista|adjudicatario|postulante)\b/giu,
        'de nuestra empresa',
      )
      .replace(/\bde la empresa\b/giu, 'de nuestra empresa'),
  );
}

/** "El oferente deberá contar con ISO 27001 vigente." → "¿Contamos con ISO 27001 vigente?" */
function fromSpanishObligation(sentence: string): string | undefined {
  const s = sentence.trim().replace(/[.;:]+$/, '');
  const m = new RegExp(`^${ES_AGENTS}\\s+(no\\s+)?${ES_MODAL}\\s+(\\p{L}+)(.*)$`, 'iu').exec(s);
  const verb = m ? weForm(m[2] ?? '') : undefined;
  if (!m || !verb) return undefined;
  const said = `${m[1] ? 'no ' : ''}${verb}${spanishOurs(m[3] ?? '')}`;
  return `¿${capitalise(said)}?`;
}

const ES_ASK = /^(?:por favor,?\s+)?(indique|indicar|señale|senale|especifique|informe|precise|mencione|identifique)\s+(.+)$/iu;
const ES_TELL: Record<string, string> = {
  describa: 'describir',
  explique: 'explicar',
  detalle: 'detallar',
  proporcione: 'proporcionar',
  adjunte: 'adjuntar',
  liste: 'listar',
  enumere: 'enumerar',
  presente: 'presentar',
  entregue: 'entregar',
  incluya: 'incluir',
};

/**
 * Spanish requests to the vendor: "Indique el año de fundación de la empresa." → "¿Cuál es el año de fundación de
 * nuestra empresa?"; "Indique si cuenta con SOC 2." → "¿Cuenta con SOC 2?"; "Describa el proceso…" → "¿Puedes
 * describir el proceso…?"
 */
function fromSpanishRequest(sentence: string): string | undefined {
  const s = sentence.trim().replace(/[.;:]+$/, '');
  const ask = ES_ASK.exec(s);
  if (ask) {
    const rest = spanishOurs(ask[2] ?? '');
    const whether = /^si\s+(.+)$/iu.exec(rest);
    if (whether) return `¿${capitalise(whether[1] ?? '')}?`;
    if (/^(?:c[oó]mo|cu[aá]ndo|d[oó]nde|qu[eé]|cu[aá]l(?:es)?|cu[aá]nt[oa]s?|qui[eé]n(?:es)?)\b/iu.test(rest))
      return `¿${capitalise(rest)}?`;
    return /^(?:los|las)\s/iu.test(rest) ? `¿Cuáles son ${rest}?` : `¿Cuál es ${rest}?`;
  }
  const tell = /^(?:por favor,?\s+)?(\p{L}+)\s+(.+)$/iu.exec(s);
  const verb = tell ? ES_TELL[(tell[1] ?? '').toLowerCase()] : undefined;
  return verb ? `¿Puedes ${verb} ${spanishOurs(tell?.[2] ?? '')}?` : undefined;
}

/**
 * The question to ask a colleague for a requirement the knowledge cannot answer. `missing` is the engine's name for
 * what is missing ("encryption at rest (how often)"), used when the requirement itself cannot be turned into one.
 */
export function missingQuestion(requirement: string, missing: string | null, lang: 'en' | 'es'): string {
  const text = requirement.replace(/\s+/g, ' ').trim();
  const sentences = splitSentences(text);
  const question = sentences.find((s) => /\?$/.test(s) || /^¿/.test(s));
  if (question && question.length <= MAX_QUESTION) return capitalise(ourVoice(question));
  for (const s of sentences) {
    const asked = fromObligation(s) ?? fromRequest(s) ?? fromSpanishObligation(s) ?? fromSpanishRequest(s);
    if (asked && asked.length <= MAX_QUESTION) return capitalise(asked);
    // a long obligation turned into a question is cut at a word, not quoted back whole: "Do we complete software
    // development in compliance with DOH Secure Systems…?" asks a colleague something (new-user trial 14: half the
    // Alaska matrix was asked as 'What is our answer to "The offeror must…"?')
    if (asked && s === sentences[0]) return capitalise(cutQuestion(asked));
  }
  // a long requirement that is no question: its own opening words, not a topic one of its words happens to name
  // (a clause on disposing of media that mentions "protected client information [PCI]" is not about PCI DSS); a
  // short clause is quoted whole ("All costs must be stated in U.S. currency." is no question on "pricing")
  const words = text.split(' ');
  if (words.length <= LONG_REQUIREMENT && isClause(text))
    return lang === 'es' ? `¿Qué respondemos a «${text.replace(/[.;:\s]+$/, '')}»?` : `What is our answer to "${text}"?`;
  if (words.length > LONG_REQUIREMENT) {
    const lead = words
      .slice(0, QUOTED_WORDS)
      .join(' ')
      .replace(/[,;:(–—-]+$/, '');
    return lang === 'es' ? `¿Qué respondemos a «${lead}…»?` : `What is our answer to "${lead}…"?`;
  }
  const topic =
    (missing ?? '').trim() ||
    // the words as written ("Alaska Business License", not "alaska business license")
    text
      .split(' ')
      .filter((w) => {
        const t = tokens(w)[0];
        return t !== undefined && !STOPWORDS.has(t);
      })
      .slice(0, 8)
      .join(' ')
      .replace(/[:;,.]+$/, '');
  return lang === 'es' ? `¿Qué debemos responder sobre ${topic}?` : `What is our answer on ${topic}?`;
}

/**
 * A long question cut where its first clause ends (before a list, "including…", a parenthesis) when that leaves
 * enough to ask, else at a word near CUT_QUESTION characters; it ends "…?".
 */
function cutQuestion(question: string): string {
  const body = question.replace(/\?$/, '');
  const clause = /:|\s•|,?\s+including\b|\s\(|;|,\s+(?:which|who|that)\b/g;
  for (const m of body.matchAll(clause)) {
    if (m.index >= 40) return `${body.slice(0, m.index).replace(/[,;:\s]+$/, '')}…?`;
  }
  const cut = body
    .slice(0, CUT_QUESTION)
    .replace(/\s+\S*$/, '')
    .replace(/[,;:(–—-]+$/, '');
  return `${cut}…?`;
}

/** Where a long question with no clause to end at is cut, in characters. */
const CUT_QUESTION = 140;

/** A requirement longer than this many words is asked by its opening words, this many. */
const LONG_REQUIREMENT = 20;
const QUOTED_WORDS = 14;

/** True for the question `missingQuestion` asks of a long requirement by quoting it: its own gap, not a topic's. */
/**
 * A yes/no question in our voice said as our statement, for a bare "Yes" given to it (new-user trial 16: "Yes" to a
 * clause on insurance was kept as the buyer's cut-off clause followed by ": Yes."): "Do we maintain X?" → "We
 * maintain X.", "Are we responsible for X?" → "We are responsible for X.", "Will our staff be X?" → "Our staff will be
 * X.", "Does our solution offer X?" → "Our solution does offer X.", "¿Contamos con ISO 27001?" → "Contamos con ISO
 * 27001.". Undefined for any other question, and for one cut short ("…?").
 */
export function affirmedStatement(question: string): string | undefined {
  const q = question.trim();
  if (/…\?$/.test(q)) return undefined;
  const body = q.replace(/^¿/, '').replace(/\?$/, '').trim();
  if (/^¿/.test(q)) return `${capitalise(body)}.`;
  const we = /^(do|are|have|can|will) we\s+(.+)$/i.exec(body);
  if (we) {
    const [, aux = '', rest = ''] = we;
    const verb = aux.toLowerCase();
    // ("Do we not disclose…?" → "We do not disclose…")
    const plain = (verb === 'do' || verb === 'can') && !/^not\b/i.test(rest);
    return `We ${plain ? '' : `${verb} `}${rest}.`;
  }
  const ours = /^(does|is|will|are) our\s+(\S+)\s+(.+)$/i.exec(body);
  if (ours) {
    const [, aux = '', noun = '', rest = ''] = ours;
    return `Our ${noun} ${aux.toLowerCase()} ${rest}.`;
  }
  return undefined;
}

/**
 * What a partial answer leaves to a colleague, as the buyer asked it in the company's voice: "Which certification body
 * issued the certificate?" after the part it asks on ("Is our organisation certified against ISO/IEC 27001? …").
 */
export function partsQuestion(parts: string[]): string {
  return parts
    .map((p) => p.trim().replace(/[,;:\s]+$/, ''))
    .filter((p) => p.length > 0)
    .map((p) =>
      capitalise(ourVoice(/[?.!]$/.test(p) || /^(?:please|describe|provide|list|state|explain|give)\b/i.test(p) ? p : `${p}?`)),
    )
    .map((p) => (/[?.!]$/.test(p) ? p : `${p}.`))
    .join(' ');
}

export const quotesRequirement = (needsInput: string) => /^(?:What is our answer to "|¿Qué respondemos a «)/.test(needsInput);

/** Words that make a sentence a clause: a modal or a form of be/have, in English or Spanish. */
const FINITE =
  /\b(?:must|shall|will|should|may|can|cannot|is|are|was|were|has|have|had|be|debe|deben|deberá|deberán|será|serán|es|son|tiene|tienen)\b/i;

/**
 * A requirement stated as a clause ("All costs must be stated in U.S. currency.", "The lowest cost proposal will
 * receive the most points."), not a question, a request ("Describe…", "List…") or a form's label ("Company name:"):
 * what it asks is whether we meet it, so it is a gap of its own, never one of a topic it shares a word with.
 */
export function isClause(requirement: string): boolean {
  const first = (splitSentences(requirement.replace(/\s+/g, ' ').trim())[0] ?? '').trim();
  if (first === '' || /\?$/.test(first) || /^¿/.test(first)) return false;
  const f = first.toLowerCase();
  const opener = f.match(/^[\p{L}']+/u)?.[0] ?? '';
  if (QUESTION_OPENERS.has(opener) || REQUEST_VERBS.test(first)) return false;
  return FINITE.test(first);
}

const QUESTION_OPENERS = new Set(
  'what which who whom whose when where why how do does did is are was were can could will would should have has shall may qué cuál cuáles quién cómo cuándo dónde cuánto cuántos'.split(
    ' ',
  ),
);
