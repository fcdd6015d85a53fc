-- Tasks (spec §3, §4) and notifications (spec §3): tenant tables, one row per user and company.

CREATE TABLE tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  status text NOT NULL DEFAULT 'waiting'
    CHECK (status IN ('waiting', 'in_progress', 'done', 'error', 'paused', 'cancel')),
  -- progress as a fraction, 0 to 1
  percent double precision NOT NULL DEFAULT 0 CHECK (percent >= 0 AND percent <= 1),
  attr_pk text,
  error jsonb,
  errors jsonb NOT NULL DEFAULT '[]'::jsonb,
  result jsonb,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX tasks_user_newest ON tasks (company_id, user_id, created_at DESC, id DESC);
SELECT pimento_tenant_table('tasks');

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  image_path text,
  link text,
  visited boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX notifications_user_newest ON notifications (company_id, user_id, created_at DESC, id DESC);
CREATE INDEX notifications_user_unread ON notifications (company_id, user_id) WHERE NOT visited;
SELECT pimento_tenant_table('notifications');
