// Topic extraction and matching: differently-phrased statements on one subject get the same topic key.
// A key is either a known concept ("availability": uptime, SLA, disponibilidad…) or "g:" + the sorted stems of
// the sentence's subject ("g:dog office"). Questions go through the same function, so a question (or an RFP gap)
// can be matched to the fact that would answer it by comparing keys with `sameTopic`.

import { contentStems } from '../text/content';
import { stem } from '../text/stem';
import { fold, STOPWORDS, tokens } from '../text/words';
import { vocabulary } from './bilingual';
import { CONCEPTS, type Concept } from './lexicon';

export interface Topic {
  /** What matching compares; stored with the fact. */
  key: string;
  /** Readable name, e.g. "uptime SLA" or "office dog". */
  label: string;
  /** True when the topic is a known concept of the lexicon. */
  concept: boolean;
}

interface CompiledConcept {
  concept: Concept;
  cues: Array<{ stems: string[]; weight: number }>;
}

let compiled: CompiledConcept[] | undefined;
function compile(): CompiledConcept[] {
  compiled ??= CONCEPTS.map((concept) => {
    // a cue is counted once whatever its spellings: "client" and "cliente" are one stem, and "datos de clientes" said
    // one weak word, not the two a customer count needs
    const cues = new Map<string, { stems: string[]; weight: number }>();
    const add = (c: string, weight: number) => {
      const stems = tokens(c).map(stem);
      const key = stems.join(' ');
      if ((cues.get(key)?.weight ?? 0) < weight) cues.set(key, { stems, weight });
    };
    for (const c of concept.strong) add(c, concept.strongWeight ?? 2);
    for (const c of concept.weak ?? []) add(c, 1);
    return { concept, cues: [...cues.values()] };
  });
  return compiled;
}

