// The main job from the command line, as a bid manager runs it: the built CLI adds the library, then answers an RFP
// end to end and writes the response file and the compliance matrix next to it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/context';
import { LIBRARY, QUESTIONNAIRE } from './fixtures';

function bidsmith(dataDir: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/bidsmith.mjs', ...args], {
      env: { ...process.env, BIDSMITH_DATA_DIR: dataDir, BIDSMITH_EMBEDDER: 'none', LOG_LEVEL: 'warn', ANTHROPIC_API_KEY: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('bidsmith library add / rfp respond', () => {
  it('indexes documents, answers an RFP and writes the response and the CSV with a summary', async () => {
    const data = tempDir();
    const work = tempDir('bidsmith-work-');
    const lib = path.join(work, 'Security overview.md');
    const rfp = path.join(work, 'Acme questionnaire.md');
    fs.writeFileSync(lib, LIBRARY);
    fs.writeFileSync(rfp, QUESTIONNAIRE);
    expect((await bidsmith(data, ['init', '--json'])).code).toBe(0);

    const added = await bidsmith(data, ['library', 'add', lib]);
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/Security overview\.md: \d+ passages/);
    // not a terminal: progress arrives as plain lines on stderr
    expect(added.stderr).toMatch(/Security overview\.md: .*passages indexed/);

    const answered = await bidsmith(data, ['rfp', 'respond', rfp, '--json']);
    expect(answered.code).toBe(0);
    const result = JSON.parse(answered.stdout);
    expect(result).toMatchObject({ rfp: { requirement_count: 5 }, drafted: 3, stale: 0 });
    expect(result.needing_input.map((n: any) => n.ref)).toEqual(['1.2', '1.3']);
    expect(result.needing_input[0].question).toBe('What is the per-claim limit of our cyber liability insurance?');
    expect(result.files.filled).toBe(path.join(work, 'Acme questionnaire (response).docx'));
    expect(fs.readFileSync(result.files.filled).subarray(0, 2).toString()).toBe('PK');
    const csv = fs.readFileSync(result.files.csv, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toMatch(/AES-256 \[1\]/);

    const human = await bidsmith(data, ['rfp', 'respond', rfp, '--out', path.join(work, 'out')]);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/5 requirements, 3 drafted with citations, 2 need input/);
    expect(human.stdout).toContain('1.2: What is the per-claim limit of our cyber liability insurance?');
    expect(fs.existsSync(path.join(work, 'out', 'Acme questionnaire (response).docx'))).toBe(true);
    // four CLI processes, each starting worker threads: generous on a busy 2-core machine
  }, 180_000);
});
