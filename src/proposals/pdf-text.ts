// Words and formats of the PDF per document language: labels, dates, numbers and money for en, es-419 and es-ES.
import type { DocLang, DocType } from './schema';

export interface PdfWords {
  title: Record<DocType, string>;
  number: string;
  version: string;
  issued: string;
  validUntil: string;
  preparedFor: string;
  preparedBy: string;
  overview: string;
  scope: string;
  pricing: string;
  description: string;
  year1: string;
  year2: string;
  amount: string;
  subtotal: string;
  discount: string;
  net: string;
  tax: string;
  total: string;
  contractTotal: string;
  noItems: string;
  terms: string;
  governingLaw: string;
  conditions: string;
  assumptions: string;
  acceptance: string;
  acceptanceText: Record<DocType, string>;
  signature: string;
  name: string;
  jobTitle: string;
  date: string;
  email: string;
  page: (n: number, of: number) => string;
  rows: Record<
    'edition' | 'deployDesc' | 'region' | 'scale' | 'term' | 'startDate' | 'billing' | 'currency' | 'sla' | 'support',
    string
  >;
  billing: Record<string, string>;
}

const EN: PdfWords = {
  title: { proposal: 'Proposal', order: 'Order Form', agreement: 'Agreement' },
  number: 'No.',
  version: 'Version',
  issued: 'Date',
  validUntil: 'Valid until',
  preparedFor: 'Prepared for',
  preparedBy: 'Prepared by',
  overview: 'Overview',
  scope: 'Scope of work',
  pricing: 'Pricing',
  description: 'Description',
  year1: 'Year 1',
  year2: 'Year 2',
  amount: 'Amount',
  subtotal: 'Subtotal',
  discount: 'Discount',
  net: 'Net',
  tax: 'Tax',
  total: 'Total',
  contractTotal: 'Total over both years',
  noItems: 'No priced items yet.',
  terms: 'Terms',
  governingLaw: 'Governing law',
  conditions: 'Terms and conditions',
  assumptions: 'Assumptions',
  acceptance: 'Acceptance',
  acceptanceText: {
    proposal: 'By signing below, both parties accept this proposal and its pricing.',
    order: 'By signing below, the customer places this order and both parties accept its terms.',
    agreement: 'By signing below, both parties agree to the terms of this agreement.',
  },
  signature: 'Signature',
  name: 'Name',
  jobTitle: 'Title',
  date: 'Date',
  email: 'Email',
  page: (n, of) => `Page ${n} of ${of}`,
  rows: {
    edition: 'Edition',
    deployDesc: 'Deployment',
    region: 'Region',
    scale: 'Scale',
    term: 'Term',
    startDate: 'Start date',
    billing: 'Billing',
    currency: 'Currency',
    sla: 'Service level',
    support: 'Support',
  },
  billing: { Annual: 'Annual', Quarterly: 'Quarterly', Monthly: 'Monthly', 'One-time': 'One-time' },
};

const ES: PdfWords = {
  title: { proposal: 'Propuesta comercial', order: 'Orden de compra', agreement: 'Contrato' },
  number: 'N.º',
  version: 'Versión',
  issued: 'Fecha',
  validUntil: 'Válida hasta',
  preparedFor: 'Preparada para',
  preparedBy: 'Preparada por',
  overview: 'Resumen',
  scope: 'Alcance del trabajo',
  pricing: 'Precios',
  description: 'Descripción',
  year1: 'Año 1',
  year2: 'Año 2',
  amount: 'Importe',
  subtotal: 'Subtotal',
  discount: 'Descuento',
  net: 'Neto',
  tax: 'Impuesto',
  total: 'Total',
  contractTotal: 'Total de los dos años',
  noItems: 'Todavía no hay conceptos con precio.',
  terms: 'Condiciones',
  governingLaw: 'Ley aplicable',
  conditions: 'Términos y condiciones',
  assumptions: 'Supuestos',
  acceptance: 'Aceptación',
  acceptanceText: {
    proposal: 'Con su firma, ambas partes aceptan esta propuesta y sus precios.',
    order: 'Con su firma, el cliente realiza este pedido y ambas partes aceptan sus condiciones.',
    agreement: 'Con su firma, ambas partes aceptan los términos de este contrato.',
  },
  signature: 'Firma',
  name: 'Nombre',
  jobTitle: 'Cargo',
  date: 'Fecha',
  email: 'Correo electrónico',
  page: (n, of) => `Página ${n} de ${of}`,
  rows: {
    edition: 'Edición',
    deployDesc: 'Implementación',
    region: 'Región',
    scale: 'Escala',
    term: 'Plazo',
    startDate: 'Fecha de inicio',
    billing: 'Facturación',
    currency: 'Moneda',
    sla: 'Nivel de servicio',
    support: 'Soporte',
  },
  billing: { Annual: 'Anual', Quarterly: 'Trimestral', Monthly: 'Mensual', 'One-time': 'Pago único' },
};

/** Spain and Latin America differ in a few words as well as in number formats. */
const ES_ES: PdfWords = { ...ES, title: { ...ES.title, order: 'Hoja de pedido' } };
const ES_419: PdfWords = { ...ES, amount: 'Monto', rows: { ...ES.rows, deployDesc: 'Despliegue' } };

export function wordsFor(lang: DocLang): PdfWords {
  if (lang === 'es-ES') return ES_ES;
  if (lang === 'es-419') return ES_419;
  return EN;
}

export function localeOf(lang: DocLang): string {
  return lang === 'en' ? 'en-US' : lang;
}

/** "March 1, 2027" / "1 de marzo de 2027"; empty stays empty. */
export function formatDate(iso: string, lang: DocLang): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** An amount given in integer minor units, with the currency sign placed as the locale places it. */
export function formatMoney(minor: number, a: { currency: string; digits: number; lang: DocLang }): string {
  const value = minor / 10 ** a.digits;
  const opts: Intl.NumberFormatOptions = { minimumFractionDigits: a.digits, maximumFractionDigits: a.digits };
  if (!a.currency) return new Intl.NumberFormat(localeOf(a.lang), opts).format(value);
  return new Intl.NumberFormat(localeOf(a.lang), { ...opts, style: 'currency', currency: a.currency }).format(value);
}

export function formatPercent(value: number, lang: DocLang): string {
  return new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 4 }).format(value) + (lang === 'en' ? '%' : ' %');
}
