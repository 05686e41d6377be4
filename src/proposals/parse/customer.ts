// Which document and which customer the notes are about: "Order form for…", "Quote – Oceanic Airlines – …",
// "Cotización Farmacias del Ahorro", "talked to Massive Dynamic", a company name alone on the first line.
import type { DocType } from '../schema';
import { HONORIFICS, leadingName } from './text';

const ORDER_NOUNS = 'order form|purchase order|sales order|order|orden de compra|hoja de pedido|pedido|orden';
const AGREEMENT_NOUNS = 'agreement|MSA|contract|contrato|acuerdo|convenio';
// with the misspellings reps type in a hurry
const PROPOSAL_NOUNS = 'proposal|propsal|porposal|proposel|quote|qoute|propuesta|cotizaci[oó]n|oferta';

/** The document named as such ("Order form for…", "Contrato para…"), not a contract term ("contrato de 2 años"). */
export function docTypeOf(text: string): DocType | undefined {
  // "for …", "- …", or a line opening with the noun and a capitalised name ("Cotización Farmacias del Ahorro")
  const named = (nouns: string) => new RegExp(`\\b(?:${nouns})\\b\\s*(?:for|with|to|para|con|a|p/|w/|:|-|–|—|$)`, 'im');
  const opens = (nouns: string) => new RegExp(`^(?:${nouns})\\s+\\p{Lu}`, 'mu');
  const is = (nouns: string) => named(nouns).test(text) || opens(capitalizedAlternatives(nouns)).test(text);
  if (is(ORDER_NOUNS)) return 'order';
  if (is(AGREEMENT_NOUNS)) return 'agreement';
  if (is(PROPOSAL_NOUNS)) return 'proposal';
  return undefined;
}

/** "quote|order" → "[Qq]uote|[Oo]rder": a case-sensitive pattern that still accepts a capitalised first letter. */
function capitalizedAlternatives(nouns: string): string {
  return nouns
    .split('|')
    .map((n) => `[${n.charAt(0).toUpperCase()}${n.charAt(0).toLowerCase()}]${n.slice(1)}`)
    .join('|');
}

