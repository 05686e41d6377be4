// get_account — GET /account: the calling account, its plan, features and settings, and the calling key (never its secret).
import { z } from 'zod';
import { AccountAnswer, accountAnswer } from '../src/accounts/view';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'get_account',
  title: 'Get account',
  description:
    "Use this first to learn which account and plan the key belongs to, which features are available (library, documents for RFPs), whether proposals can be sent, the company's details drafts use (settings: signer, SLA, support, governing law, terms), and which scopes the key has. Returns {account: {id, name, plan, features, can_send, sends_left_this_month, search_mode, settings}, key: {id, name, prefix, last4, scopes}, acting_as}; never the key secret.",
  http: { method: 'GET', path: '/account', scope: 'read' },
  requires: [],
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  errors: {},
  example: {},
  input: z.object({}),
  output: AccountAnswer,
  async run(_input, ctx) {
    return accountAnswer(ctx);
  },
});
