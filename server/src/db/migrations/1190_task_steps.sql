-- A task's steps (its sub-tasks, spec §2 "task list with sub-tasks"): an import's reading, checking
-- and writing, a feed's export and each delivery, each with its own state, progress and outcome.
-- Written by the job as it goes (`JobContext.step`), carried by every task message.
ALTER TABLE tasks ADD COLUMN steps jsonb NOT NULL DEFAULT '[]'::jsonb;
