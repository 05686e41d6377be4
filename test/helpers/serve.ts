// `bidsmith serve` as an operator starts it, in a child process, and a database as an older version left it.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import * as sqliteVec from 'sqlite-vec';

export interface Served {
  child: ChildProcess;
  /** The URL it listens on, once it says so. */
  ready: Promise<string>;
  out(): string;
  err(): string;
}

/** Starts `serve` on a data folder and an ephemeral port; the caller stops it (or `kill` in afterAll). */
export function startServe(dataDir: string, children: ChildProcess[]): Served {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'serve'], {
    env: { ...process.env, BIDSMITH_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ANTHROPIC_API_KEY: '' },
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${stderr}`)), 90_000);
    child.stderr.on('data', () => {
      const m = /"msg":"Bidsmith listening","url":"([^"]+)"/.exec(stderr);
      if (m) {
        clearTimeout(timer);
        resolve(m[1] as string);
      }
    });
  });
  return { child, ready, out: () => stdout, err: () => stderr };
}

export async function stopServe(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** The migrations in store/migrations, in the order they apply. */
export function migrationNames(): string[] {
  return fs
    .readdirSync(path.join('store', 'migrations'))
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/** A database file migrated by every migration but the last, as the version before it left it. */
export function olderDatabase(file: string): void {
  const old = new Database(file);
  sqliteVec.load(old);
  old.exec('CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
  for (const name of migrationNames().slice(0, -1)) {
    old.exec(fs.readFileSync(path.join('store', 'migrations', name), 'utf8'));
    old.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, 1)').run(name);
  }
  old.close();
}
