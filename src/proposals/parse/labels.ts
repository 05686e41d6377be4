// "Label: value" lines in notes, English and Spanish label words, mapped to the proposal field they fill.
import { SENTENCE_END, splitLines } from './text';

export type LabelKey =
  | 'custName'
  | 'custSigner'
  | 'custTitle'
  | 'custEmail'
  | 'deployDesc'
  | 'edition'
  | 'region'
  | 'scale'
  | 'currency'
  | 'billing'
  | 'term'
  | 'startDate'
  | 'validUntil'
  | 'sla'
  | 'support'
  | 'lucSigner'
  | 'governingLaw'
  | 'sow'
  | 'tax'
  | 'termsAssumptions'
  | 'termsConditions'
  | 'docType'
  | 'deal';

const LABELS: Array<[LabelKey, string]> = [
  [
    'lucSigner',
    'our signer|our signatory|signed by us|countersign(?:ed)? by|our side(?: signs)?|signing for us|nuestro firmante|firma nuestra|firma por nuestra parte|por nuestra parte',
  ],
  [
    'custName',
    'customer(?: name)?|client(?: name)?|company|account(?: name)?|acct|prospect|cliente|empresa|cuenta|raz[oó]n social',
  ],
  // an opportunity's name often carries the product too ("Delta Airparts - Inventory Cloud"): the account wins
  ['deal', 'opportunity|oportunidad|opp|opty'],
  [
    'custSigner',
    'signer|signatory|signing|sign(?:s|ed)? by|decision[- ]maker|contact|their signer|signer on (?:your|their) side|their side|attendees?|participants?|on the call|firmante|firma|firmar[aá]|contacto|asistentes?|participantes?|por su parte',
  ],
  ['custTitle', 'title|role|position|cargo|puesto'],
  ['custEmail', 'e-?mail|mail|correo(?: electr[oó]nico)?'],
  ['deployDesc', 'deployment|deploy|hosting model|despliegue|modalidad|instalaci[oó]n'],
  ['edition', 'edition|tier|product|edici[oó]n|producto|versi[oó]n|plan'],
  ['region', 'region|data residency|hosting region|regi[oó]n|residencia de datos'],
  ['scale', 'scale|volume|seats|users|escala|volumen|usuarios|licencias|puestos'],
  ['currency', 'currency|moneda|divisa'],
  [
    'billing',
    'billing(?: frequency| cycle| period)?|invoicing(?: frequency)?|payment frequency|billed|facturaci[oó]n|periodicidad(?: de pago)?|forma de pago',
  ],
  ['term', 'contract term|term|duration|length|commitment|plazo|duraci[oó]n|vigencia del contrato'],
  ['startDate', 'start(?: date)?|go[- ]live|kick-?off|inicio|fecha de inicio|arranque|comienzo'],
  [
    'validUntil',
    'valid(?: until| through| thru| till)?|validity|quote valid(?: until)?|offer valid(?: until)?|expires|expiry|expiration|v[aá]lid[ao] hasta|validez|vigencia(?: de la oferta)?|vence',
  ],
  ['sla', 'sla|uptime|availability|disponibilidad|nivel de servicio'],
  ['support', 'support|soporte'],
  ['governingLaw', 'governing law|law|jurisdiction|ley aplicable|ley|legislaci[oó]n|jurisdicci[oó]n'],
  ['sow', 'scope of work|scope|sow|deliverables|alcance|entregables'],
  ['tax', 'tax|vat|iva|gst|igv|impuestos?'],
  ['termsAssumptions', 'assumptions?|supuestos|premisas'],
  [
    'termsConditions',
    'terms(?: and conditions| & conditions)?|conditions|t&cs?|payment terms|t[eé]rminos(?: y condiciones)?|condiciones(?: de pago)?',
  ],
  ['docType', 'doc(?:ument)?(?: type)?|type|tipo(?: de documento)?|documento'],
];

const KEY_CELL = new RegExp(`^(${LABELS.map(([, re]) => `(?:${re})`).join('|')})\\s+\\|\\s+(?=\\S)`, 'i');
const LINE = new RegExp(`^\\s*(${LABELS.map(([, re]) => `(?:${re})`).join('|')})\\s*[:=]\\s*(.+)$`, 'i');
/** Where a labelled value ends because the next sentence of its line is a label of its own ("…(Oregon). Governing law: …"). */
const NEXT_LABEL = new RegExp(`[.;]\\s+(?=(?:${LABELS.map(([, re]) => `(?:${re})`).join('|')})\\s*[:=])`, 'i');

/**
 * Where labels can sit: whole lines first (a CRM line "Contact: Name | CIO | email" keeps its pipes), then the pieces
 * between semicolons, bullets and pipes, then sentences ("… 2 year commitment. Data residency: Japan.").
 */
export function labelPieces(notes: string): string[] {
  const whole = notes
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*(?:[-*–—>•]+|\d+[.)])\s+/, '').trim())
    // a key-value table row "acct | Tidewater Media Co." is the labelled line "acct: Tidewater Media Co."
    .map((l) => l.replace(KEY_CELL, '$1: '));
  // " · " separates labelled values on one line: "Plazo: 36 meses · Facturación: anual"
  const pieces = splitLines(notes).flatMap((p) => p.split(/\s·\s/));
  const sentences = pieces.flatMap((p) => p.split(SENTENCE_END).slice(1));
  return [...whole, ...pieces, ...sentences];
}

/** Values of "Label: value" lines, first one wins per field. */
export function labelledValues(lines: string[]): Partial<Record<LabelKey, string>> {
  const out: Partial<Record<LabelKey, string>> = {};
  for (const line of lines) {
    const m = LINE.exec(line);
    if (!m) continue;
    const label = (m[1] ?? '').toLowerCase();
    const entry = LABELS.find(([, re]) => new RegExp(`^(?:${re})$`, 'i').test(label));
    if (!entry) continue;
    const value = (m[2] ?? '').split(NEXT_LABEL)[0]?.trim() ?? '';
    if (value && out[entry[0]] === undefined) out[entry[0]] = value;
  }
  return out;
}
