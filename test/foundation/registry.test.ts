// Parity: every tool of the registry is listed over MCP, routed under /api/v1 and described in OpenAPI 3.1.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registry } from '../../src/app';
import { pathParams } from '../../src/tool';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { connectMcp, startTestServer } from '../helpers/server';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  ctx = makeTestContext();
  server = await startTestServer(ctx);
});
afterAll(async () => {
  await server.close();
});

describe('registry parity', () => {
  it('lists every tool over MCP with its schemas and annotations', async () => {
    const seeded = seedAccount(ctx);
    const client = await connectMcp(server.url, seeded.secret);
    const { tools } = await client.listTools();
    await client.close();
    expect(tools.map((t) => t.name).sort()).toEqual(registry.tools.map((t) => t.name).sort());
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.description?.length, tool.name).toBeGreaterThan(40);
      expect(tool.annotations, tool.name).toBeDefined();
    }
  });

  it('routes every tool under /api/v1 (an unauthenticated call reaches the route and gets 401, not 404)', async () => {
    for (const tool of registry.tools) {
      const path = tool.http.path.replace(/\{\w+\}/g, 'x');
      const res = await fetch(`${server.url}/api/v1${path}`, { method: tool.http.method });
      expect(res.status, `${tool.http.method} ${path}`).toBe(401);
    }
  });

  it('serves a valid OpenAPI 3.1 document with every operation', async () => {
    const doc = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as any;
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    for (const tool of registry.tools) {
      const op = doc.paths[tool.http.path]?.[tool.http.method.toLowerCase()];
      expect(op?.operationId, tool.name).toBe(tool.name);
      for (const p of pathParams(tool.http.path)) {
        expect(
          op.parameters.some((x: any) => x.name === p && x.in === 'path'),
          `${tool.name} ${p}`,
        ).toBe(true);
      }
    }
  });

  it('gives every operation a request example and every JSON answer an example, each passing the schemas', async () => {
    const doc = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as any;
    for (const tool of registry.tools) {
      const op = doc.paths[tool.http.path][tool.http.method.toLowerCase()];
      const body = op.requestBody?.content['application/json'].example ?? {};
      const params = Object.fromEntries(
        op.parameters.map((p: any) => [p.name, p.example]).filter(([, v]: any) => v !== undefined),
      );
      const request = { ...params, ...body };
      expect(request, tool.name).toEqual(tool.example);
      expect(tool.input.safeParse(request).success, tool.name).toBe(true);
      if ('kind' in tool.output) continue;
      const answer = op.responses['200'].content['application/json'].example;
      expect(answer, `${tool.name}: run npm run examples`).toBeDefined();
      const parsed = tool.output.safeParse(answer);
      expect(parsed.error?.issues.slice(0, 2), `${tool.name}: run npm run examples`).toBeUndefined();
    }
  });

  it('names tools verb_object, binds real paths, and describes every input and output field', () => {
    const undescribed: string[] = [];
    const walk = (schema: any, where: string) => {
      for (const [key, prop] of Object.entries<any>(schema?.properties ?? {})) {
        if (!prop.description) undescribed.push(`${where}.${key}`);
        walk(prop, `${where}.${key}`);
        walk(prop.items, `${where}.${key}[]`);
      }
    };
    for (const tool of registry.tools) {
      expect(tool.name).toMatch(/^[a-z]+(_[a-z]+)+$/);
      expect(tool.http.path.startsWith('/')).toBe(true);
      walk(z.toJSONSchema(tool.input, { io: 'input', unrepresentable: 'any' }), `${tool.name}.input`);
      if (!('kind' in tool.output))
        walk(z.toJSONSchema(tool.output, { io: 'output', unrepresentable: 'any' }), `${tool.name}.output`);
    }
    expect(undescribed).toEqual([]);
  });
});
