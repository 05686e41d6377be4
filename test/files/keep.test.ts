// Uploaded files are kept in 1 MB parts written one short transaction at a time, so a large upload never holds the
// database's write lock (and with it every request that writes) for long; a commit that fails leaves no part behind.
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors';
import { keepFile, PART_BYTES } from '../../src/files/keep';
import { deleteOrphanParts } from '../../store/files';
import { makeTestContext, seedAccount } from '../helpers/context';
import { makeCaller, startTestServer } from '../helpers/server';

const ctx = makeTestContext({ env: { BIDSMITH_WORKER_THREADS: '2', BIDSMITH_EMBEDDER: 'none', LOG_LEVEL: 'warn' } });
afterAll(() => ctx.compute.close(0));

const parts = (fileId: string) =>
  ctx.db.prepare('SELECT seq, length(data) AS n FROM file_parts WHERE file_id = ? ORDER BY seq').all(fileId) as {
    seq: number;
    n: number;
  }[];

/** A text of `bytes` bytes that reads as sentences (each line different, so the upload is one of a kind). */
function text(bytes: number, tag: string): string {
  const lines: string[] = [];
  for (let i = 0, n = 0; n < bytes; i++) {
    const line = `Line ${i} of ${tag}: our backups are encrypted and kept for thirty days.\n`;
    lines.push(line);
    n += line.length;
  }
  return lines.join('').slice(0, bytes);
}

describe('keeping an uploaded file', () => {
  it('writes it in parts that read back as the very same bytes', async () => {
    const bytes = Buffer.from(text(2.5 * PART_BYTES, 'parts'));
    const kept = await keepFile(ctx, 'src_partstest', bytes, () => 'committed');
    expect(kept).toBe('committed');
    expect(parts('src_partstest').map((p) => p.n)).toEqual([PART_BYTES, PART_BYTES, 0.5 * PART_BYTES]);
    const { readFile } = await import('../../store/files');
    expect(readFile(ctx.db, 'src_partstest')?.equals(bytes)).toBe(true);
  });

  it('leaves nothing when the commit is refused', async () => {
    const refused = await keepFile(ctx, 'src_refused', Buffer.from(text(1.2 * PART_BYTES, 'refused')), () => {
      throw new AppError('conflict', 'taken meanwhile');
    }).catch((err: unknown) => err);
    expect(refused).toMatchObject({ code: 'conflict' });
    expect(parts('src_refused')).toEqual([]);
  });

  it('clears parts an upload cut off before its commit left, once they are an hour old', () => {
    const now = ctx.clock.now();
    const insert = ctx.db.prepare('INSERT INTO file_parts (file_id, seq, data, created_at) VALUES (?, 0, ?, ?)');
    insert.run('rfp_cutoff', Buffer.from('x'), now - 2 * 3_600_000);
    insert.run('rfp_writing', Buffer.from('x'), now - 60_000);
    expect(deleteOrphanParts(ctx.db, now - 3_600_000)).toBe(1);
    expect(parts('rfp_cutoff')).toEqual([]);
    expect(parts('rfp_writing')).toHaveLength(1);
  });
});

describe('a large upload through the API', () => {
  it('is parsed and saved on worker threads, kept in parts, and refused once as a duplicate', async () => {
    const seeded = seedAccount(ctx);
    const server = await startTestServer(ctx);
    const { call, close } = await makeCaller('rest', server.url, seeded.secret);
    // a questionnaire that reads (a failed one would not be matched as a duplicate), padded past a part
    const questions = Array.from({ length: 5 }, (_, i) => `${i + 1}. Do you keep backup copy ${i + 1} for thirty days?\n\n`);
    const body = `${questions.join('')}${text(1.5 * PART_BYTES, 'api')}`;
    // an RFP keeps its file for as long as it lives (a library source's goes once indexed)
    const added = await call('upload_rfp', { name: 'big.txt', text: body });
    expect(added.status).toBe(200);
    const id = added.body.rfp.id as string;
    expect(parts(id).map((p) => p.n)).toEqual([PART_BYTES, body.length - PART_BYTES]);
    const before = ctx.db.prepare('SELECT COUNT(*) AS n FROM file_parts').get() as { n: number };
    const again = await call('upload_rfp', { name: 'big.txt', text: body });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ rfp_id: id });
    expect(again.body.error.field).toBeUndefined();
    expect(ctx.db.prepare('SELECT COUNT(*) AS n FROM file_parts').get()).toEqual(before);
    await close();
    await server.close();
  });
});

describe('buffers moved to a thread', () => {
  it('move only when they own their memory: a small pooled Buffer is copied and every other one survives', async () => {
    const small = Buffer.from('{"a":1}');
    const neighbour = Buffer.from('still here');
    expect(await ctx.compute.run('parseJson', { body: small }, { move: [small] })).toEqual({ a: 1 });
    expect(neighbour.toString()).toBe('still here');
    expect(small.toString()).toBe('{"a":1}');
    const big = Buffer.from(JSON.stringify({ text: text(200_000, 'moved') }));
    expect(((await ctx.compute.run('parseJson', { body: big }, { move: [big] })) as { text: string }).text).toHaveLength(200_000);
    expect(big.byteLength).toBe(0);
  });
});
