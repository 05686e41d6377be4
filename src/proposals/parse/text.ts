// Small text helpers for the notes parser: splitting notes into clauses, "Label: value" lines, names and titles.
import { findMoney } from './money';
import { tableRows } from './tables';

/** Lines and semicolon/bullet-separated pieces, trimmed, without bullets or quote marks ("> " of a pasted email). */
export function splitLines(notes: string): string[] {
  return notes
    .split(/\r?\n|;|\s\|\s|•/)
    .map((l) => l.replace(/^\s*(?:[-*–—>·]+|\d+[.)])\s+/, '').trim())
    .filter((l) => l.length > 0);
}

// a Markdown table's rule row: "|---|:---:|", "--- | ---"
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;

// a chat export's prefix: "[21/11/26 09:12] Rodrigo: ", "21/11/26, 09:12 - Rodrigo: ", "Elena Ruiz (11:03): ",
// "@kate: "
const CHAT_PREFIX =
  /^\s*(?:(?:\[[^\]\n]{3,40}\]\s*|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4},?\s+\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?\s*[-–]\s*)(?:[\p{L}][\p{L}.'’ -]{0,30}:\s+)?|[\p{L}][\p{L}.'’ -]{0,30}\s*\(\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?\)\s*:\s+|@[\w.-]{1,30}:\s+)/iu;
// a line opened by a one- or two-word name and a colon: a chat speaker when the name recurs
// ("Andrea R.:" too: a surname's initial)
const SPEAKER = /^\s*(\p{L}\p{Ll}{1,20}(?: \p{Lu}(?:\p{Ll}{1,20}|\.))?):\s+/u;
// the words of labels, which recur without being speakers ("Product:", "Notes:", "Cliente:")
const LABEL_WORD =
  /^(?:product|producto|item|[ií]tem|notes?|notas?|line|l[ií]nea|contact|contacto|customer|client|cliente|account|cuenta|opp|opportunity|oportunidad|stage|owner|term|plazo|billing|price|precio|total|subject|asunto|from|to|de|para|cc|date|fecha|re|fwd|tax|discount|descuento|service|servicio|module|m[oó]dulo|option|opci[oó]n|year|a[nñ]o|phase|fase|step|paso|next step|q|a|question|answer|qty|quantity|cantidad|list|unit|units|unidad|seats|users|usuarios|licencias)$/i;

// punctuation said aloud in a dictated note: "…credit union comma they want…", "…24 months period also…"
// ("punto" alone too, but not a decimal point: "dos punto cinco")
const SPOKEN_MARK =
  /\s+(?:comma|period|full stop|new line|new paragraph|coma|punto y seguido|punto y aparte|nueva l[ií]nea|punto(?!\s+(?:\d|cero|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|y\b)))\b/gi;
// what a speaker fills pauses with: "um", "uh", "erm", "eh"
const FILLER = /\s+(?:um+|uh+|erm|ehm?|hmm+)\b(?=[\s,.]|$)/gi;

/**
 * A dictated note's spoken punctuation as punctuation: only when the note reads as dictated, with two spoken marks or
 * more and fewer written full stops than spoken ones ("billing period" in a typed note stays as written).
 */
export function spokenPunctuation(notes: string): string {
  const spoken = notes.match(SPOKEN_MARK)?.length ?? 0;
  const written = notes.match(/[.!?](?:\s|$)/g)?.length ?? 0;
  if (spoken < 2 || written >= spoken) return notes;
  // (a transcript that also wrote the mark it spoke, "Co-op full stop. Harvest", gets it once)
  const mark = new RegExp(`${SPOKEN_MARK.source}(?:[.,](?=\\s|$))?`, 'gi');
  return notes.replace(FILLER, '').replace(mark, (said) => {
    const m = said.replace(/[.,]$/, '');
    const w = m.trim().toLowerCase();
    if (/^(?:comma|coma)$/.test(w)) return ',';
    if (/line|l[ií]nea|paragraph|aparte/.test(w)) return '\n';
    return '.';
  });
}

// a chat message's header on a line of its own: "[10:02] Irene Molina", "Irene Molina  10:02 AM"
const CHAT_HEADER =
  /^\s*(?:\[[^\]\n]*\d{1,2}:\d{2}[^\]\n]*\]\s*[\p{L}][\p{L}.'’ -]{0,40}|[\p{L}][\p{L}.'’ -]{0,40}?(?:\s+[—–-]\s+(?:yesterday|today|ayer|hoy|mon|tue|wed|thu|fri|sat|sun|lun|mar|mi[eé]|jue|vie)\w*\.?)?(?:\s+at)?\s+\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?)\s*$/iu;
