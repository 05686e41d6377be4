// Who signs for the customer: "Signer:/Contact:" lines and words, a contact in parentheses or after a dash next to
// the customer's name, and the signature block of a pasted email. A person is taken only where the notes place one.
import { EMAIL, isTitle, leadingName, TITLE_WORDS, titleAfter } from './text';

export interface Contact {
  name?: string;
  title?: string;
  email?: string;
}

const HONORIFIC =
  /^(?:(?:Mr|Mrs|Ms|Mx|Dr|Dra|Prof|Profa|Lic|Licda|Ing|Arq|Mtro|Mtra|Sr|Sra|Srta|Dña|Dª|Don|Doña)\.?\s+|(?:D|C\.P)\.\s+)+/;
const NOT_A_PERSON =
  /\b(?:Inc|LLC|Ltd|Corp|Co|S\.?A|SL|GmbH|Group|Grupo|Holdings|Partners|Team|Equipo|Edition|Plan|Renewal|Platform)\b/i;

/** "Dana Reyes, CFO, dana@x.com", "Gus Fring - Owner", "Hugo Strange | CIO | …", "Lic. Roberto Gómez (Director de TI)". */
export function contactIn(text: string, maxWords = 4): Contact {
  // one line: "Primary Contact: Kevin Cook" is not continued by the next line's "Contact Email:"
  const t = (text.trim().split('\n')[0] ?? '').replace(HONORIFIC, '');
  const name = leadingName(t, maxWords);
  if (!name || isTitle(name) || EMAIL.test(name)) return {};
  const rest = t.slice(t.indexOf(name) + name.length);
  return { name, title: titleAfter(rest), email: EMAIL.exec(rest)?.[0]?.toLowerCase() };
}

/** Two to four capitalised words that are not a company or product: what a person's name looks like. */
function personLike(name: string): boolean {
  const words = name.split(/\s+/);
  return words.length >= 2 && words.length <= 4 && !NOT_A_PERSON.test(name) && !/\d/.test(name);
}

/** A contact right after the customer's name: "Globex Corp (Dana Reyes, CFO)", "Initrode — Bill Lumbergh (VP)". */
export function contactAfterName(notes: string, custName: string): Contact {
  const at = notes.indexOf(custName);
  if (at < 0) return {};
  const after = notes.slice(at + custName.length).split('\n')[0] ?? '';
  const inner = /^\.?\s*\(([^)]*)\)/.exec(after)?.[1] ?? /^\s*[-–—]+\s*(.*)$/.exec(after)?.[1] ?? '';
  const c = contactIn(inner);
  // a bare name could be a division or a product ("Acme — Platform Renewal"): a title or an email makes it a person
  return c.name && personLike(c.name) && (c.title || c.email) ? c : {};
}

const SIGNER =
  /\b(?:signer|signatory|signing|signs|sign(?:ed)? by|firmante|firma|firmar[aá]|contact|contacto|decision[- ]maker|attn|atenci[oó]n|(?:habl[eé]|hablamos|spoke|talked|met)\s+(?:con|with|to)(?:\s+(?:el|la))?(?=\s+(?:Mr|Mrs|Ms|Dr|Dra|Lic|Licda|Ing|Arq|Mtro|Mtra|Prof|Sr|Sra|C\.P)\.?\s))\b\s*(?:is|es|will be|ser[aá]|:|-|=|de\s+ellos\s*:?)?\s*/gi;

/** "signer is Jane Doe, CFO", "contacto: Ana Ruiz (Directora)" anywhere in the notes; not "our signer". */
export function signerFrom(notes: string): Contact {
  for (const m of notes.matchAll(SIGNER)) {
    if (/\b(?:our|nuestr[oa])\s+$/i.test(notes.slice(Math.max(0, (m.index ?? 0) - 8), m.index))) continue;
    const c = contactIn(notes.slice((m.index ?? 0) + m[0].length));
    if (c.name) return c;
  }
  return {};
}

export interface Signature extends Contact {
  company: string;
  /** The signature's lines, so a rejected one can be left out of the rest of the reading. */
  text: string;
}

/** A pasted email's signature: a line that is only a person's name, then "Title, Company", maybe an email line. */
export function signatureIn(notes: string): Signature | undefined {
  const lines = notes.split(/\r?\n/).map((l) => l.replace(/^\s*>+\s?/, '').trim());
  for (let i = 0; i < lines.length - 1; i++) {
    const line = lines[i] ?? '';
    const name = leadingName(line, 4);
    if (!name || name !== line.replace(/[,.]$/, '') || !personLike(name) || isTitle(name)) continue;
    const role = /^(.+?)(?:\s*,\s*|\s+at\s+|\s+en\s+|\s+[-–—|]\s+)(.+)$/.exec(lines[i + 1] ?? '');
    if (!role?.[1] || !role[2] || !TITLE_WORDS.test(role[1])) continue;
    const block = lines.slice(i, i + 4);
    const email = block.map((l) => EMAIL.exec(l)?.[0]).find(Boolean);
    return { name, title: role[1].trim(), company: role[2].trim(), email: email?.toLowerCase(), text: block.join('\n') };
  }
  return undefined;
}

const FROM_CUSTOMER =
  /\b(?:from (?:the )?(?:customer|client)|(?:customer|client)'s (?:email|reply|message)|del cliente|correo del cliente)\b/i;

/** A signature is the customer's when it names the customer, or when the notes say the pasted email is theirs. */
export function customerSignature(notes: string, custName: string | undefined): Signature | undefined {
  const s = signatureIn(notes);
  if (!s) return undefined;
  const same = (a: string, b: string) => a.toLowerCase().replace(/\W+/g, '') === b.toLowerCase().replace(/\W+/g, '');
  if (custName ? same(s.company, custName) : FROM_CUSTOMER.test(notes)) return s;
  return undefined;
}
