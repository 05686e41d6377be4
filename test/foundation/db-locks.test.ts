// Two connections to one database file, as the request thread and a worker thread have: a transaction that reads and
// then writes must not fail because the other connection committed in between (it takes the write lock first).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../store/db';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidsmith-locks-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('transactions across connections', () => {
  it('a read-then-write transaction holds the write lock from its start, so another writer waits instead', () => {
    const file = path.join(dir, 'locks.db');
    const request = openDatabase(file);
    const worker = openDatabase(file);
    worker.pragma('busy_timeout = 0');
    request.exec('CREATE TABLE items (n INTEGER)');
    const count = () => (request.prepare('SELECT COUNT(*) AS n FROM items').get() as { n: number }).n;
    let workerWrite: unknown = null;
    request.transaction(() => {
      const before = count();
      // the worker commits between the read and the write: with a deferred BEGIN this write would fail with
      // SQLITE_BUSY (snapshot out of date); here the worker is the one told to wait
      try {
        worker.prepare('INSERT INTO items (n) VALUES (1)').run();
      } catch (e) {
        workerWrite = e;
      }
      request.prepare('INSERT INTO items (n) VALUES (?)').run(before + 1);
    })();
    expect(String(workerWrite)).toMatch(/locked|busy/i);
    expect(count()).toBe(1);
    // nested transactions are still savepoints of the outer one
    request.transaction(() => {
      request.transaction(() => request.prepare('INSERT INTO items (n) VALUES (2)').run())();
    })();
    expect(count()).toBe(2);
    request.close();
    worker.close();
  });
});
