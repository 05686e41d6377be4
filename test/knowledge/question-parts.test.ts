// A buyer's question that asks several things ("Are you certified? If so, by which body, and when does it expire?") is
// answered part by part when no one sentence answers it whole: the first part must be answered, the later ones only
// from the passages that answered it, each of their words said; what no passage says is named, and a draft with a
// partial answer waits on that fact like an open one.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readMessage } from '../../src/facts/sentences';
import { questionParts } from '../../src/knowledge/parts';
import { partsQuestion } from '../../src/rfps/needs';
import { seedAccount } from '../helpers/context';
import { callRest, makeCaller, sharedServer, TRANSPORTS } from '../helpers/server';
import { drain } from '../rfps/fixtures';

describe('the parts of a question', () => {
  const parts = (q: string) => questionParts(q).map((p) => [p.text, p.followsUp]);

  it('cuts at a second sentence and at a question joined on with "and"', () => {
    expect(parts('Do you hold a Cyber Essentials certificate? If so, who issued it and when does it lapse?')).toEqual([
      ['Do you hold a Cyber Essentials certificate?', false],
      ['who issued it', true],
      ['when does it lapse?', true],
    ]);
    expect(parts('Where are the data centres hosting our records, and where are the archives stored?')).toEqual([
      ['Where are the data centres hosting our records', false],
      ['where are the archives stored?', false],
    ]);
  });

  it('reads a piece that names nothing with the part before it, and leaves out what is asked only on a no', () => {
    expect(parts('Do you scan containers for vulnerabilities? How often?')).toEqual([
      ['Do you scan containers for vulnerabilities?', false],
      ['Do you scan containers for vulnerabilities? How often?', true],
    ]);
    expect(parts('Is the mobile app signed? If not, describe the compensating controls.')).toEqual([
      ['Is the mobile app signed?', false],
    ]);
    // "X and Y" between nouns is one question
    expect(parts('What are your RTO and RPO?')).toEqual([['What are your RTO and RPO?', false]]);
  });

  it('leaves out a form\'s note of the answer it wants, "(Yes/No)"', () => {
    expect(parts('Do you support customer-managed keys? (Yes/No) Which regions offer them?')).toEqual([
      ['Do you support customer-managed keys?', false],
      ['Which regions offer them?', true],
    ]);
    expect(parts('Will you sign a data processing agreement? (Y/N/NA)')).toEqual([
      ['Will you sign a data processing agreement?', false],
    ]);
  });

  it('cuts a later request at each thing it asks for', () => {
    expect(parts('Do you offer an API? Describe its authentication method and rate limits.')).toEqual([
      ['Do you offer an API?', false],
      ['Describe its authentication method', true],
      ['rate limits.', true],
    ]);
  });

  it('reads a short request, or one that points back, with the question before it', () => {
    const questions = (m: string) =>
      readMessage(m)
        .filter((s) => s.kind === 'question')
        .map((s) => s.text);
    expect(questions('Do you carry cyber liability insurance? Please state the coverage limit.')).toEqual([
      'Do you carry cyber liability insurance? Please state the coverage limit.',
    ]);
    expect(questions('Do you offer an API? Describe its authentication method.')).toHaveLength(1);
  });

  it("reads a buyer's requirement on the respondent with the request after it, never as the company's fact", () => {
    expect(
      readMessage('The supplier shall notify the council before appointing a subcontractor. State the notice period.'),
    ).toEqual([
      {
        text: 'The supplier shall notify the council before appointing a subcontractor. State the notice period.',
        kind: 'question',
      },
    ]);
    expect(readMessage('The vendor must encrypt all data at rest.')).toEqual([
      { text: 'The vendor must encrypt all data at rest.', kind: 'context' },
    ]);
    // (the company's own rule on its suppliers is its fact)
    expect(readMessage('Our suppliers must hold ISO 27001 certification.')[0]?.kind).toBe('statement');
  });

  it('asks a colleague what is left in the company voice, after what it asks on', () => {
    expect(partsQuestion(['Do you hold a Cyber Essentials certificate?', 'when does it lapse?'])).toBe(
      'Do we hold a Cyber Essentials certificate? When does it lapse?',
    );
    expect(partsQuestion(['who issued your certificate'])).toBe('Who issued our certificate?');
  });
});

