// The run's temp folder: what tests make under the system temp folder lives inside it (removed when the run ends).
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { tempDir } from '../helpers/context';

it('puts the data dirs tests make inside the run temp folder', () => {
  expect(path.basename(os.tmpdir())).toMatch(/^bidsmith-tests-/);
  expect(path.dirname(tempDir())).toBe(os.tmpdir());
});
