// library add and rfp respond: the product's main job from the command line, waiting on background work in this process.
import { startWorker } from '../app';
import type { AppContext } from '../context';
import { findEmbedder } from '../engines';
import { AppError } from '../errors';
import { type CommandCall, defineCommand, text } from './command';
import { createProgress } from './progress';
import { libraryAdd, localCaller, respondSummary, rfpRespond } from './work';

const account = { type: 'string', value: 'ID', help: 'the account to act for (default the first one)' } as const;

/** Runs `work` with the same embedder as the server (so new passages get vectors) and a job loop in this process. */
async function withWorker<T>(ctx: AppContext, work: () => Promise<T>): Promise<T> {
  // catching up older passages is left to the server
  const { embedder, status } = await findEmbedder(ctx, false);
  ctx.embedder.current = embedder;
  ctx.embedder.status = status;
  const worker = startWorker(ctx);
  try {
    return await work();
  } finally {
    await worker.stop();
    await ctx.compute.close();
  }
}

export const libraryAddCommand = defineCommand({
  name: 'library add',
  args: '<files…>',
  summary: 'add documents to the library and wait until each is indexed',
  details: 'Reads .docx, .pdf, .txt and .md files (.xlsx: a completed questionnaire, kept as approved answers).',
  options: { account },
  async run(call: CommandCall) {
    const ctx = call.context();
    const caller = localCaller(ctx, text(call.values, 'account'));
    const progress = createProgress(process.stderr, call.io.json);
    const result = await withWorker(ctx, () => libraryAdd(ctx, { files: call.args, caller, progress }));
    call.io.print(
      result.sources
        .map((s) => `${s.file}: ${s.status === 'ready' ? `${s.passage_count} passages` : `failed: ${s.error}`}`)
        .join('\n'),
      result,
    );
    return result.sources.some((s) => s.status !== 'ready') ? 1 : 0;
  },
});

export const rfpRespondCommand = defineCommand({
  name: 'rfp respond',
  args: '<file>',
  summary: 'answer an RFP end to end and write the filled file and the CSV next to it',
  details:
    'Uploads and reads the file, drafts every requirement with citations (or names the missing fact), and writes\n"<name> (response).<ext>" and "<name> (compliance matrix).csv" next to it; then lists what still needs input.',
  options: {
    deal: { type: 'string', value: 'P-0001', help: 'ground pricing and terms in this proposal' },
    out: { type: 'string', value: 'PATH', help: 'write the files here (a folder, or a file name) instead' },
    account,
  },
  async run(call: CommandCall) {
    const [file, ...extra] = call.args;
    if (!file || extra.length > 0) {
      throw new AppError('invalid_request', 'Name one file: bidsmith rfp respond <file> [--deal P-0001] [--out PATH]', {
        field: 'file',
      });
    }
    const ctx = call.context();
    const caller = localCaller(ctx, text(call.values, 'account'));
    const progress = createProgress(process.stderr, call.io.json);
    const result = await withWorker(ctx, () =>
      rfpRespond(ctx, { file, deal: text(call.values, 'deal'), out: text(call.values, 'out'), caller, progress }),
    );
    call.io.print(respondSummary(result), result);
    return 0;
  },
});
