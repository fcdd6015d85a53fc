-- The file a template was last used with (uploaded for it, or run): the mapping editor shows its
-- columns again after a reload. No foreign key: a file gone leaves the template without one.
ALTER TABLE import_templates ADD COLUMN last_file_id uuid;
