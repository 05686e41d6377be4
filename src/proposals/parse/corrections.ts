// Notes that correct themselves: "50 seats of LedgerLens… actually make it 60 seats, not 50", "para 8 sillones… no,
// perdón, son 10 sillones", "$40/seat — sorry, $42". The later figure replaces the earlier one before anything else
// reads the notes, and the draft says so in a warning, so the person checks the reading.
import { sameUnit } from './counts';

// what starts a correction: "actually", "sorry", "I mean", "scratch that", "no, perdón", "mejor dicho", "corrijo"
const MARKER = String.raw`(?:actually|sorry|i mean|scratch that|correction|update|edit|wait|al final|in the end|no,?\s*(?:perd[oó]n|perdona|sorry|wait)|perd[oó]n|perdona|disculpa|me equivoqu[eé]|mejor dicho|quiero decir|corrijo|correcci[oó]n|no,?\s*espera)`;
// what may stand between the marker and the corrected figure: "make it", "it's", "son", "que sean"
const LEAD = String.raw`(?:\s*[:,–—-]?\s*(?:(?:make|made)\s+(?:it|that)|(?:(?:they|we|he|she|it|(?:the\s+)?(?:customer|client|buyer|cliente))\s+)?(?:dropped|drops|went|go|goes|came|comes|cut|bumped|moved|changed|negotiated|negotiates|trimmed|scaled|bajaron|bajan|subieron|suben|negociaron)\s+(?:(?:it|that|them)\s+)?(?:down\s+|up\s+|back\s+)?(?:to|a)|it'?s|it\s+is|that'?s|should\s+be|son|serán|ser[aá]n|es|que\s+sean|eran|ponle|pon|(?:(?:the|los|las|el|la)\s+)?(?:[\p{L}-]+\s+){1,3}(?:count\s+)?(?:is|are|should\s+be|es|son|ser[aá]n?|queda(?:n)?\s+en|pasa(?:n)?\s+a|is\s+now|becomes))?\s*(?:(?:at|a|en|del?|of)\s+)?)`;
const NUMBER = String.raw`\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?`;
const CURRENCY = String.raw`(?:US\$|A\$|AU\$|NZ\$|C\$|CA\$|S\$|HK\$|R\$|USD|EUR|GBP|MXN|COP|CLP|ARS|PEN|CAD|AUD|NZD|CHF|JPY|INR|SGD|HKD|ZAR|SEK|NOK|DKK|BRL|[$€£¥₹])`;

interface Figure {
  /** Digits as written. */
  number: string;
  /** The word after a count ("seats") or the currency before an amount ("$"). */
  unit: string;
  money: boolean;
}

const FIGURE = new RegExp(
  // (a count may be written "10 x Manager user": the x is no unit)
  String.raw`(?:(${CURRENCY})\s?(${NUMBER})|(${NUMBER})\s*(€|%)|(${NUMBER})(?:\s*[x×]\s+|\s+)(?:(?:more|additional|m[aá]s)\s+)?([\p{L}][\p{L}-]*))`,
  'u',
);

function figureOf(m: RegExpExecArray | RegExpMatchArray): Figure | undefined {
  if (m[1] && m[2]) return { number: m[2], unit: m[1] === 'US$' || m[1] === 'USD' ? '$' : m[1], money: true };
  // a percentage ("descuento 5%… no, perdón, el descuento es del 7%") is corrected as a figure of its own kind
  if (m[3] && m[4] === '%') return { number: m[3], unit: '%', money: false };
  if (m[3] && m[4]) return { number: m[3], unit: '€', money: true };
  if (m[5] && m[6]) return { number: m[5], unit: m[6], money: false };
  return undefined;
}

/** "5 premium connectors" corrected by "4 connectors": a count whose unit is the word after its first one. */
function unitAfterWord(text: string, c: { at: number; whole: string; figure?: Figure }, fixed: Figure): boolean {
  if (!c.figure || c.figure.money || fixed.money || fixed.unit === '') return false;
  const next = /^\s+([\p{L}][\p{L}-]*)/u.exec(text.slice(c.at + c.whole.length))?.[1];
  return next !== undefined && sameUnit(next, fixed.unit);
}

