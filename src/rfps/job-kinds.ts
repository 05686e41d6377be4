// Names of the RFP background jobs (kept apart so views and tools can name them without loading the jobs).
export const READ_JOB = 'rfp.read';
export const DRAFT_ALL_JOB = 'rfp.draft-all';
/** Redrafts requirements that waited on a fact once it is taught (gaps clear themselves). */
export const REDRAFT_JOB = 'rfp.redraft';
/** Flags the answers a newly taught fact speaks to but does not cite (off the request path: it reads every answer). */
export const FLAG_SPOKEN_TO_JOB = 'rfp.flag-spoken-to';
