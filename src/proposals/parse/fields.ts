// Reads the proposal fields that notes state, from "Label: value" lines first and free wording second.
// Only what the notes say is returned; nothing is guessed.
import type { Billing, ProposalFields } from '../schema';
import { leaving } from './amounts';
import {
  type Contact,
  contactAfterName,
  contactIn,
  customerSignature,
  selfSigner,
  signatureIn,
  signerFrom,
  titledPerson,
} from './contacts';
import { countsIn, isGuess } from './counts';
import { docTypeOf, firstCustomer } from './customer';
import { addDays, countWord, dateAfter, findDates } from './dates';
import { labelledValues, labelPieces } from './labels';
import { detectCurrency, findMoney } from './money';
import { taxIncluded, taxOf } from './tax';
import { capitalize, clean, EMAIL, leadingName, splitClauses, splitLines, titleAfter } from './text';

export interface ParseOptions {
  lang: string;
  today: string;
}

type Found = Partial<Omit<ProposalFields, 'docLang'>>;

const es = (lang: string) => lang.startsWith('es');

function billingOf(text: string): Billing | undefined {
  const t = text.toLowerCase();
  if (/one[- ]time|single payment|upfront in full|pago [uú]nico|un solo pago|[uú]nico pago/.test(t)) return 'One-time';
  if (/quarter|qtrly|trimestr/.test(t)) return 'Quarterly';
  if (/month|mthly|mensual|por mes/.test(t)) return 'Monthly';
  if (/an{1,2}ual|year|yrly|por año/.test(t)) return 'Annual';
  return undefined;
}

// explicit billing wording first; "one-time"/"pago único" alone usually describes an item, not the billing
// with the misspellings reps type ("anualy", "annualy", "quartely")
const PERIODLY =
  'an{1,2}ual(?:l?y)?|yearly|quart?er?ly|monthly|upfront annually|one[- ]time|mthly|qtrly|yrly|anual(?:mente)?|trimestral(?:mente)?|mensual(?:mente)?';
/** A clause that is only the billing period: "…, annual, 2 yrs", "anual, 12 meses". */
const PERIOD_ALONE = new RegExp(`^(?:${PERIODLY})[.!]?$`, 'i');
const BILLING_PHRASES = [
  new RegExp(
    String.raw`\b(?:bill(?:ed|ing|d)?|invoic(?:ed|ing)|facturaci[oó]n|facturad[oa]s?|se factura|fact\.?)\s*:?\s+(?:(?:is|es|will be|ser[aá]|in|en|de forma)\s+)?(${PERIODLY})\b`,
    'i',
  ),
  /\b(an{1,2}ual|yearly|quarterly|monthly|one[- ]time|mthly|qtrly|trimestral|mensual)\s+(?:(?:upfront|in advance|prepaid|adelantad[oa])\s+)?(?:bil{1,2}i?n?g|invoic\w*|facturaci[oó]n|bill)\b/i,
  /\b(?:paid|payable|payments?|pagos?|cobro)\s+(?:(?:is|es|in|en|de forma)\s+)?(annually|yearly|annual|quarterly|monthly|anual(?:es|mente)?|trimestral(?:es|mente)?|mensual(?:es|mente)?)\b/i,
];

function termOf(text: string, lang: string): string | undefined {
  const m =
    /\b(\d+|one|two|three|four|five|un|uno|dos|tres|cuatro|cinco)[\s-]*(years?|yrs?|y|months?|mos?|mths?|mnths?|m|a[nñ]os|a[nñ]o|meses|mes)\b/i.exec(
      text,
    );
  if (!m) return undefined;
  const n = countWord(m[1] ?? '') ?? (/^cinco|five$/i.test(m[1] ?? '') ? 5 : undefined);
  if (n === undefined) return undefined;
  const years = /^(?:y|a)/i.test(m[2] ?? '');
  if (es(lang)) return years ? `${n} ${n === 1 ? 'año' : 'años'}` : `${n} ${n === 1 ? 'mes' : 'meses'}`;
  return years ? `${n} ${n === 1 ? 'year' : 'years'}` : `${n} ${n === 1 ? 'month' : 'months'}`;
}