// a short question asked in a chat ("¿Descuento?", "Term?"): the next line answers it
const ASKED = /^\s*¿?\s*([\p{L}][\p{L} ]{2,30}?)\s*\?\s*$/u;

/** A chat's short questions joined to the line that answers them: "¿Descuento?" + "Un 5 %…" → "Descuento: Un 5 %…". */
function answered(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const asked = ASKED.exec(lines[i] ?? '');
    const next = lines[i + 1];
    if (asked?.[1] && next?.trim() && !ASKED.test(next) && asked[1].trim().split(/\s+/).length <= 3) {
      out.push(`${asked[1].trim()}: ${next.trim()}`);
      i++;
    } else out.push(lines[i] ?? '');
  }
  return out;
}

/**
 * The notes as plain lines: pipe-table rows without their edge pipes ("| Pro seats | 200 | $45 |" → "Pro seats | 200 |
 * $45") and without the rule row, and chat lines without their time and speaker.
 */
// a figure of money as notes write it: "$20", "USD 1,200", "18 €", "2.5k"
const MONEY_TEXT = String.raw`(?:[$€£]\s?|\b[A-Z]{3}\s?)?\d[\d.,]*(?:\s?[kK]\b)?(?:\s?(?:€|[A-Z]{3}\b))?`;
const WAS_NOW = new RegExp(
  String.raw`\b(?:was|were|used to be|antes(?: era)?|era|eran)\s+(${MONEY_TEXT}(?:\/[\p{L}.]+)*)\s*[,;]?\s*(?:now|ahora(?: es| son)?|today|hoy)\s+(${MONEY_TEXT}[^,.;\n]*)`,
  'giu',
);

// "renews at £260 per month (was £240)": the price before, in brackets after the price now (a figure with its
// currency: "32 lawyers (was 25)" is a count)
const WAS_AFTER =
  /\s*\(\s*(?:was|previously|formerly|before|last year|antes|era|anteriormente|el a[nñ]o pasado)\s*:?\s+((?:(?:[$€£¥₹]|\b[A-Z]{3})\s?\d[\d.,]*(?:\s?[kK]\b)?|\d[\d.,]*\s?(?:€|[A-Z]{3}\b))(?:\/[\p{L}.]+)*)\s*\)\.?/giu;

/**
 * "was $20 now $22/seat/mo": the price now is the one sold, the earlier one a previous price, said after it in a
 * sentence of its own ("$22/seat/mo. Previous price $20.") so it is listed, not priced.
 */
export function previousPrices(notes: string): string {
  return notes
    .replace(WAS_NOW, (m: string, before: string, now: string) => {
      const said = /^(?:antes|era)/i.test(m) ? 'Precio anterior' : 'Previous price';
      return `${now.trim()}. ${said} ${before.trim()}.`;
    })
    .replace(WAS_AFTER, (m: string, before: string, at: number, all: string) => {
      // "setup waived (was $500)": what a waived fee would have cost is said as it is
      if (
        /\b(?:waived|free|no charge|comped|gratis|bonificad[oa]s?|sin (?:costo|coste|cargo))\b[^.;\n]{0,20}$/i.test(
          all.slice(Math.max(0, at - 40), at),
        )
      )
        return m;
      const said = /^\(\s*(?:antes|era|anteriormente)/i.test(m.trim()) ? 'Precio anterior' : 'Previous price';
      return `. ${said} ${before.trim()}.`;
    });
}

/**
 * A quoted e-mail's hard-wrapped lines joined back into their sentences: "> …and the incumbent⏎> charges us £22 per
 * user" is one sentence. Only quoted lines ("> "), where mail clients wrap, and only a line that runs on (no end mark)
 * into one that starts in lower case.
 */
function unwrapQuoted(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const next = /^\s*>\s?(\p{Ll}.*)$/u.exec(line);
    if (prev !== undefined && next?.[1] && /^\s*>/.test(prev) && prev.length >= 40 && !/[.!?:;]\s*$/.test(prev))
      out[out.length - 1] = `${prev.trimEnd()} ${next[1]}`;
    else out.push(line);
  }
  return out;
}

