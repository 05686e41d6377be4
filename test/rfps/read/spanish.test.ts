// Questionnaires written in Spanish: the header row names its columns in Spanish ("Pregunta", "Respuesta (Sí/No/N/A)",
// "Comentarios / Evidencia", "Requisito", "Respuesta del oferente", "N°"), and each question gets the same slots an
// English header would give it.
import { describe, expect, it } from 'vitest';
import { readRfp } from '../../../src/rfps/read/index';
import { buildWordDocx, buildXlsx } from '../../files/fixtures';

describe('a Spanish questionnaire', () => {
  it('reads a workbook whose header row is in Spanish: the questions, the choice and the comments columns', async () => {
    const bytes = await buildXlsx([
      {
        name: 'Cuestionario',
        merges: ['A1:D1', 'A4:D4'],
        rows: [
          { r: 1, cells: { A1: 'Anexo 2: cuestionario de seguridad del proveedor' } },
          { r: 3, cells: { A3: 'N°', B3: 'Pregunta', C3: 'Respuesta (Sí/No/N/A)', D3: 'Comentarios / Evidencia' } },
          { r: 4, cells: { A4: '1. Continuidad' } },
          { r: 5, cells: { A5: '1.1', B5: '¿Realiza copias de respaldo diarias de los datos del cliente?' } },
          { r: 6, cells: { A6: '1.2', B6: '¿Con qué frecuencia se prueba la restauración?' } },
        ],
        lists: [{ sqref: 'C5:C6', formula: '"Sí,No,N/A"' }],
      },
    ]);
    const read = await readRfp(bytes, 'xlsx', { name: 'Anexo 2.xlsx' });
    expect(read.requirements.map((r) => [r.ref, r.text])).toEqual([
      ['1.1', '¿Realiza copias de respaldo diarias de los datos del cliente?'],
      ['1.2', '¿Con qué frecuencia se prueba la restauración?'],
    ]);
    const slots = read.requirements[0]?.slots.map((s) => [s.role, s.target.file === 'xlsx' ? s.target.cell : '', s.choices]);
    expect(slots).toEqual([
      ['choice', 'C5', ['Sí', 'No', 'N/A']],
      ['answer', 'D5', []],
    ]);
  });

  it('takes the values a Spanish header names in brackets as the choices when no dropdown gives them', async () => {
    const bytes = await buildXlsx([
      {
        name: 'Requisitos',
        rows: [
          { r: 1, cells: { A1: 'Nro.', B1: 'Requisito', C1: 'Cumple (Sí/No)', D1: 'Observaciones' } },
          { r: 2, cells: { A2: 'R1', B2: 'El sistema debe permitir el inicio de sesión único.' } },
        ],
      },
    ]);
    const read = await readRfp(bytes, 'xlsx', { name: 'Requisitos.xlsx' });
    expect(read.requirements[0]?.slots.map((s) => [s.role, s.choices])).toEqual([
      ['choice', ['Sí', 'No']],
      ['answer', []],
    ]);
  });

  it('reads a Word form: a question table under "Requisito | Respuesta del oferente" and a details table', async () => {
    const bytes = await buildWordDocx([
      { h: 1, text: 'A. Antecedentes del oferente' },
      {
        table: [
          ['Campo', 'Información del oferente'],
          ['Razón social', ''],
          ['Año de inicio de actividades', ''],
        ],
      },
      { h: 1, text: 'B. Requisitos técnicos' },
      {
        table: [
          ['N°', 'Requisito', 'Respuesta del oferente'],
          ['B.1', 'Describa cómo se cifra la información en tránsito.', ''],
          ['B.2', 'Indique dónde se ubica el centro de datos de respaldo.', ''],
        ],
      },
    ]);
    const read = await readRfp(bytes, 'docx', { name: 'Formulario.docx' });
    expect(read.requirements.map((r) => [r.ref, r.text, r.slots.map((s) => s.role)])).toEqual([
      ['', 'Razón social', ['answer']],
      ['', 'Año de inicio de actividades', ['answer']],
      ['B.1', 'Describa cómo se cifra la información en tránsito.', ['answer']],
      ['B.2', 'Indique dónde se ubica el centro de datos de respaldo.', ['answer']],
    ]);
  });
});
