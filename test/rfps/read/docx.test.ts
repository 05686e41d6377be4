// Word RFPs: Word-numbered requirements answered after their paragraph, questionnaire and form tables answered in
// the cell beside the question, answer boxes under a heading; indices exactly as src/rfps/model.ts defines them.
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readDocxBody } from '../../../src/files/docx-xml';
import { exportFilled } from '../../../src/rfps/export/index';
import type { ReadRequirement } from '../../../src/rfps/model';
import { readRfp } from '../../../src/rfps/read/index';
import { buildWordDocx } from '../../files/fixtures';

/** The file exported with each requirement answered by the answer at its index. */
function answered(doc: Buffer, name: string, requirements: ReadRequirement[], answers: string[]) {
  return exportFilled({
    original: doc,
    kind: 'docx',
    name,
    requirements: requirements.map((r, i) => ({
      ...r,
      status: 'answered' as const,
      response: answers[i] ?? '',
      answer: answers[i] ?? '',
      choice: null,
      score: null,
      needs_input: null,
      sources: [],
      stale_reason: null,
    })),
  });
}

async function submittal(): Promise<Buffer> {
  return buildWordDocx([
    { h: 1, text: 'Technical Requirements' }, // p0
    { p: 'The State runs its own data centre in two cities.' }, // p1: the buyer about itself
    { p: 'The contractor shall provide support around the clock.', list: 0 }, // p2: "1."
    { p: 'Support tickets must be answered within four hours.', list: 1 }, // p3: "a)"
    { p: 'Describe your disaster recovery approach.', list: 0 }, // p4: "2."
    { h: 1, text: 'Questionnaire' }, // p5
    { p: 'Answer the questions below.' }, // p6
    {
      table: [
        ['No.', 'Question', 'Yes/No', 'Comments'], // p7-p10
        ['Q1', 'Do you hold an ISO 27001 certificate?', '☐ Yes ☐ No', ''], // p11-p14
        ['Q2', 'Is data encrypted in transit?', '', ''], // p15-p18
      ],
    },
    { h: 2, text: 'Company details' }, // p19
    {
      table: [
        ['Company name:', ''], // p20-p21
        ['Tax ID:', ''], // p22-p23
      ],
    },
    { h: 1, text: 'Implementation Approach' }, // p24
    { table: [['']] }, // p25: the answer box
    {
      table: [
        [
          {
            nested: [
              ['Item', 'Response'],
              ['Describe your escalation path.', ''],
            ],
          },
        ],
      ],
    }, // table 3 holds table 4
  ]);
}