const QUOTED = /^\s*>/;
// the line that opens an earlier mail in a reply (not a forwarded one, which is what the rep passes on)
const EARLIER_MAIL =
  /^\s*(?:-{2,}\s*(?:original message|original e-?mail|mensaje original|correo original)\s*-{2,}|(?:on|el)\s.{6,120}\s(?:wrote|escribi[oó]):)\s*$/i;

/**
 * A reply above a quoted earlier e-mail ("> From: …", "> CAD Vault 30 users at £48"): when the reply states prices of
 * its own, the quoted lines' amounts are the earlier figures it replaces. Returns the notes without the quoted lines
 * and the quoted lines, or undefined when the notes are not such a reply.
 */
const REPLACES =
  /\b(?:replaces?|replacing|supersedes?|superseding)\s+(?:my|our|the|that|this|your)\b[^.\n]{0,40}\b(?:quote|offer|proposal|pricing|figures|numbers|e-?mail)\b|\b(?:reemplaza|sustituye)\s+(?:a\s+)?(?:la|el|mi|nuestra|nuestro)\b[^.\n]{0,40}\b(?:cotizaci[oó]n|oferta|propuesta|presupuesto|correo)\b/i;

export function quotedHistory(notes: string): { reply: string; quoted: string[] } | undefined {
  const lines = notes.split(/\r?\n/);
  // an earlier mail below a separator that does not mark its lines ("-----Original message-----", "On … wrote:")
  // (and only when the reply above restates an offer, two amounts at least: a counter-offer's one asked figure above
  // the rep's offer replaces nothing)
  const opens = lines.findIndex((l) => EARLIER_MAIL.test(l));
  const below = opens > 0 && findMoney(lines.slice(0, opens).join('\n')).length >= 2 ? opens : -1;
  const earlier = (l: string, i: number) => QUOTED.test(l) || (below > 0 && i >= below);
  const quoted = lines.filter(earlier);
  const reply = lines.filter((l, i) => !earlier(l, i));
  const priced = (ls: string[]) => findMoney(ls.join('\n')).length > 0;
  // a quoted mail's header, or a reply that says it replaces what it quotes ("This replaces my 10/28 quote (quoted
  // at the bottom)", "esta propuesta reemplaza la anterior")
  const history =
    below > 0 ||
    quoted.some((l) => /^\s*>+\s*(?:(?:from|sent|de|enviado|on .+ wrote)\b|el .+ escribi[oó]:)/i.test(l)) ||
    REPLACES.test(reply.join('\n'));
  if (!history || !priced(quoted) || !priced(reply)) return undefined;
  return { reply: reply.join('\n'), quoted: quoted.filter((l) => findMoney(l).length > 0) };
}

/** Swiss whole-franc amounts' dash for the cents: "CHF 61.–", "7'800.-" → "CHF 61", "7'800". */
export function swissDashes(notes: string): string {
  return notes.replace(/(\d)\.[–—-](?=[\s,;)/]|$)/gmu, '$1');
}

