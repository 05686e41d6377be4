// A thing asked by a compound ("a hardware security module") is not answered by a sentence that says none of its
// words, however many of the question's other words it has (bench:facts-answerable, eighteenth session).
import { describe, expect, it } from 'vitest';
import { createWorker } from '../../src/jobs/worker';
import { analyseQuestion } from '../../src/knowledge/question';
import { jobs } from '../../src/workers/jobs';
import { seedAccount } from '../helpers/context';
import { makeCaller, sharedServer, TRANSPORTS } from '../helpers/server';

const HANDBOOK = [
  '# Platform security handbook',
  '## Certificates',
  'The signing keys of our web certificates are stored encrypted and are decrypted only on the servers that use them.',
].join('\n\n');

const live = sharedServer();

describe('compounds in a question', () => {
  it('are runs of three content words or more, side by side', () => {
    const q = analyseQuestion('Do you store encryption keys in a hardware security module?');
    expect(q.compounds.map((run) => run.map((t) => t.word))).toEqual([
      ['store', 'encryption', 'keys'],
      ['hardware', 'security', 'module'],
    ]);
    expect(analyseQuestion('Are backups encrypted at rest?').compounds).toEqual([]);
  });
});

describe.each(TRANSPORTS)('a compound asked, over %s', (transport) => {
  it('is declined when the sentence says none of its words, and answered when it does', async () => {
    const { call, close } = await makeCaller(transport, live.url, seedAccount(live.ctx).secret);
    expect((await call('add_source', { name: 'Handbook.md', text: HANDBOOK })).status).toBe(200);
    await createWorker(live.ctx, jobs).drain();
    const hsm = await call('teach_fact', { message: 'Do you store encryption keys in a hardware security module?' });
    expect(hsm.body.reply).toMatch(/I don't know/);
    const stored = await call('teach_fact', { message: 'Are the signing keys of your web certificates stored encrypted?' });
    expect(stored.body.reply).toContain('“The signing keys of our web certificates are stored encrypted');
    await close();
  });
});
describe('a possessive in a question', () => {
  it('is its noun: the party it names, not a word "offeror’s" a passage would have to say', () => {
    const parties = new Set(['offeror']);
    const q = analyseQuestion("Does the offeror's solution encrypt backups?", parties);
    // the party is a light word, as when written without the possessive
    expect(q.terms).toEqual(analyseQuestion('Does the offeror solution encrypt backups?', parties).terms);
    expect(q.terms.find((t) => t.word === 'offeror')?.weight).toBeLessThan(1);
    expect(analyseQuestion('Is the vendor’s data centre certified?').terms.map((t) => t.word)).toContain('vendor');
  });
});
