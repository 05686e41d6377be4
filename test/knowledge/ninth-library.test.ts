// What a ninth company's library showed (new-user trial 29), in our own words: what another named party has ("we
// review Harlan Cloud's SOC 2 report") is not the company's; a role's duties are no one's name, and another role is
// no name either; a year asked is not answered by another year's figure; a figure of another kind of the thing asked
// ("cyber liability insurance" for "professional indemnity insurance") is not joined to it; two neighbours on two
// things ("…ISO/IEC 27001 audits. Exceptions… expire…") are not one answer. Over REST and MCP.
import { describe, expect, it } from 'vitest';
import { TRANSPORTS } from '../helpers/server';
import { libraryServer } from './library-server';

const DONT_KNOW = /I don't know/;

const TRUST = [
  '# Trust overview',
  '## Suppliers',
  "Our security team reviews Harlan Cloud's SOC 2 Type II report every year as part of supplier management.",
  '## Hosting',
  "Physical security of the data centres is provided by Harlan Cloud, whose facilities are covered by Harlan Cloud's SOC 2 Type II reports.",
  '## Privacy',
  'The Data Protection Officer advises on impact assessments and is the contact point for the Dutch Data Protection Authority.',
  'The privacy board meets monthly and includes the CTO, the Data Protection Officer and the Head of Support.',
  'We have appointed a Data Protection Officer, Ilse Bakker, who can be reached at privacy@example.nl.',
  '## Availability',
  'Availability is measured per calendar month as the share of time the service is available.',
  'In 2024 the platform achieved 99.95% availability.',
  '## Insurance',
  'We hold cyber liability insurance with a limit of €3,000,000 per claim. We also hold professional indemnity insurance with a Dutch insurer.',
  '## Policies',
  'Compliance with our policies is checked by internal audits every year and by the external ISO/IEC 27001 audits. Exceptions are approved by the CISO and expire after at most 12 months.',
].join('\n');

const library = libraryServer();

describe.each(TRANSPORTS)('a ninth library over %s', (transport) => {
  it("takes no other party's report for the company's, and names the person, not a role's duties", async () => {
    const { ask, close } = await library(transport, { 'Trust overview.md': TRUST });
    expect((await ask('Do you hold a current SOC 2 Type II report?')).reply).toMatch(DONT_KNOW);
    const dpo = (await ask('Who is your Data Protection Officer, and how can they be contacted?')).reply;
    expect(dpo).toContain('Ilse Bakker');
    expect(dpo).toContain('privacy@example.nl');
    expect(dpo).not.toContain('advises');
    // (a guard: another role's title is no name; it passes on the code before too, as do the two figures asked right)
    expect(dpo).not.toContain('Head of Support');
    await close();
  });

  it("gives no other year's figure, no other kind's limit, and no expiry of another thing", async () => {
    const { ask, close } = await library(transport, { 'Trust overview.md': TRUST });
    expect((await ask('What was your availability in 2023?')).reply).toMatch(DONT_KNOW);
    expect((await ask('What was your availability in 2024?')).reply).toContain('99.95%');
    expect((await ask('What is the per-claim limit of your professional indemnity insurance?')).reply).toMatch(DONT_KNOW);
    expect((await ask('What is the per-claim limit of your cyber liability insurance?')).reply).toContain('€3,000,000');
    expect((await ask('When does your ISO/IEC 27001 certificate expire?')).reply).toMatch(DONT_KNOW);
    await close();
  });
});
