-- A fact a person gave as the answer to a requirement (teach_requirement_fact) remembers the question it answered and
-- the answer as given, so that the same question, redrafted or asked again by another document, is answered from it
-- (new-user trial 14: a redraft lost the taught answer when its words did not match the requirement's).
ALTER TABLE facts ADD COLUMN asked TEXT;
ALTER TABLE facts ADD COLUMN answer TEXT;
CREATE INDEX facts_asked ON facts(account_id, asked) WHERE deleted_at IS NULL AND asked IS NOT NULL;
