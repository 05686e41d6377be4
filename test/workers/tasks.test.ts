// Request work that runs in a worker thread comes back as it would inline: PDFs as Buffers, refusals as AppErrors.
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors';
import { reviveBuffers } from '../../src/workers/tasks';
import { makeTestContext, seedAccount } from '../helpers/context';
import { makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';

const ctx = makeTestContext({ env: { BIDSMITH_WORKER_THREADS: '2', BIDSMITH_EMBEDDER: 'none', LOG_LEVEL: 'warn' } });
afterAll(() => ctx.compute.close(0));

describe.each(TRANSPORTS)('tasks in worker threads over %s', (transport) => {
  it('renders a proposal PDF in a thread and stamps a certificate onto it', async () => {
    const seeded = seedAccount(ctx);
    const server = await startTestServer(ctx);
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    const number = (await call('draft_proposal', { notes: 'Proposal for Initech: 40 seats at $30/seat/month, 1 year' })).body
      .proposal.number as string;
    const pdf = await call('get_proposal_pdf', { number });
    expect(pdf.status).toBe(200);
    expect(pdf.file?.data.subarray(0, 5).toString()).toBe('%PDF-');

    const document = pdf.file?.data as Buffer;
    const signed = await ctx.compute.run('buildSignedPdf', {
      lang: 'es-ES',
      input: {
        document,
        documentSha256: 'ab'.repeat(32),
        title: `Propuesta ${number}`,
        fileName: `${number}-original.pdf`,
        signers: [],
        events: [],
        completedAt: Date.parse('2026-11-21T10:00:00Z'),
      },
    });
    expect(Buffer.isBuffer(signed)).toBe(true);
    expect(signed.length).toBeGreaterThan(document.length);
    expect(ctx.compute.liveThreads()).toHaveLength(2);
    await close();
    await server.close();
  });
});

describe('errors from a worker thread', () => {
  it('keep their code, so the adapters answer the same status as inline', async () => {
    const refused = await ctx.compute.run('embed', { texts: ['hello'] }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'unavailable', message: expect.stringContaining('BIDSMITH_EMBEDDER=none') });
  });
});

describe('buffers crossing threads', () => {
  it('come back as Buffers wherever they sit in a result, and vectors stay vectors', () => {
    const crossed = structuredClone({ file: { name: 'a.pdf', data: Buffer.from('%PDF-1.7') }, parts: [Buffer.from('x')] });
    expect(Buffer.isBuffer(crossed.file.data)).toBe(false);
    const revived = reviveBuffers({ ...crossed, vector: new Float32Array([0.5]) });
    expect(Buffer.isBuffer(revived.file.data) && revived.file.data.toString()).toBe('%PDF-1.7');
    expect(Buffer.isBuffer(revived.parts[0])).toBe(true);
    expect(revived.vector).toBeInstanceOf(Float32Array);
  });
});
