// The tax the notes state: its name as written ("sales tax", "IVA", "consumption tax") and its rate, and whether the
// prices already include it ("IVA incluido"), in which case no rate is added on top.
import { capitalize } from './text';

// taxes by their own names: moms (SE, DK), MVA (NO), MwSt/USt (DE), TVA (FR), BTW (NL), ALV (FI), KDV (TR), ДДС (BG),
// ΦΠΑ (GR), DPH (CZ, SK), ÁFA (HU), PVM (LT), PVN (LV), PDV/DDV (HR, RS, SI), НДС (RU), ПДВ (UA), PPN (ID), JCT (JP),
// ICMS/ISS (BR)
const LOCAL =
  'ALV|KDV|ДДС|ΦΠΑ|Φ\\.Π\\.Α\\.?|DPH|ÁFA|PVM|PVN|PDV|DDV|НДС|ПДВ|PPN|JCT|ICMS(?:\\s?\\/\\s?ISS)?|ISS(?:\\s?\\/\\s?ICMS)?';
// a letter of any script before or after a name: "\\b" sees none in "ДДС"
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

export function taxOf(written: string): { label: string; rate: number | null } | undefined {
  // "KDV %20": the Turkish percent sign before the figure, read as "20%"
  const text = written.replace(/(^|[\s(:])%\s?(\d{1,2}(?:[.,]\d{1,3})?)(?![\d%])/g, '$1$2%');
  const names = `(?:${LOCAL})${E}|(?:VAT|IVA|I\\.V\\.A\\.?|GST|HST|QST|PST|TVQ|IGV|ITBIS|ITBMS|SST|ISV|moms|MVA|MwSt\\.?|USt\\.?|TVA|BTW|(?:sales|consumption|service|state|use) tax|tax|impuestos?)`;
  const rate = String.raw`(\d{1,2}(?:[.,]\d{1,3})?)\s*(?:%|per ?cent\b|por ?ciento\b)`;
  const before = new RegExp(
    // ("VAT (moms) 25%", "VAT (BTW) 21%": the local name in brackets after it)
    `${B}(${names})(?:\\s*\\([^()\\d]{1,20}\\))?(?:\\s+rate)?(?:\\s+(?:applies|apply|applicable|aplica)\\s*,)?\\s*(?:of|de|del|at|al|:|;|=|@|\\(|(?:applies\\s+)?at the (?:standard |usual |current )?(?:rate of )?)?\\s*(?:(?:yes|yep|yeah|s[ií]|correct|correcto)[,.!]?\\s+)?${rate}`,
    'iu',
  ).exec(text);
  const after = new RegExp(`${rate}\\s*(?:de\\s+)?(${names})(?![\\p{L}])`, 'iu').exec(text);
  // "tax 8.25% sales tax": the named tax is the label, not the word "tax" before it
  // "IVA no incluido (12%)", "sales tax (where applicable) 7%"
  const apart = new RegExp(`${B}(${names})${E}[^\\d\\n.;%]{0,24}?\\(\\s*${rate}\\s*\\)`, 'iu').exec(text);
  // "- sales tax: they're in CA but buying for the Nevada office; apply 8.375%": a line labelled with the tax
  const labelled = new RegExp(`^[ \\t]*(?:[-*•·]\\s*)?(${names})\\s*:[^\\n%]{0,100}?\\b${rate}`, 'imu').exec(text);
  // "Prices ex GST, add 10%", "excl. VAT, plus 20%": the tax the prices leave out, then its rate
  const excluded = new RegExp(
    `${B}(?:ex|excl\\.?|excluding|exclusive of|before|sin|antes de)\\s+(${names})${E}[,;:]?\\s*(?:(?:so|then|and|y)\\s+)?(?:add|plus|\\+|at|más|mas|agregar|sumar)\\s+${rate}`,
    'iu',
  ).exec(text);
  // "Punjab sales tax on services 16% to be added": a few words between the tax and its rate, none that deny it
  const worded = new RegExp(`${B}(${names})((?:\\s+[\\p{L}]+){1,4}?)\\s+${rate}(?!\\s*(?:off|discount|descuento))`, 'iu').exec(
    text,
  );
  // "Ohio sales tax, 7.5% for Franklin County, applies": the rate after a comma
  const comma = new RegExp(`${B}(${names})\\s*,\\s*${rate}(?!\\s*(?:off|discount|descuento|dto))`, 'iu').exec(text);
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
  // (or ending its sentence: "vat 20. sign: Helen")
  const short =
    /\b(VAT|IVA|GST|HST|IGV|moms|MVA|MwSt|USt|TVA|BTW)\s*:?\s*(\d{1,2}(?:[.,]\d{1,3})?)\s*(?:$|\n|[.;,](?!\d))/im.exec(text);
  if (short) named.push({ label: short[1], rate: short[2] });
  // "GST 5% + QST 9.975%": two taxes on the same net are one rate, their sum
  const two = new RegExp(`${B}(${names})\\s*:?\\s*${rate}\\s*(?:\\+|plus|and|y|más)\\s*(${names})\\s*:?\\s*${rate}`, 'iu').exec(
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

/**
 * The label as written: an acronym in capitals ("vat" → "VAT", "alv" → "ALV"), a German or Scandinavian abbreviation
 * with its own capitals and full stop ("MwSt.", "USt."; "moms" → "Moms"), "sales tax" → "Sales tax".
 */
function normalizeTaxLabel(label: string): string {
  const written = label.trim().replace(/\s*\/\s*/g, '/');
  if (new RegExp(`^(?:vat|iva|gst|hst|qst|pst|tvq|igv|itbis|itbms|sst|isv|mva|tva|btw|${LOCAL})$`, 'iu').test(written))
    return written.toLocaleUpperCase();
  if (/^(moms|mwst|ust)\.?$/i.test(written)) return capitalize(written);
  if (/^i\.v\.a/i.test(written)) return 'IVA';
  if (/^\w+ tax$/i.test(written)) return capitalize(written.toLowerCase());
  if (/^impuesto/i.test(written)) return 'Impuestos';
  return 'Tax';
}
