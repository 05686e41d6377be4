// A person's terse answer to a requirement, kept as a fact, reads as the statement it completes.
import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../src/knowledge/question';
import { gapKeyOf } from '../../src/rfps/drafting';
import { affirmedStatement, isClause, missingQuestion, placedStatement, subjectPhrase } from '../../src/rfps/needs';

describe('placedStatement', () => {
  it('says a where/when answer as a sentence in our voice, with the preposition it needs', () => {
    expect(placedStatement('Where is your headquarters located?', 'Austin, Texas')).toBe(
      'Our headquarters is located in Austin, Texas.',
    );
    expect(placedStatement('Where is customer data stored?', 'in the EU (Frankfurt)')).toBe(
      'Customer data is stored in the EU (Frankfurt).',
    );
    expect(placedStatement('When was your company founded?', '2009')).toBe('Our company was founded in 2009.');
    expect(placedStatement('When was your company founded?', 'March 3, 2009.')).toBe('Our company was founded on March 3, 2009.');
  });

  it('leaves every other question to the caller', () => {
    expect(placedStatement('What is the per-claim limit of your cyber liability insurance?', '$5M')).toBeUndefined();
    expect(placedStatement('Where do you host?', 'AWS')).toBeUndefined();
  });
});

describe('missingQuestion', () => {
  it('says "you" after a preposition as "us"', () => {
    expect(missingQuestion('Is the platform hosted by you or by a third party?', null, 'en')).toBe(
      'Is the platform hosted by us or by a third party?',
    );
  });

  it('says the buyer\'s own "us" and "our" in a question asked of "you" as the customer\'s', () => {
    expect(missingQuestion('Will you tell us before you add a new subprocessor?', null, 'en')).toBe(
      'Will we tell the customer before we add a new subprocessor?',
    );
    expect(missingQuestion('Are our files used to train your models?', null, 'en')).toBe(
      "Are the customer's files used to train our models?",
    );
    // a polite request is asked as the request it is, not by a topic's name
    expect(missingQuestion('Please provide your registered company name and tax number.', 'legal name', 'en')).toBe(
      'Can you provide our registered company name and tax number?',
    );
    // (a question in the company's own voice is left as it is)
    expect(missingQuestion('Do we keep our backups in the US?', null, 'en')).toBe('Do we keep our backups in the US?');
  });

  it('says what a party confirms in our voice, and a long requirement by its own opening words', () => {
    expect(missingQuestion('The bidder confirms their platform keeps every backup for ninety days.', null, 'en')).toBe(
      'Can we confirm our platform keeps every backup for ninety days?',
    );
    expect(missingQuestion('The vendor attests to the response times that they will meet.', null, 'en')).toBe(
      'Can we attest to the response times that we will meet?',
    );
    expect(missingQuestion('The Offeror certifies that it has the staff to deliver on time.', null, 'en')).toBe(
      'Can we certify that we have the staff to deliver on time?',
    );
    expect(missingQuestion('The contractor has not had a contract cancelled for cause since 2020.', null, 'en')).toBe(
      'Have we not had a contract cancelled for cause since 2020?',
    );
    // a long clause that mentions a payment-card word is asked as itself, not as "our answer on PCI DSS"
    const long =
      'Where the solution stores records of members (names, account numbers, protected card information [PCI] and notes), retired disks are wiped and shredded by a certified provider within thirty days.';
    expect(missingQuestion(long, 'PCI DSS', 'en')).toBe(
      'What is our answer to "Where the solution stores records of members (names, account numbers, protected card information [PCI]…"?',
    );
  });

  it("asks what the vendor's own solution must do, and a long obligation as a question cut where its first clause ends", () => {
    // (new-user trial 14: half a requirements matrix came back as 'What is our answer to "The offeror must…"?')
    expect(missingQuestion("The bidder's platform will keep hourly snapshots in a second country.", null, 'en')).toBe(
      'Does our platform keep hourly snapshots in a second country?',
    );
    const long =
      'The contractor must build every release under the Northland secure development standard, including: • static ' +
      'analysis of each change before merge • dependency scanning at every build • a signed record of each deployment ' +
      'kept for six years and shown to the county on request within ten working days of that request.';
    expect(missingQuestion(long, null, 'en')).toBe('Do we build every release under the Northland secure development standard…?');
  });

  it.each([
    [
      'The Successful Contractor personnel shall wear a visible badge on site.',
      'Will our personnel wear a visible badge on site?',
    ],
    [
      "Vendor proposed resource(s) shall work from the county's offices two days a week.",
      "Will our resources work from the county's offices two days a week?",
    ],
    [
      'All bidders shall include a data migration plan in their proposal.',
      'Do we include a data migration plan in our proposal?',
    ],
    ['The Contractor is responsible for replacing lost access cards.', 'Are we responsible for replacing lost access cards?'],
    [
      'Offerors are required to have been in business for at least three years.',
      'Have we been in business for at least three years?',
    ],
    [
      'References: The Offeror will provide two references from school districts.',
      'Do we provide two references from school districts?',
    ],
    ['3) The Contractor shall keep a log of every site visit.', 'Do we keep a log of every site visit?'],
    ['SITE CLEANUP – The Contractor shall remove all packaging each day.', 'Do we remove all packaging each day?'],
    ['Name the project manager who will lead the rollout.', 'Can you name the project manager who will lead the rollout?'],
  ])('asks "%s" as "%s" (its people, every or the successful party, past a label or run-in title)', (text, question) => {
    expect(missingQuestion(text, null, 'en')).toBe(question);
  });

  it('asks in our voice what a requirement puts to the vendor, its "their" included', () => {
    expect(missingQuestion('The Contractor shall describe their approach to staffing.', null, 'en')).toBe(
      'Do we describe our approach to staffing?',
    );
    expect(missingQuestion("Describe the Offeror's experience with their largest clients.", null, 'en')).toBe(
      'Can you describe our experience with our largest clients?',
    );
    expect(missingQuestion('Explain how the proposer will train their help desk.', null, 'en')).toBe(
      'Can you explain how we will train our help desk?',
    );
  });

  it('turns what the vendor certifies or has into a question, and leaves a party named as an adjective', () => {
    expect(missingQuestion('The Offeror certifies that neither it nor its principals is debarred.', null, 'en')).toBe(
      'Can we certify that neither we nor our principals is debarred?',
    );
    expect(missingQuestion('The Contractor has a documented incident response plan.', null, 'en')).toBe(
      'Do we have a documented incident response plan?',
    );
    expect(missingQuestion('The Contractor shall monitor the performance of Contractor assigned staff.', null, 'en')).toBe(
      'Do we monitor the performance of Contractor assigned staff?',
    );
  });

  it('keeps a "their" that stands for other people, and the buyer\'s own words', () => {
    expect(missingQuestion('The vendor shall ensure users change their passwords every 90 days.', null, 'en')).toBe(
      'Do we ensure users change their passwords every 90 days?',
    );
    expect(missingQuestion("Describe how you will support the organization's goals.", null, 'en')).toBe(
      "Can you describe how we will support the organization's goals?",
    );
  });
});

