// The one way the Office readers parse XML parts: a streaming SAX parser (saxes) that never expands entities
// defined in the document, with a damaged part refused as 422 naming the file kind and part.
import { SaxesParser } from 'saxes';
import { unreadable } from './document';

/** Feeds `xml` to a parser set up by `on`; any syntax error becomes "<what>: … its <part> XML is damaged". */
export function parseXml(xml: string, refuse: { kind: string; part: string }, on: (p: SaxesParser) => void): void {
  if (!xml) return;
  const parser = new SaxesParser();
  on(parser);
  try {
    parser.write(xml).close();
  } catch {
    throw unreadable(`${refuse.kind}: the file cannot be read (its ${refuse.part} XML is damaged).`);
  }
}

/** A tag or attribute name without its namespace prefix ("w:tbl" → "tbl"). */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** An attribute by local name, whatever its namespace prefix. */
export function attribute(attrs: Record<string, unknown>, name: string): string | undefined {
  for (const [k, v] of Object.entries(attrs)) if (localName(k) === name) return String(v);
  return undefined;
}
