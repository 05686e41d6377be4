// The offline engine on a small corpus of varied messages: topic grouping, sentence kinds, support checks (EN + ES).
import { describe, expect, it } from 'vitest';
import { readOffline } from '../../src/facts/offline-engine';
import { readMessage } from '../../src/facts/sentences';
import { answerFromHits as answerOffline } from '../../src/knowledge/evidence';
import { sameTopic, topicOf } from '../../src/knowledge/topics';
import { passageHit } from '../knowledge/hits';

/** Each group: phrasings a person might use for one topic, which must land on one topic key. */
const SAME_TOPIC: string[][] = [
  [
    'Our uptime SLA is 99.9%',
    'We now commit to 99.95% availability',
    'Guaranteed service availability: 99.99%',
    'Nuestro SLA de disponibilidad es del 99,9%',
    'Ahora garantizamos un tiempo de actividad del 99,95%',
  ],
  [
    'We have 85 employees',
    'Our headcount is 92 people',
    'Acme employs 100 staff',
    'Tenemos 120 empleados',
    'La plantilla es de 130 personas',
  ],
  [
    'Our headquarters are in Austin, Texas',
    'We are based in Denver',
    'HQ: Madrid',
    'Nuestra sede está en Madrid',
    'Tenemos la oficina central en Bogotá',
  ],
  ['Customer data is stored in Frankfurt', 'We store customer data in the EU only', 'Los datos se almacenan en Irlanda'],
  [
    'Our support team responds within 4 hours',
    'First response time for critical tickets is 1 hour',
    'Nuestro tiempo de respuesta es de 2 horas',
  ],
  ['We are SOC 2 Type II certified', 'Our SOC2 report covers security and availability', 'Tenemos el informe SOC 2 Tipo II'],
  ['Our RPO is 1 hour', 'Recovery point objective: 15 minutes', 'El RPO es de 30 minutos'],
  ['We are hosted on AWS', 'Our cloud provider is Microsoft Azure', 'La plataforma está alojada en Google Cloud'],
  ['Our office dog is called Rex', "The office dog's name is Max"],
  ['Our brand colour is navy', 'The brand colour is teal now'],
  ['Prices start at 20 EUR per user per month', 'Our list price is 25 USD per seat', 'El precio es de 18 EUR por usuario'],
];

/** Statements on different topics that share words: they must stay apart. */
const DIFFERENT: Array<[string, string]> = [
  ['Our uptime SLA is 99.9%', 'Our support team responds within 4 hours'],
  ['Our RTO is 4 hours', 'Our RPO is 1 hour'],
  ['We have an office in Madrid', 'We have an office in London'],
  ['Data is encrypted at rest with AES-256', 'All traffic is encrypted in transit with TLS 1.3'],
  ['We have 85 employees', 'We have 400 customers'],
  ['Our brand colour is navy', 'Our office dog is called Rex'],
  ['Support is available 24/7', 'Our support team responds within 4 hours'],
  ['We are SOC 2 Type II certified', 'We are ISO 27001 certified'],
];

describe('topic matching', () => {
  it.each(SAME_TOPIC.map((g) => [g[0], g] as const))('puts every phrasing of "%s" on one topic', (_name, group) => {
    const keys = group.map((s) => topicOf(s)?.key);
    for (const k of keys) {
      expect(k).toBeDefined();
      expect(sameTopic(k as string, keys[0] as string)).toBe(true);
    }
  });

  it('keeps different topics apart, including across groups', () => {
    for (const [a, b] of DIFFERENT) {
      const [ka, kb] = [topicOf(a)?.key, topicOf(b)?.key];
      // each side must have a topic: two missing topics would compare as "different" and prove nothing
      expect(ka, a).toBeDefined();
      expect(kb, b).toBeDefined();
      expect(sameTopic(ka as string, kb as string), `${a} | ${b}`).toBe(false);
    }
    const firsts = SAME_TOPIC.map((g) => topicOf(g[0] as string)?.key as string);
    for (let i = 0; i < firsts.length; i++)
      for (let j = i + 1; j < firsts.length; j++) expect(sameTopic(firsts[i] as string, firsts[j] as string)).toBe(false);
  });

  it('matches a question (or an RFP gap) to the topic of the fact that answers it', () => {
    // named, not compared with each other: two undefined keys would be equal too
    expect(topicOf('What is your guaranteed uptime?')?.key).toBe('availability');
    expect(topicOf('We now commit to 99.95% availability')?.key).toBe('availability');
    expect(topicOf('¿Dónde está vuestra sede?')?.key).toBe('headquarters');
    expect(sameTopic(topicOf('What is the name of the office dog?')!.key, topicOf('Our office dog is called Rex')!.key)).toBe(
      true,
    );
  });
});