const same = (a: Figure, b: Figure) => a.money === b.money && (a.money ? a.unit === b.unit : sameUnit(a.unit, b.unit));

export interface Corrected {
  notes: string;
  warnings: string[];
}

// the correction: marker, lead words, the new figure, and an optional ", not 50" / ", no 8" after it
const CORRECTION = new RegExp(
  String.raw`(?:\.{2,}|…|[,;—–-])?\s*\b${MARKER}\b${LEAD}(?:(${CURRENCY})\s?(${NUMBER})(?:\s[A-Z]{3}\b)?(?:\/\p{L}+)*|(${NUMBER})\s*(€|%)|(${NUMBER})(?:\s+(?!(?:not|no|instead|en|y)\b)([\p{L}][\p{L}-]*))?)(?:,?\s*(?:not|no|y no|instead of|en vez de|en lugar de)\s+(?:${CURRENCY}\s?)?(?<old>${NUMBER})(?:\s*€)?)?`,
  'giu',
);

/** The thing a correction names before its figure: "providers" in "correction: providers is 135 not 120". */
function nounOf(correction: string): string {
  return (
    /([\p{L}-]{3,})\s+(?:count\s+)?(?:is|are|should\s+be|es|son|ser[aá]n?)\s+(?:[$€£¥₹]|[A-Z]{3}\s?)?\d/iu.exec(
      correction,
    )?.[1] ?? ''
  );
}

