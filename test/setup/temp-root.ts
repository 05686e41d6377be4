// One temporary folder per test run, removed when the run ends: every data dir, working dir and file the tests (and
// the servers and CLIs they spawn) make under the system temp folder goes inside it, so runs leave nothing behind
// (thousands of data dirs had piled up under /tmp).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bidsmith-tests-'));
  // read by os.tmpdir() here and in every test worker and child process started after this
  process.env.TMPDIR = root;
  return () => fs.rmSync(root, { recursive: true, force: true });
}
