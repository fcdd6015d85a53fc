-- History entries written by an import name it (docs/imports.md, "History"): `source` says what
-- made the change besides its user (the launch of an import, or its rollback) and
-- `import_run_id` which run ("changed by import #N"). A save or a bulk action leaves both null.
-- No foreign key to import_runs: an entry keeps naming its import once the run is pruned.
-- Nullable columns without a default, constraints NOT VALID: no rewrite or scan of a large
-- history; every new row is checked.
ALTER TABLE catalogue_history ADD COLUMN source text, ADD COLUMN import_run_id bigint;
ALTER TABLE catalogue_history ADD CONSTRAINT catalogue_history_source CHECK (source IN ('import', 'import_rollback')) NOT VALID;
ALTER TABLE catalogue_history ADD CONSTRAINT catalogue_history_source_run CHECK ((source IS NULL) = (import_run_id IS NULL)) NOT VALID;
