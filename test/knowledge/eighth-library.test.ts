// What an eighth company's library showed (new-user trial 28), in our own words: a body of rules' duty ("The Clearing
// Rules require every Sending Agent to…") and a numbered requirement said of a standard are not the company's; a
// lead-in says nothing alone, and is quoted with the items its sentence goes on with; an aim's figure is not the figure
// asked; letters spelled with hyphens ("D-U-N-S") are one word. Over REST and MCP.
import { describe, expect, it } from 'vitest';
import { TRANSPORTS } from '../helpers/server';
import { libraryServer } from './library-server';

const PAYMENTS = [
  '# Payments compliance',
  '## Clearing audit',
  'The Clearing Rules require every Sending Agent to finish an audit of its compliance by December 31 of each year.',
  '## Scans',
  'Requirement 7.4.1 of the standard calls for external scans at least once every three months by an approved vendor.',
  '## Payee changes',
  'When a payee changes its bank details in the portal, Tallyford:',
  '- confirms the new account with the bank;',
  '- emails every administrator of the customer; and',
  '- holds the first payment to the new account for two business days.',
  '## Training',
  'Our goal is that 100% of staff finish the yearly training within 30 days.',
  '## Records',
  'Tallyford never keeps full card numbers on its servers.',
].join('\n');

const PLANS = [
  '# Support',
  '## Hours by plan',
  '- Starter: email from 9:00 a.m. to 5:00 p.m. Central Time, Monday to Friday.',
  '- Scale: everything in Starter, plus phone support hours 24x7 for Severity 1 issues.',
].join('\n');

const library = libraryServer();

describe.each(TRANSPORTS)('an eighth library over %s', (transport) => {
  it("quotes no rulebook's or standard's duty as the company's, and no aim as a figure", async () => {
    const { ask, close } = await library(transport, { 'Payments compliance.md': PAYMENTS });
    expect((await ask('Do you finish an audit of your compliance by December 31 each year?')).reply).toMatch(/I don't know/);
    expect((await ask('Do you run external scans every three months through an approved vendor?')).reply).toMatch(/I don't know/);
    expect((await ask('What percentage of staff finished the yearly training last year?')).reply).toMatch(/I don't know/);
    expect((await ask("Please provide your company's D-U-N-S number.")).reply).toMatch(/I don't know/);
    await close();
  });

  it("answers for the plan asked from its own entry, not from another plan's entry that names it", async () => {
    const { ask, close } = await library(transport, { 'Support.md': PLANS });
    const starter = (await ask('What support hours are included with the Starter plan?')).reply;
    expect(starter).toContain('Starter: email from 9:00 a.m. to 5:00 p.m.');
    expect(starter).not.toContain('Scale:');
    await close();
  });

  it('quotes a lead-in with the items its sentence goes on with, never alone', async () => {
    const { ask, close } = await library(transport, { 'Payments compliance.md': PAYMENTS });
    const reply = (await ask('What do you do when a payee changes its bank details?')).reply;
    expect(reply).toContain('Tallyford: confirms the new account with the bank;');
    expect(reply).toContain('holds the first payment to the new account for two business days.');
    await close();
  });

  it('quotes a lead-in with the labelled values it lists, which no sentence says otherwise', async () => {
    const RECOVERY = [
      '# Resilience',
      '## Recovery objectives',
      'For the hosted service, our recovery objectives after the loss of a region are:',
      '- Recovery time objective (RTO): 6 hours',
      '- Recovery point objective (RPO): 30 minutes',
      'These objectives are reviewed every year.',
    ].join('\n');
    const { ask, close } = await library(transport, { 'Resilience.md': RECOVERY });
    const both = (await ask('What are your RTO and RPO?')).reply;
    expect(both).toContain('Recovery time objective (RTO): 6 hours; Recovery point objective (RPO): 30 minutes');
    expect((await ask('What is your RPO?')).reply).toContain('30 minutes');
    await close();
  });
});
