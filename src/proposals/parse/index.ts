// The offline drafting engine: notes in English or Spanish → the fields, line items and discounts they state, and
// warnings for whatever it could not read with confidence (every amount it did not use among them).
import type { Extracted } from '../draft';
import { minorDigits } from '../totals';
import { unaccountedAmounts } from './amounts';
import { applyCorrections } from './corrections';
import { parseFields } from './fields';
import { parseItems } from './items';
import { kronaAmounts, randAmounts } from './money';
import { countsInDigits } from './number-words';
import { taxIncluded } from './tax';
import { plainLines, previousPrices, spokenPunctuation, swissDashes } from './text';

export function parseNotes(written: string, o: { lang: string; today: string }): Extracted {
  // "50 seats… actually make it 60": the later figure is read, and the draft says so
  const { notes, warnings: corrected } = applyCorrections(
    countsInDigits(plainLines(previousPrices(kronaAmounts(randAmounts(swissDashes(spokenPunctuation(written))))))),
  );
  const fields = parseFields(notes, o);
  const digits = minorDigits(fields.currency ?? '');
  const { scale, ...items } = parseItems(notes, { lang: o.lang, custName: fields.custName, product: fields.edition, digits });
  if (!fields.scale && scale) fields.scale = scale;
  if (fields.taxLabel && fields.taxRate === undefined && taxIncluded(notes))
    items.warnings.push(
      `The notes say prices include ${fields.taxLabel}: no tax is added on top. Check the prices are net of it.`,
    );
  items.warnings.unshift(...corrected);
  // the same net as the Claude path: an amount no line, discount or warning accounts for is said, never dropped
  const said = items.warnings.join('\n');
  for (const warning of unaccountedAmounts(notes, items)) {
    const amount = /^Not understood: (.+?) in "/.exec(warning)?.[1];
    if (amount && !said.includes(amount)) items.warnings.push(warning);
  }
  return { fields, ...items };
}
