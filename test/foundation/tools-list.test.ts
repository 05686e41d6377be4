// What an agent pays on every turn: tools/list over a spawned stdio server, measured on the wire, within budget,
// with descriptions that still say when to use each tool and what comes back.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/app';
import { runCli } from '../../src/cli';
import { tempDir } from '../helpers/context';

/** All tools together, as the JSON-RPC answer to tools/list is written on stdout. */
const BUDGET_BYTES = 40_000;

let child: ChildProcess;
const answers = new Map<number, { line: string; message: any }>();

function request(id: number, method: string, params: unknown = {}): Promise<{ line: string; message: any }> {
  child.stdin?.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      const got = answers.get(id);
      if (got) {
        clearInterval(poll);
        resolve(got);
      } else if (Date.now() - started > 90_000) {
        clearInterval(poll);
        reject(new Error(`no answer to ${method}`));
      }
    }, 20);
  });
}

beforeAll(async () => {
  const dataDir = tempDir();
  let out = '';
  await runCli(['init', '--json'], { env: { BIDSMITH_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, out: (t) => (out += t) });
  child = spawn(process.execPath, ['bin/bidsmith.mjs', 'mcp'], {
    env: {
      ...process.env,
      BIDSMITH_DATA_DIR: dataDir,
      BIDSMITH_API_KEY: JSON.parse(out).key.secret,
      BIDSMITH_EMBEDDER: 'none',
      LOG_LEVEL: 'warn',
      ANTHROPIC_API_KEY: '',
    },
  });
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const message = JSON.parse(line);
    if (typeof message.id === 'number') answers.set(message.id, { line, message });
  });
  await request(1, 'initialize', {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'tools-list-test', version: '1.0.0' },
  });
  child.stdin?.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
});
afterAll(() => {
  child?.kill('SIGTERM');
});

describe('tools/list over stdio', () => {
  it(`stays under ${BUDGET_BYTES / 1000} KB for every tool together`, async () => {
    const { line, message } = await request(2, 'tools/list');
    const bytes = Buffer.byteLength(line);
    expect(message.result.tools).toHaveLength(registry.tools.length);
    expect(bytes).toBeLessThan(BUDGET_BYTES);
    // the figure the README quotes; printed so a change in size is seen in the test log
    process.stderr.write(`tools/list: ${registry.tools.length} tools, ${bytes} bytes\n`);
  });

  it('says for every tool when to use it and what comes back, and keeps every input field described', async () => {
    const { message } = await request(3, 'tools/list');
    for (const tool of message.result.tools) {
      expect(tool.description, tool.name).toMatch(/^Use this /);
      expect(tool.description, tool.name).toMatch(/\breturns? |comes back/i);
      expect(tool.outputSchema, tool.name).toBeUndefined();
      for (const [field, schema] of Object.entries<any>(tool.inputSchema.properties ?? {}))
        expect(schema.description, `${tool.name}.${field}`).toBeTruthy();
    }
  });

  it('still answers calls with structuredContent and the same JSON as text', async () => {
    const { message } = await request(4, 'tools/call', { name: 'list_proposals', arguments: { limit: 5 } });
    expect(message.result.structuredContent).toEqual({ proposals: [], total: 0, offset: 0, limit: 5 });
    expect(JSON.parse(message.result.content[0].text)).toEqual(message.result.structuredContent);
  });
});