const TERM_ALONE =
  /^(?:(?:for|por|durante)\s+)?(?:\d+|one|two|three|four|five|un|uno|dos|tres|cuatro|cinco)[\s-]*(?:years?|yrs?|months?|mos?|mths?|mnths?|a[nñ]os?|meses)(?:\s+(?:term|plazo))?[.!]?$/i;
const OUR_SIGNER =
  /\b(?:our signer|our signatory|countersigned by|signed for us by|nuestro firmante|(?:firma|firmar[aá]) por nuestra parte|signs? for us|signing for us|on our side)\s*(?::|is|es|-)?\s*([^\n;]+)/i;

// "term 24 months", "plazo: 36 meses", "compromiso a 2 años" first; then "2-year commitment", "12 mo term"
const TERM_NAMED =
  /\b(?:term|contract|commitment|renewal|subscription|plazo|contrato|compromiso|duraci[oó]n|vigencia|renovaci[oó]n|suscripci[oó]n)\s*(?:of|de|is|es|a|por|for|:)?\s*(\d+|one|two|three|un|uno|dos|tres)[\s-]*(?:years?|yrs?|months?|mos?|m|a[nñ]os|a[nñ]o|meses)\b/i;
const TERM_BEFORE =
  /\b(\d+|one|two|three|four|five|un|uno|dos|tres|cuatro|cinco)[\s-]*(?:years?|yrs?|y|months?|mos?|a[nñ]os|a[nñ]o|meses)[\s-]+(?:term|contract|commitment|deal|agreement|subscription|renewal|renovaci[oó]n|plazo|contrato|compromiso|suscripci[oó]n|de contrato|de plazo|de vigencia)\b/i;

function deploymentOf(text: string, lang: string): string | undefined {
  const t = text.toLowerCase();
  const pick = (en: string, sp: string) => (es(lang) ? sp : en);
  if (/\bhybrid|h[ií]brid[oa]/.test(t)) return pick('Hybrid', 'Híbrido');
  if (/on[- ]?prem|self[- ]hosted|instalaci[oó]n local|\blocal\b.*servidor|en sitio|autoalojad/.test(t))
    return pick('On-premises', 'Local (on-premises)');
  if (/private cloud|single[- ]tenant|nube privada|dedicated cloud/.test(t)) return pick('Private cloud', 'Nube privada');
  if (/\bsaas\b|\bcloud\b|\bnube\b|hosted by us/.test(t)) return pick('Cloud (SaaS)', 'Nube (SaaS)');
  return undefined;
}

const REGION =
  /\b(?:hosted|hosting|data residency|data cent(?:er|re)s?|region|regi[oó]n|alojad[oa]s?|hospedad[oa]s?|centros? de datos|residencia de datos|datos)\s+(?:in|en|:)?\s*(?:the\s+|la\s+|el\s+|los\s+)?(US[- ]East|US[- ]West|EU[- ]West|EU[- ]Central|EU|US|USA|UK|LATAM|APAC|EMEA|Europe|Europa|North America|Norteam[eé]rica|United States|Estados Unidos|M[eé]xico|Mexico|Brazil|Brasil|Canada|Canad[aá]|Spain|Espa[ñn]a|Germany|Alemania|Frankfurt|Ireland|Irlanda|Chile|Colombia|Argentina|Per[uú]|[a-z]{2}-[a-z]+-\d|US[- ]East|US[- ]West|EU[- ]West|EU[- ]Central)\b|\b(EU|US|UK|LATAM|APAC|EMEA|US[- ]East|US[- ]West|EU[- ]West|EU[- ]Central)(?:\s+|-)(?:region|regi[oó]n|hosting|hosted|data cent(?:er|re)|datacenter)\b/i;

