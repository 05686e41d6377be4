// The library tools over REST and MCP: upload, background indexing, fused search with citations, delete, refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../src/files/extract';
import { createWorker } from '../../src/jobs/worker';
import { jobs } from '../../src/workers/jobs';
import * as store from '../../store/library';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { type Call, makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';
import { b64, buildDocx, buildPdf, buildScannedPdf, buildZipBombDocx, deterministicTestEmbedder } from './fixtures';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
const drain = () => createWorker(ctx, jobs).drain();

beforeAll(async () => {
  ctx = makeTestContext({ embedder: { current: deterministicTestEmbedder(), status: 'deterministic test embedder' } });
  server = await startTestServer(ctx);
});
afterAll(async () => {
  await server.close();
});

async function added(call: Call, input: Record<string, unknown>): Promise<string> {
  const res = await call('add_source', input);
  expect(res.status).toBe(200);
  expect(res.body.source).toMatchObject({ status: 'indexing' });
  return res.body.source.id;
}

describe.each(TRANSPORTS)('over %s', (transport) => {
  let call: Call;
  let close: () => Promise<void>;
  let accountId: string;
  beforeAll(async () => {
    const seeded = seedAccount(ctx);
    accountId = seeded.account.id;
    ({ call, close } = await makeCaller(transport, server.url, seeded.secret));
  });
  afterAll(() => close());

  it('indexes a text source in the background and finds it with numbered citations', async () => {
    const id = await added(call, {
      name: 'Operations handbook',
      text: '# Operations\n\n## Backups\n\nCustomer data is backed up nightly to a second region. Backups are encrypted with AES-256.\n\n## Certificación\n\nAcme tiene la certificación ISO-9001 desde 2020.',
    });
    expect((await call('get_source', { id })).body.source.status).toBe('indexing');
    await drain();
    const got = (await call('get_source', { id })).body.source;
    expect(got).toMatchObject({ id, status: 'ready', name: 'Operations handbook', error: null });
    expect(got.passage_count).toBe(2);

    const res = await call('search_library', { query: 'ISO-9001 certificacion' });
    expect(res.status).toBe(200);
    expect(res.body.query).toBe('ISO-9001 certificacion');
    expect(res.body.results[0]).toMatchObject({
      citation: 1,
      source_id: id,
      source_name: 'Operations handbook',
      heading: 'Operations › Certificación',
    });
    expect(res.body.results.map((r: { citation: number }) => r.citation)).toEqual(
      res.body.results.map((_: unknown, i: number) => i + 1),
    );
    for (const q of ['AND', 'e-mail "quoted', 'NEAR(x, y) OR *'])
      expect((await call('search_library', { query: q })).status).toBe(200);
  });

  it('finds a paraphrase that shares no word with the passage through the vector side', async () => {
    const id = await added(call, { name: 'DR plan', text: 'Snapshots are replicated elsewhere every night.' });
    await drain();
    const keywordOnly = store.keywordSearch(ctx.db, {
      accountId,
      match: '"remote" OR "daily" OR "copies"',
      limit: 10,
      headingWeight: 1,
    });
    expect(keywordOnly).toEqual([]);
    const res = await call('search_library', { query: 'remote daily copies' });
    expect(res.body.results[0]).toMatchObject({ citation: 1, source_id: id });
  });

  it('reads a .docx and a .pdf with headings, pages and tables', async () => {
    const docx = await buildDocx([
      { h: 1, text: 'Service levels' },
      {
        table: [
          ['Tier', 'Uptime'],
          ['Gold', '99.95%'],
        ],
        head: 'bold',
      },
    ]);
    const pdf = await buildPdf([
      [{ text: 'Intro', size: 18 }, { text: 'Nothing here.' }],
      [{ text: 'Escrow', size: 18 }, { text: 'Source code escrow with NCC Group.' }],
    ]);
    const docxId = await added(call, { name: 'sla.docx', data: b64(docx), content_type: DOCX });
    const pdfId = await added(call, { name: 'legal.pdf', data: b64(pdf), content_type: 'application/pdf' });
    await drain();
    expect((await call('get_source', { id: pdfId })).body.source).toMatchObject({ status: 'ready', pages: 2 });
    const sla = await call('search_library', { query: 'Gold uptime tier' });
    expect(sla.body.results[0]).toMatchObject({
      source_id: docxId,
      heading: 'Service levels',
      text: 'Tier: Gold; Uptime: 99.95%',
    });
    const escrow = await call('search_library', { query: 'source code escrow' });
    expect(escrow.body.results[0]).toMatchObject({ source_id: pdfId, heading: 'Escrow', page: 2 });
  });

  it('refuses bad files clearly and leaves the rest of the library untouched', async () => {
    const before = (await call('list_sources')).body.sources;
    const docx = await buildDocx([{ p: 'hello' }]);
    const refusals: [Record<string, unknown>, number, RegExp][] = [
      [{ name: 'cut.docx', data: b64(docx.subarray(0, docx.length - 40)), content_type: DOCX }, 422, /truncated/],
      [{ name: 'bomb.docx', data: b64(await buildZipBombDocx(40)), content_type: DOCX }, 422, /zip bomb/],
      [{ name: 'fake.pdf', data: b64('<html>hello</html>'), content_type: 'application/pdf' }, 422, /not a PDF/],
      [{ name: 'x.pdf', data: 'not base64 at all!', content_type: 'application/pdf' }, 400, /base64/],
      [{ name: 'empty.txt', text: '  \n ' }, 422, /empty/],
      [
        { name: 'pic.png', data: b64('png'), content_type: 'image/png' },
        415,
        /Cannot read.*\.pdf.*\.xlsx \(a completed questionnaire\)/,
      ],
      [{ name: 'local.txt', path: '/etc/hostname' }, 400, /stdio/],
      [{ name: 'both', text: 'a', data: b64('a') }, 400, /exactly one/],
    ];
    for (const [input, status, message] of refusals) {
      const res = await call('add_source', input);
      expect([input.name, res.status]).toEqual([input.name, status]);
      expect(res.body.error.message).toMatch(message);
    }
    expect((await call('list_sources')).body.sources).toEqual(before);
  });

  it('answers 413 for a file over 12 MB', async () => {
    const res = await call('add_source', { name: 'big.txt', text: 'x'.repeat(MAX_FILE_BYTES + 10) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });

  it('fails a scanned PDF with the reason, without touching other sources', async () => {
    const before = (await call('search_library', { query: 'backed up nightly' })).body.results;
    const id = await added(call, { name: 'scan.pdf', data: b64(await buildScannedPdf()), content_type: 'application/pdf' });
    await drain();
    const got = (await call('get_source', { id })).body.source;
    expect(got).toMatchObject({ status: 'failed', passage_count: 0, error: expect.stringMatching(/no text layer/) });
    expect((await call('search_library', { query: 'backed up nightly' })).body.results).toEqual(before);
  });

  it('deletes a source: its passages leave search at once, later reads answer 410', async () => {
    const id = await added(call, { name: 'Old pricing', text: 'Zanzibar discount applies to renewals.' });
    await drain();
    const fromIt = async () =>
      (await call('search_library', { query: 'zanzibar' })).body.results.filter((r: { source_id: string }) => r.source_id === id);
    expect(await fromIt()).toHaveLength(1);
    const del = await call('delete_source', { id });
    expect(del.body).toEqual({ deleted: true, source: { id, name: 'Old pricing' } });
    expect(await fromIt()).toEqual([]);
    expect((await call('get_source', { id })).status).toBe(410);
    expect((await call('delete_source', { id })).status).toBe(410);
    expect((await call('list_sources')).body.sources.map((s: { id: string }) => s.id)).not.toContain(id);
  });

  it('names the source that already holds the same file (409) and takes it again once that one is deleted', async () => {
    const text = `Field engineers carry spare parts kits for ${transport} sites.`;
    const first = await added(call, { name: 'Field kit', text });
    const again = await call('add_source', { name: 'Field kit (copy)', text });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'conflict', source_id: first });
    expect(again.body.error.message).toContain('Field kit');
    // another account may hold the same file; other bytes under the same name are a new source
    const other = seedAccount(ctx, { name: 'Another Co' });
    const them = await makeCaller(transport, server.url, other.secret);
    expect((await them.call('add_source', { name: 'Field kit', text })).status).toBe(200);
    await them.close();
    await added(call, { name: 'Field kit', text: `${text} Kits are restocked monthly.` });
    await drain();
    await call('delete_source', { id: first });
    await added(call, { name: 'Field kit', text });
    expect((await call('list_sources')).body.sources.filter((s: { name: string }) => s.name === 'Field kit')).toHaveLength(2);
  });

  it("answers 404 for another account's source and never shows its passages", async () => {
    const other = seedAccount(ctx, { name: 'Other Co' });
    const theirs = makeCaller(transport, server.url, other.secret);
    const them = await theirs;
    const id = await added(them.call, { name: 'Secret plan', text: 'Project Quokka launches in spring.' });
    await drain();
    expect((await them.call('search_library', { query: 'quokka' })).body.results[0].source_id).toBe(id);
    await them.close();
    expect((await call('get_source', { id })).status).toBe(404);
    expect((await call('delete_source', { id })).status).toBe(404);
    const ours = (await call('search_library', { query: 'quokka' })).body.results;
    expect(ours.filter((r: { source_id: string }) => r.source_id === id)).toEqual([]);
  });
});

describe('limits', () => {
  it('refuses the 201st source with 409', async () => {
    const seeded = seedAccount(ctx);
    for (let i = 0; i < 200; i++) {
      store.insertSource(ctx.db, {
        id: `src_fill${i}`,
        accountId: seeded.account.id,
        name: `f${i}`,
        contentType: 'text/plain',
        data: Buffer.from('x'),
        now: 1,
      });
    }
    const { call, close } = await makeCaller('rest', server.url, seeded.secret);
    const res = await call('add_source', { name: 'one more', text: 'hello' });
    await close();
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('conflict');
  });
});
