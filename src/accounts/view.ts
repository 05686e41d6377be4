// The account as GET /account (and PATCH /account) answer it: plan, features, sending allowance, settings, the key.
import { z } from 'zod';
import * as store from '../../store/accounts';
import type { ToolContext } from '../context';
import { canSend, sendsLeft } from './allowance';
import { keyView } from './keys';
import { featuresOf, PLANS, SCOPES } from './plans';
import { AccountSettingsView, settingsOf } from './settings';

export const AccountAnswer = z.object({
  account: z
    .object({
      id: z.string().describe('Account id.'),
      name: z.string().describe("Account name: the company's name on proposals and their PDFs."),
      plan: z.enum(PLANS).describe('Plan name: Free, Starter or Business.'),
      features: z
        .array(z.enum(['library', 'documents', 'developer']))
        .describe(
          'library (library and facts, every paid plan), documents (RFP responder add-on), developer (API access, Starter and up).',
        ),
      can_send: z.boolean().describe('Whether a proposal can be sent for signature now (the plan allowance is not used up).'),
      sends_left_this_month: z
        .number()
        .int()
        .nullable()
        .describe('Sends left in this calendar month (UTC); null means unlimited.'),
      search_mode: z
        .string()
        .describe(
          'How library search runs now: "hybrid" (keyword + semantic) or "keyword" with the reason ("keyword (the embedder is loading)" for the first seconds after a start).',
        ),
      settings: AccountSettingsView,
    })
    .describe('The account the key belongs to.'),
  key: z
    .object({
      id: z.string().describe('Key id.'),
      name: z.string().describe('Key name.'),
      prefix: z.string().describe('The fixed leading characters every live key starts with.'),
      last4: z.string().describe('Last four characters of the secret.'),
      scopes: z.array(z.enum(SCOPES)).describe('Scopes the key holds: read, write, send.'),
    })
    .describe('The calling key; its secret is never returned.'),
  acting_as: z.string().describe('The identity the key acts as: the email of the administrator who created it.'),
});

/** The caller's account as it is now in the database (after an update, not as the key found it). */
export function accountAnswer(ctx: ToolContext): z.input<typeof AccountAnswer> {
  const { key, user } = ctx.caller;
  const account = store.getAccount(ctx.db, ctx.caller.account.id) ?? ctx.caller.account;
  const now = ctx.clock.now();
  return {
    account: {
      id: account.id,
      name: account.name,
      plan: account.plan,
      features: featuresOf(account.plan, account.rfp_addon === 1),
      can_send: canSend(ctx.db, account, now),
      sends_left_this_month: sendsLeft(ctx.db, account, now),
      search_mode: ctx.embedder.current ? 'hybrid' : `keyword (${ctx.embedder.status})`,
      settings: settingsOf(account),
    },
    key: keyView(key),
    acting_as: user.email,
  };
}
