-- Product and model links of assets, and thumbnails (docs/assets.md "Product and model links",
-- "Thumbnails").

-- The assets of a category managed by the model: linked once to the model, shown on its products.
CREATE TABLE model_assets (
  company_id uuid NOT NULL,
  model_id bigint NOT NULL,
  asset_id bigint NOT NULL,
  -- Rank within the asset's category on this model, from 1.
  position integer NOT NULL DEFAULT 1 CHECK (position >= 1),
  PRIMARY KEY (company_id, asset_id, model_id),
  FOREIGN KEY (company_id, model_id) REFERENCES models (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, asset_id) REFERENCES assets (company_id, id) ON DELETE CASCADE
);
CREATE INDEX model_assets_model ON model_assets (company_id, model_id, position);
SELECT pimento_tenant_table('model_assets');

-- The main image chosen for a product or a model; a deleted asset leaves none chosen.
ALTER TABLE products ADD COLUMN featured_asset_id bigint;
ALTER TABLE products ADD FOREIGN KEY (company_id, featured_asset_id) REFERENCES assets (company_id, id) ON DELETE SET NULL (featured_asset_id);
ALTER TABLE models ADD COLUMN featured_asset_id bigint;
ALTER TABLE models ADD FOREIGN KEY (company_id, featured_asset_id) REFERENCES assets (company_id, id) ON DELETE SET NULL (featured_asset_id);

-- Where the thumbnails are on the file storage: `<thumbnail_key>-tile.webp` and `-preview.webp`;
-- NULL until the thumbnail job made them (and for files that get none).
ALTER TABLE assets ADD COLUMN thumbnail_key text;
