-- Facts: short statements about the company, one live fact per topic. Replaced and deleted facts stay as tombstones (410).
CREATE TABLE facts (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  -- readable topic label, e.g. "uptime SLA"
  topic TEXT NOT NULL,
  -- what topic matching compares: a concept key ("availability") or "g:" + sorted stems of the subject
  topic_key TEXT NOT NULL,
  text TEXT NOT NULL,
  lang TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  deleted_at INTEGER,
  -- the fact that replaced this one (same topic, taught later); null when deleted by hand
  replaced_by TEXT
);
CREATE UNIQUE INDEX facts_live_topic ON facts(account_id, topic_key) WHERE deleted_at IS NULL;
CREATE INDEX facts_account_live ON facts(account_id, deleted_at, created_at);
