// Field-level accuracy of the offline notes parser on the corpora: per field, how many stated values it read right,
// read wrong, missed, and how many values it invented where the notes state none. Run: npm run bench:notes
// (`-- --parser /path/to/parse/index.ts` scores another build of the parser, e.g. an older commit's, on the same notes)
import { type Discount, type LineItem, ProposalFields } from '../src/proposals/schema';
import { amountEquivalents } from '../src/proposals/totals';
import { CORPUS } from '../test/proposals/corpus';
import { BLIND_NOTES } from '../test/proposals/corpus-blind';
import { BLIND_NOTES_2 } from '../test/proposals/corpus-blind2';
import { BLIND_NOTES_3 } from '../test/proposals/corpus-blind3';
import { BLIND_NOTES_4 } from '../test/proposals/corpus-blind4';
import { BLIND_NOTES_5 } from '../test/proposals/corpus-blind5';
import { BLIND_NOTES_6 } from '../test/proposals/corpus-blind6';
import { BLIND_NOTES_7 } from '../test/proposals/corpus-blind7';
import { BLIND_NOTES_8 } from '../test/proposals/corpus-blind8';
import { BLIND_NOTES_9 } from '../test/proposals/corpus-blind9';
import { BLIND_NOTES_10 } from '../test/proposals/corpus-blind10';
import { BLIND_NOTES_11 } from '../test/proposals/corpus-blind11';
import { BLIND_NOTES_12 } from '../test/proposals/corpus-blind12';
import { BLIND_NOTES_13 } from '../test/proposals/corpus-blind13';
import { BLIND_NOTES_14 } from '../test/proposals/corpus-blind14';
import { BLIND_NOTES_15 } from '../test/proposals/corpus-blind15';
import { BLIND_NOTES_16 } from '../test/proposals/corpus-blind16';
import { BLIND_NOTES_17 } from '../test/proposals/corpus-blind17';
import { BLIND_NOTES_18 } from '../test/proposals/corpus-blind18';
import { BLIND_NOTES_19 } from '../test/proposals/corpus-blind19';
import { BLIND_NOTES_20 } from '../test/proposals/corpus-blind20';
import { BLIND_NOTES_21 } from '../test/proposals/corpus-blind21';
import { BLIND_NOTES_22 } from '../test/proposals/corpus-blind22';
import { BLIND_NOTES_23 } from '../test/proposals/corpus-blind23';
import { BLIND_NOTES_24 } from '../test/proposals/corpus-blind24';
import { FRESH } from '../test/proposals/corpus-fresh';
import { HELD_OUT } from '../test/proposals/corpus-heldout';
import { type ParsedDraft, printBlind } from './notes-blind';

const TODAY = '2026-11-21';
const flag = process.argv.indexOf('--parser');
const parserPath = flag > 0 ? process.argv[flag + 1] : undefined;
const { parseNotes } = (await import(
  parserPath ?? '../src/proposals/parse/index'
)) as typeof import('../src/proposals/parse/index');
// every field of the spec's table but docLang, which follows the `lang` argument rather than the notes
const FIELDS = (Object.keys(ProposalFields.shape) as (keyof ProposalFields)[]).filter((f) => f !== 'docLang');

interface Tally {
  stated: number;
  correct: number;
  wrong: number;
  missed: number;
  invented: number;
}

