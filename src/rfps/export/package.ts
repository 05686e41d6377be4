// Opens the buyer's .xlsx/.docx package and writes it back with only the patched parts replaced.
import type JSZip from 'jszip';
import { AppError } from '../../errors';
import { inflateCapped, openZip } from '../../files/zip';

/** Most characters one XML part may inflate to before we refuse to patch it (the largest real sheets are a few MB). */
const PART_CAP = 64 * 1024 * 1024;

export interface OfficePackage {
  zip: JSZip;
  /** What the file is, for error messages ("The workbook"). */
  what: string;
}

export async function openPackage(original: Buffer, what: string): Promise<OfficePackage> {
  return { zip: await openZip(original, what), what };
}

/** A part's text, or undefined when the package has no such part. */
export async function readPart(pkg: OfficePackage, name: string): Promise<string | undefined> {
  if (!pkg.zip.file(name)) return undefined;
  return (await inflateCapped(pkg.zip, name, PART_CAP, pkg.what)).toString('utf8');
}

export async function requirePart(pkg: OfficePackage, name: string): Promise<string> {
  const text = await readPart(pkg, name);
  if (text === undefined) throw new AppError('unprocessable', `${pkg.what} has no ${name} part; it cannot be filled in.`);
  return text;
}

// jszip keeps each loaded entry's compressed bytes and reuses them when the method matches: reading the method
// lets a stored entry (often an image) stay stored instead of being deflated on the way out.
interface LoadedEntry {
  _data?: { compression?: { magic?: string } };
}
const STORED = '\x00\x00';

/** The package with `parts` replaced; every other entry keeps its name, position, compression and bytes. */
export async function repack(pkg: OfficePackage, parts: Map<string, string>): Promise<Buffer> {
  for (const entry of Object.values(pkg.zip.files)) {
    if (entry.dir) continue;
    if ((entry as unknown as LoadedEntry)._data?.compression?.magic === STORED) entry.options.compression = 'STORE';
  }
  for (const [name, text] of parts) {
    // a part that comes out as it went in (nothing to write yet) keeps its own compressed bytes too
    if ((await readPart(pkg, name)) === text) continue;
    const entry = pkg.zip.file(name);
    // replacing through file() keeps the entry where it was (object keys keep insertion order); createFolders
    // would otherwise add folder entries the buyer's package never had
    pkg.zip.file(name, Buffer.from(text, 'utf8'), { date: entry?.date, compression: 'DEFLATE', createFolders: false });
  }
  return pkg.zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}
