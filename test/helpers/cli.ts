// Runs the built command line (`node bin/bidsmith.mjs …`) as a user does, in its own data directory.
import { spawn } from 'node:child_process';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function bidsmith(args: string[], env: Record<string, string> = {}, stdin?: string): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/bidsmith.mjs', ...args], {
      env: { ...process.env, LOG_LEVEL: 'warn', ANTHROPIC_API_KEY: '', BIDSMITH_EMBEDDER: 'none', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}
