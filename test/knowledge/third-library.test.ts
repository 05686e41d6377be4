// What a third company's library showed (new-user trial 22), in our own words: a sentence about the page itself is no
// answer, "Priority 1" and "P1" name one row, a time of day does not end a sentence, Markdown's bold is not quoted, and
// a bare request ("Describe payouts.") is asked, never kept as a fact. Over REST and MCP.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../src/jobs/worker';
import { jobs } from '../../src/workers/jobs';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';

const HANDBOOK = [
  '# Clinic handbook',
  '## Integrations',
  "Our scheduler sits at the centre of a clinic's day and connects to the systems around it. This page describes the integration options available today.",
  '',
  'We connect to electronic health records through HL7 v2 interfaces and FHIR R4 APIs.',
  '## Support',
  'Standard support is staffed from 7:00 a.m. to 7:00 p.m. US Central Time, Monday to Friday.',
  'Customers on the **Premier** plan also receive 24×7 handling of Priority 2 issues.',
  '## Targets',
  '| Priority | Target resolution |',
  '|---|---|',
  '| P1 — Critical | Four hours, around the clock |',
  '| P4 — Low | Next release |',
].join('\n');

/** A fact sheet PDF: a key/value table long enough to be kept a pair a line. */
async function factSheet(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  const rows: Array<[string, string]> = [
    ['Legal name', 'Northwind Clinics, Inc.'],
    ['Founded', '2015, in Minneapolis, Minnesota'],
    ['Headquarters', '400 North 5th Street, Minneapolis'],
    ['Employees', '238 full-time employees as of January 2025'],
    ['Ownership', 'Privately held'],
    ['Customers', 'More than 1,400 clinics'],
    ['Offices', 'Dublin and Porto'],
    ['Cyber liability insurance', '$10,000,000 per claim'],
    ['Professional liability', '$5,000,000 per claim'],
  ];
  page.drawText('Company fact sheet', { x: 90, y: 740, size: 16, font });
  rows.forEach(([k, v], i) => {
    page.drawText(k, { x: 90, y: 700 - i * 16, size: 11, font });
    page.drawText(v, { x: 306, y: 700 - i * 16, size: 11, font });
  });
  return Buffer.from(await doc.save());
}

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  ctx = makeTestContext({ env: { LOG_LEVEL: 'silent' } });
  server = await startTestServer(ctx);
});
afterAll(async () => {
  await server.close();
});

describe.each(TRANSPORTS)('a third library over %s', (transport) => {
  it('answers from what the page says, the level asked and the whole sentence, and keeps no request as a fact', async () => {
    const { call, close } = await makeCaller(transport, server.url, seedAccount(ctx).secret);
    expect((await call('add_source', { name: 'Clinic handbook.md', text: HANDBOOK })).status).toBe(200);
    await createWorker(ctx, jobs).drain();
    const ask = async (message: string) => (await call('teach_fact', { message })).body;

    const methods = (await ask('Describe the integration options available.')).reply as string;
    expect(methods).not.toContain('This page describes');

    const p1 = (await ask('What is the target resolution for P1 issues?')).reply as string;
    expect(p1).toContain('Priority: P1 — Critical; Target resolution: Four hours, around the clock');
    expect(p1).not.toContain('P4');

    const hours = (await ask('What are your standard support hours?')).reply as string;
    expect(hours).toContain('“Standard support is staffed from 7:00 a.m. to 7:00 p.m. US Central Time, Monday to Friday.”');
    expect(hours).not.toContain('**');

    // a long key/value table is read a pair a line: each pair answers, and a "what is the X of Y" question needs its X
    const sheet = (await factSheet()).toString('base64');
    expect((await call('add_source', { name: 'Fact sheet.pdf', data: sheet, content_type: 'application/pdf' })).status).toBe(200);
    await createWorker(ctx, jobs).drain();
    expect((await ask('In what year was your company founded?')).reply).toContain('“Founded: 2015, in Minneapolis, Minnesota”');
    expect((await ask('What is the deductible on your cyber liability insurance policy?')).reply).toMatch(/I don't know/);

    // an index read out of order ("Parental leave: 402: Labor Relations") holds no rows to quote
    const index = '# Index\n\nParental leave: 402: Labor Relations; employees: 406: Local Communities\n';
    expect((await call('add_source', { name: 'Index.md', text: index })).status).toBe(200);
    await createWorker(ctx, jobs).drain();
    expect((await ask('What happens to employees on parental leave?')).reply).toMatch(/I don't know/);

    const bounty = await ask('Do you run a public bug bounty program? Describe payouts.');
    expect(bounty.saved).toEqual([]);
    expect(bounty.reply).toMatch(/I don't know/);
    // "If so, please state…" is the request after its condition, asked with the question before, never kept
    const card = await ask(
      'Does the vendor hold a current PCI DSS attestation? If so, please state the level and the date of it.',
    );
    expect(card.saved).toEqual([]);
    expect((await ask('Briefly describe your company, including the year it was founded.')).saved).toEqual([]);
    expect(card.reply).toMatch(/I don't know/);
    await close();
  });
});
