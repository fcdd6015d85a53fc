-- The plan limits the companies console sets (docs/companies-console.md) that had no column yet,
-- beside products_limit, templates_limit, asset_storage_limit_bytes, users_limit, feeds_limit.
-- NULL: no limit.
ALTER TABLE catalogue_settings ADD COLUMN languages_limit integer CHECK (languages_limit >= 0);
ALTER TABLE catalogue_settings ADD COLUMN sku_copy_paste_pages_limit integer CHECK (sku_copy_paste_pages_limit >= 0);