const SCALE =
  /\b(\d{1,3}(?:[.,]\d{3})+|\d+)\s*(?:named\s+|concurrent\s+)?(seats|users|licenses|licences|agents|employees|devices|endpoints|locations|sites|stores|usuarios|licencias|puestos|agentes|empleados|dispositivos|sedes|tiendas)\b/i;

const SLA =
  /\b(\d{2}(?:[.,]\d{1,3})?)\s*%\s*(?:monthly\s+|mensual\s+|de\s+)?(uptime|availability|disponibilidad|sla)\b|\bsla\s*(?:of|de|del|:)?\s*(\d{2}(?:[.,]\d{1,3})?)\s*%/i;

const SUPPORT =
  /\b(?:(24\/7|24x7|24\s?h|premium|standard|est[aá]ndar|business[- ]hours|gold|platinum|silver|basic|dedicated|enterprise|priority|8x5|9x5)\s+(?:\w+\s+)?support\b|soporte\s+(?:t[eé]cnico\s+)?(24\/7|24x7|premium|est[aá]ndar|dedicado|prioritario|8x5|b[aá]sico|en horario laboral|gold|platinum)(?:\s+24\/7|\s+24x7)?)/i;

/** Words that say what a support plan gives: its hours, channels and response. */
const SUPPORT_DETAIL =
  /\b(?:24\/7|24x7|24\s?h|\d{1,2}x\d|phone|telephone|e-?mail|chat|hours|response|named|manager|TAM|tel[eé]fono|correo|horario|respuesta)\b/i;
const PRICE_PERIOD =
  /^\s*(?:\/\s*(?:yr|year|mo|month|a[nñ]o|mes)|(?:per|a|an|al|por)\s+(?:year|month|annum|a[nñ]o|mes)|annually|monthly|yearly|one[- ]time|anual(?:es)?|mensual(?:es)?)\b\.?/i;

/**
 * The support plan the notes name ("premium support"), with what it gives when the same clause says so and the
 * price around it is set aside: "Premium support: $9,500/yr, 24/7 phone and email" → "premium support, 24/7 phone
 * and email".
 */
function supportOf(notes: string): string | undefined {
  const m = SUPPORT.exec(notes);
  if (!m) return undefined;
  const start = (m.index ?? 0) + m[0].length;
  const clause = notes.slice(start).split(/[;\n]|\.(?:\s|$)/)[0] ?? '';
  let rest = clause;
  for (const money of findMoney(clause).reverse()) {
    const after = rest.slice(money.index + money.length);
    const period = PRICE_PERIOD.exec(after)?.[0] ?? '';
    rest = `${rest.slice(0, money.index)} ${after.slice(period.length)}`;
  }
  // the clause's pieces that describe the plan, up to the first that is about something else ("billing annual")
  const kept: string[] = [];
  for (const piece of rest.replace(/[()]/g, ',').split(',')) {
    const words = piece
      .replace(/\s+/g, ' ')
      .replace(/^[\s:–—-]*(?:(?:at|for|with|incl(?:uding|\.)?|con|por|a)\s+)*|[\s:–—-]+$/gi, '');
    if (SUPPORT_DETAIL.test(words)) kept.push(words);
    else if (kept.length > 0 && words) break;
  }
  const detail = kept.join(', ');
  return detail && detail.length <= 60 ? `${m[0]}, ${detail}` : m[0];
}

// an edition word written after a product's name, capitalised: "QualityHub Standard", "AlmacénPro Enterprise"
const EDITION_AFTER_NAME =
  /(?<=\p{Lu}[\p{L}\d-]*\s)(Enterprise|Professional|Standard|Premium|Starter|Business|Ultimate|Advanced|Essentials|Plus)\b(?!\s+(?:support|soporte|sla|hours|horas))/u;