export function plainLines(notes: string): string {
  const lines = unwrapQuoted(notes.split(/\r?\n/));
  // a chat's speakers: the same name before a colon on two lines or more ("Tom: pricing is in EUR"), not a label
  // (what a speaker says is words, not a value: "Qty: 55 | Product: …" is a record, not a chat)
  const said = (l: string, m: RegExpExecArray) => {
    const rest = l.slice(m[0].length);
    return !/\s\|\s/.test(rest) && !/^[\d$€£¥]/.test(rest) && rest.trim().split(/\s+/).length >= 3;
  };
  const heads = lines
    .map((l) => {
      const m = SPEAKER.exec(l);
      return m?.[1] && said(l, m) && !LABEL_WORD.test(m[1]) ? m[1] : undefined;
    })
    .filter((h): h is string => h !== undefined);
  const speakers = new Set(heads.filter((h, i) => heads.indexOf(h) !== i));
  const plain = lines
    .filter((line) => !TABLE_RULE.test(line) && !/^\s*#[\w-]+\s*$/.test(line) && !CHAT_HEADER.test(line))
    .map((line) => {
      const speaker = SPEAKER.exec(line);
      const text = speaker?.[1] && speakers.has(speaker[1]) ? line.slice(speaker[0].length) : line;
      return (
        text
          .replace(CHAT_PREFIX, '')
          .replace(/^\s*#{1,6}\s+/, '')
          // a list's letters: "a) Sistema de gestión…", "(b) App móvil…"
          .replace(/^(\s*)\(?[a-hA-H]\)\s+/, '$1- ')
          .replace(/\*\*|__/g, '')
          // dot leaders of a price list: "Licencia Campo (40 usuarios) ........ S/ 85" (no sentence ends there)
          .replace(/\s*(?:\.\s?){4,}\s*|\s*…{2,}\s*/g, ' — ')
          .replace(/^\s*\|\s*/, '')
          .replace(/\s*\|\s*$/, '')
      );
    });
  return answered(tableRows(plain)).join('\n');
}

/** Titles written before a person's name: "Dr.", "Lic.", "Ing.", "Eng." (engineer), "Cdra." (contadora), "Dña.", "Bpk.". */
export const HONORIFICS =
  'Mr|Mrs|Ms|Mx|Dr|Dra|Prof|Profa|Lic|Licda|Lcda|Lcdo|Ing|Eng|Arq|Mtro|Mtra|Sr|Sra|Srta|Dña|Cdor|Cdora|Cdra|Bpk|Ibu|Pani|Pan|Maître|Maitre|Hon';

/** Abbreviations whose period ends no sentence: "Ing. Pedro Quispe", "Dr. Lisa Park", "Acme Inc. wants", "Rs. 40,000". */
const NOT_AN_END = String.raw`(?<!\b(?:${HONORIFICS}|St|No|Nro|vs|approx|aprox|est|estim|ca|Rs|C\.P|ed|Ed|dto|Dto|DTO|dcto|Dcto|incl|Incl|excl|Excl)\.)`;
export const SENTENCE_END = new RegExp(
  String.raw`(?<=[^\d\s.][.!?])${NOT_AN_END}\s+(?=\S)|(?<=[.!?])${NOT_AN_END}\s+(?=[\p{Lu}¿¡])|(?<=\d[.!?])\s+(?=\d)`,
  'u',
);

/**
 * Each sentence of each line as its clauses (cut at ", "; a comma inside a number such as 1,000 stays; and before the
 * reason given for something: "10% off the first year | because the competitor quoted them 15 lucas").
 */
export function splitSentences(notes: string): string[][] {
  return splitLines(notes)
    .flatMap((line) => line.split(SENTENCE_END))
    .map((sentence) =>
      sentence
        .split(/,\s+(?!(?:Inc|LLC|Ltd|S\.?A|SL|GmbH)\b)|\s+(?=(?:because|porque|ya que)\s)/iu)
        .map((c) => c.trim())
        .filter((c) => c.length > 0),
    )
    .filter((clauses) => clauses.length > 0);
}

/** Clauses: lines further cut at sentence ends and ", ". */
export function splitClauses(notes: string): string[] {
  return splitSentences(notes).flat();
}

// forms written as a word cut short, whose full stop is their own ("Acme Inc.", "Kovács Kft.")
const ABBREVIATED = /^(?:Inc|Corp|Ltd|Co|Ind|Intl|Ltda|Lda|Kft|Zrt|Nyrt|Bhd|Tbk|Asoc|Hnos|C[ií]a)\.$/u;

/**
 * Whether a name's final full stop belongs to its legal form: a form written with dots inside ("S.p.A.", "s.r.o.", "Sp.
 * z o.o.") or cut short ("Inc."); after "SA" or "GmbH" it ends the sentence ("Talleres Norte SA.").
 */
function legalStop(value: string): boolean {
  const last = value.split(/\s+/).pop() ?? '';
  if (!last.endsWith('.')) return false;
  return ABBREVIATED.test(last) || (/\.\S/.test(last.slice(0, -1)) && LEGAL_TAIL.test(value));
}

/** Trims spaces, quotes and trailing punctuation. */
export function clean(value: string): string {
  // a legal form's own full stop stays: "Ferrari Ricambi S.p.A.", "Novák Stavby s.r.o.", "Acme Inc."
  const kept = legalStop(value.trim()) ? '.' : '';
  return `${value
    .trim()
    .replace(/^["'“‘«]+|["'”’»]+$/g, '')
    .replace(/[\s,;:.\-–—]+$/, '')
    .replace(/^[\s,;:\-–—]+/, '')
    .trim()}${kept}`;
}

export function capitalize(s: string): string {
  return s.charAt(0).toLocaleUpperCase() + s.slice(1);
}

// company legal forms of many countries, kept as part of the name with their dots ("Sp", "s.r.o", "A/S" alone are no
// name's end): US/UK, Spanish- and Portuguese-speaking, French, Italian, German, Dutch, Nordic, Central European,
// Baltic, Turkish, Japanese, South-East Asian, Greek and Cyrillic forms
const LEGAL_FORMS = [
  'Inc\\.?|Ind\\.|Intl\\.|LLC|L\\.L\\.C\\.|LLP|L\\.P\\.|LP|Ltd\\.?|Limited|Corp\\.?|Corporation|Co\\.|PLC|plc',
  'S\\.?A\\.?|S\\.?A\\.?[SBCA]\\.?|S\\.?L\\.?(?:U\\.?)?|S\\.?R\\.?L\\.?|S\\.r\\.l\\.?|Srl|S\\.p\\.A\\.?|SpA|S\\.?[AaÀà]\\.?[Rr]\\.?[Ll]\\.?|SARL|SASU|EURL|SNC|S\\.C\\.|de|C\\.?V\\.?',
  'Ltda\\.?|Lda\\.?|EIRELI|E\\.I\\.R\\.L\\.|EIRL|Asoc\\.|Hnos\\.|C[ií]a\\.',
  'g?GmbH|mbH|AG|KG|KGaA|OHG|e\\.K\\.|e\\.V\\.|UG|SE|B\\.?V\\.?|N\\.?V\\.?',
  'A\\/S|ApS|AB|ASA|AS|Oyj?|[sS]\\.[rR]\\.[oO]\\.?|[aA]\\.[sS]\\.|d\\.o\\.o\\.?|d\\.d\\.|Kft\\.?|Zrt\\.?|Nyrt\\.?|OÜ|UAB|SIA',
  'A\\.Ş\\.|AŞ|K\\.K\\.|KK|G\\.K\\.|Y\\.K\\.|Pty|Pte|Pvt|Bhd\\.?|Berhad|Tbk\\.?',
  'A\\.E\\.|Α\\.?Ε\\.?|ΕΠΕ|ΙΚΕ|ООО|ОАО|ЗАО|ПАО|АО|ЕООД|ООД|АД|OOO',
].join('|');
const LEGAL = new RegExp(`^(?:${LEGAL_FORMS})[,]?$`, 'u');
// forms written in several words, read as one: "Sp. z o.o.", "S. de R.L.", "Sdn. Bhd.", "(Pty) Ltd", "Co., Ltd."
const MULTI_WORD_FORMS =
  /(?<![\p{L}\p{N}])(?:[Ss]p\. z o\.\s?o\.?|[Ss]półka z o\.\s?o\.?|spol\. s r\.\s?o\.?|S\. de R\.L\.|S\.[àa] r\.l\.|Sdn\.? Bhd\.?|\(Pty\) Ltd\.?|P(?:ty|vt|te)\.? Ltd\.?|Co\., Ltd\.?|Ltd\. Şti\.?)(?![\p{L}\p{N}])/gu;
// what joins the words of such a form while the name is read (a word joiner: no space, no letter)
const JOIN = '\u2060';
const LEGAL_TAIL = new RegExp(
  `(?:^|\\s)(?:${LEGAL_FORMS}|${MULTI_WORD_FORMS.source.replace(/^\(\?<!\[[^\]]*\]\)|\(\?!\[[^\]]*\]\)$/g, '')})$`,
  'u',
);
const CONNECTOR = /^(?:de|del|la|las|los|y|and|of|the|&|e|für|van|von|da|do|dos)$/;
// a capitalised word, or one in a script without capitals ("株式会社", "山田商事")
const WORD = /^(?:[dl]['’])?[\p{Lu}\p{Lt}\p{Lo}\p{N}][\p{L}\p{N}&'’.-]*[,]?$/u;

/**
 * The run of capitalised words (with connectors such as "de", "&" and legal suffixes such as "S.A. de C.V.")
 * at the start of `text`: "Acme Corp, wants…" → "Acme Corp". Undefined when it does not start with one.
 */
export function leadingName(text: string, maxWords = 7): string | undefined {
  const tokens = text
    .trim()
    .replace(MULTI_WORD_FORMS, (form) => form.replace(/\s+/g, JOIN))
    .split(/\s+/);
  const taken: string[] = [];
  for (let i = 0; i < tokens.length && taken.length < maxWords; i++) {
    const raw = tokens[i] ?? '';
    const joined = raw.includes(JOIN);
    if (raw.startsWith('(') && !joined) break;
    const core = raw.replace(/[),:;!?]+$/, '');
    const legal = taken.length > 0 && (joined || LEGAL.test(core));
    const word = core.replace(/\.$/, '');
    if (!legal && !WORD.test(word) && !(CONNECTOR.test(word) && taken.length > 0)) break;
    if (/^\d+(?:y|yrs?|mo|k|m)$/i.test(word)) break;
    // (a middle initial keeps its full stop: "Maricel D. Santos")
    const next = (tokens[i + 1] ?? '').replace(/[),:;!?]+$/, '');
    const toForm = LEGAL.test(next) || next.includes(JOIN);
    // (a comma before the form is the name's own: "Grupo Bimbo, S.A.B. de C.V.")
    const comma = raw.endsWith(',') && toForm && !legal ? ',' : '';
    taken.push(legal || (taken.length > 0 && /^\p{Lu}\.$/u.test(core)) ? core : `${word}${comma}`);
    // punctuation closes the name, except an abbreviation continued by a legal suffix ("S.A. de C.V.", "Acme, Inc.")
    const closed = /[,:;!?)]$/.test(raw) || (raw.endsWith('.') && !/^[A-Z]\.$/.test(raw));
    if (closed && !(toForm && !/[:;!?]$/.test(raw))) break;
  }
  while (taken.length > 0 && CONNECTOR.test(taken[taken.length - 1] ?? '')) taken.pop();
  const name = clean(taken.join(' ').replaceAll(JOIN, ' '));
  return name.length >= 2 && /\p{L}/u.test(name) ? name : undefined;
}

