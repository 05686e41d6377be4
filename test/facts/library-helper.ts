// For facts tests: an account whose library holds one Markdown document, indexed by the real job worker.
import type { AppContext } from '../../src/context';
import { createWorker } from '../../src/jobs/worker';
import { addSource } from '../../src/library/sources';
import { jobs } from '../../src/workers/jobs';
import { seedAccount } from '../helpers/context';

export async function accountWithDocument(ctx: AppContext, lines: string[]) {
  const seeded = seedAccount(ctx);
  const caller = { account: seeded.account, user: seeded.user, key: seeded.key, scopes: ['read', 'write'] } as any;
  await addSource({ ...ctx, caller, transport: 'rest' }, {
    name: 'Security overview.md',
    data: Buffer.from(lines.join('\n\n')).toString('base64'),
    content_type: 'text/markdown',
  } as any);
  await createWorker(ctx, jobs).drain();
  return seeded;
}
