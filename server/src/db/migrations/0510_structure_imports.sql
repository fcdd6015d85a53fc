-- Structure imports (docs/imports.md, "Structure import"): a file of attributes (with their groups
-- and sections) created line by line through the attributes module's own create. A run, and one
-- row per line of the file saying what became of it. Tenant tables; every index starts with
-- company_id.

CREATE TABLE structure_import_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  file_id uuid,
  -- { sheet, header_line }
  options jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'completed', 'completed_with_errors', 'interrupted', 'error')),
  -- { lines, created, skipped, error, groups_created, sections_created }
  counts jsonb NOT NULL DEFAULT '{}',
  -- Why the run could not go on (a file that cannot be read, a column missing): { code, params }.
  failure jsonb,
  task_id uuid,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  finished_at timestamptz,
  UNIQUE (company_id, id),
  FOREIGN KEY (company_id, file_id) REFERENCES import_files (company_id, id) ON DELETE SET NULL (file_id)
);
CREATE INDEX structure_import_runs_created ON structure_import_runs (company_id, created_at, id);
SELECT pimento_tenant_table('structure_import_runs');

CREATE TABLE structure_import_lines (
  company_id uuid NOT NULL,
  run_id bigint NOT NULL,
  line integer NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('created', 'skipped', 'error')),
  -- The attribute's code as the line gives it (or derives it from the name).
  code text,
  attribute_id integer,
  -- The group and the section this line created (kept when a later line fails).
  group_id integer,
  section_id integer,
  -- [{ column, code, params? }]
  errors jsonb,
  PRIMARY KEY (company_id, run_id, line),
  FOREIGN KEY (company_id, run_id) REFERENCES structure_import_runs (company_id, id) ON DELETE CASCADE
);
CREATE INDEX structure_import_lines_outcome ON structure_import_lines (company_id, run_id, outcome, line);
SELECT pimento_tenant_table('structure_import_lines');
