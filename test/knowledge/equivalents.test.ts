// A buyer and a vendor name one thing by different phrases: a questionnaire's "Severity 1" is a support guide's
// "Priority 1", an "initial response" its "first response", security duties "flowed down" to subcontractors are
// "passed down" to them. A sentence saying another phrase of the group says the buyer's words; a phrase of another
// group (Priority 2) does not. A search looks for the other phrases of a buyer's phrase the library never uses
// ("headcount" as "number of employees"). Beside them, small readings of buyers' words: "which role" asks for a role by
// its name, the "owner" of a policy is who owns it, a "total" headcount is the headcount, "OAuth 2.0 clients" counts no
// clients, and a sentence on "all employees and contractors" is about employees. Sentences written here in our own
// words. A certificate to ISO 27001 is one of an information security management system (ISMS), to ISO 22301 one of a
// business continuity management system.
import { describe, expect, it } from 'vitest';
import { answerInParts } from '../../src/knowledge/answer';
import { equivalentRoots, equivalentsAt } from '../../src/knowledge/equivalents';
import { answerFromHits } from '../../src/knowledge/evidence';
import { questionParts } from '../../src/knowledge/parts';
import { analyseQuestion, asksYesNo, countsThing, keywordQueryOf, rootOf } from '../../src/knowledge/question';
import { tokens } from '../../src/text/words';
import { seedAccount } from '../helpers/context';
import { makeCaller, sharedServer, TRANSPORTS } from '../helpers/server';
import { drain } from '../rfps/fixtures';
import { passageHit } from './hits';

describe('phrases that name one thing', () => {
  it('marks the words of a phrase with its group, on whole words only', () => {
    const at = equivalentsAt(tokens('What is the response for a Sev 1 case?'));
    const sev = at[6];
    expect(sev).toBeDefined();
    expect(at[7]).toEqual(sev);
    expect(at[3]).toBeUndefined();
    expect(equivalentRoots(tokens('A Priority 1 case is answered first.'))).toEqual(expect.arrayContaining(sev ?? ['-']));
    // (another level, and a figure that only begins with 1, are other things)
    expect(equivalentRoots(tokens('A Priority 2 case waits.'))).not.toEqual(expect.arrayContaining(sev ?? ['-']));
    expect(equivalentRoots(tokens('Form P10 is filed yearly.'))).toEqual([]);
    // (a phrase that only qualifies a shorter one of its group leaves its qualifier a word to find: "information
    // security incident metrics" are not said by a sentence on security incidents)
    const qualified = equivalentsAt(tokens('information security incident metrics'));
    const incident = qualified[2];
    expect(incident).toBeDefined();
    expect(qualified[0] ?? []).not.toEqual(expect.arrayContaining(incident ?? ['-']));
  });

  it('carries the group on the question’s words, whatever else they match', () => {
    const q = analyseQuestion('Do you flow down security obligations to your subcontractors?');
    expect(q.terms.find((t) => t.word === 'flow')?.eq?.length).toBeGreaterThan(0);
    expect(q.terms.find((t) => t.word === 'security')?.eq).toBeUndefined();
  });

  it('answers a buyer’s phrase from the document’s own, and not from another level', () => {
    const question = 'What is the initial response for a Sev 1 case?';
    const first = passageHit(1, 'On every plan, the first response to a Priority 1 case comes within 30 minutes.');
    expect(answerFromHits(question, 'en', [first])).toMatchObject({ supported: true, cited: [1] });
    const second = passageHit(1, 'On every plan, the first response to a Priority 2 case comes within 4 hours.');
    expect(answerFromHits(question, 'en', [second]).supported).toBe(false);
  });
});

describe('more phrases and what a standard certifies', () => {
  it('answers "decommissioned", "carry forward" and "contract exit" from the document’s own words', () => {
    const off = passageHit(1, 'The old reporting API will be switched off on 1 May 2026.');
    expect(answerFromHits('When will the old reporting API be decommissioned?', 'en', [off])).toMatchObject({ supported: true });
    const over = passageHit(1, 'Unused training credits do not roll over into the next contract year.');
    expect(answerFromHits('Do unused training credits carry forward?', 'en', [over])).toMatchObject({ supported: true });
    const end = passageHit(1, 'Within 45 days of the end of the contract we delete the customer’s data.');
    expect(answerFromHits('On contract exit, when is our data deleted?', 'en', [end])).toMatchObject({ supported: true });
  });

  it('hears a certificate to ISO 27001 as one of the information security management system', () => {
    const iso = passageHit(1, 'Kelpie Cloud holds ISO/IEC 27001:2022 certification, issued in March 2025.');
    expect(answerFromHits('Is your ISMS certified to ISO/IEC 27001?', 'en', [iso])).toMatchObject({ supported: true });
    // (a guard: another standard certifies another system)
    const quality = passageHit(1, 'Kelpie Cloud holds ISO 9001 certification, issued in March 2025.');
    expect(answerFromHits('Is your ISMS certified to ISO/IEC 27001?', 'en', [quality]).supported).toBe(false);
  });
});

