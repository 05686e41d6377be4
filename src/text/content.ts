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

/** Stemmed content words: what a text is about, for overlap and coverage. */
export function contentStems(text: string): string[] {
  // ("AI" and "artificial intelligence" are one thing said two ways)
  return tokens(spelledOut(text))
    .filter((t) => !STOPWORDS.has(t) && !GENERIC_VERBS.has(t) && (t.length > 1 || /\d/.test(t)))
    .map(stem);
}
