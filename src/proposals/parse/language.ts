// Notes in a language the reader does not read (it reads English and Spanish): German, French, Portuguese or Italian
// notes are read word by word as if English, so their counts, periods and discounts go missing without a sound. The
// draft says so once, from the most common little words of each language.
import type { LineItem } from '../schema';

// words common in notes of each language and rare in English or Spanish ones ("die", "per", "con", "la" are shared)
const WORDS: Record<string, { en: string; es: string; words: string[] }> = {
  de: {
    en: 'German',
    es: 'alemán',
    words:
      'der das und für mit ist sind wir nicht ein eine einen dem den zum zur auf bei von oder auch jahr jahre jahren monat monate monatlich jährlich einmalig lizenzen nutzer rabatt laufzeit kosten kostet zzgl inkl'.split(
        ' ',
      ),
  },
  fr: {
    en: 'French',
    es: 'francés',
    words:
      'le les et pour avec des du une est sont nous ils au aux sur dans mois ans année remise licences utilisateurs lancement également'.split(
        ' ',
      ),
  },
  pt: {
    en: 'Portuguese',
    es: 'portugués',
    words: 'os com não são uma dos das em ao pela pelo também licenças usuários desconto mês meses anos há'.split(' '),
  },
  it: {
    en: 'Italian',
    es: 'italiano',
    words: 'il gli della delle dei degli è sono non nel nella alla anno anni mese mesi sconto licenze utenti anche che di'.split(
      ' ',
    ),
  },
};
// the reader's own languages, counted the same way: notes mostly in them are theirs
const OWN = new Set(
  'the and for with of is are they we at to our their each year years month months seats users off el los las y para con por del que año años mes meses usuarios licencias cada'.split(
    ' ',
  ),
);

/** The language the notes are mostly written in, when it is one the reader does not read; else undefined. */
export function foreignLanguage(notes: string): keyof typeof WORDS | undefined {
  const words = notes.toLowerCase().match(/\p{L}+/gu) ?? [];
  const own = words.filter((w) => OWN.has(w)).length;
  let best: [string, number] | undefined;
  for (const [code, lang] of Object.entries(WORDS)) {
    const set = new Set(lang.words);
    const hits = words.filter((w) => set.has(w)).length;
    if (!best || hits > best[1]) best = [code, hits];
  }
  // a German company's name ("Bau und Technik") in English notes is a word or two, not most of them
  return best && best[1] >= 4 && best[1] > own ? best[0] : undefined;
}

/** One warning when the notes look like a language the reader does not read, in the draft's language. */
export function languageWarning(notes: string, lang: string): string | undefined {
  const code = foreignLanguage(notes);
  if (!code) return undefined;
  const names = WORDS[code];
  if (!names) return undefined;
  return lang.startsWith('es')
    ? `Las notas parecen estar en ${names.es}: solo se leen notas en inglés y en español, así que pueden faltar cantidades, periodos y descuentos. Revise cada línea.`
    : `The notes look like ${names.en}: only English and Spanish notes are read, so counts, periods and discounts may be missing. Check every line.`;
}

// a count of things opening a line's description: "120 Lizenzen …" (not a year, a size or a period); a line the
// reader priced from a count is written "Seats — 200 × $45/month", so a count left in front is one it did not use
const COUNT_IN_DESC =
  /^(\d{1,3}(?:[.,]\d{3})+|\d{1,6})\s+(?!(?:months?|years?|days?|weeks?|hours?|mos?|yrs?|meses|a[nñ]os|d[ií]as|horas|semanas|gb|tb|mb|%)\b)(\p{L}{3,})/iu;

/**
 * A line whose description still holds a count ("120 Lizenzen Nordlicht Pro à pro Jahr") while its amount is a price
 * of the notes as written, not multiplied by it: the reader missed the count. `amounts` are the notes' amounts.
 */
export function missedCountWarnings(lines: LineItem[], amounts: number[], lang: string): string[] {
  const near = (a: number, b: number) => Math.abs(a - b) < 0.005;
  const out: string[] = [];
  for (const line of lines) {
    // a line the reader priced from a count says so with "×"
    if (line.desc.includes('×')) continue;
    const m = COUNT_IN_DESC.exec(line.desc);
    const count = m ? Number((m[1] ?? '').replace(/[.,]/g, '')) : 0;
    if (!m || count < 2 || /^(?:19|20)\d\d$/.test(m[1] ?? '')) continue;
    // the line is one amount of the notes as written, over a year at most (× 1, 2, 4 or 12 periods)
    const asWritten = amounts.some((a) => [1, 2, 4, 12].some((f) => near(line.y1, a * f)) && !near(a, count));
    if (!asWritten) continue;
    const said = `${m[1]} ${m[2]}`;
    out.push(
      lang.startsWith('es')
        ? `La línea "${line.desc}" dice ${said}, pero su importe no se multiplicó por esa cantidad; revísela.`
        : `The line "${line.desc}" says ${said}, but its amount was not multiplied by that count; check it.`,
    );
  }
  return out;
}
