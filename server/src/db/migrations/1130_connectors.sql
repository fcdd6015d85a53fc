-- Connectors (docs/connectors.md): a company's FTP and SFTP connections, used by the import drop
-- and, later, the export feeds. Secrets are sealed (AES-256-GCM) by the server before they get
-- here: the database never holds a password or a key in clear.

CREATE TABLE connectors (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  protocol text NOT NULL CHECK (protocol IN ('ftp', 'sftp')),
  host text NOT NULL CHECK (length(host) BETWEEN 1 AND 253),
  port integer NOT NULL CHECK (port BETWEEN 1 AND 65535),
  username text NOT NULL CHECK (length(username) BETWEEN 1 AND 200),
  folder text NOT NULL DEFAULT '/' CHECK (length(folder) BETWEEN 1 AND 1000),
  -- FTP only: explicit TLS (AUTH TLS). Transfers are always passive.
  tls boolean NOT NULL DEFAULT false,
  -- Sealed secrets (`v1.<iv>.<tag>.<ciphertext>`, base64url), null when not set.
  password_sealed text,
  private_key_sealed text,
  passphrase_sealed text,
  -- SFTP: the host key's SHA-256 (hex) seen by the last successful test; later connections require it.
  host_key_sha256 text,
  tested_at timestamptz NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (company_id, id)
);
CREATE UNIQUE INDEX connectors_name ON connectors (company_id, lower(name));
SELECT pimento_tenant_table('connectors');

-- The import drop (docs/imports.md "The FTP and SFTP drop"): an import template watching a
-- folder of a connector, on a schedule of `schedules` (job `import_drop`).
CREATE TABLE import_watches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  template_id bigint NOT NULL,
  connector_id bigint NOT NULL,
  folder text NOT NULL CHECK (length(folder) BETWEEN 1 AND 1000),
  pattern text NOT NULL CHECK (length(pattern) BETWEEN 1 AND 200),
  cron text NOT NULL,
  timezone text NOT NULL DEFAULT 'UTC',
  active boolean NOT NULL DEFAULT true,
  schedule_id uuid REFERENCES schedules (id) ON DELETE SET NULL,
  -- Whose rights the drop's runs use: the user who last saved the watch.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (company_id, id),
  UNIQUE (company_id, template_id),
  FOREIGN KEY (company_id, template_id) REFERENCES import_templates (company_id, id) ON DELETE CASCADE,
  -- A connector a template watches cannot be deleted (the service says which templates).
  FOREIGN KEY (company_id, connector_id) REFERENCES connectors (company_id, id) ON DELETE RESTRICT
);
CREATE INDEX import_watches_connector ON import_watches (company_id, connector_id);
SELECT pimento_tenant_table('import_watches');

-- What the drop did with each file it took: its run, where the file went, or why it failed.
CREATE TABLE import_drop_files (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  watch_id bigint NOT NULL,
  name text NOT NULL,
  size bigint NOT NULL,
  modified_at timestamptz,
  run_id bigint,
  outcome text NOT NULL CHECK (outcome IN ('done', 'error')),
  -- Where the file was moved to, or null when the move failed (the file is then never taken again).
  moved_to text,
  failure jsonb,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (company_id, id),
  FOREIGN KEY (company_id, watch_id) REFERENCES import_watches (company_id, id) ON DELETE CASCADE
);
CREATE INDEX import_drop_files_watch ON import_drop_files (company_id, watch_id, id);
SELECT pimento_tenant_table('import_drop_files');