interface Expected {
  name: string;
  lang: string;
  notes: string;
  fields: Record<string, unknown>;
  /** False when only the listed fields are known (the first corpus asserts some fields only). */
  complete: boolean;
  lineItems?: LineItem[];
  amounts?: Array<[number, number]>;
  discounts?: Array<Partial<Discount>>;
  multiYear?: boolean;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

function score(cases: Expected[]): { rows: Map<string, Tally>; perfect: number } {
  const rows = new Map<string, Tally>();
  for (const row of [...FIELDS, 'lineItems (amounts)', 'lineItems (desc)', 'discounts', 'multiYear'])
    rows.set(row, { stated: 0, correct: 0, wrong: 0, missed: 0, invented: 0 });
  const add = (row: string, k: keyof Tally, n = 1) => {
    const t = rows.get(row) ?? { stated: 0, correct: 0, wrong: 0, missed: 0, invented: 0 };
    t[k] += n;
    rows.set(row, t);
  };
  let perfect = 0;
  for (const c of cases) {
    const got = parseNotes(c.notes, { lang: c.lang, today: TODAY });
    const errorsBefore = [...rows.values()].reduce((s, t) => s + t.wrong + t.missed + t.invented, 0);
    for (const f of FIELDS) {
      if (!c.complete && !(f in c.fields)) continue;
      const want = c.fields[f];
      const have = (got.fields as Record<string, unknown>)[f];
      if (blank(want)) {
        if (!blank(have)) add(f, 'invented');
        continue;
      }
      add(f, 'stated');
      if (blank(have)) add(f, 'missed');
      else add(f, have === want ? 'correct' : 'wrong');
    }
    // items: matched by their amounts; a matched item's description is scored on its own row
    const want =
      c.lineItems?.map((i) => ({ amounts: [i.y1, i.y2], desc: i.desc as string | undefined })) ??
      c.amounts?.map((a) => ({ amounts: a, desc: undefined }));
    if (want) {
      const left = [...got.lineItems];
      for (const w of want) {
        add('lineItems (amounts)', 'stated');
        const at = left.findIndex((i) => i.y1 === w.amounts[0] && i.y2 === w.amounts[1]);
        if (at < 0) {
          const outcome = left.length > 0 ? 'wrong' : 'missed';
          add('lineItems (amounts)', outcome);
          if (w.desc !== undefined) {
            add('lineItems (desc)', 'stated');
            add('lineItems (desc)', outcome);
          }
          left.shift();
          continue;
        }
        const [hit] = left.splice(at, 1);
        add('lineItems (amounts)', 'correct');
        if (w.desc !== undefined) {
          add('lineItems (desc)', 'stated');
          add('lineItems (desc)', hit?.desc === w.desc ? 'correct' : 'wrong');
        }
      }
      add('lineItems (amounts)', 'invented', left.length);
    }
    if (c.discounts) {
      // a percentage on named lines is compared as the amounts it takes off, the shape the corpus writes it in
      const currency = typeof got.fields.currency === 'string' ? got.fields.currency : '';
      const left = amountEquivalents({ lineItems: got.lineItems, discounts: got.discounts, currency });
      for (const w of c.discounts) {
        add('discounts', 'stated');
        const at = left.findIndex((d) => Object.entries(w).every(([k, v]) => (d as Record<string, unknown>)[k] === v));
        if (at < 0) {
          add('discounts', left.length > 0 ? 'wrong' : 'missed');
          left.shift();
        } else {
          left.splice(at, 1);
          add('discounts', 'correct');
        }
      }
      add('discounts', 'invented', left.length);
    }
    if (c.multiYear !== undefined) {
      add('multiYear', 'stated');
      add('multiYear', got.multiYear === c.multiYear ? 'correct' : 'wrong');
    }
    const errorsAfter = [...rows.values()].reduce((s, t) => s + t.wrong + t.missed + t.invented, 0);
    if (errorsAfter === errorsBefore) perfect++;
    else if (process.argv.includes('--verbose')) process.stdout.write(`  imperfect: ${c.name}\n`);
  }
  return { rows, perfect };
}

function print(title: string, cases: Expected[]): void {
  const { rows, perfect } = score(cases);
  const total: Tally = { stated: 0, correct: 0, wrong: 0, missed: 0, invented: 0 };
  const lines = ['| field | stated | correct | wrong | missed | invented |', '|---|---|---|---|---|---|'];
  for (const [name, t] of rows) {
    for (const k of Object.keys(total) as Array<keyof Tally>) total[k] += t[k];
    if (t.stated === 0 && t.invented === 0) continue;
    lines.push(`| ${name} | ${t.stated} | ${t.correct} | ${t.wrong} | ${t.missed} | ${t.invented} |`);
  }
  const pct = total.stated ? ((100 * total.correct) / total.stated).toFixed(1) : '0';
  lines.push(
    `| **all** | **${total.stated}** | **${total.correct} (${pct}%)** | **${total.wrong}** | **${total.missed}** | **${total.invented}** |`,
  );
  process.stdout.write(`\n## ${title}: ${cases.length} notes, ${perfect} read without a single error\n\n${lines.join('\n')}\n`);
}

print(
  'held-out corpus (test/proposals/corpus-heldout.ts; every unlisted field must be empty)',
  HELD_OUT.map((c) => ({ ...c, fields: c.fields as Record<string, unknown>, complete: true })),
);
print(
  'second held-out set (test/proposals/corpus-fresh.ts; written after the first round of fixes, scored, then fixed on)',
  FRESH.map((c) => ({ ...c, fields: c.fields as Record<string, unknown>, complete: true })),
);
print(
  'first corpus (test/proposals/corpus.ts; asserted fields only)',
  CORPUS.map((c) => {
    const { docLang: _lang, ...fields } = c.fields ?? {};
    return { ...c, fields: fields as Record<string, unknown>, complete: false };
  }),
);
printBlind(BLIND_NOTES, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
});
printBlind(BLIND_NOTES_2, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title: 'second blind corpus (test/proposals/corpus-blind2.ts; written blind after the first was tuned on; all held out)',
});
printBlind(BLIND_NOTES_3, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title: 'third blind corpus (test/proposals/corpus-blind3.ts; written blind from the spec; tuned on, both parts)',
});
printBlind(BLIND_NOTES_4, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'fourth blind corpus (test/proposals/corpus-blind4.ts; written blind from the spec after the third was tuned on; its tune part tuned on)',
});
printBlind(BLIND_NOTES_5, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'fifth blind corpus (test/proposals/corpus-blind5.ts; written blind from the spec after the fourth was tuned on; its tune part tuned on; held part tuned on from 2026-11-26)',
});
printBlind(BLIND_NOTES_6, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'sixth blind corpus (test/proposals/corpus-blind6.ts; written blind from the spec after the fifth was tuned on; its tune part tuned on; held part tuned on from 2026-11-26)',
});
printBlind(BLIND_NOTES_7, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'seventh blind corpus (test/proposals/corpus-blind7.ts; written blind from the spec after the sixth was tuned on; held part tuned on from 2026-11-26)',
});
printBlind(BLIND_NOTES_8, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'eighth blind corpus (test/proposals/corpus-blind8.ts; written blind from the spec after the seventh was tuned on; held part tuned on from 2026-11-26)',
});
printBlind(BLIND_NOTES_9, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'ninth blind corpus (test/proposals/corpus-blind9.ts; written blind from the spec after the eighth was tuned on; held part tuned on from 2026-11-26)',
});
printBlind(BLIND_NOTES_10, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'tenth blind corpus (test/proposals/corpus-blind10.ts; written blind from the spec on 2026-11-26; held part tuned on from 2026-11-26)',
});
printBlind(BLIND_NOTES_11, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'eleventh blind corpus (test/proposals/corpus-blind11.ts; written blind from the spec on 2026-11-26, after the tuning it measures)',
});
printBlind(BLIND_NOTES_12, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'twelfth blind corpus (test/proposals/corpus-blind12.ts; written blind from the spec on 2026-11-27, after the tuning it measures)',
});
printBlind(BLIND_NOTES_13, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title: 'thirteenth blind corpus (test/proposals/corpus-blind13.ts; written blind from the spec on 2026-11-27, twelfth session)',
});
printBlind(BLIND_NOTES_14, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'fourteenth blind corpus (test/proposals/corpus-blind14.ts; written blind from the spec on 2026-11-27, thirteenth session)',
});
printBlind(BLIND_NOTES_15, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'fifteenth blind corpus (test/proposals/corpus-blind15.ts; written blind from the spec on 2026-11-27, thirteenth session, after the fourteenth was tuned on)',
});
printBlind(BLIND_NOTES_16, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'sixteenth blind corpus (test/proposals/corpus-blind16.ts; written blind from the spec on 2026-11-27, thirteenth session, after the fifteenth was tuned on)',
});
printBlind(BLIND_NOTES_17, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'seventeenth blind corpus (test/proposals/corpus-blind17.ts; written blind from the spec on 2026-11-27, fourteenth session, after the sixteenth was tuned on)',
});
printBlind(BLIND_NOTES_18, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'eighteenth blind corpus (test/proposals/corpus-blind18.ts; written blind from the spec on 2026-11-27, fourteenth session, after the seventeenth was tuned on)',
});
printBlind(BLIND_NOTES_19, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'nineteenth blind corpus (test/proposals/corpus-blind19.ts; written blind from the spec on 2026-11-27, fifteenth session, after the eighteenth was tuned on)',
});
printBlind(BLIND_NOTES_20, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'twentieth blind corpus (test/proposals/corpus-blind20.ts; written blind from the spec on 2026-11-27, fifteenth session, after the nineteenth was tuned on)',
});
printBlind(BLIND_NOTES_21, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'twenty-first blind corpus (test/proposals/corpus-blind21.ts; written blind from the spec on 2026-11-27, sixteenth session, after the twentieth was tuned on)',
});
printBlind(BLIND_NOTES_22, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'twenty-second blind corpus (test/proposals/corpus-blind22.ts; written blind from the spec on 2026-11-28, twenty-sixth session, the ordinary range of a month; unseen by the parser work of that session)',
});
printBlind(BLIND_NOTES_23, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'twenty-third blind corpus (test/proposals/corpus-blind23.ts; written blind from the spec on 2026-11-28, twenty-sixth session, while that session changed the parser; the ordinary range of a month)',
});
printBlind(BLIND_NOTES_24, parseNotes as (notes: string, o: { lang: string; today: string }) => ParsedDraft, {
  today: TODAY,
  verbose: process.argv.includes('--verbose'),
  title:
    'twenty-fourth blind corpus (test/proposals/corpus-blind24.ts; written blind from the spec on 2026-11-28, twenty-sixth session, after its last parser change; the ordinary range of a month)',
});

