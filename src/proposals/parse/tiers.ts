// Volume tiers: "first 50 seats: $45 / seats 51-150: $38 / 151+: $32 … they're buying 130 seats", "up to 1 million
// €0.55 per 1,000 emails; 1 to 5 million €0.40 per 1,000; above 5 million €0.30 per 1,000 … committed volume: 2.5
// million emails per month". With the volume bought and the way the notes say the tiers apply (each band priced
// separately, or the whole volume at the tier reached), the tiers are rewritten as the lines they price, in the
// phrase the price reader knows; the tiers the volume does not reach are said as such, so they are listed, not
// priced. Tiers whose volume or way of applying the notes do not say are left as written.

import { sameUnit } from './counts';
import { capitalize } from './text';

/** How the notes say tiers apply. */
type Mode = 'graduated' | 'whole';

interface Tier {
  /** What follows the tier's price on its segment, past the sentence's end ("12 months."). */
  after?: string;
  /** The count the tier starts after (0 for "first 50"), and the one it ends at (Infinity for "151+"). */
  from: number;
  to: number;
  /** The price as written, with what follows it on the segment ("€0.40 per thousand emails"). */
  price: string;
  /** The unit the tier names, if it does ("seats"). */
  unit?: string;
}

const NUMBER = String.raw`\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?`;
const SCALE = String.raw`(?:\s*(?:million|millones|mill[oó]n|m\b|k\b|thousand|mil\b))?`;
const UNIT = String.raw`[\p{L}][\p{L}-]*`;
const MONEY = String.raw`(?:[$€£¥₹]|[A-Z]{3}\s?|[A-Z]{1,3}\$\s?)\d[\d.,]*|\d[\d.,]*\s?(?:€|[A-Z]{3}\b)`;

const FIRST = new RegExp(
  String.raw`^(?:the\s+)?(?:first|up\s+to|hasta|los\s+primeros|las\s+primeras|primeros|primeras)\s+(${NUMBER})(${SCALE})(?:\s+(${UNIT}))?`,
  'iu',
);
const BETWEEN = new RegExp(
  String.raw`^(?:(${UNIT})\s+)?(?:from\s+|de\s+|desde\s+)?(${NUMBER})(${SCALE})\s*(?:-|–|to|a|hasta)\s*(${NUMBER})(${SCALE})(?:\s+(${UNIT}))?`,
  'iu',
);
const ABOVE = new RegExp(
  String.raw`^(?:(${UNIT})\s+)?(?:(?:above|over|more\s+than|m[aá]s\s+de|beyond)\s+(${NUMBER})(${SCALE})|(${NUMBER})(${SCALE})\s*\+)(?:\s+(${UNIT}))?`,
  'iu',
);
// the price and what it is per, up to the end of its sentence ("$0.01 per message. 12 months.": "12 months" is not)
const PRICE = new RegExp(String.raw`^\s*(?:[:=—–-]|at|@|a)?\s*(${MONEY})((?:(?!\.\s)[^;\n])*)(.*)$`, 'u');

const GRADUATED =
  /\b(?:graduated|each band (?:is )?priced separately|priced band by band|band by band|escalonad[oa]s?|por tramos|cada tramo (?:se )?(?:cobra|factura) por separado|marginal)\b/i;
const WHOLE =
  /\b(?:whole volume|all (?:units|seats|users)|(?:the )?tier (?:it )?reached|volume pricing|todo el volumen|el tramo alcanzado)\b/i;

function numberOf(digits: string, scale: string): number {
  // "2.5 million", "1,500", "1.500" (a dot before three digits groups thousands)
  const grouped = /^\d{1,3}(?:[.,]\d{3})+$/.test(digits);
  const n = Number(grouped ? digits.replace(/[.,]/g, '') : digits.replace(',', '.'));
  const s = scale.trim().toLowerCase();
  const factor = /^(?:million|millones|mill[oó]n|m)$/.test(s) ? 1e6 : /^(?:k|thousand|mil)$/.test(s) ? 1e3 : 1;
  return n * factor;
}

/** A segment read as a tier: its range, then its price. */
function tierOf(segment: string): Tier | undefined {
  const text = segment.replace(/^\s*(?:[-*•·]\s*)?/, '');
  const first = FIRST.exec(text);
  const between = first ? null : BETWEEN.exec(text);
  const above = first || between ? null : ABOVE.exec(text);
  const range = first ?? between ?? above;
  if (!range) return undefined;
  const price = PRICE.exec(text.slice(range[0].length));
  if (!price?.[1]) return undefined;
  const priced = `${price[1]}${price[2] ?? ''}`.replace(/[.\s]+$/, '');
  const after = (price[3] ?? '').replace(/^\.\s*/, '').trim();
  const tier = tierRange(first, between, above);
  return tier ? { ...tier, price: priced, after } : undefined;
}

