-- Completion (docs/completion.md): the company's method and the stored figures a listing filters
-- on, one row per product and scope (0: the product overall; otherwise a client it goes to).

CREATE TABLE completion_settings (
  company_id uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  method text NOT NULL DEFAULT 'rules' CHECK (method IN ('filled', 'rules')),
  -- Bumped by every change of what counts (method, rules, attributes, languages, clients); the
  -- recomputation of the whole catalogue records the generation it wrote in `computed_generation`.
  generation integer NOT NULL DEFAULT 1,
  computed_generation integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
SELECT pimento_tenant_table('completion_settings');

-- Every existing company starts with its figures due (computed by the first recomputation).
INSERT INTO completion_settings (company_id, computed_generation)
  SELECT c.id, CASE WHEN EXISTS (SELECT 1 FROM products p WHERE p.company_id = c.id) THEN 0 ELSE 1 END FROM companies c;

CREATE TABLE product_completion (
  company_id uuid NOT NULL,
  -- 0: the product overall (every point asked of it); otherwise the id of a client it goes to.
  scope_id bigint NOT NULL,
  product_id bigint NOT NULL,
  required integer NOT NULL CHECK (required >= 0),
  met integer NOT NULL CHECK (met BETWEEN 0 AND required),
  -- Rounded down, so "below 80 %" is `percent < 80` exactly; 100 when nothing is asked.
  percent smallint NOT NULL CHECK (percent BETWEEN 0 AND 100),
  -- { "<language>": [required, met] }: the points of that language and of the attributes that are not localizable.
  languages jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (company_id, scope_id, product_id),
  FOREIGN KEY (company_id, product_id) REFERENCES products (company_id, id) ON DELETE CASCADE
);
-- A listing's filter probes (company, scope, product); the summary and a sort read (company, scope, percent).
CREATE INDEX product_completion_percent ON product_completion (company_id, scope_id, percent, product_id);
CREATE INDEX product_completion_product ON product_completion (company_id, product_id);
SELECT pimento_tenant_table('product_completion');