// Pathological notes at the 50 KB limit: the parse time of each (median of 3), so a quadratic pattern shows here.
const cap = (s: string) => s.slice(0, 50_000);
const HOSTILE: Record<string, string> = {
  '2,500 prices': Array.from({ length: 2500 }, (_, i) => `$${i + 1}/seat/month for item ${i}`).join(' and '),
  '3,000 names with titles': Array.from({ length: 3000 }, (_, i) => `Ana Ruiz${i} Perez, CEO`).join(' '),
  'dictation ("x comma")': `${'x comma '.repeat(6000)}${'y period '.repeat(1000)}`,
  '1,500 corrections': `40 seats at $5. ${'correction: seats is 45 not 40. '.repeat(1500)}`,
  'one lower-case run': `proposal for ${'abc '.repeat(12000)}`,
  '1,800 tab-separated rows': `Product\tQty\tUnit\tPrice\n${'Item\t5\tper seat / month\t$4\n'.repeat(1800)}`,
  '2,000 chat headers': '[10:02] Ana Ruiz\n¿Descuento?\n'.repeat(2000),
  '"1.1.1…"': `Acme: ${'1.'.repeat(25000)}`,
  '"1,21,21…"': `Acme: ${'1,2'.repeat(16000)}`,
  '"₹1,1,1…,000"': `Acme: ₹${'1,'.repeat(25000)}000`,
  'number words ("twenty one twenty one…")': `Acme: ${'twenty one '.repeat(5000)}`,
  '8,000 krona figures ("12 kr")': `Bergen AS: ${'12 kr '.repeat(8400)}`,
  '"12 per 12 per…"': `Acme: ${'12 per '.repeat(7000)}`,
  // notes that name no currency price the figures in a price's shape: each of these is thousands of prices
  '"@ 1@ 1…" (no currency named)': `Acme: ${'@ 1'.repeat(16000)}`,
  '"onboarding 4k." × 3,300 (no currency named)': `Acme: ${'onboarding 4k. '.repeat(3400)}`,
  '"3% uplift each…"': `Acme: ${'3% uplift each '.repeat(3400)}`,
  // lines that read as tiers but make no table (each range the same), and one table of thousands of tiers
  '3,500 tier lines ("seats 1-2: $1")': `Acme, graduated, 40 seats:\n${'seats 1-2: $1\n'.repeat(3500)}`,
  // a priced line each: 2,400 of them (every amount checked against every line once was cubic: minutes)
  '2,400 priced lines': Array.from({ length: 2400 }, (_, i) => `Item ${i}: ${i + 2} seats at $${i + 1}`).join('\n'),
  '2,000 priced ranges': Array.from({ length: 2000 }, (_, i) => `${i * 3 + 1}-${i * 3 + 2} seats: $${i + 1}`).join('\n'),
  // blank space: a run of 50,000 spaces took two minutes before runs were cut short (new-user trial 21)
  '"a", 49,998 spaces, "!"': `a${' '.repeat(49_998)}!`,
  '"a", 49,998 tabs, "!"': `a${'\t'.repeat(49_998)}!`,
  '"ab" and five spaces × 7,000': Array.from({ length: 7200 }, () => 'ab').join('     '),
  '2,500 chained tiers': `Acme seats, graduated, 40 seats:\n${Array.from({ length: 2500 }, (_, i) => `${i * 2 + 1}-${i * 2 + 2} seats: $${i + 1}`).join('\n')}`,
};
const timing = ['| 50 KB of | parse (median of 3) |', '|---|---|'];
for (const [name, text] of Object.entries(HOSTILE)) {
  const runs = [0, 1, 2].map(() => {
    const t = performance.now();
    parseNotes(cap(text), { lang: 'en', today: TODAY });
    return performance.now() - t;
  });
  timing.push(`| ${name} | ${runs.sort((a, b) => a - b)[1]?.toFixed(0)} ms |`);
}
process.stdout.write(`\n## pathological notes (50 KB each)\n\n${timing.join('\n')}\n`);
