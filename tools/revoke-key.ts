// revoke_key — POST /auth/revoke: revokes the calling key at once.
import { z } from 'zod';
import { defineTool } from '../src/tool';
import { revokeKey } from '../store/accounts';

export default defineTool({
  name: 'revoke_key',
  title: 'Revoke this API key',
  description:
    'Use this when the key in use may have leaked or is no longer needed: it revokes the calling key itself, immediately. Every later call with it answers 401. Cannot be undone. Returns {revoked: true, key: {id, last4}}.',
  http: { method: 'POST', path: '/auth/revoke', scope: 'any' },
  requires: [],
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  errors: {},
  example: {},
  input: z.object({}),
  output: z.object({
    revoked: z.literal(true).describe('Always true: the key is revoked.'),
    key: z
      .object({
        id: z.string().describe('Id of the revoked key.'),
        last4: z.string().describe('Last four characters of it.'),
      })
      .describe('The key that was revoked.'),
  }),
  async run(_input, ctx) {
    revokeKey(ctx.db, ctx.caller.key.id, ctx.clock.now());
    ctx.logger.info('key revoked', { key: ctx.caller.key.id });
    return { revoked: true as const, key: { id: ctx.caller.key.id, last4: ctx.caller.key.last4 } };
  },
});
