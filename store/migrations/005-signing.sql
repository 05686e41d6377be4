-- Signing: one round per send (the frozen PDF and, once complete, the signed PDF), one request per party, the audit trail.
CREATE TABLE signing_rounds (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  proposal_id TEXT NOT NULL,
  proposal_number TEXT NOT NULL,
  proposal_version INTEGER NOT NULL,
  lang TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'superseded', 'signed', 'declined')),
  document BLOB NOT NULL,
  document_sha256 TEXT NOT NULL,
  signed_pdf BLOB,
  signed_pdf_sha256 TEXT,
  sent_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  completed_at INTEGER
);
CREATE INDEX signing_rounds_proposal ON signing_rounds(account_id, proposal_id, created_at);

CREATE TABLE signing_requests (
  id TEXT PRIMARY KEY,
  round_id TEXT NOT NULL REFERENCES signing_rounds(id) ON DELETE CASCADE,
  party TEXT NOT NULL CHECK (party IN ('cust', 'luc')),
  email TEXT NOT NULL,
  name TEXT,
  title TEXT,
  status TEXT NOT NULL CHECK (status IN ('open', 'superseded', 'signed', 'declined')),
  expires_at INTEGER NOT NULL,
  mail_status TEXT,
  code_hash TEXT,
  code_sent_at INTEGER,
  code_resends INTEGER NOT NULL DEFAULT 0,
  code_failures INTEGER NOT NULL DEFAULT 0,
  code_locked_at INTEGER,
  code_verified_at INTEGER,
  session_hash TEXT,
  signer_name TEXT,
  decline_reason TEXT,
  completed_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX signing_requests_round ON signing_requests(round_id);

CREATE TABLE signing_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  round_id TEXT NOT NULL REFERENCES signing_rounds(id) ON DELETE CASCADE,
  request_id TEXT,
  party TEXT,
  kind TEXT NOT NULL,
  at INTEGER NOT NULL,
  ip TEXT,
  user_agent TEXT,
  detail TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX signing_events_round ON signing_events(round_id, id);
