-- Uploaded files (a library source's until it is indexed, an RFP response's for as long as it lives) kept in parts of
-- at most 1 MB, each written in its own short transaction: one 11 MB write held the database's write lock, and with
-- it every request that writes (rate limits, health), for up to a second (new-user trial 10). file_id is the
-- source's or the response's id; parts whose owner never committed are removed after an hour.
CREATE TABLE file_parts (
  file_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  data BLOB NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (file_id, seq)
);

INSERT INTO file_parts (file_id, seq, data, created_at) SELECT source_id, 0, data, 0 FROM library_uploads;
INSERT INTO file_parts (file_id, seq, data, created_at) SELECT rfp_id, 0, data, 0 FROM rfp_files;
DROP TABLE library_uploads;
DROP TABLE rfp_files;
