// Every error code a tool declares happens over HTTP with the status ERROR_STATUS gives it; every operation of the
// OpenAPI document lists exactly the statuses its tool can answer; no tool raises a code it does not declare.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/app';
import { ERROR_STATUS, type ErrorCode } from '../../src/errors';
import { errorsOf } from '../../src/tool';
import { putFact } from '../../store/facts';
import { getProposal, setProposalStatus } from '../../store/proposals';
import { addUsage } from '../../store/usage';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { startFakeClaude } from '../helpers/fake-claude';
import { type CallResult, callRest, startTestServer } from '../helpers/server';
import { drain } from '../rfps/fixtures';

type Server = Awaited<ReturnType<typeof startTestServer>>;
interface World {
  ctx: TestContext;
  server: Server;
  secret: string;
  accountId: string;
}

let a: World;
let withClaude: World;
let fake: Awaited<ReturnType<typeof startFakeClaude>>;

async function world(ctx: TestContext): Promise<World> {
  const seeded = seedAccount(ctx);
  return { ctx, server: await startTestServer(ctx), secret: seeded.secret, accountId: seeded.account.id };
}

// an RFP's ids are made once ({id, rid}); a tool is sent only the fields it takes (unknown fields are refused)
const call = (w: World, name: string, input: Record<string, unknown> = {}) => {
  const shape = registry.tools.find((t) => t.name === name)?.input;
  const takes = shape && 'shape' in shape ? Object.keys(shape.shape as object) : Object.keys(input);
  return callRest(w.server.url, w.secret, name, Object.fromEntries(Object.entries(input).filter(([k]) => takes.includes(k))));
};