const live = sharedServer();

const LIBRARY = [
  '# Certifications',
  '',
  'Tollan Freight has held a Cyber Essentials Plus certificate since 2021. The certificate is issued by Harrow Assurance Ltd (certificate number CE 55120); the current certificate expires on 30 June 2027.',
  '',
  '# Support access',
  '',
  'Support engineers reach a customer workspace only through a support session the customer opens, which expires after 48 hours.',
  '',
  '# Hosting',
  '',
  'Customer records are hosted in the AWS Frankfurt region.',
].join('\n');

describe.each(TRANSPORTS)('answers in parts over %s', (transport) => {
  it('answers each part of a compound question from the passage that answered its first', async () => {
    const { call, close } = await makeCaller(transport, live.url, seedAccount(live.ctx).secret);
    expect((await call('add_source', { name: 'Trust overview.md', text: LIBRARY })).status).toBe(200);
    await drain(live.ctx);
    const out = await call('teach_fact', {
      message:
        'Is your company certified to Cyber Essentials Plus? If so, which body issued the certificate, and when does it expire?',
    });
    const reply = out.body.reply as string;
    expect(reply).toContain('Harrow Assurance Ltd');
    expect(reply).toContain('30 June 2027');
    expect(reply).not.toContain('48 hours');
    expect(reply).not.toContain('Still missing');
    await close();
  });

  it('gives the part it can and names the part it cannot, never another passage for it', async () => {
    const { call, close } = await makeCaller(transport, live.url, seedAccount(live.ctx).secret);
    const text = [
      '# Certifications',
      '',
      'Tollan Freight has held a Cyber Essentials Plus certificate since 2021.',
      '',
      '# Support access',
      '',
      'Support engineers reach a customer workspace only through a support session the customer opens, which expires after 48 hours.',
    ].join('\n');
    expect((await call('add_source', { name: 'Trust overview.md', text })).status).toBe(200);
    await drain(live.ctx);
    const out = await call('teach_fact', {
      message: 'Are you certified to Cyber Essentials Plus? If so, which body issued the certificate, and when does it expire?',
    });
    const reply = out.body.reply as string;
    expect(reply).toContain('since 2021');
    // the support session's expiry is another thing's
    expect(reply).not.toContain('48 hours');
    // (who issued it is a part of words alone, which the whole answer may answer in other words: not named missing)
    expect(reply).toMatch(/Still missing: .*expire/);
    await close();
  });
});

describe.each(TRANSPORTS)('a later request over %s', (transport) => {
  it('gives each thing a later request asks for from the passage that answered the first part', async () => {
    const { call, close } = await makeCaller(transport, live.url, seedAccount(live.ctx).secret);
    const text = [
      '# Integrations',
      '',
      'The API is included in the Professional plan. It is a REST API that returns JSON.',
      '',
      '- Authentication: OAuth 2.0 client credentials, one client per integration.',
      '- Rate limits: 300 requests per minute per account.',
      '- Webhooks: signed with HMAC-SHA256.',
      '',
      '# Availability',
      '',
      'The web application and the API are monitored every minute from two regions.',
    ].join('\n');
    expect((await call('add_source', { name: 'Integrations.md', text })).status).toBe(200);
    await drain(live.ctx);
    const reply = (
      await call('teach_fact', { message: 'Do you offer an API? Describe its authentication method and rate limits.' })
    ).body.reply as string;
    expect(reply).toContain('OAuth 2.0 client credentials');
    expect(reply).toContain('300 requests per minute');
    await close();
  });
});

