-- Scheduled export feeds (docs/feeds.md): a saved export of a matrix template on a schedule in
-- the company's time zone, delivered by e-mail, to a connector's folder, or at a fixed public URL.
-- Every run leaves a delivery record. Tenant tables.

-- The company's time zone, in which feed schedules and file names are read (one row per company
-- that set one; without a row, Europe/Paris).
CREATE TABLE feed_settings (
  company_id uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  time_zone text NOT NULL CHECK (length(time_zone) BETWEEN 1 AND 100),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
SELECT pimento_tenant_table('feed_settings');

CREATE TABLE feeds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  -- A matrix template (export templates have their own tables; the template's door resolves it at each run).
  template_id bigint NOT NULL,
  format text NOT NULL CHECK (format IN ('xlsx', 'csv', 'json')),
  csv_separator text NOT NULL DEFAULT ';',
  -- The export engine's selection (`exportSelectionSchema`), turned into listing filters at each run.
  selection jsonb NOT NULL,
  language text,
  file_name text NOT NULL,
  -- { periodicity, time?, weekday?, day? } (`feedScheduleSchema`), read in the company's time zone.
  schedule jsonb NOT NULL,
  -- { kind: 'email' | 'connector' | 'public_url', … } (`feedDestinationSchema`).
  destination jsonb NOT NULL,
  differential boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  -- The persisted schedule that fires the feed (null for a manual feed).
  schedule_id uuid REFERENCES schedules (id) ON DELETE SET NULL,
  -- The fixed public URL's token (a public address the user reads again and again, so kept in clear).
  public_token text UNIQUE,
  -- The latest delivered run's file, served at the public URL.
  latest_run_id bigint,
  -- The feed runs as its maker, with their rights as they are at each run.
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (company_id, id)
);
CREATE INDEX feeds_company ON feeds (company_id, id);
SELECT pimento_tenant_table('feeds');

CREATE TABLE feed_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  feed_id bigint NOT NULL,
  trigger text NOT NULL CHECK (trigger IN ('schedule', 'manual', 'replay')),
  replay_of bigint,
  status text NOT NULL DEFAULT 'waiting'
    CHECK (status IN ('waiting', 'exporting', 'delivering', 'retrying', 'delivered', 'unchanged', 'failed', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  -- The job that makes it: one delivery per task, whatever the attempts (a retry finds its row again).
  task_id uuid UNIQUE REFERENCES tasks (id) ON DELETE SET NULL,
  -- The export run whose file is delivered (runs go with their task after 30 days).
  run_id bigint,
  file_name text,
  products integer,
  size bigint,
  destination text NOT NULL DEFAULT '',
  error_code text,
  error_detail text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  finished_at timestamptz,
  UNIQUE (company_id, id),
  FOREIGN KEY (company_id, feed_id) REFERENCES feeds (company_id, id) ON DELETE CASCADE
);
CREATE INDEX feed_deliveries_feed ON feed_deliveries (company_id, feed_id, id DESC);
SELECT pimento_tenant_table('feed_deliveries');
