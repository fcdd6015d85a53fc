-- Every API process keeps the text columns a listing searches (modules/catalogue/text-columns.ts)
-- current from the products written since its last read (`u<µs>`, migration 0330). A deleted
-- product leaves nothing to read: this trigger names it, `<company> x<id>,<id>…`, so the columns
-- drop its values at once. A statement deleting more than fit in one payload sends `x` alone,
-- and the company's columns are read again. One notification per statement.
CREATE FUNCTION pimento_notify_products_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  change record;
BEGIN
  FOR change IN SELECT company_id, string_agg(id::text, ',') AS ids FROM changed_rows GROUP BY company_id LOOP
    PERFORM pg_notify('pimento_catalogue_changed', change.company_id::text || ' x' || CASE WHEN length(change.ids) < 7000 THEN change.ids ELSE '' END);
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER products_deleted_notify AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION pimento_notify_products_deleted();