describe('missingQuestion in Spanish', () => {
  it('asks in our voice what a Spanish requirement puts to the bidder, and what a Spanish request asks for', () => {
    const ask = (text: string) => missingQuestion(text, null, 'es');
    expect(ask('El oferente deberá contar con certificación ISO 27001 vigente.')).toBe(
      '¿Contamos con certificación ISO 27001 vigente?',
    );
    expect(ask('Los proponentes deberán comprometerse a entregar reportes mensuales.')).toBe(
      '¿Nos comprometemos a entregar reportes mensuales?',
    );
    expect(ask('Indique el año de fundación de la empresa.')).toBe('¿Cuál es el año de fundación de nuestra empresa?');
    expect(ask('Indique la dirección de la casa matriz del oferente.')).toBe(
      '¿Cuál es la dirección de la casa matriz de nuestra empresa?',
    );
    expect(ask('Indique los centros de datos utilizados.')).toBe('¿Cuáles son los centros de datos utilizados?');
    expect(ask('Indique si cuenta con un informe SOC 2.')).toBe('¿Cuenta con un informe SOC 2?');
    expect(ask('Describa el proceso de gestión de cambios en producción.')).toBe(
      '¿Puedes describir el proceso de gestión de cambios en producción?',
    );
  });

  it('does not look for the party or its duty in the answer', () => {
    expect(analyseQuestion('El oferente deberá contar con certificación ISO 27001 vigente.').terms.map((t) => t.word)).toEqual([
      'certificacion',
      'iso',
      'vigente',
    ]);
  });
});

