// Hand-labelled answer slots of the real buyer files in ../shared/data (row numbers, table/row/cell indexes only),
// written before the exporter was run on them; `bench/export.ts` fills them and checks what else changed.
import type { AnswerSlot, AnswerTarget } from '../src/rfps/model';

export interface LabelledDoc {
  label: string;
  /** Path under the shared data folder. */
  file: string;
  kind: 'xlsx' | 'docx';
  /** For workbooks: the answered sheet's name and its 1-based position (what LibreOffice's CSV filter wants). */
  sheet?: { name: string; index: number };
  /**
   * One entry per requirement: its slots. Choices of `choices: 'lookup'` are read from the file at run time;
   * `keep` marks a slot on a formula cell, which export must leave as it is.
   */
  items: Array<{ where: string; slots: AnswerSlot[]; keep?: boolean }>;
  /** Parts the export is expected to rewrite. */
  patched: string[];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const slot = (role: AnswerSlot['role'], target: AnswerTarget, choices: string[] = []): AnswerSlot => ({
  role,
  target,
  label: role,
  choices,
});
const cellSlots = (sheet: string, row: number, choice: string, answer: string, choices: string[]) => ({
  where: `${sheet} row ${row}`,
  slots: [
    slot('choice', { file: 'xlsx', sheet, cell: `${choice}${row}` }, choices),
    slot('answer', { file: 'xlsx', sheet, cell: `${answer}${row}` }),
  ],
});

const CAIQ = 'CAIQv4.0.3';
const ALASKA = 'Technical Requirements';
const HECVAT = 'Product';
const docxCell = (table: number, row: number, cell: number): AnswerTarget => ({ file: 'docx', at: 'cell', table, row, cell });

export const DOCS: LabelledDoc[] = [
  {
    label: 'CAIQ v4.0.3 (blank)',
    file: 'questionnaires/CAIQv4.0.3_STAR-Security-Questionnaire_2024-06-03.xlsx',
    kind: 'xlsx',
    sheet: { name: CAIQ, index: 2 },
    // rows 3-263: the 261 questions; C is the Yes/No/NA answer, E the implementation description
    items: range(3, 263).map((r) => cellSlots(CAIQ, r, 'C', 'E', ['Yes', 'No', 'NA'])),
    patched: ['xl/worksheets/sheet2.xml'],
  },
  {
    label: 'Alaska IT requirements matrix',
    file: 'questionnaires/government_requirement_matrices/Alaska_DOH_IT_Contractual_Requirements_RFP_2025-1600-0188.xlsx',
    kind: 'xlsx',
    sheet: { name: ALASKA, index: 2 },
    // rows 3-34: IT1-IT32; F the Response dropdown (its list depends on column D), G the Explanation
    items: range(3, 34).map((r) => cellSlots(ALASKA, r, 'F', 'G', ['lookup'])),
    patched: ['xl/worksheets/sheet2.xml'],
  },
  {
    label: 'HECVAT 4.1.4 Product tab',
    file: 'questionnaires/HECVAT414_full_template.xlsx',
    kind: 'xlsx',
    sheet: { name: HECVAT, index: 3 },
    // C13-16 and C18 are formulas pulling from START HERE (must be left alone); the Yes/No dropdown covers C20-28,
    // C30-35, C37 and C39-61 with D for more information; C29 and C36 ask for a description
    items: [
      ...[13, 14, 15, 16, 18].map((r) => ({
        where: `${HECVAT} row ${r}`,
        slots: [slot('answer', { file: 'xlsx', sheet: HECVAT, cell: `C${r}` })],
        keep: true,
      })),
      ...[29, 36].map((r) => ({
        where: `${HECVAT} row ${r}`,
        slots: [slot('answer', { file: 'xlsx', sheet: HECVAT, cell: `C${r}` })],
      })),
      ...[...range(20, 28), ...range(30, 35), 37, ...range(39, 61)].map((r) => cellSlots(HECVAT, r, 'C', 'D', ['Yes', 'No'])),
    ],
    patched: ['xl/worksheets/sheet3.xml'],
  },
  {
    label: 'Alaska submittal forms A-H (.docx)',
    file: 'rfps/docx/Alaska_DOH_IES_Milestone2_Submittal_Forms_A-H.docx',
    kind: 'docx',
    items: [
      // RFP number and project name, company details, contact person: the blank cell right of each label
      ...range(0, 1).map((r) => ({ where: `table 0 row ${r}`, slots: [slot('answer', docxCell(0, r, 1))] })),
      ...range(0, 3).map((r) => ({ where: `table 1 row ${r}`, slots: [slot('answer', docxCell(1, r, 1))] })),
      ...range(0, 4).map((r) => ({ where: `table 2 row ${r}`, slots: [slot('answer', docxCell(2, r, 1))] })),
      // minimum qualifications 1-20: "True | False" in cell 2 (row 17 offers nothing, so it is no slot)
      ...[...range(1, 16), ...range(18, 20)].map((r) => ({
        where: `table 5 row ${r}`,
        slots: [slot('choice', docxCell(5, r, 2), ['True', 'False'])],
      })),
      // explanations 1-5
      ...range(1, 5).map((r) => ({ where: `table 15 row ${r}`, slots: [slot('answer', docxCell(15, r, 1))] })),
      // forms C, D and E ask for narrative: a response paragraph after each form's heading
      ...[184, 190, 193].map((p) => ({
        where: `paragraph ${p}`,
        slots: [slot('answer', { file: 'docx', at: 'after', paragraph: p })],
      })),
    ],
    patched: ['word/document.xml'],
  },
];
