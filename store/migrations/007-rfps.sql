-- RFP responses: the uploaded document (kept, since export writes answers back into it), its requirements with
-- their answers, what each answer cites (for stale flags), and approved wording that joins the library.
CREATE TABLE rfps (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  -- xlsx, docx, pdf, text, markdown
  kind TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  deal_number TEXT,
  status TEXT NOT NULL CHECK (status IN ('reading', 'ready', 'failed')),
  error TEXT,
  -- what the reader noticed (JSON array of strings)
  notes TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  read_at INTEGER,
  deleted_at INTEGER
);
CREATE INDEX rfps_account ON rfps(account_id, deleted_at, created_at);

-- The buyer's file as sent; removed with the response.
CREATE TABLE rfp_files (
  rfp_id TEXT PRIMARY KEY REFERENCES rfps(id) ON DELETE CASCADE,
  data BLOB NOT NULL
);

CREATE TABLE requirements (
  id TEXT PRIMARY KEY,
  rfp_id TEXT NOT NULL REFERENCES rfps(id) ON DELETE CASCADE,
  account_id TEXT NOT NULL,
  -- document order, 0-based
  position INTEGER NOT NULL,
  ref TEXT NOT NULL,
  section TEXT NOT NULL,
  text TEXT NOT NULL,
  -- where answers go back in the original file (JSON array of AnswerSlot), and where it sits, for people
  slots TEXT NOT NULL DEFAULT '[]',
  location TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'drafted', 'answered', 'na')),
  response TEXT NOT NULL DEFAULT '',
  choice TEXT,
  score INTEGER,
  needs_input TEXT,
  -- the missing fact's topic key, so one gap asked by several responses is one gap
  gap_key TEXT,
  -- JSON array of {citation, kind, target_id, source_id, source_name, heading, page, text}
  sources TEXT NOT NULL DEFAULT '[]',
  unverified_claims TEXT NOT NULL DEFAULT '[]',
  -- a person changed the response, status, choice or score: drafting-all leaves it alone
  edited INTEGER NOT NULL DEFAULT 0,
  stale_reason TEXT,
  engine TEXT,
  drafted_at INTEGER,
  updated_at INTEGER NOT NULL,
  UNIQUE (rfp_id, position)
);
CREATE INDEX requirements_gap ON requirements(account_id, gap_key) WHERE gap_key IS NOT NULL;

-- What each answer rests on: a fact id, a library source id, or a proposal number.
CREATE TABLE requirement_citations (
  requirement_id TEXT NOT NULL REFERENCES requirements(id) ON DELETE CASCADE,
  account_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('fact', 'source', 'deal')),
  target_id TEXT NOT NULL,
  PRIMARY KEY (requirement_id, kind, target_id)
);
CREATE INDEX requirement_citations_target ON requirement_citations(account_id, kind, target_id);

-- Library sources are documents, or approved wording (answers a person approved, or a past questionnaire's).
ALTER TABLE library_sources ADD COLUMN kind TEXT NOT NULL DEFAULT 'document' CHECK (kind IN ('document', 'answers'));
-- The approved-answers source of an RFP response, and which passage holds each approved requirement's wording.
ALTER TABLE rfps ADD COLUMN answers_source_id TEXT;
CREATE TABLE approved_answers (
  requirement_id TEXT PRIMARY KEY REFERENCES requirements(id) ON DELETE CASCADE,
  passage_id TEXT NOT NULL
);
