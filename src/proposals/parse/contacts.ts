// Who signs for the customer: "Signer:/Contact:" lines and words, a contact in parentheses or after a dash next to
// the customer's name, and the signature block of a pasted email. A person is taken only where the notes place one.
import { EMAIL, HONORIFICS, isTitle, leadingName, TITLE_WORDS, titleAfter } from './text';

export interface Contact {
  name?: string;
  title?: string;
  email?: string;
}

const HONORIFIC = new RegExp(String.raw`^(?:(?:${HONORIFICS}|Dª|Don|Doña)\.?\s+|(?:D|C\.P)\.\s+)+`);
const ROLE_BEFORE_HONORIFIC = new RegExp(String.raw`^(?:\p{L}+\s+){1,2}(?=(?:${HONORIFICS})\.\s+\p{Lu})`, 'u');
const NOT_A_PERSON =
  /\b(?:Inc|LLC|Ltd|Corp|Co|S\.?A|SL|GmbH|Group|Grupo|Holdings|Partners|Team|Equipo|Edition|Plan|Renewal|Platform)\b/i;

/** "Dana Reyes, CFO, dana@x.com", "Gus Fring - Owner", "Hugo Strange | CIO | …", "Lic. Roberto Gómez (Director de TI)". */
export function contactIn(text: string, maxWords = 4): Contact {
  // one line: "Primary Contact: Kevin Cook" is not continued by the next line's "Contact Email:"
  // "Ansprechpartnerin Dr. Ingrid Roß", "Contact Prof. Lee": a word or two naming the role before the honorific
  const t = (text.trim().split('\n')[0] ?? '').replace(ROLE_BEFORE_HONORIFIC, '').replace(HONORIFIC, '');
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

const SIGNER = new RegExp(
  String.raw`\b(?:signer|signatory|signature(?=\s*:)|signing|signs|sign(?:ed)? by|firmante|firma|firmar[aá]|contact|contacto|decision[- ]maker|attn|atenci[oó]n|(?:habl[eé]|hablamos|spoke|talked|met)\s+(?:con|with|to)(?:\s+(?:el|la))?(?=\s+(?:${HONORIFICS}|C\.P)\.?\s))\b\s*(?:is|es|will be|ser[aá]|:|-|=|de\s+ellos\s*:?)?\s*`,
  'gi',
);

/** "signer is Jane Doe, CFO", "contacto: Ana Ruiz (Directora)" anywhere in the notes; not "our signer". */
export function signerFrom(notes: string): Contact {
  for (const m of notes.matchAll(SIGNER)) {
    if (/\b(?:our|nuestr[oa])\s+$/i.test(notes.slice(Math.max(0, (m.index ?? 0) - 8), m.index))) continue;
    const after = notes.slice((m.index ?? 0) + m[0].length);
    const c = contactIn(after);
    if (c.name) return c;
    // dictated or typed in lower case: "signer will be angela brooks the CFO", "signer: dana ortiz, vp ops"
    const low = /^([a-z][a-z'’-]+(?:\s+[a-z][a-z'’-]+){1,2})(?=\s*(?:[,.(;]|$|\s(?:the|our|their|su|el|la)\s))/.exec(after);
    const title = low?.[1] ? titleAfter(after.slice(low[1].length)) : undefined;
    if (low?.[1] && title) {
      const name = low[1].replace(/(?:^|\s)\p{Ll}/gu, (w) => w.toUpperCase());
      return { name, title, email: EMAIL.exec(after.split('\n')[0] ?? '')?.[0]?.toLowerCase() };
    }
  }
  return {};
}

// a quoted email's author: "On Thu, Nov 19, 2026, Priya Raman <priya@…> wrote:", "From: Priya Raman <priya@…>"
const AUTHOR =
  /(?:\bOn\b[^\n]{0,60}?,\s*|^[>\s]*(?:From|De):\s*)(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3})\s*<([^<>\s]+@[^<>\s]+)>/gmu;
// the author saying they sign: "I'll be signing as COO", "I will sign", "firmaré yo como gerente"
const SELF_SIGN =
  /\b(?:I'?ll\s+(?:be\s+)?sign(?:ing)?|I\s+will\s+(?:be\s+)?sign(?:ing)?|I'?m\s+(?:the\s+one\s+)?signing|I\s+sign|firmar[eé](?:\s+yo)?|yo\s+firmo|firmo\s+yo)(?:\s+(?:it|this|the\s+\w+|el\s+\w+|la\s+\w+))?(?:\s+(?:as|como)\s+(?:the\s+|el\s+|la\s+)?([^.,;\n]+))?/gi;

/** The author of a pasted email who says they sign: the name and email of its header, the title they give. */
export function selfSigner(notes: string): Contact {
  const authors = [...notes.matchAll(AUTHOR)];
  for (const m of notes.matchAll(SELF_SIGN)) {
    const author = authors.filter((a) => (a.index ?? 0) < (m.index ?? 0)).pop();
    if (!author?.[1]) continue;
    const said = m[1]?.trim();
    return { name: author[1], title: said && isTitle(said) ? said : undefined, email: author[2]?.toLowerCase() };
  }
  return {};
}

// a capitalised name right before "(" or ",": where a person and their title may be written
const NAME_BEFORE = new RegExp(
  String.raw`(?:(?:${HONORIFICS})\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3}\s*[(,]`,
  'gu',
);

/**
 * The first person the notes write with a job title ("Dra. Elena Navarro (directora médica, …)", "Fiona Walsh
 * (Operations Director) at Clearwater", "Lic. Mario Cifuentes, Gerente General"), not one on our side.
 */
export function titledPerson(notes: string): Contact {
  for (const m of notes.slice(0, 20_000).matchAll(NAME_BEFORE)) {
    const lineStart = notes.lastIndexOf('\n', m.index) + 1;
    if (/\b(?:our|nuestr[oa]s?|for us|on our side|por nuestra parte)\b/i.test(notes.slice(lineStart, m.index))) continue;
    const c = contactIn(notes.slice(m.index));
    if (c.name && c.title && personLike(c.name)) return c;
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
