// The deal an RFP response is grounded in, as knowledge: the proposal's term, dates, SLA, pricing and totals in
// plain sentences that drafting can quote and cite as "Proposal P-0001".
import type { Proposal } from '../../store/proposals';
import * as proposals from '../../store/proposals';
import type { AppContext } from '../context';
import type { KnowledgeHit } from '../knowledge/search';
import { computeTotals, computeYear, fromMinor, minorDigits } from '../proposals/totals';

export type DealHit = Omit<KnowledgeHit, 'citation'>;

/** The deal's terms, as the heading of each hit. */
export type DealTerm =
  | 'term'
  | 'startDate'
  | 'validUntil'
  | 'billing'
  | 'sla'
  | 'support'
  | 'edition'
  | 'scale'
  | 'region'
  | 'governingLaw'
  | 'lineItems'
  | 'discounts'
  | 'tax'
  | 'totals';

/** A deal term as a buyer reads it in an exported response ("Proposal P-0001 › pricing", not "› lineItems"). */
const TERM_LABELS: Record<DealTerm, string> = {
  term: 'contract term',
  startDate: 'start date',
  validUntil: 'valid until',
  billing: 'billing',
  sla: 'SLA',
  support: 'support',
  edition: 'edition',
  scale: 'scale',
  region: 'hosting region',
  governingLaw: 'governing law',
  lineItems: 'pricing',
  discounts: 'discounts',
  tax: 'tax',
  totals: 'totals',
};

export function dealTermLabel(term: string): string {
  return TERM_LABELS[term as DealTerm] ?? term;
}

function money(value: number, currency: string): string {
  return `${currency} ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const BILLED: Record<string, string> = { annual: 'annually', quarterly: 'quarterly', monthly: 'monthly', 'one-time': 'once' };

/**
 * What a line costs after the discounts scoped to it ("10% on licences"), said with its price: the line's price alone
 * overstated it to the buyer (new-user trial 18: USD 27,300 where the proposal's net was 24,570). Empty without any.
 */
function netOf(p: Proposal, index: number, cur: string): string {
  const scoped = p.discounts.filter((d) => d.lines?.includes(index));
  const item = p.lineItems[index];
  if (scoped.length === 0 || !item) return '';
  const digits = minorDigits(cur);
  const one = { lineItems: [item], discounts: scoped.map((d) => ({ ...d, lines: [0] })), taxRate: null, digits };
  const net = (['y1', 'y2'] as const)
    .filter((y) => item[y] > 0)
    .map((y) => `${money(fromMinor(computeYear(one, y).net, digits), cur)} in year ${y === 'y1' ? 'one' : 'two'}`);
  return `, or ${net.join(' and ')} after ${scoped.map((d) => d.label || `${d.value}% off`).join(' and ')}`;
}

/** One hit per stated field and per line item, plus the totals; nothing for what the proposal leaves empty. */
export function dealHits(p: Proposal): DealHit[] {
  const f = p.fields;
  const totals = computeTotals(p);
  const cur = totals.currency || f.currency || '';
  const sentences: Array<[DealTerm, string]> = [];
  const add = (heading: DealTerm, text: string | false) => {
    if (text) sentences.push([heading, text]);
  };
  const billing = f.billing.toLowerCase();
  add('term', f.term !== '' && `The contract term is ${f.term}.`);
  add('startDate', f.startDate !== '' && `The service start date is ${f.startDate}.`);
  add('validUntil', f.validUntil !== '' && `The prices quoted are valid until ${f.validUntil}.`);
  add('billing', f.billing !== '' && `Billing is ${billing}${BILLED[billing] ? ` (invoiced ${BILLED[billing]})` : ''}.`);
  add('sla', f.sla !== '' && `The service level agreement (SLA) is ${f.sla}.`);
  add('support', f.support !== '' && `Support included: ${f.support}.`);
  add('edition', f.edition !== '' && `The proposed edition is ${f.edition}.`);
  add('scale', f.scale !== '' && `The proposal is sized for ${f.scale}.`);
  add('region', f.region !== '' && `The hosting region is ${f.region}.`);
  add('governingLaw', f.governingLaw !== '' && `The governing law is ${f.governingLaw}.`);
  for (const [index, item] of p.lineItems.entries()) {
    // the two years' sum is stated too: a cost form asks for the contract period's amount
    const y2 = item.y2 > 0 ? ` and ${money(item.y2, cur)} in year two (${money(item.y1 + item.y2, cur)} over the two years)` : '';
    add('lineItems', `The price for ${item.desc} is ${money(item.y1, cur)} in year one${y2}${netOf(p, index, cur)}.`);
  }
  for (const d of p.discounts) {
    // "10% on licences" names the lines it is taken off
    const on = (d.lines ?? []).map((i) => p.lineItems[i]?.desc).filter((x) => x !== undefined);
    const of = on.length > 0 ? ` of ${on.slice(0, 3).join('; ')}${on.length > 3 ? `; and ${on.length - 3} more` : ''}` : '';
    add('discounts', `A discount applies: ${d.label} (${d.kind === 'pct' ? `${d.value}%${of}` : money(d.value, cur)}).`);
  }
  const taxed = f.taxRate !== null && f.taxRate > 0;
  add('tax', taxed && `${f.taxLabel.trim() || 'Tax'} of ${f.taxRate}% applies to the prices quoted.`);
  if (p.lineItems.length > 0) {
    const y2 = totals.y2.total > 0 ? ` and ${money(totals.y2.total, cur)} in year two` : '';
    // the lines' prices quoted before it add up to the total only with the discounts said (a trial's buyer saw lines
    // of $115,500 and a total of $106,860)
    const off = (['y1', 'y2'] as const).filter((y) => totals[y].discount > 0);
    const years = { y1: 'year one', y2: 'year two' };
    const discounted =
      off.length > 0
        ? `, after discounts of ${off.map((y) => `${money(totals[y].discount, cur)} in ${years[y]}`).join(' and ')}`
        : '';
    add(
      'totals',
      `The total price is ${money(totals.y1.total, cur)} in year one${y2}${discounted}${taxed ? `${discounted ? ' and' : ','} including tax` : ''}.`,
    );
  }
  return sentences.map(([heading, text], i) => ({
    kind: 'deal' as const,
    id: `${p.number}#${i}`,
    source_id: p.number,
    source_name: `Proposal ${p.number}`,
    heading,
    text,
    page: null,
    score: 1,
    found_by: ['deal' as const],
    weak: false,
    voice: 'company' as const,
  }));
}

/** The deal hits of the proposal an RFP names, or [] when it names none (or the proposal is gone). */
export function dealHitsFor(ctx: AppContext, accountId: string, number: string | null): DealHit[] {
  if (!number) return [];
  const p = proposals.getProposal(ctx.db, accountId, number);
  return p ? dealHits(p) : [];
}
