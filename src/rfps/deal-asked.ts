// Which of the deal's terms a requirement asks for, when it asks for nothing else: "Contract term?", "Provide pricing
// for each year", "¿Hasta qué fecha es válida la oferta?". The words that ask for a term are listed per term (EN + ES);
// every other content word of the requirement must be said by the terms chosen or be a word of asking ("provide",
// "proposed"), so "How do you monitor availability?" or "What is the price for 500 seats?" is not the deal's to answer.
import { stem, stemsMatch } from '../text/stem';
import { fold, numbersIn, STOPWORDS, tokens } from '../text/words';
import type { DealHit, DealTerm } from './deal';

type Asked = DealTerm | 'price';

/** Words that ask for each term, folded. A price question is answered by the lines and the totals. */
const CUES: Record<Asked, string[]> = {
  term: [
    'term',
    'initial term',
    'period',
    'duration',
    'contract length',
    'length of the contract',
    'period of performance',
    'contract period',
    'subscription period',
    'base period',
    'plazo',
    'duracion',
    'vigencia del contrato',
    'long',
    'how long',
  ],
  startDate: [
    'start',
    'start date',
    'begin',
    'commence',
    'commencement',
    'go-live',
    'go live',
    'kick-off',
    'kickoff',
    'inicio',
    'comienzo',
    'comenzar',
    'empezar',
    'arranque',
  ],
  validUntil: [
    'valid',
    'validity',
    'expire',
    'expires',
    'expiry',
    'expiration',
    'remain firm',
    'firm',
    'good until',
    'binding',
    'valida',
    'validez',
    'vigencia de la oferta',
  ],
  billing: [
    'billing',
    'billed',
    'bill',
    'invoice',
    'invoiced',
    'invoicing',
    'payment terms',
    'payment schedule',
    'billing frequency',
    'facturacion',
    'factura',
    'facturas',
    'facturar',
    'emitiran',
    'forma de pago',
    'condiciones de pago',
  ],
  sla: ['sla', 'uptime', 'availability', 'service level', 'disponibilidad', 'nivel de disponibilidad', 'nivel de servicio'],
  support: [
    'support',
    'support level',
    'level',
    'level of support',
    'technical support',
    'support tier',
    'support hours',
    'response time',
    'response target',
    'helpdesk',
    'help desk',
    'soporte',
    'nivel de soporte',
    'tiempo de respuesta',
    'asistencia tecnica',
    'coverage',
    'incident',
    'incidents',
    'ticket',
    'tickets',
    'horario de atencion',
    'soporte tecnico',
    'horario de soporte',
  ],
  edition: ['edition', 'tier', 'plan', 'package', 'edicion'],
  scale: [
    'seat',
    'user',
    'licence',
    'license',
    'named users',
    'number of seats',
    'number of users',
    'number of licences',
    'number of licenses',
    'usuarios',
    'licencias',
    'puestos',
    'numero de usuarios',
    'numero de licencias',
  ],
  region: [
    'region',
    'geographic region',
    'stored',
    'processed',
    'hosting location',
    'hosted',
    'hosting',
    'data residency',
    'residency',
    'data centre',
    'data center',
    'datacenter',
    'alojamiento',
    'alojaran',
    'alojados',
    'residencia',
    'centro de datos',
    'location',
    'country',
    'where hosted',
  ],
  governingLaw: [
    'governing law',
    'govern',
    'jurisdiction',
    'applicable law',
    'venue',
    'ley aplicable',
    'jurisdiccion',
    'legislacion aplicable',
    'legislacion',
    'rige',
    'regira',
    'ley',
  ],
  price: [
    'price',
    'prices',
    'pricing',
    'cost',
    'costs',
    'fee',
    'fees',
    'charge',
    'charges',
    'rate',
    'quote',
    'amount',
    'budget',
    'precio',
    'precios',
    'costo',
    'coste',
    'tarifa',
    'cuota',
    'importe',
    'honorarios',
    'cotizacion',
    'cotizaciones',
    'how much',
  ],
  totals: ['total', 'overall', 'grand total', 'tco', 'total cost', 'importe total', 'precio total'],
  discounts: ['discount', 'discounts', 'discounted', 'descuento', 'descuentos', 'rebaja'],
  tax: ['tax', 'taxes', 'vat', 'sales tax', 'impuesto', 'impuestos', 'iva'],
  lineItems: [],
};

