// RFPs sent as Markdown or plain text: headings, numbered items with their numbers, bullets completing the item
// that introduces them, pipe-table rows, and the line each requirement starts on.
import { describe, expect, it } from 'vitest';
import { readRfp } from '../../../src/rfps/read/index';

const md = [
  '# Request for Proposals: Library Booking System', // 1
  '', // 2
  '## Sec. 2.01 Background', // 3
  '', // 4
  'The Library serves twelve branches and we plan to replace the booking desk.', // 5
  '', // 6
  '## Sec. 3.01 Requirements', // 7
  '', // 8
  '1. The contractor shall migrate all existing bookings', // 9
  '   without loss of history.', // 10
  '2. The solution must support:', // 11
  '   - booking by phone', // 12
  '   - booking online', // 13
  '3. Describe your \\(optional\\) training offer.', // 14
  '', // 15
  '| ID | Requirement |', // 16
  '|---|---|', // 17
  '| R-9 | The vendor will host the system in the United States. |', // 18
  '', // 19
  '**Submission Instructions**', // 20
  '', // 21
  'Proposals must be received by the closing date.', // 22
].join('\n');

describe('reading a Markdown RFP', () => {
  it('keeps numbers, joins wrapped lines and list bullets, reads table rows and leaves out the buyer', async () => {
    const { requirements } = await readRfp(Buffer.from(md), 'markdown', { name: 'booking.md' });
    expect(requirements.map((r) => [r.ref, r.section, r.text, r.where])).toEqual([
      ['1', 'Sec. 3.01 Requirements', 'The contractor shall migrate all existing bookings without loss of history.', 'line 9'],
      ['2', 'Sec. 3.01 Requirements', 'The solution must support: booking by phone booking online', 'line 11'],
      ['3', 'Sec. 3.01 Requirements', 'Describe your (optional) training offer.', 'line 14'],
      ['R-9', 'Sec. 3.01 Requirements', 'The vendor will host the system in the United States.', 'line 18'],
    ]);
  });

  it('reads plain text the same way and says when nothing is asked', async () => {
    const { requirements, notes } = await readRfp(Buffer.from('Thank you for your interest.\n\nWe look forward to it.'), 'text');
    expect(requirements).toEqual([]);
    expect(notes.at(-1)).toMatch(/No requirements were found/);
  });

  it('reads a pricing form: numbered fields ending in a colon, a run-in title before an instruction, Spanish obligations', async () => {
    const form = [
      '# Commercial form',
      '',
      '1. Contract start date:',
      '2. Availability SLA (%):',
      '3. Accepted payment methods (card, transfer):',
      '4. Pricing form: enter the annual licence fee for each year.',
      '5. El oferente deberá indicar el plazo de entrega.',
      '6. The contracts will cover the following categories:',
      '7. Project Management Approach:',
      '8. Describe the support offering: hours, response times and tiers.',
      '9. La entidad deberá aprobar cada entrega.',
    ].join('\n');
    const { requirements } = await readRfp(Buffer.from(form), 'markdown');
    expect(requirements.map((r) => [r.ref, r.text])).toEqual([
      ['1', 'Contract start date:'],
      ['2', 'Availability SLA (%):'],
      ['3', 'Accepted payment methods (card, transfer):'],
      ['4', 'Pricing form: enter the annual licence fee for each year.'],
      ['5', 'El oferente deberá indicar el plazo de entrega.'],
      ['8', 'Describe the support offering: hours, response times and tiers.'],
    ]);
  });

  it("leaves out the tender's own procedure (late bids, protests, award) up to the next heading, whatever its level", async () => {
    const rfp = [
      '# Request for proposals',
      '### 4. Late bids',
      'Offerors must deliver bids before the closing time; late bids shall be returned unopened.',
      '### 5. Protests',
      'An offeror must file a protest within ten days of the notice of award.',
      '## 6. Insurance',
      'The contractor shall carry cyber liability insurance of at least $5 million.',
    ].join('\n\n');
    const { requirements, notes } = await readRfp(Buffer.from(rfp), 'markdown');
    expect(requirements.map((r) => r.text)).toEqual([
      'The contractor shall carry cyber liability insurance of at least $5 million.',
    ]);
    expect(notes[0]).toMatch(/^2 statements under instructions, evaluation or tender-procedure sections/);
  });
});
