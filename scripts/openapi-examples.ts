// Writes src/openapi-examples.json: each JSON operation's answer to its request example, run through the real tools on
// a fresh database in a temp folder (offline engines, a fixed clock), real ids replaced by the examples' own ids.
// Run it after changing a tool's example or output: npm run examples.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAccount } from '../src/accounts/admin';
import { authenticate } from '../src/accounts/keys';
import { createContext } from '../src/app';
import { loadConfig } from '../src/config';
import { EXAMPLE_IDS } from '../src/examples';
import { invokeTool } from '../src/invoke';
import { createWorker } from '../src/jobs/worker';
import { createLogger } from '../src/logger';
import { jobs } from '../src/workers/jobs';
import { tools } from '../tools/index';

/** The order a user meets the operations in; deletions and revoking last. */
const SCENARIO = [
  'get_account',
  'update_account',
  'add_source',
  'get_source',
  'list_sources',
  'search_library',
  'teach_fact',
  'list_facts',
  'draft_proposal',
  'list_proposals',
  'get_proposal',
  'update_proposal',
  'send_proposal',
  'upload_rfp',
  'get_rfp',
  'list_rfps',
  'list_requirements',
  'draft_requirement',
  'draft_all_requirements',
  'list_gaps',
  'update_requirement',
  'teach_requirement_fact',
  'delete_rfp',
  'delete_fact',
  'delete_source',
  'revoke_key',
];

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidsmith-examples-'));
  const config = loadConfig({
    BIDSMITH_DATA_DIR: dir,
    BIDSMITH_WORKER_THREADS: '0',
    BIDSMITH_EMBEDDER: 'none',
    PUBLIC_URL: 'https://bids.northwind.example',
  });
  let now = Date.parse('2026-11-21T10:00:00Z');
  const ctx = createContext(config, { clock: { now: () => now }, logger: createLogger('silent'), claude: null, inline: true });
  const made = createAccount(ctx.db, {
    name: 'Local company',
    plan: 'Business',
    rfpAddon: true,
    adminEmail: 'admin@northwind.example',
    now,
  });
  const worker = createWorker(ctx, jobs);
  // real id → the example's id, filled as the scenario makes things
  const ids = new Map<string, string>([
    [made.account.id, EXAMPLE_IDS.account],
    [made.user.id, EXAMPLE_IDS.user],
    [made.key.id, EXAMPLE_IDS.key],
  ]);
  const toReal = (value: unknown) => {
    let text = JSON.stringify(value);
    for (const [real, example] of ids) text = text.replaceAll(example, real);
    return JSON.parse(text);
  };
  const toExample = (value: unknown) => {
    let text = JSON.stringify(value);
    for (const [real, example] of ids) text = text.replaceAll(real, example);
    return JSON.parse(text);
  };
  const out: Record<string, unknown> = {};
  for (const name of SCENARIO) {
    const tool = tools.find((t) => t.name === name);
    if (!tool) throw new Error(`no tool ${name}`);
    now += 60_000;
    const caller = authenticate(ctx.db, made.key.secret, now);
    const result = await invokeTool(ctx, tool, toReal(tool.example), { caller, transport: 'rest' });
    if (result.kind !== 'json') throw new Error(`${name} answers a file`);
    const body = result.body as any;
    if (name === 'add_source') ids.set(body.source.id, EXAMPLE_IDS.source);
    if (name === 'teach_fact') {
      const facts = (await invokeTool(
        ctx,
        tools.find((t) => t.name === 'list_facts')!,
        {},
        { caller, transport: 'rest' },
      )) as any;
      ids.set(facts.body.facts[0].id, EXAMPLE_IDS.fact);
    }
    if (name === 'upload_rfp') {
      ids.set(body.rfp.id, EXAMPLE_IDS.rfp);
      await worker.drain();
      const list = (await invokeTool(
        ctx,
        tools.find((t) => t.name === 'list_requirements')!,
        { id: body.rfp.id },
        { caller, transport: 'rest' },
      )) as any;
      const [first, second] = list.body.requirements;
      ids.set(first.id, EXAMPLE_IDS.requirement);
      ids.set(second.id, EXAMPLE_IDS.requirementNeedingInput);
    }
    if (name === 'add_source') await worker.drain();
    out[name] = toExample(result.body);
    if (name === 'draft_all_requirements') await worker.drain();
  }
  await worker.stop();
  ctx.db.close();
  const missing = tools.filter((t) => !('kind' in t.output) && !(t.name in out)).map((t) => t.name);
  if (missing.length > 0) throw new Error(`no example answer for ${missing.join(', ')}: add them to SCENARIO`);
  const file = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'src', 'openapi-examples.json');
  fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  fs.rmSync(dir, { recursive: true, force: true });
  process.stdout.write(`wrote ${file} (${Object.keys(out).length} operations)\n`);
}

await main();