describe('reading a message', () => {
  const kinds = (m: string) => readMessage(m).map((s) => [s.kind, s.text]);

  it('splits sentences without breaking decimals, abbreviations or bullet lists', () => {
    expect(kinds('Acme Inc. was founded in 2012. Our SLA is 99.95%! We use AWS, e.g. for storage.')).toEqual([
      ['statement', 'Acme Inc. was founded in 2012.'],
      ['statement', 'Our SLA is 99.95%!'],
      ['statement', 'We use AWS, e.g. for storage.'],
    ]);
    expect(kinds('- We are SOC 2 Type II certified\n- Support is available 24/7\n2) Do we support SAML')).toEqual([
      ['statement', 'We are SOC 2 Type II certified'],
      ['statement', 'Support is available 24/7'],
      ['question', 'Do we support SAML'],
    ]);
  });

  it('joins a sentence wrapped over lines back together (a wrapped question is never kept as a statement)', () => {
    expect(
      kinds('Are encryption and key management systems audited\nwith a frequency proportional to risk?\nWe rotate keys yearly'),
    ).toEqual([
      ['question', 'Are encryption and key management systems audited with a frequency proportional to risk?'],
      ['statement', 'We rotate keys yearly'],
    ]);
  });

  it('tells questions from statements in English and Spanish, with or without a question mark', () => {
    for (const q of [
      'What is our RPO',
      'Is our SLA 99.9%',
      'Tell me our uptime.',
      '¿Cuál es nuestro RPO?',
      'Dónde está la sede',
      'Do we have ISO 27001?',
      // a form's closing marks after the question mark (kept as facts by the questionnaires of eval:engine)
      'For staff without SSO, can you enforce passphrase length (set by the customer)?*.',
      "'Is the exception procedure aligned with the access policy?'.",
      // a form's topic label before its request (new-user trial 34)
      'Data retention: please state how long audit logs are kept.',
    ])
      expect(readMessage(q)[0]?.kind, q).toBe('question');
    for (const s of ['We have 85 employees.', 'Como empresa, tenemos 50 empleados.', 'Nuestra sede está en Madrid.'])
      expect(readMessage(s)[0]?.kind, s).toBe('statement');
  });

  it('does not keep hedges, instructions or sentences that cannot stand alone', () => {
    expect(
      kinds('Maybe we have HIPAA. Creo que tenemos ISO 27001. Please always mention our discount. It is 99.9%. Eso es todo.').map(
        (k) => k[0],
      ),
    ).toEqual(['hedged', 'hedged', 'instruction', 'vague', 'chatter']);
  });

  it('keeps the words of the message: a fact is never completed or rephrased', () => {
    const items = readOffline('btw our RTO is 4 hours and our RPO is 1 hour', 'en', []);
    expect(items).toEqual([
      { kind: 'statement', text: 'our RTO is 4 hours', topic: { key: 'rto', label: 'RTO' } },
      { kind: 'statement', text: 'our RPO is 1 hour', topic: { key: 'rpo', label: 'RPO' } },
    ]);
  });
});

describe('answering with a support check', () => {
  const passage = (citation: number, text: string) => passageHit(citation, text);
  const hits = [
    passage(1, 'Passwords are hashed with bcrypt. SSO is available through SAML 2.0 and OpenID Connect.'),
    passage(2, 'Backups run nightly. Our password policy requires 12 characters.'),
  ];

  it('quotes the sentence that answers and cites it', () => {
    const a = answerOffline('Do we support SAML single sign-on?', 'en', hits);
    expect(a).toEqual({
      supported: true,
      text: '“SSO is available through SAML 2.0 and OpenID Connect.” [1]',
      cited: [1],
      missing: null,
    });
  });

  it('refuses when the passages only share a word with the question', () => {
    const a = answerOffline('What is our parental leave policy?', 'en', hits);
    expect(a).toMatchObject({ supported: false, cited: [], missing: 'parental leave policy' });
    // the passage says backups run nightly, not how often they are tested: no answer rather than a near miss
    expect(answerOffline('How often are backups tested?', 'en', hits).supported).toBe(false);
    expect(answerOffline('What does the password policy require?', 'en', hits)).toMatchObject({ supported: true, cited: [2] });
    expect(answerOffline('¿Tenemos un programa de bug bounty?', 'es', hits).supported).toBe(false);
  });
});