const EDITION =
  /\b(enterprise|professional|pro|business|standard|starter|premium|team|teams|ultimate|growth|basic|plus|advanced|essentials|empresarial|profesional)\s+(?:edition|ed\.|plan|tier|license|licenses|licences|seats|users|subscription)(?!\p{L})|\b(?:edition|edici[oó]n|plan|tier|licencias?|versi[oó]n)\s+(enterprise|professional|pro|business|standard|starter|premium|team|ultimate|growth|basic|plus|advanced|essentials|empresarial|profesional|est[aá]ndar)\b/iu;

const LAW =
  /(?:governed by (?:the )?laws? of|governing law(?:\s*(?:is|of|:|-))?|ley(?:es)? aplicables?(?:\s*(?:es|:))?|legislaci[oó]n(?:\s+aplicable)?(?:\s*(?::|de|es))?|jurisdicci[oó]n(?:\s*(?::|de))?|regid[oa] por las leyes de|bajo (?:las )?leyes de)\s+(?:the\s+|la\s+|el\s+)?([^.,;\n]+)/i;

/** A "Signer:"/"Contact:" value: name, title, email; a name written in lower case is kept as written. */
function labelledContact(text: string): Contact {
  const c = contactIn(text);
  if (c.name) return c;
  const name = clean(text.split(/[,(<|]/)[0] ?? '');
  return name && !EMAIL.test(name) ? { name } : {};
}

/** The first date after any of the keywords. */
function keywordDate(notes: string, keyword: RegExp, o: ParseOptions): string | undefined {
  for (const m of notes.matchAll(keyword)) {
    const date = dateAfter(notes, (m.index ?? 0) + m[0].length, { ...o, window: 40 });
    if (date) return date;
  }
  return undefined;
}

export const START =
  /\b(?:start(?:s|ing)?(?: date)?|strt(?: date)?|go[- ]live|kick-?off|commenc\w*|effective|begin(?:s|ning)?|inicio|inicia|empieza|empezando|comienza|comenzando|arranque|arranca|a partir del?|desde el)\b/gi;
export const VALID =
  /\b(?:valid(?:ity)?(?: until| through| thru| till| to)?|expires?|expiry|expiration|good (?:until|through|till)|(?:holds?|held|stands?|firm) (?:until|through|till)|offer ends|v[aá]lid[ao]s? hasta|validez(?: hasta)?|vigente hasta|vence|caduca)\b/gi;
const VALID_FOR =
  /\b(?:valid(?:ity)?|good|v[aá]lid[ao]|validez|vigencia(?:\s+de\s+la\s+(?:oferta|cotizaci[oó]n|propuesta))?)\s*(?:for|por|de|:)?\s*(\d+|\w+)\s+(days|d[ií]as|weeks?|semanas?)\b/i;

/** The first day of a range in words: "from 1 April to 31 March", "del 1 de abril al 31 de marzo". */
function rangeStart(notes: string, o: ParseOptions): string | undefined {
  for (const m of notes.matchAll(
    /\b(?:from|del|desde(?:\s+el)?|(?:service\s+)?period|per[ií]odo(?:\s+de\s+servicio)?)\s*:?\s+/gi,
  )) {
    const rest = notes.slice((m.index ?? 0) + m[0].length);
    const d = findDates(rest.slice(0, 40), o)[0];
    if (d?.index === 0 && /^\s*(?:to|until|through|thru|till|-|–|al|hasta(?:\s+el)?)\s/i.test(rest.slice(d.length)))
      return d.date;
  }
  return undefined;
}

/** "200 seats", not a range or a guess ("100 or 150 seats", "20-30 seats", "maybe 50 users"). */
function scaleOf(notes: string): string | undefined {
  for (const m of notes.matchAll(new RegExp(SCALE.source, 'gi'))) if (!isGuess(notes.slice(0, m.index))) return m[0];
  // "Qty: 250" with a price per user: "250 users"
  const qty = countsIn(notes).find((c) => !c.unit)?.text;
  const unit = /(?:\/\s*|\b(?:per|por)\s+)(seat|user|licen[cs]e|device|endpoint|usuario|licencia|puesto)\b/i.exec(notes)?.[1];
  return qty && unit ? `${qty} ${unit.toLowerCase()}s` : undefined;
}

export function parseFields(notes: string, o: ParseOptions): Found {
  const lines = splitLines(notes);
  const label = labelledValues(labelPieces(notes));
  const f: Found = {};
  const lang = o.lang;

  const docType = (label.docType && docTypeOf(label.docType)) ?? docTypeOf(lines.slice(0, 2).join(' '));
  if (docType) f.docType = docType;

  const signature = signatureIn(notes);
  const theirs = customerSignature(notes, label.custName ?? firstCustomer(notes, lines));
  const named = label.custName ?? label.deal;
  const custName =
    (named ? (leadingName(named, 8) ?? clean(named.split(/[,(;|]|\.\s/)[0] ?? '')) : firstCustomer(notes, lines)) ??
    theirs?.company;
  if (custName) f.custName = custName;

  // a signature that is not the customer's (the rep's own) says nothing about the customer
  const read = signature && !theirs ? notes.replace(signature.text, '') : notes;
  const signer: Contact = label.custSigner
    ? labelledContact(label.custSigner)
    : ((custName && contactAfterName(read, custName).name ? contactAfterName(read, custName) : undefined) ??
      (signerFrom(read).name ? signerFrom(read) : undefined) ??
      (selfSigner(read).name ? selfSigner(read) : undefined) ??
      theirs ??
      (titledPerson(read).name ? titledPerson(read) : undefined) ??
      {});
  // the same person in the customer's signature brings the title and email written there
  if (theirs && signer.name === theirs.name)
    Object.assign(signer, { title: signer.title ?? theirs.title, email: signer.email ?? theirs.email });
  if (signer.name && !EMAIL.test(signer.name)) f.custSigner = signer.name;
  const title = label.custTitle ? clean(label.custTitle) : signer.title;
  if (title) f.custTitle = title;
  const email = EMAIL.exec(label.custEmail ?? label.custSigner ?? '')?.[0] ?? signer.email ?? EMAIL.exec(read)?.[0];
  if (email) f.custEmail = email.toLowerCase();

  const currency = (label.currency && detectCurrency(label.currency.toUpperCase())) || detectCurrency(notes);
  if (currency) f.currency = currency;

  const billing = label.billing
    ? billingOf(label.billing.split(/[|;,·]/)[0] ?? '')
    : billingOf(
        BILLING_PHRASES.map((re) => re.exec(notes)?.[0]).find(Boolean) ??
          splitClauses(notes).find((c) => PERIOD_ALONE.test(c.trim())) ??
          '',
      );
  if (billing) f.billing = billing;

  const term =
    (label.term && termOf(label.term, lang)) ||
    termOf(TERM_NAMED.exec(notes)?.[0] ?? '', lang) ||
    termOf(TERM_BEFORE.exec(notes)?.[0] ?? '', lang) ||
    termOf(
      splitClauses(notes)
        .map((c) => c.split(':').pop()?.trim() ?? '')
        .find((c) => TERM_ALONE.test(c)) ?? '',
      lang,
    );
  if (term) f.term = term;

  const startDate = label.startDate
    ? findDates(label.startDate, o)[0]?.date
    : (keywordDate(notes, START, o) ?? rangeStart(notes, o));
  if (startDate) f.startDate = startDate;
  const validFor = VALID_FOR.exec(notes);
  const validCount = validFor ? countWord(validFor[1] ?? '') : undefined;
  const validDays = validCount !== undefined && /^(?:w|s)/i.test(validFor?.[2] ?? '') ? validCount * 7 : validCount;
  const validUntil =
    (label.validUntil && findDates(label.validUntil, o)[0]?.date) ??
    (validDays !== undefined ? addDays(o.today, validDays) : keywordDate(notes, VALID, o));
  if (validUntil) f.validUntil = validUntil;

  const deploy = deploymentOf(label.deployDesc ?? notes, lang);
  if (deploy) f.deployDesc = deploy;
  // a label keeps its wording ("Enterprise Plus"); a recognised edition word is shown capitalised ("Enterprise"); the
  // plan being left ("Moving from RetailHub Essentials plan … to the Professional plan") is not the one sold
  const taken = (re: RegExp) =>
    [...notes.matchAll(new RegExp(re.source, `${re.flags}g`))].find(
      (m) => !leaving(notes.slice(Math.max(0, m.index - 80), m.index)),
    );
  const edition = label.edition
    ? clean(label.edition)
    : (taken(EDITION)?.slice(1, 3).find(Boolean) ?? taken(EDITION_AFTER_NAME)?.[1])?.toLowerCase();
  if (edition) f.edition = capitalize(edition);
  const region = label.region ? clean(label.region) : REGION.exec(notes)?.slice(1, 3).find(Boolean);
  // codes in capitals ("eu" → "EU"); a place name keeps its spelling ("Japan")
  if (region) f.region = region.length <= 5 && !/^\p{Lu}\p{Ll}+$/u.test(region) ? region.toUpperCase() : region;
  // a "Licencias: USD 48.000" line prices licences; it does not count them
  const scaleLabel = label.scale && /^\d/.test(label.scale) && findMoney(label.scale).length === 0 ? label.scale : undefined;
  const scale = scaleLabel ? clean(scaleLabel) : scaleOf(notes);
  if (scale) f.scale = scale;

  const sla = SLA.exec(label.sla ?? notes);
  if (sla) {
    const pct = sla[1] ?? sla[3];
    f.sla = es(lang) ? `${pct}% de disponibilidad` : `${pct}% uptime`;
  } else if (label.sla) f.sla = clean(label.sla);
  const support = label.support ? clean(label.support) : supportOf(notes);
  if (support) f.support = capitalize(support);

  const lucText = label.lucSigner ?? OUR_SIGNER.exec(notes)?.[1];
  const lucSigner = lucText ? leadingName(lucText, 4) : undefined;
  if (lucSigner && lucText) {
    f.lucSigner = lucSigner;
    const lucEmail = EMAIL.exec(lucText)?.[0];
    if (lucEmail) f.lucEmail = lucEmail.toLowerCase();
    const lucTitle = titleAfter(lucText.slice(lucText.indexOf(lucSigner) + lucSigner.length));
    if (lucTitle) f.lucTitle = lucTitle;
  }

  const law = label.governingLaw ? clean(label.governingLaw) : LAW.exec(notes)?.[1];
  if (law) f.governingLaw = capitalize(clean(law.replace(/^(?:the\s+)?laws?\s+of\s+/i, '')));
  if (label.sow) f.sow = capitalize(clean(label.sow));

  // the notes' own wording first ("Tax: 7.5% sales tax", "IVA: 21%"), a bare "Tax: 8%" line second
  const tax = taxOf(notes) ?? (label.tax ? taxOf(`tax ${label.tax}`) : undefined);
  if (tax) {
    f.taxLabel = label.tax && !/\d/.test(label.tax) ? clean(label.tax) : tax.label;
    // a rate the prices already include is not added again (the parser's warnings say so)
    if (tax.rate !== null && !taxIncluded(notes)) f.taxRate = tax.rate;
  }

  const said = /\b(?:assum(?:es|ing|ption|ptions)|supuestos?|asumimos|asume|suponiendo|se asume que)\b\s*(:)?\s*([^\n]+)/i.exec(
    notes,
  );
  const assumptions = label.termsAssumptions ?? (said?.[1] ? said[2] : said?.[0]);
  if (assumptions) f.termsAssumptions = capitalize(clean(assumptions));
  const conditions = label.termsConditions ?? /\bnet[\s-]?(\d{2,3})\b|\bpago a (\d{2,3}) d[ií]as\b/i.exec(notes)?.[0];
  if (conditions) f.termsConditions = capitalize(clean(conditions));
  return f;
}
