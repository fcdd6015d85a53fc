-- Export runs, their files and shared links (docs/exports.md "Runs, files and links"). Every table
-- is a tenant table. A run's file is published by setting `storage_key` in the transaction that
-- finishes it: until then no download can name it.

CREATE TABLE export_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('layout', 'template', 'quick')),
  -- The template a run was made from (export templates have their own tables); null otherwise.
  template_id bigint,
  format text NOT NULL CHECK (format IN ('xlsx', 'csv', 'json')),
  -- What the run renders, as it was when it started: later edits change nothing.
  layout jsonb NOT NULL,
  -- The selection as listing filters.
  filters jsonb NOT NULL,
  language text NOT NULL,
  csv_separator text NOT NULL DEFAULT ';',
  file_name text NOT NULL,
  -- The run's job: the run goes with its task when the retention purges finished work.
  task_id uuid REFERENCES tasks (id) ON DELETE CASCADE,
  -- Set when the file is complete and published.
  storage_key text,
  size bigint,
  products integer,
  -- [{ code, params }]: columns left out, pasted SKUs that matched nothing.
  warnings jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  finished_at timestamptz,
  UNIQUE (company_id, id)
);
CREATE INDEX export_runs_user_newest ON export_runs (company_id, created_by, id DESC);
CREATE INDEX export_runs_task ON export_runs (task_id);
SELECT pimento_tenant_table('export_runs');

-- Shared links: the token itself is never stored, only its SHA-256 (a stolen database does not
-- hand out downloads).
CREATE TABLE export_links (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  run_id bigint NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  UNIQUE (company_id, id),
  FOREIGN KEY (company_id, run_id) REFERENCES export_runs (company_id, id) ON DELETE CASCADE
);
CREATE INDEX export_links_run ON export_links (company_id, run_id, id);
SELECT pimento_tenant_table('export_links');

-- Stored files to remove: those of purged runs (trigger below), and each attempt's key, written
-- before the attempt and struck out when its file is published (a worker killed between the
-- upload and the publication leaves a file nobody names). Swept after a day's grace.
CREATE TABLE export_file_garbage (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  storage_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (company_id, storage_key)
);
CREATE INDEX export_file_garbage_age ON export_file_garbage (created_at);
SELECT pimento_tenant_table('export_file_garbage');

CREATE FUNCTION export_runs_file_garbage() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO export_file_garbage (company_id, storage_key, created_at)
  VALUES (OLD.company_id, OLD.storage_key, '-infinity') ON CONFLICT DO NOTHING;
  RETURN OLD;
END $$;

CREATE TRIGGER export_runs_file_garbage AFTER DELETE ON export_runs
  FOR EACH ROW WHEN (OLD.storage_key IS NOT NULL) EXECUTE FUNCTION export_runs_file_garbage();
