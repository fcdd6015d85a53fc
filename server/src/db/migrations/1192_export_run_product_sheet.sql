-- A single-product matrix run writes its layout once per product (docs/exports.md "Single-product
-- matrix"): how, as the template said when the run was asked for. NULL: a table, one row per product.
ALTER TABLE export_runs ADD COLUMN product_sheet jsonb;
