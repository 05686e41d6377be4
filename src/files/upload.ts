// The bytes and kind of an upload, from exactly one of text, data (base64 with content_type) or, over stdio only,
// a local path; shared by library sources and RFP responses. Size and type are checked here (413, 415).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ToolContext } from '../context';
import { AppError, type ErrorCode, invalid } from '../errors';
import { decodeBase64, type FileKind, fileKindOf, MAX_FILE_BYTES, tooLarge } from './extract';

export interface UploadInput {
  name: string;
  text?: string;
  data?: string;
  content_type?: string;
  path?: string;
}

/**
 * The upload's bytes and kind, from the one input that carries them (cheap checks only: which input, size, base64,
 * type). The file itself is checked as a file of its kind (empty, truncated, a fake type, a zip bomb: 422 or 415) by
 * `checkFile` where it is saved, on a worker thread (`savingUpload`). A file's error names the field that carried it
 * (`data`, `path`, `text`; `content_type` for a type given there), as every other bad input does.
 */
export function readUpload(
  ctx: ToolContext,
  input: UploadInput,
  accepted: FileKind[],
  alsoAccepted: string[] = [],
): Promise<{ bytes: Buffer; kind: FileKind }> {
  return savingUpload(input, () => uploadBytes(ctx, input, accepted, alsoAccepted));
}

const FILE_FAULTS = new Set<ErrorCode>(['invalid_request', 'unprocessable', 'unsupported_media_type', 'payload_too_large']);

/**
 * Runs `work` (the upload's check and save: a compute task, so an 11 MB file is hashed and written off the request
 * thread), its file errors naming the field that carried the file.
 */
export async function savingUpload<T>(input: UploadInput, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    // the file's own faults; a conflict (already uploaded, no room) is about the library, not a field
    if (err instanceof AppError && err.details.field === undefined && FILE_FAULTS.has(err.code)) {
      const carrier = (['data', 'path', 'text'] as const).find((k) => input[k] !== undefined) ?? 'data';
      const field = err.code === 'unsupported_media_type' && input.content_type !== undefined ? 'content_type' : carrier;
      throw new AppError(err.code, err.message, { ...err.details, field });
    }
    throw err;
  }
}

async function uploadBytes(
  ctx: ToolContext,
  input: UploadInput,
  accepted: FileKind[],
  alsoAccepted: string[],
): Promise<{ bytes: Buffer; kind: FileKind }> {
  const given = (['text', 'data', 'path'] as const).filter((k) => input[k] !== undefined);
  if (input.path !== undefined && ctx.transport !== 'mcp-stdio' && ctx.transport !== 'cli') {
    throw invalid('path', 'a local file path is only accepted over stdio MCP; send the file as data (base64) instead.');
  }
  if (given.length !== 1)
    throw invalid(given.length === 0 ? 'text' : (given[1] as string), 'give exactly one of text or data (with content_type).');
  if (input.text !== undefined) {
    const textKinds = accepted.filter((k) => k === 'text' || k === 'markdown');
    if (textKinds.length === 0) {
      throw new AppError(
        'unsupported_media_type',
        `text: send this file as data (base64) instead; accepted are ${accepted.join(', ')}.`,
        {
          field: 'text',
        },
      );
    }
    const bytes = Buffer.from(input.text, 'utf8');
    if (bytes.length > MAX_FILE_BYTES) throw tooLarge(bytes.length);
    const kind = fileKindOf(
      input.content_type ?? (/\.(md|markdown)$/i.test(input.name) ? 'text/markdown' : 'text/plain'),
      input.name,
      textKinds,
      alsoAccepted,
    );
    return { bytes, kind };
  }
  if (input.data !== undefined) {
    const kind = fileKindOf(input.content_type, input.name, accepted, alsoAccepted);
    return { bytes: decodeBase64(input.data, 'data'), kind };
  }
  const file = path.resolve(input.path as string);
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile()) throw invalid('path', `no readable file at ${file}.`);
  if (stat.size > MAX_FILE_BYTES) throw tooLarge(stat.size);
  const kind = fileKindOf(input.content_type, file, accepted, alsoAccepted);
  return { bytes: await fs.readFile(file), kind };
}
