// What a seventh company's library showed (new-user trial 27), in our own words: "protected" is said by the control
// that protects, never by where data sits; a rhythm in words ("every six hours") and a span in the next sentence
// answer "how often… and how long…" together; a "when" question's event is its first clause's verb; "Please provide
// details of…" is a question; a "We are a…" beside a question is the asker's, not a fact. Over REST and MCP.
import { describe, expect, it } from 'vitest';
import { TRANSPORTS } from '../helpers/server';
import { libraryServer } from './library-server';

const HOSTING = [
  '# Hosting',
  '## Regions',
  'Client data is stored and processed on our systems in the region the client chooses at signature.',
  '## Backups',
  'Case databases are backed up every four hours. Backups are encrypted and kept for 28 days.',
  '## Exercises',
  'We test failover to the standby region twice a year. The most recent test, in March 2026, restored service in 2 hours 5 minutes.',
  '## Assurance',
  'Our most recent SOC 2 Type II attestation covers the period 1 July 2025 to 30 June 2026; the audit firm was Brennan Moss LLP.',
].join('\n');

// a standard's controls quoted beside the company's practice, and a bullet a symbol font left as U+F0B7
const PEOPLE = [
  '# People',
  '## Standard',
  '\uf0b7 B.4.2 Security training: Personnel of the organization shall receive appropriate awareness training.',
  '## Practice',
  'Staff passwords are at least 14 characters long.',
  'Every member of staff completes security awareness training in their first week and every year after that.',
].join('\n');

const TRANSIT =
  '# Network\n\nAll traffic between clients and the service is encrypted with TLS 1.2 or higher.\n\n## Team\n\nOur security team reviews every change to client backups each quarter.';

const library = libraryServer();

describe.each(TRANSPORTS)('a seventh library over %s', (transport) => {
  it('answers "how is it protected" only with a control, and how often and how long from two sentences', async () => {
    const { ask, close } = await library(transport, { 'Hosting.md': HOSTING, 'Network.md': TRANSIT });
    expect((await ask('How is client data protected on your systems?')).reply).toMatch(/I don't know/);
    expect((await ask('How is client traffic protected in transit?')).reply).toContain('encrypted with TLS 1.2');
    // a team named for security protects nothing by that word
    expect((await ask('How are client backups protected?')).reply).not.toContain('security team reviews');
    const backups = (await ask('How frequently are backups taken, and how long are they retained?')).reply;
    expect(backups).toContain('every four hours');
    expect(backups).toContain('28 days');
    const failover = (await ask('When did you last test failover to your standby region, and what was the result?')).reply;
    // ("the result" belongs to the second clause: the first asks when failover was tested)
    expect(failover).toContain('We test failover to the standby region');
    // and when it last was: "twice a year" is a rhythm, no date; the latest test's sentence gives it
    expect(failover).toContain('March 2026');
    await close();
  });

  it("gives no other figure for a head count, and the company's training, not a standard's control", async () => {
    const { ask, close } = await library(transport, { 'People.md': PEOPLE });
    // a head count is a figure of employees, never another figure beside "staff"
    expect((await ask('What is your current headcount?')).reply).not.toContain('14 characters');
    const training = (await ask('Do your employees receive security training?')).reply;
    expect(training).toContain('Every member of staff completes security awareness training');
    expect(training).not.toContain('shall receive');
    await close();
  });

  it('reads "Please provide details of…" as a question and a "We are a…" beside a question as the asker\'s', async () => {
    const { ask, close } = await library(transport, { 'Hosting.md': HOSTING });
    const soc = await ask(
      'Please provide details of your most recent SOC 2 attestation: the report type, the period it covers and the audit firm.',
    );
    expect(soc.reply).toContain('Brennan Moss LLP');
    const asker = await ask('We are a Dublin law firm. In which region would our documents be stored?');
    expect(asker.saved).toEqual([]);
    expect(asker.reply).not.toMatch(/Saved/);
    await close();
  });
});
