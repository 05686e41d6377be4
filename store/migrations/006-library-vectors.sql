-- Library vectors in plain tables (replacing the per-size vec0 tables): exact float32 vectors read by passage id to
-- re-rank, and 1-bit sign codes clustered by account and embedder, scanned by Hamming distance to pick the candidates.
-- Vectors already in library_vec_<dims> tables are moved here at startup (adoptLegacyVectors in store/library.ts).
CREATE TABLE library_vectors (
  passage_id INTEGER PRIMARY KEY REFERENCES library_passages(id) ON DELETE CASCADE,
  -- float32, little-endian, unit length
  embedding BLOB NOT NULL
);

CREATE TABLE library_vector_bits (
  account_id TEXT NOT NULL,
  embedder_id TEXT NOT NULL,
  passage_id INTEGER NOT NULL REFERENCES library_passages(id) ON DELETE CASCADE,
  -- one bit per dimension (1 where the component is > 0), padded with zero bits to whole bytes
  bits BLOB NOT NULL,
  PRIMARY KEY (account_id, embedder_id, passage_id)
) WITHOUT ROWID;
CREATE INDEX library_vector_bits_passage ON library_vector_bits(passage_id);
