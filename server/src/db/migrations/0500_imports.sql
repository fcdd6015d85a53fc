-- Imports (docs/imports.md): uploaded files, templates (saved mappings), runs and their rows.
-- The rows of a run are the dry run's verdicts, then the launch's journal (old values to roll
-- back). Every table is a tenant table; every index starts with company_id.

CREATE TABLE import_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  size bigint NOT NULL,
  storage_key text NOT NULL,
  format text NOT NULL CHECK (format IN ('xlsx', 'csv', 'json')),
  -- Sheets ([{ name, visible }]) and, for CSV, the detected dialect.
  sheets jsonb NOT NULL DEFAULT '[]',
  dialect jsonb,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (company_id, id)
);
CREATE INDEX import_files_created ON import_files (company_id, created_at);
SELECT pimento_tenant_table('import_files');

CREATE TABLE import_templates (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  options jsonb NOT NULL DEFAULT '{}',
  pills jsonb NOT NULL DEFAULT '[]',
  -- Advanced rights: the groups that may use the template (empty: everyone with catalogue rights).
  group_ids uuid[] NOT NULL DEFAULT '{}',
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (company_id, id)
);
CREATE UNIQUE INDEX import_templates_name ON import_templates (company_id, lower(name));
SELECT pimento_tenant_table('import_templates');

CREATE TABLE import_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  template_id bigint,
  file_id uuid,
  -- The mapping as it was run: a template edited later does not change what a run did.
  template_snapshot jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (
    status IN ('pending', 'processing', 'verifying', 'ready', 'completed', 'completed_with_errors', 'interrupted', 'error', 'cancelled')
  ),
  -- { created, updated, unchanged, skipped, error, cells_in_error, rows }
  counts jsonb NOT NULL DEFAULT '{}',
  -- Why the run could not go on (a file that cannot be read, a broken pill): { code, params }.
  failure jsonb,
  verify_task_id uuid,
  launch_task_id uuid,
  rollback_task_id uuid,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  verified_at timestamptz,
  finished_at timestamptz,
  rolled_back_at timestamptz,
  UNIQUE (company_id, id),
  FOREIGN KEY (company_id, template_id) REFERENCES import_templates (company_id, id) ON DELETE SET NULL (template_id),
  FOREIGN KEY (company_id, file_id) REFERENCES import_files (company_id, id) ON DELETE SET NULL (file_id)
);
CREATE INDEX import_runs_template ON import_runs (company_id, template_id, id);
CREATE INDEX import_runs_created ON import_runs (company_id, created_at, id);
SELECT pimento_tenant_table('import_runs');

CREATE TABLE import_run_rows (
  company_id uuid NOT NULL,
  run_id bigint NOT NULL,
  line integer NOT NULL,
  sku text,
  outcome text NOT NULL CHECK (outcome IN ('created', 'updated', 'unchanged', 'skipped', 'error')),
  product_id bigint,
  -- { field: [old, new] }: the differences shown before the launch, the old values restored by a rollback.
  changes jsonb,
  -- What the launch writes: { name?, status?, model_id?, values }.
  fields jsonb,
  -- [{ column, code, params? }]
  errors jsonb,
  -- The product's version the dry run compared with: the launch skips a product changed since.
  verified_version integer,
  -- The product's version after the launch wrote it: a rollback skips a product changed since.
  written_version integer,
  -- What the rollback did with the row: restored, deleted (a created product), skipped (changed since).
  rollback text CHECK (rollback IN ('restored', 'deleted', 'skipped')),
  PRIMARY KEY (company_id, run_id, line),
  FOREIGN KEY (company_id, run_id) REFERENCES import_runs (company_id, id) ON DELETE CASCADE
);
CREATE INDEX import_run_rows_outcome ON import_run_rows (company_id, run_id, outcome, line);
SELECT pimento_tenant_table('import_run_rows');