// words that open an offer in English and the languages reps beside them write in
const LEAD_INS = 'offer|angebot|offerte|offre|devis|proposta|offerta|preventivo|or[cç]amento|oferta|oferte|tilbud|anbud|offert';
const DEAL_NOUNS = `${ORDER_NOUNS}|${AGREEMENT_NOUNS}|${PROPOSAL_NOUNS}|deal|renewal|renovaci[oó]n|opportunity|oportunidad`;
const CUSTOMER = new RegExp(
  [
    // before the deal nouns, which "Deal notes —" and "Deal desk pls:" also start with
    '^(?:deal|account|opportunity|opp)\\s+(?:recap|notes|summary|review)\\s*[-–—:]+\\s*',
    // "quick one for deal desk — Pinecrest Veterinary, 8 locations", "Deal desk pls: Alder Creek Hospice."
    '\\bdeal desk(?:\\s+(?:pls|please|team))?\\s*[-–—:]+\\s*',
    `\\b(?:${DEAL_NOUNS})\\s+(?:for|with|to|para|con|a|p/|w/)\\s*(?<=\\s|/)`,
    // "Quote – Oceanic Airlines – …", "Cotización Farmacias del Ahorro"
    `^(?:(?:subject|asunto|re|fwd?|rv)\\s*:\\s*)*(?:${DEAL_NOUNS})(?:\\s+(?:draft|inputs|request|borrador))?(?:\\s*[-–—:]+\\s*|\\s+)`,
    // "Spoke with Kevin at Trident Logistics": the company after "at"
    '\\b(?:spoke|talked|met|call(?:ed)?|meeting)\\s+(?:to|with|w/)\\s+\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)?\\s+(?:at|from)\\s+',
    '\\b(?:call|meeting|mtg|demo|reuni[oó]n|llamada|charla|conversaci[oó]n|visita|follow[- ]?up|seguimiento)\\s+(?:with|con|a|w/)\\s*(?<=\\s|/)',
    // "how'd the Beaconsfield Dairy call go": the company named before "call"
    "\\bthe\\s+(?=\\p{Lu}[\\p{L}&.'-]*(?:\\s+\\p{Lu}[\\p{L}&.'-]*){0,4}\\s+(?:call|meeting|demo|deal|renewal)\\b)",
    // "Call recap – Evergreen …", "Resumen llamada – Grupo …", "Numbers for Fenwick …", "lo conversado con …"
    '^(?:call|meeting)\\s+(?:recap|notes|summary)\\s*[-–—:]+\\s*',
    '^resumen(?:\\s+de)?(?:\\s+la)?\\s+(?:llamada|reuni[oó]n)\\s*[-–—:]+\\s*',
    '\\b(?:pricing|prices|numbers|terms|figures|precios|n[uú]meros|condiciones)\\s+(?:for|para)\\s+',
    '\\b(?:conversado|hablado|acordado|charlado|discussed|agreed)\\s+(?:con|with)\\s+',
    // "ya cerré números con Farmacias del Bajío", "closed the deal with Acme"
    '\\b(?:cerr[eé]|cerramos|closed)\\s+(?:(?:los\\s+|the\\s+)?(?:n[uú]meros|trato|deal|numbers)\\s+)?(?:con|with)\\s+',
    '\\b(?:talked|spoke|spoken|met|habl[eé]|hablamos)\\s+(?:to|with|con)\\s+',
    // "Met Ola Berg (CFO) at Saltmarsh": taken only with the company after the person
    '\\b(?:met|called|visited)\\s+(?!(?:with|w/|to|them|him|her|the|a|an|on|for|yesterday|today)\\b)',
    '^(?:for|para|cliente|customer|client)\\s+',
    // "Offer for …", "Angebot für …", "Offre pour …", "Proposta per …": a lead-in opening the notes in a language they
    // may be written in
    `^(?:${LEAD_INS})\\s+(?:for|für|an|pour|à|per|para|a|voor|för|til|dla|pro)\\s+(?=\\p{Lu}|\\p{Lo})`,
    // a CRM record's label: "Lead: Deccan Labs Pvt Ltd | …", "Oportunidad: Grupo Norte"
    '^(?:lead|prospect|opportunity|opp|account|cuenta|prospecto|oportunidad)\\s*:\\s*',
    // "Asunto: Resumen de la reunión - Logística Norte S.L.": the company after the subject's dash
    '^(?:subject|asunto)\\s*:[^\\n]*?\\s[-–—|]\\s+',
    // "ok so for Pinnacle Realty: 40 agents…": a capitalised name and a colon after "for"
    "\\b(?:for|para)\\s+(?=\\p{Lu}[\\p{L}&.'-]*(?:\\s+(?:\\p{Lu}[\\p{L}&.'-]*|de|del|y|&))*\\s*:)",
    '\\b(?:customer|client|cliente)\\s+(?:is|es)\\s+',
    // "Buenas, Caro. Para Agroandina S.A.S. (Colombia) armemos…": a sentence that opens with "for"/"para" and a name
    '(?<=[.!?]\\s+)(?:For|Para)\\s+(?=\\p{Lu})',
    // "lo de Logística Costa Brava al final quedó así": the account a Spanish chat calls "lo de"
    '\\blo de\\s+(?=\\p{Lu})',
    // "Traspaso de cuenta — Logística Guadalquivir S.L.", "Account handover – Brightline"
    '\\b(?:account|cuenta)(?:\\s+(?:handover|transfer|review))?\\s+[-–—]+\\s*',
  ].join('|'),
  'gimu',
);
const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|monday|tuesday|wednesday|thursday|friday|lunes|martes|mi[eé]rcoles|jueves|viernes';
const NOT_A_CUSTOMER = new RegExp(
  `^(?:${DEAL_NOUNS}|notes|notas|hi|hello|hey|hola|buenas|fwd|fw|re|subject|asunto|from|to|cc|sent|date|todo|reminder|fyi|update|recordatorio|nota|lead|prospect|opportunity|opp|prospecto|oportunidad|final|revised|updated|urgent|renewal|renovaci[oó]n|upsell|expansion|ampliaci[oó]n|${MONTHS}|q[1-4]|vat|iva|gst|tax|taxes|tax-exempt|exempt|exent[oa])\\b`,
  'i',
);

// words that open a sentence, never a company's name: "ok so new proposal…", "quick one: …"
const NOT_A_NAME =
  /^(?:a|an|the|and|or|to|of|for|with|at|on|in|ok|okay|so|hi|hey|quick|note|notes|new|next|this|that|they|we|i|our|their|it|some|just|also|pls|please|draft|pricing|price|prices|numbers|update|recap|summary|call|meeting|deal|quote|proposal|order|todo|fyi|re|fwd|para|por|de|el|la|los|las|un|una|y|o|nuevo|nueva|hola|buenas|ojo|precio|precios|cliente|customer|client)$/i;
