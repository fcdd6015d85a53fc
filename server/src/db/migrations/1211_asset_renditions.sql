-- Renditions of stored images (docs/assets.md "Renditions"): made on demand, kept on the file
-- storage and served again; a row per rendition so a deleted asset takes its files with it.
CREATE TABLE asset_renditions (
  company_id uuid NOT NULL,
  asset_id bigint NOT NULL,
  -- `800x0@72.jpeg`: the size asked (0 = follows the ratio), the dpi and the format.
  spec text NOT NULL,
  storage_key text NOT NULL,
  size bigint NOT NULL CHECK (size >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, asset_id, spec),
  FOREIGN KEY (company_id, asset_id) REFERENCES assets (company_id, id) ON DELETE CASCADE
);
SELECT pimento_tenant_table('asset_renditions');