/**
 * Words of asking in commercial questions: who asks and answers, what is proposed, and the years prices are given for.
 * They say nothing the deal must state.
 */
const ASKING = new Set(
  (
    'propose proposed proposal offer offered quote state provide confirm specify indicate describe list detail submit ' +
    'include included including show showing applicable applied apply anticipated expected planned guaranteed committed ' +
    'solution service services subscription contract agreement vendor offeror offerors respondent bidder supplier ' +
    'date dates year years yearly annual annually first second one two month monthly schedule breakdown itemise itemize ' +
    'each every full entire resulting awarded award cover covered until through customer data initial time long quoted product commitment commit frequency ' +
    'propuesto propuesta propuestos previsto prevista servicio servicios contrato oferta economica fecha fechas ano anos ' +
    'primer primero segundo indique detalle describa confirme garantizan aplicados aplicables incluidos incluido hasta datos producto compromiso frecuencia ' +
    // the parties and the buyer naming themselves, the form an answer takes, and question words typed loosely
    'contractor proposer oferente licitador proponente contratista proveedor debera deberan debe indicar give offering expressed ' +
    'percentage percent porcentaje district school schools university county city agency department organization institution ' +
    'much many whats wich garantizado garantizada'
  )
    .split(' ')
    .map(stem),
);

interface CompiledCue {
  term: Asked;
  stems: string[];
}

const COMPILED: CompiledCue[] = (Object.entries(CUES) as Array<[Asked, string[]]>)
  .flatMap(([term, cues]) => cues.map((c) => ({ term, stems: wordStems(c) })))
  .sort((a, b) => b.stems.length - a.stems.length);

/** What each asked term is answered by. */
const ANSWERED_BY: Record<Asked, DealTerm[]> = {
  term: ['term'],
  startDate: ['startDate'],
  validUntil: ['validUntil'],
  billing: ['billing'],
  sla: ['sla'],
  support: ['support'],
  edition: ['edition'],
  scale: ['scale'],
  region: ['region'],
  governingLaw: ['governingLaw'],
  price: ['lineItems', 'totals'],
  totals: ['lineItems', 'totals'],
  discounts: ['discounts'],
  tax: ['tax'],
  lineItems: ['lineItems'],
};

