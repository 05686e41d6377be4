// Stopping the service: SIGTERM checkpoints a running job and a restart resumes it; the stdio server exits when its
// client goes away; idle keep-alive connections outlive clients' own idle timeouts.
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INDEX_JOB } from '../../src/library/indexing';
import { openDatabase } from '../../store/db';
import { latestJobFor } from '../../store/jobs';
import { makeTestContext, seedAccount, tempDir } from '../helpers/context';
import { startTestServer } from '../helpers/server';
import { generatedText, startEmbeddingsServer, until } from '../workers/fixtures';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

function spawnCli(command: 'serve' | 'mcp', env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', command], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ANTHROPIC_API_KEY: '', ...env },
  });
  children.push(child);
  const io = { out: '', err: '' };
  child.stdout.on('data', (d) => (io.out += d));
  child.stderr.on('data', (d) => (io.err += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, io, exited };
}

async function serve(env: Record<string, string>) {
  const s = spawnCli('serve', env);
  await until(() => /"msg":"Bidsmith listening"/.test(s.io.err), `serve started (${s.io.err})`, 90_000);
  const url = /"msg":"Bidsmith listening","url":"([^"]+)"/.exec(s.io.err)?.[1] as string;
  return { ...s, url };
}

describe('graceful shutdown', () => {
  it('on SIGTERM puts the running job back with its progress and exits 0; the restarted service finishes it', async () => {
    const embeddings = await startEmbeddingsServer(400);
    const dataDir = tempDir();
    const env = { BIDSMITH_DATA_DIR: dataDir, BIDSMITH_EMBEDDER: embeddings.embedder, BIDSMITH_EMBED_MODEL: 'test' };
    const first = await serve(env);
    const key = /bsk_live_[A-Za-z0-9]{40}/.exec(first.io.out)?.[0] as string;
    const res = await fetch(`${first.url}/api/v1/library/sources`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Handbook.txt', text: generatedText(64) }),
    });
    const sourceId = ((await res.json()) as { source: { id: string } }).source.id;
    await until(() => embeddings.embedded.length >= 16, 'first batch embedded');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.io.err).toContain('"msg":"stopped"');
    const db = openDatabase(path.join(dataDir, 'bidsmith.db'));
    const parked = latestJobFor(db, sourceId, INDEX_JOB);
    expect(parked).toMatchObject({ status: 'queued', attempts: 0, lease_owner: null });
    const saved = JSON.parse(parked?.progress ?? '{}');
    expect(saved.stage).toBe('embedding');
    expect(saved.embedded).toBeGreaterThanOrEqual(16);
    expect(saved.embedded).toBeLessThan(64);

    const second = await serve(env);
    const job = () => latestJobFor(db, sourceId, INDEX_JOB);
    await until(() => !['queued', 'running'].includes(job()?.status ?? ''), 'job ended after restart');
    expect(job()).toMatchObject({ status: 'done', attempts: 1 });
    expect(db.prepare('SELECT status, passage_count FROM library_sources WHERE id = ?').get(sourceId)).toEqual({
      status: 'ready',
      passage_count: 64,
    });
    // resumed, not restarted: nothing embedded before the stop was embedded again
    expect(embeddings.embedded.length).toBe(64);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    db.close();
    await embeddings.close();
  });
});

describe('npm start', () => {
  it('stops the server when npm is stopped, by a signal it passes on or by ending outright', async () => {
    for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
      const npm = spawn('npm', ['start', '--silent'], {
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ANTHROPIC_API_KEY: '', BIDSMITH_DATA_DIR: tempDir() },
      });
      children.push(npm);
      let err = '';
      npm.stderr.on('data', (d) => (err += d));
      npm.stdout.resume();
      await until(() => /"msg":"Bidsmith listening"/.test(err), `npm start listening (${err})`, 90_000);
      const url = /"msg":"Bidsmith listening","url":"([^"]+)"/.exec(err)?.[1] as string;
      npm.kill(signal);
      // the server (npm's child) writes to the same pipe after npm is gone
      await until(() => /"msg":"stopped"/.test(err), `server stopped after ${signal} to npm (${err})`, 30_000);
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    }
  });
});

describe('stdio MCP server', () => {
  it('exits 0 when its client closes stdin, and on SIGTERM', async () => {
    const ctx = makeTestContext();
    const { secret } = seedAccount(ctx);
    const env = { BIDSMITH_DATA_DIR: ctx.dataDir, BIDSMITH_API_KEY: secret, BIDSMITH_EMBEDDER: 'none' };
    const eof = spawnCli('mcp', env);
    await until(() => eof.io.err.includes('MCP server on stdio'), 'stdio server started', 90_000);
    eof.child.stdin.end();
    expect(await eof.exited).toBe(0);
    expect(eof.io.err).toContain('"by":"stdin closed"');

    const term = spawnCli('mcp', env);
    await until(() => term.io.err.includes('MCP server on stdio'), 'stdio server started', 90_000);
    term.child.kill('SIGTERM');
    expect(await term.exited).toBe(0);
    expect(term.io.err).toContain('"msg":"stopped"');
  });
});

describe('keep-alive', () => {
  it('announces an idle timeout longer than common clients keep theirs', async () => {
    const ctx = makeTestContext();
    const server = await startTestServer(ctx);
    const agent = new http.Agent({ keepAlive: true });
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      http
        .get(`${server.url}/api/v1/openapi.json`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers));
        })
        .on('error', reject);
    });
    expect(headers.connection).toBe('keep-alive');
    expect(headers['keep-alive']).toBe('timeout=65');
    expect(server.server.headersTimeout).toBeGreaterThan(server.server.keepAliveTimeout);
    agent.destroy();
    await server.close();
  });
});
