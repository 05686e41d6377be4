-- The library: uploaded sources, their passages, and the keyword index over them (vectors live in per-dimension vec0 tables made at run time).
CREATE TABLE library_sources (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('indexing', 'ready', 'failed')),
  error TEXT,
  size_bytes INTEGER NOT NULL,
  pages INTEGER,
  passage_count INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  indexed_at INTEGER,
  deleted_at INTEGER
);
CREATE INDEX library_sources_account ON library_sources(account_id, deleted_at, created_at);

-- The uploaded bytes, kept only until indexing ends so a restarted job can read them again.
CREATE TABLE library_uploads (
  source_id TEXT PRIMARY KEY REFERENCES library_sources(id) ON DELETE CASCADE,
  data BLOB NOT NULL
);

-- id is the rowid shared with library_fts and the library_vec_<dims> tables.
CREATE TABLE library_passages (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  source_id TEXT NOT NULL REFERENCES library_sources(id) ON DELETE CASCADE,
  account_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  heading TEXT NOT NULL,
  text TEXT NOT NULL,
  page INTEGER,
  -- which embedder made this passage's vector; NULL until one has
  embedder_id TEXT
);
CREATE INDEX library_passages_source ON library_passages(source_id, seq);
CREATE INDEX library_passages_embedder ON library_passages(account_id, embedder_id);

-- Keyword index: the account column scopes every MATCH to one tenant; porter stems English, diacritics are folded.
CREATE VIRTUAL TABLE library_fts USING fts5(
  account, heading, text,
  content = '', contentless_delete = 1,
  tokenize = 'porter unicode61 remove_diacritics 2'
);