export const TITLE_WORDS =
  /\b(?:CEO|CFO|CTO|COO|CIO|CISO|CRO|CMO|VP|SVP|EVP|GM|Vice|President|Presidente|Presidenta|Director|Directora|Head|Manager|Gerente|Jefe|Jefa|Officer|Lead|Owner|Founder|Fundador|Fundadora|Chief|Coordinador|Coordinadora|Responsable|Procurement|Compras|Counsel|Legal|Partner|Socio|Socia|Administrador|Administradora|Apoderado|Apoderada|Controller|Treasurer|Tesorero|Engineer|Ingeniero|Ingeniera|Vicerrector|Vicerrectora|Rector|Rectora|Decano|Decana|Dean|Provost|Superintendent|Principal|Secretario|Secretaria|Administrator|Deputy|Assistant|Associate|Master|Supervisor|Supervisora)\b/i;

/** A job title right after a name: "Jane Doe, CFO", "Jane Doe (VP Procurement)", "Ana Ruiz - Directora de Compras". */
export function titleAfter(text: string): string | undefined {
  const m =
    /^\s*(?:,|\(|-|–|—|\/|\||\s(?:the|our|their|su|el|la)\s)\s*([^,()\n;<|]+?)\s*(?:\)|,|;|<|\||$|\n|\.\s|\.$|\s+at\s|\s+@|\s+email|\s+correo|\s+\S+@)/i.exec(
      text,
    );
  const title = m?.[1] ? clean(m[1]) : undefined;
  if (!title || /\d|@/.test(title) || title.split(/\s+/).length > 7 || !TITLE_WORDS.test(title)) return undefined;
  return title;
}

