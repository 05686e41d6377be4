// Opens the SQLite database (WAL, sqlite-vec loaded) and applies the migrations in store/migrations in order.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import * as sqliteVec from 'sqlite-vec';

export type Db = Database.Database;

/** The SHA-256 of a file's bytes, hex: how the same file uploaded twice is recognised. */
export const contentHash = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Whether an error is the disk refusing a write (full, read-only, failing), not a defect of the request: such a
 * failure saves nothing (the transaction rolls back) and is reported as the service being unavailable.
 */
export function storageFailure(err: unknown): 'full' | 'read-only' | 'failing' | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  if (code === 'SQLITE_FULL') return 'full';
  if (code.startsWith('SQLITE_READONLY')) return 'read-only';
  if (code.startsWith('SQLITE_IOERR') || code === 'SQLITE_CANTOPEN') return 'failing';
  return null;
}

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens (or creates) the database at `file`; ':memory:' gives a private in-memory database. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  sqliteVec.load(db);
  writeFirst(db);
  appliedAtOpen.set(db, migrate(db));
  return db;
}

const appliedAtOpen = new WeakMap<Db, string[]>();

/** The migrations opening this database applied (an upgrade), oldest first; none when it was already current. */
export function migrationsApplied(db: Db): string[] {
  return appliedAtOpen.get(db) ?? [];
}

/**
 * Every transaction begins IMMEDIATE (takes the write lock at BEGIN, waiting up to busy_timeout for it). A deferred
 * transaction that reads and then writes ("count the sources, then insert one") fails at once with SQLITE_BUSY when
 * another connection (a worker thread) committed in between: SQLite cannot wait there without breaking isolation.
 * Nested calls still become savepoints.
 */
function writeFirst(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn: (...args: never[]) => unknown) => {
    const t = transaction(fn);
    const run = (...args: never[]) => t.immediate(...args);
    return Object.assign(run, { default: t.immediate, deferred: t.deferred, immediate: t.immediate, exclusive: t.exclusive });
  }) as Db['transaction'];
}

/**
 * Applies the migrations this version has and the database lacks, each in its own transaction; returns their names.
 * A database a newer version already migrated further is refused (an older version would fail on it request by
 * request, on tables that are no longer there).
 */
export function migrate(db: Db): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const applied = new Set(
    db
      .prepare('SELECT name FROM schema_migrations')
      .all()
      .map((r) => (r as { name: string }).name),
  );
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const unknown = [...applied].filter((name) => !files.includes(name)).sort();
  if (unknown.length > 0) {
    throw new Error(
      `the database ${db.name} was upgraded by a newer Bidsmith (migration ${unknown.join(', ')}), which this version cannot read; run that newer version, or restore the copy of the data directory taken before the upgrade`,
    );
  }
  const done: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(file, Date.now());
    }).immediate();
    done.push(file);
  }
  return done;
}
