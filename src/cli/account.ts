// account show and account set: the company's name and the details a proposal needs, through the update_account tool.
import { SETTING_KEYS, SETTINGS_SHAPE } from '../accounts/settings';
import { type CommandCall, defineCommand, text, UsageError } from './command';
import { closest } from './help';
import { localCaller, toolCaller } from './work';

const KEYS = ['name', ...SETTING_KEYS];
const account = { type: 'string', value: 'ID', help: 'the account (default the first one)' } as const;

/** Every key a person may set, with what it means (from the schema the API checks with). */
function keysHelp(): string {
  const described = [
    ['name', "the company's name on proposals and their PDFs (1 to 200 characters)"],
    ...SETTING_KEYS.map((k) => [k, SETTINGS_SHAPE[k].description ?? '']),
  ];
  return ['Keys:', ...described.map(([k, d]) => `  ${(k as string).padEnd(18)}${d}`)].join('\n');
}

/** `key=value` words as the update_account input; an unknown key is named with the closest one. */
export function parseAssignments(words: string[]): { name?: string; settings: Record<string, string | null> } {
  if (words.length === 0)
    throw new UsageError('Name at least one key=value, e.g. bidsmith account set name="Acme Corp".', 'settings');
  const out: { name?: string; settings: Record<string, string | null> } = { settings: {} };
  for (const word of words) {
    const at = word.indexOf('=');
    if (at <= 0) throw new UsageError(`Write each setting as key=value; got "${word}".`, 'settings');
    const key = word.slice(0, at).trim();
    const value = word.slice(at + 1);
    if (!KEYS.includes(key)) {
      const near = closest(key, KEYS);
      throw new UsageError(`Unknown setting "${key}"${near ? `; did you mean "${near}"?` : '.'} Keys: ${KEYS.join(', ')}.`, key);
    }
    if (key === 'name') out.name = value;
    else out.settings[key] = value.trim() === '' ? null : value;
  }
  return out;
}

function describeAccount(answer: any): string {
  const a = answer.account;
  const lines = [`${a.name} (${a.id}), ${a.plan} plan`];
  for (const k of SETTING_KEYS) lines.push(`  ${k.padEnd(18)}${a.settings[k] ?? '(not set)'}`);
  return lines.join('\n');
}

async function accountCall(call: CommandCall, tool: 'get_account' | 'update_account', input: Record<string, unknown>) {
  const ctx = call.context();
  const who = localCaller(ctx, text(call.values, 'account'));
  return toolCaller(ctx, who).call(tool, input);
}

export const accountShow = defineCommand({
  name: 'account show',
  summary: "the company's name, plan and details (settings) that drafts use",
  options: { account },
  async run(call) {
    const answer = await accountCall(call, 'get_account', {});
    call.io.print(`${describeAccount(answer)}\nData: ${call.context().config.dataDir}`, answer);
    return 0;
  },
});

export const accountSet = defineCommand({
  name: 'account set',
  args: '<key=value…>',
  summary: "set the company's name and the details every proposal needs (signer, SLA, support, law, terms)",
  details: `Each key=value is checked before anything is saved; key= (empty) clears a setting. Drafts use the settings where\nthe notes say nothing (a fact taught on the same topic wins). Example:\n  bidsmith account set name="Acme Corp" signer_name="Maria Lopez" signer_title=CFO signer_email=maria@acme.com\n\n${keysHelp()}`,
  options: { account },
  async run(call) {
    const change = parseAssignments(call.args);
    const input = { ...(change.name === undefined ? {} : { name: change.name }), settings: change.settings };
    const answer = await accountCall(call, 'update_account', input);
    call.io.print(`Updated: ${describeAccount(answer)}`, answer);
    return 0;
  },
});
