// The offline answerer on compliance-questionnaire questions: what it quotes, and what it must still decline.
import { afterAll, describe, expect, it } from 'vitest';
import { teach } from '../../src/facts/teach';
import { answerFromHits, quotable } from '../../src/knowledge/evidence';
import { listFacts } from '../../src/knowledge/facts';
import { analyseQuestion } from '../../src/knowledge/question';
import type { KnowledgeHit } from '../../src/knowledge/search';
import { libraryTermWeights } from '../../src/knowledge/term-weights';
import { makeTestContext } from '../helpers/context';
import { answerHit, factHit, passageHit } from '../knowledge/hits';
import { accountWithDocument } from './library-helper';

const passage = passageHit;

/** An answer is only quotes with citations: nothing composed, no "Yes" of its own. */
const ONLY_QUOTES = /^(?:“[^”]+” \[\d+\] ?)+$/;

describe('answering long questionnaire questions', () => {
  it('looks past the questionnaire boilerplate to the content words, and quotes only the source', () => {
    const hits = [
      passage(1, 'Passwords are hashed with bcrypt. Backups run nightly.'),
      passage(2, 'Acme maintains an encryption and key management policy that governs how customer data is encrypted.'),
      passage(3, 'All customer data is encrypted at rest with AES-256.'),
    ];
    const a = answerFromHits(
      'Are cryptography, encryption, and key management policies and procedures established, documented, approved, communicated, applied, evaluated, and maintained?',
      'en',
      hits,
    );
    expect(a).toMatchObject({ supported: true, cited: [2] });
    expect(a.text).toMatch(ONLY_QUOTES);
    expect(a.text).not.toMatch(/\bYes\b/);
    // encryption alone is not key management: a passage without it is related, not an answer
    expect(
      answerFromHits('Are key management procedures documented and maintained?', 'en', [hits[2] as KnowledgeHit]).supported,
    ).toBe(false);
  });

  it('does not take the words of a comparison ("from one release to another") for what is asked about', () => {
    const question = 'Does the platform keep client customisations from one version to another?';
    const copies = passage(1, 'Client records are copied from one site to another every night, and the system checks each copy.');
    expect(analyseQuestion(question).terms.map((t) => t.word)).not.toContain('another');
    expect(answerFromHits(question, 'en', [copies]).supported).toBe(false);
  });

  it('quotes a sentence once when two documents both hold it', () => {
    const hits = [
      passage(1, 'All customer data is encrypted at rest with AES-256 in every region.'),
      passage(2, 'All customer data is encrypted at rest with AES- 256 in every region.'),
    ];
    const a = answerFromHits('Is customer data encrypted at rest?', 'en', hits);
    expect(a).toMatchObject({ supported: true, cited: [1] });
  });

  it('answers "at least annually" with a sentence that states a yearly (or more frequent) review', () => {
    const question = 'Are information security policies reviewed and updated at least annually?';
    const yearly = passage(1, 'All information security policies are reviewed by the security team once a year.');
    expect(answerFromHits(question, 'en', [yearly])).toMatchObject({ supported: true, cited: [1] });
    const quarterly = passage(1, 'Information security policies are reviewed quarterly by the CISO.');
    expect(answerFromHits(question, 'en', [quarterly]).supported).toBe(true);
  });

  it('needs the lighter words of a question that has only one content word', () => {
    const question = 'Are policies and procedures reviewed and updated at least annually?';
    const audits = passage(1, 'Besides annual reviews by outside testers, Acme runs a bug bounty program all year.');
    expect(answerFromHits(question, 'en', [audits]).supported).toBe(false);
    const policies = passage(2, 'All policies and procedures are reviewed and updated once a year by their owners.');
    expect(answerFromHits(question, 'en', [audits, policies])).toMatchObject({ supported: true, cited: [2] });
  });

  it('declines a related sentence that does not settle the question, and says what is missing', () => {
    const question = 'Are information security policies reviewed and updated at least annually?';
    const vague = passage(
      1,
      'Information security policies are reviewed by the security team and updated when the business changes.',
    );
    const a = answerFromHits(question, 'en', [vague]);
    expect(a).toMatchObject({ supported: false, cited: [] });
    expect(a.missing).toMatch(/how often/);
  });

  it('needs what a yes/no question asks is done, not only its subject', () => {
    const question = 'Are production and non-production environments separated?';
    const related = passage(1, 'Staff may copy anonymised records into a non-production environment for load testing.');
    expect(answerFromHits(question, 'en', [related]).supported).toBe(false);
    const answering = passage(2, 'Production and non-production environments are logically separated in distinct AWS accounts.');
    expect(answerFromHits(question, 'en', [related, answering])).toMatchObject({ supported: true, cited: [2] });
  });

  it('does not quote a standard’s requirement list, an order or a fragment cut at a passage boundary', () => {
    const question = 'Is the security policy reviewed at least annually?';
    const hits = [
      passage(1, '7.3.2 Review the security policy at least annually and record who approved it.'),
      passage(2, 'Checklist: 5 Review the security policy at least annually and file the minutes.'),
      passage(3, 'reviewed at least annually by the security team, the security policy'),
    ];
    expect(answerFromHits(question, 'en', hits).supported).toBe(false);
    expect(quotable('Protected by a master key held in a separate vault', 'passage')).toBe(false);
    expect(quotable('Gathering samples to test each control over the period', 'passage')).toBe(false);
    expect(quotable('The security policy is reviewed annually by the CISO.', 'passage')).toBe(true);
  });

  it('quotes two neighbouring sentences when the subject is in one and the detail in the next', () => {
    const hits = [
      passage(
        1,
        'Acme maintains a documented disaster recovery plan. The plan is tested every quarter by the operations team. Offices close on holidays.',
      ),
    ];
    const a = answerFromHits('Is the disaster recovery plan tested at least annually?', 'en', hits);
    expect(a.supported).toBe(true);
    expect(a.text).toBe(
      '“Acme maintains a documented disaster recovery plan. The plan is tested every quarter by the operations team.” [1]',
    );
  });

  it('weighs question words by how rare they are in the library: a rare word missing sinks the quote', () => {
    const question = 'Are firewall rules reviewed by the network team?';
    const hits = [passage(1, 'Firewall rules are reviewed by the security team every month.')];
    expect(answerFromHits(question, 'en', hits).supported).toBe(true);
    const weights = new Map([
      ['firewall', 0.1],
      ['rules', 0.1],
      ['reviewed', 0.1],
      ['team', 0.1],
      ['network', 1],
    ]);
    expect(answerFromHits(question, 'en', hits, weights)).toMatchObject({ supported: false, cited: [] });
  });

  it('works in Spanish, and declines there too when the frequency is not stated', () => {
    const hits = [
      passage(1, 'Todos los datos de clientes se cifran en reposo con AES-256. Las políticas se revisan periódicamente.'),
    ];
    const a = answerFromHits('¿Se cifran los datos de clientes en reposo?', 'es', hits);
    expect(a).toMatchObject({ supported: true, cited: [1] });
    expect(a.text).toBe('“Todos los datos de clientes se cifran en reposo con AES-256.” [1]');
    const yearly = answerFromHits('¿Se revisan las políticas al menos una vez al año?', 'es', hits);
    expect(yearly).toMatchObject({ supported: false });
    expect(yearly.missing).toMatch(/con qué frecuencia/);
  });

  it('reads a question: boilerplate out, asides in parentheses out, frequency and predicate kept', () => {
    const q = analyseQuestion(
      'Are background verification policies of all new employees (including contractors) established, documented, and reviewed at least annually?',
    );
    expect(q.terms.map((t) => t.word)).toEqual(['background', 'verification', 'policies', 'employees', 'reviewed']);
    expect(q.frequency).toBe(6);
    expect(analyseQuestion('Are communications between environments encrypted?').required.map((t) => t.word)).toEqual([
      'encrypted',
    ]);
  });

  it('weighs the yardstick a control is held to ("according to applicable laws…") lightly, not the control', () => {
    const classified = [passage(1, 'Acme classifies all customer data as confidential, internal or public.')];
    const q = 'Is customer data classified according to applicable laws, regulations and industry standards?';
    expect(answerFromHits(q, 'en', classified)).toMatchObject({ supported: true, cited: [1] });
    const weights = Object.fromEntries(analyseQuestion(q).terms.map((t) => [t.word, t.weight]));
    expect(weights).toMatchObject({ customer: 1, data: 1, classified: 1 });
    expect(weights.laws).toBeLessThan(1);
    expect(weights.industry).toBeLessThan(1);
    // the control itself is still asked: a sentence on the laws alone is no answer
    const laws = [passage(1, 'Acme follows applicable laws, regulations and industry standards.')];
    expect(answerFromHits(q, 'en', laws).supported).toBe(false);
  });

  it('answers an open question asking for a quantity or a one-figure metric only with a number', () => {
    const design = [passage(1, 'Our SLA covers the platform, which is designed for high uptime across several zones.')];
    expect(answerFromHits('What monthly uptime percentage does your SLA guarantee?', 'en', design).supported).toBe(false);
    const stated = [passage(1, 'Our SLA guarantees 99.9% monthly uptime for the platform.')];
    expect(answerFromHits('What monthly uptime percentage does your SLA guarantee?', 'en', stated).supported).toBe(true);
    const team = [passage(1, 'Our security staff are based in Dublin and Denver.')];
    expect(answerFromHits('How many security staff do you employ?', 'en', team).supported).toBe(false);
    const counted = [passage(1, 'We employ 14 security staff in Dublin and Denver.')];
    expect(answerFromHits('How many security staff do you employ?', 'en', counted).supported).toBe(true);
    const rpo = [passage(1, 'Our recovery point objective is reviewed by the operations team.')];
    expect(answerFromHits('What is your RPO?', 'en', rpo).supported).toBe(false);
    // a yes/no question about a maximum asks no figure
    expect(analyseQuestion('Is there a maximum password age?').amount).toBe(false);
  });
});

