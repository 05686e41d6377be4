// Configuration from the environment: nonsense refuses to start with one line naming the variable.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { AppError } from '../../src/errors';
import { tempDir } from '../helpers/context';

describe('configuration', () => {
  it.each([
    ['SIGN_LINK_HOURS', '0'],
    ['SIGN_LINK_HOURS', '1.5'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['RATE_LIMIT_PER_MINUTE', '-1'],
    ['PDF_RENDERS_PER_MINUTE', '1e3'],
    ['BIDSMITH_JOB_LEASE_MS', '10'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['BIDSMITH_EMBEDDER', 'bundeld'],
    // refused even while no ANTHROPIC_API_KEY is set (trial 13: it was accepted until a key was added)
    ['ANTHROPIC_BASE_URL', 'foo'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    let err: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).details.field).toBe(name);
    expect((err as AppError).message).toMatch(new RegExp(`^${name}: .*got "`));
  });

  it('refuses nonsense in the parts of the mail relay only when they are used', () => {
    expect(() => loadConfig({ SMTP_HOST: 'mail.example.com', SMTP_PORT: 'abc' })).toThrow(/^SMTP_PORT: /);
    expect(() => loadConfig({ SMTP_HOST: 'mail.example.com', SMTP_SECURE: 'yes' })).toThrow(/^SMTP_SECURE: /);
    expect(loadConfig({ SMTP_PORT: 'abc' }).smtp).toBeNull();
  });

  it('takes sensible values and the defaults', () => {
    const config = loadConfig({
      PORT: '0',
      SIGN_LINK_HOURS: '24',
      RATE_LIMIT_PER_MINUTE: '600',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://sign.example.com/',
      BIDSMITH_EMBEDDER: 'openai:http://127.0.0.1:11434/v1',
      SMTP_HOST: 'mail.example.com',
      SMTP_SECURE: 'true',
    });
    expect(config).toMatchObject({ port: 0, signLinkHours: 24, rateLimitPerMinute: 600, logLevel: 'warn' });
    expect(config.publicUrl).toBe('https://sign.example.com');
    expect(config.smtp?.url).toBe('smtps://mail.example.com:587');
    expect(loadConfig({})).toMatchObject({ port: 8787, signLinkHours: 72, rateLimitPerMinute: 120, logLevel: 'info' });
  });

  it('stops the server at start with one line naming the variable', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts', 'serve'], {
      env: { ...process.env, BIDSMITH_DATA_DIR: tempDir(), SIGN_LINK_HOURS: '0', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^bidsmith: SIGN_LINK_HOURS: must be a whole number from 1 to 8760/),
    ]);
  });
});
