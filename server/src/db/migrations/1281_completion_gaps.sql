-- The worst attributes (docs/completion.md "Worst attributes"): which attributes a figure misses,
-- and how many figures of each scope miss each attribute, kept as the dashboard's counts are
-- (migration 1280): by the triggers for every writer, by the recomputation's own differences.

-- The attributes with at least one unmet point in that scope (ascending ids); empty under `filled`,
-- where every empty attribute of the catalogue would be listed.
ALTER TABLE product_completion ADD COLUMN gaps integer[] NOT NULL DEFAULT '{}';

CREATE TABLE completion_gap_counts (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  scope_id bigint NOT NULL,
  attribute_id bigint NOT NULL,
  stripe smallint NOT NULL,
  products bigint NOT NULL,
  PRIMARY KEY (company_id, scope_id, attribute_id, stripe)
);
SELECT pimento_tenant_table('completion_gap_counts');

CREATE OR REPLACE FUNCTION completion_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT company_id, scope_id, product_id, percent, languages, gaps, 1 AS sign FROM completion_new'
    WHEN 'DELETE' THEN 'SELECT company_id, scope_id, product_id, percent, languages, gaps, -1 AS sign FROM completion_old'
    ELSE 'SELECT company_id, scope_id, product_id, percent, languages, gaps, 1 AS sign FROM completion_new
          UNION ALL SELECT company_id, scope_id, product_id, percent, languages, gaps, -1 FROM completion_old' END;
BEGIN
  -- The recomputation's batches move the counts themselves (they know the rows they replace).
  IF current_setting('pimento.completion_counts_by_caller', true) = 'on' THEN
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO completion_counts AS c (company_id, scope_id, percent, stripe, products)
    SELECT d.company_id, d.scope_id, d.percent, (d.product_id %% 16)::smallint, sum(d.sign)
      FROM (%s) d WHERE EXISTS (SELECT 1 FROM companies k WHERE k.id = d.company_id) GROUP BY 1, 2, 3, 4 HAVING sum(d.sign) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, scope_id, percent, stripe) DO UPDATE SET products = c.products + EXCLUDED.products$sql$, source);
  EXECUTE format($sql$
    INSERT INTO completion_language_counts AS c (company_id, scope_id, language, stripe, products, percent_sum)
    SELECT d.company_id, d.scope_id, l.key, (d.product_id %% 16)::smallint, sum(d.sign), sum(d.sign * completion_language_percent(l.value))
      FROM (%s) d CROSS JOIN LATERAL jsonb_each(d.languages) AS l WHERE EXISTS (SELECT 1 FROM companies k WHERE k.id = d.company_id)
     GROUP BY 1, 2, 3, 4 HAVING sum(d.sign) <> 0 OR sum(d.sign * completion_language_percent(l.value)) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, scope_id, language, stripe) DO UPDATE SET products = c.products + EXCLUDED.products, percent_sum = c.percent_sum + EXCLUDED.percent_sum$sql$, source);
  EXECUTE format($sql$
    INSERT INTO completion_gap_counts AS c (company_id, scope_id, attribute_id, stripe, products)
    SELECT d.company_id, d.scope_id, g.attribute_id, (d.product_id %% 16)::smallint, sum(d.sign)
      FROM (%s) d CROSS JOIN LATERAL unnest(d.gaps) AS g(attribute_id) WHERE EXISTS (SELECT 1 FROM companies k WHERE k.id = d.company_id)
     GROUP BY 1, 2, 3, 4 HAVING sum(d.sign) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, scope_id, attribute_id, stripe) DO UPDATE SET products = c.products + EXCLUDED.products$sql$, source);
  RETURN NULL;
END
$$;

-- The figures stored so far carry no gaps: under `rules`, what counts is due again, so the next
-- recomputation (started by an administrator, or by the next change of what counts) writes them.
UPDATE completion_settings s SET generation = generation + 1, stamp = gen_random_uuid()
 WHERE s.method = 'rules' AND EXISTS (SELECT 1 FROM product_completion pc WHERE pc.company_id = s.company_id AND pc.percent < 100);
