// An answer library from past work: a completed questionnaire added to the library becomes approved wording that
// search returns and drafting cites by the question's ref.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { makeTestContext, seedAccount } from '../helpers/context';
import { makeCaller, startTestServer } from '../helpers/server';
import { drain } from './fixtures';

async function completed(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Questionnaire');
  ws.getRow(1).values = ['Question ID', 'Question', 'Answer', 'Implementation description'];
  ws.getRow(2).values = [
    'KEY-01',
    'Do you rotate encryption keys?',
    'Yes',
    'Keys are rotated every 12 months by the platform team.',
  ];
  ws.getRow(3).values = ['KEY-02', 'Do you use hardware security modules?', '', ''];
  ws.getRow(4).values = ['LOG-01', 'Are audit logs kept?', 'Yes', 'Audit logs are kept for 400 days.'];
  for (const row of [2, 3, 4])
    ws.getCell(`C${row}`).dataValidation = { type: 'list', allowBlank: true, formulae: ['"Yes,No,NA"'] };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('past answers', () => {
  it('imports a completed questionnaire as approved wording, skipping unanswered questions, and drafts cite it by ref', async () => {
    const ctx = makeTestContext();
    const server = await startTestServer(ctx);
    const { call, close } = await makeCaller('rest', server.url, seedAccount(ctx).secret);
    const added = await call('add_source', { name: 'Our CAIQ 2025.xlsx', data: (await completed()).toString('base64') });
    expect(added.status).toBe(200);
    expect(added.body.source).toMatchObject({ status: 'indexing', kind: 'answers' });
    await drain(ctx);
    const source = (await call('get_source', { id: added.body.source.id })).body.source;
    expect(source).toMatchObject({ status: 'ready', passage_count: 2 });

    const found = (await call('search_library', { query: 'how often are encryption keys rotated' })).body.results;
    expect(found[0]).toMatchObject({
      kind: 'answer',
      source_name: 'Our CAIQ 2025.xlsx',
      heading: expect.stringContaining('KEY-01'),
    });
    expect(found[0].text).toBe('Yes. Keys are rotated every 12 months by the platform team.');

    const up = await call('upload_rfp', { name: 'New buyer.md', text: '# Keys\n\n5.1 Do you rotate encryption keys?\n' });
    await drain(ctx);
    const [q] = (await call('list_requirements', { id: up.body.rfp.id })).body.requirements;
    const drafted = (await call('draft_requirement', { id: up.body.rfp.id, rid: q.id })).body.requirement;
    expect(drafted).toMatchObject({
      status: 'drafted',
      response: 'Yes. Keys are rotated every 12 months by the platform team [1].',
    });
    expect(drafted.sources[0]).toMatchObject({
      kind: 'answer',
      source_name: 'Our CAIQ 2025.xlsx',
      heading: expect.stringContaining('KEY-01'),
    });

    const empty = await call('add_source', { name: 'Blank.docx', as: 'answers', text: 'nothing' });
    expect(empty.status).toBe(415);
    await close();
    await server.close();
  });
});
