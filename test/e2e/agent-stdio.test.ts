// An agent's whole session over stdio MCP, as Claude Desktop runs it: add a local document, search it, teach a fact,
// draft a proposal, fetch its PDF and send it for signature, then answer a buyer's questionnaire from a local file and
// hand back the filled response — one process, one key, no HTTP server.
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
    // (backing off to 2 s: on a loaded machine indexing takes a minute, and 4 polls a second would spend the key's
    // whole minute, so the calls after it were refused with 429)
    for (let i = 0; i < 90 && source.status === 'indexing'; i++) {
      await sleep(Math.min(2000, 250 * 1.5 ** i));
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

  it('answers a questionnaire from a local file, grounded in the deal, and hands back the filled response', async () => {
    const file = path.join(dataDir, 'Globex questionnaire.md');
    fs.writeFileSync(
      file,
      '# Vendor questionnaire\n\n1. How long are customer backups kept?\n\n2. Do you hold cyber liability insurance?\n',
    );
    const proposals = (await callMcp(client, 'list_proposals')).body.proposals;
    const up = await callMcp(client, 'upload_rfp', {
      name: 'Globex questionnaire.md',
      path: file,
      deal_number: proposals[0].number,
    });
    expect(up.status).toBe(200);
    const id = up.body.rfp.id as string;
    let rfp = up.body.rfp;
    for (let i = 0; i < 90 && rfp.status === 'reading'; i++) {
      await sleep(Math.min(2000, 250 * 1.5 ** i));
      rfp = (await callMcp(client, 'get_rfp', { id })).body.rfp;
    }
    expect(rfp).toMatchObject({ status: 'ready', requirement_count: 2, deal_number: proposals[0].number });
    expect((await callMcp(client, 'draft_all_requirements', { id })).status).toBe(200);
    for (let i = 0; i < 90 && (rfp.drafting.running || rfp.drafting.status === 'idle'); i++) {
      await sleep(Math.min(2000, 250 * 1.5 ** i));
      rfp = (await callMcp(client, 'get_rfp', { id })).body.rfp;
    }
    expect(rfp.drafting).toMatchObject({ status: 'done', done: 2, total: 2 });
    const reqs = (await callMcp(client, 'list_requirements', { id })).body.requirements;
    expect(reqs[0]).toMatchObject({ status: 'drafted', response: expect.stringMatching(/35 days.*\[1\]/) });
    expect(reqs[1]).toMatchObject({ status: 'open', needs_input: expect.stringMatching(/cyber liability insurance\?$/) });
    const filled = await callMcp(client, 'export_rfp', { id });
    expect(filled.file?.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(filled.file?.data.subarray(0, 2).toString()).toBe('PK');
  });

  it("answers a message larger than the SDK reads by default with the tool's own limit, and goes on answering", async () => {
    // 13 MB of text in one message: past the SDK's 10 MB default, the session used to stop reading (new-user trial 14)
    const text = 'Our backups are encrypted and copied to a second region every night. '.repeat(190_000);
    const big = await callMcp(client, 'add_source', { name: 'Too big.txt', text });
    expect(big.status).toBe(413);
    expect(big.body.error.message).toMatch(/the most accepted is 12 MB/);
    expect((await callMcp(client, 'get_account')).status).toBe(200);
  }, 120_000);
});
