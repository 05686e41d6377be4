// The tax the notes state: its name as written ("sales tax", "IVA", "consumption tax") and its rate, and whether the
// prices already include it ("IVA incluido"), in which case no rate is added on top.
import { capitalize } from './text';

export function taxOf(text: string): { label: string; rate: number | null } | undefined {
  // value-added taxes by their own names too: moms (SE, DK), MVA (NO), MwSt/USt (DE), TVA (FR), BTW (NL)
  const names =
    'VAT|IVA|I\\.V\\.A\\.?|GST|HST|QST|PST|TVQ|IGV|ITBIS|ITBMS|SST|ISV|moms|MVA|MwSt\\.?|USt\\.?|TVA|BTW|(?:sales|consumption|service|state|use) tax|tax|impuestos?';
  const rate = String.raw`(\d{1,2}(?:[.,]\d{1,3})?)\s*(?:%|per ?cent\b|por ?ciento\b)`;
  const before = new RegExp(
    `\\b(${names})(?:\\s+rate)?\\s*(?:of|de|del|at|al|:|;|=|@|\\(|(?:applies\\s+)?at the (?:standard |usual |current )?(?:rate of )?)?\\s*(?:(?:yes|yep|yeah|s[ií]|correct|correcto)[,.!]?\\s+)?${rate}`,
    'i',
  ).exec(text);
  const after = new RegExp(`${rate}\\s*(?:de\\s+)?(${names})(?![\\p{L}])`, 'iu').exec(text);
  // "tax 8.25% sales tax": the named tax is the label, not the word "tax" before it
  // "IVA no incluido (12%)", "sales tax (where applicable) 7%"
  const apart = new RegExp(`\\b(${names})\\b[^\\d\\n.;%]{0,24}?\\(\\s*${rate}\\s*\\)`, 'i').exec(text);
  // "- sales tax: they're in CA but buying for the Nevada office; apply 8.375%": a line labelled with the tax
  const labelled = new RegExp(`^[ \\t]*(?:[-*•·]\\s*)?(${names})\\s*:[^\\n%]{0,100}?\\b${rate}`, 'im').exec(text);
  // "Prices ex GST, add 10%", "excl. VAT, plus 20%": the tax the prices leave out, then its rate
  const excluded = new RegExp(
    `\\b(?:ex|excl\\.?|excluding|exclusive of|before|sin|antes de)\\s+(${names})\\b[,;:]?\\s*(?:(?:so|then|and|y)\\s+)?(?:add|plus|\\+|at|más|mas|agregar|sumar)\\s+${rate}`,
    'i',
  ).exec(text);
  // "Punjab sales tax on services 16% to be added": a few words between the tax and its rate, none that deny it
  const worded = new RegExp(`\\b(${names})((?:\\s+[\\p{L}]+){1,4}?)\\s+${rate}(?!\\s*(?:off|discount|descuento))`, 'iu').exec(
    text,
  );
  // "Ohio sales tax, 7.5% for Franklin County, applies": the rate after a comma
  const comma = new RegExp(`\\b(${names})\\s*,\\s*${rate}(?!\\s*(?:off|discount|descuento|dto))`, 'iu').exec(text);
  const denied = worded && /\b(?:not?|exempt|free|waived|excluded|sin|exento|exenta)\b/i.test(worded[2] ?? '');
  const named = [
    before && { label: before[1], rate: before[2] },
    excluded && { label: excluded[1], rate: excluded[2] },
    labelled && { label: labelled[1], rate: labelled[2] },
    after && { label: after[2], rate: after[1] },
    apart && { label: apart[1], rate: apart[2] },
    worded && !denied ? { label: worded[1], rate: worded[3] } : null,
    comma && { label: comma[1], rate: comma[2] },
  ].filter((m): m is { label: string | undefined; rate: string | undefined } => Boolean(m?.label && m.rate));
  // "IVA 21" on a line of its own: a rate without "%" after the tax's own name
  const short = /\b(VAT|IVA|GST|HST|IGV|moms|MVA|MwSt|USt|TVA|BTW)\s*:?\s*(\d{1,2}(?:[.,]\d{1,3})?)\s*(?:$|\n)/im.exec(text);
  if (short) named.push({ label: short[1], rate: short[2] });
  // "GST 5% + QST 9.975%": two taxes on the same net are one rate, their sum
  const two = new RegExp(`\\b(${names})\\s*:?\\s*${rate}\\s*(?:\\+|plus|and|y|más)\\s*(${names})\\s*:?\\s*${rate}`, 'i').exec(
    text,
  );
  if (two?.[1] && two[2] && two[3] && two[4]) {
    const sum = Number(two[2].replace(',', '.')) + Number(two[4].replace(',', '.'));
    return { label: `${normalizeTaxLabel(two[1])} + ${normalizeTaxLabel(two[3])}`, rate: Math.round(sum * 1000) / 1000 };
  }
  const pick = named.find((m) => !/^tax$/i.test(m.label ?? '')) ?? named[0];
  if (pick?.label && pick.rate) return { label: normalizeTaxLabel(pick.label), rate: Number(pick.rate.replace(',', '.')) };
  const bare = /\b(?:plus|\+|más|mas)\s+(VAT|IVA|GST|IGV|sales tax|taxes|impuestos)\b/i.exec(text);
  return bare?.[1] ? { label: normalizeTaxLabel(bare[1]), rate: null } : undefined;
}

/** Prices that already include the tax: the rate must not be added on top ("IVA incluido", "VAT included"). */
export function taxIncluded(text: string): boolean {
  const m =
    /\b(?:VAT|IVA|GST|tax|impuestos?)\b([^.;\n]{0,12})\b(?:incl(?:uded|\.|usive)?|incluid[oa]s?|inclusive)\b|\b(?:incl(?:uding|\.)?|con|incluye|incluido el)\s+(?:VAT|IVA|GST|tax|impuestos?)\b/i.exec(
      text,
    );
  // "IVA no incluido", "VAT not included" say the opposite, and "con IVA 16% aparte" (on top) too
  const after = m ? text.slice(m.index + m[0].length, m.index + m[0].length + 16) : '';
  return (
    m !== null && !/\b(?:no|not|sin|excl\w*)\b/i.test(m[1] ?? '') && !/\b(?:aparte|on top|extra|por separado)\b/i.test(after)
  );
}

function normalizeTaxLabel(label: string): string {
  if (/^(vat|iva|gst|hst|qst|pst|tvq|igv|itbis|itbms|sst|isv|mva|tva|btw)$/i.test(label)) return label.toUpperCase();
  if (/^(moms|mwst|ust)\.?$/i.test(label)) return capitalize(label.toLowerCase().replace(/\.$/, ''));
  if (/^i\.v\.a/i.test(label)) return 'IVA';
  if (/^\w+ tax$/i.test(label)) return capitalize(label.toLowerCase());
  if (/^impuesto/i.test(label)) return 'Impuestos';
  return 'Tax';
}
