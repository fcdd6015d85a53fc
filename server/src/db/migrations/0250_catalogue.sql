-- Catalogue core: categories, models, products, their attribute values, history and
-- saved filters. Storage design and its measured trade-offs: docs/catalogue-storage.md.
--
-- Attribute values live twice, written in the same transaction:
--   * the document: `attribute_values` jsonb on the product (or model), keyed by attribute id,
--     localizable values as { language: value } — detail and save touch one row;
--   * typed narrow index tables (`product_value_text`, `_number`, `_date`), one row per value
--     and language — filters and attribute sorts are b-tree range scans.
-- The index tables are derived data (rebuilt from the document), so they carry no foreign key:
-- the repository deletes them with their product in the same transaction.

-- Per-company catalogue settings: plan limit on products, history retention.
CREATE TABLE catalogue_settings (
  company_id uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  -- NULL: no limit.
  products_limit integer CHECK (products_limit >= 0),
  history_retention_days integer NOT NULL DEFAULT 365 CHECK (history_retention_days BETWEEN 1 AND 3650),
  history_max_entries integer NOT NULL DEFAULT 200 CHECK (history_max_entries BETWEEN 1 AND 10000)
);
SELECT pimento_tenant_table('catalogue_settings');

-- Category trees: a category without parent is the root of a tree. `ancestors` lists the ids
-- from the root down to the parent, so "a category and its descendants" is one GIN lookup.
CREATE TABLE categories (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  parent_id bigint,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 255),
  ancestors bigint[] NOT NULL DEFAULT '{}',
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id),
  FOREIGN KEY (company_id, parent_id) REFERENCES categories (company_id, id) ON DELETE CASCADE
);
-- Spec §5: names unique within a level (the roots form one level).
CREATE UNIQUE INDEX categories_name_in_level ON categories (company_id, coalesce(parent_id, 0), lower(name));
CREATE INDEX categories_parent ON categories (company_id, parent_id, position, id);
CREATE INDEX categories_ancestors ON categories USING gin (ancestors);
SELECT pimento_tenant_table('categories');

CREATE TABLE models (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 100),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  -- The attributes whose value the model manages for all its products (shown read-only there).
  managed_attribute_ids integer[] NOT NULL DEFAULT '{}',
  attribute_values jsonb NOT NULL DEFAULT '{}',
  group_ids uuid[] NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id)
);
CREATE UNIQUE INDEX models_reference_key ON models (company_id, reference);
CREATE INDEX models_name ON models (company_id, name, id);
CREATE INDEX models_updated ON models (company_id, updated_at, id);
SELECT pimento_tenant_table('models');

CREATE TABLE products (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  sku text NOT NULL CHECK (length(sku) BETWEEN 1 AND 100),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'end_of_life', 'inactive')),
  model_id bigint,
  group_ids uuid[] NOT NULL DEFAULT '{}',
  attribute_values jsonb NOT NULL DEFAULT '{}',
  -- Optimistic concurrency: a save names the version it read; a stale one answers 409.
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id),
  FOREIGN KEY (company_id, model_id) REFERENCES models (company_id, id) ON DELETE SET NULL (model_id)
);
CREATE UNIQUE INDEX products_sku_key ON products (company_id, sku);
CREATE INDEX products_name ON products (company_id, name, id);
CREATE INDEX products_status ON products (company_id, status, id);
CREATE INDEX products_model ON products (company_id, model_id, id);
CREATE INDEX products_updated ON products (company_id, updated_at, id);
CREATE INDEX products_created ON products (company_id, created_at, id);
SELECT pimento_tenant_table('products');

-- Direct classification only; "in a category or its descendants" expands the category first.
CREATE TABLE product_categories (
  company_id uuid NOT NULL,
  category_id bigint NOT NULL,
  product_id bigint NOT NULL,
  PRIMARY KEY (company_id, category_id, product_id),
  FOREIGN KEY (company_id, category_id) REFERENCES categories (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, product_id) REFERENCES products (company_id, id) ON DELETE CASCADE
);
CREATE INDEX product_categories_product ON product_categories (company_id, product_id);
SELECT pimento_tenant_table('product_categories');

-- Typed index tables. `language` is '' for a value that is not localizable; a range stores its
-- bounds under 'min' and 'max'. Text values are cut to 512 characters (a b-tree entry has a size
-- limit); the document keeps the whole value and is the one read on detail.
CREATE TABLE product_value_text (
  company_id uuid NOT NULL,
  attribute_id integer NOT NULL,
  language text NOT NULL DEFAULT '',
  value text NOT NULL,
  product_id bigint NOT NULL
);
CREATE INDEX product_value_text_lookup ON product_value_text (company_id, attribute_id, language, value, product_id);
CREATE INDEX product_value_text_product ON product_value_text (company_id, product_id, attribute_id);
SELECT pimento_tenant_table('product_value_text');

CREATE TABLE product_value_number (
  company_id uuid NOT NULL,
  attribute_id integer NOT NULL,
  language text NOT NULL DEFAULT '',
  value numeric NOT NULL,
  product_id bigint NOT NULL
);
CREATE INDEX product_value_number_lookup ON product_value_number (company_id, attribute_id, language, value, product_id);
CREATE INDEX product_value_number_product ON product_value_number (company_id, product_id, attribute_id);
SELECT pimento_tenant_table('product_value_number');

CREATE TABLE product_value_date (
  company_id uuid NOT NULL,
  attribute_id integer NOT NULL,
  language text NOT NULL DEFAULT '',
  value date NOT NULL,
  product_id bigint NOT NULL
);
CREATE INDEX product_value_date_lookup ON product_value_date (company_id, attribute_id, language, value, product_id);
CREATE INDEX product_value_date_product ON product_value_date (company_id, product_id, attribute_id);
SELECT pimento_tenant_table('product_value_date');

-- `contains` on text values: a trigram index where the pg_trgm extension is available
-- (PostgreSQL); PGlite without the extension falls back to scanning the attribute's rows.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXECUTE 'CREATE INDEX product_value_text_trigram ON product_value_text USING gin (value gin_trgm_ops)';
EXCEPTION WHEN others THEN
  RAISE NOTICE 'pg_trgm not available: contains filters scan the attribute''s values';
END $$;

-- History: one row per save, holding only what changed ({ field: [old, new] }).
CREATE TABLE catalogue_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  entity text NOT NULL CHECK (entity IN ('product', 'model')),
  entity_id bigint NOT NULL,
  user_id uuid,
  changed_at timestamptz NOT NULL DEFAULT now(),
  changes jsonb NOT NULL
);
CREATE INDEX catalogue_history_entity ON catalogue_history (company_id, entity, entity_id, id DESC);
CREATE INDEX catalogue_history_age ON catalogue_history (company_id, changed_at);
SELECT pimento_tenant_table('catalogue_history');

CREATE TABLE saved_filters (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  entity text NOT NULL CHECK (entity IN ('product', 'model')),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  definition jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX saved_filters_name_key ON saved_filters (company_id, user_id, entity, lower(name));
SELECT pimento_tenant_table('saved_filters');