describe('subjectPhrase', () => {
  it('names what a "how many" question counts, so a terse answer is kept as "Number of employees: about 1,800"', () => {
    expect(subjectPhrase('How many employees does our company have?')).toBe('number of employees');
    expect(subjectPhrase('How many customers do you serve?')).toBe('number of customers');
    expect(subjectPhrase('What is the per-claim limit of your cyber liability insurance?')).toBe(
      'per-claim limit of our cyber liability insurance',
    );
  });
});

describe('clauses as gaps', () => {
  const a = 'Every invoice must show the cost of each task separately.';
  const b = 'The cheapest cost proposal will receive the most evaluation points.';
  it('asks a short clause by quoting it whole, not by a topic one of its words names', () => {
    expect(missingQuestion(a, 'pricing', 'en')).toBe(`What is our answer to "${a}"?`);
    expect(isClause(a)).toBe(true);
    expect(isClause('What do you charge per seat?')).toBe(false);
    expect(isClause('Describe how invoices are itemised.')).toBe(false);
    expect(isClause('Company name:')).toBe(false);
  });

  it('makes each clause a gap of its own, the same clause twice one gap, and questions on one topic one gap', () => {
    const key = (text: string) => gapKeyOf(missingQuestion(text, 'pricing', 'en'), text);
    expect(key(a)).not.toBe(key(b));
    expect(key(a)).toBe(key(a));
    expect(key('What is your price per seat?')).toBe(key('What is the list price per seat per month?'));
  });
});

describe('gaps on named standards and metrics', () => {
  const key = (text: string) => gapKeyOf(missingQuestion(text, null, 'en'), text);

  it('keeps a metric one gap whatever else the question says', () => {
    expect(key('What is your RTO?')).toBe('rto');
    expect(key('What recovery time objective do you commit to for the platform after a regional outage?')).toBe('rto');
  });

  it('makes each distinct question on a named standard a gap of its own, and the bare one the standard', () => {
    expect(key('Are you HIPAA compliant?')).toBe('hipaa');
    const baa = key('Will you sign a HIPAA business associate agreement with the hospital?');
    const analysis = key('Have you conducted a risk analysis as required under the HIPAA Security Rule?');
    expect(baa).not.toBe('hipaa');
    expect(analysis).not.toBe('hipaa');
    expect(baa).not.toBe(analysis);
    // the same question in other words by another buyer is still one gap
    expect(key('Has your company conducted a risk analysis required by the HIPAA Security Rule?')).toBe(analysis);
  });
});

describe('affirmedStatement', () => {
  it.each([
    ['Do we maintain a disaster recovery plan?', 'We maintain a disaster recovery plan.'],
    ['Do we not disclose our costs in this form?', 'We do not disclose our costs in this form.'],
    ['Are we responsible for replacing lost badges?', 'We are responsible for replacing lost badges.'],
    ['Will our staff be available on weekdays?', 'Our staff will be available on weekdays.'],
    ['Does our solution support SAML 2.0?', 'Our solution does support SAML 2.0.'],
    ['¿Contamos con ISO 27001 vigente?', 'Contamos con ISO 27001 vigente.'],
  ])('says "%s" as "%s"', (question, statement) => {
    expect(affirmedStatement(question)).toBe(statement);
  });

  it('says nothing for a question cut short or one that asks for a value', () => {
    expect(affirmedStatement('Do we ensure that all protected electronic media…?')).toBeUndefined();
    expect(affirmedStatement('What is the per-claim limit of our cyber liability insurance?')).toBeUndefined();
  });
});
