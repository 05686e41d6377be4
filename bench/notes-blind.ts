// Prints the blind corpus's scores per split (tune / held) for npm run bench:notes; the scoring is
// test/proposals/blind-score.ts, shared with the test that keeps the tune part's amounts accounted for.
import { type NoteScore, type Parse, scoreNote } from '../test/proposals/blind-score';
import type { BlindNote } from '../test/proposals/corpus-blind';

export type { ParsedDraft } from '../test/proposals/blind-score';

const pct = (a: number, b: number) => `${a}/${b} (${b ? ((100 * a) / b).toFixed(1) : '0'}%)`;

/** One table row per split, then what failed per note (details only for the tune split: held notes stay unread). */
export function printBlind(notes: BlindNote[], parse: Parse, o: { today: string; verbose: boolean; title?: string }): void {
  const rows = ['| split | notes | fields | lines | discounts (extra) | totals exact | amounts lost | not-prices flagged |'];
  rows.push('|---|---|---|---|---|---|---|---|');
  const failures: string[] = [];
  for (const split of ['tune', 'held'] as const) {
    const part = notes.filter((n) => n.split === split);
    if (part.length === 0) continue;
    const scores = part.map((n) => scoreNote(n, parse, o.today));
    const amounts = part.reduce((a, n) => a + n.expect.amounts.length, 0);
    const sum = (f: (s: NoteScore) => number) => scores.reduce((a, s) => a + f(s), 0);
    const cells = [
      split,
      String(scores.length),
      pct(
        sum((s) => s.fields.right),
        sum((s) => s.fields.stated),
      ),
      `${pct(
        sum((s) => s.lines.right),
        sum((s) => s.lines.stated),
      )} + ${sum((s) => s.lines.extra)} extra`,
      `${pct(
        sum((s) => s.discounts.right),
        sum((s) => s.discounts.stated),
      )} (${sum((s) => s.discounts.extra)})`,
      pct(
        sum((s) => (s.totals ? 1 : 0)),
        scores.length,
      ),
      `${sum((s) => s.lost.length)} of ${amounts}`,
      `${sum((s) => s.notPricesFlagged)}/${sum((s) => s.notPrices)}`,
    ];
    rows.push(`| ${cells.join(' | ')} |`);
    for (const s of scores) {
      const what: string[] = [];
      if (s.fields.wrong.length) what.push(`fields ${s.fields.wrong.join(',')}`);
      if (s.lines.right < s.lines.stated || s.lines.extra) what.push(`lines ${s.lines.right}/${s.lines.stated}+${s.lines.extra}`);
      if (s.discounts.right < s.discounts.stated || s.discounts.extra)
        what.push(`discounts ${s.discounts.right}/${s.discounts.stated}+${s.discounts.extra}`);
      if (!s.totals) what.push('totals');
      if (s.lost.length) what.push(split === 'tune' ? `lost ${s.lost.join(' ')}` : `lost ${s.lost.length}`);
      if (what.length) failures.push(`  ${split} ${s.id}: ${what.join('; ')}`);
    }
  }
  process.stdout.write(`\n## ${o.title ?? 'blind corpus (test/proposals/corpus-blind.ts)'}, per split\n\n${rows.join('\n')}\n`);
  if (o.verbose && failures.length) process.stdout.write(`\nwhat fails:\n${failures.join('\n')}\n`);
}
