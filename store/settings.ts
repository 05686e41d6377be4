// SQL for service-wide settings: named values kept once per database (the signing secret, data format versions).
import type { Db } from './db';

export function getSetting(db: Db, name: string): string | undefined {
  return (db.prepare('SELECT value FROM settings WHERE name = ?').get(name) as { value: string } | undefined)?.value;
}

export function setSetting(db: Db, name: string, value: string): void {
  db.prepare('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value').run(
    name,
    value,
  );
}

/** Keeps `value` unless the setting already exists (two processes racing keep the first); returns what is kept. */
export function settingOnce(db: Db, name: string, value: string): string {
  db.prepare('INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)').run(name, value);
  return getSetting(db, name) as string;
}
