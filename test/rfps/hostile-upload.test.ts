// Hostile RFP files through the API, as the library already refuses them: refused at once (or failed with the reason
// when only reading can tell), over both transports, leaving the account's other responses untouched.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';
import { buildZipBombDocx } from '../library/fixtures';
import { drain, QUESTIONNAIRE } from './fixtures';

async function workbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Questions');
  ws.getRow(1).values = ['ID', 'Question', 'Response'];
  ws.getRow(2).values = ['Q-1', 'Do you encrypt data at rest?', ''];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  ctx = makeTestContext();
  server = await startTestServer(ctx);
});
afterAll(async () => {
  await server.close();
});

describe.each(TRANSPORTS)('hostile RFP files over %s', (transport) => {
  it('refuses zip bombs, truncated and fake files with a reason, and keeps what was there', async () => {
    const { call, close } = await makeCaller(transport, server.url, seedAccount(ctx).secret);
    const good = await call('upload_rfp', { name: 'Good.md', text: QUESTIONNAIRE });
    await drain(ctx);
    const b64 = (b: Buffer) => b.toString('base64');
    const xlsx = await workbook();
    const bombXlsx = await JSZip.loadAsync(xlsx).then((z) =>
      z
        .file('xl/media/padding.bin', Buffer.alloc(40 * 1024 * 1024))
        .generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
    );
    const cases: Array<[string, Record<string, unknown>, number, RegExp]> = [
      ['a zip bomb workbook', { name: 'Bomb.xlsx', data: b64(bombXlsx) }, 422, /zip bomb/],
      ['a zip bomb Word file', { name: 'Bomb.docx', data: b64(await buildZipBombDocx(40)) }, 422, /zip bomb/],
      ['a truncated workbook', { name: 'Cut.xlsx', data: b64(xlsx.subarray(0, xlsx.length - 80)) }, 422, /damaged or truncated/],
      ['a "PDF" that is not one', { name: 'Fake.pdf', data: b64(Buffer.from('hello, not a pdf')) }, 422, /not a PDF/],
      [
        'a workbook that is a text file',
        { name: 'Fake.xlsx', data: b64(Buffer.from('ID,Question\n1,Why?')) },
        422,
        /not a valid xlsx/,
      ],
      ['binary sent as text', { name: 'Bin.md', text: '\u0000\u0001\u0002'.repeat(200) }, 422, /binary/],
    ];
    for (const [what, input, status, message] of cases) {
      const res = await call('upload_rfp', input);
      expect([what, res.status]).toEqual([what, status]);
      expect(res.body.error.message).toMatch(message);
      // the error names the field that carried the file
      expect([what, res.body.error.field]).toEqual([what, 'text' in input ? 'text' : 'data']);
    }
    const listed = (await call('list_rfps')).body;
    expect(listed.rfps.map((r: any) => r.id)).toEqual([good.body.rfp.id]);
    expect((await call('get_rfp', { id: good.body.rfp.id })).body.rfp).toMatchObject({ status: 'ready', requirement_count: 5 });
    await close();
  });
});
