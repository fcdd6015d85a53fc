-- Every API process keeps the `updated` and `created` sort keys of a company's products
-- (modules/catalogue/sort-keys.ts). These triggers tell it from when to read them again:
-- `<company> u<µs>`, the oldest `updated_at` a statement wrote. `*` stands for the company outside
-- a tenant transaction (maintenance). One notification per statement; identical payloads of a
-- transaction are sent once.

-- An update sets `updated_at = now()` (every UPDATE of products in the server does): the
-- transaction's time is the oldest written, without reading a transition table of wide rows.
CREATE FUNCTION pimento_notify_sort_keys_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('pimento_catalogue_changed',
    coalesce(pimento_current_company()::text, '*') || ' u' || (extract(epoch FROM now()) * 1000000)::bigint);
  RETURN NULL;
END $$;

-- An insert may carry older times (an import keeping them): the oldest is read from its rows.
CREATE FUNCTION pimento_notify_sort_keys_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  change record;
BEGIN
  FOR change IN SELECT company_id, min(updated_at) AS oldest FROM changed_rows GROUP BY company_id LOOP
    PERFORM pg_notify('pimento_catalogue_changed', change.company_id::text || ' u' || (extract(epoch FROM change.oldest) * 1000000)::bigint);
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER products_sort_keys_updated AFTER UPDATE OF updated_at ON products
  FOR EACH STATEMENT EXECUTE FUNCTION pimento_notify_sort_keys_updated();
CREATE TRIGGER products_sort_keys_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION pimento_notify_sort_keys_inserted();