/** A text's words, stemmed, hyphenated words in their parts ("year-two"), without function words. */
function wordStems(text: string): string[] {
  // a figure stays whole ("24/7", "99.9%"); a hyphenated word with one ("priority-1") also gives its word
  return tokens(text)
    .flatMap((t) => (/\d/.test(t) ? [t, ...t.split(/[-'’]/).filter((p) => /^\p{L}+$/u.test(p))] : t.split(/[-'’]/)))
    .filter((t) => !STOPWORDS.has(t) && (t.length > 1 || /\d/.test(t)))
    .map(stem);
}

/**
 * The deal's hits that answer `question` whole, or [] when it asks anything the deal does not state (a figure it
 * does not hold, a word none of the chosen terms says). The hits keep the deal's order.
 */
export function dealAnswerFor(question: string, deal: DealHit[]): DealHit[] {
  if (deal.length === 0) return [];
  // asides in parentheses ("(set-up, implementation, onboarding)") name examples: they may pick lines, not refuse
  const aside = [...question.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]).join(' ');
  const words = wordStems(question.replace(/\([^)]*\)/g, ' '));
  const used = new Array<boolean>(words.length).fill(false);
  const asked = new Set<Asked>();
  for (const cue of COMPILED) {
    for (let i = 0; i + cue.stems.length <= words.length; i++) {
      if (cue.stems.some((s, j) => used[i + j] || !stemsMatch(words[i + j] ?? '', s))) continue;
      for (let j = 0; j < cue.stems.length; j++) used[i + j] = true;
      asked.add(cue.term);
    }
  }
  // "per licence" qualifies a price; "how many licences" asks the deal's size, price or not
  const counted = /\b(?:how many|number of|cuant[oa]s|numero de)\b/.test(fold(question));
  if ((asked.has('price') || asked.has('totals')) && !counted) asked.delete('scale');
  // "how long is the quote valid" asks the validity, not the contract's length
  if (asked.has('validUntil') && !/\b(?:term|duration|period|plazo|duracion)\b/.test(fold(question))) asked.delete('term');
  // "the date through which the prices quoted remain firm" asks how long the prices hold, not what they are
  if (asked.has('validUntil')) asked.delete('price');
  if (asked.size === 0) return [];
  const wanted = new Set([...asked].flatMap((a) => ANSWERED_BY[a]));
  let chosen = deal.filter((h) => wanted.has(h.heading as DealTerm));
  // a price asked of some lines ("the annual fee for premium support") is answered by those lines alone
  const rest = words.filter((w, i) => !used[i] && !ASKING.has(w) && !/^\d/.test(w));
  const named = [...rest, ...wordStems(aside).filter((w) => !ASKING.has(w))];
  // (the lines naming most of its words: "Canvas LMS licenses" is the LMS line, not also Canvas Studio's)
  const naming = (h: DealHit) => named.filter((w) => stemsOf(h.text).some((s) => stemsMatch(w, s))).length;
  const matched = chosen.filter((h) => h.heading === 'lineItems' && naming(h) > 0);
  const most = Math.max(0, ...matched.map(naming));
  const lines = matched.filter((h) => naming(h) === most);
  if (lines.length > 0) chosen = chosen.filter((h) => h.heading !== 'lineItems' || lines.includes(h));
  if (lines.length > 0 && !asked.has('totals')) chosen = chosen.filter((h) => h.heading !== 'totals');
  if (chosen.length === 0) return [];
  const said = chosen.flatMap((h) => stemsOf(`${h.text}`));
  // a name the question writes with a capital ("Northbeam Pro") is said when the deal names it anywhere
  const names = new Set(
    wordStems((question.match(/(?<=\S\s+)\p{Lu}[\p{L}\p{N}]*/gu) ?? []).join(' ')).filter((w) =>
      deal.some((h) => stemsOf(h.text).some((s) => stemsMatch(w, s))),
    ),
  );
  const isSaid = (w: string) => names.has(w) || said.some((s) => stemsMatch(w, s));
  // of alternatives ("implementation or onboarding fees") one is enough
  const either = alternatives(question);
  const covered = (w: string) => isSaid(w) || either.some(([a, b]) => (a === w && isSaid(b)) || (b === w && isSaid(a)));
  if (!rest.every(covered)) return [];
  // every figure asked ("for 500 seats") must be one the chosen terms state
  const stated = new Set(numbersIn(chosen.map((h) => h.text).join(' ')));
  // a year's number ("for year 1 and year 2", "years 1-2", "año 2") names which years, not a figure the deal must hold
  const years = /\b(?:years?|yrs?|y|anos?)\s*\d\b(?:\s*(?:and|&|y|,|-|–|to|a)\s*(?:(?:years?|yrs?|y|anos?)\s*)?\d\b)*/g;
  const figures = numbersIn(
    fold(question)
      .replace(/\b(?:19|20)\d\d\b/g, ' ')
      .replace(years, ' '),
  );
  if (figures.some((n) => !stated.has(n))) return [];
  return chosen;
}

/** Pairs of words a question offers as alternatives: "X or Y", "X o Y", "X and/or Y", "X / Y". */
function alternatives(question: string): Array<[string, string]> {
  const pairs = question.matchAll(/(\p{L}[\p{L}-]*)\s*(?:\s(?:or|o|u|and\/or|y\/o)\s|\/)\s*(\p{L}[\p{L}-]*)/gu);
  return [...pairs].map((m) => [stem(fold(m[1] ?? '')), stem(fold(m[2] ?? ''))]);
}

function stemsOf(text: string): string[] {
  return wordStems(text);
}
