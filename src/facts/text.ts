// Word-level text tools for English and Spanish: normalising, tokens, light stemming, stopwords, language guess.

/** Lower case without accents, so "Disponibilidad", "disponibilidád" and "DISPONIBILIDAD" compare equal. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Words and numbers of a text, folded; "99.95%" and "24/7" stay whole. */
export function tokens(text: string): string[] {
  return fold(text).match(/\d+(?:[.,/:x]\d+)*%?|[a-z][a-z0-9]*(?:[-'][a-z0-9]+)*/g) ?? [];
}

/** A light stemmer for both languages: enough to make plurals and -ción/-ciones meet. */
export function stem(word: string): string {
  if (/\d/.test(word) || word.length <= 3) return word;
  if (word.endsWith('iones')) return word.slice(0, -2);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ss')) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

const STOP_EN =
  'a an the and or but of to in on at by for from with without into onto about as is are was were be been being am do does did ' +
  'have has had having it its this that these those there here we our ours us you your yours they their them he she his her i me my ' +
  'not no so than then too very also just only now still already all any each every some such can could should would will shall may ' +
  'might must what which who whom whose when where why how if whether up down out over under again per via yes ok okay lot lots ' +
  "let let's tell please currently today new newly always";
const STOP_ES =
  'el la los las un una unos unas y o u e pero de del al a en con sin por para sobre entre como es son era eran fue fueron ser sido ' +
  'esta estan estamos este esto estos esa ese eso esas esos hay ha han he hemos tiene tienen tenemos tener nuestro nuestra nuestros ' +
  'nuestras nosotros nos su sus lo le les se que cual cuales quien quienes cuando donde como cuanto cuanta cuantos cuantas porque ' +
  'si no ya muy tambien solo ahora todavia todo toda todos todas cada algun alguna algunos mas menos yo mi mis tu tus usted ustedes ' +
  'ellos ellas el actualmente hoy nuevo nueva siempre dime favor';

export const STOPWORDS: ReadonlySet<string> = new Set(`${STOP_EN} ${STOP_ES}`.split(/\s+/));

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
  return tokens(text)
    .filter((t) => !STOPWORDS.has(t) && !GENERIC_VERBS.has(t) && (t.length > 1 || /\d/.test(t)))
    .map(stem);
}

const ES_MARKERS = new Set(
  'el la los las de del que y en es son nuestro nuestra nuestros nuestras tenemos con para por una un cual cuales como donde cuando esta estan hay muy'.split(
    ' ',
  ),
);
const EN_MARKERS = new Set(
  'the of and is are our we have with for to a an what which how where when do does in on at it'.split(' '),
);

/** "es" when Spanish markers outnumber English ones (or ¿/ñ/accents appear), else "en". */
export function detectLang(text: string): 'en' | 'es' {
  const words = fold(text).match(/[a-z]+/g) ?? [];
  let es = /[¿¡ñ]|[áéíóú]/i.test(text) ? 2 : 0;
  let en = 0;
  for (const w of words) {
    if (ES_MARKERS.has(w)) es++;
    if (EN_MARKERS.has(w)) en++;
  }
  return es > en ? 'es' : 'en';
}

/** Numbers as written ("99.95", "99,95" → "99.95"), to check that an answer states no figure its source lacks. */
export function numbersIn(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,(?=\d{1,2}\b)/g, '.').replace(/,/g, ''));
}

/** Two stems name the same word: equal, or long enough and sharing their first six letters (encrypted/encryption). */
export function stemsMatch(a: string, b: string): boolean {
  return a === b || (a.length >= 6 && b.length >= 6 && a.slice(0, 6) === b.slice(0, 6) && !/\d/.test(a + b));
}

/** Share of `wanted` stems that appear in `have` (0 when nothing is wanted). */
export function coverage(wanted: string[], have: string[]): number {
  const unique = [...new Set(wanted)];
  if (unique.length === 0) return 0;
  return unique.filter((w) => have.some((h) => stemsMatch(w, h))).length / unique.length;
}
