-- Category counts: the number of distinct products classified in a category or one of
-- its descendants, kept by the writes instead of counted on each read (counting ten subtrees of
-- 100,000 products read a million index entries: 0.7 s). docs/catalogue-storage.md, "Category counts".
--
-- Writes never update a shared counter row (every classification would then queue on its tree's
-- root): triggers on product_categories append signed changes to category_count_changes, and a
-- read adds them to the folded base, category_product_counts; the read folds the changes into
-- the base when they pile up. A product is counted once per subtree however many of the
-- subtree's categories hold it: a change is +1 for an ancestor only when the product was not yet
-- in that ancestor's subtree, −1 only when it leaves it.
--
-- Structure changes: a category delete first unclassifies its products (a BEFORE trigger, while
-- the ancestors are still known); a move shifts the counts of the old and new ancestors
-- (categories repository, `moveCategory`). Both run under the company's tree lock, which every
-- classification statement takes in shared mode, so a count never mixes two tree shapes.

CREATE TABLE category_product_counts (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  category_id bigint NOT NULL,
  products bigint NOT NULL,
  PRIMARY KEY (company_id, category_id)
);
SELECT pimento_tenant_table('category_product_counts');

-- No foreign key: a change row is written by every classification statement, and the changes of a
-- company being deleted (its cascade unclassifies everything) must not fail on it.
CREATE TABLE category_count_changes (
  company_id uuid NOT NULL,
  category_id bigint NOT NULL,
  delta bigint NOT NULL
);
CREATE INDEX category_count_changes_category ON category_count_changes (company_id, category_id);
SELECT pimento_tenant_table('category_count_changes');

-- The tree lock of a company: categories repository `lockTrees` takes it exclusively.
CREATE OR REPLACE FUNCTION pimento_category_tree_lock_shared() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('pimento.categories.' || pimento_current_company()::text))
    WHERE pimento_current_company() IS NOT NULL;
  RETURN NULL;
END $$;

-- +1 for each (product, ancestor-or-self) the new rows bring into a subtree it was not in.
CREATE OR REPLACE FUNCTION pimento_category_counts_added() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO category_count_changes (company_id, category_id, delta)
  SELECT s.company_id, s.category_id, count(*)
    FROM (SELECT r.company_id, r.product_id, x.category_id, bool_and(a.product_id IS NOT NULL) AS all_new
            FROM (SELECT DISTINCT company_id, product_id FROM added) t
            JOIN product_categories r ON r.company_id = t.company_id AND r.product_id = t.product_id
            JOIN categories c ON c.company_id = r.company_id AND c.id = r.category_id
            CROSS JOIN LATERAL unnest(c.ancestors || c.id) AS x (category_id)
            LEFT JOIN added a ON a.company_id = r.company_id AND a.product_id = r.product_id AND a.category_id = r.category_id
           GROUP BY 1, 2, 3) s
   WHERE s.all_new
   GROUP BY 1, 2;
  RETURN NULL;
END $$;

-- −1 for each (product, ancestor-or-self) subtree the removed rows leave with no classification.
CREATE OR REPLACE FUNCTION pimento_category_counts_removed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO category_count_changes (company_id, category_id, delta)
  SELECT l.company_id, l.category_id, -count(*)
    FROM (SELECT DISTINCT r.company_id, r.product_id, x.category_id
            FROM removed r
            JOIN categories c ON c.company_id = r.company_id AND c.id = r.category_id
            CROSS JOIN LATERAL unnest(c.ancestors || c.id) AS x (category_id)) l
   WHERE NOT EXISTS (
     SELECT 1 FROM product_categories o JOIN categories oc ON oc.company_id = o.company_id AND oc.id = o.category_id
      WHERE o.company_id = l.company_id AND o.product_id = l.product_id
        AND (oc.id = l.category_id OR oc.ancestors @> ARRAY[l.category_id]))
   GROUP BY 1, 2;
  RETURN NULL;
END $$;

-- Rows are never updated by the application; should one be, the company is recounted.
CREATE OR REPLACE FUNCTION pimento_category_counts_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  company uuid;
BEGIN
  FOR company IN SELECT DISTINCT company_id FROM changed LOOP
    PERFORM pimento_recount_categories(company);
  END LOOP;
  RETURN NULL;
END $$;

-- A deleted category first loses its classifications, while its ancestors still exist, so the
-- removal trigger above decrements them; the category's own counter rows go with it.
CREATE OR REPLACE FUNCTION pimento_category_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id) THEN
    RETURN OLD; -- the company itself is being deleted
  END IF;
  DELETE FROM product_categories WHERE company_id = OLD.company_id AND category_id = OLD.id;
  DELETE FROM category_product_counts WHERE company_id = OLD.company_id AND category_id = OLD.id;
  RETURN OLD;
END $$;

-- Recomputes a company's counts from the classifications (backfill, bench generator, repair).
CREATE OR REPLACE FUNCTION pimento_recount_categories(company uuid) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM category_count_changes WHERE company_id = company;
  DELETE FROM category_product_counts WHERE company_id = company;
  INSERT INTO category_product_counts (company_id, category_id, products)
  SELECT company, x.category_id, count(DISTINCT pc.product_id)
    FROM product_categories pc
    JOIN categories c ON c.company_id = pc.company_id AND c.id = pc.category_id
    CROSS JOIN LATERAL unnest(c.ancestors || c.id) AS x (category_id)
   WHERE pc.company_id = company
   GROUP BY x.category_id;
END $$;

CREATE TRIGGER product_categories_tree_lock BEFORE INSERT OR UPDATE OR DELETE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION pimento_category_tree_lock_shared();
CREATE TRIGGER product_categories_counts_added AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION pimento_category_counts_added();
CREATE TRIGGER product_categories_counts_removed AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION pimento_category_counts_removed();
CREATE TRIGGER product_categories_counts_updated AFTER UPDATE ON product_categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION pimento_category_counts_updated();
CREATE TRIGGER categories_deleted BEFORE DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION pimento_category_deleted();

-- Backfill.
DO $$
DECLARE
  company uuid;
BEGIN
  FOR company IN SELECT DISTINCT company_id FROM product_categories LOOP
    PERFORM pimento_recount_categories(company);
  END LOOP;
END $$;
