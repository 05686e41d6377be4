// The company's own details kept on the account (signer, SLA, support, governing law, terms): the keys, their checks,
// and the proposal field each one fills when a draft's notes do not say.
import { z } from 'zod';
import * as store from '../../store/accounts';
import type { Db } from '../../store/db';
import type { ProposalFields } from '../proposals/schema';

/** The name the first run gives an account until the company names itself. */
export const DEFAULT_ACCOUNT_NAME = 'Local company';

/** Each setting and the proposal field it fills. */
export const SETTING_FIELDS = {
  signer_name: 'lucSigner',
  signer_title: 'lucTitle',
  signer_email: 'lucEmail',
  sla: 'sla',
  support: 'support',
  governing_law: 'governingLaw',
  terms_conditions: 'termsConditions',
} as const satisfies Record<string, keyof ProposalFields>;

export type SettingKey = keyof typeof SETTING_FIELDS;
export const SETTING_KEYS = Object.keys(SETTING_FIELDS) as SettingKey[];
export type AccountSettings = Record<SettingKey, string | null>;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Text of at most `max` characters, trimmed, without control characters (but line breaks where `multiline`). */
export function plainText(a: { max: number; min?: number; multiline?: boolean }) {
  const forbidden = a.multiline ? CONTROL_BUT_LINES : CONTROL;
  return z
    .string()
    .trim()
    .min(a.min ?? 0)
    .max(a.max)
    .refine((s) => !forbidden.test(s), {
      message: a.multiline
        ? 'must not hold control characters other than line breaks'
        : 'must be one line without control characters',
    });
}

const setting = (max: number, multiline = false) => plainText({ max, multiline }).nullable();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Each setting's check and meaning (the CLI's help lists them from here). */
export const SETTINGS_SHAPE = {
  signer_name: setting(200).describe(
    'Name of the person who signs for the company (fills lucSigner), at most 200 characters; "" or null clears it.',
  ),
  signer_title: setting(200).describe(
    'Company signer\'s job title (fills lucTitle), at most 200 characters; "" or null clears it.',
  ),
  signer_email: setting(320)
    .refine((s) => !s || EMAIL.test(s), { message: 'must be an email address' })
    .describe(
      'Company signer\'s email (fills lucEmail; they are asked to countersign after the customer), an email address; "" or null clears it.',
    ),
  sla: setting(2000).describe(
    'Service level the company offers, e.g. "99.9% monthly uptime" (fills sla), at most 2000 characters; "" or null clears it.',
  ),
  support: setting(2000).describe(
    'Support the company offers, e.g. "24/7 email and phone" (fills support), at most 2000 characters; "" or null clears it.',
  ),
  governing_law: setting(500).describe(
    'Governing law of its contracts, e.g. "State of New York" (fills governingLaw), at most 500 characters; "" or null clears it.',
  ),
  terms_conditions: setting(20_000, true).describe(
    'Standard terms and conditions (fills termsConditions), at most 20,000 characters, line breaks kept; "" or null clears it.',
  ),
} satisfies Record<SettingKey, z.ZodType>;

/** PATCH: any subset of the settings; an unknown key is refused (400 naming it). */
export const AccountSettingsPatch = z.object(SETTINGS_SHAPE).partial().strict();

export const AccountSettingsView = z
  .object(Object.fromEntries(SETTING_KEYS.map((k) => [k, z.string().nullable().describe(`${k}; null when not set.`)])))
  .describe(
    "The company's own details a draft uses where its notes say nothing (facts taught on the same topic win): signer_name, signer_title, signer_email, sla, support, governing_law, terms_conditions; null when not set.",
  );

/** The account's settings, every key present (null when unset); what the column holds beyond the keys is ignored. */
export function settingsOf(row: store.AccountRow): AccountSettings {
  let saved: Record<string, unknown> = {};
  try {
    saved = JSON.parse(row.settings) ?? {};
  } catch {
    saved = {};
  }
  return Object.fromEntries(
    SETTING_KEYS.map((k) => {
      const v = saved[k];
      return [k, typeof v === 'string' && v.trim() ? v : null];
    }),
  ) as AccountSettings;
}

export function readSettings(db: Db, accountId: string): AccountSettings {
  const row = store.getAccount(db, accountId);
  return row ? settingsOf(row) : (Object.fromEntries(SETTING_KEYS.map((k) => [k, null])) as AccountSettings);
}

/** Applies a change of name and settings ("" or null clears a setting) in one transaction. */
export function updateAccountDetails(
  db: Db,
  a: { accountId: string; name?: string; settings?: Partial<Record<SettingKey, string | null>> },
): void {
  db.transaction(() => {
    const row = store.getAccount(db, a.accountId);
    if (!row) throw new Error(`no account ${a.accountId}`);
    const next: Record<string, string> = {};
    for (const [k, v] of Object.entries({ ...settingsOf(row), ...a.settings })) if (v) next[k] = v;
    store.updateAccount(db, { id: a.accountId, name: a.name ?? row.name, settings: JSON.stringify(next) });
  })();
}
