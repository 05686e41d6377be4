// Reads plain text and Markdown into blocks: # headings, numbered headings ("3.1 Security"), pipe tables, paragraphs.
import { type DocBlock, tableBlockText, unreadable } from './document';

/** UTF-8 (or Windows-1252) text; 422 for bytes that are plainly binary. */
export function decodeText(bytes: Buffer, what = 'text'): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  const sample = text.slice(0, 65536);
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c < 9 || (c > 13 && c < 32) || c === 127) control++;
  }
  if (sample.length > 0 && control / sample.length > 0.01) throw unreadable(`${what}: this is binary data, not text.`);
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

const NUMBERED = /^(\d+(?:\.\d+){0,4})\.?\s+(\S.{0,80})$/;

function isTableRow(line: string): boolean {
  return /^\s*\|.*\|\s*$/.test(line);
}

function splitRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());
}

/**
 * "1. Data residency" over a paragraph: a numbered title, not a list item (new-user trial 17: a text file's numbered
 * sections were read as bullets and its passages had no heading). Short, no closing punctuation, a capital after the
 * number, and a sentence (not another item, nor the item's own words going on) on the next line that has text.
 */
function numberedTitle(lines: string[], i: number): boolean {
  const m = /^\s*\d{1,2}(?:\.\d{1,2})*[.)]?\s+(\p{Lu}[^.:;,!?]*)$/u.exec(lines[i] ?? '');
  if (!m || (m[1] ?? '').trim().split(/\s+/).length > 8) return false;
  const next = lines.slice(i + 1).find((l) => l.trim() !== '') ?? '';
  return next !== '' && !/^\s*([-*+]|\d+[.)]|#)/.test(next) && /^\s*\p{Lu}/u.test(next) && /[.!?:]$/.test(next.trim());
}

/**
 * Markdown's inline marks taken off what they mark: "**Customer-managed keys**:" is quoted as "Customer-managed keys:"
 * (new-user trial 22 had the asterisks in an answer), "`TLS 1.2`" as "TLS 1.2", "[status page](https://…)" as
 * "status page (https://…)", an escaped sign ("\$40,000", as converters write) as the sign, and a backslash that ends a
 * line (a hard break) dropped. A lone asterisk or underscore ("5 * 3", "snake_case") stays.
 */
export function withoutInlineMarks(line: string): string {
  return line
    .replace(/\[([^\]\n]{1,200})\]\(((?:https?:|mailto:)[^)\s]{1,500})\)/g, (_, label: string, url: string) =>
      label === url || url === `mailto:${label}` ? label : `${label} (${url.replace(/^mailto:/, '')})`,
    )
    .replace(/(\*\*|__)(?=\S)([^\n]{1,500}?\S)\1/g, '$2')
    .replace(/(?<![\p{L}\p{N}*])\*(?=[^\s*])([^*\n]{1,300}?[^\s*])\*(?![\p{L}\p{N}*])/gu, '$1')
    .replace(/(?<![\p{L}\p{N}_])_(?=[^\s_])([^_\n]{1,300}?[^\s_])_(?![\p{L}\p{N}_])/gu, '$1')
    .replace(/`([^`\n]{1,300})`/g, '$1')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/\\$/, '');
}

/**
 * A line that starts with a number inside a paragraph is the paragraph wrapping ("…an audit in January⏎2025. We
 * are…"), not a numbered list: as in CommonMark, only a list that starts at 1 may break into a paragraph.
 */
function numberGoesOn(line: string, inParagraph: boolean): boolean {
  const n = /^\s*(\d+)[.)]\s/.exec(line)?.[1];
  return inParagraph && n !== undefined && Number(n) !== 1;
}

export function textToBlocks(text: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  const lines = text.split('\n').map(withoutInlineMarks);
  let para: string[] = [];
  // what the paragraph being gathered is: a list item or a quote goes on over the lines that wrap it
  let item = false;
  let quote = false;
  const flush = () => {
    const t = para.join(' ').replace(/\s+/g, ' ').trim();
    const quoted = quote;
    para = [];
    item = false;
    quote = false;
    if (!t) return;
    const numbered = NUMBERED.exec(t);
    // a lone short numbered line with no closing punctuation reads as a section heading
    if (numbered && !quoted && !/[.:;,!?]$/.test(t) && t.length <= 90) {
      blocks.push({ kind: 'heading', text: t, level: (numbered[1] ?? '').split('.').filter(Boolean).length });
    } else blocks.push({ kind: 'paragraph', text: t });
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const heading = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', text: (heading[2] ?? '').trim(), level: heading[1]?.length ?? 1 });
    } else if (isTableRow(line)) {
      flush();
      const rows: string[][] = [];
      let header = false;
      while (i < lines.length && isTableRow(lines[i] ?? '')) {
        const cells = splitRow(lines[i] ?? '');
        // the |---| line under the first row is what makes that row a header in Markdown
        if (!cells.every((c) => /^:?-{2,}:?$/.test(c))) rows.push(cells);
        else if (rows.length === 1) header = true;
        i++;
      }
      i--;
      blocks.push({ kind: 'table', text: tableBlockText(rows, header), rows });
    } else if (numberedTitle(lines, i)) {
      flush();
      // ("3.1 Data retention" sits under "3"; "1. Data residency" is a top section)
      const label = /^\s*(\d[\d.]*)/.exec(line)?.[1] ?? '1';
      blocks.push({ kind: 'heading', text: line.trim(), level: label.split('.').filter(Boolean).length });
    } else if (/^\s*([-*+]|\d+[.)])\s+/.test(line) && !numberGoesOn(line, para.length > 0 && !item)) {
      flush();
      para.push(line.replace(/^\s*([-*+]|\d+[.)])\s+/, '• '));
      item = true;
    } else if (/^\s*>/.test(line)) {
      // a quote breaks into a paragraph; its own lines, each marked, go on as one
      if (!quote) flush();
      para.push(line.replace(/^\s*(?:>\s?)+/, ''));
      quote = true;
    } else if (line.trim() === '') flush();
    else para.push(line);
  }
  flush();
  return blocks;
}
