// What a fourth company's library showed (new-user trial 23), in our own words: a figure written in words answers,
// a result held to a measure ("within the RTO") states no value of it, what used to be so ("Until 2023, …were…") is
// no answer, and a figure a later note says was replaced ("up from 8") goes. Over REST and MCP.
import { describe, expect, it } from 'vitest';
import { TRANSPORTS } from '../helpers/server';
import { libraryServer } from './library-server';

const CONTINUITY = [
  '# Continuity plan',
  '## Objectives',
  'The recovery time objective for the hosted service is six hours from when a disaster is declared.',
  '## Exercises',
  'The last regional failover exercise brought the service back in 3 hours and 10 minutes, well within the RTO.',
  '## Backups',
  'Until June 2023, nightly backups were kept for 14 days. Since June 2023, nightly backups are retained for 60 days.',
].join('\n');

const RELEASES = [
  '# Release notes',
  '## 3.1 (May 2023)',
  '- Sign-in: the shortest password allowed is now 8 characters.',
  '## 4.0 (April 2025)',
  '- Sign-in: the shortest password allowed is now 14 characters, up from 8.',
].join('\n');

const VENDORS = [
  '# Vendor management',
  '## Certification',
  'Harbourline has held ISO/IEC 27001 certification since 2019; the certificate covers every office and product.',
  '## Suppliers',
  'Key suppliers send us a SOC 2 Type II report or a PCI DSS attestation every year, which our risk team reads.',
  'We review each supplier every two years and whenever it reports a breach to us.',
  '## Records',
  'Harbourline keeps inspection records for three years.',
  '## Hosting',
  'Customers in North America are hosted in us-east-2 and customers in Europe in eu-west-1.',
  '## Changes',
  '- Audit: audit events can be sent to a customer SIEM. Mobile: offline mode keeps trip logs for 10 days.',
].join('\n');

const PORTAL = [
  '# Portal',
  '## Accessibility',
  'The booking portal and the clinician app both conform to WCAG 2.1 at Level AA today.',
  '## Roadmap',
  'We aim to meet WCAG 2.2 Level AA next year.',
  '## Audit trail',
  'Every view of a patient record is written to an audit trail that is kept for six years.',
  '## Logs',
  'Until May 2023 we kept portal logs for 30 days; portal logs are now kept for 400 days.',
  '## Deletion (current)',
  'Under this agreement customer data is deleted within 45 days after the contract ends, from every system we run.',
  '## Deletion (history)',
  'Versions before v2.0 deleted customer data within 120 days after the contract ended.',
  '## Certification',
  'We hold ISO/IEC 27001 certification for the Harbor Booking Platform.',
  '## Privacy',
  'Our Data Protection Officer reviews every new processing activity before it starts.',
  '| Category | Examples |',
  '|---|---|',
  '| Patient data | Name, date of birth, contact details |',
  'Before any audit we share our SOC 2 Type II report with the customer.',
  '## Contacts',
  'Contact details are kept for two years after the last contact.',
].join('\n');

const RULES = '# Rules we follow\n\nThe DOT requires commercial carriers to keep inspection records for one year.';

const library = libraryServer();