describe('a second question joined on', () => {
  it('is answered from another passage on what the first part asked, not from one on something else', () => {
    const question = 'Does the portal support single sign-on, and can user accounts be provisioned automatically?';
    const sso = passageHit(1, 'The portal supports SAML 2.0 single sign-on.');
    const scim = passageHit(2, 'In the portal, user accounts are provisioned automatically through SCIM 2.0.');
    const none = { supported: false, text: '', cited: [], missing: null };
    const parts = questionParts(question);
    const both = answerInParts(parts, { lang: 'en', hits: [sso, scim], weights: new Map(), partyWords: undefined }, none);
    expect(both?.text).toContain('SCIM 2.0');
    expect(both?.cited).toEqual([1, 2]);
    // (a guard: a passage on something else is not read for it)
    const hr = passageHit(2, 'Payroll accounts are provisioned automatically for new employees.');
    const one = answerInParts(parts, { lang: 'en', hits: [sso, hr], weights: new Map(), partyWords: undefined }, none);
    expect(one?.text).not.toContain('Payroll');
  });
});

describe('small readings of buyers’ words', () => {
  const asked = (q: string) => analyseQuestion(q).terms.map((t) => t.word);

  it('asks a role by its name, a total as the thing itself, and an owner as who owns', () => {
    expect(asked('Which role owns the privacy policy?')).toEqual(['owns', 'privacy', 'policy']);
    expect(asked('What is your total headcount?')).toEqual(['headcount']);
    expect(rootOf('owns')).toBe(rootOf('owner'));
    // (a company's own things are not its owner's)
    expect(rootOf('own')).not.toBe(rootOf('owner'));
    const record = passageHit(1, 'Document: Privacy Policy; Policy owner: Head of Legal; Last reviewed: 3 March 2025');
    expect(answerFromHits('Which role owns the privacy policy?', 'en', [record])).toMatchObject({ supported: true });
  });

  it('asks a span by "what notice period", and the amounts insured by "insurance limits"', () => {
    const q = analyseQuestion('What advance notification period do you give for changes to your sub-processors?');
    expect(q.time).toBe('duration');
    expect(q.terms.map((t) => t.word)).not.toContain('period');
    const notice = passageHit(1, 'We give customers at least 30 days’ notice by email before a new sub-processor starts.');
    const question = 'What advance notification period do you give for changes to your sub-processors?';
    expect(answerFromHits(question, 'en', [notice])).toMatchObject({ supported: true });
    // (a guard: a sentence giving no span does not answer it)
    const noSpan = passageHit(1, 'We give customers notice by email before a new sub-processor starts.');
    expect(answerFromHits(question, 'en', [noSpan]).supported).toBe(false);
    expect(asked('What are your cyber insurance limits?')).toEqual(['cyber', 'insurance']);
  });

  it('hears "how many people do you employ" as a headcount, and a company "established" as founded', () => {
    const facts = passageHit(1, 'Legal name: Kelpie Cloud Pty Ltd; Founded: 2016; Employees: 85 (as at 30 June 2025)');
    expect(answerFromHits('How many people does your company employ?', 'en', [facts])).toMatchObject({ supported: true });
    expect(answerFromHits('In what year was the company established?', 'en', [facts])).toMatchObject({ supported: true });
    // (guards: people counted otherwise, and a practice established, are other things)
    expect(analyseQuestion('How many people use the service each day?').counted).not.toBe(rootOf('employees'));
    expect(answerFromHits('Are incident procedures established?', 'en', [facts]).supported).toBe(false);
  });

  it('reads a support table’s row for the response time of a priority level on a plan', () => {
    const row = passageHit(
      1,
      'Plan: Business; Support hours: 24/7 for P1; P1 response: 45 minutes; P2 response: 4 hours; P3 response: 2 business days',
    );
    const question = 'What is your initial response time for a Priority 1 incident on the Business plan?';
    expect(answerFromHits(question, 'en', [row])).toMatchObject({ supported: true });
    expect(asked('What is the response time for a P1 ticket?')).toEqual(['response', 'time']);
    // (a guard: a row giving no span for the level does not answer it)
    const noSpan = passageHit(1, 'Plan: Business; Support hours: 24/7 for P1; P1 response: by phone; P2 response: by email');
    expect(answerFromHits(question, 'en', [noSpan]).supported).toBe(false);
  });

  it('hears the versions named by a version, and inactivity as time without activity', () => {
    const tls = passageHit(1, 'Traffic to the portal is encrypted with TLS 1.2 or TLS 1.3.');
    expect(answerFromHits('Which TLS versions do you support?', 'en', [tls])).toMatchObject({ supported: true });
    const idle = passageHit(1, 'After 25 minutes without activity, users are signed out of the portal.');
    const question = 'After how many minutes of inactivity is a user logged out of the portal?';
    expect(answerFromHits(question, 'en', [idle])).toMatchObject({ supported: true });
    const timeout = passageHit(1, 'The idle session timeout for the portal is 25 minutes.');
    const ended = 'After how many minutes of inactivity is a session automatically ended?';
    expect(answerFromHits(ended, 'en', [timeout])).toMatchObject({ supported: true });
    // (a guard: TLS named without a version says no versions)
    const bare = passageHit(1, 'Traffic to the portal is encrypted with TLS.');
    expect(answerFromHits('Which TLS versions do you support?', 'en', [bare]).supported).toBe(false);
  });

  it('hears a question set after a phrase as the open question it is, and reads its table row', () => {
    expect(asksYesNo('For a Severity 1 outage, what initial response time applies on the Business plan?')).toBe(false);
    expect(asksYesNo('If there is a breach, within what timeframe will you notify us?')).toBe(false);
    // (guards: a yes/no question with an aside, or after "if so", stays one)
    expect(asksYesNo('Do you, as a vendor, encrypt backups?')).toBe(true);
    expect(asksYesNo('If so, is the plan tested?')).toBe(true);
    const row = passageHit(
      1,
      'Feature: Initial response, Priority 1; Standard: 4 business hours; Business: 1 hour; Enterprise: 30 minutes',
      'Support plans',
    );
    const question = 'For a Severity 1 outage, what initial response time applies on your Business support package?';
    expect(answerFromHits(question, 'en', [row])).toMatchObject({ supported: true });
  });

  it('reads past a form’s topic label to the request after it', () => {
    expect(asked('Accessibility conformance: please state the WCAG level of the portal.')).toEqual(['wcag', 'portal']);
    // (a label with its value asks nothing: its words stay)
    expect(asked('Founded: 2011')).toEqual(['founded']);
  });

  it('counts no clients in a protocol’s version, and no employees in a share of them', () => {
    expect(countsThing('The API uses OAuth 2.0 client credentials.', rootOf('clients'))).toBe(false);
    expect(countsThing('About 40% of our employees work in research.', rootOf('employees'))).toBe(false);
    expect(countsThing('About 40 per cent of our employees work in research.', rootOf('employees'))).toBe(false);
    expect(countsThing('We have 214 employees, 40% of them in research.', rootOf('employees'))).toBe(true);
    expect(countsThing('We serve 2,300 clients in nine countries.', rootOf('clients'))).toBe(true);
  });

  it('hears a sentence on employees and contractors as one on employees', () => {
    const both = passageHit(1, 'All employees and contractors pass pre-employment screening before their first day.');
    expect(answerFromHits('Are employees screened before they join?', 'en', [both])).toMatchObject({ supported: true });
    // (a guard: one led by contractors alone is theirs, as before)
    const theirs = passageHit(1, 'Contractors pass pre-employment screening before their first day.');
    expect(answerFromHits('Are employees screened before they join?', 'en', [theirs]).supported).toBe(false);
  });

  it('searches for a phrase the library never uses by the phrases that name the same', () => {
    const never = () => false;
    expect(keywordQueryOf('What is your headcount?', never)).toContain('number of employees');
    // (one the library holds is searched as written: its other phrases would only crowd out what it finds)
    expect(keywordQueryOf('What is your headcount?', () => true)).not.toContain('number of employees');
  });
});