function tierRange(
  first: RegExpExecArray | null,
  between: RegExpExecArray | null,
  above: RegExpExecArray | null,
): Omit<Tier, 'price'> | undefined {
  if (first) return { from: 0, to: numberOf(first[1] ?? '', first[2] ?? ''), unit: first[3] };
  if (between) {
    const hiScale = between[5] ?? '';
    // "1 to 5 million": the scale said once is both ends'
    const lo = numberOf(between[2] ?? '', between[3] || hiScale);
    return { from: lo, to: numberOf(between[4] ?? '', hiScale), unit: between[1] ?? between[6] };
  }
  if (above) {
    const lo = above[2] ? numberOf(above[2], above[3] ?? '') : numberOf(above[4] ?? '', above[5] ?? '');
    // "151+" starts at 151, "above 5 million" after 5 million
    return { from: above[2] ? lo : lo - 1, to: Number.POSITIVE_INFINITY, unit: above[1] ?? above[6] };
  }
  return undefined;
}

/** Tiers in order that leave no count out: each starts where the one before ends (or one after it). */
function chained(tiers: Tier[]): Tier[] | undefined {
  if (tiers.length < 2 || (tiers[0]?.from ?? 1) > 1) return undefined;
  const out: Tier[] = [];
  for (const t of tiers) {
    const prev = out[out.length - 1];
    if (prev) {
      // "first 50" then "51-150": the second starts after 50
      const from = t.from === prev.to + 1 ? prev.to : t.from;
      if (from !== prev.to || t.to <= from) return undefined;
      out.push({ ...t, from });
    } else out.push({ ...t, from: 0 });
  }
  return out;
}

/** The unit priced: one the tiers name, else the one their prices are per ("per thousand emails"). */
function unitOf(tiers: Tier[], header: string): string | undefined {
  const named = tiers.find((t) => t.unit && !/^(?:per|por|a|at)$/i.test(t.unit))?.unit;
  if (named) return named;
  const per = tiers
    .map((t) => /\b(?:per|por)\s+(?:thousand\s+|mil\s+)?(\p{L}[\p{L}-]*)/iu.exec(t.price)?.[1])
    .find((u) => u && !/^(?:month|year|mes|año)$/i.test(u));
  return per ?? /\bper\s+(\p{L}[\p{L}-]*)/iu.exec(header)?.[1];
}

const singular = (w: string) => w.toLowerCase().replace(/(?<=[^aeiou]s|sh|ch|x|z)es$|(?<!s)s$/, '');

/** The count bought: a figure of the unit outside the tiers, the only one the notes give. */
function volumeOf(lines: string[], unit: string): { count: number; text: string; period: string } | undefined {
  const re = new RegExp(
    String.raw`(?<![\d.,$€£])(${NUMBER})(${SCALE})\s+(${UNIT})((?:\s+(?:per|a|an|each|por|al)\s+\p{L}+)?)`,
    'giu',
  );
  const found: Array<{ count: number; text: string; period: string }> = [];
  for (const line of lines)
    for (const m of line.matchAll(re))
      if (sameUnit(m[3] ?? '', unit))
        found.push({ count: numberOf(m[1] ?? '', m[2] ?? ''), text: m[0], period: (m[4] ?? '').trim() });
  const counts = new Set(found.map((f) => f.count));
  return counts.size === 1 ? found[0] : undefined;
}