function occurs(hay: string[], needle: string[]): boolean {
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** The lexicon concept a text is about, when its cues weigh 2 or more; ties go to the longer matched cues. */
export function conceptOf(text: string): Concept | undefined {
  const stems = tokens(text).map(stem);
  let best: { concept: Concept; score: number; length: number } | undefined;
  for (const { concept, cues } of compile()) {
    let score = concept.hint?.test(text) ? 1 : 0;
    let length = 0;
    for (const cue of cues) {
      if (!occurs(stems, cue.stems)) continue;
      score += cue.weight;
      length += cue.stems.length;
    }
    if (score < 2) continue;
    if (!best || score > best.score || (score === best.score && length > best.length)) best = { concept, score, length };
  }
  return best?.concept;
}

const PIVOTS = new Set(
  (
    'is are was were has have had use uses offer offers provide provides include includes cost costs run runs take takes ' +
    'last lasts mean means called named es son era fue esta estan tiene tienen tenemos usa usamos usan ofrece ofrecemos ' +
    'incluye incluimos cuesta cuestan dura duran contamos cuenta llama llaman'
  ).split(' '),
);
const LINKS = new Set(['for', 'as', 'para', 'como']);
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

function contentWords(words: string[]): string[] {
  return words.filter((w) => {
    const f = fold(w);
    return !STOPWORDS.has(f) && !PIVOTS.has(f) && !/\d/.test(f) && f.length > 1 && contentStems(f).length > 0;
  });
}

// what a questionnaire calls the one it asks ("your service", "the vendor", "su empresa"): the company itself, never
// what a question is about, so "Does your service use AI…?" and "Does your company have a security team?" are not one
// topic ("service", "company") whose facts replace each other
const SELF = new Set(
  (
    'service services product products company solution solutions platform organization organisation system systems ' +
    'application applications app software offering firm vendor supplier provider business tool environment institution ' +
    'servicio servicios producto productos empresa compania solucion plataforma organizacion sistema aplicacion ' +
    'proveedor negocio herramienta'
  ).split(' '),
);
const OWNER = new Set('your our the this its su sus nuestro nuestra nuestros el la'.split(' '));

let common: Set<string> | undefined;
/** Stems of words a dictionary has (the bilingual list, the lexicon's cues): a capitalised one starts a sentence. */
function commonStems(): Set<string> {
  if (!common) {
    common = new Set([...vocabulary()].map(stem));
    for (const { cues } of compile()) for (const cue of cues) for (const s of cue.stems) common.add(s);
  }
  return common;
}

/** A capitalised word no dictionary has: a name ("Instructure", "Canvas"), not an acronym ("SSO") or a word. */
function isName(word: string): boolean {
  return /^\p{Lu}\p{Ll}/u.test(word) && !commonStems().has(stem(fold(word)));
}

/**
 * Words that only name the company or its product ("your service", "the vendor's platform", "Instructure", "the
 * Canvas platform"): a statement "Instructure has a security team" is about the security team.
 */
function namesSelf(words: string[]): boolean {
  const content = contentWords(words);
  const owned = words.some((w) => OWNER.has(fold(w)));
  // (a capitalised word after a name is more of that name: "Brightwell Cloud", "Canvas Studio")
  const named = content.map((w, i) => isName(w) || (i > 0 && isName(content[i - 1] ?? '') && /^\p{Lu}/u.test(w)));
  return content.length > 0 && content.every((w, i) => SELF.has(fold(w)) || named[i]) && (owned || named.some(Boolean));
}

/** A question's opening that asks for a time, not what it is of: "Within how many days…", "How often…". */
const ASKS_TIME =
  /^\s*(?:(?:in |since )?(?:what|which) year |(?:(?:with)?in |after |for )?how (?:(?:many|much) (?:(?:business|working|calendar) )?(?:minutes|hours|days|weeks|months|years)(?: of)?|often|frequently|long|soon|quickly))\s*/i;

/** The subject of a sentence in plain words: before the first linking verb, or (after "we …") what follows "for"/the verb. */
export function subjectOf(text: string): string[] {
  const words =
    text
      .replace(ASKS_TIME, '')
      .replace(/['’]s\b/g, ' is')
      .match(WORD) ?? [];
  const pivot = words.findIndex((w) => PIVOTS.has(fold(w)));
  const lead = pivot < 0 ? words : words.slice(0, pivot);
  const before = namesSelf(lead) ? [] : contentWords(lead);
  if (before.length > 0) return before.slice(0, 4);
  const after = pivot < 0 ? [] : words.slice(pivot + 1);
  const link = after.findIndex((w) => LINKS.has(fold(w)));
  const tail = contentWords(link >= 0 ? after.slice(link + 1) : after);
  return (tail.length > 0 ? tail : contentWords(after)).slice(0, 4);
}

function genericKey(words: string[]): string {
  return `g:${[...new Set(words.map((w) => stem(w)))].sort().join(' ')}`;
}

/** A concept's topic for a text: "insurance/cyber" when the text names one of its kinds (see Concept.facets). */
function conceptTopic(concept: Concept, text: string, lang: 'en' | 'es', label?: string): Topic {
  const stems = tokens(text).map(stem);
  const facet = concept.facets?.find((f) => f.cues.some((cue) => occurs(stems, tokens(cue).map(stem))));
  if (!facet) return { key: concept.key, label: label || concept.label[lang], concept: true };
  return { key: `${concept.key}/${facet.key}`, label: label || facet.label[lang], concept: true };
}

/** The topic of a statement or question; undefined when it names nothing a fact could be about. */
export function topicOf(text: string, lang: 'en' | 'es' = 'en'): Topic | undefined {
  const concept = conceptOf(text);
  if (concept) return conceptTopic(concept, text, lang);
  const subject = subjectOf(text);
  if (subject.length === 0) return undefined;
  const first = text.trimStart().match(WORD)?.[0];
  const label = subject.map((w) => (w === first && /^\p{Lu}\p{Ll}/u.test(w) ? w.toLowerCase() : w)).join(' ');
  return { key: genericKey(subject), label, concept: false };
}

/** A topic from a label someone else chose (Claude), read together with the statement it names. */
export function topicFromLabel(label: string, text: string, lang: 'en' | 'es' = 'en'): Topic | undefined {
  const concept = conceptOf(label) ?? conceptOf(text);
  if (concept) return conceptTopic(concept, `${label} ${text}`, lang, label.trim());
  const words = contentWords(label.match(WORD) ?? []);
  // (a label that only names the company or its product, "service" or "Canvas", says nothing of the topic)
  if (words.length === 0 || words.every((w) => SELF.has(fold(w)) || isName(w))) return topicOf(text, lang);
  return { key: genericKey(words.slice(0, 4)), label: label.trim(), concept: false };
}

function stemsOfKey(key: string): Set<string> {
  return new Set(key.slice(2).split(' ').filter(Boolean));
}

/**
 * Whether two topic keys name one topic: equal concepts, or subjects sharing at least half their words. `common`:
 * words left out of the comparison (a questionnaire's boilerplate, `boilerplateStems`); keys with nothing else in
 * them are one topic only when equal.
 */
export function sameTopic(a: string, b: string, common?: ReadonlySet<string>): boolean {
  if (a === b) return true;
  if (!a.startsWith('g:') || !b.startsWith('g:')) return false;
  const sa = new Set([...stemsOfKey(a)].filter((s) => !common?.has(s)));
  const sb = new Set([...stemsOfKey(b)].filter((s) => !common?.has(s)));
  const shared = [...sa].filter((s) => sb.has(s)).length;
  return shared > 0 && shared / (sa.size + sb.size - shared) >= 0.5;
}

/** A subject word in at least this many keys, and in a quarter of them, is the questions' boilerplate. */
const BOILERPLATE_KEYS = 5;

/**
 * Words most of a set of subject keys share: a questionnaire's template ("Describe your X process and how often it
 * is reviewed?") rather than what each asks. Without them, fifteen such questions on fifteen topics were one gap
 * (new-user trial 11). A handful of keys never has any.
 */
export function boilerplateStems(keys: string[]): Set<string> {
  const subjects = [...new Set(keys.filter((k) => k.startsWith('g:')))];
  const count = new Map<string, number>();
  for (const k of subjects) for (const s of stemsOfKey(k)) count.set(s, (count.get(s) ?? 0) + 1);
  const floor = Math.max(BOILERPLATE_KEYS, subjects.length / 4);
  return new Set([...count].filter(([, n]) => n >= floor).map(([s]) => s));
}

/**
 * Whether a fact kept under `held` answers what a question on `asked` asks: the same topic, or one kind of the
 * concept asked about in general ("What insurance do you carry?" is answered by the cyber liability policy).
 */
export function topicCovers(asked: string, held: string): boolean {
  return sameTopic(asked, held) || held.startsWith(`${asked}/`);
}

/** The key under which to keep a topic: an existing live key it matches (so the fact replaces that one), else its own. */
export function resolveKey(topic: Topic, knownKeys: string[]): string {
  return knownKeys.find((k) => k === topic.key) ?? knownKeys.find((k) => sameTopic(topic.key, k)) ?? topic.key;
}

/** Whether a text names a concept by one of its strong cues ("recovery time objective" names the RTO). */
export function mentionsConcept(text: string, key: string): boolean {
  const c = compile().find((x) => x.concept.key === key);
  if (!c) return false;
  const stems = tokens(text).map(stem);
  const strong = c.concept.strongWeight ?? 2;
  return c.cues.some((cue) => cue.weight === strong && occurs(stems, cue.stems));
}

/** The stems a concept's cues are made of, so a question's remaining words can be checked separately. */
export function conceptStems(key: string): Set<string> {
  const c = compile().find((x) => x.concept.key === key);
  return new Set(c?.cues.flatMap((cue) => cue.stems) ?? []);
}