async function ok(w: World, name: string, input: Record<string, unknown>): Promise<any> {
  const res = await call(w, name, input);
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const QUESTIONS = '# Questions\n\n1.1 Do you encrypt customer data at rest?\n';
const BIG_TEXT = 'a'.repeat(12.5 * 1024 * 1024);
const FAKE_PDF = { name: 'Fake.pdf', data: Buffer.from('not a pdf at all').toString('base64'), content_type: 'application/pdf' };
const PNG = { name: 'Logo.png', data: Buffer.from('\x89PNG\r\n\x1a\n').toString('base64'), content_type: 'image/png' };

/** RFP responses in each state a requirement tool can meet. */
let uploads = 0;
async function rfpIn(w: World, state: 'ready' | 'reading' | 'failed' | 'deleted'): Promise<{ id: string; rid: string }> {
  const text = state === 'failed' ? '# Nothing here\n\nThe weather was fine.\n' : QUESTIONS;
  // a name of its own each time: the same file under the same name is an upload sent twice (409)
  const id = (await ok(w, 'upload_rfp', { name: `${state} ${++uploads}.md`, text })).rfp.id as string;
  if (state === 'reading') return { id, rid: 'req_any' };
  await drain(w.ctx);
  if (state === 'deleted') await ok(w, 'delete_rfp', { id });
  if (state !== 'ready') return { id, rid: 'req_any' };
  const rid = (await ok(w, 'list_requirements', { id })).requirements[0].id as string;
  return { id, rid };
}

async function draftedProposal(w: World): Promise<string> {
  return (await ok(w, 'draft_proposal', { notes: 'Proposal for Acme: 10 seats at $20/seat/month.' })).proposal.number;
}

type Trigger = () => Promise<CallResult>;
const requirementTool = (name: string, extra: Record<string, unknown> = {}): Partial<Record<ErrorCode, Trigger>> => ({
  not_found: () => call(a, name, { id: 'rfp_nope', rid: 'req_nope', ...extra }),
  gone: async () => call(a, name, { ...(await rfpIn(a, 'deleted')), ...extra }),
  conflict: async () => call(a, name, { ...(await rfpIn(a, 'reading')), ...extra }),
  unprocessable: async () => call(a, name, { ...(await rfpIn(a, 'failed')), ...extra }),
});

/** For each tool, one way to make each code it declares happen. */
const TRIGGERS: Record<string, Partial<Record<ErrorCode, Trigger>>> = {
  add_source: {
    payload_too_large: () => call(a, 'add_source', { name: 'Big.txt', text: BIG_TEXT }),
    unsupported_media_type: () => call(a, 'add_source', PNG),
    unprocessable: () => call(a, 'add_source', FAKE_PDF),
    conflict: async () => {
      const full = await world(a.ctx);
      for (let i = 0; i < 200; i++) await ok(full, 'add_source', { name: `Doc ${i}.md`, text: `# Doc ${i}\n\nText.` });
      return call(full, 'add_source', { name: 'One more.md', text: '# More\n\nText.' });
    },
  },
  get_source: {
    not_found: () => call(a, 'get_source', { id: 'src_nope' }),
    gone: async () => {
      const { id } = (await ok(a, 'add_source', { name: 'Gone.md', text: '# Gone\n\nText.' })).source;
      await ok(a, 'delete_source', { id });
      return call(a, 'get_source', { id });
    },
  },
  delete_source: {
    not_found: () => call(a, 'delete_source', { id: 'src_nope' }),
    gone: async () => {
      const { id } = (await ok(a, 'add_source', { name: 'Twice.md', text: '# Twice\n\nText.' })).source;
      await ok(a, 'delete_source', { id });
      return call(a, 'delete_source', { id });
    },
  },
  teach_fact: {
    conflict: async () => {
      const full = await world(a.ctx);
      for (let i = 0; i < 2000; i++)
        putFact(a.ctx.db, {
          accountId: full.accountId,
          topic: `topic ${i}`,
          topicKey: `k${i}`,
          text: `Fact ${i}.`,
          lang: 'en',
          now: 1,
        });
      return call(full, 'teach_fact', { message: 'Our headquarters are in Lisbon.' });
    },
  },
  delete_fact: {
    not_found: () => call(a, 'delete_fact', { id: 'fct_nope' }),
    gone: async () => {
      await ok(a, 'teach_fact', { message: 'Our office dog is called Rex.' });
      const { id } = (await ok(a, 'list_facts', {})).facts.find((f: any) => /Rex/.test(f.text));
      await ok(a, 'delete_fact', { id });
      return call(a, 'delete_fact', { id });
    },
  },
  get_proposal: { not_found: () => call(a, 'get_proposal', { number: 'P-9999' }) },
  get_proposal_pdf: { not_found: () => call(a, 'get_proposal_pdf', { number: 'P-9999' }) },
  update_proposal: {
    not_found: () => call(a, 'update_proposal', { number: 'P-9999', multiYear: true }),
    conflict: async () => call(a, 'update_proposal', { number: await draftedProposal(a), multiYear: true, version: 7 }),
  },
  send_proposal: {
    not_found: () => call(a, 'send_proposal', { number: 'P-9999', customer_email: 'buyer@example.com' }),
    conflict: async () => {
      const number = await draftedProposal(a);
      const id = getProposal(a.ctx.db, a.accountId, number)?.id as string;
      setProposalStatus(a.ctx.db, { id, status: 'signed', now: Date.now() });
      return call(a, 'send_proposal', { number, customer_email: 'buyer@example.com' });
    },
    payment_required: async () => {
      const starter = seedAccount(a.ctx, { plan: 'Starter' });
      const w = { ...a, secret: starter.secret, accountId: starter.account.id };
      addUsage(a.ctx.db, { accountId: w.accountId, kind: 'send', period: new Date().toISOString().slice(0, 7), by: 25 });
      return call(w, 'send_proposal', { number: await draftedProposal(w), customer_email: 'buyer@example.com' });
    },
  },
  upload_rfp: {
    payload_too_large: () => call(a, 'upload_rfp', { name: 'Big.txt', text: BIG_TEXT }),
    unsupported_media_type: () => call(a, 'upload_rfp', PNG),
    unprocessable: () => call(a, 'upload_rfp', FAKE_PDF),
    not_found: () => call(a, 'upload_rfp', { name: 'Deal.md', text: QUESTIONS, deal_number: 'P-9999' }),
    conflict: async () => {
      const full = await world(a.ctx);
      for (let i = 0; i < 500; i++) await ok(full, 'upload_rfp', { name: `RFP ${i}.md`, text: QUESTIONS });
      return call(full, 'upload_rfp', { name: 'One more.md', text: QUESTIONS });
    },
  },
  get_rfp: {
    not_found: () => call(a, 'get_rfp', { id: 'rfp_nope' }),
    gone: async () => call(a, 'get_rfp', await rfpIn(a, 'deleted')),
  },
  delete_rfp: {
    not_found: () => call(a, 'delete_rfp', { id: 'rfp_nope' }),
    gone: async () => call(a, 'delete_rfp', await rfpIn(a, 'deleted')),
  },
  list_requirements: {
    not_found: () => call(a, 'list_requirements', { id: 'rfp_nope' }),
    gone: async () => call(a, 'list_requirements', await rfpIn(a, 'deleted')),
  },
  draft_requirement: requirementTool('draft_requirement'),
  draft_all_requirements: requirementTool('draft_all_requirements'),
  update_requirement: requirementTool('update_requirement', { status: 'na' }),
  get_requirement: requirementTool('get_requirement'),
  teach_requirement_fact: requirementTool('teach_requirement_fact', { answer: 'Yes, with AES-256.' }),
  export_rfp: requirementTool('export_rfp'),
};

beforeAll(async () => {
  a = await world(makeTestContext({ config: { rateLimitPerMinute: 1_000_000 } }));
  fake = await startFakeClaude(() => {
    throw new Error('overloaded');
  });
  withClaude = await world(makeTestContext({ claude: fake.engine, config: { rateLimitPerMinute: 1_000_000 } }));
});
afterAll(async () => {
  await a?.server.close();
  await withClaude?.server.close();
  await fake?.close();
});

describe('declared error codes', () => {
  it('every tool has a trigger for exactly the codes it declares', () => {
    for (const tool of registry.tools) {
      expect([tool.name, Object.keys(TRIGGERS[tool.name] ?? {}).sort()]).toEqual([tool.name, Object.keys(tool.errors).sort()]);
    }
  });

  const cases = Object.entries(TRIGGERS).flatMap(([tool, codes]) =>
    Object.entries(codes).map(([code, trigger]) => ({ tool, code: code as ErrorCode, trigger: trigger as Trigger })),
  );
  it.each(cases)(
    '$tool answers $code',
    async ({ code, trigger }) => {
      const res = await trigger();
      expect([res.status, res.body?.error?.code]).toEqual([ERROR_STATUS[code], code]);
      // every member of the error object is one the OpenAPI document declares, so a client can find it there
      const declared = Object.keys((await openApi()).components.schemas.Error.properties.error.properties);
      expect(Object.keys(res.body.error).filter((k) => !declared.includes(k))).toEqual([]);
    },
    60_000,
  );

  it('answers with the offline engine, not an error, when the language model fails', async () => {
    const w = withClaude;
    expect((await call(w, 'teach_fact', { message: 'Our headquarters are in Lisbon.' })).status).toBe(200);
    const drafted = await call(w, 'draft_proposal', { notes: 'Acme: 10 seats at $20 per seat per month.' });
    expect(drafted.status).toBe(200);
    expect(drafted.body.warnings[0]).toMatch(/^Claude could not be used \(.*\); the offline engine did this instead\.$/);
    expect(drafted.body.proposal.lineItems).toEqual([expect.objectContaining({ y1: 2400 })]);
    await ok(w, 'add_source', { name: 'Security.md', text: '# Security\n\nCustomer data is encrypted at rest with AES-256.' });
    const one = await rfpIn(w, 'ready');
    expect((await call(w, 'draft_requirement', one)).body.requirement).toMatchObject({ status: 'drafted', engine: 'offline' });
    expect((await call(w, 'teach_requirement_fact', { ...one, answer: 'Yes, with AES-256.' })).status).toBe(200);
    // draft-all goes on past the failures instead of stopping at the first requirement
    const all = await rfpIn(w, 'ready');
    await ok(w, 'draft_all_requirements', { id: all.id });
    await drain(w.ctx);
    const rfp = (await ok(w, 'get_rfp', { id: all.id })).rfp;
    expect(rfp.drafting).toMatchObject({ status: 'done' });
    expect(w.ctx.logLines.some((l) => l.includes('the offline engine stood in'))).toBe(true);
  });

  it('no tool raised a code it does not declare', () => {
    const undeclared = [...a.ctx.logLines, ...withClaude.ctx.logLines].filter((l) => l.includes('undeclared error code'));
    expect(undeclared).toEqual([]);
  });
});

let served: any;
async function openApi(): Promise<any> {
  served ??= await (await fetch(`${a.server.url}/api/v1/openapi.json`)).json();
  return served;
}

describe('the OpenAPI document', () => {
  it('says of every request body that it takes no other names, as every operation refuses them', async () => {
    const doc = await openApi();
    for (const tool of registry.tools.filter((t) => t.http.method === 'POST' || t.http.method === 'PATCH')) {
      const body = doc.paths[tool.http.path][tool.http.method.toLowerCase()].requestBody?.content['application/json'].schema;
      expect([tool.name, body?.additionalProperties]).toEqual([tool.name, false]);
    }
  });

  it("lists for each operation exactly the statuses of its tool's codes, each with an example", async () => {
    const doc = (await (await fetch(`${a.server.url}/api/v1/openapi.json`)).json()) as any;
    for (const tool of registry.tools) {
      const op = doc.paths[tool.http.path][tool.http.method.toLowerCase()];
      const statuses = [...new Set(errorsOf(tool).map((e) => String(ERROR_STATUS[e.code])))].sort();
      expect([
        tool.name,
        Object.keys(op.responses)
          .filter((s) => s !== '200')
          .sort(),
      ]).toEqual([tool.name, statuses]);
      for (const e of errorsOf(tool)) {
        const answer = op.responses[String(ERROR_STATUS[e.code])];
        expect(answer.description, `${tool.name} ${e.code}`).toContain(`${e.code}: `);
        expect(answer.content['application/json'].examples[e.code].value.error.code).toBe(e.code);
      }
    }
    // an operation that can never answer 404 does not list it
    expect(doc.paths['/proposals'].get.responses['404']).toBeUndefined();
    expect(doc.paths['/proposals/{number}'].patch.responses['409'].description).toMatch(/version/);
  });
});
