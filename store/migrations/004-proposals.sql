-- Proposals (proposal, order or agreement): fields, line items, discounts as JSON; signing entries per party.
CREATE TABLE proposals (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  number TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('draft', 'sent', 'signed', 'lost')),
  version INTEGER NOT NULL DEFAULT 1,
  fields TEXT NOT NULL,
  line_items TEXT NOT NULL DEFAULT '[]',
  discounts TEXT NOT NULL DEFAULT '[]',
  multi_year INTEGER NOT NULL DEFAULT 0,
  -- {cust: {...}, luc: {...}}, each {method, signer_name, email, completed_at, authenticated}, nulls until signed
  signing TEXT NOT NULL,
  -- where drafted values came from: [{field, from, ref, text}]
  field_sources TEXT NOT NULL DEFAULT '[]',
  notes TEXT NOT NULL DEFAULT '',
  engine TEXT NOT NULL DEFAULT 'offline',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (account_id, seq),
  UNIQUE (account_id, number)
);
CREATE INDEX proposals_account_newest ON proposals(account_id, seq DESC);
