// The company's own answers in its filled CAIQ (Yes/No/NA by question id), to compare drafted choices with.
import ExcelJS from 'exceljs';

function cellText(v: unknown): string {
  if (typeof v === 'object' && v && 'richText' in v)
    return (v as { richText: { text: string }[] }).richText.map((r) => r.text).join('');
  if (typeof v === 'object' && v && 'result' in v) return String((v as { result: unknown }).result ?? '');
  return String(v ?? '');
}

export async function companyAnswers(file: string): Promise<Map<string, string>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const out = new Map<string, string>();
  wb.eachSheet((sheet) => {
    let col: { id: number; a: number } | undefined;
    sheet.eachRow((row) => {
      const cells = Array.from(row.values as unknown[], cellText).map((c) => c.trim());
      if (!col && cells.includes('Question ID')) {
        col = { id: cells.indexOf('Question ID'), a: cells.findIndex((c) => /CAIQ Answer/.test(c)) };
        return;
      }
      const id = col ? cells[col.id] : undefined;
      if (col && id && /^[A-Z&]{3}-\d{2}\.\d/.test(id) && cells[col.a]) out.set(id, cells[col.a] as string);
    });
  });
  return out;
}
