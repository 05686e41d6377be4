-- The SHA-256 of each uploaded file, so the same file uploaded twice is named instead of indexed twice (sources
-- uploaded before this migration have none and are never matched).
ALTER TABLE library_sources ADD COLUMN content_sha256 TEXT;
CREATE INDEX library_sources_content ON library_sources(account_id, content_sha256);

-- Whose voice a source is in: 'company' (its statements may be quoted as the company's answers) or 'other' (a buyer's
-- RFP, a standard's control set: searchable, never quoted as an answer); NULL until the uploader says or indexing
-- decides, with the reason shown.
ALTER TABLE library_sources ADD COLUMN voice TEXT CHECK (voice IN ('company', 'other'));
ALTER TABLE library_sources ADD COLUMN voice_reason TEXT;
