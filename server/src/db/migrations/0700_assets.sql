-- The asset gallery (docs/assets.md): asset categories in trees, named per label language as
-- product categories are; assets (files kept on the file storage, or URLs); their links to products.

-- NULL: no limit. Bytes, so a plan's gigabytes are exact and a test can use a small limit.
ALTER TABLE catalogue_settings ADD COLUMN asset_storage_limit_bytes bigint CHECK (asset_storage_limit_bytes >= 0);

CREATE TABLE asset_categories (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  parent_id bigint,
  -- The name shown when the reader's language has none; the names are in asset_category_names.
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 255),
  ancestors bigint[] NOT NULL DEFAULT '{}',
  position integer NOT NULL DEFAULT 0,
  featured boolean NOT NULL DEFAULT false,
  unstored boolean NOT NULL DEFAULT false,
  managed_by_model boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id),
  FOREIGN KEY (company_id, parent_id) REFERENCES asset_categories (company_id, id) ON DELETE CASCADE,
  -- Spec §5: a category holds main images or URLs, never both.
  CONSTRAINT asset_categories_featured_or_unstored CHECK (NOT (featured AND unstored))
);
CREATE INDEX asset_categories_parent ON asset_categories (company_id, parent_id, position, id);
CREATE INDEX asset_categories_ancestors ON asset_categories USING gin (ancestors);
SELECT pimento_tenant_table('asset_categories');

-- `level` is the parent's id (0 for a root): names are unique within a level, in each language.
CREATE TABLE asset_category_names (
  company_id uuid NOT NULL,
  asset_category_id bigint NOT NULL,
  level bigint NOT NULL,
  language text NOT NULL,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 255 AND position('|' IN name) = 0),
  PRIMARY KEY (asset_category_id, language),
  FOREIGN KEY (company_id, asset_category_id) REFERENCES asset_categories (company_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX asset_category_names_name_key ON asset_category_names (company_id, level, language, lower(name));
SELECT pimento_tenant_table('asset_category_names');

CREATE TABLE assets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- A deleted category leaves its assets uncategorised (the service does it before the delete).
  category_id bigint,
  file_name text NOT NULL CHECK (length(btrim(file_name)) BETWEEN 1 AND 255),
  stored boolean NOT NULL,
  kind text NOT NULL CHECK (kind IN ('image', 'svg', 'pdf', 'font')),
  mime_type text NOT NULL,
  size bigint CHECK (size >= 0),
  width integer CHECK (width > 0),
  height integer CHECK (height > 0),
  storage_key text,
  original_url text,
  custom_url text,
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
  tags text[] NOT NULL DEFAULT '{}',
  featured boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 1 CHECK (position >= 1),
  language text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id),
  FOREIGN KEY (company_id, category_id) REFERENCES asset_categories (company_id, id),
  CONSTRAINT assets_stored_has_file CHECK (stored = (storage_key IS NOT NULL)),
  CONSTRAINT assets_unstored_has_url CHECK (stored OR original_url IS NOT NULL)
);
-- Spec §5 and §8: an asset's name is unique in the company ("asset name already exists").
CREATE UNIQUE INDEX assets_file_name_key ON assets (company_id, lower(file_name));
CREATE INDEX assets_category ON assets (company_id, category_id, id);
CREATE INDEX assets_tags ON assets USING gin (tags);
SELECT pimento_tenant_table('assets');

-- Which products show which assets. Written by the product-asset increment; the gallery already
-- filters on it and a delete says which products lose the asset.
CREATE TABLE product_assets (
  company_id uuid NOT NULL,
  product_id bigint NOT NULL,
  asset_id bigint NOT NULL,
  position integer NOT NULL DEFAULT 1 CHECK (position >= 1),
  PRIMARY KEY (company_id, asset_id, product_id),
  FOREIGN KEY (company_id, product_id) REFERENCES products (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, asset_id) REFERENCES assets (company_id, id) ON DELETE CASCADE
);
CREATE INDEX product_assets_product ON product_assets (company_id, product_id, position);
SELECT pimento_tenant_table('product_assets');
