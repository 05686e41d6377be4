// Which of the deal's terms a pricing question asks for: the lines it names, not every line sharing one of its words.
import { describe, expect, it } from 'vitest';
import type { DealHit } from '../../src/rfps/deal';
import { dealAnswerFor } from '../../src/rfps/deal-asked';

const hit = (heading: string, text: string, i: number): DealHit => ({
  kind: 'deal',
  id: `P-0001#${i}`,
  source_id: 'P-0001',
  source_name: 'Proposal P-0001',
  heading,
  text,
  page: null,
  score: 1,
  found_by: ['deal'],
  weak: false,
  voice: 'company',
});

const DEAL = [
  hit('lineItems', 'The price for Harbor LMS — 900 users × $40/year is USD 36,000.00 in year one.', 0),
  hit('lineItems', 'The price for Harbor Video — 900 users × $10/year is USD 9,000.00 in year one.', 1),
  hit('lineItems', 'The price for Onboarding is USD 4,000.00 in year one.', 2),
  hit('totals', 'The total price is USD 49,000.00 in year one.', 3),
];

describe('a price asked of some lines', () => {
  it('takes the lines naming most of the words asked, and every line a shared word names alike', () => {
    expect(dealAnswerFor('Provide the annual price for Harbor LMS licenses.', DEAL).map((h) => h.id)).toEqual(['P-0001#0']);
    expect(dealAnswerFor('What is the annual price of Harbor?', DEAL).map((h) => h.id)).toEqual(['P-0001#0', 'P-0001#1']);
  });
});
