-- A random stamp changed with every generation (docs/completion.md): each process keeps the model of
-- what counts by stamp, so a save reads one row instead of the rules, clients and definitions. Random,
-- not the generation: two databases (or a rolled-back change) never share a stamp.
ALTER TABLE completion_settings ADD COLUMN stamp uuid NOT NULL DEFAULT gen_random_uuid();