describe('a partial draft', () => {
  it('is drafted with what the library says, names the rest, waits on it as a gap, and is redrafted once it is taught', async () => {
    const seeded = seedAccount(live.ctx);
    const call = (name: string, input: Record<string, unknown> = {}) => callRest(live.url, seeded.secret, name, input);
    const text = ['# Certifications', '', 'Tollan Freight has held a Cyber Essentials Plus certificate since 2021.'].join('\n');
    expect((await call('add_source', { name: 'Certifications.md', text })).status).toBe(200);
    const up = await call('upload_rfp', {
      name: 'Haulier questionnaire.md',
      text: '# Security\n\n1. Are you certified to Cyber Essentials Plus? If so, which body issued the certificate, and when does it expire?',
    });
    await drain(live.ctx);
    await call('draft_all_requirements', { id: up.body.rfp.id });
    await drain(live.ctx);
    const listed = await call('list_requirements', { id: up.body.rfp.id });
    const [req] = listed.body.requirements as Array<{ id: string; status: string; response: string; needs_input: string }>;
    expect(req?.status).toBe('drafted');
    expect(req?.response).toContain('since 2021');
    expect(req?.needs_input).toBe('Are we certified to Cyber Essentials Plus? When does it expire?');
    const gaps = (await call('list_gaps')).body.gaps as Array<{ question: string; waiting: number }>;
    expect(gaps.map((g) => g.question)).toContain(req?.needs_input);

    // the fact taught through the requirement's own endpoint completes the answer and clears the gap
    const taught = await call('teach_requirement_fact', {
      id: up.body.rfp.id,
      rid: req?.id,
      answer: 'Our Cyber Essentials Plus certificate is issued by Harrow Assurance Ltd and expires on 30 June 2027.',
    });
    expect(taught.status).toBe(200);
    const after = (await call('list_requirements', { id: up.body.rfp.id })).body.requirements[0];
    expect(after.response).toContain('30 June 2027');
    expect(after.needs_input).toBeNull();
    expect(((await call('list_gaps')).body.gaps as unknown[]).length).toBe(0);
  });
});

describe("a partial draft in the buyer's file", () => {
  it('is written as the answer so far, and the export says it is partial', async () => {
    const seeded = seedAccount(live.ctx);
    const call = (name: string, input: Record<string, unknown> = {}) => callRest(live.url, seeded.secret, name, input);
    const text = '# Certifications\n\nTollan Freight has held a Cyber Essentials Plus certificate since 2021.';
    expect((await call('add_source', { name: 'Certifications.md', text })).status).toBe(200);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Questions');
    ws.getRow(1).values = ['ID', 'Question', 'Comments'];
    ws.getRow(2).values = [
      'S-1',
      'Are you certified to Cyber Essentials Plus? If so, which body issued the certificate, and when does it expire?',
    ];
    ws.getRow(3).values = ['S-2', 'What is the per-claim limit of your professional indemnity insurance?'];
    const up = await call('upload_rfp', {
      name: 'Haulier questionnaire.xlsx',
      data: Buffer.from(await wb.xlsx.writeBuffer()).toString('base64'),
    });
    await drain(live.ctx);
    await call('draft_all_requirements', { id: up.body.rfp.id });
    await drain(live.ctx);
    const out = await call('export_rfp', { id: up.body.rfp.id });
    expect(out.status).toBe(200);
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(Buffer.from(out.file?.data ?? []) as unknown as ExcelJS.Buffer);
    const sheet = back.getWorksheet('Questions');
    expect(String(sheet?.getCell('C2').value ?? '')).toContain('since 2021');
    // (a requirement waiting on a fact with no answer at all is still left blank)
    expect(sheet?.getCell('C3').value ?? null).toBeNull();
    expect(out.file?.summary).toMatch(/1 of them partial/);
  });
});
