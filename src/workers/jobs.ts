// Every kind of background work the worker runs: a plain array, like tools/index.ts. It lives above the
// capabilities (src/jobs/ is the machinery they use, so it never imports them).

import type { JobDef } from '../jobs/job';
import { embedAccountJob, indexSourceJob } from '../library/indexing';
import { draftAllJob, redraftJob } from '../rfps/draft-all';
import { flagSpokenToJob } from '../rfps/knowledge-changes';
import { importAnswersJob } from '../rfps/past-answers';
import { readRfpJob } from '../rfps/reading';

export const jobs: JobDef<any>[] = [
  indexSourceJob,
  embedAccountJob,
  readRfpJob,
  draftAllJob,
  redraftJob,
  importAnswersJob,
  flagSpokenToJob,
];