const live = sharedServer();

const SAYS = [
  '# Suppliers and support',
  '',
  'At the end of March the company had 212 employees in three offices.',
  '',
  'Our information security requirements are passed down to every subcontractor in writing before work starts.',
  '',
  'On every plan, the first response to a Priority 1 case comes within 30 minutes, day or night.',
].join('\n');

const SAYS_NOT = [
  '# Suppliers and support',
  '',
  'Subcontractors are chosen by the procurement team after three quotes.',
  '',
  'On every plan, the first response to a Priority 3 case comes within one business day.',
].join('\n');

const CASES: Array<[string, string]> = [
  ['Do you flow down security obligations to subcontractors?', 'passed down'],
  ['What is the initial response for a Sev 1 case?', '30 minutes'],
  ['What is your current headcount?', '212 employees'],
];

describe.each(TRANSPORTS)('equivalent phrases over %s', (transport) => {
  it.each(CASES)('answers "%s" from the document’s own phrase', async (question, expected) => {
    const { call, close } = await makeCaller(transport, live.url, seedAccount(live.ctx).secret);
    expect((await call('add_source', { name: 'Suppliers.md', text: SAYS })).status).toBe(200);
    await drain(live.ctx);
    const reply = (await call('teach_fact', { message: question })).body.reply as string;
    expect(reply).toContain(expected);
    await close();
  });

  // (a guard: it passes on the code before the groups too)
  it('declines when the library only touches the topic', async () => {
    const { call, close } = await makeCaller(transport, live.url, seedAccount(live.ctx).secret);
    expect((await call('add_source', { name: 'Suppliers.md', text: SAYS_NOT })).status).toBe(200);
    await drain(live.ctx);
    for (const [question] of CASES) {
      const reply = (await call('teach_fact', { message: question })).body.reply as string;
      expect(reply, question).toContain("I don't know");
    }
    await close();
  });
});
