// What export writes into each slot, and what it leaves blank.
import { describe, expect, it } from 'vitest';
import { notApplicableChoice, planWrites } from '../../../src/rfps/export/writes';
import { questionRow } from './fixtures';

const values = (plan: ReturnType<typeof planWrites>) =>
  plan.writes.map((w) => `${w.target.file === 'xlsx' ? w.target.cell : ''}=${w.value}`);

describe('notApplicableChoice', () => {
  it('finds the N/A value however the form spells it', () => {
    const spellings = ['NA', 'N/A', 'n/a', 'N.A.', 'Not applicable', 'Not Applicable (N/A)', 'No aplica', 'N/A - not applicable'];
    const explained = ['N/A, this does not apply to our product', 'Not Available/Not Applicable (Explain)'];
    for (const na of [...spellings, ...explained]) expect(notApplicableChoice(['Yes', 'No', na]), na).toBe(na);
  });
  it('finds none where the form offers none', () => {
    expect(notApplicableChoice(['Yes', 'No', 'Partial'])).toBeNull();
    expect(notApplicableChoice(['Nation-wide', 'Narrow', 'NAS storage', 'Not available yet'])).toBeNull();
  });
});

describe('planWrites', () => {
  it('writes the choice, the answer without markers and the score', () => {
    const plan = planWrites([questionRow(3, { choice: 'Yes', response: 'AES [1].', answer: 'AES.', score: 4 })]);
    expect(values(plan)).toEqual(['C3=Yes', 'D3=AES.', 'E3=4']);
  });

  it('writes the answer into one free-text column: the one named for it, else the first', () => {
    const slot = (cell: string, label: string) => ({
      role: 'answer' as const,
      target: { file: 'xlsx' as const, sheet: 'Q', cell },
      label,
      choices: [],
    });
    const written = (...labels: string[]) =>
      values(planWrites([questionRow(3, { answer: 'AES-256.', slots: labels.map((l, i) => slot(`${'DEFG'[i]}3`, l)) })]));
    expect(written('Answer', 'Comments')).toEqual(['D3=AES-256.']);
    expect(written('Comments', 'Supplier Answer', 'Evidence Reference')).toEqual(['E3=AES-256.']);
    expect(written('CSP Implementation Description', 'CSC Responsibilities')).toEqual(['D3=AES-256.']);
    expect(written('Comments')).toEqual(['D3=AES-256.']);
  });

  it('writes nothing for a requirement that needs input, nor for an open one without an answer', () => {
    const plan = planWrites([
      questionRow(3, { choice: 'Yes', answer: 'Guess.', score: 1, needs_input: 'the RTO' }),
      questionRow(4, { status: 'open', choice: 'Yes', answer: '  ', score: 2 }),
    ]);
    expect(plan).toEqual({ writes: [], notes: [] });
  });

  it('writes a partial draft as the answer so far, its choice too', () => {
    const plan = planWrites([
      questionRow(3, {
        answer: 'We hold a Cyber Essentials Plus certificate.',
        needs_input: 'When does it expire?',
        partial: true,
      }),
    ]);
    expect(values(plan)).toEqual(['D3=We hold a Cyber Essentials Plus certificate.']);
  });

  it('says which answers have text the file has no place for, where only a choice column takes them', () => {
    const choiceOnly = (row: number, fields: Parameters<typeof questionRow>[1]) => {
      const r = questionRow(row, fields);
      return { ...r, slots: r.slots.filter((s) => s.role === 'choice') };
    };
    const plan = planWrites([
      choiceOnly(3, { choice: 'Yes', answer: 'Yes. Backups run every night and are kept for 35 days.' }),
      // an answer that is only its choice loses nothing
      choiceOnly(4, { choice: 'No', answer: 'No.' }),
    ]);
    expect(values(plan)).toEqual(['C3=Yes', 'C4=No']);
    expect(plan.notes).toHaveLength(1);
    expect(plan.notes[0]).toContain('1 answer(s) have text the file has no column or cell for');
    expect(plan.notes[0]).toContain('SEC-1');
    expect(plan.notes[0]).not.toContain('SEC-2');
  });

  it('writes an open requirement that has an answer, and no answer that is only blank', () => {
    expect(values(planWrites([questionRow(3, { status: 'open', answer: 'Yes, daily.' })]))).toEqual(['D3=Yes, daily.']);
    expect(values(planWrites([questionRow(3, { choice: 'No', answer: '\n \n' })]))).toEqual(['C3=No']);
  });

  it("writes only the slot's N/A value for a requirement that does not apply", () => {
    expect(values(planWrites([questionRow(3, { status: 'na', choice: 'Yes', answer: 'x', score: 3 })]))).toEqual(['C3=N/A']);
    const noNa = questionRow(3, { status: 'na', answer: 'x' });
    noNa.slots[0] = { ...noNa.slots[0]!, choices: ['Yes', 'No'] };
    expect(planWrites([noNa])).toEqual({ writes: [], notes: [] });
  });

  it('leaves a choice the slot does not offer blank, exact spelling included', () => {
    const plan = planWrites([questionRow(3, { choice: 'yes', answer: 'Daily.' })]);
    expect(values(plan)).toEqual(['D3=Daily.']);
    expect(plan.notes).toEqual(['SEC-1: "yes" is not one of Compliance\'s values; left blank.']);
  });

  it('puts two slots of one requirement aimed at one cell on two lines, and keeps a cell for its first owner', () => {
    const both = questionRow(3, { choice: 'Yes', answer: 'Daily.' });
    both.slots[1] = { ...both.slots[1]!, target: both.slots[0]!.target };
    const intruder = questionRow(4, { answer: 'Mine.' });
    intruder.slots = [{ ...intruder.slots[1]!, target: both.slots[0]!.target }];
    const plan = planWrites([both, intruder]);
    expect(values(plan)).toEqual(['C3=Yes\nDaily.']);
    expect(plan.notes).toEqual(["SEC-2: its answer slot is also SEC-1's; left to SEC-1."]);
  });
});