describe('answering through teach_fact on a real library', () => {
  const ctx = makeTestContext({ env: { LOG_LEVEL: 'silent' } });
  afterAll(() => ctx.db.close());

  it('quotes the library for a CAIQ-style question, declines a near miss, and saves no fact from a question', async () => {
    const seeded = await accountWithDocument(ctx, [
      '# Security overview',
      '## Personnel',
      'Every Acme employee completes security awareness training in the first week and once a year after that.',
      '## Policies',
      'The security team reviews audit policies and procedures when needed and updates them as the business changes.',
      '## Hosting',
      'Customer data is hosted on AWS in the EU.',
    ]);

    const asked = await teach(
      ctx,
      seeded.account.id,
      'Is a security awareness training program for all employees of the organization established, documented, approved, communicated, applied, evaluated and maintained?',
    );
    expect(asked.sources).toHaveLength(1);
    expect(asked.reply).toContain(
      '“Every Acme employee completes security awareness training in the first week and once a year after that.”',
    );

    const near = await teach(ctx, seeded.account.id, 'Are audit policies and procedures reviewed and updated at least annually?');
    expect(near.sources).toEqual([]);
    expect(near.reply).toMatch(/I don't know: .*Missing: .*how often/);
    expect(listFacts(ctx, seeded.account.id)).toEqual([]);

    const weights = libraryTermWeights(ctx, seeded.account.id, ['aws', 'security', 'humidity']);
    expect(weights.get('humidity')).toBe(1);
    expect(weights.get('security') ?? 1).toBeLessThan(weights.get('aws') ?? 0);
  });
});

describe('past answers taken whole', () => {
  const signatures = answerHit(1, 'Yes.', 'TVM-04.1 Are anti-malware threat signatures updated at least daily on every server?');

  it("takes one whole only for a question that asks most of what it was given for: not a form's one-word label", () => {
    expect(answerFromHits('Signature', 'en', [signatures]).supported).toBe(false);
    expect(answerFromHits('Date:', 'en', [answerHit(1, 'Yes.', 'IVS-07.1 Are systems kept up to date?')]).supported).toBe(false);
    const same = answerFromHits('Are threat signatures for anti-malware updated daily on all servers?', 'en', [signatures]);
    expect(same.supported).toBe(true);
  });

  it("quotes the past answer to this very question before a neighbour's that shares its words", () => {
    const q1 =
      'Are audit and assurance policies, procedures, and standards established, documented, approved, communicated, applied, evaluated, and maintained?';
    const q2 = 'Are audit and assurance policies, procedures, and standards reviewed and updated at least annually?';
    const hits = [
      answerHit(
        1,
        'Yes. Our audit and assurance policies and standards are reviewed and updated at least annually.',
        `AA-01.2 ${q2}`,
      ),
      answerHit(2, 'Yes. Our compliance team owns them.', `AA-01.1 ${q1}`),
    ];
    expect(answerFromHits(q1, 'en', hits).cited).toEqual([2]);
    expect(answerFromHits(q2, 'en', hits).cited).toEqual([1]);
  });

  it('quotes a sentence that opens with "this"/"these" together with the one it points back to, never alone', () => {
    const hits = [
      passage(
        1,
        'The board approves a corporate growth plan every year. This plan is split into team plans that are reviewed each quarter. Our recovery plan is tested twice a year.',
      ),
    ];
    const a = answerFromHits('Is the plan split into team plans that are reviewed each quarter?', 'en', hits);
    expect(a.supported).toBe(true);
    expect(a.text).toContain('“The board approves a corporate growth plan every year. This plan is split');
  });

  it('answers a question asking for an amount only with a figure', () => {
    const currency = [factHit(1, 'All our prices are quoted in U.S. dollars.', 'pricing currency')];
    expect(answerFromHits('List all proposal prices.', 'en', currency).supported).toBe(false);
    expect(answerFromHits('What is the price per seat?', 'en', currency).supported).toBe(false);
    const listed = [factHit(1, 'Our list price is $45 per seat per month.', 'pricing')];
    expect(answerFromHits('What is the price per seat?', 'en', listed).supported).toBe(true);
    // a question on how pricing works asks no figure
    const model = [factHit(1, 'Our pricing model charges per active user per month.', 'pricing model')];
    expect(answerFromHits('What is your pricing model?', 'en', model).supported).toBe(true);
  });
});