export function isTitle(text: string): boolean {
  return TITLE_WORDS.test(text) && text.split(/\s+/).length <= 7;
}

export const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+/;

/** Words that make a number a guess, a range or one of several options ("maybe 2 or 3 years", "around $50", "option A"). */
export const HEDGE =
  /\b(?:(?:two|three|2|3|dos|tres)\s+(?:options|opciones)|options?\s+[A-C1-3]|opci[oó]n\s+[A-C1-3]|or\s+[A-C]\)|maybe|might|perhaps|possibly|probably|around|about|approx(?:imately)?|roughly|somewhere|between|tbd|tbc|quiz[aá]s?|tal vez|a lo mejor|alrededor|aproximadamente|aprox|entre|unos|unas|por definir|a definir|pendiente)\b|~/i;

// things delivered once, priced each with no period: "Tablets for the labs: 40 at GH₵ 3,950 each" (what a scope
// of "the hardware" names too)
export const GOODS =
  /\b(?:tablets?|laptops?|chromebooks?|notebooks?|handhelds?|scanners?|printers?|kiosks?|terminals?|sensors?|cameras?|routers?|switches|servers?|badges?|card readers?|card-reader|(?<!\bper\s)machines?|kits?|analy[sz]ers?|tabletas?|impresoras?|balanzas?|esc[aá]neres|lectores|terminales|sensores|c[aá]maras|computadoras?|port[aá]tiles)\b/i;
