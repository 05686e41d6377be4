// Reads .docx into headings, paragraphs, list items and tables (via mammoth's HTML), after the zip defences pass.
import mammoth from 'mammoth';
import { AppError } from '../errors';
import { type DocBlock, tableBlockText, unreadable } from './document';
import { inflateCapped, openZip, verifyInflation } from './zip';

/**
 * The most the document's text part may inflate to before mammoth reads it: mammoth holds a tree of it, about 16 times
 * its size (a 6 MB upload whose document.xml inflated to 190 MB took 3 GB; new-user trial 21). A 500-page contract's
 * text part is a few megabytes.
 */
export const DOCUMENT_PART_CAP = 32 * 1024 * 1024;

export async function readDocx(bytes: Buffer): Promise<DocBlock[]> {
  const zip = await openZip(bytes, 'docx');
  if (!zip.file('word/document.xml')) throw unreadable('docx: not a Word document (word/document.xml is missing).');
  await inflateCapped(zip, 'word/document.xml', DOCUMENT_PART_CAP, 'docx').catch((err: unknown) => {
    if (err instanceof AppError && /expands past/.test(err.message))
      throw unreadable("docx: refused, the document's text is over 32 MB once unpacked; split it into smaller documents.");
    throw err;
  });
  await verifyInflation(zip, 'docx');
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: bytes }, { ignoreEmptyParagraphs: true })).value;
  } catch {
    throw unreadable('docx: the document cannot be read (its XML is damaged).');
  }
  return htmlToBlocks(html);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

const clean = (s: string) => decode(s).replace(/\s+/g, ' ').trim();

/** Walks mammoth's flat HTML with a small stack: tables and nested lists keep their shape. */
export function htmlToBlocks(html: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  let text = '';
  let tableDepth = 0;
  let rows: string[][] = [];
  let cell: string | null = null;
  // whether the table marks its first row as a header: a repeated header row (th), or every cell of it in bold
  let headRow: boolean | undefined;
  let strong = 0;
  let plainInCell = false;
  let listDepth = 0;
  const flush = (kind: 'paragraph' | 'heading', level?: number) => {
    const t = clean(text);
    text = '';
    if (!t) return;
    blocks.push(kind === 'heading' ? { kind, text: t, level } : { kind, text: listDepth > 0 ? `• ${t}` : t });
  };
  for (const m of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/gi)) {
    const [, close, rawTag, chars] = m;
    if (chars !== undefined) {
      if (cell !== null) {
        cell += chars;
        if (strong === 0 && chars.trim()) plainInCell = true;
      } else text += chars;
      continue;
    }
    const tag = (rawTag ?? '').toLowerCase();
    if (tag === 'strong') strong = Math.max(0, strong + (close ? -1 : 1));
    if (tag === 'table') {
      if (!close && tableDepth++ === 0) {
        flush('paragraph');
        rows = [];
        headRow = undefined;
      } else if (close && --tableDepth === 0) {
        const kept = rows.map((r) => r.map(clean));
        const cells = kept.filter((r) => r.some(Boolean));
        const header = kept[0]?.some(Boolean) && headRow ? true : undefined;
        if (cells.length > 0) blocks.push({ kind: 'table', text: tableBlockText(cells, header), rows: cells });
      }
    } else if (tableDepth > 0) {
      // nested tables fold into their cell's text
      if (tableDepth === 1 && tag === 'tr' && !close) rows.push([]);
      else if (tableDepth === 1 && (tag === 'td' || tag === 'th')) {
        if (!close) {
          cell = '';
          plainInCell = false;
        } else {
          const text = cell ?? '';
          if (rows.length === 1 && clean(text)) headRow = (headRow ?? true) && (tag === 'th' || !plainInCell);
          rows[rows.length - 1]?.push(text);
          cell = null;
        }
      } else if (cell !== null && (tag === 'p' || tag === 'br' || tag === 'li') && close) cell += ' ';
    } else if (/^h[1-6]$/.test(tag)) {
      if (close) flush('heading', Number(tag[1]));
      else flush('paragraph');
    } else if (tag === 'ul' || tag === 'ol') {
      flush('paragraph');
      listDepth += close ? -1 : 1;
    } else if (tag === 'p' || tag === 'li') {
      flush('paragraph');
    } else if (tag === 'br') {
      text += ' ';
    }
  }
  flush('paragraph');
  return blocks;
}
