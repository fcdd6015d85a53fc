-- A client's logo (docs/clients.md "Logo"): an image of the asset gallery, within the logo limits
-- the service checks. An asset deleted from the gallery leaves the client without a logo.
ALTER TABLE clients ADD COLUMN logo_asset_id bigint;
ALTER TABLE clients ADD FOREIGN KEY (company_id, logo_asset_id) REFERENCES assets (company_id, id) ON DELETE SET NULL (logo_asset_id);
