// An agent's whole session over stdio MCP, as Claude Desktop runs it: add a local document, search it, teach a fact,
// draft a proposal, fetch its PDF and send it for signature — one process, one key, no HTTP server.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli';
import { tempDir } from '../helpers/context';
import { callMcp } from '../helpers/server';

let client: Client;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDir();
  let out = '';
  await runCli(['init', '--json'], { env: { BIDSMITH_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, out: (t) => (out += t) });
  const secret = JSON.parse(out).key.secret as string;
  client = new Client({ name: 'agent-e2e', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', 'src/main.ts', 'mcp'],
      env: {
        ...(process.env as Record<string, string>),
        BIDSMITH_DATA_DIR: dataDir,
        BIDSMITH_API_KEY: secret,
        BIDSMITH_EMBEDDER: 'none',
        ANTHROPIC_API_KEY: '',
        SMTP_URL: '',
        SMTP_HOST: '',
      },
      stderr: 'pipe',
    }),
  );
});
afterAll(async () => {
  await client?.close();
});

describe('an agent over stdio', () => {
  it('goes from a local document to a cited answer, a drafted proposal, its PDF and a signing link', async () => {
    const file = path.join(dataDir, 'security-overview.md');
    fs.writeFileSync(
      file,
      '# Security overview\n\n## Backups\nCustomer data is backed up every night to a second region and kept for 35 days.\n\n' +
        '## Certifications\nWe hold a SOC 2 Type II report, renewed every year.\n',
    );
    const added = await callMcp(client, 'add_source', { name: 'Security overview.md', path: file });
    expect(added.status).toBe(200);
    const id = added.body.source.id as string;
    let source = added.body.source;
    // polled gently: every call counts against the key's 120 a minute, and the first job waits for the worker
    // threads to start (a few seconds on a busy machine)
    for (let i = 0; i < 120 && source.status === 'indexing'; i++) {
      await sleep(250);
      source = (await callMcp(client, 'get_source', { id })).body.source;
    }
    expect(source).toMatchObject({ status: 'ready', passage_count: 2 });

    const search = await callMcp(client, 'search_library', { query: 'how long are backups kept' });
    expect(search.body.results[0]).toMatchObject({
      citation: 1,
      source_name: 'Security overview.md',
      heading: 'Security overview › Backups',
    });

    const taught = await callMcp(client, 'teach_fact', {
      message: 'Contracts are signed by Maria Lopez, CFO. How long are backups kept?',
    });
    expect(taught.body.saved.length).toBe(1);
    expect(taught.body.reply).toContain('35 days');
    expect(taught.body.sources[0].source_name).toBe('Security overview.md');

    const drafted = await callMcp(client, 'draft_proposal', {
      notes:
        'Proposal for Globex Corp, contact Dana Reyes (CFO, dana@globex.example). 100 seats at $30/seat/month, annual billing, 12 months.',
    });
    expect(drafted.status).toBe(200);
    const proposal = drafted.body.proposal;
    expect(proposal.fields).toMatchObject({ custName: 'Globex Corp', custEmail: 'dana@globex.example', billing: 'Annual' });
    expect(proposal.totals.y1.subtotal).toBe(36_000);

    const pdf = await callMcp(client, 'get_proposal_pdf', { number: proposal.number });
    expect(pdf.file?.contentType).toBe('application/pdf');
    expect(pdf.file?.data.subarray(0, 5).toString()).toBe('%PDF-');

    const sent = await callMcp(client, 'send_proposal', { number: proposal.number, customer_email: 'dana@globex.example' });
    expect(sent.body).toMatchObject({
      status: 'sent',
      signing: { emailed: false, mail_status: 'not_configured', one_time_code: false },
    });
    expect(sent.body.signing.link).toMatch(/\/sign\/v1\./);
    expect((await callMcp(client, 'get_proposal', { number: proposal.number })).body.status).toBe('sent');
  });
});
