-- Extra attributes (docs/clients.md "Client attributes"): fields a company adds to its clients
-- (and later its prices), defined once per company and kind of record, valued on each record.

CREATE TABLE extra_attributes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  entity text NOT NULL CHECK (entity IN ('client', 'price')),
  code text NOT NULL CHECK (code ~ '^[a-z][a-z0-9_]{0,49}$'),
  -- { language: label }, at least one.
  labels jsonb NOT NULL CHECK (jsonb_typeof(labels) = 'object'),
  type text NOT NULL CHECK (type IN ('text', 'long_text', 'integer', 'decimal', 'boolean', 'date', 'url', 'email', 'dropdown')),
  -- [{ code, labels }] of a dropdown; empty for the other types.
  choices jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(choices) = 'array'),
  required boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (company_id, id)
);
CREATE UNIQUE INDEX extra_attributes_code ON extra_attributes (company_id, entity, code);
SELECT pimento_tenant_table('extra_attributes');

-- { extra attribute id: value } of each client.
ALTER TABLE clients ADD COLUMN attribute_values jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(attribute_values) = 'object');
