// What a sixth company's library showed (new-user trial 26), in our own words: a law's duty opened by "Under the …"
// is not the company's, a figure is not borrowed from a neighbouring sentence, a time question needs the event it asks
// of ("expire", "founded", "tested") and, for a year, a year; "7 calendar days" is a span; a sentence whose subject
// carries a "who" clause still has its verb. Over REST and MCP.
import { describe, expect, it } from 'vitest';
import { TRANSPORTS } from '../helpers/server';
import { libraryServer } from './library-server';

const INCIDENTS = [
  '# Incident handling',
  '## The law',
  'Under the privacy statute of our home country, an organisation that suspects a reportable breach must finish an assessment within 30 days.',
  '## Our commitment',
  'We notify affected customers of a confirmed security incident involving their data within 48 hours of confirming it.',
  '## Afterwards',
  'For major incidents we send a written root cause report to affected customers within 10 business days of resolution. Where a customer must report under privacy law, we give it what it needs to assess the breach and notify its regulator.',
].join('\n');

const COMPANY = [
  '# About us',
  '| Fact | Detail |',
  '|---|---|',
  '| Founded | 2009 |',
  '| Head office | Wellington |',
  '## People',
  'All staff take awareness training when they join and every year after that.',
  '## Certification',
  'We have held ISO/IEC 27001 certification since 2018.',
  '## Continuity',
  'The recovery plan is reviewed every year by the board.',
  '## Access',
  'Production access is granted for one day at a time. Each request is approved by a second engineer and access is reviewed every quarter.',
  '## Sign-in',
  'Every engineer who accesses production must sign in with a FIDO2 security key in addition to single sign-on; no password alone opens production.',
  '## Vulnerabilities',
  '| Severity | Fix target |',
  '|---|---|',
  '| Critical | 7 calendar days |',
  '| High | 30 calendar days |',
].join('\n');

const library = libraryServer();

describe.each(TRANSPORTS)('a sixth library over %s', (transport) => {
  it("gives the company's own notice period, not a law's or a neighbouring report's", async () => {
    const { ask, close } = await library(transport, { 'Incident handling.md': INCIDENTS });
    const notice = (await ask('In the event of a data breach, within what timeframe will you notify us?')).reply;
    expect(notice).toContain('within 48 hours of confirming it');
    expect(notice).not.toContain('30 days');
    expect(notice).not.toContain('10 business days');
    // the report's 10 days are no assessment period, nor are the law's 30
    expect((await ask('Within how many days do you complete your assessment of a suspected breach?')).reply).toMatch(
      /I don't know/,
    );
    await close();
  });

  it('answers a time question only with the event it asks of, and a year with a year', async () => {
    const { ask, close } = await library(transport, { 'About us.md': COMPANY });
    const founded = (await ask('In what year was the company founded?')).reply;
    expect(founded).toContain('2009');
    expect(founded).not.toContain('every year');
    expect((await ask('In what year was the company established?')).reply).not.toContain('every year');
    expect((await ask('When does your ISO 27001 certificate expire?')).reply).toMatch(/I don't know/);
    expect((await ask('How often is the recovery plan tested?')).reply).toMatch(/I don't know/);
    const fix = (await ask('Within how many days are critical vulnerabilities fixed?')).reply;
    expect(fix).toContain('7 calendar days');
    await close();
  });

  it('quotes a sentence whose subject carries a "who" clause, by its own verb', async () => {
    const { ask, close } = await library(transport, { 'About us.md': COMPANY });
    const mfa = (await ask('Do your engineers use multi-factor authentication when accessing production?')).reply;
    expect(mfa).toContain('FIDO2 security key');
    expect(mfa).not.toContain('approved by a second engineer');
    await close();
  });
});
