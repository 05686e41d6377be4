// RFP responses end to end over both transports: read, draft with citations or the missing fact, review, learn.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftAndSave } from '../../src/rfps/drafting';
import { exportRequirements, exportRfp } from '../../src/rfps/exporting';
import { READ_JOB } from '../../src/rfps/job-kinds';
import { latestJobFor } from '../../store/jobs';
import { allRequirements, getRequirement, getRfp } from '../../store/rfps';
import { buildWordDocx } from '../files/fixtures';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { type Call, makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';
import { drain, find, QUESTIONNAIRE, setUp } from './fixtures';

describe.each(TRANSPORTS)('RFP responses over %s', (transport) => {
  let ctx: TestContext;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let call: Call;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ctx = makeTestContext();
    const seeded = seedAccount(ctx);
    server = await startTestServer(ctx);
    ({ call, close } = await makeCaller(transport, server.url, seeded.secret));
  });
  afterEach(async () => {
    await close();
    await server.close();
  });

  it('reads an uploaded questionnaire in the background into requirements in document order', async () => {
    const up = await call('upload_rfp', { name: 'Acme questionnaire.md', text: QUESTIONNAIRE });
    expect(up.status).toBe(200);
    expect(up.body.rfp).toMatchObject({ status: 'reading', requirement_count: 0, name: 'Acme questionnaire.md' });
    await drain(ctx);
    const got = await call('get_rfp', { id: up.body.rfp.id });
    expect(got.body.rfp).toMatchObject({
      status: 'ready',
      requirement_count: 5,
      counts: { open: 5, drafted: 0, answered: 0, na: 0 },
    });
    expect(got.body.rfp.drafting).toMatchObject({ status: 'idle', running: false });
    const list = await call('list_requirements', { id: up.body.rfp.id });
    expect(list.body).toMatchObject({ total: 5, offset: 0, limit: 50 });
    expect(list.body.requirements.map((r: any) => r.ref)).toEqual(['1.1', '1.2', '1.3', '2.1', '2.2']);
    expect(find(list.body.requirements, 'encrypt customer data')).toMatchObject({
      section: expect.stringContaining('Data protection'),
      status: 'open',
      response: '',
      answer: '',
      needs_input: null,
      sources: [],
      unverified_claims: [],
      score: null,
    });
    const page = await call('list_requirements', { id: up.body.rfp.id, offset: 3, limit: 1 });
    expect(page.body.requirements.map((r: any) => r.ref)).toEqual(['2.1']);
    const listed = await call('list_rfps');
    expect(listed.body.rfps.map((r: any) => r.id)).toEqual([up.body.rfp.id]);
  });

  it('names the response an upload sent twice already made (409), and takes the same file under another name', async () => {
    const up = await call('upload_rfp', { name: 'Acme questionnaire.md', text: QUESTIONNAIRE });
    expect(up.status).toBe(200);
    // an agent's retry: same file, same name (spaces and case aside), no deal
    const again = await call('upload_rfp', { name: ' acme QUESTIONNAIRE.md', text: QUESTIONNAIRE });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'conflict', rfp_id: up.body.rfp.id });
    expect(again.body.error.message).toContain('Acme questionnaire.md');
    // the same blank questionnaire sent by another buyer comes under its own name
    const other = await call('upload_rfp', { name: 'Globex questionnaire.md', text: QUESTIONNAIRE });
    expect(other.status).toBe(200);
    // another account may upload the very same file under the very same name
    const them = await makeCaller(transport, server.url, seedAccount(ctx, { name: 'Other Co' }).secret);
    expect((await them.call('upload_rfp', { name: 'Acme questionnaire.md', text: QUESTIONNAIRE })).status).toBe(200);
    await them.close();
    // once the first is deleted, the same upload is taken again
    expect((await call('delete_rfp', { id: up.body.rfp.id })).status).toBe(200);
    // its reading, still queued, never runs
    expect(latestJobFor(ctx.db, up.body.rfp.id, READ_JOB)?.status).toBe('cancelled');
    expect((await call('upload_rfp', { name: 'Acme questionnaire.md', text: QUESTIONNAIRE })).status).toBe(200);
    expect((await call('list_rfps')).body.rfps).toHaveLength(2);
  });

  it('drafts an answer whose every [n] maps to a source that states it', async () => {
    const { rfpId, requirements } = await setUp(ctx, call);
    const res = await call('draft_requirement', { id: rfpId, rid: find(requirements, 'encrypt customer data').id });
    expect(res.status).toBe(200);
    const r = res.body.requirement;
    expect(r.status).toBe('drafted');
    expect(r.response).toMatch(/AES-256 \[1\]\.$/);
    expect(r.answer).not.toMatch(/\[\d\]/);
    expect(r.sources).toEqual([
      expect.objectContaining({
        citation: 1,
        source_name: 'Security overview.md',
        heading: expect.stringContaining('Encryption'),
        kind: 'passage',
      }),
    ]);
    expect(r.unverified_claims).toEqual([]);
    expect(r.needs_input).toBeNull();
  });

  it("never quotes a buyer's document put in the library as the company's answer, and says whose voice it is", async () => {
    // a newcomer adds last year's RFP to the library: its sentences are the buyer's terms, not the company's statements
    const terms = [
      'The Contractor shall staff a help desk during State business hours.',
      'Offerors must describe their approach to each task in the scope of work.',
      'Cyber liability insurance with a per-claim limit of $5,000,000 is maintained for the life of the contract.',
      'Production databases are backed up every hour and kept for 90 days.',
      'The Department will evaluate proposals on cost, experience and the staffing plan of the successful offeror.',
    ].join(' ');
    const buyer = await call('add_source', {
      name: 'Last year RFP.md',
      text: `# Request for proposals\n\n${Array.from({ length: 8 }, () => terms).join('\n\n')}`,
    });
    const marked = await call('add_source', {
      name: 'Standard excerpt.md',
      text: 'Backups are kept for 7 years.',
      voice: 'other',
    });
    const { rfpId, requirements } = await setUp(ctx, call);
    expect((await call('get_source', { id: buyer.body.source.id })).body.source).toMatchObject({
      voice: 'other',
      voice_reason: expect.stringContaining('buyer'),
    });
    expect((await call('get_source', { id: marked.body.source.id })).body.source).toMatchObject({
      voice: 'other',
      voice_reason: 'given at upload',
    });
    const insurance = (await call('draft_requirement', { id: rfpId, rid: find(requirements, 'cyber liability').id })).body
      .requirement;
    expect(insurance).toMatchObject({ status: 'open', response: '', sources: [] });
    expect(JSON.stringify(insurance)).not.toContain('5,000,000');
    const backups = (await call('draft_requirement', { id: rfpId, rid: find(requirements, 'backed up').id })).body.requirement;
    expect(backups.status).toBe('drafted');
    expect(backups.response).toContain('35 days');
    expect(backups.response).not.toMatch(/90 days|7 years/);
    expect(backups.sources.map((s: { source_name: string }) => s.source_name)).toEqual(['Security overview.md']);
    // search still finds the buyer's words, marked as another party's
    const found = (await call('search_library', { query: 'cyber liability insurance per-claim limit' })).body.results;
    expect(found[0]).toMatchObject({ source_name: 'Last year RFP.md', voice: 'other' });
    expect((await call('search_library', { query: 'encrypt customer data at rest' })).body.results[0]).toMatchObject({
      source_name: 'Security overview.md',
      voice: 'company',
    });
  });

  it("never fills a form's particulars from passages that share a word, and leaves a signature to the signer", async () => {
    await call('add_source', {
      name: 'Policies.md',
      text: '# Policies\n\nOur acceptable use policy addresses the use of mobile devices.\n\nProfile data holds each user name and email address.\n\nThe digital signature of each release is validated by the build system.',
    });
    const { rfpId, requirements } = await setUp(
      ctx,
      call,
      ['# Vendor form', '1. Company name:', '2. Address:', '3. Email:', '4. Signature:', '5. Date:'].join('\n\n'),
    );
    await call('draft_all_requirements', { id: rfpId });
    await drain(ctx);
    const now = (await call('list_requirements', { id: rfpId })).body.requirements;
    // the company's name is the account's (cited as it); no passage fills the others
    expect(now.map((r: any) => [r.status, r.response])).toEqual([
      ['drafted', 'Acme Test [1]'],
      ...requirements.slice(1).map(() => ['open', '']),
    ]);
    expect(find(now, 'Signature').needs_input).toBe('"Signature" is filled in by the person who signs the form.');
    const gaps = (await call('list_gaps')).body.gaps;
    expect(JSON.stringify(gaps)).not.toMatch(/Signature|Date/);
  });

  it('answers a question that abbreviates what a fact spells out ("AI", "artificial intelligence")', async () => {
    await call('teach_fact', { message: 'Lumen does not apply artificial intelligence to student records.' });
    await call('teach_fact', { message: 'Administrators reach production only through a virtual private network.' });
    const { rfpId } = await setUp(
      ctx,
      call,
      '# Questions\n\n1. Do you use AI to process student records?\n\n2. Do administrators reach production through a VPN?\n',
    );
    await call('draft_all_requirements', { id: rfpId });
    await drain(ctx);
    const now = (await call('list_requirements', { id: rfpId })).body.requirements;
    expect(find(now, 'AI').sources.map((s: any) => s.kind)).toContain('fact');
    expect(find(now, 'AI').response).toContain('artificial intelligence');
    expect(find(now, 'VPN').response).toContain('virtual private network');
  });

  it('keeps the facts of two questions that only share "your service" / "your company" apart', async () => {
    const { rfpId } = await setUp(
      ctx,
      call,
      [
        '# Questions',
        '1. Does your service use machine learning models on customer records?',
        '2. Are you registered as a service provider for card payments?',
        '3. Does your company have a bug bounty programme?',
        '4. Does your company have a dedicated security team?',
      ].join('\n\n'),
    );
    const now = (await call('list_requirements', { id: rfpId })).body.requirements;
    const taught = [];
    for (const [words, answer] of [
      ['machine learning', 'No. Lumen Desk applies no machine learning models to customer records.'],
      ['card payments', 'No. Lumen is not registered as a service provider for card payments.'],
      ['bug bounty', 'Yes. Lumen runs a public bug bounty programme.'],
      ['security team', 'Yes. Lumen has a security team of six people.'],
    ] as const) {
      const res = await call('teach_requirement_fact', { id: rfpId, rid: find(now, words).id, answer });
      expect(res.status).toBe(200);
      expect(res.body.replaced, words).toBeNull();
      taught.push(res.body.fact.text);
    }
    const facts = (await call('list_facts')).body.facts.map((f: any) => f.text);
    for (const text of taught) expect(facts).toContain(text);
    const after = (await call('list_requirements', { id: rfpId })).body.requirements;
    expect(after.map((r: any) => [r.status, r.stale])).toEqual([
      ['drafted', false],
      ['drafted', false],
      ['drafted', false],
      ['drafted', false],
    ]);
  });

  it("fills a field only with a value a fact gives it, without a full stop, and keeps a person's sentence as said", async () => {
    // a fact that only shares the field's word ("email") gives it no value; one holding a single address does
    await call('teach_fact', { message: 'Our help desk answers by phone, email and chat around the clock.' });
    const long =
      'All bidders are required to have operated as a going concern for at least five consecutive years, with audited accounts for each of those years and no period of insolvency.';
    const { rfpId } = await setUp(
      ctx,
      call,
      [
        '# Vendor form',
        '1. Email:',
        '2. Telephone:',
        '# Terms',
        `3. ${long}`,
        '4. The vendor shall carry umbrella liability cover.',
        '5. Do you operate an environmental management system certified to ISO 14001?',
      ].join('\n\n'),
    );
    await call('draft_all_requirements', { id: rfpId });
    await drain(ctx);
    let now = (await call('list_requirements', { id: rfpId })).body.requirements;
    expect(find(now, 'Email')).toMatchObject({ status: 'open', response: '', needs_input: 'What do we enter for "Email"?' });

    await call('teach_fact', { message: 'Our bid desk takes e-mail at bids@acme.test and answers within one day.' });
    const phone = await call('teach_requirement_fact', {
      id: rfpId,
      rid: find(now, 'Telephone').id,
      answer: '+1 (800) 555-0100',
    });
    expect(phone.body.requirement).toMatchObject({ response: '+1 (800) 555-0100 [1]', answer: '+1 (800) 555-0100' });
    await call('draft_all_requirements', { id: rfpId });
    await drain(ctx);
    now = (await call('list_requirements', { id: rfpId })).body.requirements;
    expect(find(now, 'Email')).toMatchObject({ status: 'drafted', response: 'bids@acme.test [1]', answer: 'bids@acme.test' });

    // a sentence of the person's own is the fact as said, not wrapped in the question that asked for it
    const said = 'Acme has traded continuously since 2009; its accounts are audited every year.';
    const kept = await call('teach_requirement_fact', { id: rfpId, rid: find(now, 'going concern').id, answer: said });
    expect(kept.body.fact.text).toBe(said);
    // (one sentence with its semicolon, cited once: not "…2009 [1]. its accounts…")
    expect(kept.body.requirement).toMatchObject({
      status: 'drafted',
      response: 'Acme has traded continuously since 2009; its accounts are audited every year [1].',
    });
    // a bare "Yes" to an obligation goes into the form as said; the fact is the obligation said as ours
    const yes = await call('teach_requirement_fact', { id: rfpId, rid: find(now, 'umbrella').id, answer: 'Yes' });
    expect(yes.body.requirement).toMatchObject({ status: 'drafted', answer: 'Yes' });
    expect(yes.body.fact.text).not.toMatch(/our answer/i);
    expect(yes.body.fact.text).toBe('We carry umbrella liability cover.');
    // a reply kept under the question's own words goes into the form as the person said it, without those words
    const no = await call('teach_requirement_fact', {
      id: rfpId,
      rid: find(now, 'ISO 14001').id,
      answer: 'No. We plan to certify in 2027.',
    });
    expect(no.body.fact.text).toMatch(/14001.*: No\. We plan to certify in 2027\.$/);
    expect(no.body.requirement).toMatchObject({ status: 'drafted', answer: 'No. We plan to certify in 2027.' });

    // a field's fact is the field's own: it replaces no fact on the topic its words name
    await call('teach_fact', { message: 'Our headquarters is located in Provo, Utah.' });
    const form = await call('upload_rfp', {
      name: 'Company form.md',
      text: '# Company\n\n1. Country of company headquarters:\n',
    });
    await drain(ctx);
    const [field] = (await call('list_requirements', { id: form.body.rfp.id })).body.requirements;
    const country = await call('teach_requirement_fact', { id: form.body.rfp.id, rid: field.id, answer: 'United States' });
    expect(country.body).toMatchObject({ fact: { text: 'Country of company headquarters: United States.' }, replaced: null });
    expect(country.body.requirement).toMatchObject({ response: 'United States [1]', answer: 'United States' });
    const facts = (await call('list_facts')).body.facts.map((f: any) => f.text);
    expect(facts).toContain('Our headquarters is located in Provo, Utah.');

    // a field that asks a number takes the one identifier of the fact that names it, never a figure of another fact
    await call('teach_fact', { message: 'Acme holds a Utah business license, number UT-2178456.' });
    await call('teach_fact', { message: 'We are ISO 27001 certified.' });
    const numbers = await call('upload_rfp', {
      name: 'Numbers form.md',
      text: '# Firm\n\n1. Utah business license number:\n\n2. Tax ID:\n',
    });
    await drain(ctx);
    await call('draft_all_requirements', { id: numbers.body.rfp.id });
    await drain(ctx);
    const filled = (await call('list_requirements', { id: numbers.body.rfp.id })).body.requirements;
    expect(find(filled, 'license')).toMatchObject({ status: 'drafted', answer: 'UT-2178456' });
    expect(find(filled, 'Tax ID')).toMatchObject({ status: 'open', answer: '' });
  });

  it('names the missing fact as a question and states nothing, not even for an instruction inside the RFP', async () => {
    const { rfpId, requirements } = await setUp(ctx, call);
    const insurance = (await call('draft_requirement', { id: rfpId, rid: find(requirements, 'cyber liability').id })).body
      .requirement;
    expect(insurance).toMatchObject({ status: 'open', response: '', answer: '', sources: [], choice: null });
    expect(insurance.needs_input).toBe('What is the per-claim limit of our cyber liability insurance?');
    const injected = (await call('draft_requirement', { id: rfpId, rid: find(requirements, 'Ignore all previous').id })).body
      .requirement;
    expect(injected).toMatchObject({ status: 'open', response: '', sources: [] });
    expect(JSON.stringify(injected.needs_input)).not.toMatch(/\$10M/);
    expect((await call('list_facts')).body.facts).toEqual([]);
  });

  it("drafts everything in the background, never over a person's edit, one run at a time, and stops on cancel", async () => {
    const { rfpId, requirements } = await setUp(ctx, call);
    const checks = find(requirements, 'background checks');
    // an edit that changes nothing is no edit: the requirement is still drafted by draft-all
    const probe = await call('update_requirement', { id: rfpId, rid: find(requirements, 'backed up').id });
    expect(probe.body.requirement).toMatchObject({ status: 'open', edited: false });
    const edit = await call('update_requirement', { id: rfpId, rid: checks.id, response: 'Yes, before hiring.' });
    expect(edit.body.requirement).toMatchObject({ status: 'drafted', edited: true });

    const start = await call('draft_all_requirements', { id: rfpId });
    expect(start.status).toBe(200);
    expect(start.body.rfp.drafting).toMatchObject({ running: true, total: 4, done: 0 });
    const again = await call('draft_all_requirements', { id: rfpId });
    expect(again.status).toBe(409);
    await drain(ctx);

    const rfp = (await call('get_rfp', { id: rfpId })).body.rfp;
    expect(rfp.drafting).toMatchObject({ status: 'done', running: false, done: 4, total: 4 });
    expect(rfp.counts).toMatchObject({ drafted: 3, open: 2 });
    expect(rfp.needs_input_count).toBe(2);
    const after = (await call('list_requirements', { id: rfpId })).body.requirements;
    expect(find(after, 'background checks').response).toBe('Yes, before hiring.');
    expect(find(after, 'backed up').response).toMatch(/every day.*\[1\]/);
    const waiting = await call('list_requirements', { id: rfpId, needs_input: true });
    expect(waiting.body.requirements.map((r: any) => r.ref)).toEqual(['1.2', '1.3']);

    // a queued run is cancelled at once, and a new run may start after it
    expect((await call('draft_all_requirements', { id: rfpId })).status).toBe(200);
    const stop = await call('draft_all_requirements', { id: rfpId, cancel: true });
    expect(stop.body.rfp.drafting).toMatchObject({ status: 'cancelled', running: false });
    expect((await call('draft_all_requirements', { id: rfpId })).status).toBe(200);
  });

  it("checks a person's edit sentence by sentence and lists what its sources do not say", async () => {
    const { rfpId, requirements } = await setUp(ctx, call);
    const rid = find(requirements, 'encrypt customer data').id;
    await call('draft_requirement', { id: rfpId, rid });
    const res = await call('update_requirement', {
      id: rfpId,
      rid,
      response:
        'Northwind Cloud encrypts all customer data at rest with AES-512 [1]. We hold ISO 27001 certification. Yes. Data in transit is protected with IPsec [1]. Data in transit is protected [1].',
    });
    expect(res.status).toBe(200);
    // "IPsec" shares three words of four with the source, which says "protected with TLS 1.2" (new-user trial 19)
    expect(res.body.requirement.unverified_claims).toEqual([
      'Northwind Cloud encrypts all customer data at rest with AES-512.',
      'We hold ISO 27001 certification.',
      'Data in transit is protected with IPsec.',
    ]);
    expect(res.body.requirement.edited).toBe(true);
    // the export says which answers hold such sentences, and prints no marker that no source answers to
    await call('update_requirement', { id: rfpId, rid, response: 'We rotate every key each week [2].' });
    const accountId = (await call('get_account')).body.account.id as string;
    const exported = await exportRfp(ctx, { accountId, rfpId, format: 'csv' });
    expect(exported.summary).toMatch(/1 of them with sentences their sources do not support \(1\.1; check them\)/);
    expect(exported.summary).not.toMatch(/no person has approved/);
    // said beside the download over both adapters (REST as a header)
    const download = await call('export_rfp', { id: rfpId, format: 'csv' });
    expect(download.file?.summary).toMatch(/1 of them with sentences their sources do not support \(1\.1; check them\)/);
    const rows = exportRequirements(allRequirements(ctx.db, rfpId));
    const rewritten = rows.find((r) => r.text.includes('encrypt customer data'));
    expect(rewritten?.response).toBe('We rotate every key each week.');
    // a rewrite that cites nothing is printed with no sources under it, not the draft's (new-user trial 16)
    expect(rewritten?.sources).toEqual([]);
    await call('update_requirement', { id: rfpId, rid, response: 'Customer data is encrypted at rest [1].' });
    const cited = exportRequirements(allRequirements(ctx.db, rfpId)).find((r) => r.text.includes('encrypt customer data'));
    expect(cited?.sources.map((s) => s.citation)).toEqual([1]);
  });

  it('approves an answer holding unverified sentences as written, but keeps only its supported ones for reuse', async () => {
    const { rfpId, requirements } = await setUp(ctx, call);
    const rid = find(requirements, 'encrypt customer data').id;
    await call('draft_requirement', { id: rfpId, rid });
    const drafted = (await call('list_requirements', { id: rfpId })).body.requirements.find((r: any) => r.id === rid);
    const edit = `${drafted.response} We have had zero security breaches in the last ten years [1].`;
    const approved = await call('update_requirement', { id: rfpId, rid, response: edit, status: 'answered' });
    expect(approved.status).toBe(200);
    expect(approved.body.requirement).toMatchObject({
      status: 'answered',
      unverified_claims: ['We have had zero security breaches in the last ten years.'],
    });
    // the library's approved wording holds the supported sentence only: no draft elsewhere can quote the claim
    const reuse = await call('search_library', { query: 'security breaches in the last ten years' });
    expect(JSON.stringify(reuse.body.results)).not.toMatch(/zero security breaches/);
    const second = await call('upload_rfp', {
      name: 'Second.md',
      text: '# Q\n\n7.1 Have you had any security breaches in the last ten years?\n\n7.2 Do you encrypt customer data at rest?\n',
    });
    await drain(ctx);
    await call('draft_all_requirements', { id: second.body.rfp.id });
    await drain(ctx);
    const later = (await call('list_requirements', { id: second.body.rfp.id })).body.requirements;
    expect(JSON.stringify(later)).not.toMatch(/zero security breaches/);
    expect(find(later, 'encrypt customer data').sources[0]).toMatchObject({ kind: 'answer' });
  });

  it('exports only what a person reviewed when asked, leaving machine drafts blank and counting them', async () => {
    const { rfpId } = await setUp(ctx, call);
    await call('draft_all_requirements', { id: rfpId });
    await drain(ctx);
    const drafted = (await call('list_requirements', { id: rfpId })).body.requirements.filter((r: any) => r.status === 'drafted');
    expect(drafted.length).toBeGreaterThanOrEqual(2);
    const [kept, ...others] = drafted;
    await call('update_requirement', { id: rfpId, rid: kept.id, status: 'answered' });
    const csv = await call('export_rfp', { id: rfpId, format: 'csv', answers: 'reviewed' });
    const text = Buffer.from(csv.file?.data ?? []).toString('utf8');
    expect(text).toContain(kept.answer.slice(0, 40));
    for (const r of others) expect(text).not.toContain(r.answer.slice(0, 40));
    expect(csv.file?.summary).toContain(`${others.length} drafts no person has reviewed left blank (answers: reviewed)`);
    // by default every answer is written
    const every = Buffer.from((await call('export_rfp', { id: rfpId, format: 'csv' })).file?.data ?? []).toString('utf8');
    for (const r of others) expect(every).toContain(r.answer.slice(0, 40));
  });

  it('puts an approved answer in the library, where search finds it and later drafts cite it first', async () => {
    const { rfpId, requirements } = await setUp(ctx, call);
    const rid = find(requirements, 'encrypt customer data').id;
    await call('draft_requirement', { id: rfpId, rid });
    const approved = await call('update_requirement', { id: rfpId, rid, status: 'answered' });
    expect(approved.body.requirement.status).toBe('answered');
    const sources = (await call('list_sources')).body.sources;
    expect(sources.map((s: any) => [s.name, s.kind])).toContainEqual(['Approved answers: Acme questionnaire.md', 'answers']);
    const search = await call('search_library', { query: 'encrypt customer data at rest' });
    expect(search.body.results[0]).toMatchObject({ kind: 'answer', source_name: 'Approved answers: Acme questionnaire.md' });

    const second = await call('upload_rfp', { name: 'Second.md', text: '# Q\n\n7.1 Do you encrypt customer data at rest?\n' });
    await drain(ctx);
    const q = (await call('list_requirements', { id: second.body.rfp.id })).body.requirements[0];
    const drafted = (await call('draft_requirement', { id: second.body.rfp.id, rid: q.id })).body.requirement;
    expect(drafted.status).toBe('drafted');
    expect(drafted.sources[0]).toMatchObject({ kind: 'answer', heading: expect.stringContaining('1.1') });

    // reopening takes the wording back out of the library
    await call('update_requirement', { id: rfpId, rid, status: 'open' });
    const again = await call('search_library', { query: 'encrypt customer data at rest' });
    expect(again.body.results.some((r: any) => r.kind === 'answer')).toBe(false);
  });

  it('keeps a fact from a requirement, redrafts it, and clears the same gap in every response', async () => {
    const { rfpId, requirements } = await setUp(ctx, call);
    await call('draft_all_requirements', { id: rfpId });
    const other = await call('upload_rfp', {
      name: 'Other.md',
      text: '# Insurance\n\n4.2 Please state the per-claim limit of your cyber liability insurance?\n',
    });
    await drain(ctx);
    await call('draft_all_requirements', { id: other.body.rfp.id });
    await drain(ctx);
    const gaps = (await call('list_gaps')).body.gaps;
    const cyber = gaps.filter((g: any) => /cyber liability/i.test(g.question));
    expect(cyber).toHaveLength(1);
    expect(cyber[0].waiting).toBe(2);

    const rid = find(requirements, 'cyber liability').id;
    const res = await call('teach_requirement_fact', { id: rfpId, rid, answer: '$5M per claim' });
    expect(res.status).toBe(200);
    expect(res.body.fact.text).toMatch(/\$5M per claim/);
    expect(res.body.requirement).toMatchObject({ status: 'drafted', needs_input: null });
    expect(res.body.requirement.sources[0]).toMatchObject({ kind: 'fact', source_name: 'Facts' });
    expect(res.body.requirement.response).toMatch(/\$5M per claim.*\[1\]/);
    await drain(ctx);
    const otherReq = (await call('list_requirements', { id: other.body.rfp.id })).body.requirements[0];
    expect(otherReq).toMatchObject({ status: 'drafted', needs_input: null });
    const left = (await call('list_gaps')).body.gaps;
    expect(left.some((g: any) => /cyber liability/i.test(g.question))).toBe(false);
  });

  it("drafts a requirement from the very answer a person gave it, and asks a form's empty fields as fields", async () => {
    const form = [
      '# Offeror information',
      '',
      '1. Company name:',
      '',
      '2. Printed name:',
      '',
      '# Security',
      '',
      '3.1 Describe how the solution keeps all sensitive data encrypted in transit and at rest under the CJIS Security Policy and MARS-E.',
      '',
    ].join('\n');
    const { rfpId, requirements } = await setUp(ctx, call, form);
    await call('draft_all_requirements', { id: rfpId });
    await drain(ctx);
    const listed = (await call('list_requirements', { id: rfpId })).body.requirements;
    const company = find(listed, 'Company name');
    const printed = find(listed, 'Printed name');
    // the account's name fills the company's name, cited as the account; no signer is set, so its name is asked
    expect(company).toMatchObject({ status: 'drafted', response: 'Acme Test [1]', needs_input: null });
    expect(company.sources).toEqual([expect.objectContaining({ kind: 'account', source_name: 'Account', heading: 'name' })]);
    expect(printed.needs_input).toBe('What do we enter for "Printed name"?');
    expect((await call('list_gaps')).body.gaps.map((g: any) => g.question)).toContain('What do we enter for "Printed name"?');
    expect((await call('update_account', { settings: { signer_name: 'Maria Lopez', signer_title: 'CFO' } })).status).toBe(200);
    const signer = (await call('draft_requirement', { id: rfpId, rid: printed.id })).body.requirement;
    expect(signer).toMatchObject({ status: 'drafted', answer: 'Maria Lopez', needs_input: null });

    // a fact taught for the field wins over the account's name (the legal name a form asks for)
    const named = await call('teach_requirement_fact', { id: rfpId, rid: company.id, answer: 'Instructure, Inc.' });
    expect(named.body.requirement).toMatchObject({
      status: 'drafted',
      response: 'Instructure, Inc. [1]',
      answer: 'Instructure, Inc.',
    });
    expect(named.body.requirement.sources[0]).toMatchObject({ citation: 1, kind: 'fact', source_name: 'Facts' });

    // the answer shares few of the requirement's words, but it is the person's answer to this very requirement
    const rid = find(requirements, 'CJIS').id;
    const res = await call('teach_requirement_fact', {
      id: rfpId,
      rid,
      answer: 'Yes. TLS 1.2 protects data in transit and AES-256 protects data at rest, with FIPS 140-2 validated modules.',
    });
    expect(res.status).toBe(200);
    expect(res.body.requirement).toMatchObject({ status: 'drafted', needs_input: null });
    expect(res.body.requirement.response).toMatch(/AES-256.*\[1\]/);
    expect(res.body.requirement.sources).toEqual([
      expect.objectContaining({ kind: 'fact', source_name: 'Facts', text: expect.stringContaining('FIPS 140-2 validated') }),
    ]);
  });

  it('answers pricing, term, start and SLA questions from the proposal the RFP names, and nothing the proposal does not state', async () => {
    const drafted = await call('draft_proposal', { notes: 'Proposal for Acme Corp: 50 seats at $40/seat/month.' });
    const number = drafted.body.proposal.number;
    const updated = await call('update_proposal', {
      number,
      fields: {
        term: '24 months',
        startDate: '2027-03-01',
        sla: '99.9% uptime',
        billing: 'Annual',
        currency: 'USD',
        scale: '50 seats',
        edition: 'Enterprise',
        governingLaw: 'State of Texas',
        validUntil: '2026-12-23',
      },
      lineItems: [
        { desc: 'Northbeam Pro, 50 seats', y1: 24000, y2: 24000 },
        { desc: 'Onboarding (one-time)', y1: 5000, y2: 0 },
      ],
      discounts: [{ label: '10% off seats', kind: 'pct', value: 10, y1: true, y2: true, lines: [0] }],
    });
    expect(updated.status).toBe(200);
    const { rfpId } = await setUp(
      ctx,
      call,
      [
        '# Commercial',
        '7.1 What is the annual price for 50 seats?',
        '7.2 What is the proposed contract term?',
        '7.3 What are the one-time implementation or onboarding fees?',
        '7.4 What uptime do you commit to in the SLA?',
        '7.5 What is the price for 500 seats?',
        '7.6 How do you monitor the availability of the service?',
        '7.7 How many user licences are quoted, and what is the monthly rate per licence?',
        '7.8 Which edition of Northbeam Pro are you proposing for the district?',
        '7.9 ¿Qué legislación rige el contrato y hasta cuándo es válida la cotización?',
        '7.10 Contract start date:',
        '7.11 What is the total cost for year 1 and year 2?',
        '7.12 What discount is offered?',
      ].join('\n\n'),
      number,
    );
    await call('draft_all_requirements', { id: rfpId });
    await drain(ctx);
    const now = (await call('list_requirements', { id: rfpId })).body.requirements;
    const price = find(now, 'annual price');
    expect(price).toMatchObject({ status: 'drafted', needs_input: null });
    // the line's price, and what it comes to after the discount scoped to it (new-user trial 18)
    expect(price.response).toContain(
      'USD 24,000.00 in year one and USD 24,000.00 in year two (USD 48,000.00 over the two years), or USD 21,600.00 in year one and USD 21,600.00 in year two after 10% off seats [1]',
    );
    expect(price.sources[0]).toMatchObject({ kind: 'deal', source_name: `Proposal ${number}`, heading: 'lineItems' });
    expect(find(now, 'contract term').response).toBe('The contract term is 24 months [1].');
    const onboarding = find(now, 'one-time');
    expect(onboarding.response).toBe('The price for Onboarding (one-time) is USD 5,000.00 in year one [1].');
    expect(find(now, 'uptime').sources.map((s: any) => s.heading)).toEqual(['sla']);
    // the count and the rate; a product named with capitals; Spanish; a form's field
    const terms = (text: string) => find(now, text).sources.map((s: any) => s.heading);
    expect(terms('How many user licences')).toEqual(expect.arrayContaining(['scale', 'lineItems']));
    expect(terms('Which edition')).toEqual(['edition']);
    expect(terms('legislación')).toEqual(expect.arrayContaining(['governingLaw', 'validUntil']));
    expect(terms('Contract start date')).toEqual(['startDate']);
    // the years a question names are no figures the deal must hold
    expect(terms('total cost for year 1')).toContain('totals');
    // the total says the discount it is after, so the lines quoted beside it add up
    expect(find(now, 'total cost for year 1').response).toContain(
      'The total price is USD 26,600.00 in year one and USD 21,600.00 in year two, after discounts of USD 2,400.00 in year one and USD 2,400.00 in year two',
    );
    // a percentage on some lines says which
    expect(find(now, 'discount is offered').response).toContain(
      'A discount applies: 10% off seats (10% of Northbeam Pro, 50 seats) [1].',
    );
    // an edit of the deal flags the answers quoting it stale, but only when a term's sentence changed
    const signer = await call('update_proposal', { number, fields: { custSigner: 'Dana Lee' } });
    expect(signer.status).toBe(200);
    expect((await call('list_requirements', { id: rfpId, stale: true })).body.requirements).toEqual([]);
    await call('update_proposal', { number, fields: { startDate: '2027-04-01' } });
    const stale = (await call('list_requirements', { id: rfpId, stale: true })).body.requirements;
    expect(stale.map((r: any) => r.text)).toContain('Contract start date:');
    expect(find(stale, 'Contract start date').stale_reason).toMatch(new RegExp(`${number}\\) changed \\(.*startDate`));
    // only the answers quoting a sentence that changed: the term, the SLA and the price still say what the deal says
    expect(stale.map((r: any) => r.text)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/contract term|uptime|annual price/)]),
    );
    await call('update_proposal', {
      number,
      lineItems: [
        { desc: 'Northbeam Pro, 50 seats', y1: 25000, y2: 25000 },
        { desc: 'Onboarding (one-time)', y1: 5000, y2: 0 },
      ],
    });
    const afterPrice = (await call('list_requirements', { id: rfpId, stale: true })).body.requirements.map((r: any) => r.text);
    expect(afterPrice).toEqual(expect.arrayContaining([expect.stringContaining('annual price')]));
    expect(afterPrice.some((t: string) => /contract term|uptime|one-time/.test(t))).toBe(false);
    // a figure the deal does not hold, and a question that only shares its words, are not the deal's to answer
    for (const text of ['500 seats', 'monitor the availability']) {
      const r = find(now, text);
      expect(
        r.sources.some((s: any) => s.kind === 'deal'),
        r.response,
      ).toBe(false);
      expect(r.status).toBe('open');
    }
  });

  it('keeps a terse answer as the statement it completes, and a fact on another kind of the topic clears no gap', async () => {
    const { rfpId, requirements } = await setUp(
      ctx,
      call,
      '# Company\n\n5.1 Where is your headquarters located?\n\n5.2 What is the per-claim limit of your cyber liability insurance?\n',
    );
    await call('draft_all_requirements', { id: rfpId });
    await drain(ctx);
    const where = find(requirements, 'headquarters');
    const kept = await call('teach_requirement_fact', { id: rfpId, rid: where.id, answer: 'Austin, Texas' });
    expect(kept.body.fact.text).toBe('Our headquarters is located in Austin, Texas.');
    expect(kept.body.requirement).toMatchObject({ status: 'drafted', needs_input: null });

    const general = await call('teach_fact', { message: 'Our general liability insurance covers $2M per occurrence.' });
    expect(general.body.saved).toHaveLength(1);
    await drain(ctx);
    const now = (await call('list_requirements', { id: rfpId })).body.requirements;
    expect(find(now, 'cyber liability')).toMatchObject({ status: 'open', response: '' });
    expect((await call('list_gaps')).body.gaps.map((g: any) => g.question)).toEqual([
      'What is the per-claim limit of our cyber liability insurance?',
    ]);
  });

  it('keeps a reply that opens with "Sí," under what was asked, so the same question in the next document is drafted from it', async () => {
    const question =
      '¿Cuenta con un seguro de responsabilidad civil por ciberriesgos? Indique el monto de cobertura por siniestro.';
    const first = await setUp(ctx, call, `# Seguros\n\n1.6 ${question}\n`);
    const kept = await call('teach_requirement_fact', {
      id: first.rfpId,
      rid: first.requirements[0].id,
      answer: 'Sí, con una cobertura de USD 2.000.000 por siniestro.',
    });
    expect(kept.body.fact.text).toBe(
      'Seguro de responsabilidad civil por ciberriesgos: Sí, con una cobertura de USD 2.000.000 por siniestro.',
    );
    const next = await call('upload_rfp', { name: 'Otra licitación.md', text: `# Anexo\n\n3.2 ${question}\n` });
    await drain(ctx);
    await call('draft_all_requirements', { id: next.body.rfp.id });
    await drain(ctx);
    const [again] = (await call('list_requirements', { id: next.body.rfp.id })).body.requirements;
    expect(again).toMatchObject({ status: 'drafted', needs_input: null, answer: expect.stringContaining('USD 2.000.000') });

    // a Spanish form's signature line is asked in Spanish, though "Firma" alone says little of its language
    const form = await buildWordDocx([{ h: 1, text: 'C. Declaración' }, { table: [['Firma', '']] }]);
    const signed = await call('upload_rfp', { name: 'Formulario.docx', data: form.toString('base64') });
    await drain(ctx);
    await call('draft_all_requirements', { id: signed.body.rfp.id });
    await drain(ctx);
    const [signature] = (await call('list_requirements', { id: signed.body.rfp.id })).body.requirements;
    expect(signature).toMatchObject({ status: 'open', needs_input: '«Firma»: la completa quien firma el formulario.' });
  });

  it('keeps an answer taught while a background redraft was drafting from what was known before', async () => {
    const { rfpId, requirements } = await setUp(
      ctx,
      call,
      '# Company\n\n5.2 What is the per-claim limit of your cyber liability insurance?\n',
    );
    await call('draft_all_requirements', { id: rfpId });
    await drain(ctx);
    const [asked] = requirements;
    const rfp = getRfp(ctx.db, seededAccountOf(ctx, rfpId), rfpId);
    // what a background redraft read before the person answered
    const before = getRequirement(ctx.db, rfpId, asked.id);
    const taught = await call('teach_requirement_fact', { id: rfpId, rid: asked.id, answer: '$2M per claim' });
    expect(taught.body.requirement).toMatchObject({ status: 'drafted' });
    // the fact deleted: the answer is flagged stale, and drafting now finds nothing
    expect((await call('delete_fact', { id: taught.body.fact.id })).status).toBe(200);
    const saved = await draftAndSave(ctx, {
      accountId: rfp?.account_id as string,
      rfp: rfp as NonNullable<typeof rfp>,
      requirement: before as NonNullable<typeof before>,
      onlyIfUntouched: true,
    });
    expect(saved).toBe(false);
    const [now] = (await call('list_requirements', { id: rfpId })).body.requirements;
    expect(now).toMatchObject({ status: 'drafted', stale: true, answer: expect.stringContaining('$2M per claim') });
  });

  it('flags an answer stale when a fact it cites is replaced or a document it cites is deleted', async () => {
    await call('teach_fact', { message: 'Our uptime commitment is 99.95% each month.' });
    const { rfpId, sourceId } = await setUp(
      ctx,
      call,
      '# Q\n\n3.1 What uptime do you commit to?\n\n3.2 Do you encrypt customer data at rest?\n',
    );
    await call('draft_all_requirements', { id: rfpId });
    await drain(ctx);
    let list = (await call('list_requirements', { id: rfpId })).body.requirements;
    expect(find(list, 'uptime').sources[0].kind).toBe('fact');
    expect(list.every((r: any) => r.stale === false)).toBe(true);

    await call('teach_fact', { message: 'Our uptime commitment is 99.99% each month.' });
    list = (await call('list_requirements', { id: rfpId })).body.requirements;
    expect(find(list, 'uptime')).toMatchObject({ stale: true, stale_reason: expect.stringContaining('99.95%') });
    await call('delete_source', { id: sourceId });
    const stale = (await call('list_requirements', { id: rfpId, stale: true })).body.requirements;
    expect(stale.map((r: any) => r.ref)).toEqual(['3.1', '3.2']);
    expect((await call('get_rfp', { id: rfpId })).body.rfp.stale_count).toBe(2);
    // the export's summary names the stale answers it wrote
    const accountId = (await call('get_account')).body.account.id as string;
    const exported = await exportRfp(ctx, { accountId, rfpId, format: 'csv' });
    expect(exported.summary).toMatch(/2 with answers; 2 of them stale \(what they cite changed since: 3\.1, 3\.2;/);
    // and how many of the answers no person has looked at
    expect(exported.summary).toMatch(/; 2 of them drafts no person has approved or edited yet, /);

    const redrafted = (await call('draft_requirement', { id: rfpId, rid: find(list, 'uptime').id })).body.requirement;
    expect(redrafted).toMatchObject({ stale: false, response: expect.stringContaining('99.99%') });
    // a person's rewrite is written knowing what changed: no longer stale (the same text sent again changes nothing)
    const atRest = find(stale, 'at rest');
    const same = await call('update_requirement', { id: rfpId, rid: atRest.id, response: atRest.response });
    expect(same.body.requirement.stale).toBe(true);
    const rewritten = await call('update_requirement', {
      id: rfpId,
      rid: atRest.id,
      response: 'Customer data is encrypted at rest.',
    });
    expect(rewritten.body.requirement).toMatchObject({ stale: false, status: 'drafted', edited: true });
    // drafting all redrafts a machine draft that went stale, never one a person approved
    await call('teach_fact', { message: 'Our uptime commitment is 99.9% each month.' });
    await call('update_requirement', { id: rfpId, rid: find(list, 'at rest').id, status: 'answered', response: 'Yes.' });
    await call('delete_fact', {
      id: (await call('list_facts')).body.facts.find((f: any) => /99\.9%/.test(f.text)).id,
    });
    await call('teach_fact', { message: 'Our uptime commitment is 99.5% each month.' });
    expect((await call('list_requirements', { id: rfpId, stale: true })).body.requirements.map((r: any) => r.ref)).toEqual([
      '3.1',
    ]);
    await call('draft_all_requirements', { id: rfpId });
    await drain(ctx);
    list = (await call('list_requirements', { id: rfpId })).body.requirements;
    expect(find(list, 'uptime')).toMatchObject({ stale: false, response: expect.stringContaining('99.5%') });
    expect(find(list, 'at rest')).toMatchObject({ status: 'answered', response: 'Yes.' });
  });

  it('flags an answer stale when a fact taught later speaks to its very question, and leaves others alone', async () => {
    const { rfpId } = await setUp(
      ctx,
      call,
      '# Q\n\n3.1 Do you encrypt customer data at rest?\n\n3.2 Is data in transit protected?\n\n3.3 Do you have existing higher education customers?\n',
    );
    await call('draft_all_requirements', { id: rfpId });
    await drain(ctx);
    let list = (await call('list_requirements', { id: rfpId })).body.requirements;
    await call('update_requirement', { id: rfpId, rid: find(list, 'higher education').id, response: 'Yes.' });
    list = (await call('list_requirements', { id: rfpId })).body.requirements;
    expect(list.map((r: any) => [r.status, r.stale])).toEqual([
      ['drafted', false],
      ['drafted', false],
      ['drafted', false],
    ]);
    await call('teach_fact', { message: 'We no longer encrypt customer data at rest in the legacy archive.' });
    await drain(ctx);
    list = (await call('list_requirements', { id: rfpId })).body.requirements;
    expect(find(list, 'at rest')).toMatchObject({ stale: true, stale_reason: expect.stringContaining('legacy archive') });
    expect(find(list, 'in transit').stale).toBe(false);
    // half a short question's words by chance ("customer", "higher") is not speaking to it
    await call('teach_fact', { message: 'Customer data in transit uses TLS 1.2 or higher.' });
    await drain(ctx);
    list = (await call('list_requirements', { id: rfpId })).body.requirements;
    expect(find(list, 'higher education').stale).toBe(false);
  });

  it('keeps tenants apart, and refuses bad uploads, bad parameters and accounts without the add-on', async () => {
    const { rfpId, requirements } = await setUp(ctx, call);
    const other = seedAccount(ctx);
    const outsider = await makeCaller(transport, server.url, other.secret);
    expect((await outsider.call('get_rfp', { id: rfpId })).status).toBe(404);
    expect((await outsider.call('list_requirements', { id: rfpId })).status).toBe(404);
    expect((await outsider.call('draft_requirement', { id: rfpId, rid: requirements[0].id })).status).toBe(404);
    expect((await outsider.call('list_rfps')).body.rfps).toEqual([]);
    await outsider.close();

    const noAddon = seedAccount(ctx, { rfp: false });
    const plain = await makeCaller(transport, server.url, noAddon.secret);
    const refused = await plain.call('list_rfps');
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({ code: 'payment_required', required_addon: 'rfp_responder' });
    await plain.close();

    const exe = await call('upload_rfp', {
      name: 'x.exe',
      data: Buffer.from('MZ').toString('base64'),
      content_type: 'application/x-msdownload',
    });
    expect(exe.status).toBe(415);
    const deal = await call('upload_rfp', { name: 'a.md', text: '1. Do you?', deal_number: 'P-9999' });
    expect(deal.status).toBe(404);
    expect(deal.body.error.field).toBe('deal_number');
    const limit = await call('list_requirements', { id: rfpId, limit: 500 });
    expect(limit.status).toBe(400);
    expect(limit.body.error.message).toMatch(/^limit/);
    const status = await call('update_requirement', { id: rfpId, rid: requirements[0].id, status: 'done' });
    expect(status.status).toBe(400);
    expect(status.body.error.message).toMatch(/^status/);
    // a score where the buyer's form does not score would never be written back
    expect(requirements[0].scored).toBe(false);
    const score = await call('update_requirement', { id: rfpId, rid: requirements[0].id, score: 5 });
    expect(score.status).toBe(400);
    expect(score.body.error.field).toBe('score');
    // a misspelt name would otherwise be dropped and the person think the answer saved
    const typo = await call('update_requirement', { id: rfpId, rid: requirements[0].id, respones: 'We do.' });
    expect(typo.status).toBe(400);
    expect(typo.body.error.field).toBe('respones');

    expect((await call('delete_rfp', { id: rfpId })).body).toMatchObject({ deleted: true, rfp: { id: rfpId } });
    expect((await call('get_rfp', { id: rfpId })).status).toBe(410);
    expect((await call('list_requirements', { id: rfpId })).status).toBe(410);
  });
});

/** The account an RFP belongs to (the test's one seeded account). */
function seededAccountOf(ctx: TestContext, rfpId: string): string {
  return (ctx.db.prepare('SELECT account_id FROM rfps WHERE id = ?').get(rfpId) as { account_id: string }).account_id;
}
