// Loads the hand-made ground truth of bench/truth/ (labels by question id; see its README) and joins each id to its
// question text from the questionnaires in ../shared/data; and the folded matching of evidence keys against text.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { fold } from '../src/text/words';

export type Support = 'full' | 'partial' | 'none';

export interface LabelledQuestion {
  set: 'caiq' | 'hecvat' | 'vsaq' | 'traps';
  id: string;
  question: string;
  support: Support;
  /** Verbatim key phrases of the library sentences that support it (any one marks a supporting passage). */
  evidence: string[];
  split: 'tune' | 'held';
}

interface Entry {
  id: string;
  support: Support;
  evidence: { key: string }[];
  split: 'tune' | 'held';
}
interface Trap {
  id: string;
  question: string;
  split: 'tune' | 'held';
}

function cellText(v: unknown): string {
  if (typeof v === 'object' && v && 'richText' in v)
    return (v as { richText: { text: string }[] }).richText.map((r) => r.text).join('');
  return String(v ?? '');
}

/** Question texts of the blank CAIQ v4.0.3, by question id. */
async function caiqQuestions(file: string): Promise<Map<string, string>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const out = new Map<string, string>();
  wb.eachSheet((sheet) => {
    let col: { id: number; q: number } | undefined;
    sheet.eachRow((row) => {
      const cells = Array.from(row.values as unknown[], cellText).map((c) => c.trim());
      if (!col && cells.includes('Question ID')) {
        col = { id: cells.indexOf('Question ID'), q: cells.indexOf('Question') };
        return;
      }
      const id = col ? cells[col.id] : undefined;
      if (col && id && /^[A-Z&]{3}-\d{2}\.\d/.test(id)) out.set(id, (cells[col.q] ?? '').replace(/\s+/g, ' '));
    });
  });
  return out;
}

function hecvatQuestions(file: string): Map<string, string> {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { questions: { id: string; question: string }[] };
  return new Map(data.questions.map((q) => [q.id, q.question.replace(/\s+/g, ' ').trim()]));
}

/**
 * Question texts of Google's VSAQ, by item id, from its four questionnaire files. They are JavaScript-flavoured JSON
 * (a // licence header, long strings joined with "+"), and item texts may hold HTML.
 */
function vsaqQuestions(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (items: unknown[]) => {
    for (const it of items as Array<{ id?: string; text?: string; items?: unknown[] }>) {
      if (it.id && it.text)
        out.set(
          it.id,
          it.text
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        );
      if (Array.isArray(it.items)) walk(it.items);
    }
  };
  for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const raw = fs
      .readFileSync(path.join(dir, name), 'utf8')
      .split('\n')
      .filter((l) => !/^\s*\/\//.test(l))
      .join('\n')
      .replace(/"\s*\+\s*"/g, '');
    walk((JSON.parse(raw) as { questionnaire: unknown[] }).questionnaire);
  }
  return out;
}

/** Every labelled question of the four sets, with its text. */
export async function loadTruth(truthDir: string, dataDir: string): Promise<LabelledQuestion[]> {
  const read = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(truthDir, name), 'utf8')) as T;
  const caiqText = await caiqQuestions(
    path.join(dataDir, 'questionnaires/CAIQv4.0.3_STAR-Security-Questionnaire_2024-06-03.xlsx'),
  );
  const hecvatText = hecvatQuestions(path.join(dataDir, 'questionnaires/HECVAT414_questions.json'));
  const vsaqText = vsaqQuestions(path.join(dataDir, 'questionnaires/google_vsaq'));
  const labelled = (set: 'caiq' | 'hecvat' | 'vsaq', entries: Entry[], text: Map<string, string>) =>
    entries.map((e) => {
      const question = text.get(e.id);
      if (!question) throw new Error(`${set} ${e.id}: no question text`);
      return { set, id: e.id, question, support: e.support, evidence: e.evidence.map((k) => k.key), split: e.split };
    });
  return [
    ...labelled('caiq', read<Entry[]>('caiq-evidence.json'), caiqText),
    ...labelled('hecvat', read<{ entries: Entry[] }>('hecvat-evidence.json').entries, hecvatText),
    ...labelled('vsaq', read<{ entries: Entry[] }>('vsaq-evidence.json').entries, vsaqText),
    ...read<Trap[]>('traps.json').map((t) => ({
      set: 'traps' as const,
      id: t.id,
      question: t.question,
      support: 'none' as const,
      evidence: [],
      split: t.split,
    })),
  ];
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