describe('reading a Word RFP', () => {
  it('renders Word list numbers and counts paragraphs and tables as the exporter does', async () => {
    const body = await readDocxBody(await submittal());
    expect(body.paragraphs.slice(2, 5).map((p) => [p.index, p.label])).toEqual([
      [2, '1.'],
      [3, 'a)'],
      [4, '2.'],
    ]);
    expect(body.tables.map((t) => [t.index, t.parent])).toEqual([
      [0, null],
      [1, null],
      [2, null],
      [3, null],
      [4, 3],
    ]);
    expect(body.paragraphs[12]?.cell).toEqual({ table: 0, row: 1, cell: 1 });
  });

  it('finds numbered requirements, questionnaire rows, form rows, an answer box and a nested table', async () => {
    const { requirements } = await readRfp(await submittal(), 'docx');
    expect(requirements.map((r) => [r.ref, r.section, r.text])).toEqual([
      ['1', 'Technical Requirements', 'The contractor shall provide support around the clock.'],
      ['a)', 'Technical Requirements', 'Support tickets must be answered within four hours.'],
      ['2', 'Technical Requirements', 'Describe your disaster recovery approach.'],
      ['Q1', 'Questionnaire', 'Do you hold an ISO 27001 certificate?'],
      ['Q2', 'Questionnaire', 'Is data encrypted in transit?'],
      ['', 'Company details', 'Company name'],
      ['', 'Company details', 'Tax ID'],
      ['', 'Implementation Approach', 'Implementation Approach'],
      ['', 'Implementation Approach', 'Describe your escalation path.'],
    ]);
  });

  it('points every answer at the exact paragraph or cell', async () => {
    const { requirements } = await readRfp(await submittal(), 'docx');
    const slots = requirements.map((r) => r.slots);
    expect(slots[0]).toEqual([{ role: 'answer', target: { file: 'docx', at: 'after', paragraph: 2 }, label: '', choices: [] }]);
    expect(slots[3]).toEqual([
      {
        role: 'choice',
        target: { file: 'docx', at: 'cell', table: 0, row: 1, cell: 2 },
        label: 'Yes/No',
        choices: ['Yes', 'No'],
      },
      { role: 'answer', target: { file: 'docx', at: 'cell', table: 0, row: 1, cell: 3 }, label: 'Comments', choices: [] },
    ]);
    expect(slots[4]?.[0]).toEqual({
      role: 'choice',
      target: { file: 'docx', at: 'cell', table: 0, row: 2, cell: 2 },
      label: 'Yes/No',
      choices: ['Yes', 'No'],
    });
    expect(slots[6]).toEqual([
      { role: 'answer', target: { file: 'docx', at: 'cell', table: 1, row: 1, cell: 1 }, label: 'Tax ID', choices: [] },
    ]);
    expect(slots[7]?.[0]?.target).toEqual({ file: 'docx', at: 'cell', table: 2, row: 0, cell: 0 });
    expect(slots[8]?.[0]?.target).toEqual({ file: 'docx', at: 'cell', table: 4, row: 1, cell: 1 });
  });

  it('reads the words under "Item" when a column of references also goes by it, and titles rows by a merged row', async () => {
    const doc = await buildWordDocx([
      { h: 1, text: 'Security questions' },
      {
        table: [
          ['Item', 'Requirement / Question', 'Response'],
          ['Section A – Access control'],
          ['A.1', 'Are user passwords stored hashed and salted?', ''],
          ['A.2', 'Are privileged accounts reviewed every quarter?', ''],
          ['Section B – Continuity'],
          ['B.1', 'Is the service hosted in more than one availability zone?', ''],
        ],
      },
    ]);
    const read = await readRfp(doc, 'docx', { name: 'questions.docx' });
    expect(read.requirements.map((r) => [r.ref, r.section, r.text])).toEqual([
      ['A.1', 'Section A – Access control', 'Are user passwords stored hashed and salted?'],
      ['A.2', 'Section A – Access control', 'Are privileged accounts reviewed every quarter?'],
      ['B.1', 'Section B – Continuity', 'Is the service hosted in more than one availability zone?'],
    ]);
    expect(read.requirements[2]?.slots[0]?.target).toEqual({ file: 'docx', at: 'cell', table: 0, row: 5, cell: 2 });
  });

  it('takes a cell whose content control shows its placeholder as empty, and writes the answer in place of it', async () => {
    const zip = await JSZip.loadAsync(
      await buildWordDocx([
        {
          table: [
            ['No.', 'Question', 'Response'],
            ['P-01', 'Do you appoint a data protection officer?', 'INLINE'],
            ['P-02', 'Where is personal data stored?', 'BLOCK'],
          ],
        },
      ]),
    );
    const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
    const placeholder = '<w:r><w:t>Click or tap here to enter text.</w:t></w:r>';
    const xml = ((await zip.file('word/document.xml')?.async('string')) ?? '')
      .replace(
        run('INLINE'),
        `<w:sdt><w:sdtPr><w:showingPlcHdr/><w:text/></w:sdtPr><w:sdtContent>${placeholder}</w:sdtContent></w:sdt>`,
      )
      .replace(
        `<w:p>${run('BLOCK')}</w:p>`,
        `<w:sdt><w:sdtPr><w:showingPlcHdr/></w:sdtPr><w:sdtContent><w:p>${placeholder}</w:p></w:sdtContent></w:sdt>`,
      );
    zip.file('word/document.xml', xml);
    const doc = await zip.generateAsync({ type: 'nodebuffer' });
    const read = await readRfp(doc, 'docx', { name: 'privacy.docx' });
    expect(read.requirements.map((r) => [r.ref, r.text])).toEqual([
      ['P-01', 'Do you appoint a data protection officer?'],
      ['P-02', 'Where is personal data stored?'],
    ]);
    const answers = ['Yes: our DPO is Ana Ruiz.', 'In the EU (Frankfurt).'];
    const filled = await answered(doc, 'privacy.docx', read.requirements, answers);
    const back = await readDocxBody(filled.data);
    expect(back.tables[0]?.rows.slice(1).map((row) => row[2]?.text)).toEqual(answers);
    const written = (await (await JSZip.loadAsync(filled.data)).file('word/document.xml')?.async('string')) ?? '';
    expect(written).not.toContain('Click or tap here');
  });

  it('takes a cell holding the buyer\'s "Vendor response here" as the empty answer cell, and replaces the words', async () => {
    const doc = await buildWordDocx([
      {
        table: [
          ['Ref', 'Question', 'Response', 'Comments'],
          ['A.1', 'Do you screen new staff before they start?', 'Vendor response here', ''],
          ['A.2', 'Where are backups stored?', '[Insert response]', ''],
          ['A.3', 'Who approves changes to production?', '', ''],
        ],
      },
    ]);
    const read = await readRfp(doc, 'docx', { name: 'ddq.docx' });
    expect(read.requirements.map((r) => [r.ref, r.slots.map((s) => s.label)])).toEqual([
      ['A.1', ['Response', 'Comments']],
      ['A.2', ['Response', 'Comments']],
      ['A.3', ['Response', 'Comments']],
    ]);
    const answers = ['Yes, every hire is screened.', 'In a second region.', 'The change board.'];
    const filled = await answered(doc, 'ddq.docx', read.requirements, answers);
    const rows = (await readDocxBody(filled.data)).tables[0]?.rows.slice(1) ?? [];
    expect(rows.map((row) => [row[2]?.text, row[3]?.text])).toEqual(answers.map((a) => [a, '']));
  });

  it('reads a label with an "Answer: ____" line under it as a field, and answers a question on its answer line', async () => {
    const doc = await buildWordDocx([
      { h: 1, text: 'Part A: About you' }, // p0
      { p: 'Registered company name' }, // p1
      { p: 'Answer: ____________' }, // p2
      { p: 'Do you hold a current ISO 14001 certificate?' }, // p3
      { p: 'Answer: ____________' }, // p4
    ]);
    const read = await readRfp(doc, 'docx', { name: 'pqq.docx' });
    expect(read.requirements.map((r) => [r.text, r.slots[0]?.target])).toEqual([
      ['Registered company name', { file: 'docx', at: 'after', paragraph: 2 }],
      ['Do you hold a current ISO 14001 certificate?', { file: 'docx', at: 'after', paragraph: 4 }],
    ]);
  });

  it("gives the vendor no slot in the buyer's own columns (evaluator comments, a RAG rating)", async () => {
    const doc = await buildWordDocx([
      {
        table: [
          ['No.', 'Question', 'Vendor response', 'Evaluator comments', 'RAG'],
          ['1', 'Do you hold a current ISO 27001 certificate?', '', '', ''],
        ],
      },
    ]);
    const read = await readRfp(doc, 'docx', { name: 'questions.docx' });
    expect(read.requirements.map((r) => r.slots.map((s) => s.label))).toEqual([['Vendor response']]);
  });

  it('answers under a "Response:" line below an item, and reads boxes under a "Compliant?" header as the choice', async () => {
    const doc = await buildWordDocx([
      { h: 1, text: 'Security' }, // p0
      { p: '2.1 Describe how you encrypt customer data.' }, // p1
      { p: 'Response:' }, // p2
      { p: '' }, // p3
      { p: '2.2 Describe your backup schedule.' }, // p4
      { p: 'Vendor response:' }, // p5
      {
        table: [
          ['Ref', 'Requirement', 'Compliant?', 'Comments'],
          ['CB-1', 'Is data encrypted at rest?', '☐ Yes ☐ No', ''],
        ],
      },
    ]);
    const read = await readRfp(doc, 'docx', { name: 'checklist.docx' });
    expect(read.requirements.map((r) => [r.ref, r.slots.map((s) => [s.role, s.target])])).toEqual([
      ['2.1', [['answer', { file: 'docx', at: 'after', paragraph: 2 }]]],
      ['2.2', [['answer', { file: 'docx', at: 'after', paragraph: 5 }]]],
      [
        'CB-1',
        [
          ['choice', { file: 'docx', at: 'cell', table: 0, row: 1, cell: 2 }],
          ['answer', { file: 'docx', at: 'cell', table: 0, row: 1, cell: 3 }],
        ],
      ],
    ]);
    expect(read.requirements[2]?.slots[0]?.choices).toEqual(['Yes', 'No']);
  });
});