const KEPT_LOWER = /^(?:of|de|del|and|y|&|the|la|el|for)$/i;

/**
 * A name written in lower case, as dictated or typed in a hurry ("acme freight — …", "proposal for harbor point credit
 * union, …"): one to five plain words closed by punctuation, none of them a word that opens a sentence. Shown with
 * capitals ("Harbor Point Credit Union").
 */
export function lowerName(text: string): string | undefined {
  const m = /^\s*([a-z][a-z'’&-]*(?:\s+[a-z][a-z'’&-]*){0,4})\s*(?:[,:;.(]|\s[-–—]\s|[–—]|$)/.exec(text);
  const words = m?.[1]?.split(/\s+/) ?? [];
  if (words.length === 0 || NOT_A_NAME.test(words[0] ?? '') || NOT_A_NAME.test(words[words.length - 1] ?? '')) return undefined;
  if (words.some((w) => /^(?:is|are|was|will|want|wants|needs?|has|have|es|son|quiere|quieren|necesita|necesitan)$/.test(w)))
    return undefined;
  return words.map((w, i) => (i > 0 && KEPT_LOWER.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1))).join(' ');
}

// after a person met or called, where they work: "Marcus Bell (CFO) at Tidewater", "Evelyn Cho, IT Director @ Birchwood",
// "Martina Sosa (gerenta de RRHH) de Logística Pampa"
const WORKS_AT =
  /^(?:\s*\([^)\n]{0,60}\))?(?:\s*,\s*[^,()@\n]{2,40}?)?\s*(?:\bat\b|@|\bfrom\b|\bde\b|\bdel\b|\ben\b)\s*(?=\p{Lu})/u;
const MET = /\b(?:spoke|talked|met|call(?:ed)?|meeting|mtg|habl[eé]|hablamos|reuni[oó]n|llamada)(?!\p{L})[^\n]{0,12}$/iu;

export function firstCustomer(notes: string, lines: string[]): string | undefined {
  for (const m of notes.matchAll(CUSTOMER)) {
    const from = (m.index ?? 0) + m[0].length;
    // "met with Dr. Ana Ortiz (…) at Valle Health": the person's honorific is no name
    const line = (notes.slice(from).split('\n')[0] ?? '').replace(
      new RegExp(String.raw`^(?:${HONORIFICS})\.?\s+(?=\p{Lu})`, 'u'),
      '',
    );
    // after "proposal for" a name may be written in lower case ("new proposal for harbor point credit union")
    const lower = new RegExp(`^(?:${DEAL_NOUNS})\\s`, 'i').test(m[0]) && /^\s*[a-z]/.test(line);
    const name = leadingName(line) ?? (lower ? lowerName(line) : undefined);
    if (!name || NOT_A_CUSTOMER.test(name)) continue;
    const at = MET.test(notes.slice(Math.max(0, from - 24), from))
      ? WORKS_AT.exec(line.slice(line.indexOf(name) + name.length))
      : null;
    const company = at ? leadingName(line.slice(line.indexOf(name) + name.length + at[0].length)) : undefined;
    if (company && !NOT_A_CUSTOMER.test(company)) return company;
    if (/^(?:met|called|visited)\s/i.test(m[0])) continue;
    return name;
  }
  // a first line that starts with a company name: "Globex S.A. de C.V. — 50 users…", "ACME wants…", "Umbrella Corp
  // quote: …", or that is only a name above the details ("Oscorp" then bullets)
  const first = (lines[0] ?? '').replace(/^(?:(?:re|fwd?|rv|tr)\s*:\s*)+/i, '');
  const lead = leadingName(first, 6);
  const follows = new RegExp(
    `^\\s*(?:[-–—:(,.;]|(?:wants|needs|is|are|asks|quiere|necesita|pide|busca|solicita|call|notes|meeting|notas|llamada|reuni[oó]n|(?:\\d+[\\s-]*(?:y|yrs?|years?|months?|mo)\\s+)?(?:${DEAL_NOUNS}))\\b)`,
    'i',
  );
  const alone = lead === first && lines.length > 1;
  if (lead && (alone || follows.test(first.slice(lead.length))) && !NOT_A_CUSTOMER.test(lead)) return lead;
  // "acme freight — Dispatch Pro, 40 seats…": a lower-case name closed by a dash or a colon
  const low = /^([^—–:\n]{2,60}?)\s*(?:[—–:]|\s-\s)/.exec(first)?.[1];
  const named = low && !lead ? lowerName(low) : undefined;
  if (named && !NOT_A_CUSTOMER.test(named)) return named;
  return undefined;
}
