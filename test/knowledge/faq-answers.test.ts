// A document's own questions and answers (an FAQ): the statements right after its question answer it, though they
// rarely repeat its words; the question asked must be much the same one, and its frequency or figure must be said.
// Over REST and MCP.
import { describe, expect, it } from 'vitest';
import { TRANSPORTS } from '../helpers/server';
import { libraryServer } from './library-server';

const FAQ = [
  '# Continuity',
  '## Backups',
  'Backup copies are checked every week by restoring one into a scratch environment.',
  '## Questions we are often asked',
  'How often do you test your disaster recovery plan? We fail the whole service over to the standby site three times a year. The last rehearsal took 95 minutes.',
  'Who owns the continuity programme? The Head of Operations.',
].join('\n');

const HEADED = '# Logging\n\n## How long are audit logs retained?\n\nWe keep them for 400 days in write-once storage.';

const library = libraryServer();

describe.each(TRANSPORTS)('FAQ answers over %s', (transport) => {
  it('answers from the statement after the document’s own question, and not for another question', async () => {
    const { ask, close } = await library(transport, { 'Continuity FAQ.md': FAQ, 'Logging.md': HEADED });
    const dr = (await ask('How often is your disaster recovery plan tested?')).reply;
    expect(dr).toContain('“We fail the whole service over to the standby site three times a year.”');
    // the weekly backup check names "checked"; it is no test of the plan
    expect(dr).not.toContain('every week');
    expect((await ask('What is the retention period for audit logs?')).reply).toContain('400 days');
    // an FAQ answer on who owns the programme says nothing of how often anything is audited
    expect((await ask('How often is the continuity programme audited by a third party?')).reply).toMatch(/I don't know/);
    await close();
  });
});
