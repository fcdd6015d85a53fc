-- Validation rules (docs/validation-rules.md): what a company demands of its products' values.
-- The attribute or set a rule checks is kept by id without a foreign key: deleting it leaves the
-- rule in place, disabled with a notice (issue 14: "never silently ignored").

CREATE TABLE validation_rules (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  -- Listing filters, all of which a product must match for the rule to apply; [] applies to every product.
  filters jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(filters) = 'array'),
  -- { kind: 'attribute', attribute_id } or { kind: 'attribute_set', set_id }.
  target jsonb NOT NULL CHECK (jsonb_typeof(target) = 'object'),
  language text,
  operator text NOT NULL CHECK (operator IN ('mandatory', 'min', 'max', 'among', 'not_among', 'equals', 'not_equals')),
  value jsonb NOT NULL DEFAULT 'null',
  -- { language: text } shown at the field instead of the operator's own words.
  message jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(message) = 'object'),
  blocking boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (company_id, id)
);
CREATE UNIQUE INDEX validation_rules_name ON validation_rules (company_id, lower(name));
SELECT pimento_tenant_table('validation_rules');
