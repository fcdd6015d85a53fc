-- The asset export (docs/assets.md "Asset export"): a template type of its own, and runs of the
-- export engine that keep the template's definition as it was when they started (their file a
-- zip of the assets, or an xlsx of their URLs: migration 1250 allows a run's 'zip').
ALTER TABLE export_templates DROP CONSTRAINT IF EXISTS export_templates_type_check;
ALTER TABLE export_templates ADD CONSTRAINT export_templates_type_check CHECK (type IN ('matrix', 'single_product_matrix', 'pdf', 'fabdis', 'bmecat', 'asset_export'));
ALTER TABLE export_runs ADD COLUMN asset_export jsonb;
