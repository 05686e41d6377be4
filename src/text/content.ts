// What a text is about: its content words, stemmed (function words and verbs that name no subject left out).
import { spelledOut } from './abbreviations';
import { stem } from './stem';
import { STOPWORDS, tokens } from './words';

/** Verbs that carry no topic in a question or statement ("do we *offer* SSO?" is about SSO). */
const GENERIC_VERBS = new Set(
  (
    'offer offers offered provide provides provided support supports supported use uses used include includes included ' +
    'know need get got give make makes made say says said commit commits committed guarantee guarantees guaranteed run runs ' +
    'ofrece ofrecemos ofrecen proporciona proporcionamos usa usamos usan utiliza utilizamos incluye incluimos garantiza ' +
    'garantizamos sabe sabemos dar damos hace hacemos soporta soportamos dispone disponemos cuenta contamos compromete comprometemos'
  ).split(' '),
);

/** Generic verbs that are nouns too ("your *support*", "acceptable *use*", "our *offer*"); "happens" never is. */
const NOUN_TOO = new Set(['support', 'use', 'offer', 'need', 'run', 'guarantee', 'commitment']);
/** Words after which a generic verb is still a verb: "do you *support*", "we *use*", "to *offer*". */
const VERB_BEFORE = new Set(
  'i you we they it he she to do does did can could will would shall should must may might not also fully currently still only'.split(
    ' ',
  ),
);
/** Words that make the generic word after them a noun: "your *support*", "the *use* of". */
const NOUN_BEFORE = new Set('a an the your our their its this these those any what which whose my his her'.split(' '));
/** Nouns that make a generic word before them part of a compound noun: "*support* hours", "acceptable *use* policy". */
const NOUN_AFTER = new Set(
  'hours hour team teams desk plan plans tier tiers level levels model services service staff portal ticket tickets contract contracts agreement agreements policy policies case cases window windows coverage engineers process line lines channel channels'.split(
    ' ',
  ),
);

/**
 * Whether the word at `i` says nothing of the topic: a generic verb used as a verb ("do you *support* SSO?"), not as
 * a noun ("What are your *support* hours?" asks about support: new-user trial 11 had it answered with "…every 24
 * hours" of backups). `generic`: the caller's list of such verbs.
 */
export function genericAt(words: readonly string[], i: number, generic: ReadonlySet<string>): boolean {
  const word = words[i] ?? '';
  if (!generic.has(word)) return false;
  if (!NOUN_TOO.has(word)) return true;
  const before = words[i - 1] ?? '';
  if (VERB_BEFORE.has(before)) return true;
  const after = words[i + 1] ?? '';
  // a sentence's subject: "Support is available around the clock."
  if (i === 0 && SUBJECT_VERBS.has(after)) return false;
  return !NOUN_BEFORE.has(before) && !NOUN_AFTER.has(after);
}

const SUBJECT_VERBS = new Set('is are was were has have had will can may must covers runs'.split(' '));

/** Stemmed content words: what a text is about, for overlap and coverage. */
export function contentStems(text: string): string[] {
  // ("AI" and "artificial intelligence" are one thing said two ways)
  const words = tokens(spelledOut(text));
  return words
    .filter((t, i) => !STOPWORDS.has(t) && !genericAt(words, i, GENERIC_VERBS) && (t.length > 1 || /\d/.test(t)))
    .map(stem);
}
