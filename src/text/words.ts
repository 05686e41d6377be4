// Words of English and Spanish text, for every capability: folding, tokens, stopwords, figures, language guess.

/** Lower case without accents ("Disponibilidád", "DISPONIBILIDAD" → "disponibilidad"; Ñ → n), any script. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * The words and figures of a text, folded. Figures stay whole ("99.95%", "24/7", "1,000"); hyphenated and
 * apostrophe words stay whole ("multi-factor", "customer's"). What answering, topics and coverage count.
 */
export function tokens(text: string): string[] {
  const found = fold(text).match(/\p{N}+(?:[.,/:x]\p{N}+)*%?|\p{L}[\p{L}\p{N}]*(?:[-'’][\p{L}\p{N}]+)*/gu) ?? [];
  // a one-letter prefix is written with and without its hyphen: "e-mail" is "email", "e-signature" "esignature"
  return found.map((t) => t.replace(/^(\p{L})-(?=\p{L}{2})/u, '$1'));
}

/** Runs of letters and digits, folded: the keyword index's own view of words (FTS5 unicode61 splits on the rest). */
export function searchTokens(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

const STOP_EN =
  'a an the and or but of to in on at by for from with without into onto about as is are was were be been being am do does did ' +
  'have has had having it its this that these those there here we our ours us you your yours they their them he she his her i me my ' +
  'not no so than then too very also just only now still already all any each every some such can could should would will shall may ' +
  'might must what which who whom whose when where why how if whether up down out over under again per via yes ok okay lot lots ' +
  "let let's tell please currently today new newly always either neither both while whilst";
const STOP_ES =
  'el la los las un una unos unas y o u e pero de del al a en con sin por para sobre entre como es son era eran fue fueron ser sido ' +
  'esta estan estamos este esto estos esa ese eso esas esos hay ha han he hemos tiene tienen tenemos tener nuestro nuestra nuestros ' +
  'nuestras nosotros nos su sus lo le les se que cual cuales quien quienes cuando donde como cuanto cuanta cuantos cuantas porque ' +
  'si no ya muy tambien solo ahora todavia todo toda todos todas cada algun alguna algunos mas menos yo mi mis tu tus usted ustedes ' +
  'ellos ellas el actualmente hoy nuevo nueva siempre dime favor uno';

/** Function words of English and Spanish (folded): they match nearly everything, so they never decide a match. */
export const STOPWORDS: ReadonlySet<string> = new Set(`${STOP_EN} ${STOP_ES}`.split(/\s+/));

/** Figures as written, comparable across styles ("99.95", "99,95" → "99.95"; "1,000" → "1000"). */
export function numbersIn(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,(?=\d{1,2}\b)/g, '.').replace(/,/g, ''));
}

const ES_MARKERS = new Set(
  'el la los las de del que y en es son nuestro nuestra nuestros nuestras tenemos con para por una un cual cuales como donde cuando esta estan hay muy firma fecha nombre cargo'.split(
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
