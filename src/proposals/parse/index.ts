// The offline drafting engine: notes in English or Spanish → the fields, line items and discounts they state.
import type { Extracted } from '../draft';
import { parseFields } from './fields';
import { parseItems } from './items';

export function parseNotes(notes: string, o: { lang: string; today: string }): Extracted {
  const fields = parseFields(notes, o);
  const items = parseItems(notes, { lang: o.lang, custName: fields.custName, product: fields.edition });
  return { fields, ...items };
}
