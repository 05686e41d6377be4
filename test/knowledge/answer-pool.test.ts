// What the answerer reads: a passage below the first six that says the whole question in one row still reaches it (a
// company-facts table among long prose on the same words), and the items of a list that an order leads in are the
// order's, never the company's word. Over REST and MCP.
import { describe, expect, it } from 'vitest';
import { TRANSPORTS } from '../helpers/server';
import { libraryServer } from './library-server';

// seven sections that all speak of the Data Protection Officer, more often and in fewer words than the facts table
const PRIVACY = [
  '# Privacy programme',
  ...['Breaches', 'Requests', 'Training', 'Assessments', 'Records', 'Suppliers', 'Retention'].map(
    (topic) =>
      `## ${topic}\n\nThe Data Protection Officer and the data protection team look at ${topic.toLowerCase()} every month; the Data Protection Officer reports on data protection to the board.`,
  ),
].join('\n\n');

const FACTS = [
  '# Company overview',
  '## Company facts',
  '| Fact | Detail |',
  '|---|---|',
  '| Legal name | Fernbrook Analytics Pty Ltd |',
  '| Founded | 2011 |',
  '| Headquarters | 18 Queen Street, Brisbane |',
  '| Offices | Brisbane, Auckland, Singapore |',
  '| Customers | More than 640 laboratories |',
  '| Data Protection Officer | Priya Natarajan, privacy@fernbrook.example |',
  '| Certifications | ISO/IEC 27001:2022, certificate 88412 |',
  '| Insurance | Cyber liability cover of AUD 10 million |',
].join('\n');

// a card-handling standard's requirement, bullets and all, kept in the library with the company's own pages
const STANDARD = [
  '# Card data handling',
  '## Stored card numbers',
  'Render card numbers unreadable wherever they are stored, using any of the following approaches:',
  '- One-way hashes of the whole number',
  '- Truncation of the middle digits',
  '- Strong cryptography with associated key-management processes and procedures.',
  '## Reviews',
  'Reviews must cover the following processes:',
  '- Daily log reviews',
  '- Change management processes are followed for every production change.',
  '## Our training',
  'Our engineers must complete the following:',
  '- Secure coding training every year.',
  '## Our practice',
  'Fernbrook never stores card numbers; payments are taken by our payment provider.',
].join('\n');

const library = libraryServer();

describe.each(TRANSPORTS)('what the answerer reads, over %s', (transport) => {
  it('takes in a row that answers the whole question from below the first six passages', async () => {
    const { ask, close } = await library(transport, { 'Privacy programme.md': PRIVACY, 'Company overview.md': FACTS });
    const body = await ask('Who is your Data Protection Officer?');
    expect(body.reply).toContain('Priya Natarajan');
    // the reply's sources are numbered from 1 as it cites them, whatever their place among the passages read
    expect(body.sources.map((s: { citation: number }) => s.citation)).toEqual([1]);
    expect(body.reply).toMatch(/\[1\]$/);
    await close();
  });

  it("does not quote a list item an order leads in as the company's statement", async () => {
    const { ask, close } = await library(transport, { 'Card data handling.md': STANDARD });
    expect((await ask('Do you use strong cryptography with key-management processes and procedures?')).reply).toMatch(
      /I don't know/,
    );
    expect((await ask('Do you store card numbers?')).reply).toContain('never stores card numbers');
    // a duty put with no one of the company's named leads in a standard's list; "Our engineers must…" is a practice
    expect((await ask('Are change management processes followed for production changes?')).reply).toMatch(/I don't know/);
    expect((await ask('Do engineers complete secure coding training?')).reply).toContain('Secure coding training every year');
    await close();
  });
});
