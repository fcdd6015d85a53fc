-- Lists "newest first" follow the order rows were written in. Two rows can share a timestamp (one
-- transaction, or a clock that ticks in milliseconds as PGlite's does) and a random uuid breaks such
-- a tie in no meaningful order, so tasks, notifications and jobs get a sequence that does.
ALTER TABLE tasks ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
DROP INDEX tasks_user_newest;
CREATE INDEX tasks_user_newest ON tasks (company_id, user_id, seq DESC);

ALTER TABLE notifications ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
DROP INDEX notifications_user_newest;
CREATE INDEX notifications_user_newest ON notifications (company_id, user_id, seq DESC);

-- Jobs due at the same instant are taken first in, first out.
ALTER TABLE jobs ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
DROP INDEX jobs_due;
CREATE INDEX jobs_due ON jobs (run_at, seq) WHERE state = 'queued';
