// get_account — GET /account: the calling account, its plan and features, and the calling key (never its secret).
import { z } from 'zod';
import { canSend, sendsLeft } from '../src/accounts/allowance';
import { keyView } from '../src/accounts/keys';
import { featuresOf, PLANS, SCOPES } from '../src/accounts/plans';
import { defineTool } from '../src/tool';

export const GetAccountOutput = z.object({
  account: z
    .object({
      id: z.string().describe('Account id.'),
      name: z.string().describe('Account name.'),
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
        .describe('How library search runs now: "hybrid" (keyword + semantic) or "keyword" with the reason.'),
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

export default defineTool({
  name: 'get_account',
  title: 'Get account',
  description:
    'Use this first to learn which account and plan the key belongs to, which features are available (library, documents for RFPs), whether proposals can be sent, and which scopes the key has. Never returns the key secret.',
  http: { method: 'GET', path: '/account', scope: 'read' },
  requires: [],
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({}),
  output: GetAccountOutput,
  async run(_input, ctx) {
    const { account, key, user } = ctx.caller;
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
      },
      key: keyView(key),
      acting_as: user.email,
    };
  },
});
