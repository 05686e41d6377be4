// Company-side fields a draft may take from the account's facts or settings (never from guesswork), with their source.
import type { Db } from '../../store/db';
import { listLiveFacts } from '../../store/facts';
import { readSettings, SETTING_FIELDS, type SettingKey } from '../accounts/settings';
import { clean, isTitle, leadingName, titleAfter } from './parse/text';
import type { FieldSource, ProposalFields } from './schema';

type CompanyField = (typeof SETTING_FIELDS)[SettingKey];

export interface CompanyValues {
  values: Partial<Pick<ProposalFields, CompanyField>>;
  sources: FieldSource[];
}

const TOPICS: Array<[CompanyField, RegExp]> = [
  ['sla', /\b(?:sla|uptime|availability|service level|disponibilidad|nivel de servicio)\b/i],
  ['support', /^support$|\bsupport (?:hours|level|plan|tier|coverage)\b|\bcustomer support\b|\bsoporte\b/i],
  ['governingLaw', /\b(?:governing law|jurisdiction|ley aplicable|jurisdicci[oó]n|legislaci[oó]n)\b/i],
];

const SIGNER =
  /\b(?:signed by|signatory is|signer is|signs (?:our )?(?:contracts|agreements)|firmad[oa]s? por|firmante es|firma (?:los )?contratos)\s*:?\s*/i;

/** "Contracts are signed by Maria Lopez, CFO (maria@x.com)." → name, title, email. */
function signerFromFact(text: string): { name: string; title?: string; email?: string } | undefined {
  const m = SIGNER.exec(text);
  if (!m) return undefined;
  const rest = text.slice((m.index ?? 0) + m[0].length).replace(/^(?:our|nuestr[oa])\s+/i, '');
  // "signed by our CFO, Maria Lopez" puts the title first
  const lead = leadingName(rest, 4);
  if (!lead) return undefined;
  const email = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+/.exec(text)?.[0];
  if (isTitle(lead)) {
    const after = rest.slice(rest.indexOf(lead) + lead.length).replace(/^\s*,?\s*/, '');
    const name = leadingName(after, 4);
    return name ? { name, title: lead, email } : undefined;
  }
  return { name: lead, title: titleAfter(rest.slice(rest.indexOf(lead) + lead.length)), email };
}

/** The account's settings (bidsmith account set, PATCH /account), each for the proposal field it fills. */
function fromSettings(db: Db, accountId: string): CompanyValues {
  const out: CompanyValues = { values: {}, sources: [] };
  for (const [key, value] of Object.entries(readSettings(db, accountId)) as Array<[SettingKey, string | null]>) {
    if (!value?.trim()) continue;
    const field = SETTING_FIELDS[key];
    out.values[field] = value.trim();
    out.sources.push({ field, from: 'account', ref: `settings.${key}`, text: value.trim() });
  }
  return out;
}

/** Facts win over account settings: they are what the company taught most recently. */
export function companyValues(db: Db, accountId: string): CompanyValues {
  const out = fromSettings(db, accountId);
  const put = (field: CompanyField, value: string, fact: { id: string; text: string }) => {
    out.values[field] = value;
    out.sources = out.sources.filter((s) => s.field !== field);
    out.sources.push({ field, from: 'fact', ref: fact.id, text: fact.text });
  };
  // oldest first, so the newest fact on a topic is the one that stays
  for (const fact of [...listLiveFacts(db, accountId)].reverse()) {
    const about = `${fact.topic} ${fact.topic_key}`;
    const signer = signerFromFact(fact.text);
    if (signer) {
      put('lucSigner', signer.name, fact);
      if (signer.title) put('lucTitle', signer.title, fact);
      if (signer.email) put('lucEmail', signer.email, fact);
      continue;
    }
    const topic = TOPICS.find(([, re]) => re.test(about));
    if (topic) put(topic[0], clean(fact.text), fact);
  }
  return out;
}
