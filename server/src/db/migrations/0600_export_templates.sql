-- Export templates (docs/exports.md "Templates"): one table for every export type, the definition
-- as the type's JSON (checked by the shared-kit contract), and every save kept as a version.

-- Plan limit on templates (spec §5 "template count limited", §9): NULL, no limit.
ALTER TABLE catalogue_settings ADD COLUMN templates_limit integer CHECK (templates_limit >= 0);

CREATE TABLE export_templates (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('matrix', 'single_product_matrix', 'pdf', 'fabdis', 'bmecat')),
  -- FAB-DIS's version (2, 3); NULL for the types without a standard version.
  standard_version smallint,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  definition jsonb NOT NULL,
  -- Advanced rights (spec §6): the user groups whose roles give rights on the template.
  group_ids uuid[] NOT NULL DEFAULT '{}',
  -- The current version, and the highest number ever given: a revert removes the newer versions
  -- but their numbers are never given again, so a number names one content for good.
  version integer NOT NULL DEFAULT 1,
  last_version integer NOT NULL DEFAULT 1,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (company_id, id),
  CHECK (version BETWEEN 1 AND last_version)
);
-- Spec §5: "template name and version already exists" — a name once per type and standard version.
CREATE UNIQUE INDEX export_templates_name_version ON export_templates (company_id, type, coalesce(standard_version, 0), lower(name));
SELECT pimento_tenant_table('export_templates');

CREATE TABLE export_template_versions (
  company_id uuid NOT NULL,
  template_id bigint NOT NULL,
  version integer NOT NULL,
  name text NOT NULL,
  definition jsonb NOT NULL,
  saved_by uuid REFERENCES users (id) ON DELETE SET NULL,
  saved_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (company_id, template_id, version),
  FOREIGN KEY (company_id, template_id) REFERENCES export_templates (company_id, id) ON DELETE CASCADE
);
SELECT pimento_tenant_table('export_template_versions');
