// update_account — PATCH /account: an administrator renames the company or sets the details a proposal needs.
import { z } from 'zod';
import { AccountSettingsPatch, plainText, updateAccountDetails } from '../src/accounts/settings';
import { AccountAnswer, accountAnswer } from '../src/accounts/view';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'update_account',
  title: "Set the company's name and details",
  description:
    'Use this when the user names their company or gives the details every proposal needs: name (shown on proposals and PDFs) and settings signer_name, signer_title, signer_email (who countersigns), sla, support, governing_law, terms_conditions. Settings given are merged ("" or null clears one; an unknown key is refused naming it); drafts use them where the notes say nothing (a fact taught on the same topic wins). Only administrators can (every working key is an administrator\'s: a key stops working when its creator is no longer one). Returns {account, key, acting_as} as get_account does.',
  http: { method: 'PATCH', path: '/account', scope: 'write' },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  errors: {},
  example: {
    name: 'Northwind Cloud',
    settings: {
      signer_name: 'Maria Lopez',
      signer_title: 'CFO',
      signer_email: 'maria@northwind.example',
      sla: '99.9% monthly uptime',
    },
  },
  input: z.strictObject({
    name: plainText({ min: 1, max: 200 }).optional().describe("The company's name, 1 to 200 characters, one line."),
    settings: AccountSettingsPatch.optional().describe('Settings to change; others keep their values.'),
  }),
  output: AccountAnswer,
  async run(input, ctx) {
    updateAccountDetails(ctx.db, { accountId: ctx.caller.account.id, name: input.name, settings: input.settings });
    ctx.logger.info('account updated', { account: ctx.caller.account.id, fields: Object.keys(input) });
    return accountAnswer(ctx);
  },
});
