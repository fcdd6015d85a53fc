-- Counts of the stored completion figures kept per scope (docs/completion.md "Dashboard", "Counts
-- kept"): the dashboard reads at most 101 percentages × 16 stripes a scope instead of aggregating
-- every figure (≈ 3.5 µs a figure: 3.5 s for a million). Kept by statement triggers on
-- product_completion, so every writer (a save, a bulk batch, a product's deletion by cascade)
-- keeps them exact in its own transaction without knowing of them; the recomputation's batches,
-- which know the rows they replace, add their difference themselves (cheaper than the trigger's
-- regrouping of 36,000 transition rows) and tell the triggers to stand aside.
-- `stripe` (product id modulo 16) spreads concurrent saves over 16 rows per percentage, so two
-- saves of products with the same figure rarely wait on one counter row.

CREATE TABLE completion_counts (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  scope_id bigint NOT NULL,
  percent smallint NOT NULL,
  stripe smallint NOT NULL,
  products bigint NOT NULL,
  PRIMARY KEY (company_id, scope_id, percent, stripe)
);
SELECT pimento_tenant_table('completion_counts');

-- Per language: how many figures carry the language, and the sum of their language percentages
-- (met over required, rounded down; 100 when nothing is asked in it), so the average is one division.
CREATE TABLE completion_language_counts (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  scope_id bigint NOT NULL,
  language text NOT NULL,
  stripe smallint NOT NULL,
  products bigint NOT NULL,
  percent_sum bigint NOT NULL,
  PRIMARY KEY (company_id, scope_id, language, stripe)
);
SELECT pimento_tenant_table('completion_language_counts');

-- One row a scope and a day: the figures as the daily snapshot job read them from the counts
-- (completion over time). Past days are never rewritten; today's row is replaced by a later run.
CREATE TABLE completion_daily (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  scope_id bigint NOT NULL,
  day date NOT NULL,
  products bigint NOT NULL,
  average numeric(4, 1),
  complete bigint NOT NULL,
  PRIMARY KEY (company_id, scope_id, day)
);
SELECT pimento_tenant_table('completion_daily');

-- A figure's language percentage, as the summaries and `percentOf` compute it.
CREATE FUNCTION completion_language_percent(entry jsonb) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN (entry ->> 0)::int = 0 THEN 100 ELSE floor((entry ->> 1)::int * 100.0 / (entry ->> 0)::int)::int END
$$;

-- The counters move by the difference between the rows a statement removed and those it added,
-- applied in key order (two transactions then lock counter rows in the same order). The source is
-- the statement's transition tables: removed rows count -1, added rows +1. A company being deleted
-- (its figures going by cascade) has nothing left to count.
CREATE FUNCTION completion_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT company_id, scope_id, product_id, percent, languages, 1 AS sign FROM completion_new'
    WHEN 'DELETE' THEN 'SELECT company_id, scope_id, product_id, percent, languages, -1 AS sign FROM completion_old'
    ELSE 'SELECT company_id, scope_id, product_id, percent, languages, 1 AS sign FROM completion_new
          UNION ALL SELECT company_id, scope_id, product_id, percent, languages, -1 FROM completion_old' END;
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
  RETURN NULL;
END
$$;

CREATE TRIGGER completion_counts_insert AFTER INSERT ON product_completion
  REFERENCING NEW TABLE AS completion_new FOR EACH STATEMENT EXECUTE FUNCTION completion_counts_follow();
CREATE TRIGGER completion_counts_update AFTER UPDATE ON product_completion
  REFERENCING OLD TABLE AS completion_old NEW TABLE AS completion_new FOR EACH STATEMENT EXECUTE FUNCTION completion_counts_follow();
CREATE TRIGGER completion_counts_delete AFTER DELETE ON product_completion
  REFERENCING OLD TABLE AS completion_old FOR EACH STATEMENT EXECUTE FUNCTION completion_counts_follow();

-- The figures stored so far.
INSERT INTO completion_counts (company_id, scope_id, percent, stripe, products)
  SELECT company_id, scope_id, percent, (product_id % 16)::smallint, count(*) FROM product_completion GROUP BY 1, 2, 3, 4;
INSERT INTO completion_language_counts (company_id, scope_id, language, stripe, products, percent_sum)
  SELECT pc.company_id, pc.scope_id, l.key, (pc.product_id % 16)::smallint, count(*), sum(completion_language_percent(l.value))
    FROM product_completion pc CROSS JOIN LATERAL jsonb_each(pc.languages) AS l GROUP BY 1, 2, 3, 4;
