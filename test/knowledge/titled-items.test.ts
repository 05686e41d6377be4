// A list item under a title of its own ("Change Management Policy – …") is about its title's subject: it answers a
// question that shares a word with that subject, not one whose words it lists in passing (hand-checked drafts).
import { describe, expect, it } from 'vitest';
import { createWorker } from '../../src/jobs/worker';
import { jobs } from '../../src/workers/jobs';
import { seedAccount } from '../helpers/context';
import { makeCaller, sharedServer, TRANSPORTS } from '../helpers/server';

const POLICIES = [
  '# Policies',
  '## Our policies',
  'Change Management Policy – Northwind maintains procedures for changes to production, including code, ' +
    'configuration and architecture changes that could affect the security, availability or privacy of customer data.',
  'Backup Policy – Northwind maintains procedures so that every database is copied nightly to a second region.',
].join('\n\n');

const live = sharedServer();

describe.each(TRANSPORTS)('titled items, over %s', (transport) => {
  it('answer questions on their subject, not on what they list in passing', async () => {
    const { call, close } = await makeCaller(transport, live.url, seedAccount(live.ctx).secret);
    expect((await call('add_source', { name: 'Policies.md', text: POLICIES })).status).toBe(200);
    await createWorker(live.ctx, jobs).drain();
    const privacy = await call('teach_fact', {
      message: 'Do you have a documented privacy management process for customer data?',
    });
    expect(privacy.body.reply).toMatch(/I don't know/);
    const change = await call('teach_fact', { message: 'Is there a documented change management process for production?' });
    expect(change.body.reply).toContain('“Change Management Policy – Northwind maintains procedures');
    const backups = await call('teach_fact', { message: 'Is every database copied to a second region by your backup policy?' });
    expect(backups.body.reply).toContain('“Backup Policy – Northwind');
    await close();
  });
});
