-- The version of the template a run was made from: the run writes that version's layout, and the
-- screens say which one.
ALTER TABLE export_runs ADD COLUMN template_version integer;
