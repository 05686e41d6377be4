// The offline drafting engine: notes in English or Spanish → the fields, line items and discounts they state, and
// warnings for whatever it could not read with confidence (every amount it did not use among them).
import type { Extracted } from '../draft';
import { minorDigits } from '../totals';
import { parseFields } from './fields';
import { parseItems } from './items';
import { taxIncluded } from './tax';

export function parseNotes(notes: string, o: { lang: string; today: string }): Extracted {
  const fields = parseFields(notes, o);
  const digits = minorDigits(fields.currency ?? '');
  const { scale, ...items } = parseItems(notes, { lang: o.lang, custName: fields.custName, product: fields.edition, digits });
  if (!fields.scale && scale) fields.scale = scale;
  if (fields.taxLabel && fields.taxRate === undefined && taxIncluded(notes))
    items.warnings.push(
      `The notes say prices include ${fields.taxLabel}: no tax is added on top. Check the prices are net of it.`,
    );
  return { fields, ...items };
}
