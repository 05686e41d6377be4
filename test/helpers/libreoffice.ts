// LibreOffice headless as an independent reader: converts an exported workbook or document to text for assertions.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseCsv } from '../../src/files/csv';

/** RFC 4180 fields, quoted fields may hold commas, quotes and line breaks (the service's own reader). */
export { parseCsv };

/** A conversion of a fresh profile takes a few seconds; a busy two-core machine can take many times that. */
const TIMEOUT_MS = 120_000;

/** For a test that converts once: room for the conversion's own limit, so LibreOffice's error is the one reported. */
export const LIBREOFFICE_TEST_TIMEOUT = TIMEOUT_MS + 10_000;

// One conversion at a time in this process: each gets its own profile, and a queue keeps a slow one from
// starving the others of the two cores.
let queue: Promise<unknown> = Promise.resolve();

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // its own process group, so a timeout ends soffice.bin too and not just the wrapper script
    const child = spawn('soffice', args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group is already gone
      }
      reject(new Error(`LibreOffice did not finish within ${TIMEOUT_MS / 1000} s`));
    }, TIMEOUT_MS);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`soffice exited with ${code}: ${stderr.trim()}`));
    });
  });
}

async function convertNow(data: Buffer, ext: string, to: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bidsmith-lo-'));
  try {
    const input = join(dir, `input.${ext}`);
    await writeFile(input, data);
    const profile = pathToFileURL(join(dir, 'profile')).href;
    await run([
      `-env:UserInstallation=${profile}`,
      '--headless',
      '--norestore',
      '--convert-to',
      to,
      '--outdir',
      join(dir, 'out'),
      input,
    ]);
    const [file] = await readdir(join(dir, 'out'));
    if (!file) throw new Error(`LibreOffice wrote nothing converting .${ext} to ${to}`);
    return await readFile(join(dir, 'out', file), 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The converted file's text; conversions are queued, each with a fresh profile. */
export function convertWithLibreOffice(data: Buffer, ext: 'xlsx' | 'docx', to: string): Promise<string> {
  const next = queue.then(() => convertNow(data, ext, to));
  queue = next.catch(() => undefined);
  return next;
}

/** Rows of one sheet (1-based, in workbook order) as LibreOffice Calc shows them (values as displayed). */
export async function sheetRows(xlsx: Buffer, sheet: number): Promise<string[][]> {
  // CSV filter tokens: comma, double quote, UTF-8, from line 1, -, default language, do not quote all text,
  // detect numbers, save as shown, no formulas, keep spaces, which sheet (LibreOffice 7.2+)
  const text = await convertWithLibreOffice(
    xlsx,
    'xlsx',
    `csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,${sheet}`,
  );
  return parseCsv(text);
}

/** The text of a Word document as LibreOffice Writer reads it, one paragraph (or table cell) a line. */
export async function documentText(docx: Buffer): Promise<string> {
  return (await convertWithLibreOffice(docx, 'docx', 'txt:Text (encoded):UTF8')).replace(/^\uFEFF/, '');
}
