-- The durable job queue behind tasks (docs/jobs.md). Workers and schedulers work across
-- companies with the server's own role; requests (cancel, pause, relaunch) go through the tenant
-- role, so the table carries company_id and the tenant policy like every tenant table.

CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  task_id uuid NOT NULL UNIQUE REFERENCES tasks (id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  state text NOT NULL DEFAULT 'queued'
    CHECK (state IN ('queued', 'active', 'paused', 'completed', 'failed', 'cancelled')),
  -- a stop asked for by the user while the job runs; the handler honours it at its next checkpoint
  stop_request text CHECK (stop_request IN ('cancel', 'pause')),
  -- what the handler saved to resume from after a pause, a retry or a crash
  checkpoint jsonb,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 3,
  backoff_ms integer NOT NULL DEFAULT 1000,
  run_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX jobs_due ON jobs (run_at) WHERE state = 'queued';
CREATE INDEX jobs_leases ON jobs (locked_until) WHERE state = 'active';
SELECT pimento_tenant_table('jobs');

-- Bodies of real-time messages too large for a NOTIFY payload (8000 bytes): the notification
-- carries the id, each API process reads the body. Rows older than a minute are purged.
-- Internal to the server's own role: RLS on and no policy, so the tenant role sees nothing.
CREATE TABLE realtime_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
ALTER TABLE realtime_messages ENABLE ROW LEVEL SECURITY;
