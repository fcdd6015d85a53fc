-- E-mail templates (spec §3, §5; docs/email-templates.md): what feeds and notifications send.
-- Each has an owner, the only user besides administrators who changes it (spec §5, §8
-- "not authorised to edit this e-mail template"). A deleted owner leaves the template to the
-- administrators (owner_id set to NULL), never takes it away from the feeds that use it.
CREATE TABLE email_templates (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  owner_id uuid,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  subject text NOT NULL CHECK (length(btrim(subject)) BETWEEN 1 AND 200),
  recipients text[] NOT NULL CHECK (cardinality(recipients) BETWEEN 1 AND 50),
  body text NOT NULL CHECK (length(btrim(body)) BETWEEN 1 AND 20000),
  language_code text NOT NULL CHECK (language_code IN ('en', 'fr')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (company_id, owner_id) REFERENCES users (company_id, id) ON DELETE SET NULL (owner_id)
);
CREATE UNIQUE INDEX email_templates_name_key ON email_templates (company_id, lower(name));
SELECT pimento_tenant_table('email_templates');
