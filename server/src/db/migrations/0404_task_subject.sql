-- What a task works on, for its title in the tasks panel ("Bulk edit: change status"): given when
-- the task starts, free-form per task type, never personal data (docs/jobs.md).
ALTER TABLE tasks ADD COLUMN subject jsonb NOT NULL DEFAULT '{}'::jsonb;
