// The HTML a Markdown file may carry (pandoc writes tables whose cells hold lists as HTML): read as the Markdown it
// stands for (list items as bullets, table rows as pipe rows, paragraphs and headings), so a tag is never kept as text.

/** One line to read and the line of the file it comes from (1-based), so `where` still points into the file. */
export interface SourceLine {
  text: string;
  line: number;
}

const HTML_NAMES =
  'a|abbr|article|aside|b|big|blockquote|br|caption|center|cite|code|col|colgroup|dd|del|details|div|dl|dt|em|figcaption|figure|font|footer|h[1-6]|header|hr|i|img|ins|kbd|li|main|mark|nav|ol|p|pre|q|s|section|small|span|strike|strong|sub|summary|sup|table|tbody|td|tfoot|th|thead|tr|u|ul';

/** A tag of HTML itself: `<agency>`-style placeholders of a template are words of the document, not tags. */
const TAG = new RegExp(`<(/?)(${HTML_NAMES})\\b([^<>]*)>`, 'gi');

/** Tags that only style a run of text: dropped, nothing else. */
const INLINE = /^(?:b|strong|em|i|span|code|u|sub|sup|font|small|big|s|strike|del|ins|mark|img|abbr|cite|q|kbd)$/;

/** A line opening an HTML block (CommonMark: it runs to the next blank line). */
const BLOCK_START =
  /^\s*<\/?(?:table|thead|tbody|tfoot|tr|td|th|ul|ol|li|p|div|dl|dt|dd|h[1-6]|blockquote|section|figure|caption|pre|center)\b[^<>]*>/i;

/** Inline HTML in a Markdown line: autolinks keep their address, comments and tags go, entities are decoded. */
export function dropInlineHtml(text: string): string {
  return text
    .replace(/<!--.*?-->/g, ' ')
    .replace(/<((?:https?|ftp|mailto):[^<>\s]+|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)>/gi, '$1')
    .replace(TAG, (_tag, _slash, name: string) => (INLINE.test(name.toLowerCase()) ? '' : ' '));
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—' };

/** `&amp;`, `&#39;`, `&#x2019;` and the other entities a converter writes, as the characters they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** Rewrites one HTML block (its lines, each with its place in the file) as Markdown lines. */
function blockToMarkdown(block: SourceLine[]): SourceLine[] {
  const out: SourceLine[] = [];
  const lists: { ordered: boolean; n: number }[] = [];
  let text = '';
  let textLine = block[0]?.line ?? 1;
  let row: string[] | null = null;
  let rowLine = textLine;
  let headerRow = false;
  let cell: string | null = null;
  let href: string | null = null;
  const put = (s: string, line: number) => {
    if (cell !== null) cell += s;
    else {
      if (!text.trim()) textLine = line;
      text += s;
    }
  };
  // a list item's marker waits for its text, which the item's first <p> opens
  const markerOnly = () => /^\s*(?:-|\d+\.)\s*$/.test(text);
  const endLine = () => {
    if (text.trim() && !markerOnly()) out.push({ text: text.trimEnd(), line: textLine });
    text = '';
  };
  const paragraphBreak = (line: number) => {
    if (markerOnly()) return;
    endLine();
    if (out.at(-1)?.text !== '') out.push({ text: '', line });
  };
  for (const { text: source, line } of block) {
    let at = 0;
    for (const m of source.matchAll(TAG)) {
      put(source.slice(at, m.index), line);
      at = (m.index ?? 0) + m[0].length;
      const closing = m[1] === '/';
      const name = (m[2] ?? '').toLowerCase();
      const inCell = cell !== null;
      if (name === 'td' || name === 'th') {
        if (cell !== null) row?.push(cell);
        cell = closing ? null : '';
        if (!closing && name === 'th') headerRow = true;
      } else if (name === 'tr') {
        if (cell !== null) row?.push(cell);
        cell = null;
        if (!closing) {
          row = [];
          rowLine = line;
          headerRow = false;
        } else if (row) {
          const cells = row.map((c) => c.replace(/\s+/g, ' ').replace(/\|/g, '/').trim());
          out.push({ text: `| ${cells.join(' | ')} |`, line: rowLine });
          if (headerRow) out.push({ text: `|${cells.map(() => '---|').join('')}`, line: rowLine });
          row = null;
        }
      } else if (name === 'a') {
        // a link to an anchor stays a Markdown link, so a table of contents written in HTML is still navigation
        const anchor = /\bhref="(#[^"]*)"/i.exec(m[3] ?? '')?.[1];
        if (!closing && anchor) put('[', line);
        if (closing && href) put(`](${href})`, line);
        href = closing ? null : (anchor ?? null);
      } else if (INLINE.test(name)) continue;
      else if (inCell) put(' ', line);
      else if (name === 'ul' || name === 'ol') {
        endLine();
        if (closing) lists.pop();
        else lists.push({ ordered: name === 'ol', n: Number(/\bstart="?(\d+)/.exec(m[3] ?? '')?.[1] ?? 1) - 1 });
      } else if (name === 'li') {
        endLine();
        const list = lists.at(-1);
        if (!closing) {
          const marker = list?.ordered ? `${++list.n}.` : '-';
          text = `${'  '.repeat(Math.max(0, lists.length - 1))}${marker} `;
          textLine = line;
        }
      } else if (/^h[1-6]$/.test(name)) {
        paragraphBreak(line);
        if (!closing) {
          text = `${'#'.repeat(Number(name[1]))} `;
          textLine = line;
        }
      } else if (name === 'br') endLine();
      else paragraphBreak(line);
    }
    put(`${source.slice(at)} `, line);
  }
  if (cell !== null) row?.push(cell);
  endLine();
  return out;
}

/** The file's lines, each HTML block among them rewritten as the Markdown lines it stands for. */
export function markdownLines(lines: string[]): SourceLine[] {
  const out: SourceLine[] = [];
  let i = 0;
  while (i < lines.length) {
    const text = lines[i] ?? '';
    if (!BLOCK_START.test(text)) {
      out.push({ text, line: i + 1 });
      i++;
      continue;
    }
    const block: SourceLine[] = [];
    while (i < lines.length && (lines[i] ?? '').trim() !== '') {
      block.push({ text: lines[i] ?? '', line: i + 1 });
      i++;
    }
    out.push(...blockToMarkdown(block), { text: '', line: i });
  }
  return out;
}
