// Reads RFPs sent as plain text or Markdown: # and bold headings, numbered and lettered items with their numbers
// kept, bullets, wrapped paragraphs and pipe-table rows, each remembered by the line it starts on.
import { decodeText } from '../../files/text';
import type { ReadResult } from '../model';
import { type ProseUnit, proseRequirements } from './prose';

const ITEM = /^\s*(?:([-*+•])|(\d{1,3}(?:\.\d{1,3})*[.)]|[A-Za-z][.)]|\([A-Za-z0-9]{1,4}\)))\s+/;

/** Markdown's own marks taken off: escapes, emphasis, links (their text stays). */
function plain(line: string): string {
  return line
    .replace(/\\([\\`*_{}[\]()#+\-.!|>])/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1');
}

export function readTextRfp(bytes: Buffer, kind: 'text' | 'markdown'): ReadResult {
  const lines = decodeText(bytes, kind).split('\n');
  const units: ProseUnit[] = [];
  let current: ProseUnit | null = null;
  const flush = () => {
    if (current) units.push(current);
    current = null;
  };
  for (const [i, raw] of lines.entries()) {
    const where = `line ${i + 1}`;
    const hash = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(raw);
    const bold = /^\s*(?:\*\*|__)([^*_]+)(?:\*\*|__)\s*:?\s*$/.exec(raw);
    if (hash || bold) {
      flush();
      units.push({ kind: 'heading', text: plain(hash?.[2] ?? bold?.[1] ?? ''), where, level: hash ? hash[1]?.length : 6 });
    } else if (/^\s*\|.*\|\s*$/.test(raw)) {
      flush();
      const cells = raw
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((c) => plain(c).trim());
      const separator = cells.every((c) => /^:?-{2,}:?$/.test(c));
      const headerRow = /^\s*\|(?:\s*:?-{2,}:?\s*\|)+\s*$/.test(lines[i + 1] ?? '');
      if (!separator && !headerRow) units.push({ kind: 'row', text: cells.filter(Boolean).join(' '), where });
    } else if (raw.trim() === '') flush();
    else {
      const item = ITEM.exec(raw);
      if (item) {
        flush();
        const marker = item[2] ? `${item[2]} ` : '';
        current = { kind: 'text', text: plain(marker + raw.slice(item[0].length)), where, bullet: Boolean(item[1]) };
      } else if (current) (current as ProseUnit).text += ` ${plain(raw.trim())}`;
      else current = { kind: 'text', text: plain(raw.trim()), where };
    }
  }
  flush();
  return proseRequirements(units);
}
