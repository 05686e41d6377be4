// What an eleventh company's library showed (new-user trial 31), in our own words: a report still to come ("The next
// SOC 2 Type II report, for … , is expected in …") is no answer on the current one. Over REST and MCP.
import { describe, expect, it } from 'vitest';
import { TRANSPORTS } from '../helpers/server';
import { libraryServer } from './library-server';

const DONT_KNOW = /I don't know/;

const ASSURANCE = [
  '# Assurance',
  '## Audit reports',
  'The next SOC 2 Type II report, for 1 July 2026 to 30 June 2027, is expected in August 2027.',
].join('\n');

const library = libraryServer();

describe.each(TRANSPORTS)('an eleventh library over %s', (transport) => {
  it('gives no period of a report still to come for the current one, and gives it when the next is asked', async () => {
    const { ask, close } = await library(transport, { 'Assurance.md': ASSURANCE });
    const current = await ask('Do you have a current SOC 2 Type II report? Please state the audit period it covers.');
    expect(current.reply).toMatch(DONT_KNOW);
    // (a guard: asked about the next report, the sentence answers)
    expect((await ask('When is your next SOC 2 Type II report expected?')).reply).toContain('August 2027');
    await close();
  });
});