/** The thing the tiers price, from the words before them ("ClosingDesk seats are graduated…"), else the unit. */
function nameOf(header: string, unit: string): string {
  const before = header
    .replace(/^\s*(?:[-*•·]\s*)?(?:(?:our|the|their|nuestr[oa]s?|l[oa]s?|el|su|sus)\s+)?/i, '')
    .split(/\s+(?:are|is|priced|tiers?|bands?|son|est[aá]n?)\b|[(:,]/i)[0]
    ?.trim();
  return before && /\p{Lu}/u.test(before) && before.split(/\s+/).length <= 5 ? before : capitalize(`${unit}`);
}

/** The period the tiers' prices are for, when the header says it ("per seat per month") and the prices do not. */
function periodOf(header: string): string {
  return /\b(?:per|a|por|al)\s+(month|year|quarter|mes|año|trimestre)\b/i.exec(header)?.[0] ?? '';
}

/**
 * The notes with each tier table they price rewritten as lines: one per band reached when bands are priced
 * separately ("ClosingDesk seats, first band: 50 seats at $45 per seat per month"), the volume at the tier reached
 * when the whole volume is; the tiers not reached said as such ("Tier not reached: $32.").
 */
export function tieredLines(notes: string): { notes: string; warnings: string[] } {
  const lines = notes.split('\n');
  const warnings: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    // a tier table: tiers one per line, or on one line separated by semicolons after a lead-in
    const line = lines[i] ?? '';
    const colon = line.indexOf(':');
    const inline = line.includes(';') && colon >= 0 ? line.slice(colon + 1).split(';') : [];
    let tiers = inline.map(tierOf);
    let span = 1;
    let header = inline.length > 0 ? line.slice(0, colon) : '';
    if (inline.length < 2 || tiers.some((t) => !t)) {
      tiers = [];
      let j = i;
      for (; j < lines.length; j++) {
        const t = tierOf(lines[j] ?? '');
        if (!t) break;
        tiers.push(t);
      }
      span = j - i;
      header = lines[i - 1] ?? '';
    }
    const chain = chained(tiers.filter((t): t is Tier => t !== undefined));
    if (!chain) {
      // (lines read as tiers that make no table are not read again from each of them: linear on any notes)
      i += Math.max(0, span - 1);
      continue;
    }
    const block = lines.slice(i, i + span).join('\n');
    const mode: Mode | undefined = GRADUATED.test(`${header} ${block}`)
      ? 'graduated'
      : WHOLE.test(`${header} ${block}`)
        ? 'whole'
        : undefined;
    const unit = unitOf(chain, header);
    // (what the tiers' own line says before and after them is searched too: "Committed 300,000 messages…: up to…")
    const trailing = inline.length > 0 ? (chain[chain.length - 1]?.after ?? '') : '';
    const lead = inline.length > 0 ? `${line.slice(0, colon)}.` : '';
    const volume = unit ? volumeOf([...lines.slice(0, i), lead, trailing, ...lines.slice(i + span)], unit) : undefined;
    const tail = trailing ? [trailing] : [];
    if (!mode || !unit || !volume) {
      // priced by no rule: each tier is listed for a person to price, never read as a line of its own figures
      const listed = chain.map((t) => `Volume tier not priced: ${t.price.replace(/\s+$/, '')}.`);
      lines.splice(i, span, ...(lead ? [lead] : []), ...listed, ...tail);
      if (!lead && i > 0) lines[i - 1] = (lines[i - 1] ?? '').replace(/:\s*$/, '.');
      i += listed.length + tail.length;
      continue;
    }
    const name = nameOf(header || (lines[i - 1] ?? ''), unit);
    const period = periodOf(header);
    const unitWord = singular(unit);
    const plural = unit.toLowerCase().endsWith('s') ? unit.toLowerCase() : `${unit.toLowerCase()}s`;
    // the price as the reader reads it: "$45 per seat per month", "€0.40 per thousand emails" (+ the volume's period)
    const priced = (t: Tier) => {
      // ("€0.40 per 1,000" said of emails: per thousand emails)
      const own = t.price
        .replace(/\s+$/, '')
        .replace(/\b(per|por(?: cada)?)\s+(?:1[,.]?000|thousand|mil)\s*$/i, `$1 thousand ${plural}`);
      const per = /\b(?:per|por|\/)\s/i.test(own) ? own : `${own} per ${unitWord}`;
      return /\b(?:month|year|quarter|mes|año)\b/i.test(per) ? per : `${per}${period ? ` ${period}` : ''}`;
    };
    const counted = (n: number) => `${n.toLocaleString('en-US')} ${plural}${volume.period ? ` ${volume.period}` : ''}`;
    const out: string[] = [];
    const unreached: Tier[] = [];
    if (mode === 'graduated') {
      chain.forEach((t, k) => {
        const n = Math.min(volume.count, t.to) - t.from;
        if (n <= 0) unreached.push(t);
        else out.push(`${name}, ${k === 0 ? 'first' : 'next'} band: ${counted(n)} at ${priced(t)}.`);
      });
      const bands = chain
        .filter((t) => !unreached.includes(t))
        .map((t) => `${Math.min(volume.count, t.to) - t.from} at ${t.price.trim()}`);
      warnings.push(`Priced ${volume.text.trim()} in graduated bands, one line each: ${bands.join(', ')}; check it.`);
    } else {
      const reached = chain.find((t) => volume.count > t.from && volume.count <= t.to);
      if (!reached) continue;
      // (a name that is only the unit is said by the count: "2,500,000 emails per month at …")
      const said = sameUnit(name, unitWord) ? '' : `${name}: `;
      out.push(`${said}${counted(volume.count)} at ${priced(reached)}.`);
      warnings.push(`Priced ${volume.text.trim()} at the tier reached, ${reached.price.trim()}, for the whole volume; check it.`);
      unreached.push(...chain.filter((t) => t !== reached));
    }
    for (const t of unreached) out.push(`Tier not reached: ${t.price.replace(/\s+$/, '')}.`);
    // (the tiers' own line keeps its lead-in and what follows them, so what they say of the deal is still read)
    out.push(...tail);
    lines.splice(i, span, ...(lead ? [lead] : []), ...out);
    // (a lead-in above the tiers ends its sentence: the lines below are no list of it now)
    if (!lead && i > 0) lines[i - 1] = (lines[i - 1] ?? '').replace(/:\s*$/, '.');
    i += out.length;
  }
  return { notes: lines.join('\n'), warnings };
}
