-- The trigram index of 0250 on product_value_text serves no query: every catalogue read runs as
-- pimento_app behind the tenant policy, and `ILIKE` (contains, starts_with) is not leakproof, so
-- PostgreSQL never takes it as an index condition there — EXPLAIN as pimento_app shows a scan of
-- the attribute's rows (or of the company's) with the pattern as a filter, even with sequential
-- scans disabled (docs/catalogue-storage.md, "Finding"). It only cost writes and space: GIN
-- entries for the trigrams of every text value a save or a bulk action inserts (merged from the
-- pending list by whichever write or vacuum fills it), ~0.5 GB for the 38 M text values of the
-- 1,000,000-product bench catalogue (24 MB measured on 1.9 M of them). The pg_trgm extension stays.
DROP INDEX IF EXISTS product_value_text_trigram;
