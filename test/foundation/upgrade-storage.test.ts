// What an operator meets (new-user trial 13): a data directory from an older version, a newer one, a full disk.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import * as sqliteVec from 'sqlite-vec';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../../src/app';
import { createWorker } from '../../src/jobs/worker';
import { createLogger } from '../../src/logger';
import { jobs } from '../../src/workers/jobs';
import { migrationsApplied, openDatabase } from '../../store/db';
import { makeTestContext, seedAccount, tempDir } from '../helpers/context';
import { migrationNames, olderDatabase } from '../helpers/serve';
import { callRest, startTestServer } from '../helpers/server';

const servers: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

/** A fresh account on a server of its own. */
async function served() {
  const ctx = makeTestContext({ env: { LOG_LEVEL: 'silent' } });
  const { secret } = seedAccount(ctx);
  const server = await startTestServer(ctx);
  servers.push(server);
  return { ctx, secret, server };
}

/** A buyer's tender in our own words: written to bidders, about what they must do. */
const TENDER = Array.from(
  { length: 12 },
  (_, i) =>
    `${i + 1}. The Contractor shall provide a named account manager for the county. The Offeror must describe its ` +
    'escalation path, and the vendor shall keep every county record inside the state. Bidders must state their rates.',
).join('\n\n');

describe('a data directory from an older version', () => {
  it('gets a voice for every source it indexed before voices were recorded, so a buyer document is not quoted', async () => {
    const { ctx, secret, server } = await served();
    const added = await callRest(server.url, secret, 'add_source', { name: 'County tender.md', text: TENDER });
    await createWorker(ctx, jobs).drain();
    const id = added.body.source.id as string;
    // as an older version left it: indexed, no voice
    ctx.db.prepare('UPDATE library_sources SET voice = NULL, voice_reason = NULL').run();
    expect((await callRest(server.url, secret, 'get_source', { id })).body.source.voice).toBeNull();

    const lines: string[] = [];
    const again = createContext(ctx.config, { db: ctx.db, logger: createLogger('info', (l) => lines.push(l)), claude: null });
    const source = (await callRest(server.url, secret, 'get_source', { id })).body.source;
    expect(source.voice).toBe('other');
    expect(source.voice_reason).toMatch(/decided on upgrade/);
    expect(lines.join('\n')).toMatch(/decided the voice of sources an older version indexed.*"sources":1/);
    expect(again.db).toBe(ctx.db);
  });

  it('applies only the migrations an older database lacks, and says which', () => {
    const file = path.join(tempDir(), 'bidsmith.db');
    olderDatabase(file);
    const all = migrationNames();
    const db = openDatabase(file);
    expect(migrationsApplied(db)).toEqual(all.slice(-1));
    db.close();
  });

  it('reports the migrations an upgrade applied, none on the next start, and refuses a database a newer version migrated', () => {
    const file = path.join(tempDir(), 'bidsmith.db');
    const first = openDatabase(file);
    expect(migrationsApplied(first)[0]).toMatch(/^001-/);
    first.close();
    const second = openDatabase(file);
    expect(migrationsApplied(second)).toEqual([]);
    second.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run('999-from-the-future.sql', 1);
    second.close();
    expect(() => openDatabase(file)).toThrow(/upgraded by a newer Bidsmith \(migration 999-from-the-future\.sql\)/);
    // and the file is left as it was
    const raw = new Database(file, { readonly: true });
    expect(raw.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()).toEqual({
      n: fs.readdirSync(path.join('store', 'migrations')).length + 1,
    });
    raw.close();
  });
});

describe('a full disk', () => {
  it('keeps reads working and answers writes 503 saying storage is full, saving nothing', async () => {
    const { ctx, secret, server } = await served();
    expect((await callRest(server.url, secret, 'teach_fact', { message: 'We have 40 engineers.' })).status).toBe(200);
    // the database may not grow past the pages it has: every write that needs a page fails with SQLITE_FULL
    const pages = ctx.db.pragma('page_count', { simple: true }) as number;
    ctx.db.pragma(`max_page_count = ${pages}`);
    const big = 'Our backups are encrypted and kept in two regions. '.repeat(4000);
    const write = await callRest(server.url, secret, 'add_source', { name: 'Big.md', text: big });
    expect(write.status).toBe(503);
    expect(write.body.error.code).toBe('unavailable');
    expect(write.body.error.message).toMatch(/storage is full: nothing of this request was saved/);
    const facts = await callRest(server.url, secret, 'list_facts', {});
    expect(facts.status).toBe(200);
    expect(facts.body.facts.map((f: { text: string }) => f.text)).toEqual(['We have 40 engineers.']);
    expect((await callRest(server.url, secret, 'list_sources', {})).body.sources).toEqual([]);
  });

  it("still answers reads when no write goes through at all (noting the key's use, counting the call)", async () => {
    const { ctx, secret, server: writable } = await served();
    expect((await callRest(writable.url, secret, 'teach_fact', { message: 'We have 40 engineers.' })).status).toBe(200);
    // the same database opened read-only stands for a disk that takes no write at all (the WAL cannot grow either)
    const readOnly = new Database(path.join(ctx.dataDir, 'bidsmith.db'), { readonly: true });
    sqliteVec.load(readOnly);
    const frozen = createContext(ctx.config, { db: readOnly, logger: createLogger('silent'), claude: null });
    const server = await startTestServer(frozen);
    servers.push(server);
    const facts = await callRest(server.url, secret, 'list_facts', {});
    expect(facts.status).toBe(200);
    expect(facts.body.facts).toHaveLength(1);
    const write = await callRest(server.url, secret, 'teach_fact', { message: 'We have 41 engineers.' });
    expect(write.status).toBe(503);
    expect(write.body.error.message).toMatch(/storage is read-only/);
  });
});
