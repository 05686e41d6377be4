// Loads the hand-made ground truth of bench/truth/ (labelled questionnaire questions and traps), whatever the exact
// key names the labelling used, into one shape; and the folded matching of evidence keys against text.
import fs from 'node:fs';
import { fold } from '../src/text/words';

export type Support = 'full' | 'partial' | 'none';

export interface LabelledQuestion {
  set: string;
  id: string;
  question: string;
  support: Support;
  /** Key phrases of the library text that answers it (any one of them marks a supporting passage). */
  evidence: string[];
  split: 'tune' | 'held';
}

type Raw = Record<string, unknown>;

function pick(raw: Raw, names: string[]): unknown {
  for (const n of names) if (raw[n] !== undefined && raw[n] !== null) return raw[n];
  return undefined;
}

function entries(file: string): Raw[] {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (Array.isArray(data)) return data as Raw[];
  const obj = data as Raw;
  const list = pick(obj, ['questions', 'items', 'entries', 'labels', 'traps']);
  if (Array.isArray(list)) return list as Raw[];
  throw new Error(`${file}: no list of questions found`);
}

function phrases(v: unknown): string[] {
  if (typeof v === 'string') return v.trim() ? [v] : [];
  if (Array.isArray(v)) return v.flatMap((x) => (typeof x === 'object' && x ? phrases(pick(x as Raw, ['key', 'phrase', 'text'])) : phrases(x)));
  return [];
}

/** The labelled questions of one truth file; traps (questions the library must not answer) are support "none". */
export function loadTruth(file: string, set: string, trap = false): LabelledQuestion[] {
  return entries(file).map((raw, i) => {
    const label = String(pick(raw, ['label', 'support', 'verdict', 'answerable', 'coverage']) ?? 'none').toLowerCase();
    const split = String(pick(raw, ['split']) ?? 'tune');
    return {
      set,
      id: String(pick(raw, ['id', 'question_id', 'ref', 'qid']) ?? `${set}-${i + 1}`),
      question: String(pick(raw, ['question', 'text', 'q']) ?? '').trim(),
      support: trap ? 'none' : label.startsWith('full') ? 'full' : label.startsWith('partial') ? 'partial' : 'none',
      evidence: trap ? [] : phrases(pick(raw, ['evidence', 'evidence_keys', 'keys', 'key_phrases', 'evidence_phrases'])),
      split: split === 'held' ? 'held' : 'tune',
    };
  });
}

const flat = (s: string) =>
  fold(s)
    .replace(/[‘’´`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();

/** Whether `text` holds one of the evidence keys, compared folded (case, accents, dashes, spaces). */
export function holdsEvidence(text: string, keys: string[]): boolean {
  const t = flat(text);
  return keys.some((k) => flat(k).length > 0 && t.includes(flat(k)));
}
