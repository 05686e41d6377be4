// A form's own answer values: which one an answer states, which one says yes, which one says it does not apply.
import { describe, expect, it } from 'vitest';
import { asksYesNo } from '../../src/knowledge/question';
import { affirmativeChoice, notApplicableChoice, statedChoice, withoutOpeningChoice } from '../../src/rfps/choices';

const SPELLED = [
  'Yes, we meet this requirement in full',
  'Partly, see our comments (Explain)',
  'No, we cannot meet this requirement (Explain)',
  'N/A, this does not apply to our service',
];

describe("a form's answer values", () => {
  it('takes the value an answer opens with, exactly or as the one value a bare Yes or No opens', () => {
    expect(statedChoice('Yes. Keys rotate yearly.', ['Yes', 'No', 'N/A'])).toBe('Yes');
    expect(statedChoice('n/a.', ['Yes', 'No', 'N/A'])).toBe('N/A');
    expect(statedChoice('Yes.', SPELLED)).toBe('Yes, we meet this requirement in full');
    expect(statedChoice('No. We host in one region.', SPELLED)).toBe('No, we cannot meet this requirement (Explain)');
    // nothing but a value: a sentence that opens with "Yes" is no choice, nor is a word two values open with
    expect(statedChoice('Yes, we do.', SPELLED)).toBeNull();
    expect(statedChoice('Not yet.', SPELLED)).toBeNull();
    expect(statedChoice('Yes.', ['Yes, fully', 'Yes, partly', 'No'])).toBeNull();
  });

  it('takes a spelled-out value an approved answer opens with as the choice, and leaves it out of the words', () => {
    // (new-user trial 14: "Maybe, please see our comments…" came back as the start of the drafted text)
    const approved = 'Partly, see our comments (Explain). We commit to 99.9% a month.';
    const choice = statedChoice(approved, SPELLED);
    expect(choice).toBe('Partly, see our comments (Explain)');
    expect(withoutOpeningChoice(approved, choice)).toBe('We commit to 99.9% a month.');
    // a bare "Yes." stays the answer's own first word; a value not at the start is no choice
    expect(withoutOpeningChoice('Yes. Keys rotate yearly.', 'Yes')).toBe('Yes. Keys rotate yearly.');
    expect(statedChoice('We meet it. Partly, see our comments (Explain).', SPELLED)).toBeNull();
  });

  it('takes a form value that opens an answer before its comma ("Sí, con una cobertura…")', () => {
    expect(statedChoice('Sí, con una cobertura de USD 2.000.000 por siniestro.', ['Sí', 'No', 'N/A'])).toBe('Sí');
    expect(statedChoice('No, never outside the EU.', ['Yes', 'No'])).toBe('No');
    expect(statedChoice('Not outside the EU.', ['Yes', 'No'])).toBeNull();
  });

  it('tells a question a yes or no answers from one that asks for a figure or a detail', () => {
    for (const q of [
      '¿La empresa cuenta con certificación ISO 27001 vigente?',
      '¿Cuenta con un seguro de ciberriesgos? Indique el monto.',
      'Indique si cuenta con un informe SOC 2.',
      'State whether you hold cyber insurance.',
      'Do you encrypt data at rest?',
      'The vendor shall encrypt all customer data.',
      'El oferente deberá contar con ISO 27001.',
    ])
      expect(asksYesNo(q), q).toBe(true);
    for (const q of [
      '¿Cuántos empleados tiene la empresa?',
      'Indique la dirección de la casa matriz del oferente.',
      '¿En qué plazo se revocan los accesos?',
      '¿Qué versión de TLS se utiliza?',
      'What is your RTO?',
      'In which countries is customer data stored?',
      'Describe your backup process.',
    ])
      expect(asksYesNo(q), q).toBe(false);
  });

  it('finds the affirmative and the not-applicable value', () => {
    expect(affirmativeChoice(SPELLED)).toBe('Yes, we meet this requirement in full');
    expect(affirmativeChoice(['Yes, partially', 'No'])).toBeNull();
    expect(notApplicableChoice(SPELLED)).toBe('N/A, this does not apply to our service');
  });
});
