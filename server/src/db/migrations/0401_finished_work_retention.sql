-- The retention purge (jobs/retention.ts) finds finished tasks by age without reading live ones.
CREATE INDEX tasks_finished_age ON tasks (updated_at) WHERE status IN ('done', 'error', 'cancel');
