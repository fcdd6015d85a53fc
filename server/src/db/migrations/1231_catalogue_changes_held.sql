-- A long bulk write (an import's launch or rollback) holds its catalogue change notifications
-- (migrations 0320, 0330, 1110) instead of sending them at each batch's commit: each batch made
-- every API process drop the filter sets, sort keys and text columns it touched, so listings
-- during an import read whole sets again at every batch (docs/imports.md "Measured"). A
-- transaction that sets `pimento.catalogue_changes_held` to a holder's name keeps its tokens in
-- `catalogue_changes_held`, committed with the batch (a crash loses none); the holder sends them
-- in one go with `pimento_release_catalogue_changes`, at its end, every few seconds, and when it
-- stops or gives up (docs/catalogue-storage.md "The source cache").

CREATE TABLE catalogue_changes_held (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  holder text NOT NULL,
  -- `a<attribute>`, `c`, `s`, `u<µs>`, `x<product id>` or `x` (too many deletions to name).
  token text NOT NULL,
  PRIMARY KEY (company_id, holder, token)
);
SELECT pimento_tenant_table('catalogue_changes_held');

-- Keeps the tokens when the transaction holds its changes (then true: nothing to send now).
CREATE FUNCTION pimento_hold_catalogue_changes(company uuid, tokens text[]) RETURNS boolean
  LANGUAGE plpgsql
  AS $$
DECLARE
  held_by text := nullif(current_setting('pimento.catalogue_changes_held', true), '');
BEGIN
  IF held_by IS NULL OR company IS NULL THEN
    RETURN false;
  END IF;
  INSERT INTO catalogue_changes_held (company_id, holder, token)
    SELECT company, held_by, t FROM unnest(tokens) AS t ON CONFLICT DO NOTHING;
  RETURN true;
END $$;

CREATE OR REPLACE FUNCTION pimento_notify_values_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  change record;
BEGIN
  FOR change IN SELECT company_id, array_agg(DISTINCT 'a' || attribute_id::text) AS tokens FROM changed_rows GROUP BY company_id LOOP
    CONTINUE WHEN pimento_hold_catalogue_changes(change.company_id, change.tokens);
    -- A NOTIFY payload is limited to 8,000 bytes: beyond, the company alone means "anything".
    PERFORM pg_notify('pimento_catalogue_changed', change.company_id::text
      || CASE WHEN length(array_to_string(change.tokens, ' ')) < 7000 THEN ' ' || array_to_string(change.tokens, ' ') ELSE '' END);
  END LOOP;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION pimento_notify_rows_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  company uuid;
BEGIN
  FOR company IN SELECT DISTINCT company_id FROM changed_rows LOOP
    CONTINUE WHEN pimento_hold_catalogue_changes(company, ARRAY[TG_ARGV[0]]);
    PERFORM pg_notify('pimento_catalogue_changed', company::text || ' ' || TG_ARGV[0]);
  END LOOP;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION pimento_notify_row_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NOT pimento_hold_catalogue_changes(COALESCE(NEW.company_id, OLD.company_id), ARRAY[TG_ARGV[0]]) THEN
    PERFORM pg_notify('pimento_catalogue_changed', COALESCE(NEW.company_id, OLD.company_id)::text || ' ' || TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION pimento_notify_sort_keys_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  token text := 'u' || (extract(epoch FROM now()) * 1000000)::bigint;
BEGIN
  IF NOT pimento_hold_catalogue_changes(pimento_current_company(), ARRAY[token]) THEN
    PERFORM pg_notify('pimento_catalogue_changed', coalesce(pimento_current_company()::text, '*') || ' ' || token);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION pimento_notify_sort_keys_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  change record;
  token text;
BEGIN
  FOR change IN SELECT company_id, min(updated_at) AS oldest FROM changed_rows GROUP BY company_id LOOP
    token := 'u' || (extract(epoch FROM change.oldest) * 1000000)::bigint;
    CONTINUE WHEN pimento_hold_catalogue_changes(change.company_id, ARRAY[token]);
    PERFORM pg_notify('pimento_catalogue_changed', change.company_id::text || ' ' || token);
  END LOOP;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION pimento_notify_products_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  change record;
BEGIN
  -- Held, each deleted id is kept: the release names them in payloads that fit, where one
  -- statement's 1,000 ids would not (`x` alone makes every text column be read whole again).
  FOR change IN SELECT company_id, array_agg('x' || id::text) AS tokens, string_agg(id::text, ',') AS ids FROM changed_rows GROUP BY company_id LOOP
    CONTINUE WHEN pimento_hold_catalogue_changes(change.company_id, change.tokens);
    PERFORM pg_notify('pimento_catalogue_changed', change.company_id::text || ' x' || CASE WHEN length(change.ids) < 7000 THEN change.ids ELSE '' END);
  END LOOP;
  RETURN NULL;
END $$;

-- Sends what a holder kept for a company and forgets it; answers how many tokens it kept.
-- Notifications are delivered at commit, so the caller's transaction decides when they are heard.
CREATE FUNCTION pimento_release_catalogue_changes(company uuid, held_by text) RETURNS integer
  LANGUAGE plpgsql
  AS $$
DECLARE
  tokens text[];
  plain text;
  oldest bigint;
  chunk text;
BEGIN
  WITH released AS (DELETE FROM catalogue_changes_held WHERE company_id = company AND holder = held_by RETURNING token)
  SELECT array_agg(token) INTO tokens FROM released;
  IF tokens IS NULL THEN
    RETURN 0;
  END IF;
  -- The filter sets' tokens in one payload (the company alone when they do not fit: "anything").
  SELECT string_agg(t, ' ' ORDER BY t) INTO plain FROM unnest(tokens) AS t WHERE t !~ '^[ux]';
  IF plain IS NOT NULL THEN
    PERFORM pg_notify('pimento_catalogue_changed', company::text || CASE WHEN length(plain) < 7000 THEN ' ' || plain ELSE '' END);
  END IF;
  -- The oldest time written: the sort keys and text columns read the products changed since.
  SELECT min(substr(t, 2)::bigint) INTO oldest FROM unnest(tokens) AS t WHERE t ~ '^u[0-9]+$';
  IF oldest IS NOT NULL THEN
    PERFORM pg_notify('pimento_catalogue_changed', company::text || ' u' || oldest);
  END IF;
  -- Deleted products, named in payloads of at most 700 ids.
  IF 'x' = ANY(tokens) THEN
    PERFORM pg_notify('pimento_catalogue_changed', company::text || ' x');
  ELSE
    FOR chunk IN
      SELECT string_agg(id, ',') FROM (SELECT substr(t, 2) AS id, (row_number() OVER () - 1) / 700 AS part FROM unnest(tokens) AS t WHERE t ~ '^x[0-9]+$') AS ids GROUP BY part
    LOOP
      PERFORM pg_notify('pimento_catalogue_changed', company::text || ' x' || chunk);
    END LOOP;
  END IF;
  RETURN cardinality(tokens);
END $$;