describe.each(TRANSPORTS)('a fourth library over %s', (transport) => {
  it('answers with the stated, current figure and not a result, a former value or a replaced one', async () => {
    const { ask, close } = await library(transport, { 'Continuity plan.md': CONTINUITY, 'Release notes.md': RELEASES });
    const rto = (await ask('What is your RTO?')).reply;
    expect(rto).toContain('six hours from when a disaster is declared');
    expect(rto).not.toContain('3 hours and 10 minutes');
    const backups = (await ask('How long are nightly backups retained?')).reply;
    expect(backups).toContain('60 days');
    expect(backups).not.toContain('14 days');
    // a request that takes up the question's words asks more of the same question: one answer, about backups
    const more = (await ask('Are nightly backups retained? Please describe the backup retention period.')).reply;
    expect(more.match(/Q: /g)).toHaveLength(1);
    expect(more).toContain('60 days');
    const password = (await ask('What is the shortest password allowed?')).reply;
    expect(password).toContain('now 14 characters, up from 8');
    expect(password).not.toContain('“Sign-in: the shortest password allowed is now 8 characters.”');
    await close();
  });

  it("quotes the company's own clause, not its suppliers', a law's or a list's neighbouring entry", async () => {
    const { ask, close } = await library(transport, { 'Vendor management.md': VENDORS, 'Rules.md': RULES });
    // a clause ended by a semicolon is a sentence; what suppliers do is no answer on the company
    const iso = (await ask('Are you ISO 27001 certified?')).reply;
    expect(iso).toContain('Harbourline has held ISO/IEC 27001 certification since 2019;');
    expect(iso).not.toContain('Key suppliers');
    expect((await ask('Do you hold a PCI DSS attestation?')).reply).toMatch(/I don't know/);
    // "every two years" is a rhythm, not the timeframe a notification is asked within
    expect((await ask('Within what timeframe must suppliers notify you of a breach?')).reply).toMatch(/I don't know/);
    // the law's one year is not the company's three
    const records = (await ask('How long do you keep inspection records?')).reply;
    expect(records).toContain('three years');
    expect(records).not.toContain('one year');
    // the 2 of "us-east-2" counts no customers
    expect((await ask('How many customers do you have?')).reply).toMatch(/I don't know/);
    // another labelled entry of the same bullet is not read as the rest of it: the 10 days are the trip logs'
    expect((await ask('How long are audit events kept?')).reply).toMatch(/I don't know/);
    await close();
  });

  it('puts what is before what is aimed at, leaves out what was, and reads "it" with the question before', async () => {
    const { ask, close } = await library(transport, { 'Portal.md': PORTAL });
    const wcag = (await ask('Which WCAG level does the portal meet?')).reply;
    expect(wcag).toContain('WCAG 2.1 at Level AA');
    expect(wcag).not.toContain('We aim to');
    const logs = (await ask('How long are portal logs kept?')).reply;
    expect(logs).toContain('400 days');
    expect(logs).not.toContain('30 days');
    const deletion = (await ask('How soon after the contract ends is customer data deleted?')).reply;
    expect(deletion).toContain('45 days');
    expect(deletion).not.toContain('120 days');
    // "Who is your X?" is answered by a name beside the role, not by a sentence in which the role acts
    expect((await ask('Who is your Data Protection Officer?')).reply).toMatch(/I don't know/);
    expect((await ask('Who is your SOC 2 auditor?')).reply).toMatch(/I don't know/);
    // (nor is a request for the name: the sheet's "Name, date of birth, contact details" row is no one's)
    expect((await ask('Please provide the name and contact details of your Data Protection Officer.')).reply).toMatch(
      /I don't know/,
    );
    // a name the question spells in capitals must be said, in capitals or in the words it stands for
    expect((await ask('Do you hold HITRUST certification?')).reply).toMatch(/I don't know/);
    expect((await ask('Which certification covers the HBP?')).reply).toContain('ISO/IEC 27001 certification');
    const trail = (await ask('Do you keep an audit trail of patient record views? How long is it kept?')).reply;
    expect(trail).toContain('six years');
    expect(trail).not.toContain('two years');
    await close();
  });
});

describe("a questionnaire's own words", () => {
  it('reads a joined "and describe…" as a request, not words to find', async () => {
    const { ask, close } = await library('rest', {
      'Assurance.md':
        '# Assurance\n\nAn independent CREST-accredited firm tests our platform and API every year.\n\nOur recovery point objective is 15 minutes for customer data.',
    });
    expect(
      (await ask('Please state the recovery point objective committed for customer data, and describe how it is met.')).reply,
    ).toContain('15 minutes');
    await close();
  });
});

describe('naming the one asked for', () => {
  it('answers "Who is your X?" from a row or sentence that names someone for the role', async () => {
    const { ask, close } = await library('rest', {
      'Company facts.md':
        '# Company facts\n\n| Fact | Detail |\n|---|---|\n| Data Protection Officer | Ana Ruiz, privacy@harbourline.example |\n| Founded | 2009 |',
      'Team.md': '# Team\n\nOur external auditor, Marlow & Finch LLP, examines the SOC 2 controls every year.',
    });
    expect((await ask('Who is your Data Protection Officer?')).reply).toContain('Ana Ruiz');
    expect((await ask('Who is your SOC 2 auditor?')).reply).toContain('Marlow & Finch LLP');
    expect((await ask('Please provide the name and contact details of your Data Protection Officer.')).reply).toContain(
      'Ana Ruiz',
    );
    await close();
  });
});

describe('drafting and the answerer read a document alike', () => {
  it('drafts from a clause a semicolon ends, as teach_fact answers from it (the claim check had refused it)', async () => {
    const { call, ask, close, drain } = await library('rest', {
      'Testing.md':
        '# Testing\n\nSince 2024 we commission an independent penetration test of the platform twice a year; the latest was finished in May 2025.',
      'Recovery.md':
        '# Recovery by plan\n\n| Plan | Recovery point objective | Recovery time objective |\n|---|---|---|\n| Silver | 4 hours | 24 hours |\n| Gold | 30 minutes | 6 hours |',
    });
    const questions = [
      'How often is the platform penetration tested?',
      'What is your recovery point objective on the Gold plan?',
    ];
    expect((await ask(questions[0] as string)).reply).toContain('twice a year');
    expect((await ask(questions[1] as string)).reply).toContain('Plan: Gold; Recovery point objective: 30 minutes');
    const text = `# Security\n\n${questions.map((q, i) => `${i + 1}. ${q}`).join('\n')}`;
    const up = await call('upload_rfp', { name: 'Buyer questions.md', text });
    expect(up.status).toBe(200);
    await drain();
    const requirements = (await call('list_requirements', { id: up.body.rfp.id })).body.requirements;
    const drafts = [];
    for (const r of requirements)
      drafts.push((await call('draft_requirement', { id: up.body.rfp.id, rid: r.id })).body.requirement);
    expect(drafts.map((d: any) => d.status)).toEqual(['drafted', 'drafted']);
    expect(drafts[0].response).toContain('twice a year [1]');
    // a table row is cited whole, as the answerer quotes it
    expect(drafts[1].response).toBe('Plan: Gold; Recovery point objective: 30 minutes; Recovery time objective: 6 hours [1].');
    await close();
  });
});
