-- Price lists and prices (docs/prices.md). A price belongs to one product and one list of the
-- same company; deleting either takes its prices with it.

CREATE TABLE price_lists (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  -- [{ code, label, type }]: frozen once the list holds a price (checked by the service).
  discriminants jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(discriminants) = 'array'),
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'archived', 'restored')),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (company_id, id)
);
CREATE UNIQUE INDEX price_lists_name ON price_lists (company_id, lower(name));
SELECT pimento_tenant_table('price_lists');

CREATE TABLE prices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  price_list_id bigint NOT NULL,
  product_id bigint NOT NULL,
  gross_price numeric CHECK (gross_price >= 0),
  net_price numeric CHECK (net_price >= 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  start_date date,
  end_date date CHECK (end_date >= start_date),
  discount numeric CHECK (discount BETWEEN 0 AND 1),
  discount_family_code text CHECK (length(discount_family_code) <= 255),
  discount_family_label text CHECK (length(discount_family_label) <= 255),
  unit text CHECK (length(unit) <= 20),
  -- { discriminant code: value }, one value per discriminant of the list.
  discriminant_values jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(discriminant_values) = 'object'),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK (gross_price IS NOT NULL OR net_price IS NOT NULL),
  FOREIGN KEY (company_id, price_list_id) REFERENCES price_lists (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, product_id) REFERENCES products (company_id, id) ON DELETE CASCADE
);
-- The duplicate check and "the prices of a product" read by product and list.
CREATE INDEX prices_product_list ON prices (company_id, product_id, price_list_id);
CREATE INDEX prices_list ON prices (company_id, price_list_id, id);
SELECT pimento_tenant_table('prices');
