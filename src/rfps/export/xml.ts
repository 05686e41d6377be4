// Reads an XML part into elements that remember where they sit in the text, so a part can be patched in place.
import { AppError } from '../../errors';

/** An element and the character offsets of its tags in the original text. */
export interface XmlElement {
  /** The qualified name as written ("w:p", "c"). */
  name: string;
  /** Raw attribute text of the start tag. */
  attrs: string;
  /** Offset of the start tag's "<". */
  start: number;
  /** Offset just past the start tag's ">". */
  openEnd: number;
  /** Offset of the end tag's "<" (equals `end` for a self-closing element). */
  closeStart: number;
  /** Offset just past the element. */
  end: number;
  selfClosing: boolean;
  children: XmlElement[];
}

/** One change to a part: the text in [start, end) becomes `text` (start === end inserts). */
export interface XmlEdit {
  start: number;
  end: number;
  text: string;
}

const START_TAG = /<([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const END_TAG = /<\/([^\s>]+)\s*>/y;

const malformed = (what: string) =>
  new AppError('unprocessable', `The original file is damaged: ${what} is not well-formed XML.`);

/** Parses `xml` into a synthetic root whose children are the document element(s); `what` names the part in errors. */
export function parseXml(xml: string, what: string): XmlElement {
  const root: XmlElement = {
    name: '',
    attrs: '',
    start: 0,
    openEnd: 0,
    closeStart: xml.length,
    end: xml.length,
    selfClosing: false,
    children: [],
  };
  const stack: XmlElement[] = [root];
  let at = xml.indexOf('<');
  while (at !== -1) {
    const skipTo = (marker: string) => {
      const found = xml.indexOf(marker, at);
      if (found === -1) throw malformed(what);
      return found + marker.length;
    };
    let next: number;
    if (xml.startsWith('<!--', at)) next = skipTo('-->');
    else if (xml.startsWith('<![CDATA[', at)) next = skipTo(']]>');
    else if (xml.startsWith('<?', at)) next = skipTo('?>');
    else if (xml.startsWith('<!', at)) next = skipTo('>');
    else if (xml.startsWith('</', at)) {
      END_TAG.lastIndex = at;
      const m = END_TAG.exec(xml);
      const open = stack.pop();
      if (!m || !open || open === root || open.name !== m[1]) throw malformed(what);
      open.closeStart = at;
      open.end = END_TAG.lastIndex;
      next = open.end;
    } else {
      START_TAG.lastIndex = at;
      const m = START_TAG.exec(xml);
      if (!m) throw malformed(what);
      const el: XmlElement = {
        name: m[1] as string,
        attrs: m[2] ?? '',
        start: at,
        openEnd: START_TAG.lastIndex,
        closeStart: START_TAG.lastIndex,
        end: START_TAG.lastIndex,
        selfClosing: m[3] === '/',
        children: [],
      };
      (stack[stack.length - 1] as XmlElement).children.push(el);
      if (!el.selfClosing) stack.push(el);
      next = el.openEnd;
    }
    at = xml.indexOf('<', next);
  }
  if (stack.length !== 1) throw malformed(what);
  return root;
}

/** The part of a qualified name after its prefix ("w:tbl" → "tbl"). */
export const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

/** The prefix of a qualified name with its colon ("x:row" → "x:", "row" → ""). */
export const prefixOf = (name: string): string => name.slice(0, name.indexOf(':') + 1);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, body: string) => {
    if (body.startsWith('#x')) return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number.parseInt(body.slice(1), 10));
    return ENTITIES[body] ?? whole;
  });
}

/** An attribute's decoded value, or undefined. */
export function attr(el: XmlElement, name: string): string | undefined {
  for (const m of el.attrs.matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    if (m[1] === name) return decodeEntities(m[2] ?? m[3] ?? '');
  }
  return undefined;
}

/** Elements in document order (start tags first), the root itself excluded. */
export function* walk(el: XmlElement): Generator<XmlElement> {
  for (const child of el.children) {
    yield child;
    yield* walk(child);
  }
}

/** Descendants named `name`, not looking inside a match nor inside any element named in `fence`. */
export function own(el: XmlElement, name: string, fence: string[] = []): XmlElement[] {
  const found: XmlElement[] = [];
  for (const child of el.children) {
    if (child.name === name) found.push(child);
    else if (!fence.includes(child.name)) found.push(...own(child, name, fence));
  }
  return found;
}

/** The first direct child with this name. */
export const child = (el: XmlElement, name: string): XmlElement | undefined => el.children.find((c) => c.name === name);

/** The element's text as written in the part. */
export const raw = (xml: string, el: XmlElement): string => xml.slice(el.start, el.end);

/** Applies non-overlapping edits; insertions at one offset come out in the order they were listed. */
export function applyEdits(xml: string, edits: XmlEdit[]): string {
  const ordered = edits.map((e, i) => ({ ...e, i })).sort((a, b) => a.start - b.start || a.end - b.end || a.i - b.i);
  let out = '';
  let at = 0;
  for (const e of ordered) {
    if (e.start < at) throw new Error('overlapping XML edits');
    out += xml.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + xml.slice(at);
}

// XML 1.0 allows tab, LF, CR and these ranges; anything else (control characters, lone surrogates, U+FFFE/FFFF)
// makes Excel and Word refuse the whole file.
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text made safe for element content: forbidden characters dropped, markup characters escaped. */
export function escapeText(s: string): string {
  return s.replace(FORBIDDEN, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An attribute value made safe for double quotes. */
export const escapeAttr = (s: string): string => escapeText(s).replace(/"/g, '&quot;');
