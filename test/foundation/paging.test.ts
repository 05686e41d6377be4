// Every list pages the same way over HTTP: offset, limit (default 50, at most 200), total beside the spec's field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { callRest, rest, startTestServer } from '../helpers/server';
import { drain } from '../rfps/fixtures';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
let secret: string;

const GAPS_RFP = `# Questions

1.1 What is the per-claim limit of your cyber liability insurance?

1.2 In which city is your disaster recovery site?

1.3 How many security engineers do you employ?
`;

beforeAll(async () => {
  ctx = makeTestContext();
  secret = seedAccount(ctx).secret;
  server = await startTestServer(ctx);
  const call = (name: string, input: Record<string, unknown>) => callRest(server.url, secret, name, input);
  for (const customer of ['Ada', 'Brook', 'Cole'])
    await call('draft_proposal', { notes: `${customer} Ltd: 10 seats at $20/seat/month.` });
  for (const name of ['One.md', 'Two.md', 'Three.md'])
    await call('add_source', { name, text: `# ${name}\n\nWe back up nightly.` });
  for (const message of ['Our headquarters are in Lisbon.', 'We have 120 employees.', 'Our CEO is Jane Doe.'])
    await call('teach_fact', { message });
  const up = await call('upload_rfp', { name: 'Gaps.md', text: GAPS_RFP });
  await drain(ctx);
  await call('draft_all_requirements', { id: up.body.rfp.id });
  await drain(ctx);
});
afterAll(async () => {
  await server?.close();
});

const LISTS = [
  { path: '/proposals', field: 'proposals', key: 'number' },
  { path: '/library/sources', field: 'sources', key: 'id' },
  { path: '/facts', field: 'facts', key: 'id' },
  { path: '/facts/gaps', field: 'gaps', key: 'key' },
] as const;

describe.each(LISTS)('GET $path', ({ path, field, key }) => {
  it('answers one page at a time with total, offset and limit beside the items', async () => {
    const all = await rest(server.url, secret, 'GET', path);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, offset: 0, limit: 50 });
    expect(all.body[field]).toHaveLength(3);
    const keys = all.body[field].map((item: any) => item[key]);

    const first = await rest(server.url, secret, 'GET', `${path}?limit=1`);
    expect(first.body).toMatchObject({ total: 3, offset: 0, limit: 1 });
    expect(first.body[field].map((item: any) => item[key])).toEqual(keys.slice(0, 1));
    const second = await rest(server.url, secret, 'GET', `${path}?offset=1&limit=2`);
    expect(second.body).toMatchObject({ total: 3, offset: 1, limit: 2 });
    expect(second.body[field].map((item: any) => item[key])).toEqual(keys.slice(1, 3));
    const past = await rest(server.url, secret, 'GET', `${path}?offset=10`);
    expect(past.body).toMatchObject({ total: 3, offset: 10, [field]: [] });
  });

  it.each([
    ['limit=201', 'limit'],
    ['limit=0', 'limit'],
    ['limit=ten', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=1.5', 'offset'],
  ])('refuses %s with a 400 naming the parameter', async (query, name) => {
    const res = await rest(server.url, secret, 'GET', `${path}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', field: name });
  });
});

it('documents the paging of every list in the OpenAPI document', async () => {
  const doc = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as any;
  for (const path of [...LISTS.map((l) => l.path), '/rfps']) {
    const op = doc.paths[path].get;
    const limit = op.parameters.find((p: any) => p.name === 'limit');
    expect(limit?.schema, path).toMatchObject({ default: 50, maximum: 200 });
    expect(op.parameters.find((p: any) => p.name === 'offset')?.schema, path).toMatchObject({ default: 0, minimum: 0 });
    const answer = op.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties), path).toEqual(expect.arrayContaining(['total', 'offset', 'limit']));
  }
});
