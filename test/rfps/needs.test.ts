// A person's terse answer to a requirement, kept as a fact, reads as the statement it completes.
import { describe, expect, it } from 'vitest';
import { placedStatement } from '../../src/rfps/needs';

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
