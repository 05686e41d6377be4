// Every kind of background work the worker runs: a plain array, like tools/index.ts.
import { embedAccountJob, indexSourceJob } from '../library/indexing';
import type { JobDef } from './job';

export const jobs: JobDef<any>[] = [indexSourceJob, embedAccountJob];