/** Words a correction names its figure by ("per-store price is" → "store"), not its marker or lead words. */
function namedWords(correction: string): string[] {
  const before = correction.split(/\d/)[0] ?? '';
  return (before.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter(
    (w) =>
      !/^(?:actually|sorry|correction|correcci[oó]n|scratch|that|make|made|should|wait|mean|perd[oó]n|mejor|dicho|quiero|decir|corrijo|espera|ponle|price|precio|cost|costo|count|total|seran?|será)$/u.test(
        w,
      ),
  );
}

// "no, perdón, 60 era la tarifa de lista, les dejé 55 €": the figure said first is the one retracted
const RETRACT = new RegExp(
  String.raw`(\b${MARKER}\b\s*[:,–—-]?\s*)(?:(?:the|el|la|los|las)\s+)?(?:${CURRENCY}\s?)?(${NUMBER})(?:\s*€)?\s+(?:era|eran|was|were|is|es)\b[^\n.\d]{0,60}?((?:${CURRENCY})\s?(?:${NUMBER})|(?:${NUMBER})\s*€)`,
  'giu',
);
// "loyalty is $275/mo now": a price said anew for a thing named before
const NOW_PRICE = new RegExp(
  String.raw`\b(\p{L}{3,})\s+(?:is|are|es|son|est[aá]n?)\s+(?:now\s+|ahora\s+)?((?:${CURRENCY})\s?(?:${NUMBER}))((?:\/[\p{L}.]+)*)\s+(?:now|ahora)\b`,
  'giu',
);

// "wait, they negotiated 85 users not 90": words between the marker and a figure that says what it replaces
const SAID_NOT = new RegExp(
  String.raw`(\b${MARKER}\b\s*[:,–—-]?\s*)(?:[\p{L}'’]+[:,]?\s+){1,6}?((?:${CURRENCY}\s?)?(?:${NUMBER})(?:\s*€)?(?:\/[\p{L}]+)*(?:\s+[\p{L}-]+)?\s*,?\s*(?:not|no|instead of|en vez de|en lugar de)\s+(?:${CURRENCY}\s?)?(?:${NUMBER}))`,
  'giu',
);

// "y la formación se la dejamos en 500 € la jornada", "we'll leave the training at £500 a day": a new price for a
// thing named before
const LEFT_AT = new RegExp(
  String.raw`\b(?:(?:la|el|los|las)\s+(\p{L}{3,})\s+(?:se\s+)?(?:la|lo|las|los)\s+(?:dejamos|dejo|dejaremos|dejamos)\s+en|(?:leave|let)\s+(?:the\s+)?(\p{L}{3,})\s+(?:go\s+)?at)\s+((?:${CURRENCY})\s?(?:${NUMBER})|(?:${NUMBER})\s*€)`,
  'giu',
);

// "acordamos 1.080 € por bodega", "we agreed on $42 per seat": a price agreed later for the unit a line priced before
const AGREED = new RegExp(
  String.raw`\b(?:(?:we\s+)?agreed(?:\s+(?:on|at))?|(?:we\s+)?settled\s+(?:on|at)|acordamos|acordado|quedamos\s+en|cerramos\s+en)\s+((?:${CURRENCY})\s?(?:${NUMBER})|(?:${NUMBER})\s*€)\s+(?:per|por|a|an|each|cada|the|el|la)\s+(\p{L}{3,})`,
  'giu',
);

/** Corrections written in other shapes, rewritten in the one the reader knows ("sorry, 55 € not 60"). */
// "she confirmed 42 seats, not 40", "Can we do 50 seats rather than 40?": a count that says which one it replaces
const COUNT_NOT =
  /(?<![\d.,$€£¥])\b(\d{1,3}(?:[.,]\d{3})+|\d+)\s+([\p{L}][\p{L}-]*)\s*,?\s*(?:not|rather than|instead of|en vez de|en lugar de|y no)\s+(\d{1,3}(?:[.,]\d{3})+|\d+)\b(?!\s*[%$€£]|[.,]\d)/giu;

// "no son 120 fincas sino 140", "it's not 40 seats but 45": the figure denied, then the one that stands
const NOT_BUT =
  /\b(?:no|not)\s+(?:(?:son|es|eran|era|ser[aá]n?|are|is|were|was)\s+)?(\d{1,3}(?:[.,]\d{3})+|\d+)\s+([\p{L}][\p{L}-]*)\s*,?\s+(?:sino|but)\s+(?:que\s+)?(?:son\s+|are\s+)?(\d{1,3}(?:[.,]\d{3})+|\d+)\b(?![.,]?\d|\s*[%$€£])/giu;

// "Term: 36 months... no, they can only commit 12 months": a trailing-off "… no," then the same unit's figure
const TRAILED_NO = /\b(\d+)\s+(\p{L}+)(?:\.{2,}|…)\s*no,?\s+(?:[\p{L}'’]+\s+){0,6}?(\d+)\s+\2\b/giu;

/** `notes` with those corrections rewritten; `said` maps each rewritten phrase to the words the notes used. */
function restated(notes: string, said: Map<string, string>): string {
  const keep = (original: string, rewritten: string) => {
    said.set(rewritten.replace(/^[\s.…,;—–-]+/, '').trim(), original.replace(/^[\s.…,;—–-]+/, '').trim());
    return rewritten;
  };
  return notes
    .replace(TRAILED_NO, (m: string, first: string, unit: string, now: string) =>
      keep(m, `${first} ${unit}, sorry, ${now} ${unit}`),
    )
    .replace(SAID_NOT, (m: string, marker: string, rest: string) => keep(m, `${marker}${rest}`))
    .replace(NOT_BUT, (m: string, old: string, unit: string, now: string) =>
      old === now ? m : keep(m, `correction: ${now} ${unit} not ${old}`),
    )
    .replace(COUNT_NOT, (m: string, now: string, unit: string, old: string, at: number, all: string) =>
      // already a correction ("sorry, 42 seats not 40") or the same figure twice: as written
      now === old || new RegExp(`${MARKER}\\W*$`, 'iu').test(all.slice(Math.max(0, at - 30), at))
        ? m
        : keep(m, `correction: ${now} ${unit} not ${old}`),
    )
    .replace(RETRACT, (m: string, marker: string, old: string, now: string) => keep(m, `${marker}${now} not ${old}`))
    .replace(NOW_PRICE, (m: string, name: string, price: string, per: string) => keep(m, `correction: ${name} is ${price}${per}`))
    .replace(AGREED, (m: string, price: string, unit: string) =>
      keep(
        m,
        /€/.test(price) && !/^(?:per|each|the)$/i.test(unit)
          ? `corrección: ${unit} es ${price}`
          : `correction: ${unit} is ${price}`,
      ),
    )
    .replace(LEFT_AT, (m: string, es: string | undefined, en: string | undefined, price: string) =>
      keep(m, es ? `corrección: ${es} es ${price}` : `correction: ${en} is ${price}`),
    );
}

/** How far before the correction the figure it corrects may be, in characters. */
const REACH = 120;
/** How far after it a correction said before its figure (above a forwarded message) may find it. */
const FORWARD_REACH = 4000;
/** How far back, over earlier lines, a correction on a line of its own may find its figure. */
const LINES_REACH = 400;

/**
 * The notes with each self-correction applied: the corrected figure written where the first one was, the correction
 * itself removed. A correction whose figure matches nothing just before it (another unit, another currency) is left.
 */
export function applyCorrections(notes: string): Corrected {
  const warnings: string[] = [];
  const originals = new Map<string, string>();
  let text = restated(notes, originals);
  // the correction as the notes wrote it, not as rewritten for reading
  const quote = (phrase: string) => {
    const p = phrase.replace(/^[\s.…,;—–-]+/, '').trim();
    return [...originals].find(([k]) => p.includes(k) || k.includes(p))?.[1] ?? p;
  };
  for (let guard = 0; guard < 20; guard++) {
    CORRECTION.lastIndex = 0;
    let done = false;
    for (const m of text.matchAll(CORRECTION)) {
      // the corrected figure; a bare number ("make it 60") takes the unit of the count it corrects
      const fixed: Figure | undefined = m[5]
        ? { number: m[5], unit: m[6] ?? nounOf(m[0]), money: false }
        : figureOf([m[0], m[1], m[2], m[3], m[4]] as unknown as RegExpMatchArray);
      if (!fixed) continue;
      // the figure it corrects: the last one of the same kind shortly before the marker, in the same line; one the
      // correction names ("providers is 135 not 120") anywhere before it
      const old = m.groups?.old;
      // the line the marker is on (the match may start with the line break before it)
      const marker = m.index + (/^[\s.…,;—–-]*/.exec(m[0])?.[0].length ?? 0);
      const lineStart = text.lastIndexOf('\n', marker - 1) + 1;
      const candidates = (from: number) =>
        [...text.slice(from, m.index).matchAll(new RegExp(FIGURE.source, 'gu'))]
          .map((f) => ({ at: from + (f.index ?? 0), whole: f[0], figure: figureOf(f) }))
          .reverse()
          .filter(
            (c) =>
              c.figure &&
              (!old || c.figure.number === old) &&
              (fixed.unit === '' ? !c.figure.money : same(c.figure, fixed) || unitAfterWord(text, c, fixed)),
          );
      // a correction on a line of its own that names its unit ("scratch that, make it 30 seats" in a chat) corrects
      // the last different figure of that unit in the lines just before it (one equal to it is not what it corrects)
      const here = candidates(old ? 0 : Math.max(0, m.index - REACH, lineStart));
      const earlier =
        here.length === 0 && !old && fixed.unit !== '' && lineStart > 0
          ? candidates(Math.max(0, lineStart - LINES_REACH)).filter((c) => c.figure?.number !== fixed.number)
          : [];
      // of those, one the correction names ("correction – per-store price is $800" corrects the price per store, not
      // the install fee written after it)
      const named = namedWords(m[0]);
      const names = (c: { at: number; whole: string }) => {
        // its own line, at most 40 characters either side
        const from = Math.max(c.at - 40, text.lastIndexOf('\n', c.at) + 1);
        const lineEnd = text.indexOf('\n', c.at);
        const to = Math.min(c.at + c.whole.length + 40, lineEnd < 0 ? text.length : lineEnd);
        const around = text.slice(from, to).toLowerCase();
        return named.some((w) => around.includes(w));
      };
      // a price per the unit the correction names ("agreed on $38 per desk") corrects the price per that unit
      const perNamed = (c: { at: number; whole: string; figure?: Figure }) => {
        if (!c.figure?.money) return false;
        const per = /^\s*(?:\/\s*|(?:per|por|a|an|each|cada|the|el|la)\s+)([\p{L}-]+)/iu.exec(
          text.slice(c.at + c.whole.length, c.at + c.whole.length + 40),
        )?.[1];
        return per !== undefined && named.some((w) => sameUnit(per.toLowerCase(), w));
      };
      const target =
        here.find(perNamed) ?? earlier.find(perNamed) ?? here.find(names) ?? earlier.find(names) ?? here[0] ?? earlier[0];
      // "she confirmed 42 seats, not 40" above a forwarded message that says 40 seats: every such figure after it
      if (!target && old) {
        const end = m.index + m[0].length;
        const later = [...text.slice(end, end + FORWARD_REACH).matchAll(new RegExp(FIGURE.source, 'gu'))]
          .map((f) => ({ at: end + (f.index ?? 0), whole: f[0], figure: figureOf(f) }))
          .filter((c) => c.figure && c.figure.number === old && same(c.figure, fixed));
        if (later.length === 0) continue;
        let rest = text.slice(end);
        for (const c of [...later].reverse()) {
          const from = c.at - end;
          rest = `${rest.slice(0, from)}${c.whole.replace(old, fixed.number)}${rest.slice(from + c.whole.length)}`;
        }
        const said = quote(m[0]);
        warnings.push(
          `The notes correct "${later[0]?.whole.trim()}" to "${fixed.number} ${later[0]?.figure?.unit}" ("${said}"), said before it: read with the corrected figure; check it.`,
        );
        text = `${text.slice(0, m.index)}.${rest.startsWith(' ') ? rest : ` ${rest}`}`;
        done = true;
        break;
      }
      if (!target?.figure || target.figure.number === fixed.number) continue;
      const replaced = target.whole.replace(target.figure.number, fixed.number);
      warnings.push(
        `The notes correct "${target.whole.trim()}" to "${fixed.money ? (m[3] ? `${fixed.number} ${fixed.unit}` : `${fixed.unit}${fixed.number}`) : `${fixed.number} ${target.figure.unit}`}" ("${quote(m[0])}"): read with the corrected figure; check it.`,
      );
      const end = m.index + m[0].length;
      // the one word left of the correction's figure before its sentence ends ("…make it 12 manager| users.") goes with it
      const own = /^\s*[\p{L}'’-]+(?=\s*(?:[.!?;\n]|$))/u.exec(text.slice(end))?.[0] ?? '';
      const after = text.slice(end + own.length);
      // the correction becomes a sentence end, unless one follows it already
      const rest = /^\s*[.!?]/.test(after) ? after : `.${after.replace(/^[,;]?\s*/, ' ')}`;
      // a correction on a line of its own leaves the line break before it
      const upTo = text.slice(m.index, marker).includes('\n') ? text.lastIndexOf('\n', marker - 1) + 1 : m.index;
      const kept = text.slice(target.at + target.whole.length, upTo);
      // (a sentence already ended before the correction is not ended twice: "…£30/mo.. users." misread the period)
      const ended = /[.!?]$/.test(kept.trimEnd()) ? rest.replace(/^\s*[.!?]+/, '') : rest;
      text =
        upTo === m.index
          ? `${text.slice(0, target.at)}${replaced}${kept.trimEnd()}${ended}`
          : `${text.slice(0, target.at)}${replaced}${kept}${after.replace(/^[\s.,;!?]+/, '')}`;
      done = true;
      break;
    }
    if (!done) break;
  }
  return { notes: text, warnings };
}
