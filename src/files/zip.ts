// Opens zip containers (.docx, .xlsx) defensively: truncated archives and zip bombs are refused, never inflated blindly.
import JSZip from 'jszip';
import { unreadable } from './document';

export interface ZipLimits {
  /** Most bytes all entries may inflate to. */
  maxTotalBytes: number;
  /** Most entries in the archive. */
  maxEntries: number;
  /** Highest inflated/compressed ratio of any one entry. */
  maxRatio: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxTotalBytes: 200 * 1024 * 1024, maxEntries: 5000, maxRatio: 500 };

interface SizedEntry {
  _data?: { compressedSize?: number; uncompressedSize?: number };
}

/** Reads the central directory and checks declared sizes; throws 422 for a non-zip, truncated or bomb-like file. */
export async function openZip(bytes: Buffer, what: string, limits = DEFAULT_ZIP_LIMITS): Promise<JSZip> {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50)
    throw unreadable(`${what}: not a valid ${what} file (it is not a zip archive).`);
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes, { checkCRC32: false });
  } catch {
    throw unreadable(`${what}: the file is damaged or truncated (its zip directory cannot be read).`);
  }
  const entries = Object.values(zip.files).filter((f) => !f.dir);
  if (entries.length > limits.maxEntries) throw unreadable(`${what}: too many parts inside the file (${entries.length}).`);
  let total = 0;
  for (const entry of entries) {
    const data = (entry as unknown as SizedEntry)._data;
    const inflated = data?.uncompressedSize ?? 0;
    const packed = Math.max(1, data?.compressedSize ?? 1);
    total += inflated;
    if (inflated > 1024 * 1024 && inflated / packed > limits.maxRatio) {
      throw unreadable(`${what}: refused, "${entry.name}" would expand ${Math.round(inflated / packed)}× (a zip bomb).`);
    }
  }
  if (total > limits.maxTotalBytes)
    throw unreadable(`${what}: refused, its contents would expand to ${Math.round(total / 1048576)} MB.`);
  return zip;
}

// jszip's streaming reader exists at run time but is missing from its type declarations
interface StreamingEntry {
  internalStream(type: 'uint8array'): ZipStream;
}
interface ZipStream {
  on(event: 'data', fn: (chunk: Uint8Array) => void): ZipStream;
  on(event: 'error', fn: (err: Error) => void): ZipStream;
  on(event: 'end', fn: () => void): ZipStream;
  pause(): ZipStream;
  resume(): ZipStream;
}

/** Inflates one entry, stopping as soon as it passes `cap` bytes (headers can lie about sizes). */
export function inflateCapped(zip: JSZip, name: string, cap: number, what: string): Promise<Buffer> {
  const entry = zip.file(name);
  if (!entry) return Promise.reject(unreadable(`${what}: the file has no ${name} part.`));
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const stream = (entry as unknown as StreamingEntry).internalStream('uint8array');
    stream
      .on('data', (chunk: Uint8Array) => {
        size += chunk.length;
        if (size > cap) {
          stream.pause();
          reject(unreadable(`${what}: refused, "${name}" expands past ${Math.round(cap / 1048576)} MB (a zip bomb).`));
          return;
        }
        chunks.push(chunk);
      })
      .on('error', () => reject(unreadable(`${what}: the file is damaged ("${name}" cannot be decompressed).`)))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .resume();
  });
}

/** Inflates every entry under the cap, so a later reader (mammoth) can open the archive without risk. */
export async function verifyInflation(zip: JSZip, what: string, limits = DEFAULT_ZIP_LIMITS): Promise<void> {
  let budget = limits.maxTotalBytes;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const data = await inflateCapped(zip, entry.name, budget, what);
    budget -= data.length;
  }
}
