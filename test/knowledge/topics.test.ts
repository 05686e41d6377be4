// Topic keys: what a statement or question is about, so one fact per topic is kept and gaps group by the fact asked.
import { describe, expect, it } from 'vitest';
import { topicCovers, topicOf } from '../../src/knowledge/topics';

const key = (text: string) => topicOf(text)?.key;

describe('topicOf', () => {
  it('keeps kinds of insurance apart, and a general question covers each kind', () => {
    expect(key('Our cyber liability policy covers $5M per claim.')).toBe('insurance/cyber');
    expect(key('We carry $2M of general liability insurance.')).toBe('insurance/general');
    expect(key('What insurance coverage do you carry?')).toBe('insurance');
    expect(topicCovers('insurance', 'insurance/cyber')).toBe(true);
    expect(topicCovers('insurance/cyber', 'insurance/general')).toBe(false);
  });

  it('does not take "funds" for a founding year (Spanish "fundada" stems alike) nor "customer data" for a customer count', () => {
    expect(key('Has your company received federal funds since 2020?')).not.toBe('founded');
    expect(key('La empresa fue fundada en 2008.')).toBe('founded');
    expect(key('How long has the company been in business?')).toBe('founded');
    expect(key("Describe how you protect your customers' data.")).not.toBe('customers');
    // one word in two spellings ("client", "cliente") is one cue, not the two a customer count needs
    expect(key('No utilizamos datos de clientes para entrenar modelos de inteligencia artificial.')).not.toBe('customers');
    for (const text of ['We serve 4,000 customers.', 'How many customers do you have?', 'Atendemos a más de 300 clientes.'])
      expect(key(text)).toBe('customers');
  });

  it('counts full-time employees as the head count, and keeps scanning "production hosts" apart from hosting', () => {
    for (const text of [
      'How many full-time employees does your company have?',
      'Number of full-time employees: 1,850.',
      'We now have 2,100 full-time employees.',
    ])
      expect(key(text)).toBe('employees');
    expect(key('We run authenticated vulnerability scans of all production hosts daily.')).toBe('vulnerability_scanning');
    expect(key('How often do you perform vulnerability scans?')).toBe('vulnerability_scanning');
    expect(key('Our hosting provider is Amazon Web Services.')).toBe('hosting');
    expect(key('Where is the platform hosted?')).toBe('hosting');
  });

  it('takes the time an implementation takes, not any practice "implemented", as the implementation time', () => {
    for (const text of [
      'How long does implementation take?',
      'Onboarding takes about two weeks.',
      '¿Cuál es el plazo de implantación?',
    ])
      expect(key(text)).toBe('implementation');
    for (const text of [
      'Are access reviews implemented for privileged accounts?',
      'Is a rollback procedure implemented for changes?',
    ])
      expect(key(text)).not.toBe('implementation');
  });

  it('takes a head count, not any mention of staff, as the number of employees', () => {
    for (const text of [
      'How many employees do you have?',
      'Number of employees?',
      'What is your headcount?',
      'We employ 120 staff.',
    ])
      expect(key(text), text).toBe('employees');
    expect(key('Contractor staff shall be available between 8:00 a.m. and 4:30 p.m.')).not.toBe('employees');
    expect(key('The solution shall support templates configurable by County staff.')).not.toBe('employees');
  });
});
