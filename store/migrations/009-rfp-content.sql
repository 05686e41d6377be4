-- The SHA-256 of each uploaded RFP file, so an upload sent twice (same file, same name, same deal) is named instead
-- of read and drafted twice (responses uploaded before this migration have none and are never matched).
ALTER TABLE rfps ADD COLUMN content_sha256 TEXT;
CREATE INDEX rfps_content ON rfps(account_id, content_sha256);
