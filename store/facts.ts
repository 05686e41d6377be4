// SQL for facts: insert (replacing the live fact of the same topic), list, get, delete (tombstone).
import { newId } from '../src/ids';
import type { Db } from './db';

export interface FactRow {
  id: string;
  account_id: string;
  topic: string;
  topic_key: string;
  text: string;
  lang: string;
  created_at: number;
  deleted_at: number | null;
  replaced_by: string | null;
  /** The question it was given as the answer to (squeezed: letters and digits, lower case), or null. */
  asked: string | null;
  /** The person's answer as given ("Yes. For US customers…"), when it was kept from one; null otherwise. */
  answer: string | null;
}

/** Live facts of an account, newest first. */
export function listLiveFacts(db: Db, accountId: string): FactRow[] {
  return db
    .prepare('SELECT * FROM facts WHERE account_id = ? AND deleted_at IS NULL ORDER BY created_at DESC, rowid DESC')
    .all(accountId) as FactRow[];
}

export function countLiveFacts(db: Db, accountId: string): number {
  return (
    db.prepare('SELECT COUNT(*) AS n FROM facts WHERE account_id = ? AND deleted_at IS NULL').get(accountId) as { n: number }
  ).n;
}

/** A fact of this account, live or tombstoned; undefined when it never existed here. */
export function getFact(db: Db, accountId: string, id: string): FactRow | undefined {
  return db.prepare('SELECT * FROM facts WHERE id = ? AND account_id = ?').get(id, accountId) as FactRow | undefined;
}

/**
 * Keeps a fact; the live fact with the same topic key (if any) is tombstoned and points at the new one.
 * Returns the new row and the one it replaced. Call inside a transaction when saving several.
 */
export function putFact(
  db: Db,
  f: {
    accountId: string;
    topic: string;
    topicKey: string;
    text: string;
    lang: string;
    now: number;
    asked?: string | null;
    answer?: string | null;
  },
): { fact: FactRow; replaced: FactRow | undefined } {
  const replaced = db
    .prepare('SELECT * FROM facts WHERE account_id = ? AND topic_key = ? AND deleted_at IS NULL')
    .get(f.accountId, f.topicKey) as FactRow | undefined;
  // the same fact taught again replaces nothing (new-user trial 14: it made a new id and marked answers stale)
  if (replaced && replaced.text === f.text) {
    if (f.asked) {
      db.prepare('UPDATE facts SET asked = ?, answer = ? WHERE id = ?').run(f.asked, f.answer ?? null, replaced.id);
      return { fact: { ...replaced, asked: f.asked, answer: f.answer ?? null }, replaced: undefined };
    }
    return { fact: replaced, replaced: undefined };
  }
  const fact: FactRow = {
    id: newId('fact'),
    account_id: f.accountId,
    topic: f.topic,
    topic_key: f.topicKey,
    text: f.text,
    lang: f.lang,
    created_at: f.now,
    deleted_at: null,
    replaced_by: null,
    // a fact that takes the place of one a person gave as the answer to a question answers that question now (new-user
    // trial 16: restating the founding year emptied the requirement it had been taught for); the person's own words
    // were for the old fact, so the new fact's text is the answer
    asked: f.asked ?? replaced?.asked ?? null,
    answer: f.asked ? (f.answer ?? null) : null,
  };
  if (replaced) {
    db.prepare('UPDATE facts SET deleted_at = ?, replaced_by = ? WHERE id = ?').run(f.now, fact.id, replaced.id);
  }
  db.prepare(
    `INSERT INTO facts (id, account_id, topic, topic_key, text, lang, created_at, asked, answer)
     VALUES (@id, @account_id, @topic, @topic_key, @text, @lang, @created_at, @asked, @answer)`,
  ).run(fact);
  return { fact, replaced };
}

/** The live fact a person gave as the answer to this question (squeezed as `asked`), newest first. */
export function factForQuestion(db: Db, accountId: string, asked: string): FactRow | undefined {
  return db
    .prepare(
      'SELECT * FROM facts WHERE account_id = ? AND asked = ? AND deleted_at IS NULL ORDER BY created_at DESC, rowid DESC LIMIT 1',
    )
    .get(accountId, asked) as FactRow | undefined;
}

/** Tombstones a live fact; false when it was not live. */
export function deleteFact(db: Db, accountId: string, id: string, now: number): boolean {
  return (
    db.prepare('UPDATE facts SET deleted_at = ? WHERE id = ? AND account_id = ? AND deleted_at IS NULL').run(now, id, accountId)
      .changes === 1
  );
}

/** Every account's live facts, oldest first (for re-deriving topic keys when the way keys are made changes). */
export function listAllLiveFacts(db: Db): FactRow[] {
  return db.prepare('SELECT * FROM facts WHERE deleted_at IS NULL ORDER BY account_id, created_at, rowid').all() as FactRow[];
}

export function setTopicKey(db: Db, id: string, topicKey: string): void {
  db.prepare('UPDATE facts SET topic_key = ? WHERE id = ?').run(topicKey, id);
}
