-- Assignment rules of the asset gallery (docs/assets.md "Assignment rules"): a pattern of pills
-- read from an asset's name or URL, the category and order it puts the asset in.
CREATE TABLE asset_rules (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  source text NOT NULL CHECK (source IN ('name', 'url')),
  -- [{ "type": "sku" }, { "type": "text", "text": "_" }, …], checked by the service.
  pills jsonb NOT NULL,
  -- A deleted category leaves the rule filing nothing (the assets stay where they are).
  category_id bigint,
  placement text NOT NULL CHECK (placement IN ('after', 'before', 'sequence')),
  featured boolean NOT NULL DEFAULT false,
  only_empty boolean NOT NULL DEFAULT false,
  on_upload boolean NOT NULL DEFAULT true,
  -- Rules run in this order; later ones see what earlier ones linked.
  position integer NOT NULL CHECK (position >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id),
  FOREIGN KEY (company_id, category_id) REFERENCES asset_categories (company_id, id) ON DELETE SET NULL (category_id)
);
CREATE UNIQUE INDEX asset_rules_name_key ON asset_rules (company_id, lower(name));
SELECT pimento_tenant_table('asset_rules');
