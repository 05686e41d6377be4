// What a tenth company's library showed (new-user trial 30), in our own words: what an aside says of one named thing
// ("ISO/IEC 27001 certification (issued by … valid until …) and Cyber Essentials Plus") is not said of another; a
// list of labelled release notes is no table of pairs, its items quoted as sentences without their bullets; a company
// profile's table of labels and values without a header row is read pair by pair; a column named with a colon of its
// own ("Standard: first response") still names its value; the name of a role is not found in "Security and Privacy
// Steering Group" nor in a policy table's owner column. Over REST and MCP.
import { describe, expect, it } from 'vitest';
import { TRANSPORTS } from '../helpers/server';
import { buildDocx } from '../library/fixtures';
import { libraryServer } from './library-server';

const DONT_KNOW = /I don't know/;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const TRUST = [
  '# Trust centre',
  '## Certifications',
  'Northbeam holds ISO/IEC 27001:2022 certification (issued by Arden Assurance Ltd and valid until 3 May 2028) and Cyber Essentials Plus.',
].join('\n');

const RELEASES = [
  '# Release notes',
  '## 7.1 (4 March 2026)',
  '- **Sign-in:** the minimum password length for accounts that do not use single sign-on is now 14 characters. Users with a shorter one choose a new password at their next sign-in.',
  '- **Exports:** CSV exports now include the time zone of the account.',
  '- **Reports:** scheduled reports can go to several addresses, and each address can be',
  '  paused on its own.',
].join('\n');

const PEOPLE = [
  '# Governance',
  '## Security',
  'Our Head of Security reports to the CTO and chairs the monthly Security and Privacy Steering Group.',
  '## Policies',
  '| Policy | Owner | Review cycle |',
  '|---|---|---|',
  '| Access Control Policy | Head of Security | Annual |',
  '| Supplier Policy | Head of Security | Annual |',
].join('\n');

const library = libraryServer();

describe.each(TRANSPORTS)('a tenth library over %s', (transport) => {
  it('gives no issuer or expiry of one certification for another named beside it', async () => {
    const { ask, close } = await library(transport, { 'Trust centre.md': TRUST });
    const other = await ask(
      'Which certification body assessed you for Cyber Essentials Plus, and when does that certificate expire?',
    );
    expect(other.reply).toMatch(DONT_KNOW);
    // (a guard: the aside still answers for the certification it follows)
    expect((await ask('Which certification body issued your ISO/IEC 27001 certificate?')).reply).toContain('Arden Assurance Ltd');
    await close();
  });

  it("names no one for a role whose word only ends another name, or that a table's row only lists", async () => {
    const { ask, close } = await library(transport, { 'Governance.md': PEOPLE });
    expect((await ask('Please provide the name of your Head of Security.')).reply).toMatch(DONT_KNOW);
    await close();
    // (a guard: the role beside a name names that person)
    const named = await library(transport, {
      'Governance.md': PEOPLE.replace('Our Head of Security reports', 'Our Head of Security, Mira Okafor, reports'),
    });
    expect((await named.ask('Please provide the name of your Head of Security.')).reply).toContain('Mira Okafor');
    await named.close();
  });

  it('quotes a labelled release note as its sentence, without its bullet', async () => {
    const { ask, close } = await library(transport, { 'Release notes.md': RELEASES });
    const reply = (await ask('What is the minimum password length for users who do not sign in through SSO?')).reply;
    expect(reply).toContain('is now 14 characters');
    expect(reply).not.toContain('•');
    await close();
  });

  it('reads a profile table without a header row as its pairs', async () => {
    const { call, ask, close, drain } = await library(transport, {});
    const profile = await buildDocx([
      { h: 1, text: 'Company profile' },
      {
        table: [
          ['Registered name', 'Northbeam Software Ltd'],
          ['Company number', 'SC612204'],
          ['Registered office', '12 Quayside, Dundee DD1 4QB'],
        ],
      },
    ]);
    const added = await call('add_source', { name: 'Profile.docx', data: profile.toString('base64'), content_type: DOCX });
    expect(added.status).toBe(200);
    await drain();
    const reply = (await ask('What is your company registration number?')).reply;
    expect(reply).toContain('Company number: SC612204');
    expect(reply).not.toContain('Registered name: Company number');
    await close();
  });

  it("quotes a support table's row whose column names hold a colon of their own", async () => {
    const { call, ask, close, drain } = await library(transport, {});
    const guide = await buildDocx([
      { h: 1, text: 'Response targets' },
      {
        table: [
          ['Priority', 'Standard: first response', 'Premium: first response'],
          ['P1 Critical', '2 hours', '30 minutes'],
          ['P2 High', '8 working hours', '4 working hours'],
        ],
        head: 'bold',
      },
    ]);
    const added = await call('add_source', { name: 'Support guide.docx', data: guide.toString('base64'), content_type: DOCX });
    expect(added.status).toBe(200);
    await drain();
    const reply = (await ask('What is the first response time for a P1 ticket on Standard support?')).reply;
    expect(reply).toContain('Standard – first response: 2 hours');
    await close();
  });
});
