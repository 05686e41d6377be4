// Reads RFPs sent as plain text or Markdown: # and bold headings, numbered and lettered items with their numbers
// kept, bullets, wrapped paragraphs, pipe-table rows and blockquotes, each remembered by the line it starts on.
import { AppError } from '../../errors';
import { decodeText } from '../../files/text';
import type { ReadResult } from '../model';
import { decodeEntities, dropInlineHtml, markdownLines } from './markdown-html';
import { type ProseUnit, proseRequirements } from './prose';

const ITEM = /^\s*(?:([-*+•])|(\d{1,4}(?:\.\d{1,3})*[.)]|[A-Za-z][.)]|\([A-Za-z0-9]{1,4}\)))\s+/;

/**
 * Item labels that start a new item only after a line that ended a sentence (or at the start): "1.2 How often…",
 * "Q3. Do you…", "A.4", "SEC-07", "R12:". Questionnaires put them on consecutive lines (new-user trial 11: three
 * questions read as one); after a line cut mid-sentence the same shape is a wrapped line ("…we serve⏎2.5 million").
 */
const LABELLED =
  /^\s*(\d{1,4}(?:\.\d{1,3})+|(?:Q|R|REQ)\d{1,4}(?:\.\d{1,3})*[.):]?|[A-Z]{1,3}\d{1,4}(?:\.\d{1,3})*[.):]|[A-Z]{1,2}\.\d{1,3}(?:\.\d{1,3})*[.):]?|[A-Z][A-Z&]{0,6}-\d{1,3}(?:\.\d{1,3})?[.):]?)\s+(?=\S)/;

/** Markdown's own marks taken off: inline HTML, escapes (any ASCII punctuation), emphasis, links (their text stays). */
function plain(line: string): string {
  const text = dropInlineHtml(line)
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1');
  return decodeEntities(text);
}

/** A line (or list item) that is only a link to an anchor of the same document: navigation, such as a table of contents. */
const ANCHOR_LINK = /^\s*(?:[-*+•]\s+|\d{1,4}[.)]\s+)?\[[^\]]*\]\(#[^)\s]*\)\s*$/;

/** Blockquote marks: what follows is quoted (an address, a cited passage), never a heading. */
const QUOTE = /^\s*>(?:\s*>)*\s?/;

/** Share of a text's lines in a data or code shape past which it is data, not a document. */
const DATA_LINES = 0.6;

/**
 * Whether a text is data or code rather than a document: JSON (keys, braces), with or without comments, like a
 * questionnaire's source file. Its fragments would each become a "requirement".
 */
function isData(lines: string[]): boolean {
  const filled = lines.filter((l) => l.trim() !== '');
  if (filled.length < 10) return false;
  const shaped = filled.filter((l) => /^\s*(?:[{}[\],]|\/\/|\/\*|\*)|"[\w$-]+"\s*:/.test(l)).length;
  return shaped / filled.length >= DATA_LINES;
}

export function readTextRfp(bytes: Buffer, kind: 'text' | 'markdown'): ReadResult {
  const text = decodeText(bytes, kind).split('\n');
  if (isData(text))
    throw new AppError(
      'unprocessable',
      'This text is data or code (JSON), not a document: its pieces are no requirements. Send the questionnaire as .xlsx, .docx, .pdf or as its questions in plain text.',
    );
  const lines = kind === 'markdown' ? markdownLines(text) : text.map((t, i) => ({ text: t, line: i + 1 }));
  const units: ProseUnit[] = [];
  let current: ProseUnit | null = null;
  const flush = () => {
    if (current) units.push(current);
    current = null;
  };
  for (const [i, { text: source, line }] of lines.entries()) {
    const where = `line ${line}`;
    const quoted = QUOTE.test(source);
    const raw = source.replace(QUOTE, '');
    const hash = quoted ? null : /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(raw);
    const bold = quoted ? null : /^\s*(?:\*\*|__)([^*_]+)(?:\*\*|__)\s*:?\s*$/.exec(raw);
    if (ANCHOR_LINK.test(raw)) flush();
    else if (hash || bold) {
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
      const headerRow = /^\s*\|(?:\s*:?-{2,}:?\s*\|)+\s*$/.test(lines[i + 1]?.text ?? '');
      if (!separator && !headerRow) units.push({ kind: 'row', text: cells.filter(Boolean).join(' '), where });
    } else if (raw.trim() === '') flush();
    else {
      const item = ITEM.exec(raw);
      const labelled = item ? null : LABELLED.exec(raw);
      if (item) {
        flush();
        const marker = item[2] ? `${item[2]} ` : '';
        const text = plain(marker + raw.slice(item[0].length));
        current = { kind: 'text', text, where, bullet: Boolean(item[1]), quoted };
      } else if (labelled && (!current || /[.?!:]["')\]]?\s*$/.test((current as ProseUnit).text))) {
        flush();
        current = { kind: 'text', text: plain(raw.trim()), where, quoted };
      } else if (current) (current as ProseUnit).text += ` ${plain(raw.trim())}`;
      else current = { kind: 'text', text: plain(raw.trim()), where, quoted };
    }
  }
  flush();
  return proseRequirements(units);
}
