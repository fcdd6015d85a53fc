-- Clients (docs/clients.md): the recipients of exports, with the products they receive, their
-- price list, their main matrix template and the groups whose roles give rights on them.

CREATE TABLE clients (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 50),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  price_list_id bigint,
  main_template_id bigint,
  -- [{ kind, … }]: which products the client receives, the union of the rules (checked by the service).
  product_rules jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(product_rules) = 'array'),
  -- Advanced rights (spec §6): the user groups whose roles give rights on the client.
  group_ids uuid[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (company_id, id),
  -- A list or template deleted for good leaves the client without one, which the client page says.
  FOREIGN KEY (company_id, price_list_id) REFERENCES price_lists (company_id, id) ON DELETE SET NULL (price_list_id),
  FOREIGN KEY (company_id, main_template_id) REFERENCES export_templates (company_id, id) ON DELETE SET NULL (main_template_id)
);
CREATE UNIQUE INDEX clients_name ON clients (company_id, lower(name));
SELECT pimento_tenant_table('clients');
