-- Every API process keeps the product ids matching a listing filter's index range
-- (modules/catalogue/source-cache.ts). These triggers tell every process, through NOTIFY (delivered
-- at commit; identical payloads of one transaction are sent once), which of a company's sets may
-- have changed: `a<attribute id>` when typed index rows of that attribute were written, `c` when
-- classifications or the category trees changed, `s` when products were added, removed or changed
-- status. One notification per statement, not per row, so
-- a bulk batch of 2,000 products costs one small query over its transition table.

CREATE FUNCTION pimento_notify_values_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  change record;
BEGIN
  FOR change IN SELECT company_id, string_agg(DISTINCT 'a' || attribute_id::text, ' ') AS tokens FROM changed_rows GROUP BY company_id LOOP
    -- A NOTIFY payload is limited to 8,000 bytes: beyond, the company alone means "anything".
    PERFORM pg_notify('pimento_catalogue_changed', change.company_id::text || CASE WHEN length(change.tokens) < 7000 THEN ' ' || change.tokens ELSE '' END);
  END LOOP;
  RETURN NULL;
END $$;

-- TG_ARGV[0]: the token (`c` classifications, `s` products added or removed).
CREATE FUNCTION pimento_notify_rows_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  company uuid;
BEGIN
  FOR company IN SELECT DISTINCT company_id FROM changed_rows LOOP
    PERFORM pg_notify('pimento_catalogue_changed', company::text || ' ' || TG_ARGV[0]);
  END LOOP;
  RETURN NULL;
END $$;

-- Row by row, TG_ARGV[0]: the token (`s` a status changed, `c` a category changed).
CREATE FUNCTION pimento_notify_row_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('pimento_catalogue_changed', COALESCE(NEW.company_id, OLD.company_id)::text || ' ' || TG_ARGV[0]);
  RETURN NULL;
END $$;

DO $$
DECLARE
  target text;
  event text;
BEGIN
  FOREACH target IN ARRAY ARRAY['product_value_text', 'product_value_number', 'product_value_date'] LOOP
    FOREACH event IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION pimento_notify_values_changed()',
        target || '_changed_' || lower(event), event, target, CASE event WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END);
    END LOOP;
  END LOOP;
  FOREACH event IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON product_categories REFERENCING %s TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION pimento_notify_rows_changed(''c'')',
      'product_categories_changed_' || lower(event), event, CASE event WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END);
  END LOOP;
END $$;

CREATE TRIGGER products_changed_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION pimento_notify_rows_changed('s');
CREATE TRIGGER products_changed_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION pimento_notify_rows_changed('s');
-- Row by row, but only for the rows whose status changes (a bulk status change of 2,000 products
-- sends one notification: PostgreSQL folds identical payloads of a transaction).
CREATE TRIGGER products_status_changed AFTER UPDATE OF status ON products
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION pimento_notify_row_changed('s');

-- A move rewrites `ancestors`, a delete removes a subtree: the category sets of the company change.
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OF parent_id, ancestors OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION pimento_notify_row_changed('c');
