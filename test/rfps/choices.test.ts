// A form's own answer values: which one an answer states, which one says yes, which one says it does not apply.
import { describe, expect, it } from 'vitest';
import { affirmativeChoice, notApplicableChoice, statedChoice } from '../../src/rfps/choices';

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

  it('finds the affirmative and the not-applicable value', () => {
    expect(affirmativeChoice(SPELLED)).toBe('Yes, we meet this requirement in full');
    expect(affirmativeChoice(['Yes, partially', 'No'])).toBeNull();
    expect(notApplicableChoice(SPELLED)).toBe('N/A, this does not apply to our service');
  });
});
